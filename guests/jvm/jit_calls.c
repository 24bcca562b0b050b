/* jit_calls.c - invokestatic, invokespecial and invokevirtual sites, patched at their first
 * execution.
 *
 * The template (jit_t_site) is the receiver's null check (not for invokestatic) and a
 * region whose first instruction branches to the invoke's slow stub (jit_invoke, jit.c's
 * STUB_INVOKE). The first execution resolves and quickens the instruction there, as
 * interpreted, and jit_invoke gives the site and the callee it selected to jit_site_patch,
 * which rewrites the region once:
 *   - when the callee is one method (static, special, a virtual no class overrides) or, for
 *     another invokevirtual, for receivers of exactly the first receiver's class (a test of
 *     the class first; other classes take the vtable, STUB_VIRTUAL, out of line):
 *   - a direct call of the compiled callee: the caller's pc and sp and the callee's Method
 *     stored as constants, then `bl` to its fast entry (no call-site word, no resolution or
 *     entry test);
 *   - or the callee's work inline when it is trivial (`return` alone; a getter `aload_0;
 *     getfield; xreturn`; an element getter `aload_0; getfield; iload_1; xaload; xreturn`;
 *     a constructor that calls trivial constructors of its superclasses and stores its
 *     first argument into a field): guards that branch to the slow stub when one of the
 *     frames the real call would push overflows, or an element getter's array is null or
 *     its index out of bounds (the slow path makes the real call, which throws with its
 *     own stack trace), then the loads and stores the callee's code makes, in its order.
 *     Nothing else in such a callee can throw (the receiver is checked before the region,
 *     `this` is never null in the callee), allocate, reach a GC point or yield, so events,
 *     GC maps and stack traces are what the real call gives.
 * A site whose callee is interpreted, native, abstract or synchronized keeps the slow path. */
#include "jit.h"
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))
#define FM ((int32_t)sizeof(Frame))
#define GUARD 5 /* an invokevirtual site's test of the receiver's class */

static uint32_t inline_body(Method *caller, const JitSite *s, Method *callee, uint32_t *g, const uint32_t *r);

void jit_t_site(Jit *j, uint32_t bci, int d, int args, uint8_t op, int virt)
{
    JitSite *s = xcalloc(1, sizeof *s);
    s->mark = JIT_SITE_MARK;
    s->recv = (int16_t)STK(j, d - args);
    uint32_t slow = jit_stub(j, STUB_INVOKE, bci, d, (uint32_t)(uintptr_t)s);
    s->stub = slow;
    s->vstub = virt ? jit_stub(j, STUB_VIRTUAL, bci, d, (uint32_t)(uintptr_t)s) : ~0u;
    int nonnull = op != 0xb8 && jit_slot_nonnull(j, s->recv); /* (`this`, or checked: no check) */
    jit_forget_all(j);
    j->taint = 1; /* nothing to record here (the next bytecode is a label): emitted as is */
    if (op != 0xb8) {
        jit_emit(j, LWZ(3, s->recv, 30));
        if (!nonnull) {
            jit_emit(j, CMPWI(3, 0));
            jit_branch_stub(j, BC(BO_TRUE, CR_EQ), slow);
        }
    }
    /* room for a direct call, or for the inline work of the callee known now: only an
     * element getter's (`(I)x`) may need more */
    CpEntry *cp = j->m->owner->cp, *e = &cp[(uint16_t)(j->m->orig_code[bci + 1] << 8 | j->m->orig_code[bci + 2])];
    const char *desc = cp[cp[e->b].b].u.utf8;
    uint32_t g[JIT_REGION + 24], n = 0;
    if (op != 0xb8 && strncmp(desc, "(I)", 3) == 0 && strchr("IFL[", desc[3]))
        n = inline_body(j->m, s, jit_known_method(j->m, bci), g, NULL);
    s->len = (uint8_t)((virt ? GUARD : 0) + (n > JIT_REGION ? n : JIT_REGION));
    s->insn = j->n;
    jit_branch_stub(j, B_, slow);
    while (j->cap - j->n < s->len)
        jit_grow(j);
    for (uint32_t i = 1; i < s->len; i++) /* the rest of the region: never run before it is patched */
        j->buf[j->n++] = NOP;
    if (j->nsites == j->capsites) {
        j->capsites = j->capsites ? j->capsites * 2 : 16;
        j->sites = realloc(j->sites, j->capsites * sizeof *j->sites);
        if (!j->sites)
            fatal("out of memory (baseline compiler)");
    }
    j->sites[j->nsites++] = s;
}

/* the method an invoke of m's code at pc names when its constant is resolved, or resolution
 * would find it without loading a class; NULL otherwise */
Method *jit_known_method(Method *m, uint32_t pc)
{
    CpEntry *cp = m->owner->cp, *e = &cp[U2(m->orig_code + pc + 1)];
    if (e->resolved)
        return e->u.method;
    Class *c = cp[e->a].resolved ? cp[e->a].u.cls : find_loaded(cp[cp[e->a].a].u.utf8);
    if (!c || !(c->state == CLS_LINKED || c->state == CLS_INITIALIZING || c->state == CLS_INITIALIZED))
        return NULL;
    return find_method(c, cp[cp[e->b].a].u.utf8, cp[cp[e->b].b].u.utf8);
}

/* no class can override m: an invokevirtual of it calls m itself */
int jit_final_method(Method *m)
{
    return m && !m->owner->is_interface && ((m->flags & (ACC_FINAL | ACC_PRIVATE)) || (m->owner->access & ACC_FINAL));
}

/* a trivial callee (see the file's header): what it does and what its frames need */
typedef struct Inline {
    int frames;     /* the frames the real call pushes (the callee's and its constructors') */
    int32_t extent; /* bytes of slots from the callee's locals its frames may use, at most */
    Field *get;     /* a getter's field */
    Field *aget;    /* an element getter's array field (`aload_0; getfield; iload_1; xaload; xreturn`) */
    Field *put;     /* a constructor's field, set from its first argument */
} Inline;

/* a field kind's place in the JVM's typed-opcode order (int, long, float, double,
 * reference: ireturn 0xac + k, iload_1 0x1b + 4k) */
static int typed(char kind)
{
    return kind == 'J' ? 1 : kind == 'F' ? 2 : kind == 'D' ? 3 : kind == 'L' || kind == '[' ? 4 : 0;
}

static int trivial(Method *m, Inline *in, int level)
{
    const uint8_t *c = m->orig_code;
    if (!c || (m->flags & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED)) || level > 4)
        return 0;
    in->frames++;
    in->extent += ((int32_t)m->max_locals + m->max_stack) * 4;
    if (m->code_len == 1 && c[0] == 0xb1)
        return 1;
    int inst = !(m->flags & ACC_STATIC);
    if (level == 0 && inst && m->code_len == 5 && c[0] == 0x2a && c[1] == 0xb4) { /* a getter */
        Field *fl = jit_known_field(m, 1);
        if (!fl)
            return 0;
        if (c[4] != 0xac + typed(fl->kind)) /* xreturn */
            return 0;
        in->get = fl;
        return 1;
    }
    if (level == 0 && inst && m->code_len == 7 && c[0] == 0x2a && c[1] == 0xb4 && c[4] == 0x1b &&
        ((c[5] == 0x32 && c[6] == 0xb0) || (c[5] == 0x2e && c[6] == 0xac) || (c[5] == 0x30 && c[6] == 0xae))) {
        Field *fl = jit_known_field(m, 1); /* an element of a 4-byte array: null and bounds tested inline */
        if (!fl || fl->kind != '[')
            return 0;
        in->aget = fl;
        return 1;
    }
    /* a constructor: `aload_0; invokespecial super.<init>()V; [aload_0; xload_1; putfield;] return` */
    if (!inst || strcmp(m->name, "<init>") != 0 || m->code_len < 5 || c[0] != 0x2a || c[1] != 0xb7)
        return 0;
    if (m->code_len == 10 && level == 0 && c[4] == 0x2a && c[6] == 0xb5 && c[9] == 0xb1) {
        Field *fl = jit_known_field(m, 6);
        if (!fl)
            return 0;
        if (c[5] != 0x1b + 4 * typed(fl->kind)) /* xload_1 */
            return 0;
        in->put = fl;
    } else if (m->code_len != 5 || c[4] != 0xb1) {
        return 0;
    }
    Method *sup = jit_known_method(m, 1);
    if (!sup || sup->owner != m->owner->super || strcmp(sup->name, "<init>") != 0 || strcmp(sup->desc, "()V") != 0)
        return 0;
    return trivial(sup, in, level + 1);
}

/* a conditional branch from at to to, or 0 when out of reach (at NULL: while compiling, the
 * reach not known yet) */
static uint32_t bc_to(uint32_t insn, const uint32_t *at, const uint32_t *to)
{
    if (!at)
        return insn;
    int32_t d = (int32_t)((const char *)to - (const char *)at);
    return d < -32768 || d > 32767 ? 0 : insn | ((uint32_t)d & 0xfffc);
}

static uint32_t b_to(const uint32_t *at, const uint32_t *to, int link)
{
    int32_t d = (int32_t)((const char *)to - (const char *)at);
    return B_ | ((uint32_t)d & 0x3fffffc) | (uint32_t)link;
}

/* the callee's work inline into g (room for JIT_REGION + 24) at r (NULL while compiling): its
 * length without the branch to the invoke's next instruction, or 0 */
static uint32_t inline_body(Method *caller, const JitSite *s, Method *callee, uint32_t *g, const uint32_t *r)
{
    Inline in = {0, 0, NULL, NULL, NULL};
    uint32_t body[20], nb = 0;
    if (!callee)
        return 0;
    if (!trivial(callee, &in, 0)) { /* or arithmetic only (jit_pure.c) */
        in = (Inline){0, 0, NULL, NULL, NULL};
        if (!(nb = jit_pure_body(callee, s->recv, body, 20, &in.frames, &in.extent)))
            return 0;
    }
    uint32_t n = 0;
    int32_t recv = s->recv;
    /* the frames: the deepest one the real call pushes is r31 + frames * sizeof(Frame) */
    g[n++] = ADDI(11, 31, in.frames * FM);
    g[n++] = CMPLW(11, 28); /* r28: thread.frames_end (jit.c's glue) */
    if (!(g[n] = bc_to(BC(BO_FALSE, CR_LT), r ? r + n : NULL, s->slow)))
        return 0;
    n++;
    /* the slots, unless the frames stay within the caller's own (its entry checked those) */
    if (recv + in.extent > ((int32_t)caller->max_locals + caller->max_stack) * 4) {
        if (recv + in.extent > 0x7fff)
            return 0;
        g[n++] = ADDI(11, 30, recv + in.extent);
        g[n++] = CMPLW(11, 27); /* r27: thread.slots_end */
        if (!(g[n] = bc_to(BC(BO_TRUE, CR_GT), r ? r + n : NULL, s->slow)))
            return 0;
        n++;
    }
    if (in.get) { /* the receiver is in r3 (the null check); the value to the callee's local 0 */
        int32_t off = (int32_t)in.get->offset;
        switch (in.get->kind) {
        case 'J': case 'D':
            g[n++] = LWZ(4, off, 3);
            g[n++] = LWZ(5, off + 4, 3);
            g[n++] = STW(4, recv, 30);
            g[n++] = STW(5, recv + 4, 30);
            break;
        case 'B': case 'Z': g[n++] = LBZ(4, off, 3); g[n++] = EXTSB(4, 4); g[n++] = STW(4, recv, 30); break;
        case 'C': g[n++] = LHZ(4, off, 3); g[n++] = STW(4, recv, 30); break;
        case 'S': g[n++] = LHA(4, off, 3); g[n++] = STW(4, recv, 30); break;
        default: g[n++] = LWZ(4, off, 3); g[n++] = STW(4, recv, 30); break;
        }
    }
    if (in.aget) { /* a null array or an index out of bounds: the real call, which throws */
        g[n++] = LWZ(4, (int32_t)in.aget->offset, 3);
        g[n++] = CMPWI(4, 0);
        if (!(g[n] = bc_to(BC(BO_TRUE, CR_EQ), r ? r + n : NULL, s->slow)))
            return 0;
        n++;
        g[n++] = LWZ(5, recv + 4, 30);
        g[n++] = LWZ(0, 8, 4);
        g[n++] = CMPLW(5, 0);
        if (!(g[n] = bc_to(BC(BO_FALSE, CR_LT), r ? r + n : NULL, s->slow)))
            return 0;
        n++;
        g[n++] = SLWI(5, 5, 2);
        g[n++] = ADDI(5, 5, 12);
        g[n++] = LWZX(5, 4, 5);
        g[n++] = STW(5, recv, 30);
    }
    if (in.put) { /* the first argument (after the receiver) into the field */
        int32_t off = (int32_t)in.put->offset;
        switch (in.put->kind) {
        case 'J': case 'D':
            g[n++] = LWZ(4, recv + 4, 30);
            g[n++] = LWZ(5, recv + 8, 30);
            g[n++] = STW(4, off, 3);
            g[n++] = STW(5, off + 4, 3);
            break;
        case 'B': case 'Z': g[n++] = LWZ(4, recv + 4, 30); g[n++] = STB(4, off, 3); break;
        case 'C': case 'S': g[n++] = LWZ(4, recv + 4, 30); g[n++] = STH(4, off, 3); break;
        default: g[n++] = LWZ(4, recv + 4, 30); g[n++] = STW(4, off, 3); break;
        }
    }
    memcpy(g + n, body, nb * 4u);
    return n + nb;
}

/* the direct call of a compiled callee (its fast entry: it checks for overflow and pushes the
 * rest of its frame) into g, at r: JIT_REGION instructions */
static void direct_body(Frame *f, uint32_t bci, JitSite *s, Method *callee, uint32_t *g, const uint32_t *r)
{
    uint32_t pc = (uint32_t)(uintptr_t)(f->m->code + bci), mm = (uint32_t)(uintptr_t)callee, n = 0;
    g[n++] = ADDIS(0, 0, pc >> 16);
    g[n++] = ORI(0, 0, pc & 0xffff);
    g[n++] = STW(0, offsetof(Frame, pc), 31);
    g[n++] = ADDI(30, 30, s->recv);
    g[n++] = STW(30, offsetof(Frame, sp), 31);
    g[n++] = ADDIS(12, 0, mm >> 16);
    g[n++] = ORI(12, 12, mm & 0xffff);
    g[n++] = STW(12, FM + offsetof(Frame, m), 31);
    g[n++] = ADDI(31, 31, FM);
    g[n] = b_to(r + n, callee->jit_entry, 1), n++;
    g[n++] = ADDI(31, 31, -FM);
    g[n++] = ADDI(30, 30, -s->recv);
}

/* The site's first execution has selected callee (jit_invoke checked the quickened form):
 * the region becomes its inline work or a direct call, for every execution when guard is
 * NULL (the callee is one method), else for receivers of exactly the class guard (an
 * invokevirtual: the others take the vtable, STUB_VIRTUAL, at vtable index vindex). */
void jit_site_patch(Frame *f, uint32_t bci, JitSite *s, Method *callee, Class *guard, int vindex)
{
    if (s->done)
        return;
    s->done = 1;
    uint32_t g[JIT_REGION + 24 + GUARD], n = 0, *r = s->region;
    if (s->virt) {
        s->virt[1] = (s->virt[1] & ~0xffffu) | ((uint32_t)vindex * 4u & 0xffff);
        jit_sync_code(s->virt + 1, 4);
    }
    int one = callee->jit_state == 1 && callee->jit_entry; /* not interpreted, native, abstract or synchronized */
    if (!guard && !one)
        return; /* the slow path each time */
    if (guard) { /* the receiver (r3)'s class */
        uint32_t c = (uint32_t)(uintptr_t)guard;
        g[n++] = LWZ(4, 4, 3);
        g[n++] = ADDIS(5, 0, c >> 16);
        g[n++] = ORI(5, 5, c & 0xffff);
        g[n++] = CMPW(4, 5);
        g[n] = bc_to(BC(BO_FALSE, CR_EQ), r + n, s->virt);
        if (!g[n] || !one) { /* every receiver through the vtable */
            n = 1;
            g[n] = b_to(r + n, s->virt, 0), n++;
        } else {
            n++;
        }
    }
    if (!guard || n == GUARD) {
        uint32_t k = inline_body(f->m, s, callee, g + n, r + n);
        if (!k || n + k > s->len) {
            direct_body(f, bci, s, callee, g + n, r + n);
            k = JIT_REGION;
        }
        n += k;
    }
    if (n < s->len) /* to the invoke's next instruction */
        g[n] = b_to(r + n, r + s->len, 0), n++;
    memcpy(r + 1, g + 1, (n - 1) * 4u);
    jit_sync_code(r + 1, (n - 1) * 4u);
    r[0] = g[0]; /* the branch to the slow stub goes last */
    jit_sync_code(r, 4);
}
