/* threads.c - green threads: thread records, the context switch, the scheduler, preemption
 * on simulated time, thread start and end, GC roots, the deadlock report, class.dump's
 * thread records and the natives of java.lang.Thread (monitors and wait sets: monitor.c).
 * README.md "Threads" explains the design.
 *
 * The global `thread` (classmodel.h) is always the running thread's interpreter state; a switch
 * saves it (and the C-root handles) into the old record, loads the new one and swaps C
 * stacks with ctx_switch below. Only one C stack runs at a time, so nothing here needs
 * atomics: a switch happens only where this file calls switch_to. */
#include "vmthread.h"
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

#include "threads.h"

int threads_started;
VmThread **threads; /* in start order: index 0 is main */
int nthreads, cur, ntimed;
Monitor *mons;
int nmons;
uint32_t wait_seq;
static int maxthreads, live_nondaemon, live_total;
static int field_vmthread = -1, field_name = -1, field_tid = -1, field_early = -1;
static volatile sig_atomic_t timer_armed;


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

int64_t now_ns(void)
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

uint32_t thread_field(int *cache, const char *name, const char *desc)
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

/* A Thread object's record: its index + 1 is in the bundled library's vmThread, in the
 * JDK's eetop (non-zero while the thread is alive: the JDK's isAlive reads it) */
VmThread *record_of(Object *jt)
{
    jint i = opt.classlib_jdk ? jdk_thread_index(jt)
                              : *(jint *)FIELD_PTR(jt, thread_field(&field_vmthread, "vmThread", "I"));
    return i > 0 && i <= nthreads ? threads[i - 1] : NULL;
}

char *thread_name(VmThread *t)
{
    if (!t->jthread)
        return xstrdup(t->final_name ? t->final_name : "main");
    Object *n = *(Object **)FIELD_PTR(t->jthread, thread_field(&field_name, "name", "Ljava/lang/String;"));
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
void schedule(int why)
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

void block_current(int state, int why, int64_t deadline)
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
void wake(VmThread *t)
{
    if (t->state == TS_TIMED_WAITING)
        ntimed--;
    t->state = TS_RUNNABLE;
    t->deadline = 0;
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
    if (opt.classlib_jdk)
        jdk_thread_exit(t); /* Thread.exit(), threadStatus, eetop (jdk_threads.c) */
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
 * locking while it was alone, unless monitor_lock_eagerly ran already), set up the timer. */
static void go_multithreaded(void)
{
    threads_started = 1;
    monitor_lock_eagerly();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_tick;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGVTALRM, &sa, NULL);
}


/* A green thread for the Thread object jt, runnable, its run() called when first switched
 * to; the caller links jt to it (index nthreads). */
VmThread *thread_spawn(Object *jt, int id, int daemon)
{
    if (!threads_started)
        go_multithreaded();
    if (nthreads == maxthreads) {
        maxthreads *= 2;
        threads = realloc(threads, (size_t)maxthreads * sizeof *threads);
        if (!threads)
            fatal("out of memory for threads");
    }
    VmThread *t = xcalloc(1, sizeof *t);
    t->id = id;
    t->mon = -1;
    t->daemon = daemon;
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
    live_total++;
    if (!t->daemon)
        live_nondaemon++;
    if (!timer_armed)
        arm_timer(1);
    return t;
}

static void n_start0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Object *jt = (Object *)(uintptr_t)args[0];
    if (record_of(jt)) {
        throw_new("java/lang/IllegalThreadStateException", NULL);
        return;
    }
    int id = (int)get_long((uint32_t *)FIELD_PTR(jt, thread_field(&field_tid, "tid", "J")));
    VmThread *t = thread_spawn(jt, id, (int)args[1]);
    jint *early = (jint *)FIELD_PTR(jt, thread_field(&field_early, "interruptedEarly", "I"));
    t->interrupted = *early != 0; /* Thread.interrupt before start is remembered (JDK 14+) */
    *early = 0;
    *(jint *)FIELD_PTR(jt, thread_field(&field_vmthread, "vmThread", "I")) = nthreads;
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
        *(jint *)FIELD_PTR(t->jthread, thread_field(&field_vmthread, "vmThread", "I")) = 1;
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
    Object *jt = (Object *)(uintptr_t)args[0];
    VmThread *t = record_of(jt);
    if (!t) { /* not started: remembered, as the JDK's `interrupted` field */
        *(jint *)FIELD_PTR(jt, thread_field(&field_early, "interruptedEarly", "I")) = 1;
        return;
    }
    t->interrupted = 1; /* also after the end: isInterrupted stays true (JDK 17) */
    if (t->state == TS_TERMINATED)
        return;
    if (t->state == TS_WAITING || t->state == TS_TIMED_WAITING) {
        wake(t);
        if (!t->sleeping && t->mon >= 0 && mons[t->mon].owner)
            t->state = TS_BLOCKED;
    }
}

static void n_isInterrupted0(uint32_t *args, uint32_t *ret)
{
    Object *jt = (Object *)(uintptr_t)args[0];
    VmThread *t = record_of(jt);
    if (!t) {
        ret[0] = *(jint *)FIELD_PTR(jt, thread_field(&field_early, "interruptedEarly", "I")) != 0;
        return;
    }
    ret[0] = (uint32_t)t->interrupted;
    if (args[1])
        t->interrupted = 0;
}

static void n_isAlive(uint32_t *args, uint32_t *ret)
{
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    ret[0] = t && t->state != TS_TERMINATED;
}

/* Thread.State ordinals by TS_*: NEW 0 RUNNABLE 1 BLOCKED 2 WAITING 3 TIMED_WAITING 4 TERMINATED 5 */
static const int state_ordinal[] = {1, 2, 3, 4, 1, 5};

static void n_state0(uint32_t *args, uint32_t *ret)
{
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    ret[0] = t ? (uint32_t)state_ordinal[t->state] : 0;
}

/* ---- LockSupport: a permit per thread (README.md "Threads") ---- */

/* LockSupport.park0(nanos): 0 parks without a deadline, > 0 for that long. Returns at once
 * with the permit (consuming it) or an interrupt pending; else until unpark, interrupt or
 * the deadline. */
static void n_park0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int64_t ns = get_long(args);
    VmThread *t = me();
    if (t->permit || t->interrupted || ns < 0) {
        t->permit = 0;
        return;
    }
    t->parked = 1;
    block_current(ns ? TS_TIMED_WAITING : TS_WAITING, WHY_WAITING, ns ? now_ns() + ns : 0);
    t->parked = 0;
    t->permit = 0;
}

static void n_unpark0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    if (!t || t->state == TS_TERMINATED)
        return; /* no effect on a thread not started, as the JDK does not promise one */
    if (t->parked && (t->state == TS_WAITING || t->state == TS_TIMED_WAITING))
        wake(t);
    else
        t->permit = 1;
}

/* Thread.liveThreads0() (and the JDK's Thread.getThreads()): every started thread not yet
 * ended that has a Thread object, in start order (main first). */
void n_live_threads(uint32_t *args, uint32_t *ret)
{
    (void)args;
    int n = 0;
    for (int i = 0; i < nthreads; i++)
        n += threads[i]->jthread && threads[i]->state != TS_TERMINATED;
    Array *a = alloc_array(array_class_of(load_class_or_die("java/lang/Thread")), n);
    if (!a)
        return;
    for (int i = 0, k = 0; i < nthreads; i++)
        if (threads[i]->jthread && threads[i]->state != TS_TERMINATED)
            store_ref((Object *)a, (Object **)ARRAY_DATA(a) + k++, threads[i]->jthread);
    ret[0] = (uint32_t)(uintptr_t)a;
}


/* Thread.stackTrace0(): the frames of a live thread as Throwable's backtrace has them
 * ("pkg.Class.method(File.java:12)", innermost first; the VM's hidden classes left out),
 * null for a thread not started or ended. For the running thread the frame of this native
 * is left out. */
static void n_stackTrace0(uint32_t *args, uint32_t *ret)
{
    Object *jt = (Object *)(uintptr_t)args[0];
    VmThread *t = record_of(jt);
    if (!t && threads[0]->jthread == jt)
        t = threads[0];
    ret[0] = 0;
    if (!t || t->state == TS_TERMINATED)
        return;
    int ti = 0;
    while (threads[ti] != t)
        ti++;
    Thread *s = state_of(ti);
    int top = s->depth - 1;
    while (top >= 0 && strcmp(s->frames[top].m->name, "stackTrace0") == 0)
        top--;
    int *at = xmalloc(TRACE_MAX_FRAMES * sizeof *at);
    int n = trace_frames(s, top, at);
    Array *a = alloc_array(array_class_of(cls_String), n);
    if (!a) {
        free(at);
        return;
    }
    int h = handle_push((Object *)a);
    for (int i = 0; i < n; i++) {
        char buf[512];
        frame_description(&s->frames[at[i]], buf, sizeof buf);
        Object *str = new_string_utf8(buf);
        if (!str)
            break;
        store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + i, str);
    }
    free(at);
    ret[0] = (uint32_t)(uintptr_t)handles[h];
    handle_pop(1);
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
        } else if (t->parked) {
            snprintf(what, sizeof what, " parked (LockSupport.park)");
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

void threads_dump(void (*line)(void *ctx, int id, const char *name), void *ctx)
{
    if (!threads_started)
        return;
    for (int i = 0; i < nthreads; i++) {
        char *n = threads[i]->state == TS_TERMINATED || !threads[i]->jthread ? xstrdup(threads[i]->final_name ? threads[i]->final_name : "main")
                                                                              : thread_name(threads[i]);
        line(ctx, threads[i]->id, n);
        free(n);
    }
}

/* Roots of the threads not running (the running one's are `thread` and `handles`), every
 * Thread object, every thread's lock stack and the monitors' objects; the threads' frames
 * through `frames` (the collectors' frames_enumerate_roots, or deaths.c's scanner whose
 * maps leave the VM's lazy analysis alone). */
void threads_enumerate_roots_with(Trace *tr, void (*frames)(Thread *th, Trace *t))
{
    for (int i = 0; i < nthreads; i++) {
        VmThread *t = threads[i];
        if (t->jthread)
            tr->visit(tr, &t->jthread);
        Thread *s = state_of(i);
        for (int k = 0; k < s->nlocks; k++)
            tr->visit(tr, &s->lockstack[k]);
        if (i == cur || t->state == TS_TERMINATED)
            continue;
        frames(s, tr);
        if (s->pending)
            tr->visit(tr, &s->pending);
        for (int k = 0; k < t->nhandles; k++)
            if (t->handles[k])
                tr->visit(tr, &t->handles[k]);
    }
    for (int i = 0; i < nmons; i++)
        if (mons[i].obj)
            tr->visit(tr, &mons[i].obj);
}

void threads_enumerate_roots(Trace *t)
{
    threads_enumerate_roots_with(t, frames_enumerate_roots);
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
    {"java/lang/Thread.liveThreads0()[Ljava/lang/Thread;", n_live_threads},
    {"java/lang/Thread.stackTrace0()[Ljava/lang/String;", n_stackTrace0},
    {"java/util/concurrent/locks/LockSupport.park0(J)V", n_park0},
    {"java/util/concurrent/locks/LockSupport.unpark0(Ljava/lang/Thread;)V", n_unpark0},
    {"java/lang/Object.wait0(JI)V", n_wait0},
    {"java/lang/Object.notify()V", n_notify},
    {"java/lang/Object.notifyAll()V", n_notifyAll},
};
const size_t thread_natives_count = sizeof thread_natives / sizeof thread_natives[0];

char *current_thread_name(void) { return thread_name(me()); }
