/* interp.c - the bytecode interpreter: threaded dispatch with GCC computed goto.
 *
 * Registers of the loop: pc, sp (first free operand slot), lv (locals), cp (constant pool),
 * f (frame).
 * Every call-out that can allocate, run Java code or throw first saves pc and sp into
 * the frame (SAVE): the collector finds exact roots from the saved sp and the stack map
 * at the saved pc (stackmap.c), and nested Java frames start at the saved sp.
 * Field and invoke instructions are rewritten in place into quick forms once resolved
 * (opcodes 0xcb..0xe5, see quick.h); Method.orig_code keeps the original bytes.
 * Preemption (threads.c): the timer signal points the dispatch entries of branches, invokes
 * and returns at op_yield, which restores them and lets the scheduler switch threads. */
#include "exec.h"
#include "quick.h"
#include <math.h>
#include <limits.h>

#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)((uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (p)[3]))
#define REF(v) ((Object *)(uintptr_t)(v))
#define AREF(v) ((Array *)(uintptr_t)(v))
#define W(o) ((uint32_t)(uintptr_t)(o))

#define NEXT() do { icount++; goto *labels[*pc]; } while (0)
/* -X:exec=baseline: where the frame at pc has compiled code, run it (jit.c) */
#define JIT_NEXT() do { if (__builtin_expect(exec_baseline, 0) && f->m->jit_at) goto enter_jit; NEXT(); } while (0)
#define DISPATCH(n) do { pc += (n); NEXT(); } while (0)
#define SAVE() (f->pc = pc, f->sp = sp)
#define THROW(cls, ...) do { f->pc = pc; f->sp = frame_stack(f); throw_new(cls, __VA_ARGS__); goto exception; } while (0)
/* the VM's NPE records its instruction: the message is made from it when asked (npe.c) */
#define NULLCHK(o) do { if (!(o)) { f->pc = pc; f->sp = frame_stack(f); throw_npe_at(f); goto exception; } } while (0)
#define CHECK_PENDING() do { if (thread.pending) goto exception; } while (0)

#define ARR_CHECK(a, i)                                                                       \
    do {                                                                                      \
        NULLCHK(a);                                                                           \
        if ((uint32_t)(i) >= (uint32_t)(a)->length)                                           \
            THROW("java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", (i), (a)->length); \
    } while (0)

#include "jconv.h"

/* bytes of each invoke instruction: where a returning call resumes its caller */
static const uint8_t invoke_length[256] = {
    [0xb6] = 3, [0xb7] = 3, [0xb8] = 3, [0xb9] = 5, [0xba] = 5,
    [Q_INVOKEVIRTUAL] = 3, [Q_INVOKESPECIAL] = 3, [Q_INVOKESTATIC] = 3, [Q_INVOKEINTERFACE] = 5, [Q_INVOKEDYNAMIC] = 5,
};

/* The dispatch table (labels.inc) as interp_run's first entry found it, and the yield
 * label. The yield-point opcodes: every backward branch, invoke and return. */
static void **dispatch, *orig_dispatch[256], *yield_label;
static const uint8_t yield_ops[] = {
    0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f, 0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xaa, 0xab,
    0xac, 0xad, 0xae, 0xaf, 0xb0, 0xb1, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc6, 0xc7, 0xc8,
    Q_INVOKEVIRTUAL, Q_INVOKESPECIAL, Q_INVOKESTATIC, Q_INVOKEINTERFACE, Q_INVOKEDYNAMIC, Q_SYNC_RETURN,
};

/* from the timer's signal handler: only stores of addresses */
void interp_request_yield(void)
{
    jit_yield_pending = 1;
    if (dispatch)
        for (size_t i = 0; i < sizeof yield_ops; i++)
            dispatch[yield_ops[i]] = yield_label;
}

void interp_cancel_yield(void)
{
    jit_yield_pending = 0;
    for (size_t i = 0; i < sizeof yield_ops; i++)
        dispatch[yield_ops[i]] = orig_dispatch[yield_ops[i]];
}


/* Runs frames from f (already pushed) until f returns: 0 with the result in ret, or -1
 * with thread.pending set. */
int interp_run(Frame *f, uint32_t *ret)
{
#include "labels.inc"
    if (__builtin_expect(!dispatch, 0)) {
        memcpy(orig_dispatch, labels, sizeof orig_dispatch);
        yield_label = &&op_yield;
        dispatch = labels;
    }
    Frame *const base = f;
    uint8_t *pc = f->pc;
    uint32_t *sp = f->sp, *lv = f->locals;
    CpEntry *cp = f->m->owner->cp; /* the current class's constant pool */
    uint32_t icount = 0;
    Method *callee;
    if (__builtin_expect(exec_baseline, 0) && !f->m->jit_state)
        jit_compile(f->m);
    JIT_NEXT();

op_nop: DISPATCH(1);
op_aconst_null: *sp++ = 0; DISPATCH(1);
op_iconst_m1: *sp++ = (uint32_t)((jint)*pc - 3); DISPATCH(1);
op_lconst_0: op_lconst_1: put_long(sp, *pc - 9); sp += 2; DISPATCH(1);
op_fconst_0: op_fconst_1: op_fconst_2: put_float(sp, (jfloat)(*pc - 11)); sp++; DISPATCH(1);
op_dconst_0: op_dconst_1: put_double(sp, (jdouble)(*pc - 14)); sp += 2; DISPATCH(1);
op_bipush: *sp++ = (uint32_t)(jint)(int8_t)pc[1]; DISPATCH(2);
op_sipush: *sp++ = (uint32_t)(jint)S2(pc + 1); DISPATCH(3);
op_ldc: { uint16_t idx = pc[1]; goto do_ldc; 
op_ldc_w: idx = U2(pc + 1); goto do_ldc;
do_ldc:;
    CpEntry *e = &cp[idx];
    if (e->tag == CONST_Integer || e->tag == CONST_Float) {
        *sp++ = e->u.half[0];
    } else if (e->tag == CONST_String) {
        if (!e->resolved) {
            SAVE();
            uint32_t si = intern_utf8(f->m->owner->cp[e->a].u.utf8);
            CHECK_PENDING();
            e->u.string_index = si;
            e->resolved = 1;
        }
        *sp++ = W(intern_get(e->u.string_index));
    } else if (e->tag == CONST_Class) {
        SAVE();
        Class *c = resolve_class(f->m->owner, idx);
        CHECK_PENDING();
        Object *mirror = class_mirror(c);
        CHECK_PENDING();
        *sp++ = W(mirror);
    } else {
        THROW("java/lang/BootstrapMethodError", "ldc of constant kind %u in %s.%s is not supported",
              e->tag, f->m->owner->name, f->m->name);
    }
    DISPATCH(*pc == 0x12 ? 2 : 3);
}
op_ldc2_w: { CpEntry *e = &cp[U2(pc + 1)]; sp[0] = e->u.half[0]; sp[1] = e->u.half[1]; sp += 2; DISPATCH(3); }
op_iload: op_fload: op_aload: *sp++ = lv[pc[1]]; DISPATCH(2);
op_lload: op_dload: sp[0] = lv[pc[1]]; sp[1] = lv[pc[1] + 1]; sp += 2; DISPATCH(2);
op_iload_0: op_fload_0: op_aload_0: *sp++ = lv[0]; DISPATCH(1);
op_iload_1: op_fload_1: op_aload_1: *sp++ = lv[1]; DISPATCH(1);
op_iload_2: op_fload_2: op_aload_2: *sp++ = lv[2]; DISPATCH(1);
op_iload_3: op_fload_3: op_aload_3: *sp++ = lv[3]; DISPATCH(1);
op_lload_0: op_dload_0: sp[0] = lv[0]; sp[1] = lv[1]; sp += 2; DISPATCH(1);
op_lload_1: op_dload_1: sp[0] = lv[1]; sp[1] = lv[2]; sp += 2; DISPATCH(1);
op_lload_2: op_dload_2: sp[0] = lv[2]; sp[1] = lv[3]; sp += 2; DISPATCH(1);
op_lload_3: op_dload_3: sp[0] = lv[3]; sp[1] = lv[4]; sp += 2; DISPATCH(1);
op_iaload: op_faload: op_aaload: { Array *a = AREF(sp[-2]); jint i = (jint)sp[-1]; ARR_CHECK(a, i);
    sp[-2] = ((uint32_t *)ARRAY_DATA(a))[i]; sp--; DISPATCH(1); }
op_laload: op_daload: { Array *a = AREF(sp[-2]); jint i = (jint)sp[-1]; ARR_CHECK(a, i);
    uint32_t *p = (uint32_t *)ARRAY_DATA(a) + 2 * i; sp[-2] = p[0]; sp[-1] = p[1]; DISPATCH(1); }
op_baload: { Array *a = AREF(sp[-2]); jint i = (jint)sp[-1]; ARR_CHECK(a, i);
    sp[-2] = (uint32_t)(jint)((int8_t *)ARRAY_DATA(a))[i]; sp--; DISPATCH(1); }
op_caload: { Array *a = AREF(sp[-2]); jint i = (jint)sp[-1]; ARR_CHECK(a, i);
    sp[-2] = ((uint16_t *)ARRAY_DATA(a))[i]; sp--; DISPATCH(1); }
op_saload: { Array *a = AREF(sp[-2]); jint i = (jint)sp[-1]; ARR_CHECK(a, i);
    sp[-2] = (uint32_t)(jint)((int16_t *)ARRAY_DATA(a))[i]; sp--; DISPATCH(1); }
op_istore: op_fstore: op_astore: lv[pc[1]] = *--sp; DISPATCH(2);
op_lstore: op_dstore: sp -= 2; lv[pc[1]] = sp[0]; lv[pc[1] + 1] = sp[1]; DISPATCH(2);
op_istore_0: op_fstore_0: op_astore_0: lv[0] = *--sp; DISPATCH(1);
op_istore_1: op_fstore_1: op_astore_1: lv[1] = *--sp; DISPATCH(1);
op_istore_2: op_fstore_2: op_astore_2: lv[2] = *--sp; DISPATCH(1);
op_istore_3: op_fstore_3: op_astore_3: lv[3] = *--sp; DISPATCH(1);
op_lstore_0: op_dstore_0: sp -= 2; lv[0] = sp[0]; lv[1] = sp[1]; DISPATCH(1);
op_lstore_1: op_dstore_1: sp -= 2; lv[1] = sp[0]; lv[2] = sp[1]; DISPATCH(1);
op_lstore_2: op_dstore_2: sp -= 2; lv[2] = sp[0]; lv[3] = sp[1]; DISPATCH(1);
op_lstore_3: op_dstore_3: sp -= 2; lv[3] = sp[0]; lv[4] = sp[1]; DISPATCH(1);
op_iastore: op_fastore: { Array *a = AREF(sp[-3]); jint i = (jint)sp[-2]; ARR_CHECK(a, i);
    ((uint32_t *)ARRAY_DATA(a))[i] = sp[-1]; sp -= 3; DISPATCH(1); }
op_lastore: op_dastore: { Array *a = AREF(sp[-4]); jint i = (jint)sp[-3]; ARR_CHECK(a, i);
    uint32_t *p = (uint32_t *)ARRAY_DATA(a) + 2 * i; p[0] = sp[-2]; p[1] = sp[-1]; sp -= 4; DISPATCH(1); }
op_aastore: { Array *a = AREF(sp[-3]); jint i = (jint)sp[-2]; ARR_CHECK(a, i);
    Object *v = REF(sp[-1]);
    if (v && v->tib != a->tib->elem && !is_subclass(v->tib, a->tib->elem))
        { char n_[300]; dotted_name(v->tib, n_, sizeof n_); THROW("java/lang/ArrayStoreException", "%s", n_); }
    if (plan_write_barrier) plan_write_barrier((Object *)a, (Object **)ARRAY_DATA(a) + i, v);
    ((uint32_t *)ARRAY_DATA(a))[i] = sp[-1]; sp -= 3; DISPATCH(1); }
op_bastore: { Array *a = AREF(sp[-3]); jint i = (jint)sp[-2]; ARR_CHECK(a, i);
    ((int8_t *)ARRAY_DATA(a))[i] = (int8_t)sp[-1]; sp -= 3; DISPATCH(1); }
op_castore: op_sastore: { Array *a = AREF(sp[-3]); jint i = (jint)sp[-2]; ARR_CHECK(a, i);
    ((uint16_t *)ARRAY_DATA(a))[i] = (uint16_t)sp[-1]; sp -= 3; DISPATCH(1); }
op_pop: sp--; DISPATCH(1);
op_pop2: sp -= 2; DISPATCH(1);
op_dup: sp[0] = sp[-1]; sp++; DISPATCH(1);
op_dup_x1: { uint32_t a = sp[-1], b = sp[-2]; sp[-2] = a; sp[-1] = b; sp[0] = a; sp++; DISPATCH(1); }
op_dup_x2: { uint32_t a = sp[-1], b = sp[-2], c = sp[-3]; sp[-3] = a; sp[-2] = c; sp[-1] = b; sp[0] = a; sp++; DISPATCH(1); }
op_dup2: sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; DISPATCH(1);
op_dup2_x1: { uint32_t a = sp[-1], b = sp[-2], c = sp[-3];
    sp[-3] = b; sp[-2] = a; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2; DISPATCH(1); }
op_dup2_x2: { uint32_t a = sp[-1], b = sp[-2], c = sp[-3], d = sp[-4];
    sp[-4] = b; sp[-3] = a; sp[-2] = d; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2; DISPATCH(1); }
op_swap: { uint32_t a = sp[-1]; sp[-1] = sp[-2]; sp[-2] = a; DISPATCH(1); }

#define IBIN(name, expr) op_##name: { jint b = (jint)sp[-1], a = (jint)sp[-2]; (void)a; (void)b; sp[-2] = (uint32_t)(jint)(expr); sp--; DISPATCH(1); }
#define LBIN(name, expr) op_##name: { jlong b = get_long(sp - 2), a = get_long(sp - 4); put_long(sp - 4, (expr)); sp -= 2; DISPATCH(1); }
#define FBIN(name, expr) op_##name: { jfloat b = get_float(sp - 1), a = get_float(sp - 2); put_float(sp - 2, (expr)); sp--; DISPATCH(1); }
#define DBIN(name, expr) op_##name: { jdouble b = get_double(sp - 2), a = get_double(sp - 4); put_double(sp - 4, (expr)); sp -= 2; DISPATCH(1); }
IBIN(iadd, a + b) IBIN(isub, a - b) IBIN(imul, a * b)
IBIN(iand, a & b) IBIN(ior, a | b) IBIN(ixor, a ^ b)
IBIN(ishl, a << (b & 31)) IBIN(ishr, a >> (b & 31)) IBIN(iushr, (uint32_t)a >> (b & 31))
LBIN(ladd, a + b) LBIN(lsub, a - b) LBIN(lmul, a * b)
LBIN(land, a & b) LBIN(lor, a | b) LBIN(lxor, a ^ b)
FBIN(fadd, a + b) FBIN(fsub, a - b) FBIN(fmul, a * b) FBIN(fdiv, a / b) FBIN(frem, fmodf(a, b))
DBIN(dadd, a + b) DBIN(dsub, a - b) DBIN(dmul, a * b) DBIN(ddiv, a / b) DBIN(drem, fmod(a, b))
op_idiv: { jint b = (jint)sp[-1], a = (jint)sp[-2];
    if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
    sp[-2] = (uint32_t)(b == -1 ? -a : a / b); sp--; DISPATCH(1); }
op_irem: { jint b = (jint)sp[-1], a = (jint)sp[-2];
    if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
    sp[-2] = (uint32_t)(b == -1 ? 0 : a % b); sp--; DISPATCH(1); }
op_ldiv: { jlong b = get_long(sp - 2), a = get_long(sp - 4);
    if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
    put_long(sp - 4, b == -1 ? -a : a / b); sp -= 2; DISPATCH(1); }
op_lrem: { jlong b = get_long(sp - 2), a = get_long(sp - 4);
    if (b == 0) THROW("java/lang/ArithmeticException", "/ by zero");
    put_long(sp - 4, b == -1 ? 0 : a % b); sp -= 2; DISPATCH(1); }
op_lshl: { jint s = (jint)sp[-1]; put_long(sp - 3, get_long(sp - 3) << (s & 63)); sp--; DISPATCH(1); }
op_lshr: { jint s = (jint)sp[-1]; put_long(sp - 3, get_long(sp - 3) >> (s & 63)); sp--; DISPATCH(1); }
op_lushr: { jint s = (jint)sp[-1]; put_long(sp - 3, (jlong)((uint64_t)get_long(sp - 3) >> (s & 63))); sp--; DISPATCH(1); }
op_ineg: sp[-1] = (uint32_t)(-(jint)sp[-1]); DISPATCH(1);
op_lneg: put_long(sp - 2, -get_long(sp - 2)); DISPATCH(1);
op_fneg: put_float(sp - 1, -get_float(sp - 1)); DISPATCH(1);
op_dneg: put_double(sp - 2, -get_double(sp - 2)); DISPATCH(1);
op_iinc: lv[pc[1]] += (uint32_t)(jint)(int8_t)pc[2]; DISPATCH(3);
op_i2l: { jint v = (jint)sp[-1]; put_long(sp - 1, v); sp++; DISPATCH(1); }
op_i2f: put_float(sp - 1, (jfloat)(jint)sp[-1]); DISPATCH(1);
op_i2d: { jint v = (jint)sp[-1]; put_double(sp - 1, v); sp++; DISPATCH(1); }
op_l2i: { jlong v = get_long(sp - 2); sp[-2] = (uint32_t)v; sp--; DISPATCH(1); }
op_l2f: { jlong v = get_long(sp - 2); put_float(sp - 2, (jfloat)v); sp--; DISPATCH(1); }
op_l2d: put_double(sp - 2, (jdouble)get_long(sp - 2)); DISPATCH(1);
op_f2i: sp[-1] = (uint32_t)f2i(get_float(sp - 1)); DISPATCH(1);
op_f2l: { jfloat v = get_float(sp - 1); put_long(sp - 1, d2l(v)); sp++; DISPATCH(1); }
op_f2d: { jfloat v = get_float(sp - 1); put_double(sp - 1, v); sp++; DISPATCH(1); }
op_d2i: { jdouble v = get_double(sp - 2); sp[-2] = (uint32_t)d2i(v); sp--; DISPATCH(1); }
op_d2l: put_long(sp - 2, d2l(get_double(sp - 2))); DISPATCH(1);
op_d2f: { jdouble v = get_double(sp - 2); put_float(sp - 2, (jfloat)v); sp--; DISPATCH(1); }
op_i2b: sp[-1] = (uint32_t)(jint)(int8_t)sp[-1]; DISPATCH(1);
op_i2c: sp[-1] = (uint32_t)(uint16_t)sp[-1]; DISPATCH(1);
op_i2s: sp[-1] = (uint32_t)(jint)(int16_t)sp[-1]; DISPATCH(1);
op_lcmp: { jlong b = get_long(sp - 2), a = get_long(sp - 4); sp[-4] = (uint32_t)(a > b ? 1 : a < b ? -1 : 0); sp -= 3; DISPATCH(1); }
op_fcmpl: { jfloat b = get_float(sp - 1), a = get_float(sp - 2); sp[-2] = (uint32_t)fcmp(a, b, -1); sp--; DISPATCH(1); }
op_fcmpg: { jfloat b = get_float(sp - 1), a = get_float(sp - 2); sp[-2] = (uint32_t)fcmp(a, b, 1); sp--; DISPATCH(1); }
op_dcmpl: { jdouble b = get_double(sp - 2), a = get_double(sp - 4); sp[-4] = (uint32_t)dcmp(a, b, -1); sp -= 3; DISPATCH(1); }
op_dcmpg: { jdouble b = get_double(sp - 2), a = get_double(sp - 4); sp[-4] = (uint32_t)dcmp(a, b, 1); sp -= 3; DISPATCH(1); }
#define IF1(name, cond) op_##name: { jint v = (jint)*--sp; if (cond) DISPATCH(S2(pc + 1)); DISPATCH(3); }
#define IF2(name, cond) op_##name: { jint b = (jint)sp[-1], a = (jint)sp[-2]; sp -= 2; if (cond) DISPATCH(S2(pc + 1)); DISPATCH(3); }
IF1(ifeq, v == 0) IF1(ifne, v != 0) IF1(iflt, v < 0) IF1(ifge, v >= 0) IF1(ifgt, v > 0) IF1(ifle, v <= 0)
IF1(ifnull, v == 0) IF1(ifnonnull, v != 0)
IF2(if_icmpeq, a == b) IF2(if_icmpne, a != b) IF2(if_icmplt, a < b) IF2(if_icmpge, a >= b)
IF2(if_icmpgt, a > b) IF2(if_icmple, a <= b) IF2(if_acmpeq, a == b) IF2(if_acmpne, a != b)
op_goto: DISPATCH(S2(pc + 1));
op_goto_w: DISPATCH(S4(pc + 1));
op_jsr: *sp++ = (uint32_t)(pc + 3 - f->m->code); DISPATCH(S2(pc + 1));
op_jsr_w: *sp++ = (uint32_t)(pc + 5 - f->m->code); DISPATCH(S4(pc + 1));
op_ret: pc = f->m->code + lv[pc[1]]; NEXT();
op_tableswitch: { uint8_t *p = f->m->code + ((pc - f->m->code + 4) & ~3);
    jint v = (jint)*--sp, lo = S4(p + 4), hi = S4(p + 8);
    if (v < lo || v > hi) DISPATCH(S4(p));
    DISPATCH(S4(p + 12 + 4 * (v - lo))); }
op_lookupswitch: { uint8_t *p = f->m->code + ((pc - f->m->code + 4) & ~3);
    jint v = (jint)*--sp, n = S4(p + 4), lo = 0, hi = n - 1;
    while (lo <= hi) { /* pairs are sorted by key (JVMS 6.5 lookupswitch) */
        jint mid = (lo + hi) >> 1, k = S4(p + 8 + 8 * mid);
        if (k == v) DISPATCH(S4(p + 12 + 8 * mid));
        if (k < v) lo = mid + 1; else hi = mid - 1;
    }
    DISPATCH(S4(p)); }
op_ireturn: op_freturn: op_areturn: {
    uint32_t v = sp[-1];
    if (f == base) { ret[0] = v; goto leave_ok; }
    uint32_t *dst = f->locals; f--; thread.depth--; dst[0] = v; sp = dst + 1; goto resume_caller; }
op_lreturn: op_dreturn: {
    uint32_t v0 = sp[-2], v1 = sp[-1];
    if (f == base) { ret[0] = v0; ret[1] = v1; goto leave_ok; }
    uint32_t *dst = f->locals; f--; thread.depth--; dst[0] = v0; dst[1] = v1; sp = dst + 2; goto resume_caller; }
op_return: {
    if (f == base) goto leave_ok;
    sp = f->locals; f--; thread.depth--; goto resume_caller; }
resume_caller:
    lv = f->locals;
    cp = f->m->owner->cp;
    pc = f->pc + invoke_length[*f->pc];
    JIT_NEXT();
enter_jit: /* compiled code runs until an instruction it leaves to the interpreter, or a throw */
    f->pc = pc;
    f->sp = sp;
    stat_bytecodes += icount;
    icount = 0;
    {
        int how;
        f = jit_run(f, base, ret, &how);
        if (how == JIT_DONE)
            return 0;
        if (how == JIT_EXCEPTION)
            goto exception;
        if (how == JIT_RESUME) {
            sp = f->sp;
            goto resume_caller;
        }
    }
    pc = f->pc;
    sp = f->sp;
    lv = f->locals;
    cp = f->m->owner->cp;
    NEXT();
leave_ok:
    thread.depth--;
    stat_bytecodes += icount;
    return 0;

#include "interp_objects.inc"

op_wide: {
    uint16_t idx = U2(pc + 2);
    switch (pc[1]) {
    case 0x15: case 0x17: case 0x19: *sp++ = lv[idx]; break;
    case 0x16: case 0x18: sp[0] = lv[idx]; sp[1] = lv[idx + 1]; sp += 2; break;
    case 0x36: case 0x38: case 0x3a: lv[idx] = *--sp; break;
    case 0x37: case 0x39: sp -= 2; lv[idx] = sp[0]; lv[idx + 1] = sp[1]; break;
    case 0xa9: pc = f->m->code + lv[idx]; NEXT();
    case 0x84: lv[idx] += (uint32_t)(jint)S2(pc + 4); DISPATCH(6);
    default: THROW("java/lang/VerifyError", "bad wide opcode %u", pc[1]);
    }
    DISPATCH(4); }
op_invokedynamic: {
    SAVE();
    if (indy_link(f, pc) < 0) goto exception;
    NEXT(); }
op_yield: /* the instruction at pc runs after the switch, from the restored table */
    icount--;
    interp_cancel_yield();
    SAVE();
    thread_preempt();
    NEXT();
op_q_sync_return: {
    SAVE(); /* frames entered before the first thread start did not lock */
    if (locks_eager && monitor_exit((f->m->flags & ACC_STATIC) ? f->m->owner->mirror : REF(lv[0])) < 0) goto exception;
    goto *orig_dispatch[f->m->orig_code[pc - f->m->code]]; }
op_breakpoint: op_bad:
    THROW("java/lang/VerifyError", "illegal opcode 0x%02x in %s.%s", *pc, f->m->owner->name, f->m->name);

exception: {
    stat_bytecodes += icount;
    icount = 0;
    for (;;) {
        Method *m = f->m;
        uint32_t off = (uint32_t)(f->pc - m->code);
        for (int i = 0; i < m->nhandlers; i++) {
            Handler *h = &m->handlers[i];
            if (off < h->start || off >= h->end)
                continue;
            if (h->catch_index) {
                Class *cc = resolve_class(m->owner, h->catch_index);
                if (!cc) /* the resolution error replaces the exception; the search goes on */
                    continue;
                if (!is_subclass(thread.pending->tib, cc))
                    continue;
            }
            sp = frame_stack(f);
            *sp++ = W(thread.pending);
            thread.pending = NULL;
            lv = f->locals;
            cp = m->owner->cp;
            pc = m->code + h->pc;
            JIT_NEXT();
        }
        if (m->flags & ACC_SYNCHRONIZED && locks_eager)
            monitor_release_frame(m, f->locals);
        if (f == base) {
            thread.depth--;
            return -1;
        }
        f--;
        thread.depth--;
    }
}
}
