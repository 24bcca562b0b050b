/* jdk_threads.c - OpenJDK 17's threads on the green threads (-X:classlib=jdk): the natives
 * of java.lang.Thread, Object's monitor methods and Unsafe.park/unpark under the JDK's
 * names, and the fields the JDK expects the VM to keep (guests/jdk/BOOT.md section 2.3):
 * eetop (non-zero while the thread lives: the JDK's isAlive reads it; here the record's
 * index + 1) and threadStatus (JVMTI state bits, which Thread.getState decodes). The
 * interrupt flag is the JDK's own `interrupted` field; the scheduler's copy follows it
 * around each blocking call. */
#include "threads.h"
#include <time.h>

/* JavaThreadStatus (JVMTI bits) */
enum {
    JTS_NEW = 0, JTS_RUNNABLE = 0x5, JTS_SLEEPING = 0xE1, JTS_IN_OBJECT_WAIT = 0x191,
    JTS_IN_OBJECT_WAIT_TIMED = 0x1A1, JTS_PARKED = 0x291, JTS_PARKED_TIMED = 0x2A1,
    JTS_BLOCKED_ON_MONITOR_ENTER = 0x401, JTS_TERMINATED = 0x2
};

static int f_eetop = -1, f_status = -1, f_interrupted = -1, f_daemon = -1, f_tid = -1, f_priority = -1;

static uint32_t *eetop(Object *jt) { return (uint32_t *)FIELD_PTR(jt, thread_field(&f_eetop, "eetop", "J")); }
static jint *status(Object *jt) { return (jint *)FIELD_PTR(jt, thread_field(&f_status, "threadStatus", "I")); }
static uint8_t *interrupted(Object *jt)
{
    return (uint8_t *)FIELD_PTR(jt, thread_field(&f_interrupted, "interrupted", "Z"));
}

jint jdk_thread_index(Object *jt) { return (jint)get_long(eetop(jt)); }

static void set_status(VmThread *t, jint s)
{
    if (t->jthread)
        *status(t->jthread) = s;
}

/* The main thread's Thread object, allocated by the boot (jdk.c) before its constructor
 * runs, as HotSpot's create_initial_thread: currentThread() answers it from then on. */
void jdk_bind_main_thread(Object *jt)
{
    threads[0]->jthread = jt;
    put_long(eetop(jt), 1);
    *status(jt) = JTS_RUNNABLE;
    *(jint *)FIELD_PTR(jt, thread_field(&f_priority, "priority", "I")) = 5;
}

void jdk_thread_exit(VmThread *t)
{
    int h = handle_push(t->jthread);
    Method *exit = find_declared_method(load_class_or_die("java/lang/Thread"), "exit", "()V"); /* private */
    Object *pending = thread.pending;
    thread.pending = NULL;
    if (exit) {
        uint32_t a[1] = {(uint32_t)(uintptr_t)handles[h]};
        invoke_method(exit, a, NULL);
        thread.pending = NULL; /* as HotSpot: an exception from exit() is dropped */
    }
    thread.pending = pending;
    *status(handles[h]) = JTS_TERMINATED;
    put_long(eetop(handles[h]), 0);
    handle_pop(1);
}

/* Around a blocking call: the scheduler's interrupt flag from the JDK's field, and back
 * (an InterruptedException thrown consumes it in both). */
static void interrupt_in(VmThread *t) { t->interrupted = t->jthread && *interrupted(t->jthread); }
static void interrupt_out(VmThread *t)
{
    if (t->jthread)
        *interrupted(t->jthread) = (uint8_t)t->interrupted;
}

static void n_registerNatives(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }

static void n_currentThread(uint32_t *args, uint32_t *ret)
{
    (void)args;
    ret[0] = (uint32_t)(uintptr_t)me()->jthread;
}

static void n_start0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Object *jt = (Object *)(uintptr_t)args[0];
    if (jdk_thread_index(jt) || *status(jt) != JTS_NEW) {
        throw_new("java/lang/IllegalThreadStateException", NULL);
        return;
    }
    int id = (int)get_long((uint32_t *)FIELD_PTR(jt, thread_field(&f_tid, "tid", "J")));
    int daemon = *(uint8_t *)FIELD_PTR(jt, thread_field(&f_daemon, "daemon", "Z"));
    thread_spawn(jt, id, daemon);
    put_long(eetop(jt), nthreads);
    *status(jt) = JTS_RUNNABLE;
}

static void n_yield(uint32_t *args, uint32_t *ret)
{
    (void)args, (void)ret;
    if (threads_started)
        schedule(WHY_YIELDED);
}

static void n_sleep(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    jlong ms = get_long(args);
    VmThread *t = me();
    if (ms < 0) {
        throw_new("java/lang/IllegalArgumentException", "timeout value is negative");
        return;
    }
    interrupt_in(t);
    if (t->interrupted) {
        t->interrupted = 0;
        interrupt_out(t);
        throw_interrupted("sleep interrupted");
        return;
    }
    if (ms == 0 && !threads_started)
        return;
    t->sleeping = 1;
    set_status(t, JTS_SLEEPING);
    block_current(TS_TIMED_WAITING, WHY_WAITING, now_ns() + ms * 1000000);
    set_status(t, JTS_RUNNABLE);
    t->sleeping = 0;
    if (t->interrupted) {
        t->interrupted = 0;
        interrupt_out(t);
        throw_interrupted("sleep interrupted");
    }
}

/* Thread.interrupt() has set the field; this wakes the thread if it sleeps, waits or parks */
static void n_interrupt0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    VmThread *t = record_of((Object *)(uintptr_t)args[0]);
    if (!t || t->state == TS_TERMINATED)
        return;
    t->interrupted = 1;
    if (t->state == TS_WAITING || t->state == TS_TIMED_WAITING) {
        wake(t);
        if (!t->sleeping && !t->parked && t->mon >= 0 && mons[t->mon].owner)
            t->state = TS_BLOCKED;
    }
}

static void n_nothing1(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }

/* ---- java.lang.Object's monitor methods ---- */
static void n_wait(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    jlong ms = get_long(args + 1);
    if (ms < 0) {
        throw_new("java/lang/IllegalArgumentException", "timeout value is negative");
        return;
    }
    VmThread *t = me();
    interrupt_in(t);
    set_status(t, ms ? JTS_IN_OBJECT_WAIT_TIMED : JTS_IN_OBJECT_WAIT);
    object_wait((Object **)&args[0], ms * 1000000);
    set_status(t, JTS_RUNNABLE);
    interrupt_out(t);
}

/* notify()V and notifyAll()V: monitor.c's n_notify and n_notifyAll */

/* ---- jdk.internal.misc.Unsafe.park/unpark: a permit per thread ---- */
static jlong now_ms_epoch(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (jlong)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* park(absolute, time): absolute: a deadline in epoch milliseconds; else nanoseconds from
 * now, 0 without a deadline. Returns at once with the permit or an interrupt pending. */
static void n_park(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int absolute = (int)args[1];
    jlong time = get_long(args + 2);
    VmThread *t = me();
    interrupt_in(t);
    if (t->permit || t->interrupted || time < 0 || (absolute && time == 0)) {
        t->permit = 0;
        return;
    }
    int64_t deadline = 0;
    if (absolute)
        deadline = now_ns() + (time - now_ms_epoch()) * 1000000;
    else if (time)
        deadline = now_ns() + time;
    t->parked = 1;
    set_status(t, deadline ? JTS_PARKED_TIMED : JTS_PARKED);
    block_current(deadline ? TS_TIMED_WAITING : TS_WAITING, WHY_WAITING, deadline);
    set_status(t, JTS_RUNNABLE);
    t->parked = 0;
    t->permit = 0;
}

static void n_unpark(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Object *jt = (Object *)(uintptr_t)args[1];
    VmThread *t = jt ? record_of(jt) : NULL;
    if (!t || t->state == TS_TERMINATED)
        return;
    if (t->parked && (t->state == TS_WAITING || t->state == TS_TIMED_WAITING))
        wake(t);
    else
        t->permit = 1;
}

/* ---- java.lang.ref.Reference's pending list (the Reference Handler thread) ----
 * A collection that clears references with work for Java (refs.c's pending list) wakes the
 * thread waiting here; it takes the list (linked through Reference.discovered) and enqueues
 * each reference or runs its Cleaner, as on HotSpot. */
static VmThread *ref_waiter;

void refs_pending_notify(void)
{
    if (ref_waiter) {
        wake(ref_waiter);
        ref_waiter = NULL;
    }
}

static void n_waitForReferencePendingList(uint32_t *args, uint32_t *ret)
{
    (void)args, (void)ret;
    VmThread *t = me();
    while (!refs_pending()) {
        ref_waiter = t;
        set_status(t, JTS_PARKED);
        block_current(TS_WAITING, WHY_WAITING, 0);
        set_status(t, JTS_RUNNABLE);
    }
}
static void n_hasReferencePendingList(uint32_t *args, uint32_t *ret) { (void)args, ret[0] = (uint32_t)refs_pending(); }
static void n_getAndClearReferencePendingList(uint32_t *args, uint32_t *ret)
{
    (void)args;
    ret[0] = (uint32_t)(uintptr_t)refs_take_pending_list();
}

const NativeEntry jdk_thread_natives[] = {
    {"java/lang/ref/Reference.waitForReferencePendingList()V", n_waitForReferencePendingList},
    {"java/lang/ref/Reference.hasReferencePendingList()Z", n_hasReferencePendingList},
    {"java/lang/ref/Reference.getAndClearReferencePendingList()Ljava/lang/ref/Reference;",
     n_getAndClearReferencePendingList},
    {"java/lang/Thread.registerNatives()V", n_registerNatives},
    {"java/lang/Thread.currentThread()Ljava/lang/Thread;", n_currentThread},
    {"java/lang/Thread.start0()V", n_start0},
    {"java/lang/Thread.yield()V", n_yield},
    {"java/lang/Thread.sleep(J)V", n_sleep},
    {"java/lang/Thread.interrupt0()V", n_interrupt0},
    {"java/lang/Thread.clearInterruptEvent()V", n_registerNatives},
    {"java/lang/Thread.setPriority0(I)V", n_nothing1},
    {"java/lang/Thread.setNativeName(Ljava/lang/String;)V", n_nothing1},
    {"java/lang/Thread.holdsLock(Ljava/lang/Object;)Z", n_holdsLock},
    {"java/lang/Thread.getThreads()[Ljava/lang/Thread;", n_live_threads},
    {"java/lang/Object.wait(J)V", n_wait},
    {"java/lang/Object.notify()V", n_notify},
    {"java/lang/Object.notifyAll()V", n_notifyAll},
    {"jdk/internal/misc/Unsafe.park(ZJ)V", n_park},
    {"jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V", n_unpark},
};
const size_t jdk_thread_natives_count = sizeof jdk_thread_natives / sizeof jdk_thread_natives[0];
