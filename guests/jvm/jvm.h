/* jvm.h - shared declarations of the guest research VM.
 *
 * Data flow of the whole project (this VM is the "guest ELF" on the left):
 *   guest ELF -> os-emu (load, syscalls, signals) -> sim-core (run loop) <-> isa-ppc
 *                     observers |-> cache (hierarchy, statistics)
 *                               |-> featured-address events   <- events.c writes them
 *                               `-> traceio (bzip2 blocks) -> analyzer  <- reads dumps.c output
 *
 * Inside the VM:
 *   archive.c (embedded class library, -cp dirs) -> classfile.c (parse) -> classes.c (link,
 *   layout, type dictionary, <clinit>) -> interp.c (bytecodes) -> heap.c (allocation through
 *   the plan interface) -> plan_*.c (semispace, appel, marksweep, olderfirst) built from gc.c (mechanisms: roots,
 *   Cheney copying, verifier) and stackmap.c (exact frame maps).
 *
 * See README.md for the object model and the plan interface.
 */
#ifndef JVM_H
#define JVM_H

#include <stdint.h>
#include <stddef.h>
#include <string.h>

typedef int8_t jbyte;
typedef uint16_t jchar;
typedef int16_t jshort;
typedef int32_t jint;
typedef int64_t jlong;
typedef float jfloat;
typedef double jdouble;

struct Class;
struct Method;

/* ---- object model (README.md "Object model") ----
 * Every object: status word at 0, TIB (type information block = the Class) at 4.
 * Arrays add a length word at 8; element 0 is at 12. References are 4 bytes,
 * objects are 4-byte aligned. */
typedef struct Object {
    uint32_t status;
    struct Class *tib;
} Object;

typedef struct Array {
    uint32_t status;
    struct Class *tib;
    int32_t length;
} Array;

#define HEADER_BYTES 8
#define ARRAY_LENGTH_OFFSET 8
#define ARRAY_DATA_OFFSET 12
#define OBJ_ALIGN 4
#define ARRAY_DATA(a) ((void *)((char *)(a) + ARRAY_DATA_OFFSET))
#define FIELD_PTR(o, off) ((void *)((char *)(o) + (off)))

/* status word bits (the rest is free for plans) */
#define STATUS_FORWARDED 0x1u /* during a copying GC: status = new address | 1 */
#define STATUS_HASHED 0x2u    /* identity hash taken; the hash lives in bits 8..31 */
#define STATUS_LOCK_SHIFT 2   /* bits 2..7: thin lock recursion count (threads.c) */
#define STATUS_LOCK_MASK 0xfcu
#define STATUS_LOCK_ONE 0x4u
#define STATUS_LOCK_INFLATED 0xfcu /* all ones: the monitor is in threads.c's side table */

/* ---- constant pool ---- */
enum {
    CONST_Utf8 = 1, CONST_Integer = 3, CONST_Float = 4, CONST_Long = 5, CONST_Double = 6,
    CONST_Class = 7, CONST_String = 8, CONST_Fieldref = 9, CONST_Methodref = 10,
    CONST_InterfaceMethodref = 11, CONST_NameAndType = 12, CONST_MethodHandle = 15,
    CONST_MethodType = 16, CONST_Dynamic = 17, CONST_InvokeDynamic = 18, CONST_Module = 19,
    CONST_Package = 20
};
/* CONSTANT_MethodHandle reference kinds (JVMS 4.4.8) */
enum {
    REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic, REF_invokeVirtual,
    REF_invokeStatic, REF_invokeSpecial, REF_newInvokeSpecial, REF_invokeInterface
};

typedef struct CpEntry {
    uint8_t tag;
    uint8_t resolved;
    uint16_t a, b;   /* raw indexes (class: name; ref: class, nat; nat: name, desc) */
    uint16_t shape;  /* a method's NameAndType: cp_call_shape's, 0 until asked (in the padding) */
    union {
        const char *utf8;
        jint i;
        jfloat f;
        uint32_t half[2]; /* long/double: big-endian words */
        struct Class *cls;
        struct Field *field;
        struct Method *method;
        uint32_t string_index; /* resolved String constant: index into the intern table */
    } u;
    void *addr; /* resolved static field: its storage (quick getstatic/putstatic) */
} CpEntry;
_Static_assert(sizeof(CpEntry) == 20, "CpEntry: shape must stay in the padding");

/* access flags */
#define ACC_PUBLIC 0x0001
#define ACC_PRIVATE 0x0002
#define ACC_STATIC 0x0008
#define ACC_FINAL 0x0010
#define ACC_SYNCHRONIZED 0x0020
#define ACC_NATIVE 0x0100
#define ACC_INTERFACE 0x0200
#define ACC_ABSTRACT 0x0400

typedef struct Field {
    const char *name, *desc;
    uint16_t flags;
    uint8_t kind;   /* descriptor's first char: B C D F I J S Z L [ */
    uint8_t size;   /* bytes in an object (1, 2, 4, 8) */
    uint32_t offset; /* instance: byte offset in the object; static: byte offset in statics */
    struct Class *owner;
    uint16_t const_index; /* ConstantValue attribute */
} Field;

typedef struct Handler {
    uint16_t start, end, pc, catch_index;
} Handler;

typedef void (*NativeFn)(uint32_t *args, uint32_t *ret);

typedef struct Method {
    const char *name, *desc;
    struct Class *owner;
    uint16_t flags;
    uint16_t max_stack, max_locals;
    uint16_t arg_slots;   /* including 'this' for instance methods */
    char ret_kind;        /* V I J F D L (Z B C S -> I for the stack) */
    int vindex;           /* vtable index, -1 for static/private/<init> */
    uint32_t code_len;
    uint8_t *code;        /* executed (quickened in place) */
    uint8_t *orig_code;   /* as loaded: the stack-map analysis reads this */
    uint16_t nhandlers;
    Handler *handlers;
    uint16_t *line_table; /* pairs (start_pc, line), nlines of them */
    uint16_t nlines;
    NativeFn native;      /* bound lazily */
    struct StackMaps *maps; /* computed lazily by stackmap.c */
    uint32_t id;          /* class.dump method id */
    uint32_t sig_hash;    /* hash of name and descriptor: vtable building compares it first */
    uint16_t nexceptions; /* Exceptions attribute (reflection): Class constants */
    uint16_t *exceptions;
    uint8_t *smt;         /* StackMapTable attribute (verify_flow.c), smt_len bytes */
    uint32_t smt_len;
    uint32_t **jit_at;    /* -X:exec=baseline: compiled code of each bytecode index (jit.c) */
    uint8_t jit_state;    /* 0 not compiled yet, 1 compiled, 2 interpreted (fell back) */
    uint32_t *jit_entry;  /* compiled, not native/abstract/synchronized: compiled callers' fast entry */
    uint32_t *jit_slow;   /* compiled: the entry for jit_invoke's callers (the frame pushed in C) */
} Method;

/* class initialisation states */
enum { CLS_LOADED, CLS_LINKED, CLS_INITIALIZING, CLS_INITIALIZED, CLS_ERROR };

/* The Class struct doubles as the TIB: objects point at it from their header. */
typedef struct Class {
    uint32_t type_id;
    uint32_t instance_size;  /* scalars: bytes including header */
    uint8_t is_array, is_prim, is_interface, elem_is_ref;
    uint8_t elem_size;       /* arrays: element size in bytes */
    uint8_t prim_kind;       /* primitives: descriptor char */
    uint8_t state;
    uint8_t from_cp;         /* loaded from -cp (not the embedded library) */
    uint8_t verify_major;    /* class file version, until verified (0: trusted or done) */
    uint16_t *ref_offsets;   /* scalars: offsets of reference fields, nrefs of them */
    uint16_t nrefs;
    struct Method **vtable;
    uint32_t vtable_len;
    const char *name;        /* internal name: java/lang/String, [I, [Ljava/lang/Object; */
    struct Class *super;
    struct Class *elem;      /* arrays: component type */
    struct Class *array_of;  /* the array class whose component is this one */
    struct Class **interfaces; /* direct superinterfaces */
    uint16_t ninterfaces;
    uint16_t access;
    uint16_t cp_count;
    CpEntry *cp;
    uint16_t nfields, nmethods;
    Field *fields;
    Method *methods;
    uint32_t static_size;    /* bytes of static storage */
    uint8_t *statics;        /* malloc'd, outside the heap */
    uint16_t *static_ref_offsets;
    uint16_t nstatic_refs;
    Object *mirror;          /* the java.lang.Class instance (a GC root) */
    const char *source_file;
    /* class attributes of versions 51-61 (constant pool indexes) */
    uint16_t nbootstrap;
    uint16_t **bootstrap;    /* BootstrapMethods: each {method handle, nargs, args...} */
    uint16_t nest_host;      /* NestHost: a Class constant, 0 when absent */
    uint16_t npermitted;     /* PermittedSubclasses: sealed when > 0 */
    uint16_t *permitted;     /* Class constants */
    uint8_t is_record;       /* has a Record attribute */
    uint8_t hidden;          /* made by the VM (indy.c): left out of stack traces */
    /* for reflection (reflect.c): this class's own InnerClasses entry and EnclosingMethod */
    uint8_t is_nested;       /* InnerClasses lists this class as an inner class */
    uint16_t inner_flags;    /* its inner_class_access_flags */
    uint16_t inner_outer;    /* its outer_class_info (Class constant; 0: local or anonymous) */
    uint16_t inner_name;     /* its inner_name (Utf8 constant; 0: anonymous) */
    uint16_t enclosing;      /* EnclosingMethod's class (Class constant; 0: none) */
    uint8_t ref_kind;        /* a java.lang.ref.Reference subclass: REFKIND_* (refs.c), else 0 */
    int init_thread;         /* CLS_INITIALIZING: the id of the initialising thread */
    struct Class *next;      /* list of all loaded classes, in load order */
} Class;

/* ---- interpreter frames ----
 * A frame's locals and operand stack live on the slot stack; an invoked method's
 * arguments are the caller's top stack slots, which become the callee's first locals. */
typedef struct Frame {
    Method *m;
    uint8_t *pc;      /* saved at every call-out (GC point, invoke, throw) */
    uint32_t *locals;
    uint32_t *sp;     /* saved at every call-out: first free slot */
    void *jit_lr;     /* -X:exec=baseline: where a compiled method returns to (jit.c's prologue) */
} Frame;

/* the frame's operand stack base: always after its locals (no word of the frame keeps it) */
static inline uint32_t *frame_stack(const Frame *f) { return f->locals + f->m->max_locals; }

typedef struct Thread {
    Frame *frames;      /* frames[0..depth) */
    int depth, max_depth;
    Frame *frames_end;  /* frames + max_depth: compiled prologues' overflow check (jit.c) */
    uint32_t *slots, *slots_end;
    Object *pending;    /* pending exception (a root) */
    Object **lockstack; /* thin locks held, in locking order (threads.c) */
    int nlocks;
    uint32_t *jit_sp;   /* the C stack pointer of the innermost entry into compiled code (jit.c) */
} Thread;
#define LOCKSTACK_MAX 128

extern Thread thread;

/* the plan's write barrier, called before reference stores into objects/statics (NULL: none) */
extern void (*plan_write_barrier)(Object *src, Object **slot, Object *val);
static inline void store_ref(Object *src, Object **slot, Object *val)
{
    if (plan_write_barrier)
        plan_write_barrier(src, slot, val);
    *slot = val;
}

/* GC-safe handles for C code holding references across allocations (roots) */
#define MAX_HANDLES 256
extern Object **handles; /* the running thread's (threads.c switches them) */
extern int nhandles;
static inline int handle_push(Object *o) { handles[nhandles] = o; return nhandles++; }
static inline void handle_pop(int n) { nhandles -= n; }

/* ---- options and statistics ---- */
typedef struct Options {
    uint32_t heap_min;   /* -Xms (initial heap) */
    uint32_t heap_max;   /* -Xmx (the heap grows up to it); -X:h= sets both: a fixed heap */
    const char *plan;
    int verify;
    int stats;
    const char *dumpdir;
    const char *eventlog;
    const char **cp;
    int ncp;
    const char **props; /* -Dkey=value, in command-line order (the last one of a key wins) */
    int nprops;
    const char **asserts; /* -ea[:...] / -da[:...] as given, in order */
    int nasserts;
    int system_asserts; /* -esa / -dsa */
    int deaths;         /* -X:deaths=merlin|brute: DEATHS_* (deaths.c) */
} Options;
extern Options opt;
extern uint64_t stat_bytecodes;

/* ---- util.c ---- */
_Noreturn void fatal(const char *fmt, ...);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
char *xstrdup(const char *s);
char *perm_bytes(size_t n); /* never freed (util.c) */
void out_printf(int fd, const char *fmt, ...);

/* ---- archive.c ---- */
int archive_find(const char *name, const uint8_t **data, uint32_t *len);
int bench_archive_find(const char *name, const uint8_t **data, uint32_t *len);
uint8_t *classpath_read(const char *name, uint32_t *len);

/* ---- zip.c ---- */
typedef struct Zip Zip;
Zip *zip_open(const char *path);                               /* NULL: cannot open; fatal: corrupt */
uint8_t *zip_read(Zip *z, const char *name, uint32_t *len);    /* malloc'd; NULL: no such entry */
char *jar_main_class(const char *path); /* -jar: the manifest's Main-Class, or the JDK's error */

/* ---- classfile.c ---- */
Class *parse_class(const uint8_t *data, uint32_t len, const char *expect_name);
/* A LinkageError of the class being parsed or verified: thrown where the class was needed,
 * fatal while the VM boots. */
_Noreturn void class_error(const char *cls, const char *fmt, ...);

/* ---- main.c ---- */
extern const char *main_loading; /* the main class's name while it is loaded: fatal() exits 1 */

/* ---- verify_*.c (see verify.h) ---- */
int utf8_ok(const uint8_t *s, uint32_t n);
void verify_class(Class *c, int major);   /* verify_format.c: at parse time */
int verify_linked(Class *c);              /* verify_flow.c: before <clinit>; -1 with an error pending */
uint16_t count_arg_slots(const char *desc);
/* the argument slots and the return of the method descriptor of NameAndType entry nat,
 * counted once and kept in the entry (the compiler's passes and the GC maps ask at every
 * invoke): CALL_ARGS(s) slots, CALL_RET(s) 0 void, 1 a one-slot value, 2 a reference, 3 a
 * long or double */
uint32_t cp_call_shape(CpEntry *cp, uint16_t nat);
uint32_t desc_call_shape(const char *desc);  /* the same, not kept */
#define CALL_ARGS(s) ((int)((s) & 511u) - 1)
#define CALL_RET(s) ((s) >> 9)

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
void boot_classes(void);
Class *prim_class_for(char kind);
Class *find_loaded(const char *name);           /* no loading */
Class *define_class(uint8_t *data, uint32_t len, const char *name, int from_cp); /* frees data */

/* ---- resolve.c ---- */
Class *resolve_class(Class *from, uint16_t idx);
Field *resolve_field(Class *from, uint16_t idx, int is_static);
Method *resolve_method(Class *from, uint16_t idx, int is_interface);

/* ---- heap.c: allocation through the plan ---- */
Object *alloc_object(Class *c);              /* NULL + pending OutOfMemoryError */
Array *alloc_array(Class *ac, jint length);  /* NULL + pending exception */
void heap_init(void);
void heap_collect(void);                     /* Runtime.gc() */
uint32_t heap_used(void), heap_total(void);
int heap_in_heap(void *p);                   /* p lies in the allocated part of the heap */
void heap_walk(void (*fn)(Object *));        /* every object, in address order */
uint32_t identity_hash(Object *o);

/* ---- gc.c: mechanisms shared by plans ----
 * A Trace is a traversal's context (a collection's, the verifier's, deaths.c's): root
 * enumerators and object scanning call t->visit(t, slot) for every reference slot; the
 * structure a plan embeds it in holds the rest of its state (space.h). */
typedef struct Trace Trace;
typedef void (*SlotVisitor)(Trace *t, Object **slot);
struct Trace {
    SlotVisitor visit;                     /* trace *slot (copy, mark, record) and update it */
    int (*collected)(Trace *t, void *p);   /* p lies in the part being collected (refs.c) */
    int (*reached)(Trace *t, Object *o);   /* o (collected) has been reached by the trace */
    void (*closure)(Trace *t);             /* complete the transitive closure after visits */
};
void gc_enumerate_roots(Trace *t);
void gc_enumerate_roots_with(Trace *t, void (*frames)(Thread *th, Trace *t));
void gc_scan_object(Object *o, Trace *t);
/* an object's bytes in the heap (inline: the copying and sweeping loops ask for every object) */
static inline uint32_t object_size(Object *o)
{
    Class *c = o->tib;
    if (!c->is_array)
        return c->instance_size;
    uint32_t n = ARRAY_DATA_OFFSET + (uint32_t)((Array *)o)->length * c->elem_size;
    return (n + OBJ_ALIGN - 1) & ~(uint32_t)(OBJ_ALIGN - 1);
}
void gc_verify(const char *when);

/* ---- refs.c: java.lang.ref (README.md "References") ---- */
enum { REFKIND_NONE, REFKIND_SOFT, REFKIND_WEAK, REFKIND_PHANTOM };
extern uint32_t referent_offset;               /* Reference.referent: not in ref_offsets */
void refs_link_class(Class *c);                /* after the field layout */
void refs_enumerate_roots(Trace *t);           /* the pending list */

/* ---- stackmap.c ---- */
/* Returns a bitmap (1 = reference) over locals then stack slots at pc, or NULL when the
 * method has no code. nslots = max_locals + max_stack. */
const uint8_t *stackmap_at(Method *m, uint32_t pc);

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

/* ---- natives.c ---- */
/* A native method: key "class.method(descriptor)" (internal class name). Each native file has
 * a table of these; natives.c's native_tables lists them all. */
typedef struct NativeEntry {
    const char *key;
    NativeFn fn;
} NativeEntry;
extern const NativeEntry refs_natives[]; /* refs.c */
extern const size_t refs_natives_count;
NativeFn native_lookup(Method *m);
Object *object_clone(uint32_t *slot); /* a shallow copy of the object *slot holds; NULL + pending */
extern const NativeEntry thread_natives[]; /* threads.c */
extern const size_t thread_natives_count;
extern const NativeEntry atomic_natives[]; /* atomic.c */
extern const size_t atomic_natives_count;
extern const NativeEntry fma_natives[]; /* fma.c */
extern const size_t fma_natives_count;
extern const NativeEntry reflect_natives[]; /* reflect.c */
extern const size_t reflect_natives_count;
extern const NativeEntry npe_natives[]; /* npe.c */
extern const size_t npe_natives_count;

/* ---- npe.c: helpful NullPointerException messages ---- */
void throw_npe_at(Frame *f);  /* an implicit null check failed at f's saved pc */
void npe_note_lvt(const Method *m, const uint8_t *p, uint32_t len); /* a LocalVariableTable */
int npe_message(const Method *m, uint32_t bci, char *buf, size_t n);

/* ---- events.c ---- */
enum {
    EV_NEW_SCALAR = 1, EV_NEW_ARRAY = 2, EV_GC_START = 3, EV_GC_END = 4, EV_COPY_SCALAR = 5,
    EV_COPY_ARRAY = 6, EV_CLASS_DUMP_START = 7, EV_CLASS_DUMP_END = 8, EV_FREE = 10,
    EV_TRACE_ON = 11, EV_TRACE_OFF = 12, EV_MARKER = 13, EV_ALLOC_SITE = 14, EV_THREAD_SWITCH = 15,
    EV_MEASURE_OFF = 16, EV_MEASURE_ON = 17, EV_DEATH = 18, EV_ROOT_ADD = 19, EV_ROOT_DROP = 20,
    EV_FINAL_STEP = 21, EV_CODE = 22
};
/* GC_START kinds (ARG4) */
enum { GC_FULL = 0, GC_MINOR = 1, GC_MAJOR = 2, GC_WINDOW = 3 };
void events_init(void);
void events_flush(void);
void event_log_unmap(uint32_t start, uint32_t len);
void event_emit(uint32_t word, uint32_t next, uint32_t extra, uint32_t arg3, uint32_t arg4);
void event_marker(const char *s); /* MARKER: the bytes in chunks of 12 (docs/events.md) */
void event_log_only(uint32_t word); /* -X:eventlog only (an event sent inline) */

/* ---- deaths.c: exact lifetimes (-X:deaths=merlin|brute, docs/lifetimes.md) ---- */
enum { DEATHS_OFF, DEATHS_MERLIN, DEATHS_BRUTE };
extern int deaths_on;            /* opt.deaths from the end of booting to the last step */
extern uint32_t mirrors_made;    /* runtime.c: class mirrors made so far */
extern Object *deaths_new;       /* heap.c: the object of the last allocation */
void deaths_step(void);          /* a time step (in an unmeasured region) */
void deaths_final(void);         /* the last step and FINAL_STEP (vm_exit) */
void deaths_gc_moved(void);      /* a collector is about to give memory back */
Object **strings_interned(uint32_t *n);
const uint8_t *stackmap_side(Method *m, void *(*zalloc)(size_t n), void (*release)(void *p), uint32_t *nbytes);
void threads_enumerate_roots_with(Trace *t, void (*frames)(Thread *th, Trace *t));
/* fn in an unmeasured region (deaths.c, in assembly: the measured run executes the call,
 * MEASURE_OFF's two stores to the featured page and the return, and no other access) */
void deaths_region(void (*fn)(void));
void deaths_step_region(void);   /* deaths_region(deaths_step), the address loaded inside */

/* ---- statistics (-X:stats), counted from the end of booting, like the events ---- */
typedef struct GcStats {
    uint64_t alloc_objects, alloc_bytes;
    uint64_t copied_objects, copied_bytes;
    uint64_t freed_objects, freed_bytes;
    uint32_t collections[4]; /* by kind: full, minor, major, window */
} GcStats;
extern GcStats gc_stats;

/* ---- dumps.c ---- */
void dump_feature(void);   /* boot objects, called just before main */
void dump_classes(void);   /* at exit, complete, between CLASS_DUMP_START/END */
void dump_class_linked(Class *c); /* appends a type to class.dump as it is linked */
void dump_note_boot_object(Object *o);
void dump_statics(void);   /* -X:deaths: `static` records appended to class.dump */
extern int booting;

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
/* the length of the (original, unquickened) instruction at pc: a table lookup inline (the
 * compiler's passes ask it for every bytecode), stackmap.c for tableswitch, lookupswitch and
 * wide (0 in the table) */
extern const uint8_t bytecode_lengths[256];
uint32_t bytecode_length_var(const uint8_t *code, uint32_t pc);
static inline uint32_t bytecode_length(const uint8_t *code, uint32_t pc)
{
    uint32_t n = bytecode_lengths[code[pc]];
    return n ? n : bytecode_length_var(code, pc);
}
void thread_preempt(void);                   /* the interpreter's yield point */
int class_init_wait(Class *c);               /* another thread initialises c: wait (1 waited) */
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

/* ---- helpers for 64-bit values in 32-bit slots (big-endian: high word first) ---- */
static inline jlong get_long(const uint32_t *p) { jlong v; memcpy(&v, p, 8); return v; }
static inline void put_long(uint32_t *p, jlong v) { memcpy(p, &v, 8); }
static inline jdouble get_double(const uint32_t *p) { jdouble v; memcpy(&v, p, 8); return v; }
static inline void put_double(uint32_t *p, jdouble v) { memcpy(p, &v, 8); }
static inline jfloat get_float(const uint32_t *p) { jfloat v; memcpy(&v, p, 4); return v; }
static inline void put_float(uint32_t *p, jfloat v) { memcpy(p, &v, 4); }

#endif
