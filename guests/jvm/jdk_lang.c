/* jdk_lang.c - the natives of OpenJDK 17's java.lang and jdk.internal.misc that boot and
 * ordinary programs reach (-X:classlib=jdk; the list, with what HotSpot's JVM_* functions
 * do for each: guests/jdk/BOOT.md section 3.1). Written in the VM's own native form, as
 * natives.c's: no JNI, no libjava. Natives whose meaning is the same in both libraries are
 * natives.c's (its shared table); the Thread and monitor natives are jdk_threads.c's,
 * Unsafe's jdk_unsafe.c's, the properties props.c's. */
#include "natives.h"
#include "fdlibm.h"
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

static void n_nothing(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }
static void n_false(uint32_t *args, uint32_t *ret) { (void)args, R_INT(0); }
static void n_true(uint32_t *args, uint32_t *ret) { (void)args, R_INT(1); }
static void n_null(uint32_t *args, uint32_t *ret) { (void)args, R_REF(NULL); }
static void n_zero_long(uint32_t *args, uint32_t *ret) { (void)args, put_long(ret, 0); }

/* a field's offset, looked up once (fatal when the library lacks it: a different library) */
static uint32_t field_at(Class *c, const char *name, const char *desc)
{
    Field *f = find_field(c, name, desc);
    if (!f)
        fatal("-X:classlib=jdk: %s has no field %s %s", c->name, name, desc);
    return f->offset;
}

/* ---- java.lang.Object ---- */
static void n_clone(uint32_t *args, uint32_t *ret)
{
    Class *c = A_REF(0)->tib;
    if (!c->is_array && !is_subclass(c, load_class_or_die("java/lang/Cloneable"))) {
        char n[300];
        dotted_name(c, n, sizeof n);
        throw_new("java/lang/CloneNotSupportedException", "%s", n);
        return;
    }
    Object *o = object_clone(&args[0]);
    if (o)
        R_REF(o);
}

/* ---- java.lang.Class ---- */
static uint32_t off_class_name;

/* Class.initClassName(): the binary name with dots, stored in the mirror's `name` */
static void n_initClassName(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    char n[600];
    dotted_name(c, n, sizeof n);
    Object *s = intern_get(intern_utf8(n));
    if (!s)
        return;
    if (!off_class_name)
        off_class_name = field_at(cls_Class, "name", "Ljava/lang/String;");
    store_ref(A_REF(0), (Object **)FIELD_PTR(A_REF(0), off_class_name), s);
    R_REF(s);
}

static void n_isHidden(uint32_t *args, uint32_t *ret) { R_INT(mirror_class(A_REF(0))->hidden); }

/* Class.getModifiers(): InnerClasses' flags for a member class, else the class's; arrays
 * take their element's visibility with ABSTRACT and FINAL; primitives are public abstract
 * final */
static void n_getModifiers(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    if (c->is_prim) {
        R_INT(ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL);
    } else if (c->is_array) {
        Class *e = c->elem;
        while (e->is_array)
            e = e->elem;
        int v = e->is_prim ? ACC_PUBLIC : (e->is_nested ? e->inner_flags : e->access) & 0x7;
        R_INT(v | ACC_ABSTRACT | ACC_FINAL);
    } else {
        R_INT((c->is_nested ? c->inner_flags : c->access) & ~0x20); /* without ACC_SUPER */
    }
}

/* Class.forName0(name, initialize, loader, caller): the boot loader's classes (a class
 * loader's come with the launcher: BOOT.md step 7) */
static void n_forName0(uint32_t *args, uint32_t *ret)
{
    if (!A_REF(0)) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    char *name = string_to_utf8(A_REF(0));
    int bad = strchr(name, '/') != NULL;
    for (char *q = name; *q; q++)
        if (*q == '.')
            *q = '/';
    Object *pending = NULL;
    Class *c = NULL;
    char *array_error = !bad && name[0] == '[' ? array_name_error(name) : NULL;
    if (array_error) {
        free(name);
        throw_new("java/lang/ClassNotFoundException", "%s", array_error);
        free(array_error);
        return;
    }
    if (!bad) {
        c = load_class(name);
        pending = thread.pending;
    }
    free(name);
    if (c && c->is_prim) /* "int" names no class */
        c = NULL;
    if (!c) {
        if (pending && !is_subclass(pending->tib, load_class_or_die("java/lang/NoClassDefFoundError")))
            return; /* LinkageError and others stand */
        thread.pending = NULL;
        char *n = string_to_utf8(A_REF(0));
        throw_new("java/lang/ClassNotFoundException", "%s", n);
        free(n);
        return;
    }
    if (A_INT(1) && class_init(c) < 0)
        return;
    R_REF(class_mirror(c));
}

static uint32_t off_pd;
static void n_getProtectionDomain0(uint32_t *args, uint32_t *ret)
{
    if (!off_pd)
        off_pd = field_at(cls_Class, "protection_domain", "Ljava/lang/Object;");
    R_REF(*(Object **)FIELD_PTR(A_REF(0), off_pd));
}

/* ---- java.lang.System ---- */
/* System.setIn0/setOut0/setErr0: the static finals in, out, err */
static void set_system_stream(const char *name, const char *desc, Object *v)
{
    Class *sys = load_class_or_die("java/lang/System");
    Field *f = find_field(sys, name, desc);
    if (!f)
        fatal("java.lang.System has no field %s", name);
    *(Object **)(sys->statics + f->offset) = v;
}
static void n_setIn0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    set_system_stream("in", "Ljava/io/InputStream;", A_REF(0));
}
static void n_setOut0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    set_system_stream("out", "Ljava/io/PrintStream;", A_REF(0));
}
static void n_setErr0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    set_system_stream("err", "Ljava/io/PrintStream;", A_REF(0));
}

static void n_mapLibraryName(uint32_t *args, uint32_t *ret)
{
    if (!A_REF(0)) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    char *n = string_to_utf8(A_REF(0));
    char buf[600];
    snprintf(buf, sizeof buf, "lib%s.so", n);
    free(n);
    R_REF(new_string_utf8(buf));
}

/* ---- java.lang.Runtime, Shutdown ---- */
static void n_availableProcessors(uint32_t *args, uint32_t *ret) { (void)args, R_INT(1); } /* one simulated CPU */
static void n_halt0(uint32_t *args, uint32_t *ret) { (void)ret, vm_exit(A_INT(0)); }
static void n_gc(uint32_t *args, uint32_t *ret) { (void)args, (void)ret, heap_collect(); }

/* ---- java.lang.StrictMath: fdlibm 5.3, as HotSpot's libjava (fdlibm.c, fdlibm_trig.c: the
 * bundled library's FdLibm*.java in C, so both libraries give the same bits). sqrt is
 * natives.c's IEEE sqrt; exp, pow, cbrt and hypot are Java in JDK 17 (java.lang.FdLibm). ---- */
#define D1(name, f) static void n_##name(uint32_t *args, uint32_t *ret) { put_double(ret, f(get_double(args))); }
#define D2(name, f)                                                                                            \
    static void n_##name(uint32_t *args, uint32_t *ret) { put_double(ret, f(get_double(args), get_double(args + 2))); }
D1(sin, fd_sin) D1(cos, fd_cos) D1(tan, fd_tan) D1(asin, fd_asin) D1(acos, fd_acos) D1(atan, fd_atan) D1(log, fd_log)
D1(log10, fd_log10) D1(sinh, fd_sinh) D1(cosh, fd_cosh) D1(tanh, fd_tanh) D1(expm1, fd_expm1) D1(log1p, fd_log1p)
D2(IEEEremainder, fd_remainder) D2(atan2, fd_atan2)

/* ---- java.lang.Math's intrinsics: HotSpot computes Math.sin, cos, tan, exp, log, log10 and
 * pow with its own stubs (nearly correctly rounded), in the interpreter too, not through
 * StrictMath; fma with the FMA instruction, not the JDK's BigDecimal code (millions of guest
 * instructions a call). classes.c marks these methods native when the JDK's Math links; they
 * are the bundled library's (natives.c, fma.c): glibc's libm, log10 correctly rounded, and
 * fmadd/fmadds (the exact product plus the addend, rounded once). ---- */
D1(math_sin, sin) D1(math_cos, cos) D1(math_tan, tan) D1(math_exp, exp) D1(math_log, log)
#undef D1
#undef D2
static void n_math_fma(uint32_t *args, uint32_t *ret) { put_double(ret, __builtin_fma(get_double(args), get_double(args + 2), get_double(args + 4))); }
static void n_math_fmaf(uint32_t *args, uint32_t *ret) { put_float(ret, __builtin_fmaf(get_float(args), get_float(args + 1), get_float(args + 2))); }

/* pow, with the Java special cases that C99's pow answers otherwise (pow(1, NaN) and
 * pow(+-1, +-inf) are NaN in Java, 1 in C) */
static void n_math_pow(uint32_t *args, uint32_t *ret)
{
    double a = get_double(args), b = get_double(args + 2);
    put_double(ret, b != b || (a != a && b != 0.0) || ((a == 1.0 || a == -1.0) && isinf(b)) ? NAN : pow(a, b));
}

/* log10 as the bundled library's Math.log10 (its comment says why not glibc's log10):
 * x = 2^k m, ln(m) = 2 atanh(s) = 2s sum t^j/(2j+1), s = (m-1)/(m+1), t = s^2, in
 * double-double (Horner; terms past j = 8 in double, products exact through fma), then
 * k log10(2) + ln(m)/ln(10) in double-double, rounded once. The same operations in the
 * same order as classlib/src/java/lang/Math.java, so the same bits. */
static const double L10_C_HI[] = {1.0, 0x1.5555555555555p-2, 0x1.999999999999ap-3, 0x1.2492492492492p-3,
    0x1.c71c71c71c71cp-4, 0x1.745d1745d1746p-4, 0x1.3b13b13b13b14p-4, 0x1.1111111111111p-4, 0x1.e1e1e1e1e1e1ep-5};
static const double L10_C_LO[] = {0.0, 0x1.5555555555555p-56, -0x1.999999999999ap-57, 0x1.2492492492492p-57,
    0x1.c71c71c71c71cp-58, -0x1.745d1745d1746p-59, -0x1.3b13b13b13b14p-58, 0x1.1111111111111p-60, 0x1.e1e1e1e1e1e1ep-61};

static double math_log10(double x)
{
    if (!(x > 0.0) || isinf(x))
        return x == 0.0 ? -INFINITY : x > 0.0 ? x : NAN;
    int k = 0;
    if (x < 0x1.0p-1022) {
        x *= 0x1.0p54;
        k = -54;
    }
    uint64_t bits = fd_bits(x);
    k += (int)(bits >> 52) - 1023;
    double m = fd_from_bits((bits & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
    if (m > 0x1.6a09e667f3bcdp0) {
        m *= 0.5;
        k++;
    }
    double num = m - 1.0, ah = m + 1.0; /* s = (m-1)/(m+1) in double-double */
    double bb = ah - m, al = (m - (ah - bb)) + (1.0 - bb);
    double sh = num / ah, sl = (__builtin_fma(-sh, ah, num) - sh * al) / ah;
    double th = sh * sh, tl = __builtin_fma(sh, sh, -th) + 2.0 * sh * sl;
    double q = 1.0 / 45; /* sum t^j/(2j+1): j >= 9 in double, j = 8..0 in double-double */
    for (int j = 21; j >= 9; j--)
        q = 1.0 / (2 * j + 1) + th * q;
    double qh = q, ql = 0.0;
    for (int j = 8; j >= 0; j--) {
        double ph = th * qh, pl = __builtin_fma(th, qh, -ph) + (th * ql + tl * qh);
        double s = L10_C_HI[j] + ph, lo = (ph - (s - L10_C_HI[j])) + L10_C_LO[j] + pl;
        qh = s + lo;
        ql = lo - (qh - s);
    }
    double lh = sh * qh, ll = __builtin_fma(sh, qh, -lh) + (sh * ql + sl * qh); /* ln(m) = 2 s Q */
    lh *= 2.0;
    ll *= 2.0;
    double ph = lh * 0x1.bcb7b1526e50ep-2;
    double pl = __builtin_fma(lh, 0x1.bcb7b1526e50ep-2, -ph) + (lh * 0x1.95355baaafad3p-57 + ll * 0x1.bcb7b1526e50ep-2);
    double kh = k * 0x1.34413509f79ffp-2, kl = __builtin_fma(k, 0x1.34413509f79ffp-2, -kh) + k * -0x1.9dc1da994fd21p-59;
    double sum = kh + ph, b = sum - kh;
    double err = (kh - (sum - b)) + (ph - b) + (kl + pl);
    return sum + err;
}
static void n_math_log10(uint32_t *args, uint32_t *ret) { put_double(ret, math_log10(get_double(args))); }

/* ---- java.lang.Throwable and StackTraceElement ----
 * The backtrace is an int[] of (Method *, bytecode index) pairs, innermost first, and
 * `depth` their number; StackTraceElement.initStackTraceElements makes the elements from
 * it, and the JDK's own code formats them (computeFormat: "java.base/" and the loader). */
static uint32_t off_depth;

static void n_fillInStackTrace(uint32_t *args, uint32_t *ret)
{
    if (!off_depth)
        off_depth = field_at(cls_Throwable, "depth", "I");
    int *at = xmalloc(TRACE_MAX_FRAMES * sizeof *at);
    int n = trace_frames(&thread, throwable_trace_top(), at);
    Array *a = alloc_array(array_class_of(prim_class_for('I')), 2 * n);
    if (!a) {
        free(at);
        return;
    }
    jint *w = ARRAY_DATA(a);
    for (int i = 0; i < n; i++) {
        Frame *f = &thread.frames[at[i]];
        w[2 * i] = (jint)(uintptr_t)f->m;
        w[2 * i + 1] = f->m->code && f->pc ? (jint)(f->pc - f->m->code) : -1;
    }
    free(at);
    store_ref(A_REF(0), (Object **)FIELD_PTR(A_REF(0), throwable_backtrace_offset()), (Object *)a);
    *(jint *)FIELD_PTR(A_REF(0), off_depth) = n;
    R_REF(A_REF(0));
}

/* frame i of a backtrace: its method and bytecode index (NULL: no such frame) */
Method *backtrace_frame(Object *bt, int i, int *bci)
{
    if (!bt || !bt->tib->is_array || bt->tib->elem_is_ref || 2 * i + 1 >= ((Array *)bt)->length)
        return NULL;
    jint *w = ARRAY_DATA(bt);
    *bci = w[2 * i + 1];
    return (Method *)(uintptr_t)w[2 * i];
}

static const char *module_version_of(Class *c);
static Object *loader_name_of(Class *c);
static Object *module_of(Class *c);

static void set_string(Object **holder, uint32_t off, const char *v)
{
    Object *s = v ? new_string_utf8(v) : NULL;
    if (v && !s)
        return;
    store_ref(*holder, (Object **)FIELD_PTR(*holder, off), s);
}

/* a StackTraceElement of frame (m, bci): class, loader name, module and version, class
 * name, method, file, line (-2 native); -1 with an exception pending */
int stack_trace_element_fill(Object *e, Method *m, int bci)
{
    static uint32_t o_class, o_loader, o_module, o_version, o_declaring, o_method, o_file, o_line;
    if (!o_class) {
        Class *ste = load_class_or_die("java/lang/StackTraceElement");
        o_class = field_at(ste, "declaringClassObject", "Ljava/lang/Class;");
        o_loader = field_at(ste, "classLoaderName", "Ljava/lang/String;");
        o_module = field_at(ste, "moduleName", "Ljava/lang/String;");
        o_version = field_at(ste, "moduleVersion", "Ljava/lang/String;");
        o_declaring = field_at(ste, "declaringClass", "Ljava/lang/String;");
        o_method = field_at(ste, "methodName", "Ljava/lang/String;");
        o_file = field_at(ste, "fileName", "Ljava/lang/String;");
        o_line = field_at(ste, "lineNumber", "I");
    }
    int h = handle_push(e);
    Class *c = m->owner;
    Object *mirror = class_mirror(c);
    if (!mirror) {
        handle_pop(1);
        return -1;
    }
    store_ref(handles[h], (Object **)FIELD_PTR(handles[h], o_class), mirror);
    Object *ln = loader_name_of(c);
    store_ref(handles[h], (Object **)FIELD_PTR(handles[h], o_loader), ln);
    Object *mod = module_of(c);
    static uint32_t off_mname;
    if (mod && !off_mname)
        off_mname = field_at(mod->tib, "name", "Ljava/lang/String;");
    Object *mname = mod ? *(Object **)FIELD_PTR(mod, off_mname) : NULL;
    store_ref(handles[h], (Object **)FIELD_PTR(handles[h], o_module), mname);
    set_string(&handles[h], o_version, mname ? module_version_of(c) : NULL);
    char name[600];
    dotted_name(c, name, sizeof name);
    set_string(&handles[h], o_declaring, name);
    store_ref(handles[h], (Object **)FIELD_PTR(handles[h], o_method), intern_get(intern_utf8(m->name)));
    set_string(&handles[h], o_file, c->source_file);
    *(jint *)FIELD_PTR(handles[h], o_line) =
        (m->flags & ACC_NATIVE) ? -2 : bci >= 0 && c->source_file ? method_line(m, (uint32_t)bci) : -1;
    handle_pop(1);
    return thread.pending ? -1 : 0;
}

/* StackTraceElement.initStackTraceElements(elements, throwable): from its backtrace */
static void n_initStackTraceElements(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Array *elems = (Array *)A_REF(0);
    if (!elems || !A_REF(1)) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    if (!off_depth)
        off_depth = field_at(cls_Throwable, "depth", "I");
    jint depth = *(jint *)FIELD_PTR(A_REF(1), off_depth);
    for (jint i = 0; i < depth && i < elems->length; i++) {
        int bci;
        Method *m = backtrace_frame(*(Object **)FIELD_PTR(A_REF(1), throwable_backtrace_offset()), i, &bci);
        Object *e = ((Object **)ARRAY_DATA(A_REF(0)))[i];
        if (!m || !e || stack_trace_element_fill(e, m, bci) < 0)
            return;
    }
}

/* ---- java.lang.StringUTF16 ---- */
/* ---- java.lang.ref.Reference ---- */
static void n_refersTo0(uint32_t *args, uint32_t *ret) { R_INT(reference_referent(A_REF(0)) == A_REF(1)); }
static void n_clear0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    reference_clear(A_REF(0));
}

/* ---- java.security.AccessController ---- */
static void n_getInheritedAccessControlContext(uint32_t *args, uint32_t *ret)
{
    (void)args;
    static uint32_t off;
    Class *t = load_class_or_die("java/lang/Thread");
    if (!off)
        off = field_at(t, "inheritedAccessControlContext", "Ljava/security/AccessControlContext;");
    uint32_t cur[1];
    Method *m = find_declared_method(t, "currentThread", "()Ljava/lang/Thread;");
    if (invoke_method(m, NULL, cur) < 0)
        return;
    Object *jt = (Object *)(uintptr_t)cur[0];
    R_REF(jt ? *(Object **)FIELD_PTR(jt, off) : NULL);
}

/* ---- jdk.internal.reflect.Reflection ---- */
static int reflection_frame(Method *m)
{
    return method_hidden(m) || strcmp(m->owner->name, "java/lang/reflect/Method") == 0 ||
           strncmp(m->owner->name, "jdk/internal/reflect/", 21) == 0;
}

/* Reflection.getCallerClass(): the class of the method that called the caller of
 * getCallerClass, reflection's and the VM's hidden frames skipped */
static void n_getCallerClass(uint32_t *args, uint32_t *ret)
{
    (void)args;
    int k = thread.depth - 1; /* the caller of getCallerClass (the native has no frame) */
    if (k >= 0 && thread.frames[k].m->name && strcmp(thread.frames[k].m->name, "getCallerClass") == 0)
        k--;
    for (k--; k >= 0 && reflection_frame(thread.frames[k].m); k--)
        ;
    R_REF(k >= 0 ? class_mirror(thread.frames[k].m->owner) : NULL);
}

static void n_getClassAccessFlags(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    R_INT(c->is_prim || c->is_array ? ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL : c->access);
}

/* ---- jdk.internal.misc.VM, Signal ---- */
static void n_getNanoTimeAdjustment(uint32_t *args, uint32_t *ret)
{
    jlong offset = get_long(args);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    jlong diff = (jlong)ts.tv_sec - offset;
    if (diff > 0xffffffffLL || diff < -0xffffffffLL) {
        put_long(ret, -1); /* as HotSpot: out of range */
        return;
    }
    put_long(ret, diff * 1000000000LL + ts.tv_nsec);
}

static void n_getRuntimeArguments(uint32_t *args, uint32_t *ret)
{
    (void)args;
    R_REF(alloc_array(array_class_of(cls_String), 0));
}

static void n_findSignal0(uint32_t *args, uint32_t *ret)
{
    static const struct { const char *name; int n; } sigs[] = {
        {"HUP", 1}, {"INT", 2}, {"QUIT", 3}, {"ILL", 4}, {"TRAP", 5}, {"ABRT", 6}, {"BUS", 7}, {"FPE", 8},
        {"KILL", 9}, {"USR1", 10}, {"SEGV", 11}, {"USR2", 12}, {"PIPE", 13}, {"ALRM", 14}, {"TERM", 15},
    };
    char *n = string_to_utf8(A_REF(0));
    int r = -1;
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        if (strcmp(n, sigs[i].name) == 0)
            r = sigs[i].n;
    free(n);
    R_INT(r);
}

/* ---- java.lang.Module, jdk.internal.loader.BootLoader: the modules of the boot layer ----
 * The VM records each module defineModule0 defines (its Module object, a root) and sets
 * Class.module on every mirror: a boot class's module is the one its package belongs to
 * in the runtime image, a class of no named module's package the boot loader's unnamed
 * module; mirrors made before the modules existed are patched as they are defined (as
 * HotSpot's fixup_module_field). An array's module is its element's; primitives' java.base. */
typedef struct JModule {
    char *name, *version;
    Object **obj;
} JModule;
static JModule modules[64];
static int nmodules;
static Object **boot_unnamed, **app_loader;
static uint32_t off_loader;
static uint32_t off_module, off_component;

static Object *module_named(const char *name)
{
    for (int i = 0; i < nmodules; i++)
        if (strcmp(modules[i].name, name) == 0)
            return *modules[i].obj;
    return NULL;
}

/* the module of a class, NULL while it is not defined yet */
static Object *module_of(Class *c)
{
    while (c->is_array)
        c = c->elem;
    if (c->is_prim)
        return module_named("java.base");
    if (c->from_cp) { /* the application class loader's unnamed module */
        static uint32_t off_unnamed;
        if (!app_loader || !*app_loader)
            return NULL;
        if (!off_unnamed)
            off_unnamed = field_at(load_class_or_die("java/lang/ClassLoader"), "unnamedModule", "Ljava/lang/Module;");
        return *(Object **)FIELD_PTR(*app_loader, off_unnamed);
    }
    const char *m = image_class_module(c->name);
    if (m)
        return module_named(m);
    return boot_unnamed ? *boot_unnamed : NULL;
}

static const char *module_version_of(Class *c)
{
    while (c->is_array)
        c = c->elem;
    const char *m = c->is_prim ? "java.base" : c->from_cp ? NULL : image_class_module(c->name);
    for (int i = 0; m && i < nmodules; i++)
        if (strcmp(modules[i].name, m) == 0)
            return modules[i].version;
    return NULL;
}

/* the name of a class's defining loader (ClassLoader.name: "app"), null for the boot loader */
static Object *loader_name_of(Class *c)
{
    static uint32_t off_name;
    while (c->is_array)
        c = c->elem;
    if (!c->from_cp || !app_loader || !*app_loader)
        return NULL;
    if (!off_name)
        off_name = field_at(load_class_or_die("java/lang/ClassLoader"), "name", "Ljava/lang/String;");
    return *(Object **)FIELD_PTR(*app_loader, off_name);
}

static void set_module(Class *c)
{
    Object *m = module_of(c);
    if (m && c->mirror)
        store_ref(c->mirror, (Object **)FIELD_PTR(c->mirror, off_module), m);
}

int jdk_mirror_fields(Class *c)
{
    if (!off_module) {
        off_module = field_at(cls_Class, "module", "Ljava/lang/Module;");
        off_component = field_at(cls_Class, "componentType", "Ljava/lang/Class;");
    }
    if (c->is_array) {
        Object *e = class_mirror(c->elem); /* (c->mirror is a root meanwhile) */
        if (!e)
            return -1;
        store_ref(c->mirror, (Object **)FIELD_PTR(c->mirror, off_component), e);
    }
    set_module(c);
    Class *e = c;
    while (e->is_array)
        e = e->elem;
    if (e->from_cp && app_loader) { /* the application's classes: the system class loader's */
        if (!off_loader)
            off_loader = field_at(cls_Class, "classLoader", "Ljava/lang/ClassLoader;");
        store_ref(c->mirror, (Object **)FIELD_PTR(c->mirror, off_loader), *app_loader);
    }
    return 0;
}

/* The application's classes are read by the VM from the class path (archive.c) and
 * belong to the system class loader (the launcher's own loading: guests/jdk/BOOT.md step 7) */
void jdk_set_app_loader(Object *loader)
{
    if (!app_loader)
        app_loader = global_root_new();
    *app_loader = loader;
    for (Class *c = all_classes; c; c = c->next)
        if (c->mirror && c->from_cp)
            jdk_mirror_fields(c);
}

/* Module.defineModule0(module, isOpen, version, location, packages) */
static void n_defineModule0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    static uint32_t off_name;
    Object *m = A_REF(0);
    if (!off_name)
        off_name = field_at(m->tib, "name", "Ljava/lang/String;");
    Object *name = *(Object **)FIELD_PTR(m, off_name);
    if (!name)
        return;
    if (nmodules == (int)(sizeof modules / sizeof modules[0]))
        fatal("-X:classlib=jdk: more than %d modules", nmodules);
    char *n = string_to_utf8(name);
    if (module_named(n)) {
        throw_new("java/lang/IllegalStateException", "Module %s is already defined", n);
        free(n);
        return;
    }
    modules[nmodules].name = n;
    modules[nmodules].version = A_REF(2) ? string_to_utf8(A_REF(2)) : NULL;
    modules[nmodules].obj = global_root_new();
    *modules[nmodules].obj = m;
    nmodules++;
    for (Class *c = all_classes; c; c = c->next) /* the mirrors made so far */
        if (c->mirror && !c->from_cp)
            set_module(c);
}

static void n_setBootLoaderUnnamedModule0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    if (!boot_unnamed)
        boot_unnamed = global_root_new();
    *boot_unnamed = A_REF(0);
    for (Class *c = all_classes; c; c = c->next)
        if (c->mirror && !c->from_cp)
            set_module(c);
}

/* ---- java.lang.ClassLoader, jdk.internal.loader.NativeLibraries ---- */
/* a binary name ("a.b.C") to the VM's internal one, NULL when it cannot name a class */
static char *internal_name(Object *name)
{
    if (!name)
        return NULL;
    char *n = string_to_utf8(name);
    if (!*n || strchr(n, '/') || n[0] == '[') {
        free(n);
        return NULL;
    }
    for (char *q = n; *q; q++)
        if (*q == '.')
            *q = '/';
    return n;
}

/* ClassLoader.findBootstrapClass(name): the boot loader's class (the runtime image's, or the
 * embedded sim package), loaded and not initialised; null when it has none */
static void n_findBootstrapClass(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    char *n = internal_name(A_REF(0));
    if (!n)
        return;
    Class *c = NULL;
    if (image_class_module(n) || strncmp(n, "sim/", 4) == 0) {
        c = load_class(n);
        if (!c && thread.pending && is_subclass(thread.pending->tib, load_class_or_die("java/lang/NoClassDefFoundError")))
            thread.pending = NULL; /* not there: null, as HotSpot */
    }
    free(n);
    if (c && !c->from_cp)
        R_REF(class_mirror(c));
}

/* ClassLoader.findLoadedClass0(name): a class this loader defined (the application's, for
 * the system class loader: the VM reads them from the class path), or null */
static void n_findLoadedClass0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    char *n = internal_name(A_REF(1));
    if (!n)
        return;
    Class *c = find_loaded(n);
    free(n);
    if (c && c->from_cp && app_loader && A_REF(0) == *app_loader)
        R_REF(class_mirror(c));
}

/* The libraries of the JDK's own natives are this VM: they count as built in (statically
 * linked), so System.loadLibrary("net") and friends succeed without a file */
static void n_findBuiltinLib(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    if (!A_REF(0))
        return;
    char *n = string_to_utf8(A_REF(0));
    size_t len = strlen(n);
    static const char *const builtin[] = {"java", "net", "nio", "zip", "jimage", "prefs", "verify", "management"};
    if (len > 6 && strncmp(n, "lib", 3) == 0 && strcmp(n + len - 3, ".so") == 0) {
        n[len - 3] = 0;
        for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
            if (strcmp(n + 3, builtin[i]) == 0)
                R_REF(new_string_utf8(n + 3));
    }
    free(n);
}

/* NativeLibraries.load(impl, name, isBuiltin, isJNI, throwIfFail): built-ins load (a handle
 * and JNI 1.8 recorded in the NativeLibraryImpl); nothing else can */
static void n_nativeLoad(uint32_t *args, uint32_t *ret)
{
    Object *impl = A_REF(0);
    if (!A_INT(2)) {
        if (A_INT(4)) {
            char *n = string_to_utf8(A_REF(1));
            throw_new("java/lang/UnsatisfiedLinkError", "%s: this VM loads no native libraries", n);
            free(n);
        }
        R_INT(0);
        return;
    }
    Field *h = find_field(impl->tib, "handle", "J"), *v = find_field(impl->tib, "jniVersion", "I");
    if (h)
        put_long((uint32_t *)FIELD_PTR(impl, h->offset), 1);
    if (v)
        *(jint *)FIELD_PTR(impl, v->offset) = 0x00010008;
    R_INT(1);
}

/* ---- the tables ---- */
const NativeEntry jdk_lang_natives[] = {
    {"java/lang/Object.clone()Ljava/lang/Object;", n_clone},
    {"java/lang/Class.registerNatives()V", n_nothing},
    {"java/lang/Class.initClassName()Ljava/lang/String;", n_initClassName},
    {"java/lang/Class.isHidden()Z", n_isHidden},
    {"java/lang/Class.getModifiers()I", n_getModifiers},
    {"java/lang/Class.forName0(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;",
     n_forName0},
    {"java/lang/Class.getProtectionDomain0()Ljava/security/ProtectionDomain;", n_getProtectionDomain0},
    {"java/lang/System.registerNatives()V", n_nothing},
    {"java/lang/System.setIn0(Ljava/io/InputStream;)V", n_setIn0},
    {"java/lang/System.setOut0(Ljava/io/PrintStream;)V", n_setOut0},
    {"java/lang/System.setErr0(Ljava/io/PrintStream;)V", n_setErr0},
    {"java/lang/System.mapLibraryName(Ljava/lang/String;)Ljava/lang/String;", n_mapLibraryName},
    {"java/lang/Runtime.availableProcessors()I", n_availableProcessors},
    {"java/lang/Runtime.gc()V", n_gc},
    {"java/lang/Shutdown.halt0(I)V", n_halt0},
    {"java/lang/StrictMath.sin(D)D", n_sin},
    {"java/lang/StrictMath.cos(D)D", n_cos},
    {"java/lang/StrictMath.tan(D)D", n_tan},
    {"java/lang/StrictMath.asin(D)D", n_asin},
    {"java/lang/StrictMath.acos(D)D", n_acos},
    {"java/lang/StrictMath.atan(D)D", n_atan},
    {"java/lang/StrictMath.log(D)D", n_log},
    {"java/lang/StrictMath.log10(D)D", n_log10},
    {"java/lang/StrictMath.sinh(D)D", n_sinh},
    {"java/lang/StrictMath.cosh(D)D", n_cosh},
    {"java/lang/StrictMath.tanh(D)D", n_tanh},
    {"java/lang/StrictMath.expm1(D)D", n_expm1},
    {"java/lang/StrictMath.log1p(D)D", n_log1p},
    {"java/lang/StrictMath.IEEEremainder(DD)D", n_IEEEremainder},
    {"java/lang/StrictMath.atan2(DD)D", n_atan2},
    {"java/lang/Math.sin(D)D", n_math_sin}, /* (HotSpot's intrinsics: classes.c makes them native) */
    {"java/lang/Math.cos(D)D", n_math_cos},
    {"java/lang/Math.tan(D)D", n_math_tan},
    {"java/lang/Math.exp(D)D", n_math_exp},
    {"java/lang/Math.log(D)D", n_math_log},
    {"java/lang/Math.log10(D)D", n_math_log10},
    {"java/lang/Math.pow(DD)D", n_math_pow},
    {"java/lang/Math.fma(DDD)D", n_math_fma},
    {"java/lang/Math.fma(FFF)F", n_math_fmaf},
    {"java/lang/Shutdown.beforeHalt()V", n_nothing},
    {"java/lang/Throwable.fillInStackTrace(I)Ljava/lang/Throwable;", n_fillInStackTrace},
    {"java/lang/StackTraceElement.initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V",
     n_initStackTraceElements},
    {"java/lang/StringUTF16.isBigEndian()Z", n_true},
    {"java/util/concurrent/atomic/AtomicLong.VMSupportsCS8()Z", n_true},
    {"java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z", n_refersTo0},
    {"java/lang/ref/PhantomReference.refersTo0(Ljava/lang/Object;)Z", n_refersTo0},
    {"java/lang/ref/Reference.clear0()V", n_clear0},
    {"java/security/AccessController.getStackAccessControlContext()Ljava/security/AccessControlContext;", n_null},
    {"java/security/AccessController.getInheritedAccessControlContext()Ljava/security/AccessControlContext;",
     n_getInheritedAccessControlContext},
    {"java/security/AccessController.ensureMaterializedForStackWalk(Ljava/lang/Object;)V", n_nothing},
    {"jdk/internal/reflect/Reflection.getCallerClass()Ljava/lang/Class;", n_getCallerClass},
    {"jdk/internal/reflect/Reflection.getClassAccessFlags(Ljava/lang/Class;)I", n_getClassAccessFlags},
    {"jdk/internal/misc/CDS.isDumpingClassList0()Z", n_false},
    {"jdk/internal/misc/CDS.isDumpingArchive0()Z", n_false},
    {"jdk/internal/misc/CDS.isSharingEnabled0()Z", n_false},
    {"jdk/internal/misc/CDS.initializeFromArchive(Ljava/lang/Class;)V", n_nothing},
    {"jdk/internal/misc/CDS.defineArchivedModules(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V", n_nothing},
    {"jdk/internal/misc/CDS.getRandomSeedForDumping()J", n_zero_long},
    {"jdk/internal/misc/CDS.logLambdaFormInvoker(Ljava/lang/String;)V", n_nothing},
    {"jdk/internal/misc/VM.initialize()V", n_nothing},
    {"jdk/internal/misc/VM.latestUserDefinedLoader0()Ljava/lang/ClassLoader;", n_null},
    {"jdk/internal/misc/VM.getNanoTimeAdjustment(J)J", n_getNanoTimeAdjustment},
    {"jdk/internal/misc/VM.getRuntimeArguments()[Ljava/lang/String;", n_getRuntimeArguments},
    {"jdk/internal/misc/Signal.findSignal0(Ljava/lang/String;)I", n_findSignal0},
    {"jdk/internal/misc/Signal.handle0(IJ)J", n_zero_long},
    {"jdk/internal/misc/ScopedMemoryAccess.registerNatives()V", n_nothing},
    {"java/lang/Module.defineModule0(Ljava/lang/Module;ZLjava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V",
     n_defineModule0},
    {"java/lang/Module.addReads0(Ljava/lang/Module;Ljava/lang/Module;)V", n_nothing}, /* (no access checks) */
    {"java/lang/Module.addExports0(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V", n_nothing},
    {"java/lang/Module.addExportsToAll0(Ljava/lang/Module;Ljava/lang/String;)V", n_nothing},
    {"java/lang/Module.addExportsToAllUnnamed0(Ljava/lang/Module;Ljava/lang/String;)V", n_nothing},
    {"jdk/internal/loader/BootLoader.setBootLoaderUnnamedModule0(Ljava/lang/Module;)V", n_setBootLoaderUnnamedModule0},
    {"java/lang/ClassLoader.registerNatives()V", n_nothing},
    {"java/lang/ClassLoader.findBootstrapClass(Ljava/lang/String;)Ljava/lang/Class;", n_findBootstrapClass},
    {"java/lang/ClassLoader.findLoadedClass0(Ljava/lang/String;)Ljava/lang/Class;", n_findLoadedClass0},
    {"jdk/internal/loader/NativeLibraries.findBuiltinLib(Ljava/lang/String;)Ljava/lang/String;", n_findBuiltinLib},
    {"jdk/internal/loader/NativeLibraries.load(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z",
     n_nativeLoad},
    {"jdk/internal/loader/NativeLibraries.findEntry0(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;)J",
     n_zero_long},
};
const size_t jdk_lang_natives_count = sizeof jdk_lang_natives / sizeof jdk_lang_natives[0];
