/* Hostile guest (issue 17): a guest may write into its run directory, but not simrun's own
 * files there. Usage: hostile_rundir RUN_DIR. For run.json, trace.bz2, stats.txt,
 * stats.json and intervals.csv it tries to open for writing (truncating), to unlink and to rename over,
 * and prints what each attempt returned; a file of its own (mine.txt) must work. The
 * host-side test (sim-core/tests/rundir.rs) checks simrun's files afterwards. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char *names[] = {"run.json", "trace.bz2", "stats.txt", "stats.json", "intervals.csv"};

static void say(const char *what, const char *name, int r)
{
    if (r < 0)
        printf("%s %s: refused: %s\n", what, name, strerror(errno));
    else
        printf("%s %s: done\n", what, name);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: hostile_rundir RUN_DIR\n");
        return 2;
    }
    if (chdir(argv[1]) != 0) {
        printf("chdir: %s\n", strerror(errno));
        return 1;
    }
    int fd = open("mine.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    say("create", "mine.txt", fd);
    if (fd >= 0) {
        if (write(fd, "mine\n", 5) != 5)
            printf("write mine.txt: %s\n", strerror(errno));
        close(fd);
    }
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
        fd = open(names[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        say("open-write", names[i], fd);
        if (fd >= 0)
            close(fd);
        say("unlink", names[i], unlink(names[i]));
        say("rename-over", names[i], rename("mine.txt", names[i]));
    }
    return 0;
}
