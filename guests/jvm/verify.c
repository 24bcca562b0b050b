/* verify.c - checks a parsed class before it is linked, so that no class file, however
 * malformed, makes the VM read or write outside its own structures (issue 17).
 *
 * Format checks (JVMS 4.8, ClassFormatError): modified UTF-8, every constant pool reference
 * in range and of the right kind, names and descriptors well formed, ConstantValue of the
 * field's type, Code present exactly where the method is neither native nor abstract.
 * Code checks (JVMS 4.9 static constraints and a reduced 4.10.2 type inference,
 * VerifyError): instructions inside the code and every jump onto one, operands of the right
 * constant kinds, locals below max_locals, exception ranges on instructions; then a data-flow
 * analysis over three kinds per slot (value, reference, return address; unusable where two
 * paths disagree) keeps the operand stack between 0 and max_stack with one height where paths
 * meet, never falls off the end, and never lets a value be used as a reference (or the
 * reverse), including arguments, fields, array operations and the method's return.
 * Not checked: which class a reference belongs to (a reference of one class used where
 * another is expected), uninitialised objects, access rights. States are kept only at the
 * starts of basic blocks; a method whose states would exceed 16 MiB is refused. */
#include "jvm.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

enum { K_TOP = 0, K_VAL = 1, K_REF = 2, K_RET = 3 };

/* ---- format checks ---- */

int utf8_ok(const uint8_t *s, uint32_t n)
{
    for (uint32_t i = 0; i < n;) {
        uint8_t b = s[i];
        if (b == 0 || b >= 0xf0)
            return 0;
        uint32_t more = b < 0x80 ? 0 : (b & 0xe0) == 0xc0 ? 1 : (b & 0xf0) == 0xe0 ? 2 : 3;
        if (more == 3 || i + more >= n + (more == 0))
            return 0;
        for (uint32_t k = 1; k <= more; k++)
            if ((s[i + k] & 0xc0) != 0x80)
                return 0;
        i += more + 1;
    }
    return 1;
}

/* One field type at p: the position after it, or NULL. */
static const char *field_type_end(const char *p)
{
    int dims = 0;
    while (*p == '[') {
        if (++dims > 255)
            return NULL;
        p++;
    }
    switch (*p) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
        return p + 1;
    case 'L': {
        const char *q = ++p;
        while (*q && *q != ';' && *q != '.' && *q != '[')
            q++;
        if (*q != ';' || q == p || *p == '/' || q[-1] == '/')
            return NULL;
        for (const char *r = p; r + 1 < q; r++)
            if (r[0] == '/' && r[1] == '/')
                return NULL;
        return q + 1;
    }
    default:
        return NULL;
    }
}

static int field_desc_ok(const char *d)
{
    const char *e = field_type_end(d);
    return e && !*e;
}

static int method_desc_ok(const char *d)
{
    if (*d++ != '(')
        return 0;
    int slots = 0;
    while (*d != ')') {
        const char *e = field_type_end(d);
        if (!e)
            return 0;
        slots += (*d == 'J' || *d == 'D') ? 2 : 1;
        d = e;
    }
    if (slots > 255)
        return 0;
    d++;
    return (d[0] == 'V' && !d[1]) || field_desc_ok(d);
}

static int class_name_ok(const char *s)
{
    if (s[0] == '[')
        return field_desc_ok(s);
    size_t n = strlen(s);
    return n && s[0] != '/' && s[n - 1] != '/' && !strpbrk(s, ".;[") && !strstr(s, "//");
}

#define CFE(...) class_error("java/lang/ClassFormatError", __VA_ARGS__)

static CpEntry *entry(Class *c, uint32_t i, uint8_t tag, const char *what)
{
    if (i == 0 || i >= c->cp_count || c->cp[i].tag != tag)
        CFE("%s: constant %u (%s) is not a constant of kind %u", c->name, i, what, tag);
    return &c->cp[i];
}

static const char *utf(Class *c, uint32_t i, const char *what) { return entry(c, i, CONST_Utf8, what)->u.utf8; }

/* A Fieldref/Methodref/InterfaceMethodref: class, name and a descriptor of its kind. */
static void check_ref(Class *c, uint16_t i)
{
    CpEntry *e = &c->cp[i];
    entry(c, e->a, CONST_Class, "class of a member reference");
    CpEntry *nat = entry(c, e->b, CONST_NameAndType, "member reference");
    const char *name = utf(c, nat->a, "member name"), *desc = utf(c, nat->b, "member descriptor");
    if (!*name)
        CFE("%s: constant %u: empty member name", c->name, i);
    if (e->tag == CONST_Fieldref ? !field_desc_ok(desc) : !method_desc_ok(desc))
        CFE("%s: constant %u: illegal descriptor \"%s\"", c->name, i, desc);
    if (e->tag != CONST_Fieldref && name[0] == '<' &&
        (strcmp(name, "<init>") != 0 || desc[strlen(desc) - 1] != 'V'))
        CFE("%s: constant %u: illegal method name \"%s\"", c->name, i, name);
}

static void check_cp(Class *c)
{
    for (uint32_t i = 1; i < c->cp_count; i++) {
        CpEntry *e = &c->cp[i];
        switch (e->tag) {
        case CONST_Class:
            if (!class_name_ok(utf(c, e->a, "class name")))
                CFE("%s: illegal class name \"%s\"", c->name, c->cp[e->a].u.utf8);
            break;
        case CONST_String: case CONST_Module: case CONST_Package:
            utf(c, e->a, "string");
            break;
        case CONST_MethodType:
            if (!method_desc_ok(utf(c, e->a, "method type")))
                CFE("%s: constant %u: illegal method type", c->name, i);
            break;
        case CONST_Fieldref: case CONST_Methodref: case CONST_InterfaceMethodref:
            check_ref(c, (uint16_t)i);
            break;
        case CONST_NameAndType:
            utf(c, e->a, "name");
            utf(c, e->b, "descriptor");
            break;
        case CONST_MethodHandle: {
            if (e->b == 0 || e->b >= c->cp_count)
                CFE("%s: constant %u: bad method handle reference", c->name, i);
            uint8_t t = c->cp[e->b].tag;
            int ok = e->a <= REF_putStatic ? t == CONST_Fieldref
                   : e->a == REF_invokeInterface ? t == CONST_InterfaceMethodref
                   : e->a == REF_invokeVirtual || e->a == REF_newInvokeSpecial ? t == CONST_Methodref
                   : t == CONST_Methodref || t == CONST_InterfaceMethodref;
            if (!ok)
                CFE("%s: constant %u: method handle of kind %u refers to constant kind %u", c->name, i, e->a, t);
            break;
        }
        case CONST_InvokeDynamic: case CONST_Dynamic: {
            CpEntry *nat = entry(c, e->b, CONST_NameAndType, "dynamic constant");
            utf(c, nat->a, "name");
            const char *desc = utf(c, nat->b, "descriptor");
            if (e->tag == CONST_InvokeDynamic ? !method_desc_ok(desc) : !field_desc_ok(desc))
                CFE("%s: constant %u: illegal descriptor \"%s\"", c->name, i, desc);
            if (e->a >= c->nbootstrap)
                CFE("%s: constant %u: bootstrap method %u of %u", c->name, i, e->a, c->nbootstrap);
            break;
        }
        default:
            break;
        }
    }
}

/* ---- code checks ---- */

typedef struct V {
    Class *c;
    Method *m;
    const uint8_t *code;
    uint32_t len, nslots;
    uint8_t *start;     /* 1: an instruction starts here, 2: and a block starts here */
    int32_t *block;     /* block number of a block start, -1 elsewhere */
    uint8_t *states;    /* nblocks * nslots kinds, locals then stack */
    int16_t *depth;     /* per block: stack height, -1 not reached */
    uint32_t *work, nwork;
    uint8_t *queued;
    uint8_t *after_jsr; /* pcs following a jsr: where a ret may go */
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


/* ---- data flow ---- */

/* pops (top first) and pushes of the opcodes whose effect depends on the opcode only:
 * 'I' a value slot, 'A' a reference, '*' any one slot */
static const char *const effect[0xca] = {
    [0x00] = ":", [0x01] = ":A", [0x02 ... 0x08] = ":I", [0x09 ... 0x0a] = ":II", [0x0b ... 0x0d] = ":I",
    [0x0e ... 0x0f] = ":II", [0x10 ... 0x11] = ":I", [0x14] = ":II",
    [0x2e] = "IA:I", [0x2f] = "IA:II", [0x30] = "IA:I", [0x31] = "IA:II", [0x32] = "IA:A",
    [0x33 ... 0x35] = "IA:I",
    [0x4f] = "IIA:", [0x50] = "IIIA:", [0x51] = "IIA:", [0x52] = "IIIA:", [0x53] = "AIA:", [0x54 ... 0x56] = "IIA:",
    [0x57] = "*:", [0x58] = "**:",
    [0x60] = "II:I", [0x61] = "IIII:II", [0x62] = "II:I", [0x63] = "IIII:II", [0x64] = "II:I", [0x65] = "IIII:II",
    [0x66] = "II:I", [0x67] = "IIII:II", [0x68] = "II:I", [0x69] = "IIII:II", [0x6a] = "II:I", [0x6b] = "IIII:II",
    [0x6c] = "II:I", [0x6d] = "IIII:II", [0x6e] = "II:I", [0x6f] = "IIII:II", [0x70] = "II:I", [0x71] = "IIII:II",
    [0x72] = "II:I", [0x73] = "IIII:II", [0x74] = "I:I", [0x75] = "II:II", [0x76] = "I:I", [0x77] = "II:II",
    [0x78] = "II:I", [0x79] = "III:II", [0x7a] = "II:I", [0x7b] = "III:II", [0x7c] = "II:I", [0x7d] = "III:II",
    [0x7e] = "II:I", [0x7f] = "IIII:II", [0x80] = "II:I", [0x81] = "IIII:II", [0x82] = "II:I", [0x83] = "IIII:II",
    [0x84] = ":", [0x85] = "I:II", [0x86] = "I:I", [0x87] = "I:II", [0x88] = "II:I", [0x89] = "II:I",
    [0x8a] = "II:II", [0x8b] = "I:I", [0x8c] = "I:II", [0x8d] = "I:II", [0x8e] = "II:I", [0x8f] = "II:II",
    [0x90] = "II:I", [0x91 ... 0x93] = "I:I", [0x94] = "IIII:I", [0x95 ... 0x96] = "II:I", [0x97 ... 0x98] = "IIII:I",
    [0x99 ... 0x9e] = "I:", [0x9f ... 0xa4] = "II:", [0xa5 ... 0xa6] = "AA:", [0xa7] = ":",
    [0xaa ... 0xab] = "I:", [0xac] = "I:", [0xad] = "II:", [0xae] = "I:", [0xaf] = "II:", [0xb0] = "A:", [0xb1] = ":",
    [0xbb] = ":A", [0xbc ... 0xbd] = "I:A", [0xbe] = "A:I", [0xbf] = "A:", [0xc0] = "A:A", [0xc1] = "A:I",
    [0xc2 ... 0xc3] = "A:", [0xc6 ... 0xc7] = "A:", [0xc8] = ":",
};

typedef struct F {
    V *v;
    uint8_t *loc, *stk;
    int d;
} F;

static uint8_t pop(F *f, char want)
{
    if (f->d == 0)
        VE("operand stack underflow");
    uint8_t k = f->stk[--f->d];
    if ((want == 'I' && k != K_VAL) || (want == 'A' && k != K_REF) || (want == 'R' && k != K_REF && k != K_RET))
        VE("bad type on the operand stack (%s expected)", want == 'I' ? "a value" : "a reference");
    return k;
}

static void push(F *f, uint8_t k)
{
    if (f->d >= f->v->m->max_stack)
        VE("operand stack overflow (max_stack %u)", f->v->m->max_stack);
    f->stk[f->d++] = k;
}

static void load(F *f, uint32_t i, uint8_t k, int two)
{
    if (f->loc[i] != k || (two && f->loc[i + 1] != k))
        VE("bad type in local %u", i);
    push(f, k);
    if (two)
        push(f, k);
}

static void store(F *f, uint32_t i, char want, int two)
{
    uint8_t k = pop(f, want);
    if (two)
        pop(f, want);
    f->loc[i] = k;
    if (two)
        f->loc[i + 1] = k;
}

static uint8_t kind_of(char c) { return c == 'L' || c == '[' ? K_REF : K_VAL; }

/* Pops a method descriptor's arguments (last first), then pushes its result. */
static void call(F *f, const char *desc, int receiver)
{
    uint8_t kinds[256];
    int n = 0;
    for (const char *p = desc + 1; *p != ')';) {
        int wide = *p == 'J' || *p == 'D';
        kinds[n++] = kind_of(*p);
        if (wide)
            kinds[n++] = K_VAL;
        while (*p == '[')
            p++;
        p = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
    }
    while (n > 0)
        pop(f, kinds[--n] == K_REF ? 'A' : 'I');
    if (receiver)
        pop(f, 'A');
    const char *r = strchr(desc, ')') + 1;
    if (*r != 'V')
        push(f, kind_of(*r));
    if (*r == 'J' || *r == 'D')
        push(f, K_VAL);
}

static void merge(V *v, uint32_t pc, const uint8_t *t, int d)
{
    int32_t b = v->block[pc];
    uint8_t *dst = v->states + (size_t)b * v->nslots;
    uint32_t live = v->m->max_locals + (uint32_t)d; /* slots above the stack stay unusable */
    int changed = 0;
    if (v->depth[b] < 0) {
        memcpy(dst, t, live);
        v->depth[b] = (int16_t)d;
        changed = 1;
    } else {
        if (v->depth[b] != d)
            VE("stack heights %d and %d meet at %u", v->depth[b], d, pc);
        for (uint32_t i = 0; i < live; i++)
            if (dst[i] != t[i] && dst[i] != K_TOP) {
                dst[i] = K_TOP;
                changed = 1;
            }
    }
    if (changed && !v->queued[b]) {
        v->queued[b] = 1;
        v->work[v->nwork++] = pc;
    }
}

/* Applies the instruction at pc to f; returns whether it may fall through. */
static int step(F *f, uint32_t pc)
{
    V *v = f->v;
    const uint8_t *q = v->code + pc;
    uint8_t op = q[0];
    Class *c = v->c;
    switch (op) {
    case 0x12: case 0x13: {
        CpEntry *e = &c->cp[op == 0x12 ? q[1] : u2at(q + 1)];
        push(f, e->tag == CONST_Integer || e->tag == CONST_Float ? K_VAL
                : e->tag == CONST_Dynamic ? kind_of(*nat_desc(v, e)) : K_REF);
        return 1;
    }
    case 0x15: case 0x17: load(f, q[1], K_VAL, 0); return 1;
    case 0x16: case 0x18: load(f, q[1], K_VAL, 1); return 1;
    case 0x19: load(f, q[1], K_REF, 0); return 1;
    case 0x1a ... 0x1d: load(f, op - 0x1a, K_VAL, 0); return 1;
    case 0x1e ... 0x21: load(f, op - 0x1e, K_VAL, 1); return 1;
    case 0x22 ... 0x25: load(f, op - 0x22, K_VAL, 0); return 1;
    case 0x26 ... 0x29: load(f, op - 0x26, K_VAL, 1); return 1;
    case 0x2a ... 0x2d: load(f, op - 0x2a, K_REF, 0); return 1;
    case 0x36: case 0x38: store(f, q[1], 'I', 0); return 1;
    case 0x37: case 0x39: store(f, q[1], 'I', 1); return 1;
    case 0x3a: store(f, q[1], 'R', 0); return 1;
    case 0x3b ... 0x3e: store(f, op - 0x3b, 'I', 0); return 1;
    case 0x3f ... 0x42: store(f, op - 0x3f, 'I', 1); return 1;
    case 0x43 ... 0x46: store(f, op - 0x43, 'I', 0); return 1;
    case 0x47 ... 0x4a: store(f, op - 0x47, 'I', 1); return 1;
    case 0x4b ... 0x4e: store(f, op - 0x4b, 'R', 0); return 1;
    case 0x59 ... 0x5f: { /* dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2, swap: popped a (top), b, ...;
                           * pushed bottom first */
        static const char *const shape[7] = {"a:aa", "ab:aba", "abc:acba", "ab:baba", "abc:bacba", "abcd:badcba", "ab:ab"};
        const char *s = shape[op - 0x59];
        uint8_t top[4];
        int n = (int)(strchr(s, ':') - s);
        for (int i = 0; i < n; i++)
            top[i] = pop(f, '*');
        for (s += n + 1; *s; s++)
            push(f, top[*s - 'a']);
        return 1;
    }
    case 0x84:
        if (f->loc[q[1]] != K_VAL)
            VE("iinc of local %u, not an int", q[1]);
        return 1;
    case 0xa8: case 0xc9:
        push(f, K_RET);
        merge(v, (uint32_t)((int64_t)pc + (op == 0xa8 ? (int16_t)u2at(q + 1) : s4at(q + 1))), f->loc, f->d);
        return 0;
    case 0xa9:
        if (f->loc[q[1]] != K_RET)
            VE("ret of local %u, not a return address", q[1]);
        for (uint32_t p = 0; p < v->len; p++)
            if (v->after_jsr[p])
                merge(v, p, f->loc, f->d);
        return 0;
    case 0xac ... 0xb1: {
        static const char rk[6] = {'I', 'J', 'F', 'D', 'L', 'V'};
        if (v->m->ret_kind != rk[op - 0xac])
            VE("return of kind %c from a method returning %c", rk[op - 0xac], v->m->ret_kind);
        break;
    }
    case 0xb2 ... 0xb5: {
        const char *desc = nat_desc(v, &c->cp[u2at(q + 1)]);
        int two = *desc == 'J' || *desc == 'D';
        uint8_t k = kind_of(*desc);
        if (op == 0xb3 || op == 0xb5) {
            pop(f, k == K_REF ? 'A' : 'I');
            if (two)
                pop(f, 'I');
        }
        if (op == 0xb4 || op == 0xb5)
            pop(f, 'A');
        if (op == 0xb2 || op == 0xb4) {
            push(f, k);
            if (two)
                push(f, K_VAL);
        }
        return 1;
    }
    case 0xb6 ... 0xba:
        call(f, nat_desc(v, &c->cp[u2at(q + 1)]), op != 0xb8 && op != 0xba);
        return 1;
    case 0xc4: {
        uint16_t i = u2at(q + 2);
        switch (q[1]) {
        case 0x15: case 0x17: load(f, i, K_VAL, 0); return 1;
        case 0x16: case 0x18: load(f, i, K_VAL, 1); return 1;
        case 0x19: load(f, i, K_REF, 0); return 1;
        case 0x36: case 0x38: store(f, i, 'I', 0); return 1;
        case 0x37: case 0x39: store(f, i, 'I', 1); return 1;
        case 0x3a: store(f, i, 'R', 0); return 1;
        case 0x84:
            if (f->loc[i] != K_VAL)
                VE("iinc of local %u, not an int", i);
            return 1;
        default: /* wide ret */
            if (f->loc[i] != K_RET)
                VE("ret of local %u, not a return address", i);
            for (uint32_t p = 0; p < v->len; p++)
                if (v->after_jsr[p])
                    merge(v, p, f->loc, f->d);
            return 0;
        }
    }
    case 0xc5:
        for (int i = 0; i < q[3]; i++)
            pop(f, 'I');
        push(f, K_REF);
        return 1;
    default:
        break;
    }
    const char *s = effect[op];
    for (; *s != ':'; s++)
        pop(f, *s);
    for (s++; *s; s++)
        push(f, *s == 'A' ? K_REF : K_VAL);
    return !((op >= 0xa7 && op <= 0xb1) || op == 0xbf || op == 0xc8);
}

/* Successors by jump of the instruction at pc (after step). */
static void jumps(F *f, uint32_t pc)
{
    V *v = f->v;
    const uint8_t *q = v->code + pc;
    uint8_t op = q[0];
    if ((op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7)
        merge(v, (uint32_t)((int64_t)pc + (int16_t)u2at(q + 1)), f->loc, f->d);
    else if (op == 0xc8)
        merge(v, (uint32_t)((int64_t)pc + s4at(q + 1)), f->loc, f->d);
    else if (op == 0xaa || op == 0xab) {
        const uint8_t *p = v->code + ((pc + 4) & ~3u);
        merge(v, (uint32_t)((int64_t)pc + s4at(p)), f->loc, f->d);
        int64_t n = op == 0xab ? s4at(p + 4) : (int64_t)s4at(p + 8) - s4at(p + 4) + 1;
        for (int64_t i = 0; i < n; i++)
            merge(v, (uint32_t)((int64_t)pc + s4at(op == 0xab ? p + 12 + 8 * i : p + 12 + 4 * i)), f->loc, f->d);
    }
}

static void flow(V *v)
{
    Method *m = v->m;
    v->nslots = (uint32_t)m->max_locals + m->max_stack;
    uint32_t nblocks = 0;
    v->block = xmalloc((v->len + 1) * sizeof(int32_t));
    for (uint32_t pc = 0; pc < v->len; pc++)
        v->block[pc] = v->start[pc] == 2 ? (int32_t)nblocks++ : -1;
    if ((uint64_t)nblocks * (v->nslots + 1) > (16u << 20))
        VE("too large to verify (%u blocks of %u slots)", nblocks, v->nslots);
    v->states = xcalloc((size_t)nblocks * v->nslots + 1, 1);
    v->depth = xmalloc(nblocks * sizeof(int16_t));
    for (uint32_t b = 0; b < nblocks; b++)
        v->depth[b] = -1;
    v->work = xmalloc(nblocks * sizeof(uint32_t));
    v->queued = xcalloc(nblocks, 1);
    uint8_t *t = xcalloc(v->nslots + 1, 1);
    uint8_t *h = xcalloc(v->nslots + 1, 1);
    F f = {.v = v, .loc = t, .stk = t + m->max_locals};

    uint32_t l = 0;
    if (!(m->flags & ACC_STATIC))
        t[l++] = K_REF;
    for (const char *p = m->desc + 1; *p != ')';) {
        t[l++] = kind_of(*p);
        if (*p == 'J' || *p == 'D')
            t[l++] = K_VAL;
        while (*p == '[')
            p++;
        p = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
    }
    merge(v, 0, t, 0);
    while (v->nwork) {
        uint32_t pc = v->work[--v->nwork];
        int32_t b = v->block[pc];
        v->queued[b] = 0;
        memcpy(t, v->states + (size_t)b * v->nslots, m->max_locals + (uint32_t)v->depth[b]);
        f.d = v->depth[b];
        for (;;) {
            cur_pc = pc;
            for (int i = 0; i < m->nhandlers; i++) {
                Handler *e = &m->handlers[i];
                if (pc >= e->start && pc < e->end) {
                    if (m->max_stack < 1)
                        VE("exception handler with max_stack 0");
                    memcpy(h, t, m->max_locals);
                    h[m->max_locals] = K_REF;
                    merge(v, e->pc, h, 1);
                }
            }
            int falls = step(&f, pc);
            jumps(&f, pc);
            if (!falls)
                break;
            pc += length_at(v, pc);
            if (pc >= v->len)
                VE("falling off the end of the code");
            if (v->start[pc] == 2) {
                merge(v, pc, t, f.d);
                break;
            }
        }
    }
    free(t);
    free(h);
    free(v->block);
    free(v->states);
    free(v->depth);
    free(v->work);
    free(v->queued);
}

static void verify_code(Class *c, Method *m, int major)
{
    V v = {.c = c, .m = m, .code = m->orig_code, .len = m->code_len};
    cur = &v;
    cur_pc = 0;
    if (m->code_len == 0 || m->code_len > 65535)
        class_error("java/lang/ClassFormatError", "%s.%s: code length %u", c->name, m->name, m->code_len);
    if (m->arg_slots > m->max_locals)
        VE("arguments (%u slots) can't fit into locals (%u)", m->arg_slots, m->max_locals);
    v.start = xcalloc(v.len + 1, 1);
    v.after_jsr = xcalloc(v.len + 1, 1);
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
        uint32_t next = pc + length_at(&v, pc);
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
        if (op == 0xa8 || op == 0xc9)
            v.after_jsr[next] = 1;
        if (next < v.len && ((op >= 0x99 && op <= 0xa9) || (op >= 0xaa && op <= 0xb1) || op == 0xbf ||
                             op == 0xc6 || op == 0xc7 || op == 0xc8 || op == 0xc9))
            v.start[next] = 2;
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
    flow(&v);
    free(v.start);
    free(v.after_jsr);
    cur = NULL;
}

void verify_class(Class *c, int major)
{
    check_cp(c);
    if (c->cp[0].a == 0 && strcmp(c->name, "java/lang/Object") != 0)
        CFE("%s: no super class", c->name);
    for (int i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        if (!*f->name || !field_desc_ok(f->desc))
            CFE("%s: field \"%s\" has the illegal descriptor \"%s\"", c->name, f->name, f->desc);
        if (!(f->flags & ACC_STATIC) || !f->const_index)
            continue;
        uint8_t want = f->kind == 'J' ? CONST_Long : f->kind == 'F' ? CONST_Float : f->kind == 'D' ? CONST_Double
                     : f->kind == 'L' ? CONST_String : f->kind == '[' ? 0 : CONST_Integer;
        if (f->kind == 'L' && strcmp(f->desc, "Ljava/lang/String;") != 0)
            want = 0;
        if (!want || f->const_index >= c->cp_count || c->cp[f->const_index].tag != want)
            CFE("%s: bad ConstantValue for field %s %s", c->name, f->name, f->desc);
    }
    for (int i = 0; i < c->nmethods; i++) {
        Method *m = &c->methods[i];
        if (!*m->name || !method_desc_ok(m->desc))
            CFE("%s: method \"%s\" has the illegal descriptor \"%s\"", c->name, m->name, m->desc);
        if (m->name[0] == '<' && strcmp(m->name, "<clinit>") != 0 &&
            (strcmp(m->name, "<init>") != 0 || m->desc[strlen(m->desc) - 1] != 'V'))
            CFE("%s: illegal method name \"%s\"", c->name, m->name);
        int bodiless = (m->flags & (ACC_NATIVE | ACC_ABSTRACT)) != 0;
        if (bodiless && m->code)
            CFE("%s.%s: Code attribute in a native or abstract method", c->name, m->name);
        if (!bodiless && !m->code)
            CFE("%s.%s: absent Code attribute in a method that is not native or abstract", c->name, m->name);
        if (m->code)
            verify_code(c, m, major);
    }
}
