/* Hostile guest (issue 17, escape 4): reads "x" and truncates "y" over and over while
 * another process flips each between a regular file and a symlink to a host file
 * outside the sandbox. Usage: hostile_race ROUNDS. Prints how often each attempt
 * succeeded or failed, and any content read that is not the sandbox's own. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 1000;
    int read_ok = 0, read_err = 0, write_ok = 0, write_err = 0, foreign = 0;
    for (int i = 0; i < rounds; i++) {
        char buf[256];
        int fd = open("x", O_RDONLY);
        if (fd >= 0) {
            ssize_t n = read(fd, buf, sizeof buf - 1);
            buf[n > 0 ? n : 0] = 0;
            close(fd);
            read_ok++;
            if (strncmp(buf, "inside", 6) != 0 && n > 0) {
                foreign++;
                printf("read foreign content: %s\n", buf);
            }
        } else {
            read_err++;
        }
        struct stat st;
        if (stat("x", &st) == 0 && st.st_size != 6 && st.st_size != 0) {
            foreign++;
            printf("stat saw a foreign size %ld\n", (long)st.st_size);
        }
        fd = open("y", O_WRONLY | O_TRUNC);
        if (fd >= 0) {
            if (write(fd, "inside", 6) != 6)
                write_err++;
            close(fd);
            write_ok++;
        } else {
            write_err++;
        }
    }
    printf("rounds %d: reads %d ok %d refused; writes %d ok %d refused; foreign %d\n",
           rounds, read_ok, read_err, write_ok, write_err, foreign);
    return foreign != 0;
}
