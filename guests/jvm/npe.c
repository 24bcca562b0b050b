/* npe.c - helpful NullPointerException messages (JEP 358) worded as JDK 17 words them:
 * "Cannot invoke \"String.length()\" because \"<local1>\" is null".
 *
 * The VM's own NPEs (interp.c's NULLCHK, the baseline compiler's null checks, jit_helpers.c)
 * go through throw_npe_at, which records the Method and bytecode index in the exception's
 * hidden fields (NullPointerException.vmMethod/vmBci). Nothing more happens until a program
 * asks for the message: NullPointerException.getMessage calls getExtendedNPEMessage, which
 * runs the analysis here once. Runs that never ask pay nothing. NPEs that Java code throws
 * (`throw new NullPointerException()`, Objects.requireNonNull) and the natives' NPEs have no
 * recorded site and keep a null message, as in the JDK.
 *
 * The analysis follows HotSpot's description of the algorithm (bytecodeUtils.cpp): simulate
 * the operand stack over the method's original bytecode, remembering for every slot the
 * index of the instruction that pushed it (merged paths that disagree forget it), and which
 * locals were stored to; then describe the failed action (by the instruction at the NPE's
 * index) and the null value (by the instruction that pushed it, recursively for fields and
 * array elements, five levels at most). Its quirks are kept on purpose, since programs print
 * these strings: the passes stop as soon as the faulting instruction has a stack; `iinc`
 * marks no local as written; sipush's constant prints unsigned; "java.lang.Object" and
 * "java.lang.String" lose their package in method names, also as prefixes of longer names
 * in parameter lists (StringBuilder). Names of locals come from a LocalVariableTable when
 * the class has one (javac -g), else `this`, `<parameterN>` or `<localN>`. */
#include "exec.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)((uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (p)[3]))

enum { NO_BCI = 0x1ffff, MAX_DETAIL = 5, MAX_ENTRIES = 1000000 };

/* ---- LocalVariableTable: kept only for methods that have one (classfile.c calls in) ---- */
typedef struct Lvt {
    const Method *m;
    uint16_t n;
    uint16_t *rows; /* start, length, name index, slot: 4 per entry */
    struct Lvt *next;
} Lvt;
static Lvt *lvts;

void npe_note_lvt(const Method *m, const uint8_t *p, uint32_t len)
{
    if (len < 2)
        return;
    uint16_t n = U2(p);
    if (2u + 10u * n > len)
        return;
    Lvt *t = xmalloc(sizeof *t);
    t->m = m;
    t->n = n;
    t->rows = xmalloc(4u * n * sizeof(uint16_t) + 2);
    for (uint16_t i = 0; i < n; i++) {
        const uint8_t *e = p + 2 + 10u * i;
        t->rows[4 * i] = U2(e);
        t->rows[4 * i + 1] = U2(e + 2);
        t->rows[4 * i + 2] = U2(e + 4);
        t->rows[4 * i + 3] = U2(e + 8);
    }
    t->next = lvts;
    lvts = t;
}

/* ---- the simulated operand stacks, one per bytecode index ---- */
typedef struct {
    int size;
    uint64_t written; /* locals 0..63 stored to on some path here (higher ones count as written) */
    uint32_t slot[];  /* bci of the pushing instruction, NO_BCI when paths disagree; [size-1] is the top */
} Stk;

typedef struct {
    const Method *m;
    const uint8_t *code;
    CpEntry *cp;
    uint32_t len, cap;
    Stk **at;
    Stk *work;
    long entries;
    int added, all_done, broken;
} Sim;

/* a stack of n slots (the working stack has room for cap; a stored one for its own size) */
static size_t stk_bytes(uint32_t n) { return sizeof(Stk) + n * sizeof(uint32_t); }

static void push(Sim *s, uint32_t bci, int n)
{
    for (int i = 0; i < n; i++) {
        if (s->work->size >= (int)s->cap) {
            s->broken = 1;
            return;
        }
        s->work->slot[s->work->size++] = bci;
    }
}
static void push_raw(Sim *s, uint32_t v) { push(s, v, 1); }
static void pop(Sim *s, int n)
{
    if (n > s->work->size) {
        s->broken = 1;
        n = s->work->size;
    }
    s->work->size -= n;
}
static uint32_t top(Sim *s, int k) /* k = 0: the top slot */
{
    if (k >= s->work->size) {
        s->broken = 1;
        return NO_BCI;
    }
    return s->work->slot[s->work->size - 1 - k];
}
static void written(Sim *s, uint32_t local)
{
    if (local < 64)
        s->work->written |= 1ull << local;
}

static void merge(Sim *s, uint32_t bci)
{
    if (bci >= s->len) {
        s->broken = 1;
        return;
    }
    Stk *t = s->at[bci];
    if (!t) {
        t = s->at[bci] = xmalloc(stk_bytes((uint32_t)s->work->size));
        memcpy(t, s->work, stk_bytes((uint32_t)s->work->size));
        s->added = 1;
        s->entries += t->size;
        return;
    }
    if (t->size != s->work->size) {
        s->broken = 1;
        return;
    }
    for (int i = 0; i < t->size; i++)
        if (t->slot[i] != s->work->slot[i])
            t->slot[i] = NO_BCI;
    t->written |= s->work->written;
}

/* slots of a field or return type (descriptor), of a method's arguments */
static int type_size(const char *d) { return *d == 'J' || *d == 'D' ? 2 : *d == 'V' ? 0 : 1; }
static int arg_slots(const char *d)
{
    int n = 0;
    for (d++; *d && *d != ')'; d++) {
        n += type_size(d);
        while (*d == '[')
            d++;
        if (*d == 'L')
            d = strchr(d, ';');
        if (!d)
            return n;
    }
    return n;
}
static const char *utf8(const Sim *s, uint16_t i) { return s->cp[i].u.utf8; }
/* a Fieldref/Methodref/InvokeDynamic's name and descriptor */
static const char *ref_name(const Sim *s, uint16_t i) { return utf8(s, s->cp[s->cp[i].b].a); }
static const char *ref_desc(const Sim *s, uint16_t i) { return utf8(s, s->cp[s->cp[i].b].b); }
static const char *ref_class(const Sim *s, uint16_t i) { return utf8(s, s->cp[s->cp[i].a].a); }

/* one instruction: the stack after it goes to its successors */
static uint32_t step(Sim *s, uint32_t bci)
{
    const uint8_t *c = s->code + bci;
    uint32_t len = bytecode_length(s->code, bci);
    if (!s->at[bci]) {
        s->all_done = 0;
        return len;
    }
    memcpy(s->work, s->at[bci], stk_bytes((uint32_t)s->at[bci]->size));
    uint8_t op = c[0];
    int wide = op == 0xc4, ended = 0;
    if (wide)
        op = c[1];
    uint32_t local = wide ? U2(c + 2) : bci + 1 < s->len ? c[1] : 0;
    int64_t dest = -1;
    if (op >= 0x01 && op <= 0x11) /* constants */
        push(s, bci, op == 0x09 || op == 0x0a || op == 0x0e || op == 0x0f ? 2 : 1);
    else if (op == 0x12 || op == 0x13 || op == 0x14) { /* ldc */
        uint16_t i = op == 0x12 ? c[1] : U2(c + 1);
        uint8_t tag = s->cp[i].tag;
        push(s, bci, tag == CONST_Long || tag == CONST_Double ? 2 : 1);
    } else if (op >= 0x15 && op <= 0x2d) { /* loads */
        static const char k[] = "IJFDA";
        char t = op <= 0x19 ? k[op - 0x15] : k[(op - 0x1a) / 4];
        push(s, bci, t == 'J' || t == 'D' ? 2 : 1);
    } else if (op >= 0x2e && op <= 0x35) { /* array loads */
        pop(s, 2);
        push(s, bci, op == 0x2f || op == 0x31 ? 2 : 1);
    } else if (op >= 0x36 && op <= 0x4e) { /* stores */
        static const char k[] = "IJFDA";
        char t = op <= 0x3a ? k[op - 0x36] : k[(op - 0x3b) / 4];
        written(s, op <= 0x3a ? local : (uint32_t)(op - 0x3b) % 4);
        pop(s, t == 'J' || t == 'D' ? 2 : 1);
    } else if (op >= 0x4f && op <= 0x56) /* array stores */
        pop(s, op == 0x50 || op == 0x52 ? 4 : 3);
    else if (op >= 0x60 && op <= 0x83) { /* arithmetic */
        int sz = op <= 0x77 ? ((op - 0x60) % 4 == 1 || (op - 0x60) % 4 == 3 ? 2 : 1) : (op % 2 == 1 ? 2 : 1);
        if (op <= 0x73 || op >= 0x7e)
            pop(s, 2 * sz);
        else if (op <= 0x77)
            pop(s, sz);
        else
            pop(s, 1 + sz);
        push(s, bci, sz);
    } else if (op >= 0x85 && op <= 0x93) { /* conversions */
        static const uint8_t from[] = {1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2, 1, 1, 1};
        static const uint8_t to[] = {2, 1, 2, 1, 1, 2, 1, 2, 2, 1, 2, 1, 1, 1, 1};
        pop(s, from[op - 0x85]);
        push(s, bci, to[op - 0x85]);
    } else if (op >= 0x94 && op <= 0x98) { /* comparisons */
        pop(s, op == 0x95 || op == 0x96 ? 2 : 4);
        push(s, bci, 1);
    } else if ((op >= 0x99 && op <= 0xa6) || op == 0xc6 || op == 0xc7) { /* conditional branches */
        pop(s, (op >= 0x9f && op <= 0xa6) ? 2 : 1);
        dest = (int64_t)bci + S2(c + 1);
    } else
        switch (op) {
        case 0x00: case 0x84: break; /* nop, iinc */
        case 0x57: pop(s, 1); break;
        case 0x58: pop(s, 2); break;
        case 0x59: push_raw(s, top(s, 0)); break;
        case 0x5a: { uint32_t a = top(s, 0), b = top(s, 1); pop(s, 2); push_raw(s, a); push_raw(s, b); push_raw(s, a); break; }
        case 0x5b: { uint32_t a = top(s, 0), b = top(s, 1), d = top(s, 2); pop(s, 3);
                     push_raw(s, a); push_raw(s, d); push_raw(s, b); push_raw(s, a); break; }
        case 0x5c: push_raw(s, top(s, 1)); push_raw(s, top(s, 1)); break;
        case 0x5d: { uint32_t a = top(s, 0), b = top(s, 1), d = top(s, 2); pop(s, 3);
                     push_raw(s, b); push_raw(s, a); push_raw(s, d); push_raw(s, b); push_raw(s, a); break; }
        case 0x5e: { uint32_t a = top(s, 0), b = top(s, 1), d = top(s, 2), e = top(s, 3); pop(s, 4);
                     push_raw(s, b); push_raw(s, a); push_raw(s, e); push_raw(s, d); push_raw(s, b); push_raw(s, a); break; }
        case 0x5f: { uint32_t a = top(s, 0), b = top(s, 1); pop(s, 2); push_raw(s, a); push_raw(s, b); break; }
        case 0xa7: dest = (int64_t)bci + S2(c + 1); ended = 1; break;
        case 0xc8: dest = (int64_t)bci + S4(c + 1); ended = 1; break;
        case 0xa8: push(s, bci, 1); dest = (int64_t)bci + S2(c + 1); ended = 1; break;
        case 0xc9: push(s, bci, 1); dest = (int64_t)bci + S4(c + 1); ended = 1; break;
        case 0xa9: case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1: case 0xbf:
            ended = 1;
            break;
        case 0xaa: case 0xab: { /* switches: the default and every case */
            pop(s, 1);
            const uint8_t *p = s->code + ((bci + 4) & ~3u);
            merge(s, bci + (uint32_t)S4(p));
            if (op == 0xaa) {
                int32_t lo = S4(p + 4), hi = S4(p + 8);
                for (int64_t i = lo; i <= hi; i++)
                    merge(s, bci + (uint32_t)S4(p + 12 + 4 * (i - lo)));
            } else {
                int32_t np = S4(p + 4);
                for (int32_t i = 0; i < np; i++)
                    merge(s, bci + (uint32_t)S4(p + 12 + 8 * i));
            }
            break; /* and, as in HotSpot, on to the next instruction too */
        }
        case 0xb2: push(s, bci, type_size(ref_desc(s, U2(c + 1)))); break;
        case 0xb3: pop(s, type_size(ref_desc(s, U2(c + 1)))); break;
        case 0xb4: pop(s, 1); push(s, bci, type_size(ref_desc(s, U2(c + 1)))); break;
        case 0xb5: pop(s, 1 + type_size(ref_desc(s, U2(c + 1)))); break;
        case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba: {
            const char *d = ref_desc(s, U2(c + 1));
            pop(s, arg_slots(d) + (op != 0xb8 && op != 0xba));
            push(s, bci, type_size(strchr(d, ')') + 1));
            break;
        }
        case 0xbb: push(s, bci, 1); break;
        case 0xbc: case 0xbd: case 0xbe: case 0xc1: pop(s, 1); push(s, bci, 1); break;
        case 0xc0: break;
        case 0xc2: case 0xc3: pop(s, 1); break;
        case 0xc5: pop(s, c[3]); push(s, bci, 1); break;
        default: /* as HotSpot: an instruction it does not know stops the stacks here */
            s->all_done = 0;
            s->added = 0;
            return len;
        }
    if (!ended)
        merge(s, bci + len);
    if (dest >= 0)
        merge(s, (uint32_t)dest);
    return len;
}

static int analyse(Sim *s, uint32_t want)
{
    const Method *m = s->m;
    s->at = xcalloc(s->len + 1, sizeof(Stk *));
    s->work = xcalloc(1, stk_bytes(s->cap));
    s->at[0] = xcalloc(1, stk_bytes(0));
    for (int i = 0; i < m->nhandlers; i++) {
        uint16_t h = m->handlers[i].pc;
        if (h < s->len && !s->at[h]) {
            s->at[h] = xcalloc(1, stk_bytes(1));
            s->at[h]->size = 1;
            s->at[h]->slot[0] = h;
        }
    }
    s->added = 1;
    s->all_done = 0;
    while (!s->all_done && s->added && !s->broken) {
        s->all_done = 1;
        s->added = 0;
        for (uint32_t i = 0; i < s->len && !s->broken;) {
            i += step(s, i);
            if (i == want && s->at[i]) {
                s->all_done = 1;
                break;
            }
            if (s->entries > MAX_ENTRIES) /* enough: what is there serves */
                return !s->broken;
        }
    }
    return !s->broken;
}

static void sim_free(Sim *s)
{
    if (s->at)
        for (uint32_t i = 0; i <= s->len; i++)
            free(s->at[i]);
    free(s->at);
    free(s->work);
}

/* ---- the words ---- */
typedef struct {
    char *p;
    size_t cap, len;
} Out;

static void out(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(Out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->p + o->len, o->len < o->cap ? o->cap - o->len : 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len = o->len + (size_t)n < o->cap ? o->len + (size_t)n : o->cap - 1;
}

/* a class as the JDK names it here: dotted, java.lang.Object and String without the package */
static void out_class(Out *o, const char *internal)
{
    if (strcmp(internal, "java/lang/Object") == 0 || strcmp(internal, "java/lang/String") == 0)
        internal += 10;
    for (const char *q = internal; *q; q++)
        out(o, "%c", *q == '/' ? '.' : *q);
}

/* "Cls.name(int, String[], java.util.List)" */
static void out_method(Out *o, const Sim *s, uint16_t i)
{
    out_class(o, ref_class(s, i));
    out(o, ".%s(", ref_name(s, i));
    const char *d = ref_desc(s, i) + 1;
    for (int first = 1; *d && *d != ')'; first = 0) {
        int dims = 0;
        while (*d == '[')
            dims++, d++;
        char name[300];
        if (*d == 'L') {
            const char *e = strchr(d, ';');
            size_t n = e ? (size_t)(e - d - 1) : strlen(d + 1);
            snprintf(name, sizeof name, "%.*s", (int)n, d + 1);
            for (char *q = name; *q; q++)
                if (*q == '/')
                    *q = '.';
            d = e ? e + 1 : d + strlen(d);
        } else {
            static const char *const prims[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean"};
            const char *k = strchr("BCDFIJSZ", *d);
            snprintf(name, sizeof name, "%s", k && *d ? prims[k - "BCDFIJSZ"] : "?");
            d++;
        }
        /* the JDK trims by prefix: java.lang.StringBuilder prints as StringBuilder */
        const char *shown = strncmp(name, "java.lang.Object", 16) == 0 || strncmp(name, "java.lang.String", 16) == 0
                                ? name + 10 : name;
        out(o, "%s%s", first ? "" : ", ", shown);
        while (dims--)
            out(o, "[]");
    }
    out(o, ")");
}

static void out_local(Out *o, const Sim *s, uint32_t bci, uint32_t slot, int is_param)
{
    const Method *m = s->m;
    for (const Lvt *t = lvts; t; t = t->next) {
        if (t->m != m)
            continue;
        for (uint16_t i = 0; i < t->n; i++) {
            const uint16_t *r = t->rows + 4 * i;
            if (bci >= r[0] && bci < (uint32_t)r[0] + r[1] && r[3] == slot) {
                out(o, "%s", utf8(s, r[2]));
                return;
            }
        }
        break;
    }
    int is_static = (m->flags & ACC_STATIC) != 0;
    if (!is_static && slot == 0 && is_param) {
        out(o, "this");
        return;
    }
    uint32_t curr = is_static ? 0 : 1;
    int index = 1, found = 0;
    for (const char *d = m->desc + 1; *d && *d != ')'; d++, index++) {
        uint32_t size = (uint32_t)type_size(d);
        if (slot >= curr && slot < curr + size) {
            found = 1;
            break;
        }
        curr += size;
        while (*d == '[')
            d++;
        if (*d == 'L')
            d = strchr(d, ';');
        if (!d)
            break;
    }
    if (found && is_param)
        out(o, "<parameter%d>", index);
    else
        out(o, "<local%u>", slot);
}

static int is_invoke(uint8_t op) { return op >= 0xb6 && op <= 0xb9; }

/* what pushed stack slot `slot` (0: the top) before instruction `bci`; 1 if anything printed */
static int cause0(Out *o, const Sim *s, uint32_t bci, int slot, int detail, int inner, const char *prefix);
static int cause(Out *o, const Sim *s, uint32_t bci, int slot, int detail, int inner, const char *prefix)
{
    static int nesting; /* array indexes keep `detail`: a bound for malformed code's cycles */
    if (nesting > 64)
        return 0;
    nesting++;
    int r = cause0(o, s, bci, slot, detail, inner, prefix);
    nesting--;
    return r;
}

static int cause0(Out *o, const Sim *s, uint32_t bci, int slot, int detail, int inner, const char *prefix)
{
    if (detail <= 0 || bci >= s->len || !s->at[bci])
        return 0;
    const Stk *st = s->at[bci];
    if (slot >= st->size)
        return 0;
    uint32_t src = st->slot[st->size - 1 - slot];
    if (src == NO_BCI || src >= s->len)
        return 0;
    const uint8_t *c = s->code + src;
    uint8_t op = c[0];
    int wide = op == 0xc4;
    if (wide)
        op = c[1];
    if (detail == MAX_DETAIL && prefix && !is_invoke(op))
        out(o, "%s", prefix);
    int was_written;
    uint32_t local;
    switch (op) {
    case 0x1a: case 0x1b: case 0x1c: case 0x1d: /* iload_n, aload_n */
    case 0x2a: case 0x2b: case 0x2c: case 0x2d:
    case 0x15: case 0x19: /* iload, aload */
        local = op == 0x15 || op == 0x19 ? (wide ? U2(c + 2) : c[1]) : (uint32_t)(op - (op >= 0x2a ? 0x2a : 0x1a));
        was_written = local > 63 || (st->written >> local & 1);
        out_local(o, s, src, local, !was_written);
        return 1;
    case 0x01: out(o, "null"); return 1;
    case 0x02: case 0x03: case 0x04: case 0x05: case 0x06: case 0x07: case 0x08:
        out(o, "%d", op - 0x03);
        return 1;
    case 0x10: out(o, "%d", (int8_t)c[1]); return 1;
    case 0x11: out(o, "%d", U2(c + 1)); return 1; /* unsigned, as HotSpot prints it */
    case 0x2e: case 0x32: /* iaload, aaload: array[index] */
        if (!cause(o, s, src, 1, detail - 1, inner, NULL))
            out(o, "<array>");
        out(o, "[");
        if (!cause(o, s, src, 0, detail, 1, NULL))
            out(o, "...");
        out(o, "]");
        return 1;
    case 0xb2: /* getstatic */
        out_class(o, ref_class(s, U2(c + 1)));
        out(o, ".%s", ref_name(s, U2(c + 1)));
        return 1;
    case 0xb4: /* getfield */
        if (cause(o, s, src, 0, detail - 1, inner, NULL))
            out(o, ".");
        out(o, "%s", ref_name(s, U2(c + 1)));
        return 1;
    case 0xb6: case 0xb7: case 0xb8: case 0xb9:
        if (detail == MAX_DETAIL && !inner)
            out(o, " because the return value of \"");
        out_method(o, s, U2(c + 1));
        return 1;
    default:
        return 0;
    }
}

/* the operand stack slot that held the null, -1 for no implicit NPE here (a constructor's
 * call: the NPE was made by `new`) */
static int null_slot(const Sim *s, uint32_t bci)
{
    const uint8_t *c = s->code + bci;
    switch (c[0]) {
    case 0xb4: case 0xbe: case 0xbf: case 0xc2: case 0xc3: return 0;
    case 0x2e: case 0x2f: case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35: return 1;
    case 0x4f: case 0x51: case 0x53: case 0x54: case 0x55: case 0x56: return 2;
    case 0x50: case 0x52: return 3;
    case 0xb5: return type_size(ref_desc(s, U2(c + 1)));
    case 0xb6: case 0xb7: case 0xb9:
        if (strcmp(ref_name(s, U2(c + 1)), "<init>") == 0)
            return -1;
        return arg_slots(ref_desc(s, U2(c + 1)));
    default: return -1;
    }
}

static void failed_action(Out *o, const Sim *s, uint32_t bci)
{
    static const char *const kinds[] = {"int", "long", "float", "double", "object", "byte/boolean", "char", "short"};
    const uint8_t *c = s->code + bci;
    uint8_t op = c[0];
    if (op >= 0x2e && op <= 0x35)
        out(o, "Cannot load from %s array", kinds[op - 0x2e]);
    else if (op >= 0x4f && op <= 0x56)
        out(o, "Cannot store to %s array", kinds[op - 0x4f]);
    else if (op == 0xbe)
        out(o, "Cannot read the array length");
    else if (op == 0xbf)
        out(o, "Cannot throw exception");
    else if (op == 0xc2)
        out(o, "Cannot enter synchronized block");
    else if (op == 0xc3)
        out(o, "Cannot exit synchronized block");
    else if (op == 0xb4)
        out(o, "Cannot read field \"%s\"", ref_name(s, U2(c + 1)));
    else if (op == 0xb5)
        out(o, "Cannot assign field \"%s\"", ref_name(s, U2(c + 1)));
    else {
        out(o, "Cannot invoke \"");
        out_method(o, s, U2(c + 1));
        out(o, "\"");
    }
}

/* The message of an NPE at bytecode index bci of m, into buf; 0 when the JDK gives none. */
int npe_message(const Method *m, uint32_t bci, char *buf, size_t n)
{
    if (!m || !m->orig_code || bci >= m->code_len || n == 0 || (m->flags & ACC_NATIVE))
        return 0;
    Sim s = {m, m->orig_code, m->owner->cp, m->code_len, m->max_stack + 2u, NULL, NULL, 0, 0, 0, 0};
    int slot = null_slot(&s, bci);
    if (slot < 0)
        return 0;
    Out o = {buf, n, 0};
    buf[0] = 0;
    failed_action(&o, &s, bci);
    if (analyse(&s, bci) && cause(&o, &s, bci, slot, MAX_DETAIL, 0, " because \""))
        out(&o, "\" is null");
    sim_free(&s);
    return 1;
}

/* ---- the VM's NPEs: the site, NullPointerException.getExtendedNPEMessage; and
 * StackTraceElement's module (java.base for the library's classes) ---- */
static uint32_t off_method, off_bci;

static int npe_fields(Class *c)
{
    if (!off_method) {
        Field *fm = find_field(c, "vmMethod", "I"), *fb = find_field(c, "vmBci", "I");
        if (!fm || !fb)
            fatal("java.lang.NullPointerException has no fields int vmMethod, vmBci");
        off_method = fm->offset;
        off_bci = fb->offset;
    }
    return 1;
}

/* throws the NPE of an implicit null check at frame f's saved pc (its instruction). In a
 * frame of a class the VM made (a lambda's, left out of stack traces) there is no message, as
 * in the JDK, whose hidden top frame leaves the message unknown. */
void throw_npe_at(Frame *f)
{
    Method *m = f->m;
    uint32_t bci = (uint32_t)(f->pc - m->code);
    throw_new("java/lang/NullPointerException", NULL);
    Object *e = thread.pending;
    if (!e || m->owner->hidden || strcmp(e->tib->name, "java/lang/NullPointerException") != 0 || !npe_fields(e->tib))
        return;
    *(uint32_t *)FIELD_PTR(e, off_method) = (uint32_t)(uintptr_t)m;
    *(uint32_t *)FIELD_PTR(e, off_bci) = bci;
}

#define A_REF(i) ((Object *)(uintptr_t)args[i])

static void n_getExtendedNPEMessage(uint32_t *args, uint32_t *ret)
{
    Object *e = A_REF(0);
    ret[0] = 0;
    Class *c = e->tib;
    while (c && strcmp(c->name, "java/lang/NullPointerException") != 0)
        c = c->super;
    if (!c || !npe_fields(c))
        return;
    const Method *m = (const Method *)(uintptr_t)*(uint32_t *)FIELD_PTR(e, off_method);
    char buf[1024];
    if (m && npe_message(m, *(uint32_t *)FIELD_PTR(e, off_bci), buf, sizeof buf))
        ret[0] = (uint32_t)(uintptr_t)new_string_utf8(buf);
}

/* StackTraceElement.isLibraryClass(String): the frame's class came from the embedded library
 * (module java.base in the JDK's printing) rather than the class path */
static void n_isLibraryClass(uint32_t *args, uint32_t *ret)
{
    ret[0] = 0;
    if (!A_REF(0))
        return;
    char *n = string_to_utf8(A_REF(0));
    for (char *q = n; *q; q++)
        if (*q == '.')
            *q = '/';
    Class *c = find_loaded(n);
    free(n);
    ret[0] = c && !c->from_cp;
}

const NativeEntry npe_natives[] = {
    {"java/lang/StackTraceElement.isLibraryClass(Ljava/lang/String;)Z", n_isLibraryClass},
    {"java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;", n_getExtendedNPEMessage},
};
const size_t npe_natives_count = sizeof npe_natives / sizeof npe_natives[0];
/* OpenJDK's library (-X:classlib=jdk): the same message; the fields are injected there */
const NativeEntry jdk_npe_natives[] = {
    {"java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;", n_getExtendedNPEMessage},
};
const size_t jdk_npe_natives_count = sizeof jdk_npe_natives / sizeof jdk_npe_natives[0];
