/* Enabled floating-point exceptions: feenableexcept (glibc sets FPSCR enable
 * bits and asks the kernel with prctl(PR_SET_FPEXC) to make them precise)
 * turns 1/0, 0/0 and overflow into SIGFPE with the matching si_code. */
#define _GNU_SOURCE
#include <fenv.h>
#include <setjmp.h>
#include <signal.h>

#include "common.h"

static sigjmp_buf jb;
static volatile int code;

static void on_fpe(int sig, siginfo_t *si, void *uc)
{
    (void)sig;
    (void)uc;
    code = si->si_code;
    siglongjmp(jb, 1);
}

/* show_code = 0: print only that SIGFPE arrived.  For invalid operations
 * Linux reports FPE_FLTINV, but QEMU 10 reports FPE_FLTDIV for 0/0 (VXZDZ)
 * and FPE_FLTSUB for inf-inf (VXISI). */
static void attempt(const char *what, int excepts, double a, double b, int op, int show_code)
{
    volatile double x = a, y = b, r = 0;
    feclearexcept(FE_ALL_EXCEPT);
    int prev = feenableexcept(excepts);
    code = 0;
    if (sigsetjmp(jb, 1) == 0) {
        r = op == 0 ? x / y : op == 1 ? x * y : x - y;
        printf("%-22s no trap, result %a\n", what, r);
    } else {
        if (show_code)
            printf("%-22s SIGFPE si_code=%d\n", what, code);
        else
            printf("%-22s SIGFPE (si_code not compared)\n", what);
    }
    fedisableexcept(FE_ALL_EXCEPT);
    (void)prev;
}

int main(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fpe;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGFPE, &sa, NULL);
    printf("FPE_FLTDIV=%d FPE_FLTOVF=%d FPE_FLTINV=%d\n", FPE_FLTDIV, FPE_FLTOVF, FPE_FLTINV);
    attempt("1/0, divbyzero off", 0, 1.0, 0.0, 0, 1);
    attempt("1/0, divbyzero on", FE_DIVBYZERO, 1.0, 0.0, 0, 1);
    attempt("0/0, invalid on", FE_INVALID, 0.0, 0.0, 0, 0);
    attempt("inf-inf, invalid on", FE_INVALID, __builtin_inf(), __builtin_inf(), 2, 0);
    attempt("1e300*1e300, ovf on", FE_OVERFLOW, 1e300, 1e300, 1, 1);
    attempt("1/3, divbyzero on", FE_DIVBYZERO, 1.0, 3.0, 0, 1);
    printf("enabled after disabling: %x\n", fegetexcept());
    /* Integer division never traps on PowerPC. */
    volatile int n = 7, z = 0;
    volatile int q = n / z;
    (void)q;
    printf("integer 7/0 did not trap\n");
    return 0;
}
