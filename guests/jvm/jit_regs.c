/* jit_regs.c - the baseline compiler's register caching of frame slots: exact, the Jikes
 * baseline compiler's "simple register caching".
 *
 * Every slot store and load a template emits (stw/lwz at an offset from r30) is recorded as
 * "register r holds slot s" while the code runs straight: a later load of s from a register
 * that holds it is dropped (or becomes a mr), a store of a register to a slot it already
 * holds is dropped, and jit_ld hands templates the register that already holds an operand.
 * In the simple templates (jit_compile's `delay`), a store to an operand-stack slot is held
 * back (pending) and only emitted when something may read the slot's memory: a branch that
 * leaves straight-line code (to another bytecode, a stub that comes back, the exit), a call
 * (helpers read and write the stack, collections scan it up to the frame's sp), an address
 * of a slot taken (addi rX,r30), a floating-point load, a register's reuse, a label, or a
 * template that is not simple. A pending store to a slot the next bytecode no longer has on
 * its stack (depth from the stack-map analysis) is dropped: nothing reads it, and the
 * collector scans only up to the depth. Throws (NPE, bounds, division: stubs that never come
 * back) empty the stack first, so their branches keep pending stores.
 *
 * Every instruction that writes a register forgets what it held; a call forgets everything.
 * The records are emptied where code can be entered other than by falling in: at every label
 * (branch targets, exception handlers, the instruction after an invoke, where jit_run
 * resumes) and after any branch a template emits itself (its own forward branches, whose
 * targets the emitter cannot see: from there to the template's end nothing is recorded,
 * rewritten or delayed, so their hand-counted displacements stay right, and everything
 * pending is stored before that branch). Locals are never delayed: exception handlers and
 * the collector read them at any call. */
#include "jit.h"

#define S2(p) ((int16_t)((p)[0] << 8 | (p)[1]))
#define S4(p) ((int32_t)((uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (p)[3]))

/* the scratch registers jit_pick hands out (r0, r3, r4 and r9 stay the templates' fixed ones) */
static const uint8_t ring[] = {5, 6, 7, 8, 10, 11, 12};
#define NRING (sizeof ring / sizeof ring[0])

static void append(Jit *j, uint32_t insn)
{
    if (j->n == j->cap)
        jit_grow(j);
    j->buf[j->n++] = insn;
}

static void remove_at(Jit *j, uint32_t i)
{
    j->held[i] = j->held[--j->nheld];
}

/* emits every pending store of register r (r < 0: of every register) */
static void flush(Jit *j, int r)
{
    if (!(j->pendmask & (r < 0 ? ~0u : 1u << r))) /* (a superset of the registers with pending stores) */
        return;
    j->pendmask &= r < 0 ? 0 : ~(1u << r);
    for (uint32_t i = 0; i < j->nheld; i++)
        if (j->held[i].pending && (r < 0 || j->held[i].reg == r)) {
            append(j, STW(j->held[i].reg, j->held[i].off, 30));
            j->held[i].pending = 0;
        }
}

void jit_flush(Jit *j)
{
    flush(j, -1);
}

void jit_forget_all(Jit *j)
{
    flush(j, -1);
    j->nheld = 0;
    j->regmask = 0;
    j->nonnull = 0;
}

/* drops the pending stores to stack slots at or above depth (dead: popped), with what they
 * said the registers hold */
void jit_drop_dead(Jit *j, int depth)
{
    int32_t top = STK(j, depth);
    if (!j->pendmask) /* (what registers hold of dead slots is still true: nothing writes them) */
        return;
    for (uint32_t i = 0; i < j->nheld;)
        if (j->held[i].pending && j->held[i].off >= top)
            remove_at(j, i);
        else
            i++;
}

void jit_forget_reg(Jit *j, uint32_t r)
{
    j->nonnull &= ~(1u << r);
    if (r == 30) { /* the slots' base moves (a compiled call's frame) */
        jit_forget_all(j);
        return;
    }
    if (!(j->regmask & 1u << r)) /* (a superset of the registers with records) */
        return;
    j->regmask &= ~(1u << r);
    flush(j, (int)r);
    for (uint32_t i = 0; i < j->nheld;)
        if (j->held[i].reg == r)
            remove_at(j, i);
        else
            i++;
}

/* the slot is written: what registers held of it (pending or not) is obsolete */
static void forget_slot(Jit *j, int32_t off)
{
    for (uint32_t i = 0; i < j->nheld;)
        if (j->held[i].off == off)
            remove_at(j, i);
        else
            i++;
}

static int holder(Jit *j, int32_t off)
{
    for (uint32_t i = 0; i < j->nheld; i++)
        if (j->held[i].off == off)
            return j->held[i].reg;
    return -1;
}

static void hold(Jit *j, uint32_t r, int32_t off, int pending)
{
    if (j->nheld == JIT_HELD) { /* full: the first goes (stored if pending) */
        if (j->held[0].pending)
            append(j, STW(j->held[0].reg, j->held[0].off, 30));
        remove_at(j, 0);
    }
    j->held[j->nheld++] = (struct Held){off, (uint8_t)r, (uint8_t)pending};
    j->regmask |= 1u << r;
    j->pendmask |= (uint32_t)pending << r;
}

static int tracked(uint32_t r)
{
    return r == 0 || (r >= 3 && r <= 12);
}

/* jit_track's cases, apart: the dispatch keeps no registers (its cases are tail calls) */
__attribute__((noinline)) static uint32_t track_branch(Jit *j, uint32_t insn, uint8_t bkind)
{
    if (bkind == JIT_BRANCH_NORET)
        return insn;
    jit_flush(j);
    if (bkind == JIT_BRANCH_KEEP)
        return insn;
    j->nheld = 0;
    j->regmask = 0;
    j->nonnull = 0;
    if (bkind == JIT_BRANCH_RAW)
        j->taint = 1;
    return insn;
}

__attribute__((noinline)) static uint32_t track_lwz(Jit *j, uint32_t insn)
{
    uint32_t rt = insn >> 21 & 31, ra = insn >> 16 & 31;
    int32_t d = (int16_t)(insn & 0xffff);
    if (ra == 30 && tracked(rt)) {
        int s = holder(j, d);
        if (s == (int)rt)
            return JIT_DROP;
        jit_forget_reg(j, rt);
        if (s >= 0) {
            insn = MR(rt, s);
            j->nonnull |= (j->nonnull >> s & 1) << rt; /* (the copy of a value known not null) */
        }
        hold(j, rt, d, 0);
        return insn;
    }
    jit_forget_reg(j, rt);
    return insn;
}

__attribute__((noinline)) static uint32_t track_stw(Jit *j, uint32_t insn)
{
    uint32_t rt = insn >> 21 & 31;
    int32_t d = (int16_t)(insn & 0xffff);
    int delay = j->delay && d >= STK(j, 0);
    int has = 0, pend = 0;
    for (uint32_t i = 0; i < j->nheld; i++)
        if (j->held[i].off == d)
            has |= j->held[i].reg == rt, pend |= j->held[i].pending;
    if (has) { /* the register holds the slot's value already */
        if (!pend || delay)
            return JIT_DROP;
        for (uint32_t i = 0; i < j->nheld; i++) /* a pending store wanted now */
            if (j->held[i].off == d)
                j->held[i].pending = 0;
        return insn;
    }
    forget_slot(j, d);
    if (!tracked(rt))
        return insn;
    hold(j, rt, d, delay);
    return delay ? JIT_DROP : insn;
}

__attribute__((noinline)) static uint32_t track_other(Jit *j, uint32_t insn)
{
    uint32_t op = insn >> 26, rt = insn >> 21 & 31, ra = insn >> 16 & 31, xo = insn >> 1 & 0x3ff;
    int32_t d = (int16_t)(insn & 0xffff);
    switch (op) {
    case 38: case 44: case 52: /* stb, sth, stfs */
        if (ra == 30)
            forget_slot(j, d);
        return insn;
    case 54: /* stfd */
        if (ra == 30)
            forget_slot(j, d), forget_slot(j, d + 4);
        return insn;
    case 48: case 50: /* lfs, lfd: memory must be current */
        if (ra == 30)
            jit_flush(j);
        return insn;
    case 10: case 11: case 37: case 59: case 63: /* compares, stwu r1, FP arithmetic */
        return insn;
    }
    if (ra == 30) /* the address of a slot (addi rX,r30,..), or r30 written */
        jit_forget_all(j);
    switch (op) {
    case 7: case 8: case 14: case 15: case 34: case 40: case 42: /* write rt */
        jit_forget_reg(j, rt);
        return insn;
    case 21: case 23: case 24: case 25: case 26: case 27: case 28: /* write ra */
        jit_forget_reg(j, ra);
        return insn;
    case 31:
        switch (xo) {
        case 8: case 10: case 11: case 40: case 75: case 104: case 136: case 138: case 200: case 202: case 234:
        case 235: case 266: case 459: case 491: case 23: case 87: case 279: case 343: case 339: case 19:
            jit_forget_reg(j, rt);
            return insn;
        case 24: case 26: case 28: case 60: case 124: case 316: case 444: case 536: case 792: case 824: case 922: case 954:
            jit_forget_reg(j, ra);
            return insn;
        case 0: case 32: case 151: case 215: case 407: case 467: case 54: case 86: case 982: case 598:
            return insn;
        }
        break;
    }
    jit_forget_all(j);
    return insn;
}

/* the instruction to emit for insn (JIT_DROP: none), the records brought up to date; the
 * pending stores it needs are emitted first */
uint32_t jit_track(Jit *j, uint32_t insn)
{
    uint8_t bkind = j->bkind;
    j->bkind = JIT_BRANCH_RAW;
    if (j->taint)
        return insn;
    switch (insn >> 26) {
    case 16: case 18: case 19: /* branches (and isync) */
        return track_branch(j, insn, bkind);
    case 32: /* lwz */
        return track_lwz(j, insn);
    case 36: /* stw */
        if ((insn >> 16 & 31) == 30)
            return track_stw(j, insn);
        return insn;
    }
    return track_other(j, insn);
}

/* a scratch register of the ring that this template's operands are not in */
int jit_pick(Jit *j)
{
    for (uint32_t k = 0; k < NRING; k++) {
        uint32_t r = ring[j->ring++ % NRING];
        if (!(j->pinned & 1u << r)) {
            j->pinned |= 1u << r;
            return (int)r;
        }
    }
    fatal("baseline compiler: %s.%s: a template pinned every scratch register", j->m->owner->name, j->m->name);
}

/* a register (never r0) that holds slot off, loaded into a free one if none does; it stays
 * this template's until the next */
int jit_ld(Jit *j, int32_t off)
{
    int s = j->taint ? -1 : holder(j, off);
    /* (a pending slot's register is the value; memory is not read) */
    if (s > 0) {
        j->pinned |= 1u << s;
        return s;
    }
    int r = jit_pick(j);
    jit_emit(j, LWZ(r, off, 30));
    return r;
}

/* the bytecodes entered other than by falling in from the one before: the method's start,
 * branch and switch targets, exception handlers, and the instruction after each invoke
 * (compiled code resumes there after an interpreted callee); *this_kept: an instance method
 * whose code never stores into local 0 (it holds `this`, never null, throughout) */
uint8_t *jit_labels(Method *m, uint8_t *this_kept)
{
    uint8_t *l = xcalloc(m->code_len + 1, 1);
    const uint8_t *c = m->orig_code;
    int kept = !(m->flags & ACC_STATIC);
    l[0] = 1;
    for (uint32_t i = 0; i < m->nhandlers; i++)
        l[m->handlers[i].pc] = 1;
    for (uint32_t pc = 0, n; pc < m->code_len; pc += n) {
        uint8_t op = c[pc];
        n = bytecode_length(c, pc);
        if ((op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7)
            l[(pc + (uint32_t)(int32_t)S2(c + pc + 1)) % (m->code_len + 1)] = 1;
        else if (op == 0xc8)
            l[(pc + (uint32_t)S4(c + pc + 1)) % (m->code_len + 1)] = 1;
        else if (op == 0xaa || op == 0xab) {
            uint32_t p = (pc + 4) & ~3u, cnt;
            l[(pc + (uint32_t)S4(c + p)) % (m->code_len + 1)] = 1;
            if (op == 0xaa) {
                cnt = (uint32_t)(S4(c + p + 8) - S4(c + p + 4) + 1);
                for (uint32_t i = 0; i < cnt; i++)
                    l[(pc + (uint32_t)S4(c + p + 12 + 4 * i)) % (m->code_len + 1)] = 1;
            } else {
                cnt = (uint32_t)S4(c + p + 4);
                for (uint32_t i = 0; i < cnt; i++)
                    l[(pc + (uint32_t)S4(c + p + 12 + 8 * i)) % (m->code_len + 1)] = 1;
            }
        } else if (op >= 0xb6 && op <= 0xba && pc + n < m->code_len)
            l[pc + n] = 1;
        else if ((op >= 0x36 && op <= 0x3a) || op == 0x84) /* xstore n, iinc n */
            kept &= c[pc + 1] != 0;
        else if (op >= 0x3b && op <= 0x4e) /* xstore_<n> */
            kept &= (op - 0x3b) % 4 != 0;
        else if (op == 0xc4) /* wide xstore/iinc */
            kept &= c[pc + 2] != 0 || c[pc + 3] != 0 || !((c[pc + 1] >= 0x36 && c[pc + 1] <= 0x3a) || c[pc + 1] == 0x84);
    }
    *this_kept = (uint8_t)kept;
    return l;
}

/* register r holds `this` (a record of local 0 in a method that keeps it): not null */
int jit_is_this(Jit *j, int r)
{
    if (!j->this_kept || j->taint || !(j->regmask & 1u << r))
        return 0;
    for (uint32_t i = 0; i < j->nheld; i++)
        if (j->held[i].reg == r && j->held[i].off == LOC(0))
            return 1;
    return 0;
}

int jit_known_nonnull(Jit *j, int r)
{
    return (!j->taint && (j->nonnull >> r & 1)) || jit_is_this(j, r);
}

/* the slot at off is known not null: a register that holds it is */
int jit_slot_nonnull(Jit *j, int32_t off)
{
    int r = j->taint ? -1 : holder(j, off);
    return r >= 0 && jit_known_nonnull(j, r);
}
