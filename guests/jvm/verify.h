/* verify.h - the class-file verifier's internal interface (verify_*.c; issue 17).
 *
 * verify_format.c  format checks at parse time (ClassFormatError): constants, names,
 *                  descriptors, fields, methods; calls verify_code.c's static checks.
 * verify_code.c    static constraints of each method's code at parse time (JVMS 4.9):
 *                  instruction boundaries, operands, locals, jump targets, handlers.
 * verify_types.c   verification types (JVMS 4.10.1.2), assignability and the merge of
 *                  reference types, loading (not initialising) the classes they need.
 * verify_step.c    one instruction's effect on a typed frame (both algorithms).
 * verify_flow.c    the two algorithms run at link time (before <clinit>): type checking
 *                  against the StackMapTable (version >= 50) and type inference (older
 *                  class files, version 50 on failure, and classes the VM makes itself). */
#ifndef VERIFY_H
#define VERIFY_H
#include "classmodel.h"
#include <setjmp.h>

/* A verification type: a small constant, an uninitialised object (the pc of its `new`) or a
 * reference type (an index into the per-class name table). long and double take two slots,
 * the second holding VT_LONG2/VT_DOUBLE2. */
typedef uint32_t VT;
enum { VT_TOP, VT_INT, VT_FLOAT, VT_LONG, VT_LONG2, VT_DOUBLE, VT_DOUBLE2, VT_NULL, VT_UTHIS, VT_RET };
#define VT_UNINIT 0x40000000u
#define VT_REF 0x80000000u
#define IS_REF(t) (((t) & VT_REF) != 0)
#define IS_UNINIT(t) (((t) & 0xc0000000u) == VT_UNINIT)
#define IS_HALF2(t) ((t) == VT_LONG2 || (t) == VT_DOUBLE2)
#define REF_ID(t) ((t) & ~VT_REF)

/* Everything one class's verification allocates, freed at its end (also after an error). */
typedef struct Verifier {
    Class *c;
    Method *m;
    int major;
    jmp_buf fail;
    /* name table: reference types by internal name ("java/lang/String", "[I") */
    char **names;
    Class **classes;           /* loaded lazily */
    uint32_t nnames, cap;
    uint32_t *hash, hash_size;
    VT object, string, throwable, current;
    /* the method being checked */
    const uint8_t *code;
    uint32_t len, nslots;
    uint8_t *start;            /* 1: an instruction starts here */
    uint32_t pc;               /* the instruction being checked (error messages) */
    struct Flow *flow;         /* verify_flow.c's state for the method */
    void *allocs[64];
    int nallocs;
} Verifier;

/* A frame: nslots types (locals, then the operand stack) and the stack height. */
typedef struct TFrame {
    VT *t;
    int d;
} TFrame;

/* verify_types.c */
void *vt_alloc(Verifier *v, size_t n);
void vt_free_allocs(Verifier *v);
void vt_free_all(Verifier *v);
_Noreturn void vt_error(Verifier *v, const char *reason, const char *fmt, ...);
VT vt_ref(Verifier *v, const char *name, size_t n);
VT vt_of_desc(Verifier *v, const char *d, const char **end);
VT vt_array_of(Verifier *v, VT elem);
VT vt_elem(Verifier *v, VT array);
const char *vt_name(Verifier *v, VT t);
void vt_describe(Verifier *v, VT t, char *buf, size_t n);
int vt_assignable(Verifier *v, VT from, VT to);
int vt_is_interface(Verifier *v, VT t);
VT vt_merge(Verifier *v, VT a, VT b);
Class *vt_class(Verifier *v, VT t);

/* verify_step.c: applies the instruction at pc; returns whether it may fall through.
 * Branch targets go to the callback with the state after the instruction. */
typedef void (*TargetFn)(Verifier *v, uint32_t target, TFrame *f);
int vt_step(Verifier *v, TFrame *f, uint32_t pc, TargetFn to, int checking);
void vt_initial(Verifier *v, TFrame *f);
VT vt_catch_type(Verifier *v, Handler *h);
/* jsr/ret under inference (verify_flow.c) */
void vt_jsr(Verifier *v, TFrame *f, uint32_t pc, uint32_t target);
void vt_ret(Verifier *v, TFrame *f);

/* verify_code.c */
void verify_code(Class *c, Method *m, int major);

/* verify_flow.c */
int verify_linked(Class *c);

#endif
