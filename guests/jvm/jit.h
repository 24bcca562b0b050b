/* jit.h - the baseline compiler's internals (jit.c: driver, code space, glue, stubs;
 * jit_templates.c: one machine-code template per bytecode; jit_fields.c, jit_long.c,
 * jit_alloc.c: field, long and allocation templates; jit_calls.c, jit_pure.c: call sites
 * patched at their first execution, inlined callees; jit_regs.c: register caching;
 * jit_helpers.c: what compiled code calls).
 *
 * Compiled code runs on the interpreter's own frames: locals and operand stack stay in the
 * slot stack, each at a fixed offset from the frame's locals (the operand stack depth before
 * every instruction is known), so the exact GC maps, exception dispatch, stack traces and
 * thread switches work unchanged. Registers while compiled code runs: r31 the Frame, r30
 * its locals, r29 &thread, r28 and r27 the entry's thread.frames_end and slots_end (the
 * overflow checks); everything else is scratch. Every call-out stores the frame's pc
 * (the bytecode) and sp (the stack depth) first, as the interpreter's SAVE, and sets
 * thread.depth from r31 (compiled calls do not count it). Compiled methods call each other
 * directly (the callee's frame pushed by the caller and the callee's prologue); they leave
 * for the interpreter (status 1: "run the instruction at f->pc") for what they do not do
 * themselves (an interpreted or synchronized callee, a synchronized return), and the
 * interpreter re-enters compiled code where the caller resumes, at exception handlers and
 * at every compiled method's first instruction. */
#ifndef JIT_H
#define JIT_H
#include "exec.h"

/* the emitter's state for one method */
typedef struct Jit {
    Method *m;
    uint32_t *buf, n, cap; /* instructions */
    int16_t *depth;        /* operand stack depth before each bytecode, -1 unreached */
    uint32_t *at;          /* bytecode index -> instruction index, ~0 for none */
    struct Fix { uint32_t insn, target, kind; } *fix; /* branches to bytecodes/stubs */
    uint32_t nfix, capfix;
    struct Stub { uint32_t insn; uint32_t bci; uint8_t kind, depth, marks; uint32_t extra; } *stubs;
    uint32_t nstubs, capstubs;
    const char *fail;      /* why the method cannot be compiled (it falls back) */
    uint32_t exc_insn;     /* the method's exception exit */
    uint32_t marks;        /* field templates: instructions the first execution patches */
    /* register caching of slots (jit_regs.c) */
    struct Held { int32_t off; uint8_t reg, pending; } held[8]; /* reg holds the slot at r30 + off (pending: not stored yet) */
    uint32_t nheld, regmask, pendmask, pinned, ring;
    uint8_t track, taint, bkind; /* recording on; off to the template's end; the next branch's kind */
    uint8_t delay;               /* this template's stack stores may wait (a simple template) */
    uint8_t leaf;                /* no C frame: the code calls nothing that comes back (jit.c) */
    uint8_t this_kept;           /* an instance method that never stores into local 0 (jit_labels) */
    uint32_t nonnull;            /* registers known not null: checked, or tested by ifnull (jit_regs.c) */
    uint8_t *label;              /* bytecodes entered other than by falling in */
    uint32_t prev_pc;            /* the bytecode compiled before this one (~0u: none) */
    struct JitSite **sites;      /* invokes patched at their first execution (jit_calls.c) */
    Field *field;                /* jit_known_field's answer for the bytecode at field_pc (asked once) */
    uint32_t field_pc;
    uint32_t nsites, capsites;
} Jit;
#define JIT_HELD 8
#define JIT_DROP 0u
/* the next branch: a template's own (RAW), to a bytecode or a stub falling through with the
 * registers kept (KEEP), to a stub that never comes back (NORET), or not falling through / a
 * call (RESET) */
enum { JIT_BRANCH_RAW, JIT_BRANCH_KEEP, JIT_BRANCH_NORET, JIT_BRANCH_RESET };

enum { FIX_BC, FIX_B, FIX_STUB_BC, FIX_STUB_B, FIX_EXC_BC };
enum { STUB_NPE, STUB_AIOOBE, STUB_DIV0, STUB_YIELD, STUB_FIELD, STUB_OVERFLOW, STUB_INVOKE, STUB_VIRTUAL };

/* jit_regs.c */
uint32_t jit_track(Jit *j, uint32_t insn);
void jit_forget_all(Jit *j);              /* stores what is pending, forgets every register */
void jit_flush(Jit *j);                   /* stores what is pending */
void jit_drop_dead(Jit *j, int depth);    /* forgets pending stores to slots >= depth */
int jit_pick(Jit *j);
int jit_ld(Jit *j, int32_t off);
void jit_forget_reg(Jit *j, uint32_t r);  /* r written: its records go (pending stores emitted first) */
/* what jit_track does for an instruction that writes register r (not r30) and neither
 * reads nor writes a slot, branches or calls: emitters that know their instructions (jit.c
 * jit_li32, jit_sync_depth) call it, then append them as they are */
static inline void jit_writes(Jit *j, int r)
{
    if (!j->track || j->taint)
        return;
    j->bkind = JIT_BRANCH_RAW;
    j->nonnull &= ~(1u << r);
    if (j->regmask & 1u << r) /* (a superset of the registers with records) */
        jit_forget_reg(j, (uint32_t)r);
}
uint8_t *jit_labels(Method *m, uint8_t *this_kept);
int jit_is_this(Jit *j, int r);          /* r holds `this` (never null) */
int jit_known_nonnull(Jit *j, int r);    /* r is `this`, or was checked or tested not null since it was written */
int jit_slot_nonnull(Jit *j, int32_t off); /* a register holding the slot is known not null */

/* jit.c */
extern int jit_yield_pending;
void jit_grow(Jit *j);
static inline void jit_emit(Jit *j, uint32_t insn)
{
    if (j->track && !j->taint && (insn = jit_track(j, insn)) == JIT_DROP)
        return;
    if (j->n == j->cap)
        jit_grow(j);
    j->buf[j->n++] = insn;
}
void jit_fail(Jit *j, const char *why);
void jit_call(Jit *j, void *fn);                /* thread.depth from r31, then jit_call_raw */
void jit_call_raw(Jit *j, void *fn);            /* bctrl to a C function (r12, ctr) */
/* a compiled call of the Method in r12 (its fast entry, with the next Frame; stub `slow` when
 * it has none: interpreted, native, abstract, synchronized), the arguments from slot recv */
void jit_call_entry(Jit *j, uint32_t bci, int32_t recv, uint32_t slow);
void jit_sync_depth(Jit *j);                    /* thread.depth = r31's index + 1 (r11, r12) */
void jit_li32(Jit *j, int r, uint32_t v);
void jit_branch(Jit *j, uint32_t insn, uint32_t target_bci);   /* b/bc to a bytecode */
uint32_t jit_stub(Jit *j, int kind, uint32_t bci, int depth, uint32_t extra); /* new stub index */
void jit_branch_stub(Jit *j, uint32_t insn, uint32_t stub);     /* b/bc to a stub */
void jit_branch_exc(Jit *j, uint32_t insn);                      /* bc to the exception exit */
void jit_exit_interp(Jit *j, uint32_t bci, int depth);          /* status 1 at bci */
void jit_branch_exit(Jit *j);                                   /* b exit_glue (status in r3) */
void jit_helper(Jit *j, void *fn, uint32_t bci, int depth);     /* int fn(f, bci, sp); -1 exits */
int jit_template(Jit *j, uint32_t bci);                         /* jit_templates.c */
uint32_t *jit_space_alloc(uint32_t ninsns);                     /* code space (jit.c) */
/* the code space's routines, named by CODE events (ARG4, docs/events.md) */
enum { JIT_ROUTINE_GLUE = 1, JIT_ROUTINE_NEW = 2, JIT_ROUTINE_NEWARRAY = 3, JIT_ROUTINE_CLONE = 4 };
void jit_announce_routine(uint32_t routine, const uint32_t *p, uint32_t bytes);
void jit_sync_code(void *p, uint32_t n);
/* jit_long.c */
void jit_long_binary(Jit *j, int d, uint8_t op);
int jit_long_shift(Jit *j, uint32_t bci, int d, uint8_t op);    /* -1: lshr by a variable amount, not done */
void jit_lcmp(Jit *j, int d);
/* jit_alloc.c */
void jit_t_alloc(Jit *j, uint32_t bci, int d, uint8_t op);
void jit_t_array_clone(Jit *j, uint32_t bci, int d);
/* jit_calls.c: an invoke whose callee is one method (static, special, a virtual no class
 * overrides), patched at its first execution into a direct call or the callee's work inline */
#define JIT_SITE_MARK 0x4a495453u /* a site's first word (an invokevirtual word never is) */
#define JIT_REGION 12             /* a direct call's instructions */
typedef struct JitSite {
    uint32_t mark;        /* JIT_SITE_MARK */
    uint32_t *region;     /* len instructions, the first `b slow` until patched */
    uint32_t *slow;       /* the invoke's STUB_INVOKE */
    uint32_t *virt;       /* an invokevirtual's STUB_VIRTUAL (NULL: the callee is one method) */
    uint32_t insn, stub, vstub; /* while compiling: the region's instruction index, the stubs */
    int16_t recv;         /* the first argument's slot (r30-relative) */
    uint8_t len;          /* the region's instructions: JIT_REGION, more for a known callee's inline work */
    uint8_t done;         /* patched, or known never to be */
} JitSite;
void jit_t_site(Jit *j, uint32_t bci, int d, int args, uint8_t op, int virt);
Method *jit_known_method(Method *m, uint32_t pc); /* known when compiling, loading nothing (NULL: not) */
int jit_final_method(Method *m);                  /* no class overrides m */
void jit_site_patch(Frame *f, uint32_t bci, JitSite *s, Method *callee, Class *guard, int vindex);
/* jit_pure.c: a small method of int and long arithmetic inline (0: not one) */
uint32_t jit_pure_body(Method *callee, int32_t recv, uint32_t *g, uint32_t max, int *frames, int32_t *extent);
/* jit_fields.c */
Field *jit_known_field(Method *m, uint32_t pc); /* known when compiling (NULL: the stub's template) */
void jit_t_field(Jit *j, uint32_t bci, int d, uint8_t op);
void jit_null_check(Jit *j, int r, uint32_t bci, int d); /* jit.c: a stub that throws when r is null */

/* instructions before bytecode 0's code that save LR (in Frame.jit_lr: compiled methods have
 * no C stack frame): where jit_invoke's callers enter (the frame pushed in C); compiled
 * callers' fast path enters before them (Method.jit_entry), at the code that checks for
 * overflow and pushes the frame */
#define JIT_PROLOGUE 2

/* slot offsets from r30 */
#define LOC(i) ((int32_t)(i) * 4)
#define STK(j, d) ((int32_t)((j)->m->max_locals + (d)) * 4)

/* ppc32 encodings */
#define R0 0
#define D_FORM(op, rt, ra, d) ((uint32_t)(op) << 26 | (uint32_t)(rt) << 21 | (uint32_t)(ra) << 16 | ((uint32_t)(d) & 0xffff))
#define X_FORM(rt, ra, rb, xo) (31u << 26 | (uint32_t)(rt) << 21 | (uint32_t)(ra) << 16 | (uint32_t)(rb) << 11 | (uint32_t)(xo) << 1)
#define LWZ(rt, d, ra) D_FORM(32, rt, ra, d)
#define LBZ(rt, d, ra) D_FORM(34, rt, ra, d)
#define LHZ(rt, d, ra) D_FORM(40, rt, ra, d)
#define LHA(rt, d, ra) D_FORM(42, rt, ra, d)
#define STW(rs, d, ra) D_FORM(36, rs, ra, d)
#define STB(rs, d, ra) D_FORM(38, rs, ra, d)
#define STH(rs, d, ra) D_FORM(44, rs, ra, d)
#define LFS(ft, d, ra) D_FORM(48, ft, ra, d)
#define LFD(ft, d, ra) D_FORM(50, ft, ra, d)
#define STFS(ft, d, ra) D_FORM(52, ft, ra, d)
#define STFD(ft, d, ra) D_FORM(54, ft, ra, d)
#define ADDI(rt, ra, v) D_FORM(14, rt, ra, v)
#define LI(rt, v) ADDI(rt, 0, v)
#define ADDIS(rt, ra, v) D_FORM(15, rt, ra, v)
#define ORI(ra, rs, v) D_FORM(24, rs, ra, v)
/* the instructions that load v into r, li or lis and ori, into w: how many (1 or 2; w[1]
 * is set either way) */
static inline int li32_insns(uint32_t w[2], int r, uint32_t v)
{
    int small = (int32_t)v >= -32768 && (int32_t)v < 32768;
    w[0] = small ? LI(r, v) : ADDIS(r, 0, v >> 16);
    w[1] = ORI(r, r, v & 0xffff);
    return small || !(v & 0xffff) ? 1 : 2;
}
#define SUBFIC(rt, ra, v) D_FORM(8, rt, ra, v)
#define CMPWI(ra, v) D_FORM(11, 0, ra, v)
#define CMPW(ra, rb) X_FORM(0, ra, rb, 0)
#define CMPLW(ra, rb) X_FORM(0, ra, rb, 32)
#define ADD(rt, ra, rb) X_FORM(rt, ra, rb, 266)
#define SUBF(rt, ra, rb) X_FORM(rt, ra, rb, 40) /* rt = rb - ra */
#define ADDC(rt, ra, rb) X_FORM(rt, ra, rb, 10)
#define ADDE(rt, ra, rb) X_FORM(rt, ra, rb, 138)
#define SUBFC(rt, ra, rb) X_FORM(rt, ra, rb, 8)
#define SUBFE(rt, ra, rb) X_FORM(rt, ra, rb, 136)
#define SUBFZE(rt, ra) X_FORM(rt, ra, 0, 200)
#define MULLW(rt, ra, rb) X_FORM(rt, ra, rb, 235)
#define DIVW(rt, ra, rb) X_FORM(rt, ra, rb, 491)
#define NEG(rt, ra) X_FORM(rt, ra, 0, 104)
#define AND(ra, rs, rb) X_FORM(rs, ra, rb, 28)
#define OR(ra, rs, rb) X_FORM(rs, ra, rb, 444)
#define XOR(ra, rs, rb) X_FORM(rs, ra, rb, 316)
#define SLW(ra, rs, rb) X_FORM(rs, ra, rb, 24)
#define SRW(ra, rs, rb) X_FORM(rs, ra, rb, 536)
#define SRAW(ra, rs, rb) X_FORM(rs, ra, rb, 792)
#define SRAWI(ra, rs, sh) X_FORM(rs, ra, sh, 824)
#define EXTSB(ra, rs) X_FORM(rs, ra, 0, 954)
#define EXTSH(ra, rs) X_FORM(rs, ra, 0, 922)
#define MR(ra, rs) OR(ra, rs, rs)
#define LWZX(rt, ra, rb) X_FORM(rt, ra, rb, 23)
#define LBZX(rt, ra, rb) X_FORM(rt, ra, rb, 87)
#define LHZX(rt, ra, rb) X_FORM(rt, ra, rb, 279)
#define LHAX(rt, ra, rb) X_FORM(rt, ra, rb, 343)
#define STWX(rs, ra, rb) X_FORM(rs, ra, rb, 151)
#define STBX(rs, ra, rb) X_FORM(rs, ra, rb, 215)
#define STHX(rs, ra, rb) X_FORM(rs, ra, rb, 407)
#define RLWINM(ra, rs, sh, mb, me) (21u << 26 | (uint32_t)(rs) << 21 | (uint32_t)(ra) << 16 | (uint32_t)(sh) << 11 | (uint32_t)(mb) << 6 | (uint32_t)(me) << 1)
#define SLWI(ra, rs, n) RLWINM(ra, rs, n, 0, 31 - (n))
#define FP_FORM(op, ft, fa, fb, fc, xo) ((uint32_t)(op) << 26 | (uint32_t)(ft) << 21 | (uint32_t)(fa) << 16 | (uint32_t)(fb) << 11 | (uint32_t)(fc) << 6 | (uint32_t)(xo) << 1)
#define FNEG(ft, fb) FP_FORM(63, ft, 0, fb, 0, 40)
#define MTCTR(r) (0x7c0903a6u | (uint32_t)(r) << 21)
#define BCTR 0x4e800420u
#define BCTRL 0x4e800421u
#define B_ 0x48000000u               /* displacement filled in by the fix-ups */
#define BC(bo, bi) (16u << 26 | (uint32_t)(bo) << 21 | (uint32_t)(bi) << 16)
#define BO_TRUE 12
#define BO_FALSE 4
#define CR_LT 0
#define CR_GT 1
#define CR_EQ 2
#define NOP 0x60000000u

/* ---- what compiled code calls (jit_helpers.c; jit_alloc.c for allocation): each takes the
 * frame, the bytecode index and the operand stack pointer where it needs them, and answers
 * 0 to go on or nonzero for an exception pending (jit.c's stubs branch on it) ---- */
int jit_throw(Frame *f, uint32_t bci, int kind, jint a, jint b);
int jit_yield(Frame *f, uint32_t bci, uint32_t *sp);
int jit_field_patch(Frame *f, uint32_t bci, uint32_t *sp, uint32_t first, uint32_t nmarks);
int jit_overflow(Frame *f);
uint32_t *jit_invoke(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word);
int jit_arith(uint32_t *sp, uint32_t op);
int jit_h_ldc(Frame *f, uint32_t bci, uint32_t *sp);
int jit_h_aastore(Frame *f, uint32_t bci, uint32_t *sp);
int jit_h_multianewarray(Frame *f, uint32_t bci, uint32_t *sp);
int jit_h_athrow(Frame *f, uint32_t bci, uint32_t *sp);
int jit_h_checkcast(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word);
int jit_h_instanceof(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word);
int jit_h_monitorenter(Frame *f, uint32_t bci, uint32_t *sp);
int jit_h_monitorexit(Frame *f, uint32_t bci, uint32_t *sp);
void *jit_h_switch(Frame *f, uint32_t bci, jint v);
int jit_h_new(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word);
int jit_h_newarray(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word);
int jit_h_anewarray(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word);
int jit_h_array_clone(Frame *f, uint32_t bci, uint32_t *sp);
Method *jit_clone_method(uint32_t *at);
#endif
