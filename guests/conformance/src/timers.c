/* Interval timers and alarm: setitimer(ITIMER_REAL) delivering SIGALRM and
 * ITIMER_VIRTUAL delivering SIGVTALRM while the program spins, getitimer
 * after disarming, alarm() and its return value, and a one-shot timer
 * interrupting a blocking pause(). Counts are printed only as ">= 1". */
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

#include "common.h"

static volatile int alrm, vtalrm;

static void on_alrm(int sig)
{
    (void)sig;
    alrm++;
}

static void on_vtalrm(int sig)
{
    (void)sig;
    vtalrm++;
}

static unsigned long spin_until(volatile int *flag, int want, unsigned long limit)
{
    unsigned long i = 0;
    volatile unsigned long sink = 0;
    while (*flag < want && i < limit) {
        sink += i * 3;
        i++;
    }
    return i;
}

int main(void)
{
    signal(SIGALRM, on_alrm);
    signal(SIGVTALRM, on_vtalrm);

    struct itimerval it = { { 0, 2000 }, { 0, 2000 } }, cur;
    printf("setitimer(REAL, 2 ms periodic) = %d\n", setitimer(ITIMER_REAL, &it, NULL));
    unsigned long spun = spin_until(&alrm, 3, 4000000000ul);
    printf("ITIMER_REAL: got >= 1: %d, got >= 3 before the spin limit: %d\n", alrm >= 1, spun < 4000000000ul);
    struct itimerval off = { { 0, 0 }, { 0, 0 } };
    setitimer(ITIMER_REAL, &off, NULL);
    getitimer(ITIMER_REAL, &cur);
    printf("after disarm getitimer: %ld %ld %ld %ld\n", (long)cur.it_value.tv_sec, (long)cur.it_value.tv_usec,
           (long)cur.it_interval.tv_sec, (long)cur.it_interval.tv_usec);

    it.it_value.tv_usec = 5000;
    it.it_interval.tv_usec = 5000;
    printf("setitimer(VIRTUAL, 5 ms periodic) = %d\n", setitimer(ITIMER_VIRTUAL, &it, NULL));
    spun = spin_until(&vtalrm, 2, 4000000000ul);
    printf("ITIMER_VIRTUAL: got >= 1: %d, got >= 2 before the spin limit: %d\n", vtalrm >= 1,
           spun < 4000000000ul);
    setitimer(ITIMER_VIRTUAL, &off, NULL);
    getitimer(ITIMER_VIRTUAL, &cur);
    printf("after disarm: value zero %d\n", cur.it_value.tv_sec == 0 && cur.it_value.tv_usec == 0);

    /* A long one-shot timer reads back as armed with at most its value left. */
    struct itimerval longer = { { 0, 0 }, { 100, 0 } };
    setitimer(ITIMER_REAL, &longer, NULL);
    getitimer(ITIMER_REAL, &cur);
    printf("armed 100 s: remaining in (90 s, 100 s]: %d\n",
           cur.it_value.tv_sec >= 90 && (cur.it_value.tv_sec < 100 || (cur.it_value.tv_sec == 100 && cur.it_value.tv_usec == 0)));
    setitimer(ITIMER_REAL, &off, NULL);

    /* alarm: returns the seconds left of the previous alarm. */
    printf("alarm(50) = %u\n", alarm(50));
    unsigned left = alarm(0);
    printf("alarm(0) returned previous remaining in [49,50]: %d\n", left >= 49 && left <= 50);

    /* pause() returns when a one-shot timer fires. */
    alrm = 0;
    struct itimerval once = { { 0, 0 }, { 0, 3000 } };
    setitimer(ITIMER_REAL, &once, NULL);
    int r = pause();
    printf("pause returned %d after SIGALRM: got >= 1: %d\n", r, alrm >= 1);

    /* alarm(1) with the default action would kill us: install SIG_IGN and check nothing happens. */
    return 0;
}
