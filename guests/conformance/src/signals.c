/* Signals with real ppc32 Linux frames: SA_SIGINFO handlers reading
 * si_signo/si_code/si_addr, a NULL dereference recovered with siglongjmp,
 * SIGTRAP from tw/twi resumed by advancing the saved NIP in the ucontext,
 * SIGILL from an illegal word, raise/kill to self, sigprocmask blocking and
 * pending, SA_RESETHAND, SA_NODEFER nesting, a handler that edits saved
 * registers (returned through rt_sigreturn), and sigaltstack. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ucontext.h>
#include <unistd.h>

#include "common.h"

static sigjmp_buf jb;
static volatile int last_sig, last_code, count;
static volatile uintptr_t last_addr;

static void longjmp_handler(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    last_sig = sig;
    last_code = si->si_code;
    last_addr = (uintptr_t)si->si_addr;
    siglongjmp(jb, 1);
}

/* Skip the faulting instruction: NIP += 4 in the saved context. */
static void skip_handler(int sig, siginfo_t *si, void *ucv)
{
    ucontext_t *uc = ucv;
    last_sig = sig;
    last_code = si->si_code;
    last_addr = (uintptr_t)si->si_addr;
    uc->uc_mcontext.uc_regs->gregs[32 /* PT_NIP */] += 4;
    count++;
}

/* Changes r3 in the saved context: the interrupted code sees the new value. */
static void edit_r3_handler(int sig, siginfo_t *si, void *ucv)
{
    ucontext_t *uc = ucv;
    (void)sig;
    (void)si;
    uc->uc_mcontext.uc_regs->gregs[3] = 0x600d600d;
    uc->uc_mcontext.uc_regs->gregs[32 /* PT_NIP */] += 4;
}

static void plain_handler(int sig)
{
    last_sig = sig;
    count++;
}

static volatile int depth, max_depth, raises_left, entries;
static void nested_handler(int sig)
{
    entries++;
    depth++;
    if (depth > max_depth)
        max_depth = depth;
    if (raises_left > 0) {
        raises_left--;
        raise(sig);
    }
    depth--;
}

static void on_altstack(int sig)
{
    (void)sig;
    char local;
    stack_t ss;
    sigaltstack(NULL, &ss);
    last_addr = (uintptr_t)&local;
    count = (ss.ss_flags & SS_ONSTACK) != 0;
}

static void install(int sig, void (*fn)(int, siginfo_t *, void *), int flags)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = fn;
    sa.sa_flags = SA_SIGINFO | flags;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, NULL);
}

extern char trap_insn[], twi_insn[], ill_insn[], edit_insn[];

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);

    /* NULL dereference (address 0x10) recovered with siglongjmp. */
    install(SIGSEGV, longjmp_handler, 0);
    if (sigsetjmp(jb, 1) == 0) {
        volatile int *volatile p = (int *)0x10;
        (void)*p;
        printf("no fault?\n");
    } else {
        printf("SIGSEGV recovered: signo=%d code=%d (SEGV_MAPERR) addr=%#lx\n", last_sig, last_code,
               (unsigned long)last_addr);
    }
    /* Again, to check the handler was not reset and the mask was restored. */
    if (sigsetjmp(jb, 1) == 0) {
        volatile int *volatile q = (int *)0x20;
        *q = 1;
    } else {
        printf("second SIGSEGV (store): signo=%d addr=%#lx\n", last_sig, (unsigned long)last_addr);
    }

    /* trap (tw 31,0,0) and twi: SIGTRAP, resume after the trap. */
    install(SIGTRAP, skip_handler, 0);
    count = 0;
    __asm__ volatile(".globl trap_insn\ntrap_insn: trap" ::: "memory");
    printf("SIGTRAP from trap: signo=%d code=%d (TRAP_BRKPT=%d) at the trap: %d, handled %d\n",
           last_sig, last_code, TRAP_BRKPT, last_addr == (uintptr_t)trap_insn, count);
    __asm__ volatile(".globl twi_insn\ntwi_insn: twi 4,%0,5" : : "r"(5) : "memory");
    printf("SIGTRAP from twi eq: signo=%d at the twi: %d, handled %d\n", last_sig,
           last_addr == (uintptr_t)twi_insn, count);
    __asm__ volatile("twi 4,%0,5" : : "r"(6) : "memory");
    printf("twi not taken when unequal: handled %d\n", count);
    __asm__ volatile("tw 16,%0,%1" : : "r"(-1), "r"(1) : "memory"); /* signed less than */
    printf("tw lt (-1 < 1) taken: handled %d\n", count);
    __asm__ volatile("tw 2,%0,%1" : : "r"(-1), "r"(1) : "memory"); /* logically less than */
    printf("tw llt (0xffffffff <u 1) not taken: handled %d\n", count);

    /* SIGILL from an illegal word (primary opcode 0). */
    install(SIGILL, skip_handler, 0);
    count = 0;
    __asm__ volatile(".globl ill_insn\nill_insn: .long 0x00000000" ::: "memory");
    printf("SIGILL: signo=%d code=%d (ILL_ILLOPC=%d) at the word: %d, handled %d\n", last_sig, last_code,
           ILL_ILLOPC, last_addr == (uintptr_t)ill_insn, count);

    /* A handler that changes r3 in the saved context. */
    install(SIGTRAP, edit_r3_handler, 0);
    uint32_t r3;
    __asm__ volatile("li 3,1\n\t"
                     ".globl edit_insn\nedit_insn: trap\n\t"
                     "mr %0,3"
                     : "=r"(r3)
                     :
                     : "r3", "memory");
    printf("r3 after handler edited the context: %08x\n", r3);

    /* raise and kill to self. */
    signal(SIGUSR1, plain_handler);
    count = 0;
    printf("raise(SIGUSR1) = %d: got signal %d, count %d\n", raise(SIGUSR1), last_sig, count);
    signal(SIGUSR2, plain_handler);
    printf("kill(getpid(), SIGUSR2) = %d: got signal %d, count %d\n", kill(getpid(), SIGUSR2), last_sig,
           count);
    printf("kill(getpid(), 0) = %d\n", kill(getpid(), 0));

    /* Blocking: the signal stays pending until unblocked. */
    sigset_t set, old, pend;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR1);
    sigprocmask(SIG_BLOCK, &set, &old);
    count = 0;
    raise(SIGUSR1);
    sigpending(&pend);
    printf("blocked: delivered %d, pending %d\n", count, sigismember(&pend, SIGUSR1));
    sigprocmask(SIG_SETMASK, &old, NULL);
    sigpending(&pend);
    printf("unblocked: delivered %d, pending %d\n", count, sigismember(&pend, SIGUSR1));

    /* Ignored signals are discarded. */
    signal(SIGUSR2, SIG_IGN);
    count = 0;
    raise(SIGUSR2);
    printf("SIG_IGN: delivered %d\n", count);

    /* SA_RESETHAND: the second raise gets the default action (SIGURG's: ignore). */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = plain_handler;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGURG, &sa, NULL);
    count = 0;
    raise(SIGURG);
    raise(SIGURG); /* default action of SIGURG: ignore */
    struct sigaction now;
    sigaction(SIGURG, NULL, &now);
    printf("SA_RESETHAND: delivered %d, handler reset to SIG_DFL: %d\n", count, now.sa_handler == SIG_DFL);

    /* SA_NODEFER: the handler can be re-entered by the same signal. */
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = nested_handler;
    sa.sa_flags = SA_NODEFER;
    sigaction(SIGUSR1, &sa, NULL);
    depth = max_depth = entries = 0;
    raises_left = 2;
    raise(SIGUSR1);
    printf("SA_NODEFER: nesting depth %d, handler entries %d\n", max_depth, entries);
    /* Without SA_NODEFER the nested raise stays pending until the handler returns. */
    sa.sa_flags = 0;
    sigaction(SIGUSR1, &sa, NULL);
    depth = max_depth = entries = 0;
    raises_left = 2;
    raise(SIGUSR1);
    printf("deferred: nesting depth %d, handler entries %d\n", max_depth, entries);

    /* sigaltstack. */
    static char alt[65536];
    stack_t ss = { .ss_sp = alt, .ss_size = sizeof alt, .ss_flags = 0 };
    printf("sigaltstack = %d\n", sigaltstack(&ss, NULL));
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_altstack;
    sa.sa_flags = SA_ONSTACK;
    sigaction(SIGUSR2, &sa, NULL);
    count = 0;
    raise(SIGUSR2);
    printf("handler on alternate stack: SS_ONSTACK=%d, local inside it: %d\n", count,
           last_addr >= (uintptr_t)alt && last_addr < (uintptr_t)alt + sizeof alt);

    /* sigsuspend-free synchronous wait: sigwait on a blocked signal. */
    sigemptyset(&set);
    sigaddset(&set, SIGUSR1);
    sigprocmask(SIG_BLOCK, &set, NULL);
    raise(SIGUSR1);
    int got = 0;
    printf("sigwait = %d, got %d\n", sigwait(&set, &got), got);

    /* abort() inside a handled SIGABRT returns control only if the handler longjmps. */
    install(SIGABRT, longjmp_handler, 0);
    if (sigsetjmp(jb, 1) == 0)
        abort();
    printf("SIGABRT caught from abort(): signo=%d\n", last_sig);
    return 0;
}
