/* verify_code.c - static constraints of a method's code at parse time (JVMS 4.9,
 * VerifyError; issue 17): instructions inside the code and every jump onto one, operands of
 * the right constant kinds, locals below max_locals, exception ranges on instructions,
 * switch tables in order, no jsr/ret from version 51 on. Types are checked at link time
 * (verify_step.c, verify_flow.c). */
#include "verify.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- code checks ---- */

typedef struct V {
    Class *c;
    Method *m;
    const uint8_t *code;
    uint32_t len;
    uint8_t *start;     /* 1: an instruction starts here, 2: and a jump goes here */
} V;

static V *cur;
static uint32_t cur_pc;

#define VE(...) verify_error(__VA_ARGS__)
static _Noreturn void verify_error(const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    class_error("java/lang/VerifyError", "%s.%s%s @%u: %s", cur->c->name, cur->m->name, cur->m->desc, cur_pc, msg);
}

static uint16_t u2at(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4at(const uint8_t *p) { return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]); }

/* Instruction lengths (0: not an instruction; switches and wide computed). */
static const uint8_t insn_len[0xca] = {
    [0x00 ... 0xc9] = 1,
    [0x10] = 2, [0x11] = 3, [0x12] = 2, [0x13] = 3, [0x14] = 3, [0x15 ... 0x19] = 2,
    [0x36 ... 0x3a] = 2, [0x84] = 3, [0x99 ... 0xa8] = 3, [0xa9] = 2, [0xaa] = 0, [0xab] = 0,
    [0xb2 ... 0xb8] = 3, [0xb9] = 5, [0xba] = 5, [0xbb] = 3, [0xbc] = 2, [0xbd] = 3,
    [0xc0] = 3, [0xc1] = 3, [0xc4] = 0, [0xc5] = 4, [0xc6] = 3, [0xc7] = 3, [0xc8] = 5, [0xc9] = 5,
};

/* Length of the instruction at pc, checked to lie inside the code. */
static uint32_t length_at(V *v, uint32_t pc)
{
    const uint8_t *code = v->code;
    uint8_t op = code[pc];
    uint64_t n;
    if (op >= 0xca)
        VE("illegal opcode 0x%02x", op);
    if (op == 0xaa || op == 0xab) {
        uint32_t p = (pc + 4) & ~3u;
        if ((uint64_t)p + (op == 0xaa ? 12 : 8) > v->len)
            VE("switch outside the code");
        if (op == 0xaa) {
            int32_t lo = s4at(code + p + 4), hi = s4at(code + p + 8);
            if (lo > hi)
                VE("tableswitch low %d above high %d", lo, hi);
            n = p - pc + 12 + 4 * ((uint64_t)((int64_t)hi - lo) + 1);
        } else {
            int32_t np = s4at(code + p + 4);
            if (np < 0)
                VE("lookupswitch with %d pairs", np);
            n = p - pc + 8 + 8 * (uint64_t)np;
        }
    } else if (op == 0xc4) {
        if (pc + 1 >= v->len)
            VE("wide outside the code");
        uint8_t w = code[pc + 1];
        if (!((w >= 0x15 && w <= 0x19) || (w >= 0x36 && w <= 0x3a) || w == 0x84 || w == 0xa9))
            VE("bad wide opcode 0x%02x", w);
        n = w == 0x84 ? 6 : 4;
    } else {
        n = insn_len[op];
    }
    if (pc + n > v->len)
        VE("instruction 0x%02x runs past the end of the code", op);
    return (uint32_t)n;
}

static void local(V *v, uint32_t i, int wide2)
{
    if (i + (uint32_t)wide2 >= v->m->max_locals)
        VE("local %u out of %u", i, v->m->max_locals);
}

static void target(V *v, int64_t t)
{
    if (t < 0 || t >= v->len || !v->start[t])
        VE("jump to %lld, not an instruction", (long long)t);
    v->start[t] = 2;
}

static CpEntry *operand(V *v, uint32_t i, uint32_t tags)
{
    if (i == 0 || i >= v->c->cp_count || !(tags & (1u << v->c->cp[i].tag)))
        VE("constant %u has the wrong kind for this instruction", i);
    return &v->c->cp[i];
}

static const char *nat_desc(V *v, CpEntry *e) { return v->c->cp[v->c->cp[e->b].b].u.utf8; }
static const char *nat_name(V *v, CpEntry *e) { return v->c->cp[v->c->cp[e->b].a].u.utf8; }

/* Static constraints of the instruction at pc (operands, locals, targets). */
static void statics(V *v, uint32_t pc, int major)
{
    const uint8_t *q = v->code + pc;
    uint8_t op = q[0];
    uint32_t refs = 1u << CONST_Methodref | (major >= 52 ? 1u << CONST_InterfaceMethodref : 0);
    switch (op) {
    case 0x12: case 0x13: case 0x14: {
        uint32_t one = 1u << CONST_Integer | 1u << CONST_Float | 1u << CONST_String | 1u << CONST_Class |
                       1u << CONST_MethodType | 1u << CONST_MethodHandle | 1u << CONST_Dynamic;
        CpEntry *e = operand(v, op == 0x12 ? q[1] : u2at(q + 1),
                             op == 0x14 ? 1u << CONST_Long | 1u << CONST_Double | 1u << CONST_Dynamic : one);
        if (e->tag == CONST_Dynamic && (strchr("JD", *nat_desc(v, e)) != NULL) != (op == 0x14))
            VE("ldc of a dynamic constant of the wrong size");
        break;
    }
    case 0x15: case 0x17: case 0x19: case 0x36: case 0x38: case 0x3a: case 0xa9: local(v, q[1], 0); break;
    case 0x16: case 0x18: case 0x37: case 0x39: local(v, q[1], 1); break;
    case 0x1a ... 0x1d: local(v, op - 0x1a, 0); break;
    case 0x1e ... 0x21: local(v, op - 0x1e, 1); break;
    case 0x22 ... 0x25: local(v, op - 0x22, 0); break;
    case 0x26 ... 0x29: local(v, op - 0x26, 1); break;
    case 0x2a ... 0x2d: local(v, op - 0x2a, 0); break;
    case 0x3b ... 0x3e: local(v, op - 0x3b, 0); break;
    case 0x3f ... 0x42: local(v, op - 0x3f, 1); break;
    case 0x43 ... 0x46: local(v, op - 0x43, 0); break;
    case 0x47 ... 0x4a: local(v, op - 0x47, 1); break;
    case 0x4b ... 0x4e: local(v, op - 0x4b, 0); break;
    case 0x84: local(v, q[1], 0); break;
    case 0xb2 ... 0xb5: operand(v, u2at(q + 1), 1u << CONST_Fieldref); break;
    case 0xb6: case 0xb8: {
        CpEntry *e = operand(v, u2at(q + 1), op == 0xb6 ? 1u << CONST_Methodref : refs);
        if (nat_name(v, e)[0] == '<')
            VE("%s called by invoke%s", nat_name(v, e), op == 0xb6 ? "virtual" : "static");
        break;
    }
    case 0xb7: operand(v, u2at(q + 1), refs); break;
    case 0xb9: {
        CpEntry *e = operand(v, u2at(q + 1), 1u << CONST_InterfaceMethodref);
        if (q[4] != 0 || q[3] != count_arg_slots(nat_desc(v, e)) + 1)
            VE("invokeinterface count %u does not match %s", q[3], nat_desc(v, e));
        if (nat_name(v, e)[0] == '<')
            VE("%s called by invokeinterface", nat_name(v, e));
        break;
    }
    case 0xba:
        operand(v, u2at(q + 1), 1u << CONST_InvokeDynamic);
        if (q[3] || q[4])
            VE("invokedynamic with nonzero bytes 3 and 4");
        break;
    case 0xbb: case 0xbd: case 0xc0: case 0xc1: {
        CpEntry *e = operand(v, u2at(q + 1), 1u << CONST_Class);
        const char *n = v->c->cp[e->a].u.utf8;
        if (op == 0xbb && n[0] == '[')
            VE("new of the array class %s", n);
        if (op == 0xbd && n[0] == '[' && strspn(n, "[") >= 255)
            VE("anewarray of %s: more than 255 dimensions", n);
        break;
    }
    case 0xbc:
        if (q[1] < 4 || q[1] > 11)
            VE("newarray of type %u", q[1]);
        break;
    case 0xc5: {
        CpEntry *e = operand(v, u2at(q + 1), 1u << CONST_Class);
        if (q[3] == 0 || strspn(v->c->cp[e->a].u.utf8, "[") < q[3])
            VE("multianewarray of %u dimensions of %s", q[3], v->c->cp[e->a].u.utf8);
        break;
    }
    case 0xc4: {
        uint16_t i = u2at(q + 2);
        local(v, i, q[1] == 0x16 || q[1] == 0x18 || q[1] == 0x37 || q[1] == 0x39);
        break;
    }
    case 0xa8: case 0xc9:
        if (major >= 51)
            VE("jsr in a class file of version %d", major);
        break;
    default:
        break;
    }
}

void verify_code(Class *c, Method *m, int major)
{
    V v = {.c = c, .m = m, .code = m->orig_code, .len = m->code_len};
    cur = &v;
    cur_pc = 0;
    if (m->code_len == 0 || m->code_len > 65535)
        class_error("java/lang/ClassFormatError", "%s.%s: code length %u", c->name, m->name, m->code_len);
    if (m->arg_slots > m->max_locals)
        VE("arguments (%u slots) can't fit into locals (%u)", m->arg_slots, m->max_locals);
    v.start = xcalloc(v.len + 1, 1);
    for (uint32_t pc = 0; pc < v.len;) {
        cur_pc = pc;
        v.start[pc] = 1;
        pc += length_at(&v, pc);
    }
    v.start[0] = 2;
    for (uint32_t pc = 0; pc < v.len; pc += length_at(&v, pc)) {
        cur_pc = pc;
        statics(&v, pc, major);
        const uint8_t *q = v.code + pc;
        uint8_t op = q[0];
        if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7)
            target(&v, (int64_t)pc + (int16_t)u2at(q + 1));
        else if (op == 0xc8 || op == 0xc9)
            target(&v, (int64_t)pc + s4at(q + 1));
        else if (op == 0xaa || op == 0xab) {
            const uint8_t *p = v.code + ((pc + 4) & ~3u);
            target(&v, (int64_t)pc + s4at(p));
            int64_t n = op == 0xab ? s4at(p + 4) : (int64_t)s4at(p + 8) - s4at(p + 4) + 1;
            for (int64_t i = 0; i < n; i++) {
                if (op == 0xab && i > 0 && s4at(p + 8 + 8 * i) <= s4at(p + 8 + 8 * (i - 1)))
                    VE("lookupswitch keys not sorted");
                target(&v, (int64_t)pc + s4at(op == 0xab ? p + 12 + 8 * i : p + 12 + 4 * i));
            }
        }
    }
    for (int i = 0; i < m->nhandlers; i++) {
        Handler *h = &m->handlers[i];
        cur_pc = h->pc;
        if (h->start >= h->end || h->end > v.len || !v.start[h->start] || (h->end < v.len && !v.start[h->end]))
            VE("exception handler %d covers %u..%u", i, h->start, h->end);
        target(&v, h->pc);
        if (h->catch_index)
            operand(&v, h->catch_index, 1u << CONST_Class);
    }
    free(v.start);
    cur = NULL;
}
