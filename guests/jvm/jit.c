/* jit.c - the baseline compiler (-X:exec=baseline): driver, code space, entry and exit glue,
 * CODE events and -X:exec-stats. The design is in jit.h; the templates are in
 * jit_templates.c and the run-time helpers they call in jit_helpers.c.
 *
 * A method is compiled at its first invocation into the code space (one RWX mapping), then
 * made executable as on real PowerPC: dcbst and sync for every line written, icbi for every
 * line, then isync. A method the compiler cannot translate (jsr/ret, a frame too large for
 * 16-bit offsets, a branch out of range) is interpreted; -X:exec-stats lists each one with
 * its reason. Compiled code is entered by interp_run (jit_run) at a bytecode index and
 * comes back through the glue with 2 (the entered frame returned), 1 ("interpret the
 * innermost frame at its pc", e.g. a synchronized return) or -1 (an exception is pending,
 * the innermost frame's pc is the throwing instruction). */
#include "jit.h"
#include "quick.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

int exec_baseline;     /* -X:exec=baseline */
int exec_stats;        /* -X:exec-stats (2: =all, also each method as it is compiled) */
uint32_t exec_limit = ~0u;
int jit_yield_pending; /* set by the preemption timer (interp_request_yield) */

#define CODE_SPACE (32u << 20)
#define LINE 32u
static uint32_t *space, *space_top, *space_end;
static int (*entry_glue)(Frame *f, void *addr);
static uint32_t *exit_glue;
static uint32_t ncompiled, nfallback, code_bytes, nbytecodes;

typedef struct Fallback {
    Method *m;
    const char *why;
    struct Fallback *next;
} Fallback;
static Fallback *fallbacks, **fallbacks_tail = &fallbacks;

/* Announced after booting (events are dropped while booting): methods compiled so far, and
 * the code space's routines (m NULL; routine: CODE's ARG4, docs/events.md). */
typedef struct Compiled {
    Method *m;
    uint32_t addr, size, routine;
} Compiled;
static Compiled *booted;
static uint32_t nbooted, capbooted, booted_sent;

void jit_grow(Jit *j)
{
    j->cap = j->cap ? j->cap * 2 : 1024;
    j->buf = realloc(j->buf, j->cap * 4u);
    if (!j->buf)
        fatal("out of memory (baseline compiler)");
}

void jit_fail(Jit *j, const char *why)
{
    if (!j->fail)
        j->fail = why;
}

/* appends insn as it is: for instructions whose register records jit_writes has brought up
 * to date (what jit_emit's jit_track would do for them, without its decoding) */
static inline void put_insn(Jit *j, uint32_t insn)
{
    if (j->n == j->cap)
        jit_grow(j);
    j->buf[j->n++] = insn;
}

/* the first k (at most 6) of w[0..5]: all six copied, k counted (one growth makes room) */
static inline void put_insns(Jit *j, const uint32_t *w, uint32_t k)
{
    if (j->cap - j->n < 6)
        jit_grow(j);
    uint32_t *b = j->buf + j->n;
    b[0] = w[0], b[1] = w[1], b[2] = w[2], b[3] = w[3], b[4] = w[4], b[5] = w[5];
    j->n += k;
}

void jit_li32(Jit *j, int r, uint32_t v)
{
    uint32_t w[2];
    int n = li32_insns(w, r, v);
    jit_writes(j, r); /* li, lis, ori: r written, no slot read */
    if (j->cap - j->n < 2)
        jit_grow(j);
    uint32_t *b = j->buf + j->n;
    b[0] = w[0];
    b[1] = w[1]; /* (counted only when it is one) */
    j->n += (uint32_t)n;
}

/* Compiled calls do not count thread.depth (r31 is the innermost frame): C code reads it, so
 * every call-out that may and every exit to the interpreter set it first from r31,
 * depth = (r31 - thread.frames) / sizeof(Frame) + 1, the division exact: a shift and a
 * multiplication by the odd part's inverse modulo 2^32. */
void jit_sync_depth(Jit *j)
{
    static uint32_t seq[8 + 6], nseq, at_li; /* the sequence, made once; where r11 is written */
    if (!nseq) {
        uint32_t size, shift = 0, inv;
        for (size = (uint32_t)sizeof(Frame); !(size & 1); size >>= 1)
            shift++;
        inv = size; /* Newton's iteration: each step doubles the correct low bits */
        for (int i = 0; i < 5; i++)
            inv *= 2 - size * inv;
        seq[nseq++] = LWZ(12, offsetof(Thread, frames), 29);
        seq[nseq++] = SUBF(12, 12, 31);
        if (shift)
            seq[nseq++] = RLWINM(12, 12, 32 - shift, shift, 31);
        at_li = nseq;
        if (size != 1) {
            nseq += (uint32_t)li32_insns(seq + nseq, 11, inv);
            seq[nseq++] = MULLW(12, 12, 11);
        }
        seq[nseq++] = ADDI(12, 12, 1);
        seq[nseq++] = STW(12, offsetof(Thread, depth), 29);
    }
    /* the sequence writes r12 and r11 and reads no slot */
    jit_writes(j, 12);
    put_insns(j, seq, at_li);
    jit_writes(j, 11);
    put_insns(j, seq + at_li, nseq - at_li);
}

void jit_call(Jit *j, void *fn)
{
    jit_sync_depth(j);
    jit_call_raw(j, fn);
}

void jit_call_entry(Jit *j, uint32_t bci, int32_t recv, uint32_t slow)
{
    const int32_t fm = (int32_t)sizeof(Frame);
    jit_emit(j, LWZ(11, offsetof(Method, jit_entry), 12));
    jit_emit(j, CMPWI(11, 0));
    jit_branch_stub(j, BC(BO_TRUE, CR_EQ), slow);
    /* the caller's pc and sp (the arguments become the callee's locals), the callee's
     * Method; the callee's prologue checks for overflow and pushes the rest of its frame */
    jit_li32(j, 0, (uint32_t)(uintptr_t)(j->m->code + bci));
    jit_emit(j, STW(0, offsetof(Frame, pc), 31));
    jit_emit(j, ADDI(30, 30, recv));
    jit_emit(j, STW(30, offsetof(Frame, sp), 31));
    jit_emit(j, STW(12, fm + offsetof(Frame, m), 31));
    jit_emit(j, MTCTR(11));
    jit_emit(j, ADDI(31, 31, fm));
    jit_emit(j, BCTRL);
    jit_emit(j, ADDI(31, 31, -fm));
    jit_emit(j, ADDI(30, 30, -recv));
}

void jit_call_raw(Jit *j, void *fn)
{
    jit_li32(j, 12, (uint32_t)(uintptr_t)fn);
    jit_emit(j, MTCTR(12));
    j->bkind = JIT_BRANCH_RESET;
    jit_emit(j, BCTRL);
}

static void add_fix(Jit *j, uint32_t insn, uint32_t target, uint32_t kind)
{
    if (j->nfix == j->capfix) {
        j->capfix = j->capfix ? j->capfix * 2 : 64;
        j->fix = realloc(j->fix, j->capfix * sizeof *j->fix);
        if (!j->fix)
            fatal("out of memory (baseline compiler)");
    }
    j->fix[j->nfix++] = (struct Fix){insn, target, kind};
}

void jit_branch(Jit *j, uint32_t insn, uint32_t target_bci)
{
    jit_flush(j); /* before the branch's index is taken */
    add_fix(j, j->n, target_bci, (insn >> 26) == 18 ? FIX_B : FIX_BC);
    j->bkind = (insn >> 26) == 18 ? JIT_BRANCH_RESET : JIT_BRANCH_KEEP;
    jit_emit(j, insn);
}

uint32_t jit_stub(Jit *j, int kind, uint32_t bci, int depth, uint32_t extra)
{
    if (j->nstubs == j->capstubs) {
        j->capstubs = j->capstubs ? j->capstubs * 2 : 32;
        j->stubs = realloc(j->stubs, j->capstubs * sizeof *j->stubs);
        if (!j->stubs)
            fatal("out of memory (baseline compiler)");
    }
    j->stubs[j->nstubs] = (struct Stub){0, bci, (uint8_t)kind, (uint8_t)depth, 0, extra};
    if (depth > 255)
        jit_fail(j, "operand stack deeper than 255 slots");
    return j->nstubs++;
}

void jit_branch_stub(Jit *j, uint32_t insn, uint32_t stub)
{
    int noret = j->stubs[stub].kind == STUB_NPE || j->stubs[stub].kind == STUB_AIOOBE || j->stubs[stub].kind == STUB_DIV0;
    if (!noret)
        jit_flush(j); /* yield and field stubs come back to the template's start; they read the stack */
    add_fix(j, j->n, stub, (insn >> 26) == 18 ? FIX_STUB_B : FIX_STUB_BC);
    j->bkind = noret ? JIT_BRANCH_NORET : (insn >> 26) == 18 ? JIT_BRANCH_RESET : JIT_BRANCH_KEEP;
    jit_emit(j, insn);
}

void jit_null_check(Jit *j, int r, uint32_t bci, int d)
{
    if (jit_known_nonnull(j, r))
        return;
    jit_emit(j, CMPWI(r, 0));
    jit_branch_stub(j, BC(BO_TRUE, CR_EQ), jit_stub(j, STUB_NPE, bci, d, 0));
    if (!j->taint) /* past the check: not null until r is written */
        j->nonnull |= 1u << r;
}

void jit_branch_exc(Jit *j, uint32_t insn)
{
    add_fix(j, j->n, 0, FIX_EXC_BC);
    j->bkind = JIT_BRANCH_NORET; /* the handler starts with an empty stack */
    jit_emit(j, insn);
}

/* leaves compiled code: the interpreter runs the instruction at bci with the stack at depth */
void jit_exit_interp(Jit *j, uint32_t bci, int depth)
{
    jit_flush(j);
    jit_sync_depth(j);
    jit_li32(j, 0, (uint32_t)(uintptr_t)(j->m->code + bci));
    jit_emit(j, STW(0, 4, 31));
    jit_emit(j, ADDI(0, 30, STK(j, depth)));
    jit_emit(j, STW(0, 12, 31));
    jit_emit(j, LI(3, 1));
    add_fix(j, j->n, 0, FIX_B + 100); /* b exit_glue */
    j->bkind = JIT_BRANCH_RESET;
    jit_emit(j, B_);
}

void jit_branch_exit(Jit *j)
{
    jit_flush(j);
    add_fix(j, j->n, 0, FIX_B + 100);
    j->bkind = JIT_BRANCH_RESET;
    jit_emit(j, B_);
}

/* int fn(Frame *f, uint32_t bci, uint32_t *sp): sp is the first free slot before the
 * instruction; a non-zero result leaves with the exception pending */
void jit_helper(Jit *j, void *fn, uint32_t bci, int depth)
{
    jit_emit(j, MR(3, 31));
    jit_li32(j, 4, bci);
    jit_emit(j, ADDI(5, 30, STK(j, depth)));
    jit_call(j, fn);
    jit_emit(j, CMPWI(3, 0));
    jit_branch_exc(j, BC(BO_FALSE, CR_EQ));
}


/* a leaf's stubs that call C and come back keep its LR in a C frame of their own */
static void leaf_frame(Jit *j, int push)
{
    if (!j->leaf)
        return;
    if (push) {
        jit_emit(j, 0x7c0802a6u);           /* mflr r0 */
        jit_emit(j, D_FORM(37, 1, 1, -16)); /* stwu r1,-16(r1) */
        jit_emit(j, STW(0, 20, 1));
    } else {
        jit_emit(j, LWZ(0, 20, 1));
        jit_emit(j, ADDI(1, 1, 16));
        jit_emit(j, 0x7c0803a6u);           /* mtlr r0 */
    }
}

static void emit_stubs(Jit *j)
{
    uint32_t throw_tail = ~0u; /* the throwing stubs' shared call of jit_throw */
    for (uint32_t s = 0; s < j->nstubs; s++) {
        struct Stub *st = &j->stubs[s];
        st->insn = j->n;
        switch (st->kind) {
        case STUB_NPE: case STUB_AIOOBE: case STUB_DIV0:
            /* AIOOBE: the index in the register `extra` (r4 unless given), r0 the length; the
             * index first (it may be in r7) */
            jit_emit(j, MR(6, st->kind == STUB_AIOOBE && st->extra ? st->extra : 4));
            jit_emit(j, MR(7, 0));
            jit_li32(j, 4, st->bci);
            jit_emit(j, LI(5, st->kind));
            if (throw_tail != ~0u) { /* b throw_tail: a branch back within the buffer, copied whole */
                jit_emit(j, B_ | ((throw_tail - j->n) * 4 & 0x3fffffc));
                break;
            }
            throw_tail = j->n;
            jit_emit(j, MR(3, 31));
            jit_call(j, (void *)jit_throw);
            add_fix(j, j->n, 0, FIX_B + 200); /* b exc */
            jit_emit(j, B_);
            break;
        case STUB_YIELD:
            leaf_frame(j, 1);
            jit_emit(j, MR(3, 31));
            jit_li32(j, 4, st->bci);
            jit_emit(j, ADDI(5, 30, STK(j, st->depth)));
            jit_call(j, (void *)jit_yield);
            leaf_frame(j, 0);
            add_fix(j, j->n, st->bci, FIX_B); /* back to the branch */
            jit_emit(j, B_);
            break;
        case STUB_FIELD:
            leaf_frame(j, 1);
            jit_emit(j, MR(3, 31));
            jit_li32(j, 4, st->bci);
            jit_emit(j, ADDI(5, 30, STK(j, st->depth)));
            jit_emit(j, ADDIS(6, 0, st->extra >> 16));
            jit_emit(j, ORI(6, 6, st->extra & 0xffff));
            jit_emit(j, LI(7, st->marks));
            jit_call(j, (void *)jit_field_patch);
            leaf_frame(j, 0);
            jit_emit(j, CMPWI(3, 0));
            jit_branch_exc(j, BC(BO_FALSE, CR_EQ));
            add_fix(j, j->n, st->bci, FIX_B); /* run the patched template */
            jit_emit(j, B_);
            break;
        case STUB_INVOKE: { /* an invoke's slow path (jit_templates.c invoke; extra: its word) */
            uint32_t next = st->bci + bytecode_length(j->m->orig_code, st->bci);
            const int32_t fm = (int32_t)sizeof(Frame);
            jit_emit(j, MR(3, 31));
            jit_li32(j, 4, st->bci);
            jit_emit(j, ADDI(5, 30, STK(j, st->depth)));
            jit_li32(j, 6, st->extra);
            jit_call(j, (void *)jit_invoke);
            jit_emit(j, D_FORM(10, 0, 3, 2));      /* cmplwi r3,2 */
            jit_emit(j, BC(BO_TRUE, CR_GT) | 28);  /* bgt call */
            jit_emit(j, BC(BO_FALSE, CR_EQ) | 12); /* bne: 0 or 1 */
            jit_emit(j, LI(3, 1));                 /* 2: the callee is interpreted: status 1 */
            jit_branch_exit(j);
            jit_emit(j, CMPWI(3, 0));
            jit_branch_exc(j, BC(BO_TRUE, CR_EQ));
            add_fix(j, j->n, next, FIX_B);         /* 1: done (a native) */
            jit_emit(j, B_);
            jit_emit(j, MTCTR(3));                 /* call: the callee's frame is pushed */
            jit_emit(j, ADDI(31, 31, fm));
            jit_emit(j, LWZ(30, offsetof(Frame, locals), 31));
            jit_emit(j, BCTRL);
            jit_emit(j, ADDI(31, 31, -fm));
            jit_emit(j, LWZ(30, offsetof(Frame, locals), 31));
            add_fix(j, j->n, next, FIX_B);
            jit_emit(j, B_);
            break;
        }
        case STUB_VIRTUAL: { /* an invokevirtual site's vtable call (jit_calls.c; extra: the
                              * JitSite): r3 the receiver, r4 its TIB; jit_site_patch sets the
                              * vtable offset */
            const JitSite *site = (const JitSite *)(uintptr_t)st->extra;
            jit_emit(j, LWZ(4, offsetof(Class, vtable), 4));
            jit_emit(j, LWZ(12, 0, 4));
            jit_call_entry(j, st->bci, site->recv, site->stub);
            add_fix(j, j->n, st->bci + bytecode_length(j->m->orig_code, st->bci), FIX_B);
            jit_emit(j, B_);
            break;
        }
        case STUB_OVERFLOW: /* from the fast entry: the frame is not pushed, the caller throws */
            jit_emit(j, ADDI(31, 31, -(int32_t)sizeof(Frame)));
            jit_emit(j, LWZ(30, offsetof(Frame, locals), 31));
            jit_emit(j, MR(3, 31));
            jit_call(j, (void *)jit_overflow);
            add_fix(j, j->n, 0, FIX_B + 200); /* b exc */
            jit_emit(j, B_);
            break;
        }
    }
    j->exc_insn = j->n;
    jit_sync_depth(j);
    jit_emit(j, LI(3, -1));
    add_fix(j, j->n, 0, FIX_B + 100);
    jit_emit(j, B_);
}

/* makes [p, p + n bytes) executable: the sequence real PowerPC needs after writing code */
void jit_sync_code(void *p, uint32_t n)
{
    uintptr_t a = (uintptr_t)p & ~(uintptr_t)(LINE - 1), e = (uintptr_t)p + n;
    for (uintptr_t x = a; x < e; x += LINE)
        __asm__ volatile("dcbst 0,%0" ::"r"(x) : "memory");
    __asm__ volatile("sync" ::: "memory");
    for (uintptr_t x = a; x < e; x += LINE)
        __asm__ volatile("icbi 0,%0" ::"r"(x) : "memory");
    __asm__ volatile("isync" ::: "memory");
}

static uint32_t *space_alloc(uint32_t ninsns);
uint32_t *jit_space_alloc(uint32_t ninsns)
{
    return space_alloc(ninsns);
}

static uint32_t *space_alloc(uint32_t ninsns)
{
    if (!space) {
        void *p = mmap(NULL, CODE_SPACE, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            fatal("baseline compiler: cannot map the code space (%u bytes)", CODE_SPACE);
        space = space_top = p;
        space_end = space + CODE_SPACE / 4;
    }
    if (ninsns > (uint32_t)(space_end - space_top))
        fatal("baseline compiler: the code space (%u MiB) is full", CODE_SPACE >> 20);
    uint32_t *r = space_top;
    space_top += (ninsns + 7) & ~7u; /* each method starts a 32-byte line */
    return r;
}

/* The glue between C and compiled code. Entry (r3 the frame, r4 the code): a C frame that
 * saves r27-r31, LR and the previous thread.jit_sp, then thread.jit_sp = r1; r31/r30/r29 (&thread)
 * set, r28/r27 the frame and slot limits (throw_new raises them while it makes an exception:
 * the compiled code it runs enters here again; a thread switch keeps each thread's
 * registers); then `bl` to a trampoline that keeps LR in the Frame as a prologue does and
 * jumps to the code (compiled code runs on this C frame at every depth of compiled calls:
 * a C function it calls saves LR in its word 4). A compiled return (blr) to that address
 * comes back here: status 2. Every other exit (status 1 or -1, from any depth of
 * compiled calls) branches to exit_glue, which takes r1 back from thread.jit_sp. */
static void make_glue(void)
{
    uint32_t g[48], n = 0;
    uint32_t th = (uint32_t)(uintptr_t)&thread, t = (uint32_t)(uintptr_t)&thread.jit_sp;
    g[n++] = D_FORM(37, 1, 1, -32);  /* stwu r1,-32(r1) */
    g[n++] = 0x7c0802a6u;            /* mflr r0 */
    g[n++] = STW(0, 36, 1);
    g[n++] = STW(27, 12, 1);
    g[n++] = STW(28, 16, 1);
    g[n++] = STW(29, 20, 1);
    g[n++] = STW(30, 24, 1);
    g[n++] = STW(31, 28, 1);
    g[n++] = ADDIS(9, 0, t >> 16);
    g[n++] = ORI(9, 9, t & 0xffff);
    g[n++] = LWZ(0, 0, 9);
    g[n++] = STW(0, 8, 1);
    g[n++] = STW(1, 0, 9);
    g[n++] = MR(31, 3);
    g[n++] = LWZ(30, 8, 31);
    g[n++] = ADDIS(29, 0, th >> 16);
    g[n++] = ORI(29, 29, th & 0xffff);
    g[n++] = LWZ(28, offsetof(Thread, frames_end), 29); /* for the entries' overflow checks: */
    g[n++] = LWZ(27, offsetof(Thread, slots_end), 29);  /* the limits of this entry (throw_new raises them for its own) */
    g[n++] = MR(12, 4);
    uint32_t bl_at = n++;            /* bl tramp (below) */
    g[n++] = LI(3, 2);
    uint32_t exit_at = n;
    g[n++] = ADDIS(9, 0, t >> 16);
    g[n++] = ORI(9, 9, t & 0xffff);
    g[n++] = LWZ(1, 0, 9);
    g[n++] = LWZ(0, 8, 1);
    g[n++] = STW(0, 0, 9);
    g[n++] = LWZ(27, 12, 1);
    g[n++] = LWZ(28, 16, 1);
    g[n++] = LWZ(29, 20, 1);
    g[n++] = LWZ(30, 24, 1);
    g[n++] = LWZ(31, 28, 1);
    g[n++] = LWZ(0, 36, 1);
    g[n++] = 0x7c0803a6u; /* mtlr r0 */
    g[n++] = ADDI(1, 1, 32);
    g[n++] = 0x4e800020u; /* blr */
    /* tramp: the return address as a prologue keeps it (a leaf returns with LR as is), then
     * the code */
    g[bl_at] = B_ | 1 | 4 * (n - bl_at);
    g[n++] = 0x7c0802a6u; /* mflr r0 */
    g[n++] = STW(0, offsetof(Frame, jit_lr), 31);
    g[n++] = MTCTR(12);
    g[n++] = BCTR;

    uint32_t *p = space_alloc(n);
    memcpy(p, g, n * 4u);
    jit_sync_code(p, n * 4u);
    jit_announce_routine(JIT_ROUTINE_GLUE, p, n * 4u);
    entry_glue = (int (*)(Frame *, void *))(void *)p;
    exit_glue = p + exit_at;
}

Frame *jit_run(Frame *f, Frame *base, uint32_t *ret, int *how)
{
    uint32_t *at = f->m->jit_at[f->pc - f->m->code];
    if (!at)
        fatal("baseline compiler: %s.%s%s has no code for bytecode %u", f->m->owner->name, f->m->name, f->m->desc,
              (unsigned)(f->pc - f->m->code));
    int st = entry_glue(f, at);
    if (st == 2) { /* f's compiled code returned: f is popped, the value is at its locals */
        thread.depth = (int)(f - thread.frames);
        char k = f->m->ret_kind;
        uint32_t *dst = f->locals, n = k == 'V' ? 0 : k == 'J' || k == 'D' ? 2 : 1;
        if (f == base) {
            if (n)
                memcpy(ret, dst, n * 4u);
            *how = JIT_DONE;
            return f;
        }
        f--;
        f->sp = dst + n;
        *how = JIT_RESUME;
        return f;
    }
    *how = st == 1 ? JIT_INTERPRET : JIT_EXCEPTION;
    return &thread.frames[thread.depth - 1]; /* compiled calls may have pushed frames */
}

static int patch(uint32_t *at, uint32_t *to, int cond)
{
    int32_t d = (int32_t)((char *)to - (char *)at);
    if (cond) {
        if (d < -32768 || d > 32767)
            return -1;
        *at |= (uint32_t)d & 0xfffc;
    } else {
        if (d < -(1 << 25) || d >= (1 << 25))
            return -1;
        *at |= (uint32_t)d & 0x3fffffc;
    }
    return 0;
}

static void fall_back(Method *m, const char *why)
{
    m->jit_state = 2;
    nfallback++;
    Fallback *fb = xmalloc(sizeof *fb);
    *fb = (Fallback){m, why, NULL};
    *fallbacks_tail = fb;
    fallbacks_tail = &fb->next;
}

/* a CODE event for a compiled method (routine 0) or a routine of the code space (m NULL),
 * or, while booting, kept for the first one after */
static void announce(Method *m, uint32_t addr, uint32_t size, uint32_t routine)
{
    if (booting) {
        if (nbooted == capbooted) {
            capbooted = capbooted ? capbooted * 2 : 256;
            booted = realloc(booted, capbooted * sizeof *booted);
            if (!booted)
                fatal("out of memory (baseline compiler)");
        }
        booted[nbooted++] = (Compiled){m, addr, size, routine};
        return;
    }
    if (!booted_sent) { /* the code made while booting, in order */
        booted_sent = 1;
        for (uint32_t i = 0; i < nbooted; i++)
            event_emit(EV_CODE, booted[i].m ? booted[i].m->id : 0, booted[i].addr, booted[i].size, booted[i].routine);
    }
    event_emit(EV_CODE, m ? m->id : 0, addr, size, routine);
}

void jit_announce_routine(uint32_t routine, const uint32_t *p, uint32_t bytes)
{
    announce(NULL, (uint32_t)(uintptr_t)p, bytes, routine);
}


/* a template whose stack stores may wait (jit_regs.c): straight code, or branches only
 * through the wrappers that store what is pending first; no stub that comes back to the
 * template's start (yield points: backward branches, switches; field resolution) */
static int simple(Jit *j, uint32_t pc)
{
    Method *m = j->m;
    const uint8_t *c = m->orig_code + pc;
    uint8_t op = c[0];
    if (op <= 0x98)
        return op != 0x53; /* constants, loads, stores, stack, arithmetic, conversions; not aastore */
    if ((op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7)
        return (int16_t)(c[1] << 8 | c[2]) > 0; /* forward branches */
    if (op >= 0xac && op <= 0xb1)
        return !(m->flags & ACC_SYNCHRONIZED);
    if (op == 0xb4 || op == 0xb5) { /* getfield/putfield of a known field (the template asks again) */
        j->field = jit_known_field(m, pc);
        j->field_pc = pc;
        return j->field != NULL;
    }
    return op == 0xbe; /* arraylength */
}

/* a method whose templates call nothing that comes back (no invoke, allocation, helper) is
 * a leaf: no C frame, its LR stays the caller's. This is the guess from the opcodes;
 * jit_compile checks the code (calls_out) and compiles a wrong guess again with a frame. */
static int leaf_candidate(Method *m)
{
    if (m->flags & ACC_SYNCHRONIZED)
        return 0;
    const uint8_t *c = m->orig_code;
    for (uint32_t pc = 0; pc < m->code_len; pc += bytecode_length(c, pc)) {
        uint8_t op = c[pc];
        if (op <= 0x11 || op == 0x14 || (op >= 0x15 && op <= 0x5f && op != 0x53) || (op >= 0x99 && op <= 0xa7) ||
            (op >= 0xac && op <= 0xb5) || op == 0xbe || op == 0xc6 || op == 0xc7)
            continue;
        switch (op) {
        case 0x60: case 0x61: case 0x64: case 0x65: case 0x68: case 0x6c: case 0x70: case 0x74: case 0x78: case 0x7a:
        case 0x7c: case 0x7e: case 0x7f: case 0x80: case 0x81: case 0x82: case 0x83: case 0x84: case 0x88: case 0x91:
        case 0x92: case 0x93:
            continue;
        }
        return 0;
    }
    return 1;
}

/* a branch-and-link among n instructions */
static int calls_out(const uint32_t *b, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        uint32_t op = b[i] >> 26, xo = b[i] >> 1 & 0x3ff;
        if ((b[i] & 1) && (op == 16 || op == 18 || (op == 19 && (xo == 16 || xo == 528))))
            return 1;
    }
    return 0;
}

/* the emitter's growing buffers (code, fix-ups, stubs, bytecode map), kept from one
 * compilation to the next instead of grown from nothing (realloc copying) each time; a
 * nested compilation, were there one, would get its own */
static struct Fix *keep_fix;
static struct Stub *keep_stubs;
static uint32_t *keep_buf, *keep_at, keep_cap, keep_capfix, keep_capstubs, keep_capat;
static int keep_taken;

/* the buffers for a method of n bytecode bytes, j->at set to ~0u (no code); 1: the kept ones */
static int take_buffers(Jit *j, uint32_t n)
{
    int kept = !keep_taken;
    if (!kept) {
        j->at = xmalloc(n * sizeof *j->at);
    } else {
        keep_taken = 1;
        j->buf = keep_buf, j->cap = keep_cap;
        j->fix = keep_fix, j->capfix = keep_capfix;
        j->stubs = keep_stubs, j->capstubs = keep_capstubs;
        if (keep_capat < n) {
            free(keep_at);
            keep_capat = n;
            keep_at = xmalloc(keep_capat * sizeof *keep_at);
        }
        j->at = keep_at;
    }
    memset(j->at, 0xff, n * sizeof *j->at);
    return kept;
}

static void give_back_buffers(Jit *j, int kept)
{
    if (!kept) {
        free(j->buf);
        free(j->fix);
        free(j->stubs);
        free(j->at);
        return;
    }
    keep_buf = j->buf, keep_cap = j->cap;
    keep_fix = j->fix, keep_capfix = j->capfix;
    keep_stubs = j->stubs, keep_capstubs = j->capstubs;
    keep_taken = 0;
}

void jit_compile(Method *m)
{
    if (m->jit_state || !m->code || (m->flags & (ACC_NATIVE | ACC_ABSTRACT)))
        return;
    m->jit_state = 2;
    if (!entry_glue)
        make_glue();
    if (ncompiled >= exec_limit) {
        fall_back(m, "beyond -X:exec-limit");
        return;
    }
    if (((uint32_t)m->max_locals + m->max_stack) * 4u + 64 > 0x7000) {
        fall_back(m, "frame too large for 16-bit slot offsets");
        return;
    }
    int16_t *depth = stackmap_depths(m);
    if (!depth) {
        fall_back(m, "jsr/ret (no stack depths)");
        return;
    }
    Jit j;
    int kept = 0; /* the kept buffers taken (at among them) */
    for (int leaf = leaf_candidate(m);; leaf = 0) {
        j = (Jit){.m = m, .depth = depth, .leaf = (uint8_t)leaf, .field_pc = ~0u};
        kept = take_buffers(&j, m->code_len);
        if (!(m->flags & ACC_SYNCHRONIZED)) {
            /* the fast entry (Method.jit_entry): compiled callers have set the caller's pc and sp
             * and this frame's m; r30 is the callee's locals, r31 its Frame. As jit_invoke: a
             * StackOverflowError at the caller's invoke when the frames or the slots run out;
             * then locals (the operand stack's base follows them: frame_stack; pc and sp are
             * saved, and thread.depth set, at every call-out). */
            uint32_t so = jit_stub(&j, STUB_OVERFLOW, 0, 0, 0);
            jit_emit(&j, CMPLW(31, 28)); /* r28: thread.frames_end, r27: thread.slots_end (the glue) */
            int far = m->code_len > 800; /* the stub may be beyond a conditional branch's reach */
            if (far)
                jit_emit(&j, BC(BO_TRUE, CR_LT) | 8);
            jit_branch_stub(&j, far ? B_ : BC(BO_FALSE, CR_LT), so);
            jit_emit(&j, ADDI(7, 30, (int32_t)((m->max_locals + m->max_stack) * 4u)));
            jit_emit(&j, CMPLW(7, 27));
            if (far)
                jit_emit(&j, BC(BO_FALSE, CR_GT) | 8);
            jit_branch_stub(&j, far ? B_ : BC(BO_TRUE, CR_GT), so);
            jit_emit(&j, STW(30, offsetof(Frame, locals), 31));
        }
        /* the prologue (JIT_PROLOGUE instructions before bytecode 0; none in a leaf): jit_invoke's
         * callers enter here */
        if (!j.leaf) {
            jit_emit(&j, 0x7c0802a6u); /* mflr r0 */
            jit_emit(&j, STW(0, offsetof(Frame, jit_lr), 31));
        }
        j.label = jit_labels(m, &j.this_kept);
        j.prev_pc = ~0u;
        j.track = 1;
        for (uint32_t pc = 0; pc < m->code_len && !j.fail; pc += bytecode_length(m->orig_code, pc)) {
            if (j.depth[pc] < 0)
                continue;
            /* before the bytecode's index is taken: stores a label or a template that is not
             * simple needs (jit_regs.c) */
            jit_drop_dead(&j, j.depth[pc]);
            j.delay = (uint8_t)simple(&j, pc);
            if (j.label[pc] || j.taint)
                jit_forget_all(&j);
            else if (!j.delay)
                jit_flush(&j);
            j.taint = 0;
            j.pinned = 0;
            j.bkind = JIT_BRANCH_RAW;
            j.at[pc] = j.n;
            jit_template(&j, pc);
            j.prev_pc = pc;
        }
        jit_forget_all(&j);
        j.track = 0;
        if (!j.leaf || j.fail || !calls_out(j.buf, j.n))
            break;
        give_back_buffers(&j, kept); /* a call in a leaf: compiled again with a frame */
        free(j.label);
        free(j.sites);
    }
    if (!j.fail)
        emit_stubs(&j);
    uint32_t *code = NULL;
    if (!j.fail) {
        code = space_alloc(j.n);
        memcpy(code, j.buf, j.n * 4u);
        for (uint32_t i = 0; i < j.nfix && !j.fail; i++) {
            struct Fix *x = &j.fix[i];
            uint32_t *to;
            int cond = x->kind == FIX_BC || x->kind == FIX_STUB_BC || x->kind == FIX_EXC_BC;
            if (x->kind == FIX_BC || x->kind == FIX_B)
                to = j.at[x->target] == ~0u ? NULL : code + j.at[x->target];
            else if (x->kind == FIX_STUB_BC || x->kind == FIX_STUB_B)
                to = code + j.stubs[x->target].insn;
            else if (x->kind == FIX_EXC_BC || x->kind == FIX_B + 200)
                to = code + j.exc_insn;
            else
                to = exit_glue;
            if (!to || patch(code + x->insn, to, cond) < 0)
                jit_fail(&j, "branch out of range");
        }
        if (j.fail)
            space_top = code; /* give the space back */
    }
    if (j.fail) {
        fall_back(m, j.fail);
    } else {
        for (uint32_t i = 0; i < j.nsites; i++) { /* jit_calls.c's sites: where their regions landed */
            j.sites[i]->region = code + j.sites[i]->insn;
            j.sites[i]->slow = code + j.stubs[j.sites[i]->stub].insn;
            if (j.sites[i]->vstub != ~0u)
                j.sites[i]->virt = code + j.stubs[j.sites[i]->vstub].insn;
        }
        jit_sync_code(code, j.n * 4u);
        m->jit_at = xcalloc(m->code_len, sizeof *m->jit_at);
        for (uint32_t i = 0; i < m->code_len; i++)
            if (j.at[i] != ~0u)
                m->jit_at[i] = code + j.at[i];
        m->jit_state = 1;
        m->jit_slow = m->jit_at[0] - (j.leaf ? 0 : JIT_PROLOGUE);
        if (!(m->flags & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED)))
            m->jit_entry = code; /* the prologue */
        ncompiled++;
        code_bytes += j.n * 4u;
        nbytecodes += m->code_len;
        announce(m, (uint32_t)(uintptr_t)code, j.n * 4u, 0);
        if (exec_stats > 1)
            out_printf(2, "jvm: exec: compiled #%u %s.%s%s at 0x%08x, %u bytes\n", ncompiled, m->owner->name, m->name,
                       m->desc, (unsigned)(uintptr_t)code, j.n * 4u);
    }
    give_back_buffers(&j, kept);
    free(j.depth);
    free(j.label);
    free(j.sites);
}

/* -X:exec-stats, at exit: what was compiled, and every method that fell back */
void jit_report(void)
{
    if (!exec_stats)
        return;
    out_printf(2, "jvm: exec: mode=%s compiled=%u bytecode_bytes=%u code_bytes=%u fallbacks=%u\n",
               exec_baseline ? "baseline" : "interp", ncompiled, nbytecodes, code_bytes, nfallback);
    for (Fallback *fb = fallbacks; fb; fb = fb->next)
        out_printf(2, "jvm: exec: fallback %s.%s%s: %s\n", fb->m->owner->name, fb->m->name, fb->m->desc, fb->why);
}
