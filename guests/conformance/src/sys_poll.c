/* Descriptors the way real programs wait on them (issue 17): poll, select, pselect,
 * O_NONBLOCK pipes (EAGAIN, never a hang), F_DUPFD limits, RLIMIT_NOFILE, /dev/zero,
 * /dev/full, and MAP_SHARED|PROT_WRITE on a read-only descriptor. */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <unistd.h>

#define SHOW(label, expr)                                                    \
    do {                                                                     \
        errno = 0;                                                           \
        long r_ = (long)(expr);                                              \
        printf("%-34s = %ld%s%s\n", label, r_, r_ < 0 ? " " : "",            \
               r_ < 0 ? strerror(errno) : "");                               \
    } while (0)

int main(void)
{
    int p[2];
    char buf[16];
    SHOW("pipe2(O_NONBLOCK)", pipe2(p, O_NONBLOCK));
    SHOW("read empty nonblocking pipe", read(p[0], buf, sizeof buf));
    struct pollfd pf[2] = {{p[0], POLLIN, 0}, {p[1], POLLOUT, 0}};
    SHOW("poll empty pipe, 0 ms", poll(pf, 1, 0));
    printf("revents in=%#x\n", pf[0].revents);
    SHOW("poll both ends, 10 ms", poll(pf, 2, 10));
    printf("revents in=%#x out=%#x\n", pf[0].revents, pf[1].revents);
    SHOW("write 3 bytes", write(p[1], "abc", 3));
    SHOW("poll after write", poll(pf, 2, -1));
    printf("revents in=%#x out=%#x\n", pf[0].revents, pf[1].revents);
    fd_set rd, wr;
    FD_ZERO(&rd);
    FD_ZERO(&wr);
    FD_SET(p[0], &rd);
    FD_SET(p[1], &wr);
    struct timeval tv = {0, 0};
    SHOW("select", select(p[1] + 1, &rd, &wr, NULL, &tv));
    printf("isset in=%d out=%d\n", FD_ISSET(p[0], &rd), FD_ISSET(p[1], &wr));
    SHOW("read 16", read(p[0], buf, sizeof buf));
    FD_ZERO(&rd);
    FD_SET(p[0], &rd);
    struct timespec ts = {0, 5000000};
    SHOW("pselect empty, 5 ms", pselect(p[0] + 1, &rd, NULL, NULL, &ts, NULL));
    SHOW("read empty again", read(p[0], buf, sizeof buf));
    int fl = fcntl(p[0], F_GETFL);
    printf("F_GETFL has O_NONBLOCK: %d\n", (fl & O_NONBLOCK) != 0);
    SHOW("close write end", close(p[1]));
    SHOW("poll at EOF", poll(pf, 1, -1));
    printf("revents in=%#x\n", pf[0].revents);
    SHOW("read at EOF", read(p[0], buf, sizeof buf));
    SHOW("poll closed fd", poll(pf + 1, 1, 0));
    printf("revents=%#x\n", pf[1].revents);

    struct rlimit rl = {16, 16};
    SHOW("setrlimit NOFILE 16", setrlimit(RLIMIT_NOFILE, &rl));
    SHOW("F_DUPFD 0x7fffffff", fcntl(0, F_DUPFD, 0x7fffffff));
    SHOW("F_DUPFD 1<<20", fcntl(0, F_DUPFD, 1 << 20));
    SHOW("F_DUPFD_CLOEXEC 5000", fcntl(0, F_DUPFD_CLOEXEC, 5000));
    SHOW("dup2 to 5000", dup2(0, 5000));
    int d = fcntl(0, F_DUPFD, 12);
    printf("F_DUPFD 12 = %d\n", d);
    close(d);
    int opened = 0, last = 0;
    for (int i = 0; i < 40; i++) {
        int fd = open("/dev/null", O_RDONLY);
        if (fd < 0) {
            printf("open at the limit: %s\n", strerror(errno));
            break;
        }
        opened++;
        last = fd;
    }
    printf("opened some: %d, last fd %d\n", opened > 0, last);
    SHOW("F_DUPFD 16 at limit 16", fcntl(0, F_DUPFD, 16));
    SHOW("dup2 to 16", dup2(0, 16));
    for (int fd = 3; fd <= last; fd++)
        close(fd);

    int z = open("/dev/zero", O_RDONLY);
    memset(buf, 7, sizeof buf);
    SHOW("read /dev/zero", read(z, buf, 8));
    printf("bytes %d %d\n", buf[0], buf[7]);
    int f = open("/dev/full", O_RDWR);
    SHOW("write /dev/full", write(f, "x", 1));
    SHOW("read /dev/full", read(f, buf, 4));
    close(f);
    close(z);

    int w = open("mapped.txt", O_RDWR | O_CREAT | O_TRUNC, 0644);
    SHOW("write file", write(w, "hello, mapping\n", 15));
    close(w);
    int ro = open("mapped.txt", O_RDONLY);
    void *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, ro, 0);
    printf("%-34s = %s\n", "mmap SHARED RW on O_RDONLY", m == MAP_FAILED ? strerror(errno) : "mapped");
    m = mmap(NULL, 4096, PROT_READ, MAP_SHARED, ro, 0);
    printf("%-34s = %s\n", "mmap SHARED RO on O_RDONLY", m == MAP_FAILED ? strerror(errno) : "mapped");
    m = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE, ro, 0);
    printf("%-34s = %s\n", "mmap PRIVATE RW on O_RDONLY", m == MAP_FAILED ? strerror(errno) : "mapped");
    int wo = open("mapped.txt", O_WRONLY);
    m = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, wo, 0);
    printf("%-34s = %s\n", "mmap PRIVATE on O_WRONLY", m == MAP_FAILED ? strerror(errno) : "mapped");
    return 0;
}
