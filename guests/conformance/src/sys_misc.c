/* Process and system information calls, printed only where the result does
 * not depend on the host: uname (sysname), getpid/getppid/gettid consistency,
 * uid/gid consistency, clock_gettime/gettimeofday/time monotonicity,
 * nanosleep, getrandom lengths, sysconf, sysinfo (through qsort of a big
 * array, which asks for the physical memory size), getrlimit success,
 * readlink("/proc/self/exe") success, isatty on a file, times(). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    struct utsname u;
    printf("uname: %d sysname=%s\n", uname(&u), u.sysname);
    pid_t p1 = getpid(), p2 = getpid();
    printf("getpid positive and stable: %d; gettid == getpid: %d; getppid positive: %d\n",
           p1 > 0 && p1 == p2, (pid_t)syscall(SYS_gettid) == p1, getppid() > 0);
    printf("getuid==geteuid: %d, getgid==getegid: %d\n", getuid() == geteuid(), getgid() == getegid());

    struct timespec t0, t1, r0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    volatile unsigned spin = 0;
    for (unsigned i = 0; i < 200000; i++)
        spin += i;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    long long d = (t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec);
    printf("CLOCK_MONOTONIC non-decreasing: %d, nsec field in range: %d\n", d >= 0,
           t1.tv_nsec >= 0 && t1.tv_nsec < 1000000000);
    printf("clock_getres(MONOTONIC) ok: %d\n", clock_getres(CLOCK_MONOTONIC, &r0) == 0);
    struct timespec rt;
    clock_gettime(CLOCK_REALTIME, &rt);
    struct timeval tv;
    gettimeofday(&tv, NULL);
    time_t now = time(NULL);
    printf("realtime non-negative: %d, gettimeofday usec in range: %d, time() within 2 s of it: %d\n",
           rt.tv_sec >= 0, tv.tv_usec >= 0 && tv.tv_usec < 1000000,
           now - tv.tv_sec <= 2 && tv.tv_sec - now <= 2);
    struct timespec cpu;
    printf("CLOCK_PROCESS_CPUTIME_ID ok: %d\n", clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu) == 0);
    struct timespec nap = { 0, 1000000 }, before, after;
    clock_gettime(CLOCK_MONOTONIC, &before);
    int ns = nanosleep(&nap, NULL);
    clock_gettime(CLOCK_MONOTONIC, &after);
    long long slept = (after.tv_sec - before.tv_sec) * 1000000000LL + (after.tv_nsec - before.tv_nsec);
    printf("nanosleep(1 ms) = %d, monotonic clock advanced >= 1 ms: %d\n", ns, slept >= 1000000);
    struct tms tm;
    printf("times() succeeded: %d\n", times(&tm) != (clock_t)-1);

    unsigned char rnd[64];
    printf("getrandom(16) = %zd, getrandom(64, GRND_NONBLOCK) = %zd\n", getrandom(rnd, 16, 0),
           getrandom(rnd, 64, GRND_NONBLOCK));

    printf("sysconf: PAGESIZE=%ld CLK_TCK=%ld, NPROCESSORS_ONLN>=1: %d, PHYS_PAGES>0: %d\n",
           sysconf(_SC_PAGESIZE), sysconf(_SC_CLK_TCK), sysconf(_SC_NPROCESSORS_ONLN) >= 1,
           sysconf(_SC_PHYS_PAGES) > 0);
    struct sysinfo si;
    printf("sysinfo: %d, mem_unit>0: %d\n", sysinfo(&si), si.mem_unit > 0);

    /* qsort of a large array (glibc asks sysinfo for the memory size). */
    size_t n = 200000;
    uint32_t *v = malloc(n * sizeof *v);
    uint32_t x = 12345;
    for (size_t i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        v[i] = x >> 3;
    }
    qsort(v, n, sizeof *v, cmp_u32);
    int sorted = 1;
    for (size_t i = 1; i < n; i++)
        sorted &= v[i - 1] <= v[i];
    printf("qsort of %zu words: sorted=%d min=%08x median=%08x max=%08x fingerprint %08x\n", n, sorted,
           v[0], v[n / 2], v[n - 1], fnv1a(v, n * sizeof *v, FNV_INIT));
    free(v);

    struct rlimit rl;
    printf("getrlimit(RLIMIT_STACK) = %d, setrlimit(RLIMIT_CORE, 0) = %d\n", getrlimit(RLIMIT_STACK, &rl),
           setrlimit(RLIMIT_CORE, &(struct rlimit){ 0, 0 }));
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe);
    printf("readlink(/proc/self/exe) succeeded: %d absolute: %d\n", len > 0, len > 0 && exe[0] == '/');
    int fd = open("tty-test", O_CREAT | O_RDWR, 0644);
    errno = 0;
    int tty = isatty(fd);
    printf("isatty(regular file) = %d errno=%s\n", tty, strerrorname_np(errno));
    close(fd);
    unlink("tty-test");
    errno = 0;
    printf("unknown syscall 9999: %ld errno=%s\n", syscall(9999), strerrorname_np(errno));
    return 0;
}
