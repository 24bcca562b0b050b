/* verify_step.c - one instruction's effect on a typed frame (JVMS 4.10.1.9), shared by type
 * checking and type inference (verify_flow.c). The static constraints (operand kinds,
 * lengths, local indexes, targets) were checked at parse time (verify_code.c); this checks
 * types: int, float, long and double (and their halves), references by class, null,
 * uninitialised objects and return addresses, for every operand of every instruction.
 * Protected access (JVMS 4.10.1.8) is not checked: it is access control, not memory
 * safety (the VM checks no access rights). */
#include "verify.h"
#include <stdio.h>

static uint16_t u2at(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4at(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static _Noreturn void bad(Verifier *v, const char *reason, VT found, const char *want)
{
    char b[300];
    vt_describe(v, found, b, sizeof b);
    vt_error(v, reason, "%s is not assignable to %s", b, want);
}

static VT pop_any(Verifier *v, TFrame *f)
{
    if (f->d == 0)
        vt_error(v, "Unable to pop operand off an empty stack", "operand stack underflow");
    return f->t[v->m->max_locals + --f->d];
}

static void push(Verifier *v, TFrame *f, VT t)
{
    int wide = t == VT_LONG || t == VT_DOUBLE;
    if (f->d + 1 + wide > v->m->max_stack)
        vt_error(v, "Operand stack overflow", "max_stack %u", v->m->max_stack);
    f->t[v->m->max_locals + f->d++] = t;
    if (wide)
        f->t[v->m->max_locals + f->d++] = t + 1;
}

/* Pops a value of type want (two slots for long and double). */
static VT pop(Verifier *v, TFrame *f, VT want)
{
    if (want == VT_LONG || want == VT_DOUBLE) {
        VT hi = pop_any(v, f);
        VT lo = pop_any(v, f);
        if (lo != want || hi != want + 1)
            bad(v, "Bad type on operand stack", lo, want == VT_LONG ? "long" : "double");
        return lo;
    }
    VT t = pop_any(v, f);
    if (!vt_assignable(v, t, want)) {
        char w[300];
        vt_describe(v, want, w, sizeof w);
        bad(v, "Bad type on operand stack", t, w);
    }
    return t;
}

/* Pops a reference that may be used: an object, an array or null (not uninitialised). */
static VT pop_ref(Verifier *v, TFrame *f)
{
    VT t = pop_any(v, f);
    if (!IS_REF(t) && t != VT_NULL)
        bad(v, "Bad type on operand stack", t, "reference");
    return t;
}

/* Pops an array whose name starts with one of the element descriptor characters in kinds
 * (or null). */
static VT pop_array(Verifier *v, TFrame *f, const char *kinds)
{
    VT t = pop_ref(v, f);
    if (t == VT_NULL)
        return t;
    const char *n = vt_name(v, t);
    if (n[0] != '[' || !strchr(kinds, n[1]))
        bad(v, "Bad type on operand stack", t, kinds[0] == 'L' ? "an array of references" : "an array of this kind");
    return t;
}

static void set_local(Verifier *v, TFrame *f, uint32_t i, VT t)
{
    int wide = t == VT_LONG || t == VT_DOUBLE;
    if (i + (uint32_t)wide >= v->m->max_locals)
        vt_error(v, "Bad local variable index", "local %u of %u", i, v->m->max_locals);
    if (i > 0 && (f->t[i - 1] == VT_LONG || f->t[i - 1] == VT_DOUBLE))
        f->t[i - 1] = VT_TOP; /* the first half of a pair we overwrite the second of */
    f->t[i] = t;
    if (wide)
        f->t[i + 1] = t + 1;
}

static void load(Verifier *v, TFrame *f, uint32_t i, VT want)
{
    VT t = f->t[i];
    if (want == VT_REF) { /* aload: any reference, initialised or not */
        if (!IS_REF(t) && t != VT_NULL && t != VT_UTHIS && !IS_UNINIT(t))
            bad(v, "Bad local variable type", t, "reference");
    } else if (t != want || ((want == VT_LONG || want == VT_DOUBLE) && f->t[i + 1] != want + 1)) {
        bad(v, "Bad local variable type", t, want == VT_INT ? "integer" : want == VT_FLOAT ? "float"
                                            : want == VT_LONG ? "long" : "double");
    }
    push(v, f, t);
}

static void store(Verifier *v, TFrame *f, uint32_t i, VT want)
{
    if (want == VT_REF) { /* astore: a reference or a return address */
        VT t = pop_any(v, f);
        if (!IS_REF(t) && t != VT_NULL && t != VT_UTHIS && !IS_UNINIT(t) && t != VT_RET)
            bad(v, "Bad type on operand stack", t, "reference");
        set_local(v, f, i, t);
        return;
    }
    set_local(v, f, i, pop(v, f, want));
}

static VT letter(Verifier *v, char c)
{
    switch (c) {
    case 'I': return VT_INT;
    case 'J': return VT_LONG;
    case 'F': return VT_FLOAT;
    case 'D': return VT_DOUBLE;
    default: return v->object;
    }
}

/* pops (top first) and pushes of the opcodes whose effect depends on the opcode only */
static const char *const effect[0xca] = {
    [0x00] = ":", [0x02 ... 0x08] = ":I", [0x09 ... 0x0a] = ":J", [0x0b ... 0x0d] = ":F",
    [0x0e ... 0x0f] = ":D", [0x10 ... 0x11] = ":I",
    [0x60] = "II:I", [0x61] = "JJ:J", [0x62] = "FF:F", [0x63] = "DD:D", [0x64] = "II:I", [0x65] = "JJ:J",
    [0x66] = "FF:F", [0x67] = "DD:D", [0x68] = "II:I", [0x69] = "JJ:J", [0x6a] = "FF:F", [0x6b] = "DD:D",
    [0x6c] = "II:I", [0x6d] = "JJ:J", [0x6e] = "FF:F", [0x6f] = "DD:D", [0x70] = "II:I", [0x71] = "JJ:J",
    [0x72] = "FF:F", [0x73] = "DD:D", [0x74] = "I:I", [0x75] = "J:J", [0x76] = "F:F", [0x77] = "D:D",
    [0x78] = "II:I", [0x79] = "IJ:J", [0x7a] = "II:I", [0x7b] = "IJ:J", [0x7c] = "II:I", [0x7d] = "IJ:J",
    [0x7e] = "II:I", [0x7f] = "JJ:J", [0x80] = "II:I", [0x81] = "JJ:J", [0x82] = "II:I", [0x83] = "JJ:J",
    [0x85] = "I:J", [0x86] = "I:F", [0x87] = "I:D", [0x88] = "J:I", [0x89] = "J:F", [0x8a] = "J:D",
    [0x8b] = "F:I", [0x8c] = "F:J", [0x8d] = "F:D", [0x8e] = "D:I", [0x8f] = "D:J", [0x90] = "D:F",
    [0x91 ... 0x93] = "I:I", [0x94] = "JJ:I", [0x95 ... 0x96] = "FF:I", [0x97 ... 0x98] = "DD:I",
    [0x99 ... 0x9e] = "I:", [0x9f ... 0xa4] = "II:", [0xa7] = ":", [0xaa ... 0xab] = "I:",
    [0xc8] = ":",
};

/* Pops a method descriptor's arguments (last first) and returns the position of its result. */
static const char *pop_args(Verifier *v, TFrame *f, const char *desc)
{
    VT args[256];
    int n = 0;
    const char *p = desc + 1;
    while (*p != ')')
        args[n++] = vt_of_desc(v, p, &p);
    while (n > 0)
        pop(v, f, args[--n]);
    return p + 1;
}

static void push_result(Verifier *v, TFrame *f, const char *r)
{
    if (*r != 'V')
        push(v, f, vt_of_desc(v, r, NULL));
}

static CpEntry *cp(Verifier *v, uint32_t i) { return &v->c->cp[i]; }
static const char *utf(Verifier *v, uint32_t i) { return v->c->cp[i].u.utf8; }
static const char *ref_name(Verifier *v, CpEntry *e) { return utf(v, cp(v, e->b)->a); }
static const char *ref_desc(Verifier *v, CpEntry *e) { return utf(v, cp(v, e->b)->b); }
static VT class_type(Verifier *v, uint16_t idx)
{
    const char *n = utf(v, cp(v, idx)->a);
    return vt_ref(v, n, strlen(n));
}

/* Replaces every occurrence of an uninitialised type by the initialised class type. */
static void initialise(Verifier *v, TFrame *f, VT from, VT to)
{
    uint32_t n = v->m->max_locals + (uint32_t)f->d;
    for (uint32_t i = 0; i < n; i++)
        if (f->t[i] == from)
            f->t[i] = to;
}

static void invoke(Verifier *v, TFrame *f, uint32_t pc, uint8_t op)
{
    CpEntry *e = cp(v, u2at(v->code + pc + 1));
    const char *name = ref_name(v, e), *desc = ref_desc(v, e);
    const char *r = pop_args(v, f, desc);
    if (op == 0xb8 || op == 0xba) {
        push_result(v, f, r);
        return;
    }
    VT cls = class_type(v, e->a);
    if (op == 0xb7 && strcmp(name, "<init>") == 0) {
        VT recv = pop_any(v, f);
        VT to;
        if (recv == VT_UTHIS) {
            Class *sup = v->c->super;
            if (cls != v->current && !(sup && strcmp(vt_name(v, cls), sup->name) == 0))
                vt_error(v, "Bad <init> method call", "%s.<init> on uninitializedThis of %s", vt_name(v, cls),
                         v->c->name);
            to = v->current;
        } else if (IS_UNINIT(recv)) {
            uint32_t at = recv & 0xffff;
            if (class_type(v, u2at(v->code + at + 1)) != cls)
                vt_error(v, "Call to wrong initialization method", "%s.<init> on an object made by new at %u",
                         vt_name(v, cls), at);
            to = cls;
        } else {
            bad(v, "Bad type on operand stack", recv, "an uninitialized object");
        }
        initialise(v, f, recv, to);
        return;
    }
    VT recv = pop_any(v, f);
    if (!IS_REF(recv) && recv != VT_NULL)
        bad(v, "Bad type on operand stack", recv, "an initialized reference");
    if (op == 0xb7 && v->c->hidden) { /* the VM's lambda classes call their host's private methods */
        if (!vt_assignable(v, recv, cls))
            bad(v, "Bad type on operand stack", recv, vt_name(v, cls));
    } else if (op == 0xb7) { /* invokespecial: a method of this class or of a superclass, on this class */
        if (!vt_assignable(v, v->current, cls))
            vt_error(v, "Bad invokespecial instruction", "current class isn't assignable to reference class %s",
                     vt_name(v, cls));
        if (!vt_assignable(v, recv, v->current))
            bad(v, "Bad type on operand stack", recv, v->c->name);
    } else if (!vt_assignable(v, recv, cls)) {
        bad(v, "Bad type on operand stack", recv, vt_name(v, cls));
    }
    push_result(v, f, r);
}

static void field(Verifier *v, TFrame *f, uint32_t pc, uint8_t op)
{
    CpEntry *e = cp(v, u2at(v->code + pc + 1));
    VT t = vt_of_desc(v, ref_desc(v, e), NULL);
    VT cls = class_type(v, e->a);
    if (op == 0xb3 || op == 0xb5) /* the value: int for boolean/byte/char/short */
        pop(v, f, t);
    if (op == 0xb4 || op == 0xb5) {
        VT recv = pop_any(v, f);
        /* a constructor may set its own class's fields before calling super() */
        int own = op == 0xb5 && recv == VT_UTHIS && cls == v->current;
        if (!own && (!(IS_REF(recv) || recv == VT_NULL) || !vt_assignable(v, recv, cls)))
            bad(v, "Bad type on operand stack", recv, vt_name(v, cls));
    }
    if (op == 0xb2 || op == 0xb4)
        push(v, f, t);
}

static void ldc(Verifier *v, TFrame *f, uint32_t i)
{
    CpEntry *e = cp(v, i);
    const char *n;
    switch (e->tag) {
    case CONST_Integer: push(v, f, VT_INT); return;
    case CONST_Float: push(v, f, VT_FLOAT); return;
    case CONST_Long: push(v, f, VT_LONG); return;
    case CONST_Double: push(v, f, VT_DOUBLE); return;
    case CONST_String: push(v, f, v->string); return;
    case CONST_Dynamic: push(v, f, vt_of_desc(v, utf(v, cp(v, e->b)->b), NULL)); return;
    case CONST_Class: n = "java/lang/Class"; break;
    case CONST_MethodType: n = "java/lang/invoke/MethodType"; break;
    default: n = "java/lang/invoke/MethodHandle"; break;
    }
    push(v, f, vt_ref(v, n, strlen(n)));
}

static void do_return(Verifier *v, TFrame *f, uint8_t op)
{
    const char *r = strchr(v->m->desc, ')') + 1;
    if (op == 0xb1) {
        if (*r != 'V')
            vt_error(v, "Method expects a return value", "return in a method returning %s", r);
        if (strcmp(v->m->name, "<init>") == 0)
            for (uint32_t i = 0; i < v->m->max_locals + (uint32_t)f->d; i++)
                if (f->t[i] == VT_UTHIS)
                    vt_error(v, "Constructor must call super() or this() before return", "uninitializedThis in slot %u", i);
        return;
    }
    if (*r == 'V')
        vt_error(v, "Method does not expect a return value", "a value returned from a void method");
    VT want = vt_of_desc(v, r, NULL);
    static const VT kinds[5] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, VT_REF};
    VT k = kinds[op - 0xac];
    if (k == VT_REF ? !IS_REF(want) : want != k)
        vt_error(v, "Bad return type", "%s return from a method returning %s", op == 0xb0 ? "a reference" : "a primitive", r);
    VT t = k == VT_REF ? pop_ref(v, f) : pop(v, f, want);
    if (!vt_assignable(v, t, want))
        bad(v, "Bad return type", t, r);
}

/* dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2, swap, pop, pop2 as slot shuffles: popped
 * slots a (top), b, ...; groups (each one value, or two one-slot values for a two-slot
 * group) must not split a long or double, so no group's lowest slot is a second half. */
static void shuffle(Verifier *v, TFrame *f, uint8_t op)
{
    static const char *const shape[9] = {"a:aa", "a|b:aba", "a|bc:acba", "ab:baba", "ab|c:bacba",
                                         "ab|cd:badcba", "a|b:ab", "a:", "ab:"};
    const char *s = shape[op == 0x57 ? 7 : op == 0x58 ? 8 : op - 0x59];
    VT top[4];
    int n = 0;
    for (; *s != ':'; s++) {
        if (*s == '|')
            continue;
        top[n] = pop_any(v, f);
        if ((s[1] == '|' || s[1] == ':') && IS_HALF2(top[n]))
            vt_error(v, "Bad type on operand stack", "instruction 0x%02x splits a long or double", op);
        if (op == 0x59 + 6 && (top[n] == VT_LONG || top[n] == VT_DOUBLE))
            vt_error(v, "Bad type on operand stack", "swap of a long or double");
        n++;
    }
    s++;
    if (f->d + (int)strlen(s) > v->m->max_stack)
        vt_error(v, "Operand stack overflow", "max_stack %u", v->m->max_stack);
    for (; *s; s++)
        f->t[v->m->max_locals + f->d++] = top[*s - 'a'];
}

static void jump(Verifier *v, TFrame *f, uint32_t pc, int64_t off, TargetFn to)
{
    to(v, (uint32_t)((int64_t)pc + off), f);
}

int vt_step(Verifier *v, TFrame *f, uint32_t pc, TargetFn to, int checking)
{
    const uint8_t *q = v->code + pc;
    uint8_t op = q[0];
    uint32_t wi = op == 0xc4 ? u2at(q + 2) : q[1]; /* local of a (wide) load, store, iinc, ret */
    if (op == 0xc4)
        op = q[1];
    switch (op) {
    case 0x01: push(v, f, VT_NULL); return 1;
    case 0x12: ldc(v, f, q[1]); return 1;
    case 0x13: case 0x14: ldc(v, f, u2at(q + 1)); return 1;
    case 0x15: load(v, f, wi, VT_INT); return 1;
    case 0x16: load(v, f, wi, VT_LONG); return 1;
    case 0x17: load(v, f, wi, VT_FLOAT); return 1;
    case 0x18: load(v, f, wi, VT_DOUBLE); return 1;
    case 0x19: load(v, f, wi, VT_REF); return 1;
    case 0x1a ... 0x1d: load(v, f, op - 0x1a, VT_INT); return 1;
    case 0x1e ... 0x21: load(v, f, op - 0x1e, VT_LONG); return 1;
    case 0x22 ... 0x25: load(v, f, op - 0x22, VT_FLOAT); return 1;
    case 0x26 ... 0x29: load(v, f, op - 0x26, VT_DOUBLE); return 1;
    case 0x2a ... 0x2d: load(v, f, op - 0x2a, VT_REF); return 1;
    case 0x2e ... 0x35: { /* iaload laload faload daload aaload baload caload saload */
        static const char *const kinds[8] = {"I", "J", "F", "D", "L[", "BZ", "C", "S"};
        static const VT res[8] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, 0, VT_INT, VT_INT, VT_INT};
        pop(v, f, VT_INT);
        VT a = pop_array(v, f, kinds[op - 0x2e]);
        push(v, f, op != 0x32 ? res[op - 0x2e] : a == VT_NULL ? VT_NULL : vt_elem(v, a));
        return 1;
    }
    case 0x36: store(v, f, wi, VT_INT); return 1;
    case 0x37: store(v, f, wi, VT_LONG); return 1;
    case 0x38: store(v, f, wi, VT_FLOAT); return 1;
    case 0x39: store(v, f, wi, VT_DOUBLE); return 1;
    case 0x3a: store(v, f, wi, VT_REF); return 1;
    case 0x3b ... 0x3e: store(v, f, op - 0x3b, VT_INT); return 1;
    case 0x3f ... 0x42: store(v, f, op - 0x3f, VT_LONG); return 1;
    case 0x43 ... 0x46: store(v, f, op - 0x43, VT_FLOAT); return 1;
    case 0x47 ... 0x4a: store(v, f, op - 0x47, VT_DOUBLE); return 1;
    case 0x4b ... 0x4e: store(v, f, op - 0x4b, VT_REF); return 1;
    case 0x4f ... 0x56: { /* iastore lastore fastore dastore aastore bastore castore sastore */
        static const char *const kinds[8] = {"I", "J", "F", "D", "L[", "BZ", "C", "S"};
        static const VT val[8] = {VT_INT, VT_LONG, VT_FLOAT, VT_DOUBLE, 0, VT_INT, VT_INT, VT_INT};
        if (op == 0x53)
            pop_ref(v, f); /* the element's class is checked when it runs (ArrayStoreException) */
        else
            pop(v, f, val[op - 0x4f]);
        pop(v, f, VT_INT);
        pop_array(v, f, kinds[op - 0x4f]);
        return 1;
    }
    case 0x57 ... 0x5f: shuffle(v, f, op); return 1;
    case 0x84:
        if (f->t[wi] != VT_INT)
            bad(v, "Bad local variable type", f->t[wi], "integer");
        return 1;
    case 0xa5: case 0xa6: case 0xc6: case 0xc7: { /* if_acmp<cond>, ifnull, ifnonnull */
        for (int i = op <= 0xa6 ? 2 : 1; i > 0; i--) {
            VT t = pop_any(v, f);
            if (!IS_REF(t) && t != VT_NULL && t != VT_UTHIS && !IS_UNINIT(t))
                bad(v, "Bad type on operand stack", t, "reference");
        }
        jump(v, f, pc, (int16_t)u2at(q + 1), to);
        return 1;
    }
    case 0xa8: case 0xc9: /* jsr, jsr_w */
        if (checking)
            vt_error(v, "Bad instruction", "jsr in a method verified by type checking");
        vt_jsr(v, f, pc, (uint32_t)((int64_t)pc + (op == 0xa8 ? (int16_t)u2at(q + 1) : s4at(q + 1))));
        return 0;
    case 0xa9: /* ret */
        if (checking)
            vt_error(v, "Bad instruction", "ret in a method verified by type checking");
        if (f->t[wi] != VT_RET)
            bad(v, "Bad local variable type", f->t[wi], "returnAddress");
        vt_ret(v, f);
        return 0;
    case 0xac ... 0xb1: do_return(v, f, op); return 0;
    case 0xb2 ... 0xb5: field(v, f, pc, op); return 1;
    case 0xb6 ... 0xba: invoke(v, f, pc, op); return 1;
    case 0xbb: push(v, f, VT_UNINIT | pc); return 1;
    case 0xbc: {
        static const char prim[12] = {[4] = 'Z', [5] = 'C', [6] = 'F', [7] = 'D', [8] = 'B', [9] = 'S', [10] = 'I', [11] = 'J'};
        char n[3] = {'[', prim[q[1]], 0};
        pop(v, f, VT_INT);
        push(v, f, vt_ref(v, n, 2));
        return 1;
    }
    case 0xbd:
        pop(v, f, VT_INT);
        push(v, f, vt_array_of(v, class_type(v, u2at(q + 1))));
        return 1;
    case 0xbe:
        pop_array(v, f, "BCDFIJSZL[");
        push(v, f, VT_INT);
        return 1;
    case 0xbf:
        pop(v, f, v->throwable);
        return 0;
    case 0xc0:
        pop_ref(v, f);
        push(v, f, class_type(v, u2at(q + 1)));
        return 1;
    case 0xc1:
        pop_ref(v, f);
        push(v, f, VT_INT);
        return 1;
    case 0xc2: case 0xc3:
        pop_ref(v, f);
        return 1;
    case 0xc5:
        for (int i = 0; i < q[3]; i++)
            pop(v, f, VT_INT);
        push(v, f, class_type(v, u2at(q + 1)));
        return 1;
    default:
        break;
    }
    const char *s = effect[op];
    if (!s)
        vt_error(v, "Bad instruction", "opcode 0x%02x", op);
    const char *colon = strchr(s, ':');
    for (const char *p = s; p < colon; p++)
        pop(v, f, letter(v, *p));
    for (const char *p = colon + 1; *p; p++)
        push(v, f, letter(v, *p));
    if ((op >= 0x99 && op <= 0xa7) || op == 0xc8)
        jump(v, f, pc, op == 0xc8 ? s4at(q + 1) : (int16_t)u2at(q + 1), to);
    else if (op == 0xaa || op == 0xab) {
        const uint8_t *p = v->code + ((pc + 4) & ~3u);
        jump(v, f, pc, s4at(p), to);
        int64_t n = op == 0xab ? s4at(p + 4) : (int64_t)s4at(p + 8) - s4at(p + 4) + 1;
        for (int64_t i = 0; i < n; i++)
            jump(v, f, pc, s4at(op == 0xab ? p + 12 + 8 * i : p + 12 + 4 * i), to);
    }
    return !(op == 0xa7 || op == 0xc8 || op == 0xaa || op == 0xab);
}

/* The frame at pc 0: this (uninitializedThis in a constructor other than Object's), then
 * the arguments; the other locals unusable, the stack empty. */
void vt_initial(Verifier *v, TFrame *f)
{
    Method *m = v->m;
    memset(f->t, 0, v->nslots * sizeof(VT));
    f->d = 0;
    uint32_t l = 0;
    if (!(m->flags & ACC_STATIC))
        f->t[l++] = strcmp(m->name, "<init>") == 0 && v->c->super ? VT_UTHIS : v->current;
    for (const char *p = m->desc + 1; *p != ')';) {
        VT t = vt_of_desc(v, p, &p);
        f->t[l++] = t;
        if (t == VT_LONG || t == VT_DOUBLE)
            f->t[l++] = t + 1;
    }
}

/* The type a handler pushes: its catch class, which must be a Throwable. */
VT vt_catch_type(Verifier *v, Handler *h)
{
    if (!h->catch_index)
        return v->throwable;
    VT t = class_type(v, h->catch_index);
    if (!vt_assignable(v, t, v->throwable))
        vt_error(v, "Catch type is not a subclass of Throwable", "handler at %u catches %s", h->pc, vt_name(v, t));
    return t;
}
