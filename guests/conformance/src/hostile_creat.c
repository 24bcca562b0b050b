/* Hostile guest (issue 17, escape 1): a dangling symlink opened with O_CREAT, and a
 * symlink to an existing host file opened with O_TRUNC, must not reach the host.
 * Usage: hostile_creat MISSING_HOST_PATH EXISTING_HOST_PATH (both outside the sandbox).
 * Prints what each attempt returned; the host-side test checks the files. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void attempt(const char *label, const char *target, int flags)
{
    unlink(label);
    if (symlink(target, label) != 0) {
        printf("%s: symlink failed: %s\n", label, strerror(errno));
        return;
    }
    int fd = open(label, flags, 0644);
    if (fd < 0) {
        printf("%s: open refused: %s\n", label, strerror(errno));
        return;
    }
    ssize_t n = write(fd, "PWNED\n", 6);
    printf("%s: open succeeded, wrote %d bytes\n", label, (int)n);
    close(fd);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: hostile_creat MISSING EXISTING\n");
        return 2;
    }
    char rel[4096];
    attempt("abs_creat", argv[1], O_WRONLY | O_CREAT | O_TRUNC);
    attempt("abs_excl", argv[1], O_WRONLY | O_CREAT | O_EXCL);
    attempt("abs_trunc", argv[2], O_WRONLY | O_TRUNC);
    attempt("abs_append", argv[2], O_WRONLY | O_APPEND);
    /* The same through a relative link climbing out of the working directory. */
    char cwd[4096];
    if (getcwd(cwd, sizeof cwd)) {
        int depth = 0;
        for (const char *p = cwd; *p; p++)
            depth += *p == '/';
        rel[0] = 0;
        for (int i = 0; i < depth; i++)
            strcat(rel, "../");
        strcat(rel, argv[1] + 1);
        attempt("rel_creat", rel, O_WRONLY | O_CREAT);
    }
    return 0;
}
