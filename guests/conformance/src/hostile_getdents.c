/* Hostile guest (issue 17, escape 3): a directory is opened, renamed, and a symlink to a
 * host directory is put in its place; listing and *at calls through the old descriptor
 * must still see the renamed directory. Usage: hostile_getdents HOST_DIR.
 * Prints the names listed (sorted) and what openat(fd, "secret.txt") gave. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: hostile_getdents HOST_DIR\n");
        return 2;
    }
    mkdir("d", 0755);
    int f = open("d/inner.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (f >= 0)
        close(f);
    int fd = open("d", O_RDONLY | O_DIRECTORY);
    if (fd < 0) {
        printf("open d: %s\n", strerror(errno));
        return 1;
    }
    if (rename("d", "d2") != 0 || symlink(argv[1], "d") != 0) {
        printf("setup: %s\n", strerror(errno));
        return 1;
    }
    DIR *dir = fdopendir(dup(fd));
    char *names[256];
    int n = 0;
    struct dirent *e;
    while (dir && n < 256 && (e = readdir(dir)))
        names[n++] = strdup(e->d_name);
    qsort(names, n, sizeof names[0], cmp);
    for (int i = 0; i < n; i++)
        printf("listed: %s\n", names[i]);
    int s = openat(fd, "secret.txt", O_RDONLY);
    if (s < 0) {
        printf("openat secret.txt: %s\n", strerror(errno));
    } else {
        char buf[256];
        ssize_t k = read(s, buf, sizeof buf - 1);
        buf[k > 0 ? k : 0] = 0;
        printf("openat secret.txt read: %s\n", buf);
    }
    struct stat st;
    if (fstatat(fd, "secret.txt", &st, 0) == 0)
        printf("fstatat secret.txt: size %ld\n", (long)st.st_size);
    else
        printf("fstatat secret.txt: %s\n", strerror(errno));
    return 0;
}
