/* jit_pure.c - the work of a small method of int and long arithmetic, for jit_calls.c's
 * inline sites: straight-line code (no branch, no exception table) over its arguments,
 * constants, `this`'s int and long fields, int operations that cannot throw, long xor/and/
 * or, unsigned shifts of a long by 0 or 32, conversions between int and long, and
 * invokestatic of another such method, ending in ireturn or lreturn (Long.hashCode(J),
 * Long.hashCode(), hash mixers). The operand stack is evaluated at compile time: each
 * value is a register or a constant, so the code is only the loads of the arguments and
 * fields, the operations, and the store of the result where the callee's return puts it.
 * Nothing in such a method can throw, allocate, reach a GC point or yield. */
#include "jit.h"
#include <string.h>

#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))

typedef struct Val {
    uint8_t kind;   /* VAL_REG, VAL_CONST, VAL_MEM (an argument not loaded yet), VAL_THIS */
    uint8_t wide;   /* a long: r (or c, off) the high word, r2 (c2, off + 4) the low */
    int8_t r, r2;
    int32_t c, c2, off;
} Val;
enum { VAL_NONE, VAL_REG, VAL_CONST, VAL_MEM, VAL_THIS };

typedef struct Pure {
    uint32_t *g, n, max;
    int next_reg;   /* r4..r12 (r3 is the receiver) */
    int frames;
    int32_t extent;
    int fail;
} Pure;

static void put(Pure *p, uint32_t insn)
{
    if (p->n >= p->max)
        p->fail = 1;
    else
        p->g[p->n++] = insn;
}

static int reg(Pure *p)
{
    if (p->next_reg > 12) {
        p->fail = 1;
        return 4;
    }
    return p->next_reg++;
}

static int con(Pure *p, int32_t c)
{
    int r = reg(p);
    if (c >= -32768 && c <= 32767) {
        put(p, LI(r, c));
    } else {
        put(p, ADDIS(r, 0, (uint32_t)c >> 16));
        if (c & 0xffff)
            put(p, ORI(r, r, (uint32_t)c & 0xffff));
    }
    return r;
}

/* the register of an int value (loaded or made now) */
static int in_reg(Pure *p, Val *v)
{
    if (v->kind == VAL_CONST)
        *v = (Val){VAL_REG, 0, (int8_t)con(p, v->c), 0, 0, 0, 0};
    else if (v->kind == VAL_MEM) {
        int r = reg(p);
        put(p, LWZ(r, v->off, 30));
        *v = (Val){VAL_REG, 0, (int8_t)r, 0, 0, 0, 0};
    } else if (v->kind != VAL_REG)
        p->fail = 1;
    return v->r;
}

/* the registers of a long value (hi in r, lo in r2) */
static void in_regs(Pure *p, Val *v)
{
    if (v->kind == VAL_CONST) {
        int hi = con(p, v->c), lo = con(p, v->c2);
        *v = (Val){VAL_REG, 1, (int8_t)hi, (int8_t)lo, 0, 0, 0};
    } else if (v->kind == VAL_MEM) {
        int hi = reg(p), lo = reg(p);
        put(p, LWZ(hi, v->off, 30));
        put(p, LWZ(lo, v->off + 4, 30));
        *v = (Val){VAL_REG, 1, (int8_t)hi, (int8_t)lo, 0, 0, 0};
    } else if (v->kind != VAL_REG)
        p->fail = 1;
}

#define POP() (sp > 0 ? st[--sp] : (p->fail = 1, st[0]))
#define PUSH(v) do { if (sp < 16) st[sp++] = (v); else p->fail = 1; } while (0)

/* m's work over its locals (args: args[0..nargs) slots, a long's value in its first slot),
 * its result in *res; 0 when m is not such a method */
static int eval(Pure *p, Method *m, const Val *args, int nargs, Val *res, int level)
{
    const uint8_t *c = m->orig_code;
    if (!c || level > 2 || m->nhandlers || m->code_len > 40 || m->max_locals > 8 ||
        (m->flags & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED)))
        return 0;
    p->frames++;
    p->extent += ((int32_t)m->max_locals + m->max_stack) * 4;
    Val loc[8] = {{0}}, st[16];
    int sp = 0;
    for (int i = 0; i < nargs && i < 8; i++)
        loc[i] = args[i];
    CpEntry *cp = m->owner->cp;
    for (uint32_t pc = 0; pc < m->code_len && !p->fail; pc += bytecode_length(c, pc)) {
        uint8_t op = c[pc];
        Val a, b, v = {0};
        switch (op) {
        case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
            v = (Val){VAL_CONST, 0, 0, 0, op - 0x03, 0, 0}; PUSH(v); break;
        case 0x10: v = (Val){VAL_CONST, 0, 0, 0, (int8_t)c[pc + 1], 0, 0}; PUSH(v); break;
        case 0x11: v = (Val){VAL_CONST, 0, 0, 0, (int16_t)U2(c + pc + 1), 0, 0}; PUSH(v); break;
        case 0x12:
            if (cp[c[pc + 1]].tag != CONST_Integer)
                return 0;
            v = (Val){VAL_CONST, 0, 0, 0, cp[c[pc + 1]].u.i, 0, 0};
            PUSH(v);
            break;
        case 0x15: case 0x16: case 0x36: case 0x37: { /* iload, lload, istore, lstore n */
            uint8_t n = c[pc + 1];
            if (n >= 8)
                return 0;
            if (op <= 0x16) {
                if (loc[n].kind == VAL_NONE || loc[n].wide != (op == 0x16))
                    return 0;
                if (loc[n].kind == VAL_MEM) /* loaded once */
                    loc[n].wide ? in_regs(p, &loc[n]) : (void)in_reg(p, &loc[n]);
                PUSH(loc[n]);
            } else {
                loc[n] = POP();
                if (loc[n].wide != (op == 0x37))
                    return 0;
            }
            break;
        }
        case 0x1a: case 0x1b: case 0x1c: case 0x1d: case 0x1e: case 0x1f: case 0x20: case 0x21: {
            int n = (op - 0x1a) & 3, wide = op >= 0x1e;
            if (loc[n].kind == VAL_NONE || loc[n].wide != wide)
                return 0;
            if (loc[n].kind == VAL_MEM) /* loaded once */
                wide ? in_regs(p, &loc[n]) : (void)in_reg(p, &loc[n]);
            PUSH(loc[n]);
            break;
        }
        case 0x2a:
            if (loc[0].kind != VAL_THIS)
                return 0;
            PUSH(loc[0]);
            break;
        case 0x3b: case 0x3c: case 0x3d: case 0x3e: case 0x3f: case 0x40: case 0x41: case 0x42: {
            int n = (op - 0x3b) & 3, wide = op >= 0x3f;
            loc[n] = POP();
            if (loc[n].wide != wide || loc[n].kind == VAL_THIS)
                return 0;
            break;
        }
        case 0x60: case 0x64: case 0x68: case 0x7e: case 0x80: case 0x82: { /* iadd isub imul iand ior ixor */
            b = POP();
            a = POP();
            if (a.wide || b.wide)
                return 0;
            int ra = in_reg(p, &a), rb = in_reg(p, &b), d = reg(p);
            put(p, op == 0x60 ? ADD(d, ra, rb) : op == 0x64 ? SUBF(d, rb, ra) : op == 0x68 ? MULLW(d, ra, rb) :
                   op == 0x7e ? AND(d, ra, rb) : op == 0x80 ? OR(d, ra, rb) : XOR(d, ra, rb));
            v = (Val){VAL_REG, 0, (int8_t)d, 0, 0, 0, 0};
            PUSH(v);
            break;
        }
        case 0x78: case 0x7a: case 0x7c: { /* ishl ishr iushr by a constant */
            b = POP();
            a = POP();
            if (a.wide || b.wide || b.kind != VAL_CONST)
                return 0;
            int s = b.c & 31, ra = in_reg(p, &a), d = reg(p);
            put(p, op == 0x78 ? RLWINM(d, ra, s, 0, 31 - s) : op == 0x7a ? SRAWI(d, ra, s) : RLWINM(d, ra, (32 - s) & 31, s, 31));
            v = (Val){VAL_REG, 0, (int8_t)d, 0, 0, 0, 0};
            PUSH(v);
            break;
        }
        case 0x7f: case 0x81: case 0x83: { /* land lor lxor */
            b = POP();
            a = POP();
            if (!a.wide || !b.wide)
                return 0;
            in_regs(p, &a);
            in_regs(p, &b);
            int hi = reg(p), lo = reg(p);
            put(p, op == 0x7f ? AND(hi, a.r, b.r) : op == 0x81 ? OR(hi, a.r, b.r) : XOR(hi, a.r, b.r));
            put(p, op == 0x7f ? AND(lo, a.r2, b.r2) : op == 0x81 ? OR(lo, a.r2, b.r2) : XOR(lo, a.r2, b.r2));
            v = (Val){VAL_REG, 1, (int8_t)hi, (int8_t)lo, 0, 0, 0};
            PUSH(v);
            break;
        }
        case 0x7d: { /* lushr by 0 or 32 */
            b = POP();
            a = POP();
            if (!a.wide || b.wide || b.kind != VAL_CONST || ((b.c & 63) != 32 && (b.c & 63) != 0))
                return 0;
            if ((b.c & 63) == 32) {
                in_regs(p, &a);
                v = (Val){VAL_REG, 1, (int8_t)con(p, 0), a.r, 0, 0, 0};
            } else {
                v = a;
            }
            PUSH(v);
            break;
        }
        case 0x88: /* l2i */
            a = POP();
            if (!a.wide)
                return 0;
            in_regs(p, &a);
            v = (Val){VAL_REG, 0, a.r2, 0, 0, 0, 0};
            PUSH(v);
            break;
        case 0x85: { /* i2l */
            a = POP();
            if (a.wide)
                return 0;
            int lo = in_reg(p, &a), hi = reg(p);
            put(p, SRAWI(hi, lo, 31));
            v = (Val){VAL_REG, 1, (int8_t)hi, (int8_t)lo, 0, 0, 0};
            PUSH(v);
            break;
        }
        case 0xb4: { /* getfield of this's int or long field */
            a = POP();
            Field *fl = jit_known_field(m, pc);
            if (a.kind != VAL_THIS || !fl || (fl->kind != 'I' && fl->kind != 'J'))
                return 0;
            if (fl->kind == 'I') {
                int r = reg(p);
                put(p, LWZ(r, (int32_t)fl->offset, 3));
                v = (Val){VAL_REG, 0, (int8_t)r, 0, 0, 0, 0};
            } else {
                int hi = reg(p), lo = reg(p);
                put(p, LWZ(hi, (int32_t)fl->offset, 3));
                put(p, LWZ(lo, (int32_t)fl->offset + 4, 3));
                v = (Val){VAL_REG, 1, (int8_t)hi, (int8_t)lo, 0, 0, 0};
            }
            PUSH(v);
            break;
        }
        case 0xb8: { /* invokestatic of another such method */
            Method *t = jit_known_method(m, pc);
            if (!t || !(t->flags & ACC_STATIC) || t->owner->state != CLS_INITIALIZED || (t->ret_kind != 'I' && t->ret_kind != 'J'))
                return 0;
            Val targs[8];
            int ns = t->arg_slots, k = ns;
            if (ns > 8)
                return 0;
            while (k > 0) { /* the arguments, last first; a long takes two slots */
                a = POP();
                k -= a.wide ? 2 : 1;
                if (k < 0)
                    return 0;
                targs[k] = a;
                if (a.wide)
                    targs[k + 1] = (Val){0};
            }
            if (!eval(p, t, targs, ns, &v, level + 1))
                return 0;
            PUSH(v);
            break;
        }
        case 0xac: case 0xad: /* ireturn, lreturn: the last instruction */
            *res = POP();
            if (pc + 1 != m->code_len || res->wide != (op == 0xad) || res->kind == VAL_THIS)
                return 0;
            return !p->fail;
        default:
            return 0;
        }
    }
    return 0;
}

/* callee's work when it is such a method: its instructions into g (at most max), the frames
 * the real call pushes and the slot bytes they may use; 0 when it is not */
uint32_t jit_pure_body(Method *callee, int32_t recv, uint32_t *g, uint32_t max, int *frames, int32_t *extent)
{
    if (callee->arg_slots > 8 || (callee->ret_kind != 'I' && callee->ret_kind != 'J'))
        return 0;
    Pure p = {g, 0, max, 4, 0, 0, 0};
    Val args[8];
    const char *d = callee->desc + 1;
    int n = 0;
    if (!(callee->flags & ACC_STATIC))
        args[n++] = (Val){VAL_THIS, 0, 3, 0, 0, 0, 0};
    for (; *d && *d != ')'; d++) { /* the arguments from the caller's slots */
        int wide = *d == 'J' || *d == 'D';
        args[n] = (Val){VAL_MEM, (uint8_t)wide, 0, 0, 0, 0, recv + 4 * n};
        if (wide)
            args[++n] = (Val){0};
        n++;
        if (*d == 'L')
            d = strchr(d, ';');
        else if (*d == '[') {
            while (*d == '[')
                d++;
            if (*d == 'L')
                d = strchr(d, ';');
        }
        if (!d || n > 8)
            return 0;
    }
    Val res;
    if (n != callee->arg_slots || !eval(&p, callee, args, n, &res, 0) || p.fail)
        return 0;
    if (res.wide) {
        in_regs(&p, &res);
        put(&p, STW(res.r, recv, 30));
        put(&p, STW(res.r2, recv + 4, 30));
    } else {
        put(&p, STW(in_reg(&p, &res), recv, 30));
    }
    if (p.fail)
        return 0;
    *frames = p.frames;
    *extent = p.extent;
    return p.n;
}
