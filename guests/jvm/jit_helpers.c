/* jit_helpers.c - what compiled code calls (jit_templates.c): the instructions kept out of
 * line, with the interpreter's semantics and messages, and the call-outs (allocation, type
 * checks, monitors, resolution, thread switches, throwing).
 *
 * Each helper first saves the frame as the interpreter's SAVE does: f->pc is the
 * instruction (bci) and f->sp its stack before it (sp), so a collection finds the exact
 * roots, allocation sites and stack traces name the instruction, and an exception starts
 * its handler search there. A helper returns 0, or -1 with the exception pending. */
#include "jit.h"
#include "quick.h"
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))
#define S4(p) ((int32_t)((uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (p)[3]))
#define REF(v) ((Object *)(uintptr_t)(v))
#define AREF(v) ((Array *)(uintptr_t)(v))
#define W(o) ((uint32_t)(uintptr_t)(o))

static inline uint8_t *save(Frame *f, uint32_t bci, uint32_t *sp)
{
    f->pc = f->m->code + bci;
    f->sp = sp;
    return f->pc;
}

static int throw_at(Frame *f, uint32_t bci, const char *cls, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int throw_at(Frame *f, uint32_t bci, const char *cls, const char *fmt, ...)
{
    char msg[600];
    f->pc = f->m->code + bci;
    f->sp = frame_stack(f);
    if (!fmt) {
        if (strcmp(cls, "java/lang/NullPointerException") == 0)
            throw_npe_at(f); /* an implicit null check: the message names the instruction (npe.c) */
        else
            throw_new(cls, NULL);
        return -1;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    throw_new(cls, "%s", msg);
    return -1;
}

int jit_throw(Frame *f, uint32_t bci, int kind, jint a, jint b)
{
    switch (kind) {
    case STUB_NPE: return throw_at(f, bci, "java/lang/NullPointerException", NULL);
    case STUB_AIOOBE: return throw_at(f, bci, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", a, b);
    default: return throw_at(f, bci, "java/lang/ArithmeticException", "/ by zero");
    }
}

/* a back edge found the preemption timer's request (interp.c's op_yield) */
int jit_yield(Frame *f, uint32_t bci, uint32_t *sp)
{
    save(f, bci, sp);
    interp_cancel_yield();
    thread_preempt();
    return 0;
}

/* first execution of a field instruction: resolve (and initialise) as the interpreter's first
 * execution does, then patch the template: the MARK displacements get the offset (instance)
 * or the lis/ori pairs the address (static), and the first instruction (a branch to the stub)
 * becomes `first` */
#define MARK 0x7ff0
#define MARK4 0x7ff4
static uint32_t patch_insn(uint32_t insn, int is_static, uint32_t value, int *hit)
{
    uint32_t op = insn >> 26, rt = insn >> 21 & 31, ra = insn >> 16 & 31, d = insn & 0xffff;
    *hit = 0;
    if (d != MARK && d != MARK4)
        return insn;
    if (is_static) {
        if (op == 15 && rt == 9 && ra == 0 && d == MARK)
            return *hit = 1, (insn & ~0xffffu) | (value >> 16);
        if (op == 24 && rt == 9 && ra == 9 && d == MARK)
            return *hit = 1, (insn & ~0xffffu) | (value & 0xffff);
        return insn;
    }
    if (ra == 9 && (op == 32 || op == 34 || op == 40 || op == 42 || op == 36 || op == 38 || op == 44 || op == 14))
        return *hit = 1, (insn & ~0xffffu) | ((value + (d == MARK4 ? 4 : 0)) & 0xffff);
    return insn;
}

int jit_field_patch(Frame *f, uint32_t bci, uint32_t *sp, uint32_t first, uint32_t nmarks)
{
    uint8_t *pc = save(f, bci, sp);
    if ((*pc >= 0xb2 && *pc <= 0xb5) && quicken_field(f, pc) < 0)
        return -1;
    int is_static = *pc >= Q_GETSTATIC_W && *pc <= Q_PUTSTATIC_A;
    uint32_t value = is_static ? (uint32_t)(uintptr_t)f->m->owner->cp[U2(pc + 1)].addr : U2(pc + 1);
    uint32_t *site = f->m->jit_at[bci], done = 0, i;
    int hit;
    if (site[0] >> 26 != 18) /* another thread patched it while this one waited (class_init) */
        return 0;
    for (i = 1; done < nmarks && i < 64; i++) {
        site[i] = patch_insn(site[i], is_static, value, &hit);
        done += (uint32_t)hit;
    }
    if (done != nmarks)
        fatal("baseline compiler: %s.%s: field template at %u has %u of %u marks", f->m->owner->name, f->m->name,
              bci, done, nmarks);
    site[0] = patch_insn(first, is_static, value, &hit);
    jit_sync_code(site, i * 4u);
    return 0;
}

#include "jconv.h"

/* the operations templates do not inline; sp is the first free slot; 1: division by zero */
int jit_arith(uint32_t *sp, uint32_t op)
{
    switch (op) {
    case 0x69: { jlong b = get_long(sp - 2), a = get_long(sp - 4); put_long(sp - 4, a * b); return 0; }
    case 0x6d: case 0x71: {
        jlong b = get_long(sp - 2), a = get_long(sp - 4);
        if (b == 0)
            return 1;
        put_long(sp - 4, op == 0x6d ? (b == -1 ? -a : a / b) : (b == -1 ? 0 : a % b));
        return 0;
    }
    case 0x72: { jfloat b = get_float(sp - 1), a = get_float(sp - 2); put_float(sp - 2, fmodf(a, b)); return 0; }
    case 0x73: { jdouble b = get_double(sp - 2), a = get_double(sp - 4); put_double(sp - 4, fmod(a, b)); return 0; }
    case 0x79: { jint s = (jint)sp[-1]; put_long(sp - 3, get_long(sp - 3) << (s & 63)); return 0; }
    case 0x7b: { jint s = (jint)sp[-1]; put_long(sp - 3, get_long(sp - 3) >> (s & 63)); return 0; }
    case 0x7d: { jint s = (jint)sp[-1]; put_long(sp - 3, (jlong)((uint64_t)get_long(sp - 3) >> (s & 63))); return 0; }
    case 0x86: put_float(sp - 1, (jfloat)(jint)sp[-1]); return 0;
    case 0x87: { jint v = (jint)sp[-1]; put_double(sp - 1, v); return 0; }
    case 0x89: { jlong v = get_long(sp - 2); put_float(sp - 2, (jfloat)v); return 0; }
    case 0x8a: put_double(sp - 2, (jdouble)get_long(sp - 2)); return 0;
    case 0x8b: sp[-1] = (uint32_t)f2i(get_float(sp - 1)); return 0;
    case 0x8c: { jfloat v = get_float(sp - 1); put_long(sp - 1, d2l(v)); return 0; }
    case 0x8d: { jfloat v = get_float(sp - 1); put_double(sp - 1, v); return 0; }
    case 0x8e: { jdouble v = get_double(sp - 2); sp[-2] = (uint32_t)d2i(v); return 0; }
    case 0x8f: put_long(sp - 2, d2l(get_double(sp - 2))); return 0;
    case 0x90: { jdouble v = get_double(sp - 2); put_float(sp - 2, (jfloat)v); return 0; }
    case 0x94: { jlong b = get_long(sp - 2), a = get_long(sp - 4); sp[-4] = (uint32_t)(a > b ? 1 : a < b ? -1 : 0); return 0; }
    case 0x95: case 0x96: { jfloat b = get_float(sp - 1), a = get_float(sp - 2); sp[-2] = (uint32_t)fcmp(a, b, op == 0x95 ? -1 : 1); return 0; }
    case 0x97: case 0x98: { jdouble b = get_double(sp - 2), a = get_double(sp - 4); sp[-4] = (uint32_t)dcmp(a, b, op == 0x97 ? -1 : 1); return 0; }
    }
    fatal("baseline compiler: jit_arith of opcode 0x%02x", op);
}

int jit_h_ldc(Frame *f, uint32_t bci, uint32_t *sp)
{
    uint8_t *pc = save(f, bci, sp);
    uint16_t idx = *pc == 0x12 ? pc[1] : U2(pc + 1);
    CpEntry *e = &f->m->owner->cp[idx];
    if (e->tag == CONST_String) {
        if (!e->resolved) {
            uint32_t si = intern_utf8(f->m->owner->cp[e->a].u.utf8);
            if (thread.pending)
                return -1;
            e->u.string_index = si;
            e->resolved = 1;
        }
        sp[0] = W(intern_get(e->u.string_index));
        return 0;
    }
    if (e->tag == CONST_Class) {
        Class *c = resolve_class(f->m->owner, idx);
        if (!c)
            return -1;
        Object *mirror = class_mirror(c);
        if (!mirror)
            return -1;
        sp[0] = W(mirror);
        return 0;
    }
    return throw_at(f, bci, "java/lang/BootstrapMethodError", "ldc of constant kind %u in %s.%s is not supported", e->tag,
                    f->m->owner->name, f->m->name);
}

int jit_h_aastore(Frame *f, uint32_t bci, uint32_t *sp)
{
    save(f, bci, sp);
    Array *a = AREF(sp[-3]);
    jint i = (jint)sp[-2];
    if (!a)
        return throw_at(f, bci, "java/lang/NullPointerException", NULL);
    if ((uint32_t)i >= (uint32_t)a->length)
        return throw_at(f, bci, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", i, a->length);
    Object *v = REF(sp[-1]);
    if (v && v->tib != a->tib->elem && !is_subclass(v->tib, a->tib->elem)) {
        char n[300];
        dotted_name(v->tib, n, sizeof n);
        return throw_at(f, bci, "java/lang/ArrayStoreException", "%s", n);
    }
    if (plan_write_barrier)
        plan_write_barrier((Object *)a, (Object **)ARRAY_DATA(a) + i, v);
    ((uint32_t *)ARRAY_DATA(a))[i] = sp[-1];
    return 0;
}

/* the allocation helpers fill the site's word (jit_alloc.c) once the instruction is what
 * the interpreter quickens it to: the class resolved and initialised (new), the array class;
 * not while booting (the site's routine sends events, which booting has none of) */
int jit_h_new(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word)
{
    uint8_t *pc = save(f, bci, sp);
    if (*pc == 0xbb && quicken_new(f, pc) < 0)
        return -1;
    Class *c = f->m->owner->cp[U2(pc + 1)].u.cls;
    Object *o = alloc_object(c);
    if (!o)
        return -1;
    if (*pc == Q_NEW && !booting && !(c->ref_kind && opt.classlib_jdk)) /* (JDK references register in C) */
        *word = W(c);
    sp[0] = W(o);
    return 0;
}

int jit_h_newarray(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word)
{
    static const char kinds[12] = {0, 0, 0, 0, 'Z', 'C', 'F', 'D', 'B', 'S', 'I', 'J'};
    uint8_t *pc = save(f, bci, sp);
    jint n = (jint)sp[-1];
    if (n < 0)
        return throw_at(f, bci, "java/lang/NegativeArraySizeException", "%d", n);
    if (pc[1] < 4 || pc[1] > 11)
        return throw_at(f, bci, "java/lang/VerifyError", "bad newarray type %u", pc[1]);
    Class *ac = array_class_of(prim_class_for(kinds[pc[1]]));
    Array *a = alloc_array(ac, n);
    if (!a)
        return -1;
    if (!booting)
        *word = W(ac);
    sp[-1] = W(a);
    return 0;
}

int jit_h_anewarray(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word)
{
    uint8_t *pc = save(f, bci, sp);
    jint n = (jint)sp[-1];
    Class *c = resolve_class(f->m->owner, U2(pc + 1));
    if (!c)
        return -1;
    if (n < 0)
        return throw_at(f, bci, "java/lang/NegativeArraySizeException", "%d", n);
    Class *ac = array_class_of(c);
    Array *a = alloc_array(ac, n);
    if (!a)
        return -1;
    if (!booting)
        *word = W(ac);
    sp[-1] = W(a);
    return 0;
}

int jit_h_multianewarray(Frame *f, uint32_t bci, uint32_t *sp)
{
    uint8_t *pc = save(f, bci, sp);
    int dims = pc[3];
    Class *c = resolve_class(f->m->owner, U2(pc + 1));
    if (!c)
        return -1;
    for (int i = 0; i < dims; i++)
        if ((jint)sp[i - dims] < 0)
            return throw_at(f, bci, "java/lang/NegativeArraySizeException", "%d", (jint)sp[i - dims]);
    Array *a = multianewarray(c, dims, sp - dims);
    if (!a)
        return -1;
    sp[-dims] = W(a);
    return 0;
}

int jit_h_athrow(Frame *f, uint32_t bci, uint32_t *sp)
{
    save(f, bci, sp);
    Object *o = REF(sp[-1]);
    if (!o)
        return throw_at(f, bci, "java/lang/NullPointerException", NULL);
    thread.pending = o;
    return -1;
}

int jit_h_checkcast(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word)
{
    uint8_t *pc = save(f, bci, sp);
    Object *o = REF(sp[-1]);
    if (!o)
        return 0;
    Class *c = resolve_class(f->m->owner, U2(pc + 1));
    if (!c)
        return -1;
    *word = (uint32_t)(uintptr_t)c;
    o = REF(sp[-1]);
    if (o->tib != c && !is_subclass(o->tib, c)) {
        char msg[600];
        class_cast_message(o->tib, c, msg, sizeof msg);
        return throw_at(f, bci, "java/lang/ClassCastException", "%s", msg);
    }
    if (o->tib != c)
        word[1] = (uint32_t)(uintptr_t)o->tib; /* a subclass: the next test of it is inline */
    return 0;
}

int jit_h_instanceof(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word)
{
    uint8_t *pc = save(f, bci, sp);
    Object *o = REF(sp[-1]);
    if (!o)
        return 0;
    Class *c = resolve_class(f->m->owner, U2(pc + 1));
    if (!c)
        return -1;
    *word = (uint32_t)(uintptr_t)c;
    o = REF(sp[-1]);
    sp[-1] = o->tib == c || is_subclass(o->tib, c);
    if (sp[-1] && o->tib != c)
        word[1] = (uint32_t)(uintptr_t)o->tib; /* a subclass: the next test of it is inline */
    else if (!sp[-1])
        word[2] = (uint32_t)(uintptr_t)o->tib; /* not one: likewise */
    return 0;
}

int jit_h_monitorenter(Frame *f, uint32_t bci, uint32_t *sp)
{
    save(f, bci, sp);
    Object *o = REF(sp[-1]);
    if (!o)
        return throw_at(f, bci, "java/lang/NullPointerException", NULL);
    if (!(o->status & STATUS_LOCK_MASK) && thread.nlocks < LOCKSTACK_MAX) {
        o->status += STATUS_LOCK_ONE;
        thread.lockstack[thread.nlocks++] = o;
    } else {
        monitor_enter((Object **)&sp[-1]);
    }
    return 0;
}

int jit_h_monitorexit(Frame *f, uint32_t bci, uint32_t *sp)
{
    save(f, bci, sp);
    Object *o = REF(sp[-1]);
    if (!o)
        return throw_at(f, bci, "java/lang/NullPointerException", NULL);
    if ((o->status & STATUS_LOCK_MASK) == STATUS_LOCK_ONE && thread.nlocks && thread.lockstack[thread.nlocks - 1] == o) {
        o->status -= STATUS_LOCK_ONE;
        thread.nlocks--;
        return 0;
    }
    if (monitor_exit(o) < 0) {
        f->sp = frame_stack(f);
        return -1;
    }
    return 0;
}

/* tableswitch, lookupswitch: the compiled code of the target */
void *jit_h_switch(Frame *f, uint32_t bci, jint v)
{
    Method *m = f->m;
    const uint8_t *code = m->orig_code, *p = code + ((bci + 4) & ~3u);
    int32_t off;
    if (code[bci] == 0xaa) {
        jint lo = S4(p + 4), hi = S4(p + 8);
        off = v < lo || v > hi ? S4(p) : S4(p + 12 + 4 * (v - lo));
    } else {
        jint n = S4(p + 4), lo = 0, hi = n - 1;
        off = S4(p);
        while (lo <= hi) { /* pairs are sorted by key (JVMS 6.5 lookupswitch) */
            jint mid = (lo + hi) >> 1, k = S4(p + 8 + 8 * mid);
            if (k == v) {
                off = S4(p + 12 + 8 * mid);
                break;
            }
            if (k < v)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
    }
    return m->jit_at[bci + (uint32_t)off];
}


/* a compiled callee's fast entry (jit.c) found no room for its frame: the caller's invoke
 * throws, as jit_invoke does */
int jit_overflow(Frame *f)
{
    f->sp = frame_stack(f);
    throw_new("java/lang/StackOverflowError", NULL);
    return -1;
}

/* Object.clone and the bytecode index of its invokespecial of internalClone (found once) */
Method *jit_clone_method(uint32_t *at)
{
    static Method *clone;
    static uint32_t clone_at;
    if (!clone) {
        Method *m = find_declared_method(cls_Object, "clone", "()Ljava/lang/Object;");
        for (uint32_t pc = 0; m && m->code && pc < m->code_len; pc += bytecode_length(m->orig_code, pc)) {
            CpEntry *cp = m->owner->cp, *e = &cp[U2(m->orig_code + pc + 1)];
            if (m->orig_code[pc] == 0xb7 && strcmp(cp[cp[e->b].a].u.utf8, "internalClone") == 0) {
                clone = m;
                clone_at = pc;
            }
        }
        if (!clone)
            fatal("baseline compiler: java.lang.Object.clone does not invoke internalClone");
    }
    *at = clone_at;
    return clone;
}

/* clone() of an array (an invokevirtual on an array type: Object.clone): what the interpreter
 * does, without running Object.clone's bytecodes. Its frame is pushed as the interpreter has
 * it while Object.internalClone allocates (at that invoke, the receiver pushed), so the
 * ALLOC_SITE, a collection's roots and an OutOfMemoryError's stack trace are the same; the
 * receiver's TIB is read once, as its `instanceof Cloneable` does. */
int jit_h_array_clone(Frame *f, uint32_t bci, uint32_t *sp)
{
    save(f, bci, sp);
    Object *o = REF(sp[-1]);
    if (!o)
        return throw_at(f, bci, "java/lang/NullPointerException", NULL);
    if (opt.classlib_jdk) { /* the JDK's Object.clone is the native itself: no frame */
        (void)*(Class *volatile *)&o->tib;
        Object *c = object_clone(&sp[-1]);
        if (!c) {
            f->sp = frame_stack(f);
            return -1;
        }
        sp[-1] = W(c);
        return 0;
    }
    uint32_t at;
    Method *clone = jit_clone_method(&at);
    uint32_t *nlv = sp - 1, *nstack = nlv + clone->max_locals;
    f->sp = nlv;
    if (thread.depth >= thread.max_depth || nstack + clone->max_stack > thread.slots_end) {
        f->sp = frame_stack(f);
        throw_new("java/lang/StackOverflowError", NULL);
        return -1;
    }
    Frame *n = f + 1;
    thread.depth++;
    n->m = clone;
    n->locals = nlv;
    nstack[0] = sp[-1];
    n->sp = nstack + 1;
    n->pc = clone->code + at;
    (void)*(Class *volatile *)&o->tib;
    Object *c = object_clone(nstack);
    thread.depth--;
    if (!c) {
        f->sp = frame_stack(f);
        return -1;
    }
    sp[-1] = W(c);
    return 0;
}

/* An invoke from compiled code, as the interpreter's (interp_objects.inc): resolve and
 * quicken at the first execution, select the callee, lock a synchronized one, run a native
 * here; a Java callee gets its frame (the arguments are the caller's top slots) and, once
 * compiled, is called by the compiled caller. Returns 0 (exception pending), 1 (done: a
 * native), 2 (the callee's frame is pushed, to be interpreted) or the callee's entry. */
uint32_t *jit_invoke(Frame *f, uint32_t bci, uint32_t *sp, uint32_t *word)
{
    uint8_t *pc = save(f, bci, sp);
    CpEntry *cp = f->m->owner->cp;
    Method *callee = NULL;
    for (;;) {
        switch (*pc) {
        case 0xb6: case 0xb7: case 0xb8: case 0xb9: {
            int r = quicken_invoke(f, pc, sp, &callee);
            if (r < 0)
                return NULL;
            if (r == 0)
                break;
            continue;
        }
        case 0xba:
            if (indy_link(f, pc) < 0)
                return NULL;
            continue;
        case Q_INVOKEVIRTUAL: {
            Method *m = cp[U2(pc + 1)].u.method;
            Object *o = REF(sp[-(int)m->arg_slots]);
            if (!o)
                return throw_at(f, bci, "java/lang/NullPointerException", NULL), NULL;
            callee = o->tib->vtable[m->vindex];
            break;
        }
        case Q_INVOKESPECIAL:
            callee = cp[U2(pc + 1)].u.method;
            if (!sp[-(int)callee->arg_slots])
                return throw_at(f, bci, "java/lang/NullPointerException", NULL), NULL;
            break;
        case Q_INVOKESTATIC:
            callee = cp[U2(pc + 1)].u.method;
            break;
        case Q_INVOKEINTERFACE: {
            Method *m = cp[U2(pc + 1)].u.method;
            Object *o = REF(sp[-(int)m->arg_slots]);
            if (!o)
                return throw_at(f, bci, "java/lang/NullPointerException", NULL), NULL;
            callee = interface_target(o->tib, m);
            if (!callee)
                return throw_at(f, bci, "java/lang/IncompatibleClassChangeError", "%s does not implement %s", o->tib->name,
                                m->owner->name), NULL;
            break;
        }
        case Q_INVOKEDYNAMIC:
            callee = indy_sites[U2(pc + 3)];
            break;
        default:
            fatal("baseline compiler: invoke of opcode 0x%02x in %s.%s", *pc, f->m->owner->name, f->m->name);
        }
        break;
    }
    uint8_t o = f->m->orig_code[bci];
    JitSite *site = NULL; /* jit_calls.c's sites: invokestatic, invokespecial, invokevirtual */
    Class *guard = NULL;
    int vindex = 0;
    if (word && o != 0xb9 && word[0] == JIT_SITE_MARK) {
        site = (JitSite *)word;
        Method *rm = cp[U2(pc + 1)].u.method;
        int one = (o == 0xb8 && *pc == Q_INVOKESTATIC) || (o != 0xb8 && *pc == Q_INVOKESPECIAL) ||
                  (o == 0xb6 && *pc == Q_INVOKEVIRTUAL && jit_final_method(rm));
        if (site->virt && *pc == Q_INVOKEVIRTUAL && !one) { /* the receiver's class guards the callee */
            guard = REF(sp[-(int)rm->arg_slots])->tib;
            vindex = rm->vindex;
        } else if (!site->done && (!one || callee != rm)) {
            site->done = 1; /* selected otherwise each time: the slow path stays */
        }
    } else if (word) { /* invokeinterface's inline cache (jit_templates.c invoke) */
        if (o == 0xb9 && *pc == Q_INVOKEINTERFACE) { /* the last receiver class and its target */
            word[0] = (uint32_t)(uintptr_t)REF(sp[-(int)cp[U2(pc + 1)].u.method->arg_slots])->tib;
            word[1] = (uint32_t)(uintptr_t)callee;
        }
    }
    if (callee->flags & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED)) {
        if (callee->flags & ACC_ABSTRACT)
            return throw_at(f, bci, "java/lang/AbstractMethodError", "%s.%s%s", callee->owner->name, callee->name,
                            callee->desc), NULL;
        if (callee->flags & ACC_SYNCHRONIZED && locks_eager && monitor_enter_method(callee, sp - callee->arg_slots) < 0)
            return NULL;
        if (callee->flags & ACC_NATIVE) {
            if (site) /* an invokevirtual site routes this receiver class through the vtable */
                jit_site_patch(f, bci, site, callee, guard, vindex);
            uint32_t r[2];
            uint32_t *args = sp - callee->arg_slots;
            int nr = invoke_native(callee, args, r);
            if (callee->flags & ACC_SYNCHRONIZED && locks_eager)
                monitor_release_frame(callee, args);
            if (nr < 0 || thread.pending)
                return NULL;
            switch (callee->ret_kind) {
            case 'V': break;
            case 'J': case 'D': args[0] = r[0]; args[1] = r[1]; break;
            default: args[0] = r[0]; break;
            }
            return (uint32_t *)1;
        }
    }
    uint32_t *nlv = sp - callee->arg_slots, *nstack = nlv + callee->max_locals;
    f->sp = nlv;
    if (thread.depth >= thread.max_depth || nstack + callee->max_stack > thread.slots_end) {
        f->sp = frame_stack(f);
        throw_new("java/lang/StackOverflowError", NULL);
        return NULL;
    }
    Frame *n = f + 1;
    thread.depth++;
    n->m = callee;
    n->locals = nlv;
    n->sp = nstack;
    n->pc = callee->code;
    if (!callee->jit_state)
        jit_compile(callee);
    if (site)
        jit_site_patch(f, bci, site, callee, guard, vindex);
    if (callee->jit_state != 1)
        return (uint32_t *)2;
    return callee->jit_slow;
}
