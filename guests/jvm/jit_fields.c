/* jit_fields.c - the baseline compiler's getfield, putfield, getstatic and putstatic.
 *
 * A get/put of an instance field known when the method is compiled (jit_known_field) is a
 * simple template (jit.c's `simple`): a null check and the access at the field's offset.
 * The others start unresolved: their first instruction branches to a stub whose helper
 * resolves the field (quicken_field, as the interpreter's first execution), patches the
 * offset or address into the template (the MARK displacements) and its first instruction,
 * and makes the code executable again (jit_helpers.c jit_field_patch). */
#include "jit.h"
#include "quick.h"
#include <stddef.h>

#define E(x) jit_emit(j, (x))
#define MARK 0x7ff0
#define MARK4 0x7ff4
#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))

/* the instance field a getfield/putfield at pc names when its constant is resolved already
 * (by an earlier execution of the class's code) or resolution would find it without loading
 * a class, so the template can use its offset at once: the interpreter's quickening of it
 * has no side effect left. NULL otherwise, and for a reference store under a plan with a
 * write barrier (the stub's template). */
Field *jit_known_field(Method *m, uint32_t pc)
{
    uint8_t op = m->orig_code[pc];
    if (op != 0xb4 && op != 0xb5)
        return NULL;
    Class *owner = m->owner;
    CpEntry *cp = owner->cp, *e = &cp[U2(m->orig_code + pc + 1)];
    Field *fl = NULL;
    if (e->resolved) {
        fl = e->u.field;
    } else { /* the lookup resolution would do, when it needs no class loaded: the field's
              * class is resolved already, or loaded and linked */
        Class *c = cp[e->a].resolved ? cp[e->a].u.cls : find_loaded(cp[cp[e->a].a].u.utf8);
        if (c && (c->state == CLS_LINKED || c->state == CLS_INITIALIZING || c->state == CLS_INITIALIZED))
            fl = find_field(c, cp[cp[e->b].a].u.utf8, cp[cp[e->b].b].u.utf8);
    }
    if (!fl || (fl->flags & ACC_STATIC))
        return NULL;
    if (op == 0xb5 && (fl->kind == 'L' || fl->kind == '[') && plan_write_barrier)
        return NULL;
    return fl;
}

/* getfield/putfield of a known field: the object's register checked for null (a stub that
 * throws), then the access at the offset; a simple template (jit.c) */
static void known_field(Jit *j, uint32_t bci, int d, uint8_t op, Field *fl)
{
    int wide = fl->kind == 'J' || fl->kind == 'D', nv = wide ? 2 : 1;
    int32_t off = (int32_t)fl->offset;
    if (op == 0xb4) {
        int o = jit_ld(j, STK(j, d - 1)), v = jit_pick(j);
        jit_null_check(j, o, bci, d);
        if (wide) {
            int v2 = jit_pick(j);
            E(LWZ(v, off, o));
            E(LWZ(v2, off + 4, o));
            E(STW(v, STK(j, d - 1), 30));
            E(STW(v2, STK(j, d), 30));
            return;
        }
        switch (fl->kind) {
        case 'B': case 'Z': E(LBZ(v, off, o)); E(EXTSB(v, v)); break;
        case 'C': E(LHZ(v, off, o)); break;
        case 'S': E(LHA(v, off, o)); break;
        default: E(LWZ(v, off, o)); break;
        }
        E(STW(v, STK(j, d - 1), 30));
        return;
    }
    int o = jit_ld(j, STK(j, d - 1 - nv));
    jit_null_check(j, o, bci, d);
    if (wide) {
        int a = jit_ld(j, STK(j, d - 2)), b = jit_ld(j, STK(j, d - 1));
        E(STW(a, off, o));
        E(STW(b, off + 4, o));
        return;
    }
    int v = jit_ld(j, STK(j, d - 1));
    switch (fl->kind) {
    case 'B': case 'Z': E(STB(v, off, o)); break;
    case 'C': case 'S': E(STH(v, off, o)); break;
    default: E(STW(v, off, o)); break;
    }
}

/* get/put field and static: see the file's header */
void jit_t_field(Jit *j, uint32_t bci, int d, uint8_t op)
{
    Field *known = j->field_pc == bci ? j->field : jit_known_field(j->m, bci);
    if (known) {
        known_field(j, bci, d, op, known);
        return;
    }
    Method *m = j->m;
    Class *owner = m->owner;
    CpEntry *e = &owner->cp[U2(m->orig_code + bci + 1)];
    char kind = owner->cp[owner->cp[e->b].b].u.utf8[0];
    int is_static = op == 0xb2 || op == 0xb3, is_put = op == 0xb3 || op == 0xb5;
    int wide = kind == 'J' || kind == 'D', ref = kind == 'L' || kind == '[';
    int nv = wide ? 2 : 1;
    uint32_t first;
    if (is_static)
        first = ADDIS(9, 0, MARK);
    else
        first = LWZ(9, STK(j, d - (is_put ? 1 + nv : 1)), 30);
    uint32_t stub = jit_stub(j, STUB_FIELD, bci, d, first);
    jit_branch_stub(j, B_, stub);
    uint32_t marks = 0;
    int32_t o = MARK, o4 = MARK4; /* instance: the offset; static: 0 from the address */
    if (is_static) {
        E(ORI(9, 9, MARK));
        marks = 1; /* the lis is the first instruction, patched apart */
        o = 0;
        o4 = 4;
    } else {
        jit_null_check(j, 9, bci, d);
    }
    if (!is_put) {
        int32_t at = STK(j, is_static ? d : d - 1);
        int v = jit_pick(j);
        if (wide) {
            int v2 = jit_pick(j);
            E(LWZ(v, o, 9));
            E(LWZ(v2, o4, 9));
            E(STW(v, at, 30));
            E(STW(v2, at + 4, 30));
            marks += is_static ? 0 : 2;
        } else {
            switch (kind) {
            case 'B': case 'Z': E(LBZ(v, o, 9)); E(EXTSB(v, v)); break;
            case 'C': E(LHZ(v, o, 9)); break;
            case 'S': E(LHA(v, o, 9)); break;
            default: E(LWZ(v, o, 9)); break;
            }
            E(STW(v, at, 30));
            marks += is_static ? 0 : 1;
        }
    } else {
        if (ref && plan_write_barrier) { /* the plan's barrier sees (src, slot, value) first */
            E(is_static ? LI(3, 0) : MR(3, 9));
            E(is_static ? MR(4, 9) : ADDI(4, 9, MARK));
            E(LWZ(5, STK(j, d - 1), 30));
            jit_call_raw(j, (void *)plan_write_barrier);
            if (is_static) {
                E(ADDIS(9, 0, MARK));
                E(ORI(9, 9, MARK));
                marks += 2;
            } else {
                E(LWZ(9, STK(j, d - 2), 30));
                marks += 1;
            }
        }
        if (wide) {
            E(LWZ(0, STK(j, d - 2), 30));
            E(LWZ(5, STK(j, d - 1), 30));
            E(STW(0, o, 9));
            E(STW(5, o4, 9));
            marks += is_static ? 0 : 2;
        } else {
            E(LWZ(0, STK(j, d - 1), 30));
            switch (kind) {
            case 'B': case 'Z': E(STB(0, o, 9)); break;
            case 'C': case 'S': E(STH(0, o, 9)); break;
            default: E(STW(0, o, 9)); break;
            }
            marks += is_static ? 0 : 1;
        }
    }
    j->stubs[stub].marks = (uint8_t)marks;
}
