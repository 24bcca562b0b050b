/* stackmap.c - exact GC maps for interpreter frames, computed lazily per method.
 *
 * A data-flow analysis over the original bytecode (JVMS 4.10.2 type inference, reduced to
 * three kinds per slot: unknown, value, reference) gives for every instruction the kinds of
 * the locals and operand stack slots *before* it executes. The interpreter saves pc and sp at
 * every call-out, so a frame's roots are the reference slots of the state at its saved pc,
 * limited to the saved stack depth. Results are kept as one bitmap per instruction. */
#include "classmodel.h"
#include <stdlib.h>

enum { T_UNK = 0, T_VAL = 1, T_REF = 2 };

typedef struct StackMaps {
    uint32_t nbytes;  /* bitmap bytes per pc */
    uint8_t *bits;    /* code_len * nbytes */
} StackMaps;

typedef struct State {
    int16_t depth;    /* -1: not reached */
} State;

/* pops:pushes for the opcodes whose effect depends only on the opcode ('I' value, 'A' ref) */
static const char *const simple[0xca] = {
    [0x00] = "0:", [0x01] = "0:A", [0x02] = "0:I", [0x03] = "0:I", [0x04] = "0:I", [0x05] = "0:I",
    [0x06] = "0:I", [0x07] = "0:I", [0x08] = "0:I", [0x09] = "0:II", [0x0a] = "0:II", [0x0b] = "0:I",
    [0x0c] = "0:I", [0x0d] = "0:I", [0x0e] = "0:II", [0x0f] = "0:II", [0x10] = "0:I", [0x11] = "0:I",
    [0x14] = "0:II",
    [0x2e] = "2:I", [0x2f] = "2:II", [0x30] = "2:I", [0x31] = "2:II", [0x32] = "2:A", [0x33] = "2:I",
    [0x34] = "2:I", [0x35] = "2:I",
    [0x4f] = "3:", [0x50] = "4:", [0x51] = "3:", [0x52] = "4:", [0x53] = "3:", [0x54] = "3:",
    [0x55] = "3:", [0x56] = "3:", [0x57] = "1:", [0x58] = "2:",
    [0x60] = "2:I", [0x61] = "4:II", [0x62] = "2:I", [0x63] = "4:II", [0x64] = "2:I", [0x65] = "4:II",
    [0x66] = "2:I", [0x67] = "4:II", [0x68] = "2:I", [0x69] = "4:II", [0x6a] = "2:I", [0x6b] = "4:II",
    [0x6c] = "2:I", [0x6d] = "4:II", [0x6e] = "2:I", [0x6f] = "4:II", [0x70] = "2:I", [0x71] = "4:II",
    [0x72] = "2:I", [0x73] = "4:II", [0x74] = "1:I", [0x75] = "2:II", [0x76] = "1:I", [0x77] = "2:II",
    [0x78] = "2:I", [0x79] = "3:II", [0x7a] = "2:I", [0x7b] = "3:II", [0x7c] = "2:I", [0x7d] = "3:II",
    [0x7e] = "2:I", [0x7f] = "4:II", [0x80] = "2:I", [0x81] = "4:II", [0x82] = "2:I", [0x83] = "4:II",
    [0x84] = "0:", [0x85] = "1:II", [0x86] = "1:I", [0x87] = "1:II", [0x88] = "2:I", [0x89] = "2:I",
    [0x8a] = "2:II", [0x8b] = "1:I", [0x8c] = "1:II", [0x8d] = "1:II", [0x8e] = "2:I", [0x8f] = "2:II",
    [0x90] = "2:I", [0x91] = "1:I", [0x92] = "1:I", [0x93] = "1:I", [0x94] = "4:I", [0x95] = "2:I",
    [0x96] = "2:I", [0x97] = "4:I", [0x98] = "4:I",
    [0x99] = "1:", [0x9a] = "1:", [0x9b] = "1:", [0x9c] = "1:", [0x9d] = "1:", [0x9e] = "1:",
    [0x9f] = "2:", [0xa0] = "2:", [0xa1] = "2:", [0xa2] = "2:", [0xa3] = "2:", [0xa4] = "2:",
    [0xa5] = "2:", [0xa6] = "2:", [0xa7] = "0:", [0xaa] = "1:", [0xab] = "1:",
    [0xac] = "1:", [0xad] = "2:", [0xae] = "1:", [0xaf] = "2:", [0xb0] = "1:", [0xb1] = "0:",
    [0xbb] = "0:A", [0xbc] = "1:A", [0xbd] = "1:A", [0xbe] = "1:I", [0xbf] = "1:", [0xc0] = "1:A",
    [0xc1] = "1:I", [0xc2] = "1:", [0xc3] = "1:", [0xc6] = "1:", [0xc7] = "1:", [0xc8] = "0:",
};

/* deaths.c's maps are being computed (stackmap_side): nothing is kept, not even the
 * constant pool's call shapes, so that the measured run is what it is without -X:deaths */
static void *(*side_zalloc)(size_t n);

const uint8_t bytecode_lengths[256] = {
    [0 ... 255] = 1,
    [0x10] = 2, [0x11] = 3, [0x12] = 2, [0x13] = 3, [0x14] = 3, [0x15] = 2, [0x16] = 2, [0x17] = 2,
    [0x18] = 2, [0x19] = 2, [0x36] = 2, [0x37] = 2, [0x38] = 2, [0x39] = 2, [0x3a] = 2, [0x84] = 3,
    [0x99] = 3, [0x9a] = 3, [0x9b] = 3, [0x9c] = 3, [0x9d] = 3, [0x9e] = 3, [0x9f] = 3, [0xa0] = 3,
    [0xa1] = 3, [0xa2] = 3, [0xa3] = 3, [0xa4] = 3, [0xa5] = 3, [0xa6] = 3, [0xa7] = 3, [0xa8] = 3,
    [0xa9] = 2, [0xaa] = 0, [0xab] = 0, [0xb2] = 3, [0xb3] = 3, [0xb4] = 3, [0xb5] = 3, [0xb6] = 3,
    [0xb7] = 3, [0xb8] = 3, [0xb9] = 5, [0xba] = 5, [0xbb] = 3, [0xbc] = 2, [0xbd] = 3, [0xc0] = 3,
    [0xc1] = 3, [0xc4] = 0, [0xc5] = 4, [0xc6] = 3, [0xc7] = 3, [0xc8] = 5, [0xc9] = 5,
};

/* tableswitch, lookupswitch (padding, then their tables) and wide */
uint32_t bytecode_length_var(const uint8_t *code, uint32_t pc)
{
    uint8_t op = code[pc];
    if (op == 0xaa || op == 0xab) {
        uint32_t p = (pc + 4) & ~3u;
        const uint8_t *q = code + p;
        int32_t a = (int32_t)((uint32_t)q[4] << 24 | q[5] << 16 | q[6] << 8 | q[7]);
        if (op == 0xab)
            return p - pc + 8 + 8 * (uint32_t)a;
        int32_t hi = (int32_t)((uint32_t)q[8] << 24 | q[9] << 16 | q[10] << 8 | q[11]);
        return p - pc + 12 + 4 * (uint32_t)(hi - a + 1);
    }
    if (op == 0xc4)
        return code[pc + 1] == 0x84 ? 6 : 4;
    return bytecode_lengths[op];
}

static char kind_of_desc(const char *d) { return *d == 'L' || *d == '[' ? T_REF : T_VAL; }

typedef struct Ctx {
    Method *m;
    uint32_t nslots;
    uint8_t *types;   /* code_len * nslots */
    int16_t *depth;   /* code_len, -1 unreached */
    uint32_t *work;
    uint32_t nwork;
    uint8_t *inwork;
    /* jsr/ret (class files before version 50), as the verifier (verify_flow.c) treats them:
     * a ret returns to every jsr site with the subroutines' state for the locals any
     * subroutine writes and the caller's state for the others */
    int32_t *site;       /* jsr site number at a pc, -1 elsewhere */
    uint32_t *site_pc, nsites;
    uint8_t *call;       /* nsites * nslots: the state at each jsr */
    uint8_t *called;
    uint8_t *ret;        /* merged state at the rets */
    int ret_d;           /* -1: no ret reached */
    uint8_t *written;    /* locals a subroutine may write */
} Ctx;

static void merge_into(Ctx *c, uint32_t pc, const uint8_t *t, int depth)
{
    if (pc >= c->m->code_len)
        fatal("stackmap: %s.%s: branch outside the code", c->m->owner->name, c->m->name);
    uint8_t *dst = c->types + (size_t)pc * c->nslots;
    int changed = 0;
    if (c->depth[pc] < 0) {
        memcpy(dst, t, c->nslots);
        c->depth[pc] = (int16_t)depth;
        changed = 1;
    } else {
        if (c->depth[pc] != depth)
            fatal("stackmap: %s.%s: stack depths %d and %d meet at pc %u", c->m->owner->name, c->m->name,
                  c->depth[pc], depth, pc);
        for (uint32_t i = 0; i < c->nslots; i++)
            if (dst[i] != t[i] && dst[i] != T_UNK) {
                dst[i] = T_UNK;
                changed = 1;
            }
    }
    if (changed && !c->inwork[pc]) {
        c->inwork[pc] = 1;
        c->work[c->nwork++] = pc;
    }
}

static int32_t s4(const uint8_t *q) { return (int32_t)((uint32_t)q[0] << 24 | q[1] << 16 | q[2] << 8 | q[3]); }

static uint32_t jsr_target(const uint8_t *code, uint32_t pc)
{
    return pc + (code[pc] == 0xa8 ? (uint32_t)(int16_t)(code[pc + 1] << 8 | code[pc + 2]) : (uint32_t)s4(code + pc + 1));
}

static void merge_kinds(uint8_t *dst, const uint8_t *t, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (dst[i] != t[i])
            dst[i] = T_UNK;
}

static void return_to(Ctx *c, uint32_t s, uint8_t *scratch)
{
    const uint8_t *call = c->call + (size_t)s * c->nslots;
    for (uint32_t i = 0; i < c->nslots; i++)
        scratch[i] = i >= c->m->max_locals || c->written[i] ? c->ret[i] : call[i];
    uint32_t pc = c->site_pc[s];
    merge_into(c, pc + bytecode_length(c->m->orig_code, pc), scratch, c->ret_d);
}

/* where analyse takes its memory: malloc's, or deaths.c's side memory (stackmap_side) */
typedef struct Alloc {
    void *(*malloc)(size_t n);
    void *(*calloc)(size_t n, size_t m);
    void (*free)(void *p);
} Alloc;
static const Alloc heap_alloc = {xmalloc, xcalloc, free};

/* The jsr sites and the locals any subroutine may write (stores reachable from a jsr
 * target without passing a ret). */
static void find_subroutines(Ctx *c, const Alloc *A)
{
    Method *m = c->m;
    const uint8_t *code = m->orig_code;
    uint32_t n = m->code_len;
    c->site = A->malloc(n * sizeof(int32_t));
    for (uint32_t pc = 0; pc < n; pc += bytecode_length(code, pc)) {
        c->site[pc] = -1;
        if (code[pc] == 0xa8 || code[pc] == 0xc9)
            c->site[pc] = (int32_t)c->nsites++;
    }
    c->ret_d = -1;
    if (!c->nsites)
        return;
    c->site_pc = A->malloc(c->nsites * sizeof(uint32_t));
    c->call = A->calloc((size_t)c->nsites * c->nslots, 1);
    c->called = A->calloc(c->nsites, 1);
    c->ret = A->calloc(c->nslots + 1, 1);
    c->written = A->calloc(m->max_locals + 1u, 1);
    uint8_t *seen = A->calloc(n, 1);
    uint32_t *stack = A->malloc((n + 1) * sizeof(uint32_t)), top = 0;
#define VISIT(x) do { uint32_t x_ = (x); if (x_ < n && !seen[x_]) { seen[x_] = 1; stack[top++] = x_; } } while (0)
    for (uint32_t pc = 0; pc < n; pc += bytecode_length(code, pc))
        if (c->site[pc] >= 0) {
            c->site_pc[c->site[pc]] = pc;
            VISIT(jsr_target(code, pc));
        }
    while (top) {
        uint32_t pc = stack[--top];
        uint8_t op = code[pc] == 0xc4 ? code[pc + 1] : code[pc];
        if (op >= 0x36 && op <= 0x4e) {
            uint32_t i = code[pc] == 0xc4 ? (uint32_t)(code[pc + 2] << 8 | code[pc + 3])
                       : op >= 0x3b ? (uint32_t)(op - 0x3b) % 4 : code[pc + 1];
            for (uint32_t k = i ? i - 1 : 0; k <= i + 1 && k < m->max_locals; k++)
                c->written[k] = 1;
        }
        if (!((op >= 0xa7 && op <= 0xb1) || op == 0xbf || op == 0xc8) || op == 0xa8)
            VISIT(pc + bytecode_length(code, pc));
        if (op == 0xc9)
            VISIT(pc + 5);
        if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7)
            VISIT(pc + (uint32_t)(int16_t)(code[pc + 1] << 8 | code[pc + 2]));
        else if (op == 0xc8 || op == 0xc9)
            VISIT(pc + (uint32_t)s4(code + pc + 1));
        else if (op == 0xaa || op == 0xab) {
            const uint8_t *q = code + ((pc + 4) & ~3u);
            VISIT(pc + (uint32_t)s4(q));
            int32_t cnt = op == 0xab ? s4(q + 4) : s4(q + 8) - s4(q + 4) + 1;
            for (int32_t i = 0; i < cnt; i++)
                VISIT(pc + (uint32_t)s4(op == 0xab ? q + 12 + 8 * i : q + 12 + 4 * i));
        }
        for (int i = 0; i < m->nhandlers; i++)
            if (pc >= m->handlers[i].start && pc < m->handlers[i].end)
                VISIT(m->handlers[i].pc);
    }
#undef VISIT
    A->free(seen);
    A->free(stack);
}

/* Applies the instruction at pc to (t, depth); returns the new depth. */
static int transfer(Ctx *c, uint32_t pc, uint8_t *t, int d)
{
    const uint8_t *code = c->m->orig_code;
    uint8_t op = code[pc];
    uint8_t *loc = t, *stk = t + c->m->max_locals;
    Class *owner = c->m->owner;
    switch (op) {
    case 0x12: case 0x13: { /* ldc */
        uint16_t i = op == 0x12 ? code[pc + 1] : (uint16_t)(code[pc + 1] << 8 | code[pc + 2]);
        CpEntry *e = &owner->cp[i];
        /* a reference unless a number (or a dynamic constant of a primitive type) */
        stk[d++] = e->tag == CONST_Integer || e->tag == CONST_Float ? T_VAL
                 : e->tag == CONST_Dynamic ? (uint8_t)kind_of_desc(owner->cp[owner->cp[e->b].b].u.utf8) : T_REF;
        return d;
    }
    case 0x15: case 0x17: stk[d++] = T_VAL; return d;
    case 0x16: case 0x18: stk[d++] = T_VAL; stk[d++] = T_VAL; return d;
    case 0x19: stk[d++] = loc[code[pc + 1]]; return d;
    case 0x1a: case 0x1b: case 0x1c: case 0x1d: case 0x22: case 0x23: case 0x24: case 0x25:
        stk[d++] = T_VAL; return d;
    case 0x1e: case 0x1f: case 0x20: case 0x21: case 0x26: case 0x27: case 0x28: case 0x29:
        stk[d++] = T_VAL; stk[d++] = T_VAL; return d;
    case 0x2a: case 0x2b: case 0x2c: case 0x2d: stk[d++] = loc[op - 0x2a]; return d;
    case 0x36: case 0x38: loc[code[pc + 1]] = T_VAL; return d - 1;
    case 0x37: case 0x39: loc[code[pc + 1]] = loc[code[pc + 1] + 1] = T_VAL; return d - 2;
    case 0x3a: loc[code[pc + 1]] = stk[d - 1]; return d - 1;
    case 0x3b: case 0x3c: case 0x3d: case 0x3e: loc[op - 0x3b] = T_VAL; return d - 1;
    case 0x43: case 0x44: case 0x45: case 0x46: loc[op - 0x43] = T_VAL; return d - 1;
    case 0x3f: case 0x40: case 0x41: case 0x42: loc[op - 0x3f] = loc[op - 0x3f + 1] = T_VAL; return d - 2;
    case 0x47: case 0x48: case 0x49: case 0x4a: loc[op - 0x47] = loc[op - 0x47 + 1] = T_VAL; return d - 2;
    case 0x4b: case 0x4c: case 0x4d: case 0x4e: loc[op - 0x4b] = stk[d - 1]; return d - 1;
    case 0x59: stk[d] = stk[d - 1]; return d + 1;
    case 0x5a: { uint8_t a = stk[d - 1], b = stk[d - 2]; stk[d - 2] = a; stk[d - 1] = b; stk[d] = a; return d + 1; }
    case 0x5b: { uint8_t a = stk[d - 1], b = stk[d - 2], e = stk[d - 3];
        stk[d - 3] = a; stk[d - 2] = e; stk[d - 1] = b; stk[d] = a; return d + 1; }
    case 0x5c: stk[d] = stk[d - 2]; stk[d + 1] = stk[d - 1]; return d + 2;
    case 0x5d: { uint8_t a = stk[d - 1], b = stk[d - 2], e = stk[d - 3];
        stk[d - 3] = b; stk[d - 2] = a; stk[d - 1] = e; stk[d] = b; stk[d + 1] = a; return d + 2; }
    case 0x5e: { uint8_t a = stk[d - 1], b = stk[d - 2], e = stk[d - 3], g = stk[d - 4];
        stk[d - 4] = b; stk[d - 3] = a; stk[d - 2] = g; stk[d - 1] = e; stk[d] = b; stk[d + 1] = a; return d + 2; }
    case 0x5f: { uint8_t a = stk[d - 1]; stk[d - 1] = stk[d - 2]; stk[d - 2] = a; return d; }
    case 0xb2: case 0xb3: case 0xb4: case 0xb5: { /* fields */
        CpEntry *e = &owner->cp[(code[pc + 1] << 8) | code[pc + 2]];
        const char *desc = owner->cp[owner->cp[e->b].b].u.utf8;
        int size = (*desc == 'J' || *desc == 'D') ? 2 : 1;
        if (op == 0xb4 || op == 0xb5 || op == 0xb3)
            d -= (op == 0xb4 ? 1 : op == 0xb5 ? 1 + size : size);
        if (op == 0xb2 || op == 0xb4)
            for (int i = 0; i < size; i++)
                stk[d++] = (uint8_t)kind_of_desc(desc);
        return d;
    }
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba: {
        CpEntry *e = &owner->cp[(code[pc + 1] << 8) | code[pc + 2]];
        uint32_t shape = side_zalloc ? desc_call_shape(owner->cp[owner->cp[e->b].b].u.utf8) : cp_call_shape(owner->cp, e->b);
        d -= CALL_ARGS(shape) + (op == 0xb8 || op == 0xba ? 0 : 1);
        if (op == 0xb7 && strcmp(owner->cp[owner->cp[e->b].a].u.utf8, "<init>") == 0) {
            /* the receiver and its copies are now initialised: still references */
        }
        if (CALL_RET(shape) == 3) {
            stk[d++] = T_VAL;
            stk[d++] = T_VAL;
        } else if (CALL_RET(shape) != 0) {
            stk[d++] = CALL_RET(shape) == 2 ? T_REF : T_VAL;
        }
        return d;
    }
    case 0xc4: { /* wide */
        uint8_t wop = code[pc + 1];
        uint16_t i = (uint16_t)(code[pc + 2] << 8 | code[pc + 3]);
        switch (wop) {
        case 0x15: case 0x17: stk[d++] = T_VAL; return d;
        case 0x16: case 0x18: stk[d++] = T_VAL; stk[d++] = T_VAL; return d;
        case 0x19: stk[d++] = loc[i]; return d;
        case 0x36: case 0x38: loc[i] = T_VAL; return d - 1;
        case 0x37: case 0x39: loc[i] = loc[i + 1] = T_VAL; return d - 2;
        case 0x3a: loc[i] = stk[d - 1]; return d - 1;
        case 0x84: case 0xa9: return d;
        default: break;
        }
        break;
    }
    case 0xc5: d -= code[pc + 3]; stk[d++] = T_REF; return d;
    case 0xa8: case 0xc9: stk[d++] = T_VAL; return d; /* the return address is no reference */
    case 0xa9: return d;
    default:
        if (op < 0xca && simple[op]) {
            const char *s = simple[op];
            d -= s[0] - '0';
            for (s += 2; *s; s++)
                stk[d++] = *s == 'A' ? T_REF : T_VAL;
            return d;
        }
        break;
    }
    fatal("stackmap: %s.%s: opcode 0x%02x at pc %u is not supported by the GC map analysis (jsr/ret?)",
          c->m->owner->name, c->m->name, op, pc);
}

static StackMaps *analyse(Method *m, const Alloc *A, int16_t **depths)
{
    Ctx c = {.m = m, .nslots = (uint32_t)m->max_locals + m->max_stack};
    uint32_t n = m->code_len;
    c.types = A->calloc((size_t)n * c.nslots + 1, 1);
    c.depth = A->malloc(n * sizeof(int16_t));
    for (uint32_t i = 0; i < n; i++)
        c.depth[i] = -1;
    c.work = A->malloc(n * sizeof(uint32_t));
    c.inwork = A->calloc(n, 1);
    uint8_t *t = A->calloc(c.nslots + 4, 1);
    uint8_t *scratch = A->calloc(c.nslots + 4, 1);
    find_subroutines(&c, A);

    /* entry state: the arguments */
    uint32_t l = 0;
    if (!(m->flags & ACC_STATIC))
        t[l++] = T_REF;
    for (const char *p = m->desc + 1; *p != ')';) {
        if (*p == 'J' || *p == 'D') {
            t[l++] = T_VAL;
            t[l++] = T_VAL;
            p++;
            continue;
        }
        char k = *p == 'L' || *p == '[' ? T_REF : T_VAL;
        while (*p == '[')
            p++;
        if (*p == 'L')
            p = strchr(p, ';');
        p++;
        t[l++] = (uint8_t)k;
    }
    merge_into(&c, 0, t, 0);
    while (c.nwork) {
        uint32_t pc = c.work[--c.nwork];
        c.inwork[pc] = 0;
        const uint8_t *code = m->orig_code;
        uint8_t op = code[pc];
        memcpy(t, c.types + (size_t)pc * c.nslots, c.nslots);
        int d = c.depth[pc];
        /* exception edges: the handler sees these locals and one reference on the stack */
        for (int i = 0; i < m->nhandlers; i++) {
            Handler *h = &m->handlers[i];
            if (pc >= h->start && pc < h->end) {
                uint8_t save = t[m->max_locals];
                t[m->max_locals] = T_REF;
                merge_into(&c, h->pc, t, 1);
                t[m->max_locals] = save;
            }
        }
        uint32_t len = bytecode_length(code, pc);
        int nd = transfer(&c, pc, t, d);
        if (nd < 0 || nd > m->max_stack)
            fatal("stackmap: %s.%s: stack depth %d out of range at pc %u", m->owner->name, m->name, nd, pc);
        for (int i = nd; i < m->max_stack; i++)
            t[m->max_locals + i] = T_UNK;
        if (op >= 0x99 && op <= 0xa7) {
            merge_into(&c, pc + (uint32_t)(int16_t)(code[pc + 1] << 8 | code[pc + 2]), t, nd);
        } else if (op == 0xc6 || op == 0xc7) {
            merge_into(&c, pc + (uint32_t)(int16_t)(code[pc + 1] << 8 | code[pc + 2]), t, nd);
        } else if (op == 0xc8) {
            merge_into(&c, pc + (uint32_t)s4(code + pc + 1), t, nd);
        } else if (op == 0xaa || op == 0xab) {
            const uint8_t *q = code + ((pc + 4) & ~3u);
            merge_into(&c, pc + (uint32_t)s4(q), t, nd);
            int32_t cnt = op == 0xab ? s4(q + 4) : s4(q + 8) - s4(q + 4) + 1;
            for (int32_t i = 0; i < cnt; i++)
                merge_into(&c, pc + (uint32_t)s4(op == 0xab ? q + 12 + 8 * i : q + 12 + 4 * i), t, nd);
        }
        if (op == 0xa8 || op == 0xc9) {
            int32_t s = c.site[pc];
            uint8_t *call = c.call + (size_t)s * c.nslots;
            if (c.called[s]) {
                merge_kinds(call, t, c.nslots);
            } else {
                memcpy(call, t, c.nslots);
                c.called[s] = 1;
            }
            merge_into(&c, jsr_target(code, pc), t, nd);
            if (c.ret_d >= 0)
                return_to(&c, (uint32_t)s, scratch);
        } else if (op == 0xa9 || (op == 0xc4 && code[pc + 1] == 0xa9)) {
            if (c.ret_d >= 0)
                merge_kinds(c.ret, t, c.nslots);
            else
                memcpy(c.ret, t, c.nslots);
            c.ret_d = nd;
            for (uint32_t s = 0; s < c.nsites; s++)
                if (c.called[s])
                    return_to(&c, s, scratch);
        }
        int falls = !(op == 0xa7 || op == 0xc8 || op == 0xaa || op == 0xab || (op >= 0xac && op <= 0xb1) || op == 0xbf ||
                      op == 0xa8 || op == 0xa9 || op == 0xc9 || (op == 0xc4 && code[pc + 1] == 0xa9));
        if (falls)
            merge_into(&c, pc + len, t, nd);
    }
    StackMaps *sm = A->malloc(sizeof *sm);
    sm->nbytes = (c.nslots + 7) / 8;
    if (!sm->nbytes)
        sm->nbytes = 1;
    sm->bits = A->calloc((size_t)n * sm->nbytes, 1);
    for (uint32_t pc = 0; pc < n; pc++) {
        if (c.depth[pc] < 0)
            continue;
        const uint8_t *ty = c.types + (size_t)pc * c.nslots;
        for (uint32_t i = 0; i < c.nslots; i++)
            if (ty[i] == T_REF)
                sm->bits[(size_t)pc * sm->nbytes + i / 8] |= (uint8_t)(1u << (i & 7));
    }
    A->free(c.types);
    if (depths)
        *depths = c.depth;
    else
        A->free(c.depth);
    A->free(c.work);
    A->free(c.inwork);
    A->free(c.site);
    A->free(c.site_pc);
    A->free(c.call);
    A->free(c.called);
    A->free(c.ret);
    A->free(c.written);
    A->free(t);
    A->free(scratch);
    return sm;
}

/* deaths.c: the maps of a method with code, computed in memory that `zalloc` gives (zeroed)
 * and `release` takes back, and not kept: m->maps stays as it was, so -X:deaths moves
 * none of the VM's own analyses or mallocs. Returns the bitmaps, code_len * *nbytes bytes. */
static void *side_malloc(size_t n) { return side_zalloc(n); }
static void *side_calloc(size_t n, size_t m) { return side_zalloc(n * m); }

const uint8_t *stackmap_side(Method *m, void *(*zalloc)(size_t n), void (*release)(void *p), uint32_t *nbytes)
{
    side_zalloc = zalloc;
    Alloc a = {side_malloc, side_calloc, release};
    StackMaps *sm = analyse(m, &a, NULL);
    side_zalloc = NULL;
    *nbytes = sm->nbytes;
    return sm->bits;
}

const uint8_t *stackmap_at(Method *m, uint32_t pc)
{
    static const uint8_t none[8192];
    if (!m->code || (m->flags & ACC_NATIVE))
        return none;
    if (!m->maps)
        m->maps = analyse(m, &heap_alloc, NULL);
    if (pc >= m->code_len)
        fatal("stackmap: %s.%s: pc %u outside the code", m->owner->name, m->name, pc);
    return m->maps->bits + (size_t)pc * m->maps->nbytes;
}

/* jit.c: the operand stack depth before each instruction (-1: unreached), malloc'd; the maps
 * are kept as stackmap_at would keep them. NULL for a method with jsr/ret (compiled code
 * does not run those). */
/* the stack depth after the instruction at pc given the depth d before it, -1 when the
 * depth pass leaves the method to analyse (an opcode it does not know) */
static int depth_after(Method *m, uint32_t pc, int d)
{
    const uint8_t *code = m->orig_code;
    uint8_t op = code[pc];
    CpEntry *cp = m->owner->cp;
    switch (op) {
    case 0x12: case 0x13: return d + 1;
    case 0x15: case 0x17: case 0x19: return d + 1;
    case 0x16: case 0x18: return d + 2;
    case 0x1a: case 0x1b: case 0x1c: case 0x1d: case 0x22: case 0x23: case 0x24: case 0x25:
    case 0x2a: case 0x2b: case 0x2c: case 0x2d:
        return d + 1;
    case 0x1e: case 0x1f: case 0x20: case 0x21: case 0x26: case 0x27: case 0x28: case 0x29: return d + 2;
    case 0x36: case 0x38: case 0x3a: case 0x3b: case 0x3c: case 0x3d: case 0x3e: case 0x43: case 0x44: case 0x45:
    case 0x46: case 0x4b: case 0x4c: case 0x4d: case 0x4e:
        return d - 1;
    case 0x37: case 0x39: case 0x3f: case 0x40: case 0x41: case 0x42: case 0x47: case 0x48: case 0x49: case 0x4a:
        return d - 2;
    case 0x59: case 0x5a: case 0x5b: return d + 1;
    case 0x5c: case 0x5d: case 0x5e: return d + 2;
    case 0x5f: return d;
    case 0xb2: case 0xb3: case 0xb4: case 0xb5: {
        const char *desc = cp[cp[cp[(code[pc + 1] << 8) | code[pc + 2]].b].b].u.utf8;
        int size = (*desc == 'J' || *desc == 'D') ? 2 : 1;
        return op == 0xb2 ? d + size : op == 0xb3 ? d - size : op == 0xb4 ? d - 1 + size : d - 1 - size;
    }
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba: {
        uint32_t shape = cp_call_shape(cp, cp[(code[pc + 1] << 8) | code[pc + 2]].b), ret = CALL_RET(shape);
        d -= CALL_ARGS(shape) + (op == 0xb8 || op == 0xba ? 0 : 1);
        return d + (ret == 3 ? 2 : ret != 0);
    }
    case 0xc4:
        switch (code[pc + 1]) {
        case 0x15: case 0x17: case 0x19: return d + 1;
        case 0x16: case 0x18: return d + 2;
        case 0x36: case 0x38: case 0x3a: return d - 1;
        case 0x37: case 0x39: return d - 2;
        case 0x84: return d;
        }
        return -1;
    case 0xc5: return d - code[pc + 3] + 1;
    }
    static int8_t delta[0xca]; /* simple's effect on the depth, +16 (0: not simple), made once */
    if (!delta[0])
        for (int i = 0; i < 0xca; i++)
            if (simple[i])
                delta[i] = (int8_t)(16 - (simple[i][0] - '0') + (int)strlen(simple[i] + 2));
    if (op < 0xca && delta[op])
        return d + delta[op] - 16;
    return -1;
}

/* the operand stack depth before each instruction, -1 where it is not reached: analyse's
 * depths without its types (the baseline compiler's need; the GC maps stay lazy). NULL when
 * an instruction or a merge is beyond it (analyse then does it). */
static int16_t *depths_only(Method *m)
{
    uint32_t n = m->code_len, nwork = 0;
    const uint8_t *code = m->orig_code;
    int16_t *d = xmalloc(n * sizeof *d);
    uint32_t *work = xmalloc(n * sizeof *work);
    for (uint32_t i = 0; i < n; i++)
        d[i] = -1;
#define REACH(to, v)                                                                    \
    do {                                                                                \
        uint32_t to_ = (to);                                                            \
        if (to_ >= n || (v) < 0 || (v) > m->max_stack || (d[to_] >= 0 && d[to_] != (v))) \
            goto fail;                                                                  \
        if (d[to_] < 0) {                                                               \
            d[to_] = (int16_t)(v);                                                      \
            work[nwork++] = to_;                                                        \
        }                                                                               \
    } while (0)
    REACH(0u, 0);
    while (nwork) {
        uint32_t pc = work[--nwork];
        uint8_t op = code[pc];
        for (int i = 0; i < m->nhandlers; i++)
            if (pc >= m->handlers[i].start && pc < m->handlers[i].end)
                REACH(m->handlers[i].pc, 1);
        int nd = depth_after(m, pc, d[pc]);
        if (nd < 0)
            goto fail;
        if ((op >= 0x99 && op <= 0xa7) || op == 0xc6 || op == 0xc7) {
            REACH(pc + (uint32_t)(int16_t)(code[pc + 1] << 8 | code[pc + 2]), nd);
        } else if (op == 0xc8) {
            REACH(pc + (uint32_t)s4(code + pc + 1), nd);
        } else if (op == 0xaa || op == 0xab) {
            const uint8_t *q = code + ((pc + 4) & ~3u);
            REACH(pc + (uint32_t)s4(q), nd);
            int32_t cnt = op == 0xab ? s4(q + 4) : s4(q + 8) - s4(q + 4) + 1;
            for (int32_t i = 0; i < cnt; i++)
                REACH(pc + (uint32_t)s4(op == 0xab ? q + 12 + 8 * i : q + 12 + 4 * i), nd);
        }
        if (!(op == 0xa7 || op == 0xc8 || op == 0xaa || op == 0xab || (op >= 0xac && op <= 0xb1) || op == 0xbf))
            REACH(pc + bytecode_length(code, pc), nd);
    }
#undef REACH
    free(work);
    return d;
fail:
    free(work);
    free(d);
    return NULL;
}

int16_t *stackmap_depths(Method *m)
{
    for (uint32_t pc = 0; pc < m->code_len; pc += bytecode_length(m->orig_code, pc)) {
        uint8_t op = m->orig_code[pc];
        if (op == 0xa8 || op == 0xa9 || op == 0xc9 || (op == 0xc4 && m->orig_code[pc + 1] == 0xa9))
            return NULL;
    }
    int16_t *d = depths_only(m);
    if (d)
        return d;
    StackMaps *sm = analyse(m, &heap_alloc, &d);
    if (m->maps) {
        free(sm->bits);
        free(sm);
    } else {
        m->maps = sm;
    }
    return d;
}
