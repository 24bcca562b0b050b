/* classmodel.h - the class model: constant pools, fields, methods and classes as the VM
 * lays them out (a Class doubles as its objects' TIB), the frames and thread state code
 * runs on, and what reads and checks class files: the embedded archives and class path
 * (archive.c, zip.c), parsing (classfile.c), verification (verify_*.c, verify.h), the
 * bytecode lengths and exact stack maps (stackmap.c). Loading, linking and initialising
 * classes run code and allocate: they are the runtime's (exec.h, classes.c). */
#ifndef CLASSMODEL_H
#define CLASSMODEL_H
#include "events.h"

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
#define FIELD_INJECTED 0x8000 /* a field the VM adds (classes.c's injected[]), in no class file */

typedef struct Field {
    const char *name, *desc;
    uint16_t flags;
    uint8_t kind;   /* descriptor's first char: B C D F I J S Z L [ */
    uint8_t size;   /* bytes in an object (1, 2, 4, 8) */
    uint32_t offset; /* instance: byte offset in the object; static: byte offset in statics */
    struct Class *owner;
    uint16_t const_index; /* ConstantValue attribute */
    uint16_t signature;   /* Signature attribute (a Utf8 constant), 0 when absent */
} Field;

typedef struct Handler {
    uint16_t start, end, pc, catch_index;
} Handler;

typedef void (*NativeFn)(uint32_t *args, uint32_t *ret);
/* A native method: key "class.method(descriptor)" (internal class name). Each native file has
 * a table of these; natives.c's native_tables lists them all. */
typedef struct NativeEntry {
    const char *key;
    NativeFn fn;
} NativeEntry;

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
    uint16_t signature;   /* Signature attribute (a Utf8 constant), 0 when absent */
    uint8_t *smt;         /* StackMapTable attribute (verify_flow.c), smt_len bytes */
    uint32_t smt_len;
    uint32_t **jit_at;    /* -X:exec=baseline: compiled code of each bytecode index (jit.c) */
    uint8_t jit_state;    /* 0 not compiled yet, 1 compiled, 2 interpreted (fell back) */
    uint8_t sigpoly;      /* a signature-polymorphic site's method (jdk_sigpoly.c): SP_*, else 0 */
    uint8_t hidden;       /* @jdk.internal.vm.annotation.Hidden in a trusted class: no stack trace shows it */
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
    uint16_t nrecord;        /* its components: (name, descriptor, signature) Utf8 indexes */
    uint16_t *record;
    uint8_t hidden;          /* made by the VM (indy.c): left out of stack traces */
    /* for reflection (reflect.c): this class's own InnerClasses entry and EnclosingMethod */
    uint8_t is_nested;       /* InnerClasses lists this class as an inner class */
    uint16_t inner_flags;    /* its inner_class_access_flags */
    uint16_t inner_outer;    /* its outer_class_info (Class constant; 0: local or anonymous) */
    uint16_t inner_name;     /* its inner_name (Utf8 constant; 0: anonymous) */
    uint16_t enclosing;      /* EnclosingMethod's class (Class constant; 0: none) */
    uint16_t enclosing_method; /* and its method (NameAndType constant; 0: none) */
    uint16_t signature;      /* Signature attribute (a Utf8 constant), 0 when absent */
    uint8_t ref_kind;        /* a java.lang.ref.Reference subclass: REFKIND_* (refs.c), else 0 */
    int init_thread;         /* CLS_INITIALIZING: the id of the initialising thread */
    struct Class *next;      /* list of all loaded classes, in load order */
} Class;

/* a frame of m is left out of stack traces and stack walks: the VM's own classes and
 * hidden classes, and methods marked @Hidden (LambdaForms, VarHandle guards), as HotSpot
 * without -XX:+ShowHiddenFrames */
static inline int method_hidden(const Method *m) { return m->hidden || m->owner->hidden; }

/* m's access flags as its class file declares them: a method the VM runs as an intrinsic
 * (classes.c's Math methods, made native but keeping their code) is not native to reflection */
static inline uint16_t method_declared_flags(const Method *m) { return m->code ? m->flags & ~ACC_NATIVE : m->flags; }

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

/* ---- archive.c, classlib.S, bench.S ---- */
extern const uint8_t classlib_archive[], classlib_archive_end[]; /* classlib.S */
extern const uint8_t bench_archive[], bench_archive_end[];       /* bench.S */
int archive_find(const char *name, const uint8_t **data, uint32_t *len);
int bench_archive_find(const char *name, const uint8_t **data, uint32_t *len);
uint8_t *classpath_read(const char *name, uint32_t *len);

/* ---- archive.c: the runtime image of OpenJDK's class library (jimage.c reads it) ---- */
void image_open(const char *path);   /* -X:jimage=: fatal with the reason when it is no image */
int image_is_open(void);
uint8_t *image_read_class(const char *name, uint32_t *len); /* malloc'd; NULL: not in the image */
const char *image_class_module(const char *name);           /* its package's module; NULL: none */
/* every class of the image's modules: fn(ctx, module, name, bytes, length); stops at nonzero */
int image_each_class(int (*fn)(void *ctx, const char *module, const char *name, const uint8_t *data, uint32_t len),
                     void *ctx);

/* ---- zip.c ---- */
typedef struct Zip Zip;
Zip *zip_open(const char *path);                               /* NULL: cannot open; fatal: corrupt */
uint8_t *zip_read(Zip *z, const char *name, uint32_t *len);    /* malloc'd; NULL: no such entry */
char *jar_main_class(const char *path); /* -jar: the manifest's Main-Class, or the JDK's error */
uint32_t crc32_update(uint32_t crc, const uint8_t *p, uint32_t n); /* zlib's crc32(crc, p, n) */

/* ---- inflate.c: deflate data (RFC 1951), raw or in the zlib format (RFC 1950) ---- */
/* in[0..inlen) inflates to exactly out[0..outlen) (raw deflate): NULL, or what is wrong */
const char *inflate_once(const uint8_t *in, uint32_t inlen, uint8_t *out, uint32_t outlen);
uint32_t adler32_update(uint32_t adler, const uint8_t *p, uint32_t n); /* zlib's adler32 */
/* A stream fed piece by piece, as zlib's inflate with java.util.zip.Inflater's use of it:
 * inflate_run takes all of `in` (*used: less only after the stream's end), writes up to
 * outlen bytes (*wrote) and returns INFLATE_OK (more input or output room needed), _END (all
 * delivered), _NEED_DICT (inflate_set_dictionary, then run again), _ERROR (inflate_error
 * says what; the stream stays failed until reset) or _NOMEM. */
typedef struct InflateStream InflateStream;
enum { INFLATE_OK, INFLATE_END, INFLATE_NEED_DICT, INFLATE_ERROR, INFLATE_NOMEM };
InflateStream *inflate_open(int raw); /* NULL: out of memory */
void inflate_reset(InflateStream *z);
void inflate_close(InflateStream *z);
int inflate_run(InflateStream *z, const uint8_t *in, uint32_t inlen, uint32_t *used, uint8_t *out,
                uint32_t outlen, uint32_t *wrote);
int inflate_set_dictionary(InflateStream *z, const uint8_t *p, uint32_t n); /* -1: not the one asked for */
uint32_t inflate_adler(const InflateStream *z); /* of the output so far; the dictionary's when asked */
const char *inflate_error(const InflateStream *z);

/* ---- classfile.c ---- */
Class *parse_class(const uint8_t *data, uint32_t len, const char *expect_name, int trusted);
/* A LinkageError of the class being parsed or verified: thrown where the class was needed,
 * fatal while the VM boots. */
_Noreturn void class_error(const char *cls, const char *fmt, ...);

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

/* ---- stackmap.c ---- */
/* Returns a bitmap (1 = reference) over locals then stack slots at pc, or NULL when the
 * method has no code. nslots = max_locals + max_stack. */
const uint8_t *stackmap_at(Method *m, uint32_t pc);
const uint8_t *stackmap_side(Method *m, void *(*zalloc)(size_t n), void (*release)(void *p), uint32_t *nbytes);
int16_t *stackmap_depths(Method *m);   /* operand stack depth before each bytecode */
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

/* ---- bindings: what the class model asks of the layers above ----
 * the running thread's state (runtime.c; its pending exception), LinkageErrors thrown
 * (runtime.c), the classes verification loads (classes.c), and what parsing hands over:
 * local variable tables for helpful NullPointerException messages (npe.c), the returns of
 * synchronized methods (monitor.c) */
extern Thread thread;
void throw_new(const char *cls, const char *fmt, ...);
extern Class *cls_Throwable;
Class *load_class(const char *name);
void npe_note_lvt(const Method *m, const uint8_t *p, uint32_t len);
void sync_rewrite_returns(Method *m);
#endif
