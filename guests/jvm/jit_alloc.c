/* jit_alloc.c - the baseline compiler's allocation fast paths: new, newarray and anewarray
 * allocate with the bump pointer and send their events from compiled code.
 *
 * Each site has a word (0 until the helper has run once: the class to instantiate, filled
 * when the interpreter would have quickened the instruction: resolved, initialised; for
 * arrays the array class). With the word set, the site calls one of two routines of the
 * code space (made once, like jit.c's glue), which do what heap.c's alloc_object and
 * alloc_array do on their fast path, in the same order and with the same stores: the bump
 * pointer (allocate()), the header, -X:stats's 64-bit counters (their high words only when
 * they change), then ALLOC_SITE (the method's id
 * and the bytecode index, constants of the site, as announce_site finds them in the top
 * frame) and NEW_SCALAR/NEW_ARRAY, each payload stored to the featured page in
 * event_emit's order and committed by FEATURE_END. The routine gives 0 (the site then
 * calls its helper, which does it all in C) for a negative or large array length and when
 * the bump space is exhausted (the plan's slow path: collections). While booting (no
 * events) the helpers leave the words 0. Under -X:eventlog (the log is written in C) and
 * -X:deaths (every allocation is a time step of deaths.c) the sites always call their
 * helpers, decided when compiling: the routines test none of it. */
#include "jit.h"
#include "plan.h"
#include <stddef.h>

#define FEATURE_PAGE 0x7fffe000u
#define FE(k) ((int16_t)(FEATURE_PAGE - 0x80000000u + 4u * (k))) /* from lis rX,0x8000 */
#define HA(a) (((uint32_t)(uintptr_t)(a) + 0x8000u) >> 16)
#define LO(a) ((int16_t)((uint32_t)(uintptr_t)(a) & 0xffffu))
#define ADDIC_DOT(rt, ra, v) D_FORM(13, rt, ra, v)
#define CMPLWI(ra, v) D_FORM(10, 0, ra, v)
#define OR_DOT(ra, rs, rb) (X_FORM(rs, ra, rb, 444) | 1)
#define BLR 0x4e800020u
#define LWZU(rt, d, ra) D_FORM(33, rt, ra, d)
#define STWU(rs, d, ra) D_FORM(37, rs, ra, d)
#define BDNZ(disp) (BC(16, 0) | ((uint32_t)(disp) & 0xfffc))


static uint32_t *scalar_glue, *array_glue, *clone_glue;

typedef struct Code {
    uint32_t g[128], n, fail[8], nfail;
} Code;

static void g(Code *c, uint32_t insn)
{
    c->g[c->n++] = insn;
}

static void fail_if(Code *c, uint32_t bc)
{
    c->fail[c->nfail++] = c->n;
    g(c, bc);
}

/* no fast path while booting (no events): the clone routine's test; the allocation sites'
 * words stay 0 while booting (jit_helpers.c), and under -X:deaths (deaths_on is opt.deaths
 * from the end of booting) and -X:eventlog no site calls a routine */
static void gate_booting(Code *c)
{
    g(c, ADDIS(9, 0, HA(&booting)));
    g(c, LWZ(0, LO(&booting), 9));
    g(c, CMPWI(0, 0));
    fail_if(c, BC(BO_FALSE, CR_EQ));
}

/* the object at r8 of r7 bytes (class r3): bump pointer, header word tib */
static void bump(Code *c)
{
    g(c, ADDIS(9, 0, HA(&mutator_bump.cursor)));
    g(c, LWZ(8, LO(&mutator_bump.cursor), 9));
    g(c, ADDIS(10, 0, HA(&mutator_bump.limit)));
    g(c, LWZ(10, LO(&mutator_bump.limit), 10));
    g(c, SUBF(10, 8, 10)); /* limit - p */
    g(c, CMPLW(10, 7));
    fail_if(c, BC(BO_TRUE, CR_LT));
    g(c, ADD(10, 8, 7));
    g(c, STW(10, LO(&mutator_bump.cursor), 9));
    g(c, STW(3, offsetof(Object, tib), 8));
}

/* gc_stats.alloc_objects += 1, alloc_bytes += r7 (64-bit, big-endian words): the low word
 * always, the high word only on a carry (its value is the same either way) */
static void stats(Code *c)
{
    char *o = (char *)&gc_stats.alloc_objects, *b = (char *)&gc_stats.alloc_bytes;
    if (HA(o) != HA(o + 4) || HA(b) != HA(b + 4))
        fatal("baseline compiler: allocation counters across a 64 KiB boundary");
    g(c, ADDIS(9, 0, HA(o)));
    g(c, LWZ(10, LO(o + 4), 9));
    g(c, ADDIC_DOT(10, 10, 1)); /* a carry out of the low word leaves it 0 */
    g(c, STW(10, LO(o + 4), 9));
    g(c, BC(BO_FALSE, CR_EQ) | 16);
    g(c, LWZ(11, LO(o), 9));
    g(c, ADDI(11, 11, 1));
    g(c, STW(11, LO(o), 9));
    if (HA(b) != HA(o))
        g(c, ADDIS(9, 0, HA(b)));
    g(c, LWZ(10, LO(b + 4), 9));
    g(c, ADD(10, 10, 7));
    g(c, STW(10, LO(b + 4), 9));
    g(c, CMPLW(10, 7)); /* a carry: the sum below the addend */
    g(c, BC(BO_FALSE, CR_LT) | 16);
    g(c, LWZ(11, LO(b), 9));
    g(c, ADDI(11, 11, 1));
    g(c, STW(11, LO(b), 9));
}

/* event_emit's stores: next, extra, arg3, arg4, the word, then FEATURE_END (r9 = 0x80000000) */
static void event(Code *c, int word, int next, int extra, int arg3, int arg4)
{
    g(c, STW(next, FE(1), 9));
    g(c, STW(extra, FE(2), 9));
    g(c, STW(arg3, FE(4), 9));
    g(c, STW(arg4, FE(5), 9));
    g(c, STW(word, FE(0), 9));
    g(c, LI(11, 1));
    g(c, STW(11, FE(3), 9));
}

static void li32(Code *c, int r, uint32_t v)
{
    uint32_t w[2];
    for (int i = 0, n = li32_insns(w, r, v); i < n; i++)
        g(c, w[i]);
}

/* r7 = the bytes of an array of r6 elements of class r3 */
static void array_bytes(Code *c)
{
    _Static_assert(OBJ_ALIGN == 4, "array_bytes rounds to 4 bytes");
    g(c, LBZ(7, offsetof(Class, elem_size), 3));
    g(c, MULLW(7, 6, 7));
    g(c, ADDI(7, 7, ARRAY_DATA_OFFSET + OBJ_ALIGN - 1));
    g(c, RLWINM(7, 7, 0, 0, 31 - 2)); /* & ~(OBJ_ALIGN - 1) */
}

/* NEW_SCALAR or NEW_ARRAY of the object at r8 (r3 its class, r7 its bytes, r6 an array's
 * length; r9 = 0x80000000, r0 = 0 from the ALLOC_SITE before it) */
static void new_event(Code *c, int array)
{
    g(c, LWZ(12, offsetof(Class, type_id), 3));
    if (array) {
        g(c, SLWI(10, 7, 5));
        g(c, ORI(10, 10, EV_NEW_ARRAY));
        event(c, 10, 8, 12, 7, 6);
    } else {
        g(c, LI(10, EV_NEW_SCALAR));
        event(c, 10, 8, 12, 7, 0);
    }
}

static uint32_t *finish(Code *c, uint32_t routine)
{
    for (uint32_t i = 0; i < c->nfail; i++)
        c->g[c->fail[i]] |= ((c->n - c->fail[i]) * 4) & 0xfffc;
    g(c, LI(3, 0));
    g(c, BLR);
    uint32_t *p = jit_space_alloc(c->n);
    memcpy(p, c->g, c->n * 4u);
    jit_sync_code(p, c->n * 4u);
    jit_announce_routine(routine, p, c->n * 4u);
    return p;
}

/* scalar (r3 class, r4 method id, r5 bci) or array (also r6 length): r3 = the object or 0 */
static uint32_t *make(int array)
{
    Code c = {.n = 0};
    if (array) {
        g(&c, ADDIS(0, 0, 0x10)); /* lengths below 2^20 (negative ones are huge unsigned) */
        g(&c, CMPLW(6, 0));
        fail_if(&c, BC(BO_FALSE, CR_LT));
        array_bytes(&c);
    } else {
        g(&c, LWZ(7, offsetof(Class, instance_size), 3));
    }
    bump(&c);
    if (array)
        g(&c, STW(6, ARRAY_LENGTH_OFFSET, 8));
    stats(&c);
    g(&c, ADDIS(9, 0, 0x8000));
    g(&c, LI(0, 0));
    g(&c, LI(10, EV_ALLOC_SITE));
    event(&c, 10, 4, 5, 0, 0);
    new_event(&c, array);
    g(&c, MR(3, 8));
    g(&c, BLR);
    return finish(&c, array ? JIT_ROUTINE_NEWARRAY : JIT_ROUTINE_NEW);
}

/* clone() of an array (r3 the receiver, r4 its slot: Object.clone's locals, were its frame
 * pushed): jit_h_array_clone's work when nothing unusual happens, with natives.c clone_of's
 * stores in its order: the receiver's TIB and length, the copy's allocation as
 * alloc_array's fast path (ALLOC_SITE names Object.clone at its internalClone invoke, the
 * frame the helper pushes), then the words after the header (the length again and the
 * elements), loaded from the receiver read from its slot again, and stored one by one.
 * r3 = the copy, or 0 (the site then calls the helper) while booting, for a null receiver,
 * when Object.clone's frame would not fit (the helper throws StackOverflowError), for a copy
 * over 256 bytes after the header, and in make()'s cases. Under a write barrier (the helper
 * passes the copy's references through it) the sites always call the helper. */
static uint32_t *make_clone(void)
{
    Code c = {.n = 0};
    uint32_t at;
    Method *clone = jit_clone_method(&at);
    gate_booting(&c);
    g(&c, CMPWI(3, 0));
    fail_if(&c, BC(BO_TRUE, CR_EQ));
    g(&c, ADDI(0, 31, (int32_t)sizeof(Frame))); /* Object.clone's Frame before frames_end */
    g(&c, LWZ(9, offsetof(Thread, frames_end), 29));
    g(&c, CMPLW(0, 9));
    fail_if(&c, BC(BO_FALSE, CR_LT));
    g(&c, ADDI(0, 4, (int32_t)((clone->max_locals + clone->max_stack) * 4u))); /* its slots */
    g(&c, LWZ(9, offsetof(Thread, slots_end), 29));
    g(&c, CMPLW(0, 9));
    fail_if(&c, BC(BO_TRUE, CR_GT));
    g(&c, LWZ(7, offsetof(Object, tib), 3));
    g(&c, LWZ(6, ARRAY_LENGTH_OFFSET, 3));
    g(&c, MR(3, 7));
    array_bytes(&c);
    g(&c, CMPLWI(7, HEADER_BYTES + 256));
    fail_if(&c, BC(BO_TRUE, CR_GT));
    bump(&c);
    g(&c, STW(6, ARRAY_LENGTH_OFFSET, 8));
    stats(&c);
    g(&c, ADDIS(9, 0, 0x8000));
    g(&c, LI(0, 0));
    g(&c, LI(10, EV_ALLOC_SITE));
    li32(&c, 5, clone->id);
    li32(&c, 12, at);
    event(&c, 10, 5, 12, 0, 0);
    new_event(&c, 1);
    g(&c, LWZ(3, 0, 4));
    g(&c, ADDI(10, 7, -HEADER_BYTES));
    g(&c, RLWINM(10, 10, 30, 2, 31)); /* words: at least the length */
    g(&c, MTCTR(10));
    g(&c, ADDI(3, 3, HEADER_BYTES - 4));
    g(&c, ADDI(9, 8, HEADER_BYTES - 4));
    g(&c, LWZU(0, 4, 3));
    g(&c, STWU(0, 4, 9));
    g(&c, BDNZ(-8));
    g(&c, MR(3, 8));
    g(&c, BLR);
    return finish(&c, JIT_ROUTINE_CLONE);
}

/* clone() of an array (jit_templates.c's invoke) at bci, the receiver on top of depth d:
 * the routine above, else the helper */
void jit_t_array_clone(Jit *j, uint32_t bci, int d)
{
    uint32_t done = 0;
    int at = STK(j, d - 1);
    if (!opt.eventlog && !opt.deaths && !plan_write_barrier && !opt.classlib_jdk) { /* (the JDK's: a native) */
        if (!clone_glue)
            clone_glue = make_clone();
        jit_emit(j, LWZ(3, at, 30));
        jit_emit(j, ADDI(4, 30, at));
        jit_call_raw(j, clone_glue);
        jit_emit(j, CMPWI(3, 0));
        uint32_t slow = j->n;
        jit_emit(j, BC(BO_TRUE, CR_EQ));
        jit_emit(j, STW(3, at, 30));
        done = j->n;
        jit_emit(j, B_);
        j->buf[slow] |= ((j->n - slow) * 4) & 0xfffc;
    }
    jit_helper(j, (void *)jit_h_array_clone, bci, d);
    if (done)
        j->buf[done] |= ((j->n - done) * 4) & 0x3fffffc;
}

/* new (0xbb), newarray (0xbc), anewarray (0xbd) at bci, stack depth d before it */
void jit_t_alloc(Jit *j, uint32_t bci, int d, uint8_t op)
{
    uint32_t *word = xcalloc(1, 4); /* lives as long as the code */
    uint32_t w = (uint32_t)(uintptr_t)word, done = 0, slow[2];
    void *helper = op == 0xbb ? (void *)jit_h_new : op == 0xbc ? (void *)jit_h_newarray : (void *)jit_h_anewarray;
    int array = op != 0xbb, at = STK(j, array ? d - 1 : d);
    if (!opt.eventlog && !opt.deaths) {
        if (!scalar_glue) {
            scalar_glue = make(0);
            array_glue = make(1);
        }
        jit_emit(j, ADDIS(11, 0, HA(w)));
        jit_emit(j, LWZ(3, LO(w), 11));
        jit_emit(j, CMPWI(3, 0));
        slow[0] = j->n;
        jit_emit(j, BC(BO_TRUE, CR_EQ));
        jit_li32(j, 4, j->m->id);
        jit_li32(j, 5, bci);
        if (array)
            jit_emit(j, LWZ(6, at, 30));
        jit_call_raw(j, array ? array_glue : scalar_glue);
        jit_emit(j, CMPWI(3, 0));
        slow[1] = j->n;
        jit_emit(j, BC(BO_TRUE, CR_EQ));
        jit_emit(j, STW(3, at, 30));
        done = j->n;
        jit_emit(j, B_);
        for (int i = 0; i < 2; i++)
            j->buf[slow[i]] |= ((j->n - slow[i]) * 4) & 0xfffc;
    }
    jit_emit(j, MR(3, 31));
    jit_li32(j, 4, bci);
    jit_emit(j, ADDI(5, 30, STK(j, d)));
    jit_li32(j, 6, w);
    jit_call(j, helper);
    jit_emit(j, CMPWI(3, 0));
    jit_branch_exc(j, BC(BO_FALSE, CR_EQ));
    if (done)
        j->buf[done] |= ((j->n - done) * 4) & 0x3fffffc;
}
