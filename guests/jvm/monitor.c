/* monitor.c - monitors of the green threads (README.md "Threads"): thin locks on the
 * running thread's lock stack (status bits 2..7 count recursion), inflated into a side
 * table (owner, count; blocked and waiting threads point at it) on contention, wait/notify,
 * a full lock stack or a count overflow, deflated when nobody uses it any more; wait sets,
 * synchronized methods (Q_SYNC_RETURN), class initialisation by two threads. */
#include "vmthread.h"
#include "quick.h"
#include "threads.h"
#include <stdlib.h>

int lockstack_find(Thread *t, Object *o)
{
    for (int i = t->nlocks - 1; i >= 0; i--)
        if (t->lockstack[i] == o)
            return i;
    return -1;
}


static void lockstack_remove(Thread *t, int at)
{
    memmove(&t->lockstack[at], &t->lockstack[at + 1], (size_t)(t->nlocks - at - 1) * sizeof(Object *));
    t->nlocks--;
}

int find_monitor(Object *o)
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

Object **sync_slot(Method *m, uint32_t *locals)
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

int locks_eager;

/* From now on synchronized methods lock: the ones main is in (entered without locking while
 * it was alone) take their monitors now, outermost first. */
void monitor_lock_eagerly(void)
{
    if (locks_eager)
        return;
    locks_eager = 1;
    for (int i = 0; i < thread.depth; i++) {
        Frame *f = &thread.frames[i];
        if (f->m->flags & ACC_SYNCHRONIZED)
            monitor_enter(sync_slot(f->m, f->locals));
    }
}

/* Before the first thread start, synchronized methods do not lock; wait/notify/holdsLock on
 * an object one of them is synchronized on must still see it owned. */
static void lazy_locks_for(Object *o)
{
    if (locks_eager)
        return;
    for (int i = 0; i < thread.depth; i++) {
        Frame *f = &thread.frames[i];
        if ((f->m->flags & ACC_SYNCHRONIZED) && *sync_slot(f->m, f->locals) == o) {
            monitor_lock_eagerly();
            return;
        }
    }
}

/* The monitor the current thread must own for wait/notify: inflated (wait sets live in
 * the side table); -1 with IllegalMonitorStateException when it does not own it. */
static int owned_monitor(Object *o)
{
    lazy_locks_for(o);
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

void throw_interrupted(const char *msg)
{
    me()->interrupted = 0;
    throw_new("java/lang/InterruptedException", "%s", msg);
}

/* Object.wait: releases the monitor, waits for notify, the deadline or an interrupt, then
 * re-acquires it with its recursion count. */
void object_wait(Object **slot, int64_t timeout_ns)
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

void object_notify(Object *o, int all)
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

void n_holdsLock(uint32_t *args, uint32_t *ret)
{
    Object *o = (Object *)(uintptr_t)args[0];
    if (!o) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    lazy_locks_for(o);
    uint32_t bits = o->status & STATUS_LOCK_MASK;
    if (bits == STATUS_LOCK_INFLATED)
        ret[0] = mons[find_monitor(o)].owner == cur + 1;
    else
        ret[0] = bits && lockstack_find(&thread, o) >= 0;
}

void n_wait0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    int64_t ns = get_long(args + 1) * 1000000 + (jint)args[3];
    object_wait((Object **)&args[0], ns);
}

void n_notify(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    object_notify((Object *)(uintptr_t)args[0], 0);
}

void n_notifyAll(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    object_notify((Object *)(uintptr_t)args[0], 1);
}

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

