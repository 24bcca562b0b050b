/* threads.h - what threads.c (records, switching, scheduling) and monitor.c (monitors,
 * wait sets) share. Not for the rest of the VM: vmthread.h declares the public interface. */
#ifndef THREADS_H
#define THREADS_H
#include "vmthread.h"

/* THREAD_SWITCH EXTRA: why the previous thread stopped (docs/events.md) */
enum { WHY_PREEMPTED = 0, WHY_BLOCKED = 1, WHY_WAITING = 2, WHY_YIELDED = 3, WHY_ENDED = 4 };
enum { TS_RUNNABLE, TS_BLOCKED, TS_WAITING, TS_TIMED_WAITING, TS_CLINIT, TS_TERMINATED };

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
    int parked, permit; /* LockSupport: parked now; the unpark permit */
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

extern VmThread **threads; /* in start order: index 0 is main */
extern int nthreads, cur;  /* cur: index of the running thread */
extern int ntimed;         /* threads in TS_TIMED_WAITING */
extern Monitor *mons;
extern int nmons;
extern uint32_t wait_seq;

static inline VmThread *me(void) { return threads[cur]; }
/* thread i's interpreter state: the global `thread` for the running one */
static inline Thread *state_of(int i) { return i == cur ? &thread : &threads[i]->t; }

int64_t now_ns(void);
uint32_t thread_field(int *cache, const char *name, const char *desc); /* java.lang.Thread's */
VmThread *record_of(Object *jt);             /* NULL: not started (or the JDK's: ended) */
void n_live_threads(uint32_t *args, uint32_t *ret); /* the live threads' Thread objects (both libraries) */
VmThread *thread_spawn(Object *jt, int id, int daemon);
/* jdk_threads.c: the JDK's side of a thread's record */
jint jdk_thread_index(Object *jt);           /* from eetop: index + 1, 0 when not alive */
void jdk_thread_exit(VmThread *t);           /* Thread.exit(), then TERMINATED, eetop 0 */
char *thread_name(VmThread *t);             /* malloc'd */
void schedule(int why);                      /* returns when this thread runs again */
void block_current(int state, int why, int64_t deadline);
void wake(VmThread *t);
void throw_interrupted(const char *msg);
int lockstack_find(Thread *t, Object *o);
int find_monitor(Object *o);
void object_wait(Object **slot, int64_t timeout_ns);
void object_notify(Object *o, int all);
int monitor_enter_method(Method *m, uint32_t *args);
Object **sync_slot(Method *m, uint32_t *locals); /* a synchronized method's lock: receiver or mirror */
void monitor_lock_eagerly(void);
void n_holdsLock(uint32_t *args, uint32_t *ret);
void n_wait0(uint32_t *args, uint32_t *ret);
void n_notify(uint32_t *args, uint32_t *ret);
void n_notifyAll(uint32_t *args, uint32_t *ret);
#endif
