/* File system calls in the current directory (a fresh scratch directory):
 * open/creat/write/read/lseek/pread/pwrite/readv/writev/ftruncate/fstat/stat/
 * rename/unlink/mkdir/rmdir/chdir/getcwd/dup/dup2/fcntl/pipe/access/
 * opendir+readdir (sorted), stdio on files, and the errors of bad calls. */
#define _GNU_SOURCE
#define _FILE_OFFSET_BITS 64 /* readdir: host d_off values need 64 bits */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include "common.h"

#define CHECK(call)                                                             \
    do {                                                                        \
        long r_ = (long)(call);                                                 \
        printf("%-52s -> %ld%s%s\n", #call, r_, r_ < 0 ? " errno=" : "",         \
               r_ < 0 ? strerrorname_np(errno) : "");                           \
    } while (0)

static int cmpstr(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void)
{
    char buf[256];
    umask(022); /* the modes printed below must not depend on the caller's umask */
    int fd = open("data.txt", O_CREAT | O_RDWR | O_TRUNC, 0644);
    printf("open data.txt: fd>=3 %d\n", fd >= 3);
    CHECK(write(fd, "hello, world\n", 13));
    CHECK(lseek(fd, 0, SEEK_CUR));
    CHECK(lseek(fd, 7, SEEK_SET));
    CHECK(read(fd, buf, 5));
    printf("read back [%.5s]\n", buf);
    CHECK(lseek(fd, -2, SEEK_END));
    CHECK(pwrite(fd, "XY", 2, 0));
    CHECK(pread(fd, buf, 13, 0));
    printf("pread [%.12s]\n", buf);
    struct iovec iov[3] = { { "one ", 4 }, { "two ", 4 }, { "three\n", 6 } };
    CHECK(lseek(fd, 0, SEEK_END));
    CHECK(writev(fd, iov, 3));
    char a[5] = { 0 }, b[9] = { 0 };
    struct iovec riov[2] = { { a, 4 }, { b, 8 } };
    CHECK(lseek(fd, 13, SEEK_SET));
    CHECK(readv(fd, riov, 2));
    printf("readv [%s][%s]\n", a, b);
    struct stat st;
    CHECK(fstat(fd, &st));
    printf("fstat: size=%lld regular=%d mode=%o\n", (long long)st.st_size, S_ISREG(st.st_mode),
           st.st_mode & 0777);
    CHECK(ftruncate(fd, 5));
    CHECK(fstat(fd, &st));
    printf("after ftruncate: size=%lld\n", (long long)st.st_size);
    CHECK(lseek(fd, 100000, SEEK_SET));
    CHECK(write(fd, "!", 1));
    CHECK(fstat(fd, &st));
    printf("sparse file: size=%lld\n", (long long)st.st_size);
    CHECK(pread(fd, buf, 4, 50000));
    printf("hole reads as %02x %02x %02x %02x\n", buf[0], buf[1], buf[2], buf[3]);
    int fd2 = dup(fd);
    printf("dup: new fd differs %d\n", fd2 != fd && fd2 >= 0);
    CHECK(lseek(fd2, 1, SEEK_SET));
    CHECK(lseek(fd, 0, SEEK_CUR));
    CHECK(dup2(fd, 10));
    CHECK(fcntl(10, F_GETFD));
    CHECK(fcntl(10, F_SETFD, FD_CLOEXEC));
    CHECK(fcntl(10, F_GETFD));
    CHECK(fcntl(fd, F_GETFL) & O_ACCMODE);
    CHECK(close(10));
    CHECK(close(fd2));
    CHECK(close(fd));
    CHECK(close(fd));

    CHECK(stat("data.txt", &st));
    printf("stat size=%lld\n", (long long)st.st_size);
    CHECK(access("data.txt", R_OK | W_OK));
    CHECK(access("missing.txt", F_OK));
    CHECK(rename("data.txt", "renamed.txt"));
    CHECK(stat("data.txt", &st));
    CHECK(open("missing.txt", O_RDONLY));
    CHECK(open("renamed.txt", O_CREAT | O_EXCL | O_WRONLY, 0600));
    CHECK(mkdir("sub", 0755));
    CHECK(mkdir("sub", 0755));
    CHECK(stat("sub", &st));
    printf("sub is a directory: %d\n", S_ISDIR(st.st_mode));
    int sfd = open("sub/inner.txt", O_CREAT | O_WRONLY, 0644);
    CHECK(write(sfd, "inner", 5));
    CHECK(close(sfd));
    CHECK(rmdir("sub"));
    CHECK(symlink("renamed.txt", "link"));
    ssize_t ln = readlink("link", buf, sizeof buf);
    printf("readlink link -> %.*s\n", (int)(ln > 0 ? ln : 0), buf);
    CHECK(lstat("link", &st));
    printf("lstat: symlink=%d\n", S_ISLNK(st.st_mode));

    /* Directory listing, sorted (readdir order is the file system's). */
    DIR *d = opendir(".");
    char *names[32];
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && n < 32)
        names[n++] = strdup(e->d_name);
    if (d)
        closedir(d);
    qsort(names, n, sizeof names[0], cmpstr);
    printf("directory:");
    for (int i = 0; i < n; i++) {
        printf(" %s", names[i]);
        free(names[i]);
    }
    printf("\n");

    /* getcwd and chdir: print only what does not depend on where we run. */
    char cwd1[4096], cwd2[4096];
    int ok1 = getcwd(cwd1, sizeof cwd1) != NULL;
    CHECK(chdir("sub"));
    int ok2 = getcwd(cwd2, sizeof cwd2) != NULL;
    printf("getcwd ok=%d,%d absolute=%d, after chdir ends with /sub=%d and extends the first=%d\n",
           ok1, ok2, cwd1[0] == '/', strcmp(cwd2 + strlen(cwd2) - 4, "/sub") == 0,
           strncmp(cwd1, cwd2, strlen(cwd1)) == 0);
    CHECK(access("inner.txt", F_OK));
    CHECK(chdir(".."));
    CHECK(getcwd(buf, 1) == NULL ? -1 : 0);

    /* Pipes. */
    int p[2];
    CHECK(pipe(p));
    CHECK(write(p[1], "through a pipe", 14));
    memset(buf, 0, sizeof buf);
    CHECK(read(p[0], buf, sizeof buf));
    printf("pipe carried [%s]\n", buf);
    CHECK(close(p[1]));
    CHECK(read(p[0], buf, sizeof buf));
    CHECK(close(p[0]));

    /* stdio on a file. */
    FILE *f = fopen("stdio.txt", "w+");
    for (int i = 0; i < 1000; i++)
        fprintf(f, "line %d %x\n", i, i * i);
    rewind(f);
    char line[64];
    int lines = 0;
    uint32_t h = FNV_INIT;
    while (fgets(line, sizeof line, f)) {
        lines++;
        h = fnv1a(line, strlen(line), h);
    }
    printf("stdio: %d lines, fingerprint %08x, ftell=%ld\n", lines, h, ftell(f));
    fclose(f);

    /* Errors. */
    CHECK(read(-1, buf, 1));
    CHECK(write(999, buf, 1));
    CHECK(lseek(0 + 999, 0, SEEK_SET));
    CHECK(unlink("missing.txt"));
    CHECK(rmdir("renamed.txt"));
    CHECK(unlink("renamed.txt"));
    CHECK(unlink("link"));
    CHECK(unlink("sub/inner.txt"));
    CHECK(rmdir("sub"));
    CHECK(unlink("stdio.txt"));
    return 0;
}
