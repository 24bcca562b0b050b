/* threads.c - green threads: thread records, the context switch, the scheduler, preemption
 * on simulated time, monitors (thin locks inflated into a side table) and the natives of
 * java.lang.Thread and Object.wait/notify. README.md "Threads" explains the design.
 *
 * The global `thread` (jvm.h) is always the running thread's interpreter state; a switch
 * saves it (and the C-root handles) into the old record, loads the new one and swaps C
 * stacks with ctx_switch below. Only one C stack runs at a time, so nothing here needs
 * atomics: a switch happens only where this file calls switch_to. */
#include "jvm.h"
#include "quick.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

/* ctx_switch(save, to): saves the callee-saved state of the SysV ppc32 ABI (r14-r31,
 * f14-f31, CR, LR) in a 240-byte frame on the current stack, stores r1 into *save, loads
 * r1 = to and restores the same frame from there. r2 (thread pointer) and r13 (small data)
 * are the same for every green thread and stay. No system call. */
void ctx_switch(void **save, void *to);
__asm__(".text\n.align 2\n.globl ctx_switch\n.type ctx_switch,@function\nctx_switch:\n"
        " stwu 1,-240(1)\n mflr 0\n stw 0,244(1)\n mfcr 12\n stw 12,8(1)\n stmw 14,12(1)\n"
        " stfd 14,88(1)\n stfd 15,96(1)\n stfd 16,104(1)\n stfd 17,112(1)\n stfd 18,120(1)\n"
        " stfd 19,128(1)\n stfd 20,136(1)\n stfd 21,144(1)\n stfd 22,152(1)\n stfd 23,160(1)\n"
        " stfd 24,168(1)\n stfd 25,176(1)\n stfd 26,184(1)\n stfd 27,192(1)\n stfd 28,200(1)\n"
        " stfd 29,208(1)\n stfd 30,216(1)\n stfd 31,224(1)\n"
        " stw 1,0(3)\n mr 1,4\n"
        " lwz 0,244(1)\n mtlr 0\n lwz 12,8(1)\n mtcrf 0xff,12\n lmw 14,12(1)\n"
        " lfd 14,88(1)\n lfd 15,96(1)\n lfd 16,104(1)\n lfd 17,112(1)\n lfd 18,120(1)\n"
        " lfd 19,128(1)\n lfd 20,136(1)\n lfd 21,144(1)\n lfd 22,152(1)\n lfd 23,160(1)\n"
        " lfd 24,168(1)\n lfd 25,176(1)\n lfd 26,184(1)\n lfd 27,192(1)\n lfd 28,200(1)\n"
        " lfd 29,208(1)\n lfd 30,216(1)\n lfd 31,224(1)\n"
        " addi 1,1,240\n blr\n.size ctx_switch,.-ctx_switch\n");

#define CSTACK_BYTES (512u * 1024)
#define QUANTUM_US 1000 /* 1 ms of simulated CPU time = 1,000,000 guest instructions */

/* THREAD_SWITCH EXTRA: why the previous thread stopped (docs/events.md) */
enum { WHY_PREEMPTED = 0, WHY_BLOCKED = 1, WHY_WAITING = 2, WHY_YIELDED = 3, WHY_ENDED = 4 };
enum { TS_RUNNABLE, TS_BLOCKED, TS_WAITING, TS_TIMED_WAITING, TS_CLINIT, TS_TERMINATED };
/* Thread.State ordinals: NEW RUNNABLE BLOCKED WAITING TIMED_WAITING TERMINATED */
static const int state_ordinal[] = {1, 2, 3, 4, 1, 5};

typedef struct VmThread {
    int id;             /* Thread.getId(); main is 1 */
    int state;          /* TS_* */
    Thread t;           /* interpreter state while switched out */
    Object **handles;   /* C-root handles (MAX_HANDLES) */
    int nhandles;
    void *csp;          /* saved C stack pointer */
    char *cstack;
    Object *jthread;    /* the java.lang.Thread (a root) */
    int mon;            /* monitor index blocked on or waited on, -1 none */
    int saved_count;    /* wait: recursion count to restore */
    int daemon, interrupted, notified, sleeping, joining_all;
    int64_t deadline;   /* timed wait/sleep: CLOCK_MONOTONIC ns; 0 none */
    uint32_t wait_seq;
    Class *clinit;      /* TS_CLINIT: the class another thread initialises */
    char *final_name;   /* the name at the end (class.dump) */
} VmThread;

typedef struct Monitor {
    Object *obj; /* NULL: free entry */
    int owner;   /* thread index + 1, 0 none */
    int count;
} Monitor;

int threads_started;
static VmThread **threads; /* in start order: index 0 is main */
static int nthreads, maxthreads;
static int cur;            /* index of the running thread */
static Monitor *mons;
static int nmons;
static int live_nondaemon, live_total, ntimed;
static uint32_t wait_seq;
static int field_vmthread = -1, field_name = -1, field_tid = -1;
static volatile sig_atomic_t timer_armed;

static VmThread *me(void) { return threads[cur]; }

void threads_boot(void)
{
    maxthreads = 8;
    threads = xcalloc((size_t)maxthreads, sizeof *threads);
    VmThread *m = xcalloc(1, sizeof *m);
    m->id = 1;
    m->mon = -1;
    threads[nthreads++] = m;
    live_total = 1;
}

int current_thread_id(void) { return threads ? me()->id : 1; }

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void arm_timer(int on)
{
    struct itimerval it = {{0, on ? QUANTUM_US : 0}, {0, on ? QUANTUM_US : 0}};
    setitimer(ITIMER_VIRTUAL, &it, NULL);
    timer_armed = on;
}

/* SIGVTALRM: point the interpreter's yield-point opcodes at its yield label. */
static void on_tick(int sig)
{
    (void)sig;
    interp_request_yield();
}

static uint32_t java_field_offset(int *cache, const char *name, const char *desc)
{
    if (*cache < 0) {
        Class *t = load_class_or_die("java/lang/Thread");
        Field *fd = find_field(t, name, desc);
        if (!fd)
            fatal("java.lang.Thread has no field %s", name);
        *cache = (int)fd->offset;
    }
    return (uint32_t)*cache;
}

static VmThread *record_of(Object *jt)
{
    jint i = *(jint *)FIELD_PTR(jt, java_field_offset(&field_vmthread, "vmThread", "I"));
    return i > 0 && i <= nthreads ? threads[i - 1] : NULL;
}

static char *thread_name(VmThread *t)
{
    if (!t->jthread)
        return xstrdup(t->final_name ? t->final_name : "main");
    Object *n = *(Object **)FIELD_PTR(t->jthread, java_field_offset(&field_name, "name", "Ljava/lang/String;"));
    return n ? string_to_utf8(n) : xstrdup("?");
}

/* ---- switching ---- */
static void switch_to(int next, int why)
{
    if (next == cur)
        return;
    VmThread *old = threads[cur], *nt = threads[next];
    event_emit(EV_THREAD_SWITCH, (uint32_t)nt->id, (uint32_t)why, 0, 0);
    old->t = thread;
    old->handles = handles;
    old->nhandles = nhandles;
    thread = nt->t;
    handles = nt->handles;
    nhandles = nt->nhandles;
    cur = next;
    ctx_switch(&old->csp, nt->csp);
}

static void wake_expired(void)
{
    int64_t now = now_ns();
    for (int i = 0; i < nthreads; i++) {
        VmThread *t = threads[i];
        if (t->state == TS_TIMED_WAITING && t->deadline <= now) {
            t->state = TS_RUNNABLE;
            t->deadline = 0;
            ntimed--;
        }
    }
}

static void deadlock(void);

/* Runs the next runnable thread in round-robin order by start order (ids grow with it);
 * returns when the current thread runs again. The current thread keeps running when it is
 * the only runnable one. */
static void schedule(int why)
{
    for (;;) {
        if (ntimed)
            wake_expired();
        for (int k = 1; k <= nthreads; k++) {
            int i = (cur + k) % nthreads;
            VmThread *t = threads[i];
            if (t->state == TS_CLINIT && t->clinit->state != CLS_INITIALIZING)
                t->state = TS_RUNNABLE;
            if (t->state == TS_RUNNABLE) {
                switch_to(i, why);
                return;
            }
        }
        if (!ntimed)
            deadlock();
        int64_t first = INT64_MAX, now = now_ns();
        for (int i = 0; i < nthreads; i++)
            if (threads[i]->state == TS_TIMED_WAITING && threads[i]->deadline < first)
                first = threads[i]->deadline;
        if (first > now) {
            struct timespec ts = {(time_t)((first - now) / 1000000000), (long)((first - now) % 1000000000)};
            while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
                ;
        }
    }
}

void thread_preempt(void)
{
    if (nthreads > 1)
        schedule(WHY_PREEMPTED);
}

static void block_current(int state, int why, int64_t deadline)
{
    VmThread *t = me();
    t->state = state;
    if (state == TS_TIMED_WAITING) {
        t->deadline = deadline;
        ntimed++;
    }
    schedule(why);
}

/* makes t runnable (a notify, an interrupt, a released monitor, a finished join) */
static void wake(VmThread *t)
{
    if (t->state == TS_TIMED_WAITING)
        ntimed--;
    t->state = TS_RUNNABLE;
    t->deadline = 0;
}

/* ---- monitors ---- */
static int lockstack_find(Thread *t, Object *o)
{
    for (int i = t->nlocks - 1; i >= 0; i--)
        if (t->lockstack[i] == o)
            return i;
    return -1;
}

static Thread *state_of(int i) { return i == cur ? &thread : &threads[i]->t; }

static void lockstack_remove(Thread *t, int at)
{
    memmove(&t->lockstack[at], &t->lockstack[at + 1], (size_t)(t->nlocks - at - 1) * sizeof(Object *));
    t->nlocks--;
}

static int find_monitor(Object *o)
{
    for (int i = 0; i < nmons; i++)
        if (mons[i].obj == o)
            return i;
    fatal("monitor of an inflated object (%s) not found", o->tib->name);
}

/* A thin lock held by thread `owner` (index) becomes a monitor in the side table. */
static int inflate(Object *o, int owner)
{
    int i = 0;
    while (i < nmons && mons[i].obj)
        i++;
    if (i == nmons) {
        mons = realloc(mons, (size_t)(nmons + 16) * sizeof *mons);
        if (!mons)
            fatal("out of memory for monitors");
        memset(mons + nmons, 0, 16 * sizeof *mons);
        nmons += 16;
    }
    uint32_t count = (o->status & STATUS_LOCK_MASK) >> STATUS_LOCK_SHIFT;
    mons[i].obj = o;
    mons[i].owner = count ? owner + 1 : 0;
    mons[i].count = (int)count;
    if (count) {
        Thread *t = state_of(owner);
        int at = lockstack_find(t, o);
        if (at >= 0)
            lockstack_remove(t, at);
    }
    o->status = (o->status & ~STATUS_LOCK_MASK) | STATUS_LOCK_INFLATED;
    return i;
}

static int thin_owner(Object *o)
{
    for (int i = 0; i < nthreads; i++)
        if (lockstack_find(state_of(i), o) >= 0)
            return i;
    fatal("thin lock of a %s held by no thread", o->tib->name);
}

/* no thread blocked on or waiting for it, no owner: the object gets its thin lock back */
static void maybe_deflate(int m)
{
    if (mons[m].owner)
        return;
    for (int i = 0; i < nthreads; i++)
        if (threads[i]->mon == m)
            return;
    mons[m].obj->status &= ~STATUS_LOCK_MASK;
    mons[m].obj = NULL;
}

static void release_monitor(int m)
{
    mons[m].owner = 0;
    mons[m].count = 0;
    for (int i = 0; i < nthreads; i++)
        if (threads[i]->state == TS_BLOCKED && threads[i]->mon == m)
            wake(threads[i]);
    maybe_deflate(m);
}

int monitor_enter(Object **slot)
{
    for (;;) {
        Object *o = *slot;
        uint32_t bits = o->status & STATUS_LOCK_MASK;
        if (bits == 0 && thread.nlocks < LOCKSTACK_MAX) {
            o->status += STATUS_LOCK_ONE;
            thread.lockstack[thread.nlocks++] = o;
            return 0;
        }
        if (bits == 0) {
            inflate(o, cur);
            continue;
        }
        if (bits != STATUS_LOCK_INFLATED) {
            if (lockstack_find(&thread, o) >= 0) {
                if (bits + STATUS_LOCK_ONE < STATUS_LOCK_INFLATED) {
                    o->status += STATUS_LOCK_ONE;
                    return 0;
                }
                inflate(o, cur);
            } else {
                inflate(o, thin_owner(o));
            }
            continue;
        }
        int m = find_monitor(o);
        if (!mons[m].owner) {
            mons[m].owner = cur + 1;
            mons[m].count = 1;
            return 0;
        }
        if (mons[m].owner == cur + 1) {
            mons[m].count++;
            return 0;
        }
        me()->mon = m;
        block_current(TS_BLOCKED, WHY_BLOCKED, 0);
        me()->mon = -1;
    }
}

static int imse(void)
{
    throw_new("java/lang/IllegalMonitorStateException", "current thread is not owner");
    return -1;
}

int monitor_exit(Object *o)
{
    uint32_t bits = o->status & STATUS_LOCK_MASK;
    if (bits == 0)
        return imse();
    if (bits != STATUS_LOCK_INFLATED) {
        int at = lockstack_find(&thread, o);
        if (at < 0)
            return imse();
        if (bits == STATUS_LOCK_ONE)
            lockstack_remove(&thread, at);
        o->status -= STATUS_LOCK_ONE;
        return 0;
    }
    int m = find_monitor(o);
    if (mons[m].owner != cur + 1)
        return imse();
    if (--mons[m].count == 0)
        release_monitor(m);
    return 0;
}

static Object **sync_slot(Method *m, uint32_t *locals)
{
    if (m->flags & ACC_STATIC) {
        if (!class_mirror(m->owner))
            fatal("no memory for the mirror of %s", m->owner->name);
        return &m->owner->mirror;
    }
    return (Object **)&locals[0];
}

void monitor_release_frame(Method *m, uint32_t *locals)
{
    Object *pending = thread.pending;
    thread.pending = NULL;
    int h = handle_push(pending);
    int r = monitor_exit(*sync_slot(m, locals));
    if (r == 0) /* else IllegalMonitorStateException replaces the pending exception */
        thread.pending = handles[h];
    handle_pop(1);
}

/* Invoking a synchronized method (after the first thread start). */
int monitor_enter_method(Method *m, uint32_t *args)
{
    return monitor_enter(sync_slot(m, args));
}

/* The monitor the current thread must own for wait/notify: inflated (wait sets live in
 * the side table); -1 with IllegalMonitorStateException when it does not own it. */
static int owned_monitor(Object *o)
{
    uint32_t bits = o->status & STATUS_LOCK_MASK;
    if (bits == 0)
        return imse();
    if (bits != STATUS_LOCK_INFLATED) {
        if (lockstack_find(&thread, o) < 0)
            return imse();
        return inflate(o, cur);
    }
    int m = find_monitor(o);
    return mons[m].owner == cur + 1 ? m : imse();
}

static void throw_interrupted(const char *msg)
{
    me()->interrupted = 0;
    throw_new("java/lang/InterruptedException", "%s", msg);
}

/* Object.wait: releases the monitor, waits for notify, the deadline or an interrupt, then
 * re-acquires it with its recursion count. */
static void object_wait(Object **slot, int64_t timeout_ns)
{
    int m = owned_monitor(*slot);
    if (m < 0)
        return;
    VmThread *t = me();
    if (t->interrupted) {
        throw_interrupted(NULL);
        return;
    }
    int count = mons[m].count;
    t->mon = m;
    t->notified = 0;
    t->wait_seq = ++wait_seq;
    release_monitor(m);
    if (timeout_ns > 0)
        block_current(TS_TIMED_WAITING, WHY_WAITING, now_ns() + timeout_ns);
    else
        block_current(TS_WAITING, WHY_WAITING, 0);
    while (mons[m].owner) { /* re-enter */
        block_current(TS_BLOCKED, WHY_BLOCKED, 0);
    }
    mons[m].owner = cur + 1;
    mons[m].count = count;
    t->mon = -1;
    if (t->interrupted)
        throw_interrupted(NULL);
}

static void object_notify(Object *o, int all)
{
    int m = owned_monitor(o);
    if (m < 0)
        return;
    for (;;) {
        VmThread *first = NULL;
        for (int i = 0; i < nthreads; i++) {
            VmThread *t = threads[i];
            if ((t->state == TS_WAITING || t->state == TS_TIMED_WAITING) && t->mon == m && !t->sleeping &&
                (!first || t->wait_seq < first->wait_seq))
                first = t;
        }
        if (!first)
            return;
        first->notified = 1;
        wake(first);
        first->state = TS_BLOCKED; /* runnable again once the monitor is free */
        if (!mons[m].owner)
            first->state = TS_RUNNABLE;
        if (!all)
            return;
    }
}

/* ---- class initialisation by two threads (JVMS 5.5 step 2) ---- */
int class_init_wait(Class *c)
{
    if (!threads_started)
        return 0;
    me()->clinit = c;
    while (c->state == CLS_INITIALIZING) {
        me()->state = TS_CLINIT;
        schedule(WHY_BLOCKED);
    }
    me()->clinit = NULL;
    return 1;
}

/* ---- thread start and end ---- */
static void thread_end(void);

static void thread_entry(void)
{
    VmThread *t = me();
    Method *run = find_method(t->jthread->tib, "run", "()V");
    uint32_t a[1] = {(uint32_t)(uintptr_t)t->jthread};
    if (run)
        invoke_method(run, a, NULL);
    if (thread.pending) {
        Object *ex = thread.pending;
        thread.pending = NULL;
        report_uncaught(ex);
        thread.pending = NULL;
    }
    thread_end();
}

/* The thread's Thread object: isAlive false, joiners notified (as the JDK's ensure_join). */
static void thread_end(void)
{
    VmThread *t = me();
    int h = handle_push(t->jthread);
    monitor_enter(&handles[h]);
    t->state = TS_TERMINATED;
    t->final_name = thread_name(t);
    object_notify(handles[h], 1);
    monitor_exit(handles[h]);
    handle_pop(1);
    thread.pending = NULL;
    while (thread.nlocks) /* monitors left locked by a dying thread (JNI-style) are freed */
        monitor_exit(thread.lockstack[thread.nlocks - 1]);
    live_total--;
    if (!t->daemon && --live_nondaemon == 0 && threads[0]->joining_all)
        wake(threads[0]);
    if (live_total == 1)
        arm_timer(0);
    t->state = TS_TERMINATED;
    schedule(WHY_ENDED);
    fatal("a terminated thread was scheduled");
}

/* At the first start: lock the synchronized methods main is in (they were entered without
 * locking while it was alone), set up the timer. */
static void go_multithreaded(void)
{
    threads_started = 1;
    for (int i = 0; i < thread.depth; i++) {
        Frame *f = &thread.frames[i];
        if (f->m->flags & ACC_SYNCHRONIZED)
            monitor_enter(sync_slot(f->m, f->locals));
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_tick;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGVTALRM, &sa, NULL);
}

extern void interp_thread_state(Thread *t); /* runtime.c: fresh frames and slots */

static void n_start0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Object *jt = (Object *)(uintptr_t)args[0];
    if (record_of(jt)) {
        throw_new("java/lang/IllegalThreadStateException", NULL);
        return;
    }
    if (!threads_started)
        go_multithreaded();
    if (nthreads == maxthreads) {
        maxthreads *= 2;
        threads = realloc(threads, (size_t)maxthreads * sizeof *threads);
        if (!threads)
            fatal("out of memory for threads");
    }
    VmThread *t = xcalloc(1, sizeof *t);
    t->id = (int)get_long((uint32_t *)FIELD_PTR(jt, java_field_offset(&field_tid, "tid", "J")));
    t->mon = -1;
    t->daemon = (int)args[1];
    t->jthread = jt;
    VmThread *donor = NULL; /* a terminated thread's stacks are reused */
    for (int i = 1; i < nthreads && !donor; i++)
        if (threads[i]->state == TS_TERMINATED && threads[i]->cstack)
            donor = threads[i];
    if (donor) {
        t->handles = donor->handles;
        t->t = donor->t;
        t->t.depth = 0;
        t->t.nlocks = 0;
        t->t.pending = NULL;
        t->cstack = donor->cstack;
        donor->cstack = NULL;
        donor->handles = NULL;
        memset(&donor->t, 0, sizeof donor->t);
    } else {
        t->handles = xcalloc(MAX_HANDLES, sizeof(Object *));
        interp_thread_state(&t->t);
        t->cstack = xmalloc(CSTACK_BYTES);
    }
    uint32_t top = ((uint32_t)(uintptr_t)(t->cstack + CSTACK_BYTES) & ~15u) - 16;
    uint32_t *caller = (uint32_t *)(uintptr_t)top;
    caller[0] = 0;
    caller[1] = 0;
    uint32_t *fr = (uint32_t *)(uintptr_t)(top - 240);
    memset(fr, 0, 240);
    fr[0] = top;
    caller[1] = (uint32_t)(uintptr_t)thread_entry; /* 244(r1): the LR ctx_switch restores */
    t->csp = fr;
    threads[nthreads++] = t;
    *(jint *)FIELD_PTR(jt, java_field_offset(&field_vmthread, "vmThread", "I")) = nthreads;
    live_total++;
    if (!t->daemon)
        live_nondaemon++;
    if (!timer_armed)
        arm_timer(1);
}

static void n_currentThread(uint32_t *args, uint32_t *ret)
{
    (void)args;
    VmThread *t = me();
    if (!t->jthread) { /* main's Thread object is made on first use */
        Class *c = load_class_or_die("java/lang/Thread");
        Method *mk = find_declared_method(c, "makeMainThread", "()Ljava/lang/Thread;");
        uint32_t r[2];
        if (!mk || invoke_method(mk, NULL, r) < 0)
            return;
        t->jthread = (Object *)(uintptr_t)r[0];
        *(jint *)FIELD_PTR(t->jthread, java_field_offset(&field_vmthread, "vmThread", "I")) = 1;
    }
    ret[0] = (uint32_t)(uintptr_t)t->jthread;
}

static void n_yield(uint32_t *args, uint32_t *ret)
{
    (void)args;
    (void)ret;
    if (threads_started)
        schedule(WHY_YIELDED);
}

static void n_sleep0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int64_t ns = get_long(args) * 1000000 + (jint)args[2];
    VmThread *t = me();
    if (t->interrupted) {
        throw_interrupted("sleep interrupted");
        return;
    }
    if (ns <= 0 && !threads_started)
        return;
    int64_t deadline = now_ns() + ns;
    t->sleeping = 1;
    block_current(TS_TIMED_WAITING, WHY_WAITING, deadline);
    t->sleeping = 0;
    if (t->interrupted)
        throw_interrupted("sleep interrupted");
}

static void n_interrupt0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    if (!t || t->state == TS_TERMINATED)
        return;
    t->interrupted = 1;
    if (t->state == TS_WAITING || t->state == TS_TIMED_WAITING) {
        wake(t);
        if (!t->sleeping && t->mon >= 0 && mons[t->mon].owner)
            t->state = TS_BLOCKED;
    }
}

static void n_isInterrupted0(uint32_t *args, uint32_t *ret)
{
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    ret[0] = t ? (uint32_t)t->interrupted : 0;
    if (t && args[1])
        t->interrupted = 0;
}

static void n_isAlive(uint32_t *args, uint32_t *ret)
{
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    ret[0] = t && t->state != TS_TERMINATED;
}

static void n_state0(uint32_t *args, uint32_t *ret)
{
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    ret[0] = t ? (uint32_t)state_ordinal[t->state] : 0;
}

static void n_holdsLock(uint32_t *args, uint32_t *ret)
{
    Object *o = (Object *)(uintptr_t)args[0];
    if (!o) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    uint32_t bits = o->status & STATUS_LOCK_MASK;
    if (bits == STATUS_LOCK_INFLATED)
        ret[0] = mons[find_monitor(o)].owner == cur + 1;
    else
        ret[0] = bits && lockstack_find(&thread, o) >= 0;
}

static void n_wait0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int64_t ns = get_long(args + 1) * 1000000 + (jint)args[3];
    object_wait((Object **)&args[0], ns);
}

static void n_notify(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    object_notify((Object *)(uintptr_t)args[0], 0);
}

static void n_notifyAll(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    object_notify((Object *)(uintptr_t)args[0], 1);
}

/* main returned: the VM ends when every non-daemon thread has */
void threads_main_end(void)
{
    if (!threads_started)
        return;
    VmThread *m = me();
    if (cur != 0)
        fatal("threads_main_end outside main");
    m->final_name = thread_name(m);
    while (live_nondaemon > 0) {
        m->joining_all = 1;
        block_current(TS_WAITING, WHY_WAITING, 0);
    }
    m->joining_all = 0;
}

static void deadlock(void)
{
    out_printf(2, "jvm: deadlock: no thread can run; threads:\n");
    for (int i = 0; i < nthreads; i++) {
        VmThread *t = threads[i];
        static const char *const names[] = {"RUNNABLE", "BLOCKED", "WAITING", "TIMED_WAITING", "BLOCKED", "TERMINATED"};
        char *n = thread_name(t);
        char what[400] = "";
        if (t->joining_all) {
            snprintf(what, sizeof what, " for the non-daemon threads to end");
        } else if (t->state == TS_CLINIT) {
            snprintf(what, sizeof what, " on the initialisation of %s", t->clinit->name);
        } else if (t->mon >= 0 && t->state != TS_TERMINATED) {
            Monitor *mo = &mons[t->mon];
            char cn[300];
            dotted_name(mo->obj->tib, cn, sizeof cn);
            if (t->state == TS_BLOCKED && mo->owner) {
                char *on = thread_name(threads[mo->owner - 1]);
                snprintf(what, sizeof what, " to lock a %s owned by \"%s\"", cn, on);
                free(on);
            } else {
                snprintf(what, sizeof what, " %s a %s", t->state == TS_BLOCKED ? "to lock" : "on", cn);
            }
        }
        out_printf(2, "  \"%s\" #%d %s%s\n", n, t->id, names[t->state], what);
        free(n);
    }
    extern _Noreturn void vm_exit(int status);
    vm_exit(1);
}

void threads_dump(void *file)
{
    if (!threads_started)
        return;
    for (int i = 0; i < nthreads; i++) {
        char *n = threads[i]->state == TS_TERMINATED || !threads[i]->jthread ? xstrdup(threads[i]->final_name ? threads[i]->final_name : "main")
                                                                              : thread_name(threads[i]);
        fprintf((FILE *)file, "thread\t%d\t%s\n", threads[i]->id, n);
        free(n);
    }
}

/* Roots of the threads not running (the running one's are `thread` and `handles`), every
 * Thread object, every thread's lock stack and the monitors' objects. */
void threads_enumerate_roots(SlotVisitor v)
{
    for (int i = 0; i < nthreads; i++) {
        VmThread *t = threads[i];
        if (t->jthread)
            v(&t->jthread);
        Thread *s = state_of(i);
        for (int k = 0; k < s->nlocks; k++)
            v(&s->lockstack[k]);
        if (i == cur || t->state == TS_TERMINATED)
            continue;
        frames_enumerate_roots(s, v);
        if (s->pending)
            v(&s->pending);
        for (int k = 0; k < t->nhandles; k++)
            if (t->handles[k])
                v(&t->handles[k]);
    }
    for (int i = 0; i < nmons; i++)
        if (mons[i].obj)
            v(&mons[i].obj);
}

const NativeEntry thread_natives[] = {
    {"java/lang/Thread.start0(Z)V", n_start0},
    {"java/lang/Thread.currentThread()Ljava/lang/Thread;", n_currentThread},
    {"java/lang/Thread.yield()V", n_yield},
    {"java/lang/Thread.sleep0(JI)V", n_sleep0},
    {"java/lang/Thread.interrupt0()V", n_interrupt0},
    {"java/lang/Thread.isInterrupted0(Z)Z", n_isInterrupted0},
    {"java/lang/Thread.isAlive()Z", n_isAlive},
    {"java/lang/Thread.state0()I", n_state0},
    {"java/lang/Thread.holdsLock(Ljava/lang/Object;)Z", n_holdsLock},
    {"java/lang/Object.wait0(JI)V", n_wait0},
    {"java/lang/Object.notify()V", n_notify},
    {"java/lang/Object.notifyAll()V", n_notifyAll},
};
const size_t thread_natives_count = sizeof thread_natives / sizeof thread_natives[0];

/* A synchronized method's returns become Q_SYNC_RETURN, which unlocks and then runs the
 * original return (kept in orig_code): unsynchronized returns pay nothing. */
void sync_rewrite_returns(Method *m)
{
    for (uint32_t pc = 0; pc < m->code_len;) {
        uint8_t op = m->orig_code[pc];
        if (op >= 0xac && op <= 0xb1)
            m->code[pc] = Q_SYNC_RETURN;
        uint32_t n = bytecode_length(m->orig_code, pc);
        if (n == 0 || n > m->code_len - pc)
            break; /* malformed: the stack-map analysis reports it */
        pc += n;
    }
}

int native_synchronized(Method *m, uint32_t *args, uint32_t *ret)
{
    if (monitor_enter_method(m, args) < 0)
        return -1;
    int r = invoke_native(m, args, ret);
    monitor_release_frame(m, args);
    return thread.pending ? -1 : r;
}

char *current_thread_name(void) { return thread_name(me()); }
