/* verify_flow.c - the link-time verifier (issue 17): run once per class not from the
 * embedded library, before its <clinit> (class_init), as HotSpot verifies at linking.
 *
 * Type checking (JVMS 4.10.1; version >= 50): the StackMapTable's frames are read (malformed
 * ones are a VerifyError), every branch target and handler must have one, the state that
 * reaches a frame (by falling through, a jump or an exception) must be assignable to it, and
 * a linear pass applies each instruction to the frame in force. A version-50 class whose
 * frames fail falls back to type inference, as HotSpot's failover does.
 * Type inference (JVMS 4.10.2; versions < 50 and the classes the VM makes itself): a
 * worklist over basic blocks merging states where paths meet (reference types to their
 * first common superclass). jsr/ret (versions < 50 only): a ret returns to every jsr site
 * with the subroutines' locals (the locals any subroutine writes, merged over all rets) and
 * the caller's other locals; coarser than the JDK's (it may refuse code where nested
 * subroutines leave different stack heights), never unsound. */
#include "verify.h"
#include <stdio.h>

typedef struct Flow {
    /* type inference */
    int32_t *block;        /* block number of a block start, -1 elsewhere */
    VT *states;            /* nblocks * nslots */
    int16_t *depth;        /* per block, -1: not reached */
    uint32_t *work, nwork;
    uint8_t *queued;
    /* jsr/ret */
    int32_t *site;         /* index of the jsr at a pc, -1 elsewhere */
    uint32_t *site_pc, nsites;
    VT *call;              /* nsites * max_locals: the caller's locals at each jsr */
    uint8_t *called;
    VT *ret;               /* merged state at the rets */
    int ret_d;             /* -1: no ret reached yet */
    uint8_t *written;      /* locals a subroutine may write */
    uint8_t *seen;         /* the search for them */
    uint32_t *bfs, nbfs;
    VT *scratch;           /* the state return_to builds */
    /* type checking */
    int32_t *frame_at;     /* frame number at a pc, -1 elsewhere */
    VT *frames;            /* nframes * nslots */
    int16_t *fdepth;
    VT *catch_types;       /* per handler */
} Flow;

static uint16_t u2at(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4at(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}
static uint32_t len_at(Verifier *v, uint32_t pc) { return bytecode_length(v->code, pc); }

/* Calls fn for each jump target of the instruction at pc (jsr included). */
static void each_target(Verifier *v, uint32_t pc, void (*fn)(Verifier *, uint32_t))
{
    const uint8_t *q = v->code + pc;
    uint8_t op = q[0];
    if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7)
        fn(v, (uint32_t)((int64_t)pc + (int16_t)u2at(q + 1)));
    else if (op == 0xc8 || op == 0xc9)
        fn(v, (uint32_t)((int64_t)pc + s4at(q + 1)));
    else if (op == 0xaa || op == 0xab) {
        const uint8_t *p = v->code + ((pc + 4) & ~3u);
        fn(v, (uint32_t)((int64_t)pc + s4at(p)));
        int64_t n = op == 0xab ? s4at(p + 4) : (int64_t)s4at(p + 8) - s4at(p + 4) + 1;
        for (int64_t i = 0; i < n; i++)
            fn(v, (uint32_t)((int64_t)pc + s4at(op == 0xab ? p + 12 + 8 * i : p + 12 + 4 * i)));
    }
}

static int ends_block(uint8_t op)
{
    return (op >= 0x99 && op <= 0xb1) || op == 0xbf || (op >= 0xc6 && op <= 0xc9);
}

static int no_fallthrough(uint8_t op)
{
    return (op >= 0xa7 && op <= 0xb1) || op == 0xbf || op == 0xc8 || op == 0xc9;
}

static void too_large(Verifier *v, uint64_t states)
{
    if (states * v->nslots > (4u << 20))
        vt_error(v, "Method too large to verify", "%llu states of %u slots", (unsigned long long)states, v->nslots);
}

/* ---- type inference ---- */

static void merge_into(Verifier *v, uint32_t pc, TFrame *f)
{
    Flow *w = v->flow;
    int32_t b = pc < v->len ? w->block[pc] : -1;
    if (b < 0)
        vt_error(v, "Illegal target of jump or branch", "target %u", pc);
    VT *dst = w->states + (size_t)b * v->nslots;
    uint32_t live = v->m->max_locals + (uint32_t)f->d;
    int changed = 0;
    if (w->depth[b] < 0) {
        memcpy(dst, f->t, live * sizeof(VT));
        w->depth[b] = (int16_t)f->d;
        changed = 1;
    } else {
        if (w->depth[b] != f->d)
            vt_error(v, "Inconsistent stack height", "%d and %d meet at %u", w->depth[b], f->d, pc);
        for (uint32_t i = 0; i < live; i++) {
            VT m = vt_merge(v, dst[i], f->t[i]);
            if (m != dst[i]) {
                dst[i] = m;
                changed = 1;
            }
        }
    }
    if (changed && !w->queued[b]) {
        w->queued[b] = 1;
        w->work[w->nwork++] = pc;
    }
}

static void to_block(Verifier *v, uint32_t target, TFrame *f) { merge_into(v, target, f); }

static void mark_block(Verifier *v, uint32_t pc)
{
    if (pc < v->len)
        v->flow->block[pc] = 0;
}

/* The caller's locals where no subroutine writes, the subroutines' elsewhere. */
static void return_to(Verifier *v, uint32_t s)
{
    Flow *w = v->flow;
    TFrame f = {w->scratch, w->ret_d};
    const VT *call = w->call + (size_t)s * v->m->max_locals;
    for (uint32_t i = 0; i < v->m->max_locals; i++)
        f.t[i] = w->written[i] ? w->ret[i] : call[i];
    memcpy(f.t + v->m->max_locals, w->ret + v->m->max_locals, (size_t)f.d * sizeof(VT));
    uint32_t pc = w->site_pc[s];
    merge_into(v, pc + len_at(v, pc), &f);
}

void vt_jsr(Verifier *v, TFrame *f, uint32_t pc, uint32_t target)
{
    Flow *w = v->flow;
    int32_t s = w->site[pc];
    VT *call = w->call + (size_t)s * v->m->max_locals;
    for (uint32_t i = 0; i < v->m->max_locals; i++)
        call[i] = w->called[s] ? vt_merge(v, call[i], f->t[i]) : f->t[i];
    w->called[s] = 1;
    if (f->d >= v->m->max_stack)
        vt_error(v, "Operand stack overflow", "max_stack %u", v->m->max_stack);
    f->t[v->m->max_locals + f->d++] = VT_RET;
    merge_into(v, target, f);
    f->d--;
    if (w->ret_d >= 0)
        return_to(v, (uint32_t)s);
}

void vt_ret(Verifier *v, TFrame *f)
{
    Flow *w = v->flow;
    uint32_t live = v->m->max_locals + (uint32_t)f->d;
    if (w->ret_d >= 0 && w->ret_d != f->d)
        vt_error(v, "Inconsistent stack height", "subroutines return with stack heights %d and %d", w->ret_d, f->d);
    for (uint32_t i = 0; i < live; i++)
        w->ret[i] = w->ret_d >= 0 ? vt_merge(v, w->ret[i], f->t[i]) : f->t[i];
    w->ret_d = f->d;
    for (uint32_t s = 0; s < w->nsites; s++)
        if (w->called[s])
            return_to(v, s);
}

/* The locals any subroutine may write: stores reachable from a jsr target (ret ends a
 * path; a nested jsr continues after it, and its own subroutine is searched too). */
static void visit(Verifier *v, uint32_t pc)
{
    Flow *w = v->flow;
    if (pc < v->len && !w->seen[pc]) {
        w->seen[pc] = 1;
        w->bfs[w->nbfs++] = pc;
    }
}

static void subroutine_writes(Verifier *v)
{
    Flow *w = v->flow;
    Method *m = v->m;
    w->seen = vt_alloc(v, v->len);
    w->bfs = vt_alloc(v, (v->len + 1) * sizeof(uint32_t));
    for (uint32_t s = 0; s < w->nsites; s++) {
        const uint8_t *q = v->code + w->site_pc[s];
        visit(v, (uint32_t)((int64_t)w->site_pc[s] + (q[0] == 0xa8 ? (int16_t)u2at(q + 1) : s4at(q + 1))));
    }
    while (w->nbfs) {
        uint32_t pc = w->bfs[--w->nbfs];
        const uint8_t *q = v->code + pc;
        uint8_t op = q[0] == 0xc4 ? q[1] : q[0];
        if (op >= 0x36 && op <= 0x4e) {
            uint32_t i = q[0] == 0xc4 ? u2at(q + 2) : op >= 0x3b ? (uint32_t)(op - 0x3b) % 4 : q[1];
            /* i - 1 and i + 1 too, whatever the store's width: stackmap.c's GC maps use the
             * same set, so that they agree with the verifier at every return point */
            for (uint32_t k = i ? i - 1 : 0; k <= i + 1 && k < m->max_locals; k++)
                w->written[k] = 1;
        }
        if (op == 0xa8 || op == 0xc9 || !no_fallthrough(op))
            visit(v, pc + len_at(v, pc));
        each_target(v, pc, visit);
        for (int h = 0; h < m->nhandlers; h++)
            if (pc >= m->handlers[h].start && pc < m->handlers[h].end)
                visit(v, m->handlers[h].pc);
    }
}

static void infer(Verifier *v)
{
    Flow *w = v->flow;
    Method *m = v->m;
    w->block = vt_alloc(v, v->len * sizeof(int32_t));
    w->site = vt_alloc(v, v->len * sizeof(int32_t));
    memset(w->block, 0xff, v->len * sizeof(int32_t));
    memset(w->site, 0xff, v->len * sizeof(int32_t));
    mark_block(v, 0);
    for (uint32_t pc = 0; pc < v->len; pc += len_at(v, pc)) {
        uint8_t op = v->code[pc];
        each_target(v, pc, mark_block);
        if (ends_block(op) || op == 0xaa || op == 0xab)
            mark_block(v, pc + len_at(v, pc));
        if (op == 0xa8 || op == 0xc9)
            w->site[pc] = (int32_t)w->nsites++;
    }
    for (int i = 0; i < m->nhandlers; i++)
        mark_block(v, m->handlers[i].pc);
    uint32_t nblocks = 0;
    for (uint32_t pc = 0; pc < v->len; pc++)
        if (w->block[pc] == 0)
            w->block[pc] = (int32_t)nblocks++;
    too_large(v, nblocks + 4);
    w->states = vt_alloc(v, (size_t)nblocks * v->nslots * sizeof(VT));
    w->depth = vt_alloc(v, nblocks * sizeof(int16_t));
    memset(w->depth, 0xff, nblocks * sizeof(int16_t));
    w->work = vt_alloc(v, nblocks * sizeof(uint32_t));
    w->queued = vt_alloc(v, nblocks);
    if (w->nsites) {
        w->site_pc = vt_alloc(v, w->nsites * sizeof(uint32_t));
        for (uint32_t pc = 0; pc < v->len; pc++)
            if (w->site[pc] >= 0)
                w->site_pc[w->site[pc]] = pc;
        too_large(v, w->nsites + 1);
        w->call = vt_alloc(v, (size_t)w->nsites * m->max_locals * sizeof(VT));
        w->called = vt_alloc(v, w->nsites);
        w->ret = vt_alloc(v, v->nslots * sizeof(VT));
        w->written = vt_alloc(v, m->max_locals + 1u);
        w->scratch = vt_alloc(v, v->nslots * sizeof(VT));
        subroutine_writes(v);
    }
    w->ret_d = -1;
    TFrame f = {vt_alloc(v, v->nslots * sizeof(VT)), 0};
    TFrame h = {vt_alloc(v, v->nslots * sizeof(VT)), 1};
    v->pc = 0;
    vt_initial(v, &f);
    merge_into(v, 0, &f);
    while (w->nwork) {
        uint32_t pc = w->work[--w->nwork];
        int32_t b = w->block[pc];
        w->queued[b] = 0;
        f.d = w->depth[b];
        memcpy(f.t, w->states + (size_t)b * v->nslots, (m->max_locals + (uint32_t)f.d) * sizeof(VT));
        for (;;) {
            v->pc = pc;
            for (int i = 0; i < m->nhandlers; i++) {
                Handler *e = &m->handlers[i];
                if (pc >= e->start && pc < e->end) {
                    if (m->max_stack < 1)
                        vt_error(v, "Stack size too large", "exception handler with max_stack 0");
                    memcpy(h.t, f.t, m->max_locals * sizeof(VT));
                    h.t[m->max_locals] = w->catch_types[i] ? w->catch_types[i] : (w->catch_types[i] = vt_catch_type(v, e));
                    merge_into(v, e->pc, &h);
                }
            }
            if (!vt_step(v, &f, pc, to_block, 0))
                break;
            pc += len_at(v, pc);
            if (pc >= v->len)
                vt_error(v, "Falling off the end of the code", "no return at the end");
            if (w->block[pc] >= 0) {
                merge_into(v, pc, &f);
                break;
            }
        }
    }
}

/* ---- type checking ---- */

typedef struct Smt {
    const uint8_t *p, *end;
} Smt;

static uint8_t smt_u1(Verifier *v, Smt *s)
{
    if (s->p >= s->end)
        vt_error(v, "StackMapTable format error", "access beyond the end of attribute");
    return *s->p++;
}

static uint16_t smt_u2(Verifier *v, Smt *s)
{
    uint16_t hi = smt_u1(v, s);
    return (uint16_t)(hi << 8 | smt_u1(v, s));
}

/* One verification_type_info into t at slot *n of limit slots. */
static void smt_type(Verifier *v, Smt *s, VT *t, uint32_t *n, uint32_t limit)
{
    uint8_t tag = smt_u1(v, s);
    VT x;
    switch (tag) {
    case 0: x = VT_TOP; break;
    case 1: x = VT_INT; break;
    case 2: x = VT_FLOAT; break;
    case 3: x = VT_DOUBLE; break;
    case 4: x = VT_LONG; break;
    case 5: x = VT_NULL; break;
    case 6: x = VT_UTHIS; break;
    case 7: {
        uint16_t i = smt_u2(v, s);
        if (i == 0 || i >= v->c->cp_count || v->c->cp[i].tag != CONST_Class)
            vt_error(v, "StackMapTable format error", "bad class index %u", i);
        const char *name = v->c->cp[v->c->cp[i].a].u.utf8;
        x = vt_ref(v, name, strlen(name));
        break;
    }
    case 8: {
        uint16_t at = smt_u2(v, s);
        if (at >= v->len || !v->start[at] || v->code[at] != 0xbb)
            vt_error(v, "StackMapTable format error", "uninitialized(%u) is not a new instruction", at);
        x = VT_UNINIT | at;
        break;
    }
    default:
        vt_error(v, "StackMapTable format error", "bad verification type tag %u", tag);
    }
    uint32_t need = (x == VT_LONG || x == VT_DOUBLE) ? 2 : 1;
    if (*n + need > limit)
        vt_error(v, "StackMapTable format error", "frame larger than max_locals or max_stack");
    t[(*n)++] = x;
    if (need == 2)
        t[(*n)++] = x + 1;
}

static void read_frames(Verifier *v)
{
    Flow *w = v->flow;
    Method *m = v->m;
    w->frame_at = vt_alloc(v, v->len * sizeof(int32_t));
    memset(w->frame_at, 0xff, v->len * sizeof(int32_t));
    if (!m->smt)
        return;
    Smt s = {m->smt, m->smt + m->smt_len};
    uint16_t n = smt_u2(v, &s);
    too_large(v, (uint64_t)n + 1);
    w->frames = vt_alloc(v, ((size_t)n + 1) * v->nslots * sizeof(VT));
    w->fdepth = vt_alloc(v, ((size_t)n + 1) * sizeof(int16_t));
    /* the current locals (slots) and how many are declared */
    VT *loc = vt_alloc(v, (m->max_locals + 2u) * sizeof(VT));
    TFrame init = {vt_alloc(v, v->nslots * sizeof(VT)), 0};
    vt_initial(v, &init);
    uint32_t nloc = 0;
    for (uint32_t i = 0; i < m->max_locals; i++)
        if ((loc[i] = init.t[i]) != VT_TOP)
            nloc = i + 1;
    int64_t offset = -1;
    for (uint32_t k = 0; k < n; k++) {
        VT *fr = w->frames + (size_t)k * v->nslots;
        VT *stk = fr + m->max_locals;
        uint32_t nstk = 0;
        uint8_t type = smt_u1(v, &s);
        uint32_t delta;
        if (type < 64) {
            delta = type;
        } else if (type < 128) {
            delta = type - 64u;
            smt_type(v, &s, stk, &nstk, m->max_stack);
        } else if (type < 247) {
            vt_error(v, "StackMapTable format error", "reserved frame type %u", type);
        } else {
            delta = smt_u2(v, &s);
            if (type == 247) {
                smt_type(v, &s, stk, &nstk, m->max_stack);
            } else if (type <= 250) {
                for (int c = 251 - type; c > 0; c--) {
                    if (nloc == 0)
                        vt_error(v, "StackMapTable format error", "chop of more locals than the frame has");
                    nloc -= (nloc >= 2 && IS_HALF2(loc[nloc - 1])) ? 2 : 1;
                }
            } else if (type >= 252 && type <= 254) {
                for (int c = type - 251; c > 0; c--)
                    smt_type(v, &s, loc, &nloc, m->max_locals);
            } else if (type == 255) {
                uint16_t nl = smt_u2(v, &s);
                nloc = 0;
                for (uint16_t i = 0; i < nl; i++)
                    smt_type(v, &s, loc, &nloc, m->max_locals);
                uint16_t ns = smt_u2(v, &s);
                for (uint16_t i = 0; i < ns; i++)
                    smt_type(v, &s, stk, &nstk, m->max_stack);
            }
        }
        offset = offset < 0 ? (int64_t)delta : offset + delta + 1;
        if (offset >= v->len || !v->start[offset])
            vt_error(v, "StackMapTable error", "bad offset %lld", (long long)offset);
        memcpy(fr, loc, nloc * sizeof(VT));
        for (uint32_t i = nloc; i < m->max_locals; i++)
            fr[i] = VT_TOP;
        w->fdepth[k] = (int16_t)nstk;
        w->frame_at[offset] = (int32_t)k;
    }
    if (s.p != s.end)
        vt_error(v, "StackMapTable format error", "%u bytes after the last frame", (unsigned)(s.end - s.p));
}

/* The state f must be assignable to frame k, slot by slot. */
static void check_frame(Verifier *v, TFrame *f, int32_t k, uint32_t target, const char *reason)
{
    Flow *w = v->flow;
    const VT *fr = w->frames + (size_t)k * v->nslots;
    if (w->fdepth[k] != f->d)
        vt_error(v, reason, "stack height %d, the frame at %u has %d", f->d, target, w->fdepth[k]);
    for (uint32_t i = 0; i < v->m->max_locals + (uint32_t)f->d; i++)
        if (!vt_assignable(v, f->t[i], fr[i])) {
            char a[300], b[300];
            vt_describe(v, f->t[i], a, sizeof a);
            vt_describe(v, fr[i], b, sizeof b);
            vt_error(v, reason, "%s %u: %s is not assignable to the frame's %s at %u",
                     i < v->m->max_locals ? "local" : "stack slot",
                     i < v->m->max_locals ? i : i - v->m->max_locals, a, b, target);
        }
}

static void to_frame(Verifier *v, uint32_t target, TFrame *f)
{
    int32_t k = target < v->len ? v->flow->frame_at[target] : -1;
    if (k < 0)
        vt_error(v, "Expecting a stackmap frame at branch target", "%u", target);
    check_frame(v, f, k, target, "Inconsistent stackmap frames at branch target");
}

static void check(Verifier *v)
{
    Flow *w = v->flow;
    Method *m = v->m;
    read_frames(v);
    TFrame f = {vt_alloc(v, v->nslots * sizeof(VT)), 0};
    TFrame h = {vt_alloc(v, v->nslots * sizeof(VT)), 1};
    v->pc = 0;
    vt_initial(v, &f);
    int reachable = 1;
    for (uint32_t pc = 0; pc < v->len; pc += len_at(v, pc)) {
        v->pc = pc;
        int32_t k = w->frame_at[pc];
        if (k >= 0) {
            if (reachable)
                check_frame(v, &f, k, pc, "Inconsistent stackmap frames");
            memcpy(f.t, w->frames + (size_t)k * v->nslots, v->nslots * sizeof(VT));
            f.d = w->fdepth[k];
        } else if (!reachable) {
            vt_error(v, "Expecting a stackmap frame at branch target", "%u", pc);
        }
        for (int i = 0; i < m->nhandlers; i++) {
            Handler *e = &m->handlers[i];
            if (pc >= e->start && pc < e->end) {
                if (m->max_stack < 1)
                    vt_error(v, "Stack size too large", "exception handler with max_stack 0");
                memcpy(h.t, f.t, m->max_locals * sizeof(VT));
                h.t[m->max_locals] = w->catch_types[i] ? w->catch_types[i] : (w->catch_types[i] = vt_catch_type(v, e));
                to_frame(v, e->pc, &h);
            }
        }
        reachable = vt_step(v, &f, pc, to_frame, 1);
    }
    if (reachable)
        vt_error(v, "Falling off the end of the code", "no return at the end");
}

/* ---- per method and per class ---- */

static void prepare(Verifier *v, Method *m, Flow *w)
{
    memset(w, 0, sizeof *w);
    v->m = m;
    v->flow = w;
    v->code = m->orig_code;
    v->len = m->code_len;
    v->nslots = (uint32_t)m->max_locals + m->max_stack;
    v->pc = 0;
    /* stackmap.c keeps a state of every slot at every pc for the GC maps */
    if ((uint64_t)v->len * v->nslots > (16u << 20))
        vt_error(v, "Method too large to verify", "%u bytes of code with %u slots", v->len, v->nslots);
    v->start = vt_alloc(v, v->len + 1);
    for (uint32_t pc = 0; pc < v->len; pc += len_at(v, pc))
        v->start[pc] = 1;
    w->catch_types = vt_alloc(v, (m->nhandlers + 1u) * sizeof(VT));
}

static int is_verify_error(void)
{
    return thread.pending && strcmp(thread.pending->tib->name, "java/lang/VerifyError") == 0;
}

static void verify_method(Verifier *v, Method *m)
{
    Flow w;
    prepare(v, m, &w);
    if (v->major < 50 || v->c->hidden) {
        infer(v);
        return;
    }
    if (v->major > 50) {
        check(v);
        return;
    }
    /* version 50: type checking, then inference if the frames fail (HotSpot's failover) */
    jmp_buf outer;
    memcpy(&outer, &v->fail, sizeof outer);
    if (setjmp(v->fail)) {
        memcpy(&v->fail, &outer, sizeof outer);
        if (!is_verify_error())
            longjmp(v->fail, 1);
        thread.pending = NULL;
        vt_free_allocs(v);
        prepare(v, m, &w);
        infer(v);
        return;
    }
    check(v);
    memcpy(&v->fail, &outer, sizeof outer);
}

/* Verifies every method of a class not from the embedded library (c->verify_major set at
 * parse time): 0, or -1 with a VerifyError (or the error of a class it had to load)
 * pending. */
int verify_linked(Class *c)
{
    if (!c->verify_major)
        return 0;
    /* reflection's generated accessors (OpenJDK's MethodAccessorGenerator) are not verified,
     * as HotSpot exempts subclasses of MagicAccessorImpl (Verifier::is_eligible_for_verification) */
    for (Class *k = c->super; k; k = k->super)
        if (strcmp(k->name, "jdk/internal/reflect/MagicAccessorImpl") == 0) {
            c->verify_major = 0;
            return 0;
        }
    Verifier v;
    memset(&v, 0, sizeof v);
    v.c = c;
    v.major = c->verify_major;
    if (setjmp(v.fail)) {
        vt_free_all(&v);
        return -1;
    }
    v.object = vt_ref(&v, "java/lang/Object", 16);
    v.string = vt_ref(&v, "java/lang/String", 16);
    v.throwable = vt_ref(&v, "java/lang/Throwable", 19);
    v.current = vt_ref(&v, c->name, strlen(c->name));
    for (int i = 0; i < c->nmethods; i++) {
        Method *m = &c->methods[i];
        if (!m->code)
            continue;
        verify_method(&v, m);
        vt_free_allocs(&v);
    }
    vt_free_all(&v);
    c->verify_major = 0;
    return 0;
}
