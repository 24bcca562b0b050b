/* vmthread.h - green threads and monitors (threads.c, monitor.c; their shared internals
 * are in threads.h). */
#ifndef VMTHREAD_H
#define VMTHREAD_H
#include "exec.h"

/* ---- threads.c: green threads, monitors ---- */
extern int threads_started;                  /* a second thread was ever started */
extern int locks_eager; /* synchronized methods lock: from the first thread start, or from
                         * main's first wait/notify/holdsLock on a monitor one of its
                         * synchronized methods holds (monitor.c monitor_lock_eagerly) */
int monitor_enter(Object **slot);            /* slot: a root holding the object; 0 (never fails) */
int monitor_exit(Object *o);                 /* 0, or -1 with IllegalMonitorStateException */
void monitor_release_frame(Method *m, uint32_t *locals); /* a synchronized frame unwinds */
void threads_enumerate_roots(Trace *t);
void frames_enumerate_roots(Thread *th, Trace *t); /* gc.c */
void threads_main_end(void);                 /* main returned: wait for non-daemon threads */
void threads_dump(void (*line)(void *ctx, int id, const char *name), void *ctx); /* class.dump `thread` lines */
int current_thread_id(void);
char *current_thread_name(void);             /* malloc'd; "main" before Thread objects exist */
void sync_rewrite_returns(Method *m);        /* returns of a synchronized method -> Q_SYNC_RETURN */
void thread_preempt(void);                   /* the interpreter's yield point */
int class_init_wait(Class *c);               /* another thread initialises c: wait (1 waited) */
void threads_boot(void);
void jdk_bind_main_thread(Object *jt);       /* jdk_threads.c: main's Thread before its <init> */

/* ---- bindings: what the threads ask of the layers above ---- */
_Noreturn void vm_exit(int status); /* main.c: the last thread ended, or System.exit */
#endif
