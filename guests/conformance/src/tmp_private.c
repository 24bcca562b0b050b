/* The guest's private /tmp (issue 17): mkstemp, tmpfile and a directory under /tmp work,
 * and under simrun they land in the run directory's tmp/, never in the host's /tmp.
 * Prints the mkstemp name last ("name: ..."); sim-core/tests/rundir.rs checks where the
 * file went. Not in the manifest (the name is not the same under QEMU). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void)
{
    char name[] = "/tmp/ppcsim-XXXXXX", buf[8] = {0};
    int fd = mkstemp(name);
    printf("mkstemp: %s\n", fd >= 0 ? "ok" : strerror(errno));
    if (fd < 0)
        return 1;
    printf("write: %ld\n", (long)write(fd, "hello", 5));
    printf("read back: %ld %s\n", (long)pread(fd, buf, 5, 0), buf);
    close(fd);
    FILE *t = tmpfile();
    printf("tmpfile: %s\n", t ? "ok" : strerror(errno));
    if (!t)
        return 1;
    fputs("xyz", t);
    rewind(t);
    printf("tmpfile reads back: %c\n", fgetc(t));
    fclose(t);
    char dir[64];
    snprintf(dir, sizeof dir, "%s.d", name);
    printf("mkdir: %d\n", mkdir(dir, 0700));
    printf("rmdir: %d\n", rmdir(dir));
    printf("name: %s\n", name);
    return 0;
}
