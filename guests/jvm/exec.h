/* exec.h - the runtime that executes Java: loading, linking and initialising classes
 * (classes.c, resolve.c), strings (strings.c), invocation, exceptions and mirrors
 * (runtime.c, slowpath.c), the interpreter (interp.c) and the baseline compiler (jit*.c,
 * jit.h), invokedynamic (indy.c) and helpful NullPointerException messages (npe.c). */
#ifndef EXEC_H
#define EXEC_H
#include "mm.h"

/* ---- classes.c ---- */
extern Class *all_classes;
extern uint32_t next_type_id;
extern Class *prim_classes[9]; /* Z B C S I J F D V */
extern Class *cls_Object, *cls_String, *cls_Class, *cls_Throwable, *cls_char_array;
Class *load_class(const char *name);          /* NULL + pending NoClassDefFoundError */
Class *load_class_or_die(const char *name);
Class *array_class_of(Class *elem);
Class *class_from_desc(const char *desc);
int class_init(Class *c);                     /* 0 ok, -1 exception pending */
Method *find_method(Class *c, const char *name, const char *desc); /* walks supers + ifaces */
Method *find_declared_method(Class *c, const char *name, const char *desc);
Field *find_field(Class *c, const char *name, const char *desc);
int is_subclass(Class *s, Class *t);          /* assignability of types */
void register_class(Class *c);
void boot_classes(const char *const *preload, int n); /* primitives, preload[] in order, cls_* */
Class *prim_class_for(char kind);
Class *find_loaded(const char *name);           /* no loading */
Class *define_class(uint8_t *data, uint32_t len, const char *name, int from_cp); /* frees data */
Class *define_hidden_class(uint8_t *data, uint32_t len, int from_cp);           /* frees data */

/* ---- resolve.c ---- */
Class *resolve_class(Class *from, uint16_t idx);
Field *resolve_field(Class *from, uint16_t idx, int is_static);
Method *resolve_method(Class *from, uint16_t idx, int is_interface);

/* ---- strings.c ---- */
Object *new_string_utf8(const char *s);      /* modified UTF-8; NULL + pending on OOM */
Object *new_string_chars(const jchar *c, int n);
Object *intern_string(Object *s);
uint32_t intern_utf8(const char *s);         /* index into the intern table */
Object *intern_get(uint32_t index);
char *string_to_utf8(Object *s);             /* malloc'd */
void strings_enumerate_roots(Trace *t);
void strings_boot(void);

/* ---- interp.c / invoke.c ---- */
int invoke_method(Method *m, uint32_t *args, uint32_t *ret); /* 0 ok, -1 exception pending */
void throw_new(const char *cls, const char *fmt, ...);       /* sets thread.pending */
void throw_object(Object *o);
Object *class_mirror(Class *c);
void dotted_name(Class *c, char *buf, size_t n);
void class_cast_message(Class *from, Class *to, char *buf, size_t n);
void report_uncaught(Object *ex);
void interp_init(void);
void runtime_enumerate_roots(Trace *t);      /* runtime.c: VM handles, pending exception */
Class *mirror_class(Object *mirror);                   /* the Class of a java.lang.Class */
extern uint32_t mirror_vmclass_offset;                 /* Class's injected VM field */
void frame_description(Frame *f, char *buf, size_t n); /* "Class.method(File.java:line)" */
int method_line(Method *m, uint32_t pc);               /* the source line of a bytecode, -1 */
void interp_thread_state(Thread *t);                   /* fresh frames and slots */
void throw_oom_prepare(void);                          /* the OutOfMemoryError kept for later */
Object **global_root_new(void);                        /* a permanent root slot (runtime.c) */
#define TRACE_MAX_FRAMES 1024
int trace_frames(const Thread *s, int top, int *out);  /* the frames a stack trace shows (runtime.c) */
int throwable_trace_top(void);                         /* below fillInStackTrace and the constructors */

/* ---- npe.c: helpful NullPointerException messages ---- */
void throw_npe_at(Frame *f);  /* an implicit null check failed at f's saved pc */
void npe_note_lvt(const Method *m, const uint8_t *p, uint32_t len); /* a LocalVariableTable */
int npe_message(const Method *m, uint32_t bci, char *buf, size_t n);

void interp_request_yield(void);             /* interp.c: patch the dispatch table */
void interp_cancel_yield(void);

/* ---- jit.c: the baseline compiler (-X:exec=baseline) ---- */
extern int exec_baseline, exec_stats;
extern uint32_t exec_limit;              /* -X:exec-limit=N: only the first N methods (bisecting) */
extern int jit_yield_pending;            /* the preemption timer's request, read on back edges */
void jit_compile(Method *m);             /* at the first invocation; falls back quietly */
/* interp_run: runs f's compiled code from f->pc; returns the frame to go on with and how:
 * JIT_DONE (base returned, ret filled), JIT_RESUME (a callee returned to this frame: resume
 * after its invoke, with f->sp), JIT_INTERPRET (run the frame at f->pc, f->sp),
 * JIT_EXCEPTION (pending, thrown at f->pc) */
enum { JIT_DONE, JIT_RESUME, JIT_INTERPRET, JIT_EXCEPTION };
Frame *jit_run(Frame *f, Frame *base, uint32_t *ret, int *how);
void jit_report(void);                   /* -X:exec-stats at exit */
void jit_sync_code(void *p, uint32_t n); /* dcbst, sync, icbi, isync over the range */

/* ---- bindings: what the runtime asks of the layers above ----
 * the threads' monitors, yield point and names (threads.c, monitor.c), the natives of a
 * method (natives.c), class.dump's types as they are linked (dumps.c) */
extern uint64_t stat_bytecodes;  /* bytecodes executed (-X:stats; main.c) */
extern int locks_eager; /* synchronized methods lock: from the first thread start, or from
                         * main's first wait/notify/holdsLock on a monitor one of its
                         * synchronized methods holds (monitor.c monitor_lock_eagerly) */
int monitor_enter(Object **slot);            /* slot: a root holding the object; 0 (never fails) */
int monitor_exit(Object *o);                 /* 0, or -1 with IllegalMonitorStateException */
void monitor_release_frame(Method *m, uint32_t *locals); /* a synchronized frame unwinds */
int monitor_enter_method(Method *m, uint32_t *args);
int native_synchronized(Method *m, uint32_t *args, uint32_t *ret);
int current_thread_id(void);
char *current_thread_name(void);             /* malloc'd; "main" before Thread objects exist */
void thread_preempt(void);                   /* the interpreter's yield point */
int class_init_wait(Class *c);               /* another thread initialises c: wait (1 waited) */
void threads_boot(void);
NativeFn native_lookup(Method *m);
Object *object_clone(uint32_t *slot);
int jdk_mirror_fields(Class *c); /* jdk_lang.c: a new mirror's module, componentType (-1: OOM) */
/* jdk_sigpoly.c: signature-polymorphic methods (OpenJDK's library). sigpoly_method: the
 * Method a reference to defc.name with descriptor desc from `from` resolves to when defc's
 * method of that name is signature polymorphic (NULL otherwise, or NULL + pending; from NULL:
 * the intrinsics only, as MethodHandleNatives.resolve finds them);
 * sigpoly_invoke: a call of an intrinsic (invoke_native) */
enum { SP_ADAPTER = 1, SP_INVOKE_BASIC, SP_LINK_STATIC, SP_LINK_SPECIAL, SP_LINK_VIRTUAL, SP_LINK_INTERFACE };
Method *sigpoly_method(Class *from, Class *defc, const char *name, const char *desc);
int sigpoly_invoke(Method *m, uint32_t *args, uint32_t *ret);
void dump_class_linked(Class *c);
#endif
