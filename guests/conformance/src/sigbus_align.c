/* Unaligned lwarx: the alignment interrupt Linux cannot emulate for it arrives as
 * SIGBUS, si_code BUS_ADRALN, si_addr = the data address; nothing is loaded. An
 * unaligned stwcx. (no reservation can match it) just fails, storing nothing. Then an
 * unhandled SIGBUS kills (status 135). */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static unsigned buf[4] __attribute__((aligned(16)));
static sigjmp_buf env;
static volatile int got_sig, got_code;
static volatile long got_off;

static void handler(int sig, siginfo_t *si, void *uc)
{
    got_sig = sig;
    got_code = si->si_code;
    got_off = (long)((char *)si->si_addr - (char *)buf);
    siglongjmp(env, 1);
}

static void report(const char *what, int off, unsigned rd)
{
    printf("%s +%d: signal %d code %d si_addr buf+%ld rd %#x buf %#x %#x\n", what, off,
           got_sig, got_code, got_off, rd, buf[0], buf[1]);
}

int main(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = handler;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGBUS, &sa, 0);
    for (volatile int off = 0; off < 4; off++) {
        char *p = (char *)buf + off;
        volatile unsigned rd = 0x11111111;
        buf[0] = 0x01020304;
        buf[1] = 0x05060708;
        got_sig = got_code = 0;
        got_off = -1;
        if (sigsetjmp(env, 1) == 0) {
            unsigned v;
            __asm__ volatile("lwarx %0,0,%1" : "=r"(v) : "r"(p) : "memory");
            rd = v;
        }
        report("lwarx", off, rd);
        got_sig = got_code = 0;
        got_off = -1;
        if (sigsetjmp(env, 1) == 0) {
            unsigned ok;
            /* No reservation is held: an aligned stwcx. fails, an unaligned one faults. */
            __asm__ volatile("stwcx. %1,0,%2\n\tmfcr %0" : "=r"(ok) : "r"(0xdeadbeefu), "r"(p)
                             : "cr0", "memory");
            rd = ok >> 28;
        }
        report("stwcx.", off, rd);
    }
    fflush(stdout);
    sa.sa_handler = SIG_DFL;
    sa.sa_flags = 0;
    sigaction(SIGBUS, &sa, 0);
    unsigned v;
    __asm__ volatile("lwarx %0,0,%1" : "=r"(v) : "r"((char *)buf + 2) : "memory");
    printf("not reached %u\n", v);
    return 0;
}
