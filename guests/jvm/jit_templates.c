/* jit_templates.c - the baseline compiler's templates: the ppc32 code for each bytecode.
 *
 * Operands live in the frame's slots (r30 = locals; stack slot k at STK(k)), so a template
 * loads its operands into scratch registers, computes and stores the result; nothing is
 * kept in registers from one bytecode to the next but what jit_regs.c's caching finds.
 * Checks branch to out-of-line stubs (jit.c) that throw as the interpreter does. Field
 * instructions are in jit_fields.c, long arithmetic in jit_long.c, allocation in
 * jit_alloc.c. Invokes call compiled callees directly (jit_invoke the first time and for
 * the rest); returns go back to the compiled caller. */
#include "jit.h"
#include "quick.h"
#include <stddef.h>
#include <stdlib.h>

#define E(x) jit_emit(j, (x))
#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)((uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (p)[3]))


/* Operands come from jit_ld (jit_regs.c): the register that already holds the slot, or a
 * free one of the ring loaded; results go to a register of the ring (jit_pick), so that
 * they stay cached for the next template. */
static void const32(Jit *j, uint32_t v, int32_t at)
{
    int r = jit_pick(j);
    jit_li32(j, r, v);
    E(STW(r, at, 30));
}

static void move(Jit *j, int32_t from, int32_t to)
{
    E(STW(jit_ld(j, from), to, 30));
}

static void move2(Jit *j, int32_t from, int32_t to)
{
    int a = jit_ld(j, from), b = jit_ld(j, from + 4);
    E(STW(a, to, 30));
    E(STW(b, to + 4, 30));
}

/* a call to jit_arith(sp, op) (jit_helpers.c) for what is not worth inlining */
static void arith(Jit *j, uint32_t bci, uint8_t op, int d, int can_throw)
{
    E(ADDI(3, 30, STK(j, d)));
    E(LI(4, op));
    jit_call_raw(j, (void *)jit_arith);
    if (can_throw) {
        E(CMPWI(3, 0));
        jit_branch_stub(j, BC(BO_FALSE, CR_EQ), jit_stub(j, STUB_DIV0, bci, d, 0));
    }
}

static void yield_check(Jit *j, uint32_t bci, int d)
{
    jit_forget_all(j); /* the stub comes back to the template's start, registers lost (nothing is
                        * pending: the template is not simple, jit_compile stored it all) */
    int32_t off = (int32_t)((uintptr_t)&jit_yield_pending - (uintptr_t)&thread);
    if (off >= -32768 && off < 32768) {
        E(LWZ(0, off, 29));
    } else {
        uint32_t y = (uint32_t)(uintptr_t)&jit_yield_pending;
        E(ADDIS(11, 0, (y + 0x8000) >> 16));
        E(LWZ(0, (int16_t)(y & 0xffff), 11));
    }
    E(CMPWI(0, 0));
    jit_branch_stub(j, BC(BO_FALSE, CR_EQ), jit_stub(j, STUB_YIELD, bci, d, 0));
}

/* a conditional branch on cr0 by the comparison's condition (0 eq, 1 ne, 2 lt, 3 ge, 4 gt, 5 le) */
static void cond_branch(Jit *j, int cond, uint32_t target)
{
    static const uint8_t bo[6] = {BO_TRUE, BO_FALSE, BO_TRUE, BO_FALSE, BO_TRUE, BO_FALSE};
    static const uint8_t bi[6] = {CR_EQ, CR_EQ, CR_LT, CR_LT, CR_GT, CR_GT};
    jit_branch(j, BC(bo[cond], bi[cond]), target);
}

/* the array at slot a and the index at slot a+1, checked (the bounds stub gets the index's
 * register); then *base = &element 0 and *idx = index << shift */
static void array_address(Jit *j, uint32_t bci, int d, int a, int shift, int *base, int *idx)
{
    int ra = jit_ld(j, STK(j, a)), ri = jit_ld(j, STK(j, a + 1));
    jit_null_check(j, ra, bci, d);
    E(LWZ(0, ARRAY_LENGTH_OFFSET, ra));
    E(CMPLW(ri, 0));
    jit_branch_stub(j, BC(BO_FALSE, CR_LT), jit_stub(j, STUB_AIOOBE, bci, d, (uint32_t)ri));
    *idx = ri;
    if (shift) {
        *idx = jit_pick(j);
        E(SLWI(*idx, ri, shift));
    }
    *base = jit_pick(j);
    E(ADDI(*base, ra, ARRAY_DATA_OFFSET));
}

static void array_load(Jit *j, uint32_t bci, int d, uint8_t op)
{
    static const int8_t shift[8] = {2, 3, 2, 3, 2, 0, 1, 1};
    int k = op - 0x2e, b, i;
    array_address(j, bci, d, d - 2, shift[k], &b, &i);
    int v = jit_pick(j);
    if (k == 1 || k == 3) {
        int v2 = jit_pick(j);
        E(ADD(b, b, i));
        E(LWZ(v, 0, b));
        E(LWZ(v2, 4, b));
        E(STW(v, STK(j, d - 2), 30));
        E(STW(v2, STK(j, d - 1), 30));
        return;
    }
    switch (k) {
    case 5: E(LBZX(v, b, i)); E(EXTSB(v, v)); break;
    case 6: E(LHZX(v, b, i)); break;
    case 7: E(LHAX(v, b, i)); break;
    default: E(LWZX(v, b, i)); break;
    }
    E(STW(v, STK(j, d - 2), 30));
}

static void array_store(Jit *j, uint32_t bci, int d, uint8_t op)
{
    static const int8_t shift[8] = {2, 3, 2, 3, 2, 0, 1, 1};
    int k = op - 0x4f, b, i;
    int wide = k == 1 || k == 3;
    array_address(j, bci, d, d - (wide ? 4 : 3), shift[k], &b, &i);
    if (wide) {
        int v = jit_ld(j, STK(j, d - 2)), v2 = jit_ld(j, STK(j, d - 1));
        E(ADD(b, b, i));
        E(STW(v, 0, b));
        E(STW(v2, 4, b));
        return;
    }
    int v = jit_ld(j, STK(j, d - 1));
    switch (k) {
    case 5: E(STBX(v, b, i)); break;
    case 6: case 7: E(STHX(v, b, i)); break;
    default: E(STWX(v, b, i)); break;
    }
}

/* aastore: a null value, one whose class is exactly the array's element class, or any into
 * an Object[], inline
 * (with the plan's barrier); anything else (null array, bounds, subtypes, the store
 * check) through the helper */
static void aastore(Jit *j, uint32_t bci, int d)
{
    uint32_t slow[4], n = 0;
    E(LWZ(3, STK(j, d - 3), 30));
    E(LWZ(4, STK(j, d - 2), 30));
    E(LWZ(5, STK(j, d - 1), 30));
    E(CMPWI(3, 0));
    slow[n++] = j->n;
    E(BC(BO_TRUE, CR_EQ));
    E(LWZ(0, ARRAY_LENGTH_OFFSET, 3));
    E(CMPLW(4, 0));
    slow[n++] = j->n;
    E(BC(BO_FALSE, CR_LT));
    E(CMPWI(5, 0));
    uint32_t ok = j->n;
    E(BC(BO_TRUE, CR_EQ));
    E(LWZ(6, 4, 3));
    E(LWZ(6, offsetof(Class, elem), 6));
    E(LWZ(7, 4, 5));
    E(CMPW(6, 7));
    uint32_t exact = j->n;
    E(BC(BO_TRUE, CR_EQ));
    uint32_t o = (uint32_t)(uintptr_t)&cls_Object; /* an Object[] takes any reference */
    E(ADDIS(8, 0, (o + 0x8000) >> 16));
    E(LWZ(8, (int16_t)(o & 0xffff), 8));
    E(CMPW(6, 8));
    slow[n++] = j->n;
    E(BC(BO_FALSE, CR_EQ));
    j->buf[ok] |= ((j->n - ok) * 4) & 0xfffc;
    j->buf[exact] |= ((j->n - exact) * 4) & 0xfffc;
    E(SLWI(4, 4, 2));
    E(ADDI(4, 4, ARRAY_DATA_OFFSET));
    if (plan_write_barrier) { /* (array, slot, value); then the operands again */
        E(ADD(4, 3, 4));
        jit_call_raw(j, (void *)plan_write_barrier);
        E(LWZ(3, STK(j, d - 3), 30));
        E(LWZ(4, STK(j, d - 2), 30));
        E(LWZ(5, STK(j, d - 1), 30));
        E(SLWI(4, 4, 2));
        E(ADDI(4, 4, ARRAY_DATA_OFFSET));
    }
    E(STWX(5, 3, 4));
    uint32_t done = j->n;
    E(B_);
    for (uint32_t i = 0; i < n; i++)
        j->buf[slow[i]] |= ((j->n - slow[i]) * 4) & 0xfffc;
    jit_helper(j, (void *)jit_h_aastore, bci, d);
    j->buf[done] |= ((j->n - done) * 4) & 0x3fffffc;
}

/* integer binary operations: r3 = a, r4 = b, result into a's slot */
static void int_binary(Jit *j, uint32_t bci, int d, uint8_t op)
{
    if (op != 0x6c && op != 0x70) { /* a, b and the result in registers of the ring */
        int a = jit_ld(j, STK(j, d - 2)), b = jit_ld(j, STK(j, d - 1)), r = jit_pick(j);
        switch (op) {
        case 0x60: E(ADD(r, a, b)); break;
        case 0x64: E(SUBF(r, b, a)); break;
        case 0x68: E(MULLW(r, a, b)); break;
        case 0x7e: E(AND(r, a, b)); break;
        case 0x80: E(OR(r, a, b)); break;
        case 0x82: E(XOR(r, a, b)); break;
        case 0x78: E(RLWINM(r, b, 0, 27, 31)); E(SLW(r, a, r)); break;
        case 0x7a: E(RLWINM(r, b, 0, 27, 31)); E(SRAW(r, a, r)); break;
        case 0x7c: E(RLWINM(r, b, 0, 27, 31)); E(SRW(r, a, r)); break;
        }
        E(STW(r, STK(j, d - 2), 30));
        return;
    }
    E(LWZ(3, STK(j, d - 2), 30));
    E(LWZ(4, STK(j, d - 1), 30));
    switch (op) {
    case 0x60: E(ADD(3, 3, 4)); break;
    case 0x64: E(SUBF(3, 4, 3)); break;
    case 0x68: E(MULLW(3, 3, 4)); break;
    case 0x6c: case 0x70: /* idiv, irem: b == 0 throws; b == -1 is -a and 0 (divw leaves it undefined) */
        E(CMPWI(4, 0));
        jit_branch_stub(j, BC(BO_TRUE, CR_EQ), jit_stub(j, STUB_DIV0, bci, d, 0));
        E(CMPWI(4, -1));
        if (op == 0x6c) {
            E(BC(BO_FALSE, CR_EQ) | 12); /* bne +12 */
            E(NEG(3, 3));
            E(B_ | 8);
            E(DIVW(3, 3, 4));
        } else {
            E(BC(BO_FALSE, CR_EQ) | 12);
            E(LI(3, 0));
            E(B_ | 16);
            E(DIVW(5, 3, 4));
            E(MULLW(5, 5, 4));
            E(SUBF(3, 5, 3));
        }
        break;
    case 0x7e: E(AND(3, 3, 4)); break;
    case 0x80: E(OR(3, 3, 4)); break;
    case 0x82: E(XOR(3, 3, 4)); break;
    case 0x78: E(RLWINM(4, 4, 0, 27, 31)); E(SLW(3, 3, 4)); break;
    case 0x7a: E(RLWINM(4, 4, 0, 27, 31)); E(SRAW(3, 3, 4)); break;
    case 0x7c: E(RLWINM(4, 4, 0, 27, 31)); E(SRW(3, 3, 4)); break;
    }
    E(STW(3, STK(j, d - 2), 30));
}

/* fadd..fdiv, dadd..ddiv on the FPU (IEEE single/double rounding, as Java's) */
static void float_binary(Jit *j, int d, uint8_t op)
{
    int dbl = op & 1, k = (op - 0x62) >> 2; /* 0 add, 1 sub, 2 mul, 3 div */
    static const uint8_t xo[4] = {21, 20, 25, 18};
    int sa = dbl ? d - 4 : d - 2, sb = dbl ? d - 2 : d - 1;
    E(dbl ? LFD(1, STK(j, sa), 30) : LFS(1, STK(j, sa), 30));
    E(dbl ? LFD(2, STK(j, sb), 30) : LFS(2, STK(j, sb), 30));
    if (k == 2)
        E(FP_FORM(dbl ? 63 : 59, 1, 1, 0, 2, xo[k]));
    else
        E(FP_FORM(dbl ? 63 : 59, 1, 1, 2, 0, xo[k]));
    E(dbl ? STFD(1, STK(j, sa), 30) : STFS(1, STK(j, sa), 30));
}

static void local_load(Jit *j, int d, uint32_t idx, int wide)
{
    if (wide)
        move2(j, LOC(idx), STK(j, d));
    else
        move(j, LOC(idx), STK(j, d));
}

static void local_store(Jit *j, int d, uint32_t idx, int wide)
{
    if (wide)
        move2(j, STK(j, d - 2), LOC(idx));
    else
        move(j, STK(j, d - 1), LOC(idx));
}

static void iinc(Jit *j, uint32_t idx, int32_t by)
{
    int a = jit_ld(j, LOC(idx)), r = jit_pick(j); /* never r0: addi reads ra = 0 as the constant 0 */
    E(ADDI(r, a, by));
    E(STW(r, LOC(idx), 30));
}

/* An invoke: jit_invoke (jit_helpers.c) resolves, selects and pushes the callee's frame.
 * Its result: 0 an exception; 1 done (a native, its result pushed); 2 the callee's frame is
 * pushed but interpreted: leave for the interpreter, which runs the innermost frame; else
 * the compiled callee's entry, called with r31/r30 of its frame (the next Frame). */
static void invoke(Jit *j, uint32_t bci, int d)
{
    Method *m = j->m;
    uint8_t op = m->orig_code[bci];
    uint32_t *word = NULL;
    if (op == 0xb6) { /* clone() of an array: Object.clone's work in one helper (jit_helpers.c) */
        CpEntry *cp = m->owner->cp, *e = &cp[U2(m->orig_code + bci + 1)];
        if (cp[cp[e->a].a].u.utf8[0] == '[' && strcmp(cp[cp[e->b].a].u.utf8, "clone") == 0 &&
            strcmp(cp[cp[e->b].b].u.utf8, "()Ljava/lang/Object;") == 0) {
            jit_t_array_clone(j, bci, d);
            return;
        }
    }
    if (op == 0xb6 || op == 0xb7 || op == 0xb8) { /* jit_calls.c */
        CpEntry *e = &m->owner->cp[U2(m->orig_code + bci + 1)];
        int args = CALL_ARGS(cp_call_shape(m->owner->cp, e->b)) + (op == 0xb8 ? 0 : 1);
        jit_t_site(j, bci, d, args, op, op == 0xb6 && !jit_final_method(jit_known_method(m, bci)));
        return;
    }
    if (op == 0xb9) {
        /* The fast path, once jit_invoke has resolved the site into its word (a one-entry
         * inline cache: the last receiver class and its target): a compiled callee without
         * native/abstract/synchronized (Method.jit_entry) is called with the frame pushed
         * here; anything else (null receiver, overflow, ...) takes the helper. */
        CpEntry *e = &m->owner->cp[U2(m->orig_code + bci + 1)];
        int args = CALL_ARGS(cp_call_shape(m->owner->cp, e->b)) + 1;
        word = xmalloc(8); /* lives as long as the code; malloc's 8-byte alignment keeps w + 4 in w's 64 KiB */
        word[0] = word[1] = 0; /* until resolved */
        uint32_t w = (uint32_t)(uintptr_t)word;
        int32_t recv = STK(j, d - args);
        uint32_t slow = jit_stub(j, STUB_INVOKE, bci, d, w); /* jit_invoke, out of line (jit.c) */
        jit_forget_all(j);
        j->taint = 1; /* nothing to record here (the next bytecode is a label): emitted as is */
        E(ADDIS(11, 0, (w + 0x8000) >> 16));
        E(LWZ(12, (int16_t)(w & 0xffff), 11));
        E(LWZ(3, recv, 30));
        E(CMPWI(3, 0));
        jit_branch_stub(j, BC(BO_TRUE, CR_EQ), slow);
        E(LWZ(3, 4, 3)); /* the inline cache: (receiver class, target) */
        E(CMPW(3, 12));
        jit_branch_stub(j, BC(BO_FALSE, CR_EQ), slow);
        E(LWZ(12, (int16_t)((w & 0xffff) + 4), 11));
        jit_call_entry(j, bci, recv, slow);
        return;
    }
    E(MR(3, 31));
    jit_li32(j, 4, bci);
    E(ADDI(5, 30, STK(j, d)));
    jit_li32(j, 6, (uint32_t)(uintptr_t)word);
    jit_call(j, (void *)jit_invoke);
    E(D_FORM(10, 0, 3, 2));          /* cmplwi r3,2 */
    E(BC(BO_TRUE, CR_GT) | 28);      /* bgt call (+28) */
    E(BC(BO_FALSE, CR_EQ) | 12);     /* bne +12: 0 or 1 */
    E(LI(3, 1));                     /* 2: status 1 */
    jit_branch_exit(j);
    E(CMPWI(3, 0));
    jit_branch_exc(j, BC(BO_TRUE, CR_EQ));
    E(B_ | 28);                      /* 1: the next instruction */
    E(MTCTR(3));                     /* call: */
    E(ADDI(31, 31, (int32_t)sizeof(Frame)));
    E(LWZ(30, 8, 31));
    E(BCTRL);
    E(ADDI(31, 31, -(int32_t)sizeof(Frame)));
    E(LWZ(30, 8, 31));
}

/* a return: the value to the frame's first local (the caller's stack slot, where the
 * interpreter puts it), then LR from the Frame (the prologue's) and blr (thread.depth is not
 * counted by compiled calls: jit.c's jit_sync_depth) */
static void ret(Jit *j, int d, uint8_t op)
{
    j->delay = 0; /* the value's words are the caller's (LOC(1) may be a stack slot here) */
    if (op == 0xad || op == 0xaf)
        move2(j, STK(j, d - 2), LOC(0));
    else if (op != 0xb1)
        move(j, STK(j, d - 1), LOC(0));
    jit_drop_dead(j, 0); /* the stack dies with the frame */
    if (!j->leaf) { /* the prologue kept LR in the Frame; a leaf's LR is the caller's still */
        E(LWZ(0, offsetof(Frame, jit_lr), 31));
        E(0x7c0803a6u); /* mtlr r0 */
    }
    E(0x4e800020u); /* blr */
}

/* checkcast, instanceof: null, an object of exactly the class the helper resolved (its
 * word, 0 until the first execution), of the last class the helper found a subclass (the
 * word after it) or of any class whose superclasses include it, inline; for instanceof also
 * the last class it found not one (the third word: 0); anything else through the helper,
 * which also fills the words */
static void type_test(Jit *j, uint32_t bci, int d, uint8_t op)
{
    uint32_t *word = aligned_alloc(16, 16); /* lives as long as the code; w + 8 in w's 64 KiB */
    if (!word)
        fatal("out of memory (baseline compiler)");
    memset(word, 0, 16);
    uint32_t w = (uint32_t)(uintptr_t)word, miss_at = 0, out0_at = 0;
    E(LWZ(3, STK(j, d - 1), 30));
    E(CMPWI(3, 0));
    uint32_t null_at = j->n;
    E(BC(BO_TRUE, CR_EQ));
    E(LWZ(4, 4, 3));
    E(ADDIS(11, 0, (w + 0x8000) >> 16));
    E(LWZ(5, (int16_t)(w & 0xffff), 11));
    E(CMPW(4, 5));
    uint32_t hit_at = j->n;
    E(BC(BO_TRUE, CR_EQ));
    E(LWZ(5, (int16_t)((w & 0xffff) + 4), 11));
    E(CMPW(4, 5));
    uint32_t hit2_at = j->n;
    E(BC(BO_TRUE, CR_EQ));
    /* the receiver's superclasses, up to Object's (null), against the class: a site that
     * sees many subclasses of a class (each one the helper's last) tests them inline; an
     * interface or an array class is never met there (the helper) */
    E(LWZ(5, (int16_t)(w & 0xffff), 11));
    uint32_t loop_at = j->n;
    E(LWZ(4, offsetof(Class, super), 4));
    E(CMPWI(4, 0));
    uint32_t end_at = j->n;
    E(BC(BO_TRUE, CR_EQ));
    E(CMPW(4, 5));
    uint32_t hit3_at = j->n;
    E(BC(BO_TRUE, CR_EQ));
    E(B_ | (((loop_at - j->n) * 4) & 0x3fffffc));
    j->buf[end_at] |= ((j->n - end_at) * 4) & 0xfffc;
    if (op == 0xc1) /* (r4 is the receiver's class again) */
        E(LWZ(4, 4, 3));
    if (op == 0xc1) { /* instanceof: the last class the helper found not a subclass gives 0 */
        E(LWZ(5, (int16_t)((w & 0xffff) + 8), 11));
        E(CMPW(4, 5));
        miss_at = j->n;
        E(BC(BO_FALSE, CR_EQ));
        E(LI(0, 0));
        E(STW(0, STK(j, d - 1), 30));
        out0_at = j->n;
        E(B_);
        j->buf[miss_at] |= ((j->n - miss_at) * 4) & 0xfffc;
    }
    E(MR(3, 31));
    jit_li32(j, 4, bci);
    E(ADDI(5, 30, STK(j, d)));
    jit_li32(j, 6, w);
    jit_call(j, op == 0xc0 ? (void *)jit_h_checkcast : (void *)jit_h_instanceof);
    E(CMPWI(3, 0));
    jit_branch_exc(j, BC(BO_FALSE, CR_EQ));
    uint32_t out_at = j->n;
    E(B_);
    j->buf[hit_at] |= ((j->n - hit_at) * 4) & 0xfffc; /* exact or cached class: instanceof gives 1 */
    j->buf[hit2_at] |= ((j->n - hit2_at) * 4) & 0xfffc;
    j->buf[hit3_at] |= ((j->n - hit3_at) * 4) & 0xfffc;
    if (op == 0xc1) {
        E(LI(0, 1));
        E(STW(0, STK(j, d - 1), 30));
    }
    j->buf[null_at] |= ((j->n - null_at) * 4) & 0xfffc; /* null: checkcast passes, instanceof 0 (the slot) */
    j->buf[out_at] |= ((j->n - out_at) * 4) & 0x3fffffc;
    if (out0_at)
        j->buf[out0_at] |= ((j->n - out0_at) * 4) & 0x3fffffc;
}

/* emits the template of the instruction at bci; returns 0, or -1 after jit_fail */
int jit_template(Jit *j, uint32_t bci)
{
    Method *m = j->m;
    const uint8_t *c = m->orig_code + bci;
    int d = j->depth[bci];
    uint8_t op = c[0];
    if (op >= 0x02 && op <= 0x08) { const32(j, (uint32_t)(op - 3), STK(j, d)); return 0; }
    if (op >= 0x1a && op <= 0x2d) { /* xload_n */
        int k = (op - 0x1a) >> 2, n = (op - 0x1a) & 3;
        local_load(j, d, (uint32_t)n, k == 1 || k == 3);
        return 0;
    }
    if (op >= 0x3b && op <= 0x4e) { /* xstore_n */
        int k = (op - 0x3b) >> 2, n = (op - 0x3b) & 3;
        local_store(j, d, (uint32_t)n, k == 1 || k == 3);
        return 0;
    }
    if (op >= 0x2e && op <= 0x35) { array_load(j, bci, d, op); return 0; }
    if (op >= 0x4f && op <= 0x56 && op != 0x53) { array_store(j, bci, d, op); return 0; }
    if (op >= 0x99 && op <= 0xa6) { /* if<cond>, if_icmp<cond>, if_acmp<cond> */
        uint32_t target = bci + (uint32_t)(int32_t)S2(c + 1);
        if (target <= bci)
            yield_check(j, bci, d);
        if (op <= 0x9e) {
            E(CMPWI(jit_ld(j, STK(j, d - 1)), 0));
            cond_branch(j, op - 0x99, target);
        } else {
            int a = jit_ld(j, STK(j, d - 2)), b = jit_ld(j, STK(j, d - 1));
            E(op >= 0xa5 ? CMPLW(a, b) : CMPW(a, b));
            cond_branch(j, op >= 0xa5 ? op - 0xa5 : op - 0x9f, target);
        }
        return 0;
    }
    switch (op) {
    case 0x00: return 0;
    case 0x01: const32(j, 0, STK(j, d)); return 0;
    case 0x09: case 0x0a: const32(j, 0, STK(j, d)); const32(j, op - 0x09u, STK(j, d + 1)); return 0;
    case 0x0b: case 0x0c: case 0x0d: { jfloat v = (jfloat)(op - 0x0b); uint32_t w; memcpy(&w, &v, 4); const32(j, w, STK(j, d)); return 0; }
    case 0x0e: case 0x0f: { uint32_t w[2]; put_double(w, (jdouble)(op - 0x0e)); const32(j, w[0], STK(j, d)); const32(j, w[1], STK(j, d + 1)); return 0; }
    case 0x10: const32(j, (uint32_t)(jint)(int8_t)c[1], STK(j, d)); return 0;
    case 0x11: const32(j, (uint32_t)(jint)S2(c + 1), STK(j, d)); return 0;
    case 0x12: case 0x13: {
        CpEntry *e = &m->owner->cp[op == 0x12 ? c[1] : U2(c + 1)];
        if (e->tag == CONST_Integer || e->tag == CONST_Float)
            const32(j, e->u.half[0], STK(j, d));
        else
            jit_helper(j, (void *)jit_h_ldc, bci, d);
        return 0;
    }
    case 0x14: { CpEntry *e = &m->owner->cp[U2(c + 1)]; const32(j, e->u.half[0], STK(j, d)); const32(j, e->u.half[1], STK(j, d + 1)); return 0; }
    case 0x15: case 0x17: case 0x19: local_load(j, d, c[1], 0); return 0;
    case 0x16: case 0x18: local_load(j, d, c[1], 1); return 0;
    case 0x36: case 0x38: case 0x3a: local_store(j, d, c[1], 0); return 0;
    case 0x37: case 0x39: local_store(j, d, c[1], 1); return 0;
    case 0x53: aastore(j, bci, d); return 0;
    case 0x57: case 0x58: return 0; /* pop, pop2 */
    case 0x59: move(j, STK(j, d - 1), STK(j, d)); return 0;
    case 0x5c: move2(j, STK(j, d - 2), STK(j, d)); return 0;
    case 0x5a: case 0x5b: case 0x5d: case 0x5e: case 0x5f: {
        /* dup_x1 [b a] -> [a b a]; dup_x2 [c b a] -> [a c b a]; dup2_x1 [c b a] -> [b a c b a];
         * dup2_x2 [d c b a] -> [b a d c b a]; swap [b a] -> [a b]: load, then store */
        static const int8_t n_in[] = {[0x5a - 0x5a] = 2, [0x5b - 0x5a] = 3, [0x5d - 0x5a] = 3, [0x5e - 0x5a] = 4, [0x5f - 0x5a] = 2};
        static const char *const out[] = {[0x5a - 0x5a] = "010", [0x5b - 0x5a] = "0210", [0x5d - 0x5a] = "10210",
                                          [0x5e - 0x5a] = "103210", [0x5f - 0x5a] = "01"};
        int n = n_in[op - 0x5a];
        const char *o = out[op - 0x5a];
        /* registers r3.. hold the slots from the top: r3 = top (a), r4 = b, r5 = c, r6 = d */
        for (int i = 0; i < n; i++)
            E(LWZ(3 + i, STK(j, d - 1 - i), 30));
        int len = (int)strlen(o);
        for (int i = 0; i < len; i++) /* o lists the new stack bottom-up by register index */
            E(STW(3 + (o[i] - '0'), STK(j, d - n + i), 30));
        return 0;
    }
    case 0x60: case 0x64: case 0x68: case 0x6c: case 0x70: case 0x78: case 0x7a: case 0x7c: case 0x7e: case 0x80: case 0x82:
        int_binary(j, bci, d, op);
        return 0;
    case 0x61: case 0x65: case 0x69: case 0x7f: case 0x81: case 0x83: jit_long_binary(j, d, op); return 0;
    case 0x62: case 0x63: case 0x66: case 0x67: case 0x6a: case 0x6b: case 0x6e: case 0x6f:
        float_binary(j, d, op);
        return 0;
    case 0x79: case 0x7b: case 0x7d:
        if (jit_long_shift(j, bci, d, op) < 0)
            arith(j, bci, op, d, 0);
        return 0;
    case 0x94: jit_lcmp(j, d); return 0;
    case 0x72: case 0x73: case 0x95: case 0x96: case 0x97: case 0x98:
        arith(j, bci, op, d, 0);
        return 0;
    case 0x6d: case 0x71: arith(j, bci, op, d, 1); return 0; /* ldiv, lrem */
    case 0x74: { int a = jit_ld(j, STK(j, d - 1)), r = jit_pick(j); E(NEG(r, a)); E(STW(r, STK(j, d - 1), 30)); return 0; }
    case 0x75: /* lneg */
        E(LWZ(3, STK(j, d - 2), 30));
        E(LWZ(4, STK(j, d - 1), 30));
        E(SUBFIC(4, 4, 0));
        E(SUBFZE(3, 3));
        E(STW(3, STK(j, d - 2), 30));
        E(STW(4, STK(j, d - 1), 30));
        return 0;
    case 0x76: case 0x77: /* fneg, dneg: the sign bit of the (high) word */
        E(LWZ(0, STK(j, d - (op == 0x76 ? 1 : 2)), 30));
        E(D_FORM(27, 0, 0, 0x8000)); /* xoris r0,r0,0x8000 */
        E(STW(0, STK(j, d - (op == 0x76 ? 1 : 2)), 30));
        return 0;
    case 0x84: iinc(j, c[1], (int8_t)c[2]); return 0;
    case 0x85: { /* i2l */
        int a = jit_ld(j, STK(j, d - 1)), r = jit_pick(j);
        E(SRAWI(r, a, 31));
        E(STW(r, STK(j, d - 1), 30));
        E(STW(a, STK(j, d), 30));
        return 0;
    }
    case 0x88: move(j, STK(j, d - 1), STK(j, d - 2)); return 0; /* l2i */
    case 0x91: { int a = jit_ld(j, STK(j, d - 1)), r = jit_pick(j); E(EXTSB(r, a)); E(STW(r, STK(j, d - 1), 30)); return 0; }
    case 0x92: { int a = jit_ld(j, STK(j, d - 1)), r = jit_pick(j); E(RLWINM(r, a, 0, 16, 31)); E(STW(r, STK(j, d - 1), 30)); return 0; }
    case 0x93: { int a = jit_ld(j, STK(j, d - 1)), r = jit_pick(j); E(EXTSH(r, a)); E(STW(r, STK(j, d - 1), 30)); return 0; }
    case 0x86: case 0x87: case 0x89: case 0x8a: case 0x8b: case 0x8c: case 0x8d: case 0x8e: case 0x8f: case 0x90:
        arith(j, bci, op, d, 0);
        return 0;
    case 0xa7: case 0xc8: { /* goto, goto_w */
        uint32_t target = bci + (uint32_t)(op == 0xa7 ? (int32_t)S2(c + 1) : S4(c + 1));
        if (target <= bci)
            yield_check(j, bci, d);
        jit_branch(j, B_, target);
        return 0;
    }
    case 0xc6: case 0xc7: { /* ifnull, ifnonnull */
        uint32_t target = bci + (uint32_t)(int32_t)S2(c + 1);
        if (target <= bci)
            yield_check(j, bci, d);
        int r = jit_ld(j, STK(j, d - 1));
        E(CMPWI(r, 0));
        cond_branch(j, op == 0xc6 ? 0 : 1, target);
        if (op == 0xc6 && !j->taint) /* ifnull falls through: not null */
            j->nonnull |= 1u << r;
        return 0;
    }
    case 0xaa: case 0xab: /* the helper returns the target's code */
        yield_check(j, bci, d);
        E(MR(3, 31));
        jit_li32(j, 4, bci);
        E(LWZ(5, STK(j, d - 1), 30));
        jit_call_raw(j, (void *)jit_h_switch);
        E(MTCTR(3));
        E(BCTR);
        return 0;
    case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1: /* returns */
        if (m->flags & ACC_SYNCHRONIZED) /* Q_SYNC_RETURN unlocks in the interpreter */
            jit_exit_interp(j, bci, d);
        else
            ret(j, d, op);
        return 0;
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba: invoke(j, bci, d); return 0;
    case 0xb2: case 0xb3: case 0xb4: case 0xb5: jit_t_field(j, bci, d, op); return 0; /* jit_fields.c */
    case 0xbb: case 0xbc: case 0xbd: jit_t_alloc(j, bci, d, op); return 0;
    case 0xc5: jit_helper(j, (void *)jit_h_multianewarray, bci, d); return 0;
    case 0xbe: {
        int a = jit_ld(j, STK(j, d - 1)), r = jit_pick(j);
        jit_null_check(j, a, bci, d);
        E(LWZ(r, ARRAY_LENGTH_OFFSET, a));
        E(STW(r, STK(j, d - 1), 30));
        return 0;
    }
    case 0xbf: jit_helper(j, (void *)jit_h_athrow, bci, d); return 0;
    case 0xc0: case 0xc1: type_test(j, bci, d, op); return 0;
    case 0xc2: jit_helper(j, (void *)jit_h_monitorenter, bci, d); return 0;
    case 0xc3: jit_helper(j, (void *)jit_h_monitorexit, bci, d); return 0;
    case 0xc4: { /* wide */
        uint32_t idx = U2(c + 2);
        switch (c[1]) {
        case 0x15: case 0x17: case 0x19: local_load(j, d, idx, 0); return 0;
        case 0x16: case 0x18: local_load(j, d, idx, 1); return 0;
        case 0x36: case 0x38: case 0x3a: local_store(j, d, idx, 0); return 0;
        case 0x37: case 0x39: local_store(j, d, idx, 1); return 0;
        case 0x84: iinc(j, idx, S2(c + 4)); return 0;
        default: break;
        }
        jit_fail(j, "wide ret (jsr/ret)");
        return -1;
    }
    case 0xa8: case 0xa9: case 0xc9:
        jit_fail(j, "jsr/ret");
        return -1;
    default:
        jit_fail(j, "an opcode the compiler does not know");
        return -1;
    }
}
