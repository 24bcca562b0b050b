/* The standard streams as the guest inherits them (issue 17): run with stdin, stdout
 * or stderr closed, each closed one is EBADF as on Linux, whatever files the simulator
 * itself opened in their place. Prints to whichever of stdout/stderr is open. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
    char buf[64], b[4];
    int out = fcntl(1, F_GETFD) >= 0 ? 1 : 2;
    for (int fd = 0; fd < 3; fd++) {
        errno = 0;
        int r = fcntl(fd, F_GETFD);
        int n = snprintf(buf, sizeof buf, "fd %d: F_GETFD %d %s\n", fd, r,
                         r < 0 ? strerror(errno) : "open");
        if (write(out, buf, n) != n)
            return 3;
    }
    errno = 0;
    long r = read(0, b, sizeof b);
    int n = snprintf(buf, sizeof buf, "read(0) = %ld %s\n", r, r < 0 ? strerror(errno) : "");
    if (write(out, buf, n) != n)
        return 3;
    return 0;
}
