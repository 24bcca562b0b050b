/* jdk.c - OpenJDK 17's class library in this VM (issue 33; guests/jdk/README.md).
 *
 * -X:jimage=PATH opens a runtime image (archive.c, jimage.c). -X:classlib=jdk boots
 * java.base from it, in HotSpot's order (guests/jdk/BOOT.md): the VM-known classes are
 * loaded first; what is not implemented yet stops the VM with a message saying so.
 * -X:jimage-check parses every class of the image's modules through the class-file parser
 * and its format checks (classfile.c, verify_format.c, verify_code.c: the checks every
 * class not built with the VM gets), after the VM has booted its own library, and prints
 * per module how many classes and bytes it read and which classes failed, with why. */
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>

typedef struct Module {
    char name[64];
    uint32_t classes, bytes, failed;
} Module;

typedef struct Check {
    Module mods[32];
    int nmods;
    uint32_t failed;
    uint32_t major[70];     /* class-file major versions */
} Check;

/* the detail message of a pending exception, as "Class: message" */
static void pending_text(char *buf, size_t n)
{
    Object *ex = thread.pending;
    char cls[256];
    dotted_name(ex->tib, cls, sizeof cls);
    Field *f = find_field(cls_Throwable, "detailMessage", "Ljava/lang/String;");
    Object *msg = f ? *(Object **)FIELD_PTR(ex, f->offset) : NULL;
    char *m = msg ? string_to_utf8(msg) : NULL;
    snprintf(buf, n, "%s%s%s", cls, m ? ": " : "", m ? m : "");
    free(m);
}

static int check_class(void *ctx, const char *module, const char *name, const uint8_t *data, uint32_t len)
{
    Check *k = ctx;
    Module *m = NULL;
    for (int i = 0; i < k->nmods && !m; i++)
        if (strcmp(k->mods[i].name, module) == 0)
            m = &k->mods[i];
    if (!m) {
        if (k->nmods == (int)(sizeof k->mods / sizeof k->mods[0]))
            fatal("-X:jimage-check: more than %d modules", k->nmods);
        m = &k->mods[k->nmods++];
        snprintf(m->name, sizeof m->name, "%s", module);
    }
    m->classes++;
    m->bytes += len;
    if (len >= 8 && (uint32_t)(data[6] << 8 | data[7]) < sizeof k->major / sizeof k->major[0])
        k->major[data[6] << 8 | data[7]]++;
    Class *c = parse_class(data, len, name, 0);
    if (!c) {
        char why[512];
        pending_text(why, sizeof why);
        thread.pending = NULL;
        m->failed++;
        if (k->failed++ < 20)
            out_printf(1, "failed: /%s/%s.class: %s\n", module, name, why);
    }
    return 0;
}

int jdk_image_check(void)
{
    static Check k; /* (large: not on the stack) */
    image_each_class(check_class, &k);
    uint32_t classes = 0, bytes = 0;
    for (int i = 0; i < k.nmods; i++) {
        out_printf(1, "%-22s %6u classes %10u bytes %4u failed\n", k.mods[i].name, k.mods[i].classes,
                   k.mods[i].bytes, k.mods[i].failed);
        classes += k.mods[i].classes;
        bytes += k.mods[i].bytes;
    }
    out_printf(1, "%-22s %6u classes %10u bytes %4u failed\n", "all", classes, bytes, k.failed);
    for (uint32_t v = 0; v < sizeof k.major / sizeof k.major[0]; v++)
        if (k.major[v])
            out_printf(1, "class-file version %u: %u classes\n", v, k.major[v]);
    return k.failed ? 1 : 0;
}

/* The VM-known classes, in the order HotSpot 17 resolves them (vmClassMacros.hpp's
 * VM_CLASSES_DO, guests/jdk/BOOT.md section 2.1): loaded, not initialised, before any Java
 * code runs. Loading one loads its superclass and interfaces first, so the classes appear
 * in HotSpot's order (guests/jdk/tests/vmclasses.txt is the 144 HotSpot loads). */
static const char *const vm_classes[] = {
    "java/lang/Object", "java/lang/String", "java/lang/Class", "java/lang/Cloneable", "java/lang/ClassLoader",
    "java/io/Serializable", "java/lang/System", "java/lang/Throwable", "java/lang/Error", "java/lang/ThreadDeath",
    "java/lang/Exception", "java/lang/RuntimeException", "java/lang/SecurityManager",
    "java/security/ProtectionDomain", "java/security/AccessControlContext", "java/security/AccessController",
    "java/security/SecureClassLoader", "java/lang/ClassNotFoundException", "java/lang/Record",
    "java/lang/NoClassDefFoundError", "java/lang/LinkageError", "java/lang/ClassCastException",
    "java/lang/ArrayStoreException", "java/lang/VirtualMachineError", "java/lang/InternalError",
    "java/lang/OutOfMemoryError", "java/lang/StackOverflowError", "java/lang/IllegalMonitorStateException",
    "java/lang/ref/Reference", "java/lang/ref/SoftReference", "java/lang/ref/WeakReference",
    "java/lang/ref/FinalReference", "java/lang/ref/PhantomReference", "java/lang/ref/Finalizer", "java/lang/Thread",
    "java/lang/ThreadGroup", "java/util/Properties", "java/lang/Module", "java/lang/reflect/AccessibleObject",
    "java/lang/reflect/Field", "java/lang/reflect/Parameter", "java/lang/reflect/Method",
    "java/lang/reflect/Constructor", "jdk/internal/reflect/MagicAccessorImpl",
    "jdk/internal/reflect/MethodAccessorImpl", "jdk/internal/reflect/ConstructorAccessorImpl",
    "jdk/internal/reflect/DelegatingClassLoader", "jdk/internal/reflect/ConstantPool",
    "jdk/internal/reflect/UnsafeStaticFieldAccessorImpl", "jdk/internal/reflect/CallerSensitive",
    "jdk/internal/reflect/NativeConstructorAccessorImpl", "java/lang/invoke/DirectMethodHandle",
    "java/lang/invoke/MethodHandle", "java/lang/invoke/VarHandle", "java/lang/invoke/MemberName",
    "java/lang/invoke/ResolvedMethodName", "java/lang/invoke/MethodHandleNatives", "java/lang/invoke/LambdaForm",
    "java/lang/invoke/MethodType", "java/lang/BootstrapMethodError", "java/lang/invoke/CallSite",
    "jdk/internal/invoke/NativeEntryPoint", "java/lang/invoke/MethodHandleNatives$CallSiteContext",
    "java/lang/invoke/ConstantCallSite", "java/lang/invoke/MutableCallSite", "java/lang/invoke/VolatileCallSite",
    "java/lang/AssertionStatusDirectives", "java/lang/StringBuffer", "java/lang/StringBuilder",
    "jdk/internal/misc/UnsafeConstants", "jdk/internal/misc/Unsafe", "jdk/internal/module/Modules",
    "java/io/ByteArrayInputStream", "java/net/URL", "java/util/jar/Manifest", "jdk/internal/loader/BuiltinClassLoader",
    "jdk/internal/loader/ClassLoaders",
    "jdk/internal/loader/ClassLoaders$AppClassLoader", "jdk/internal/loader/ClassLoaders$PlatformClassLoader",
    "java/security/CodeSource", "java/util/concurrent/ConcurrentHashMap", "java/util/ArrayList",
    "java/lang/StackTraceElement", "java/nio/Buffer", "java/lang/StackWalker",
    "java/lang/StackStreamFactory$AbstractStackWalker", "java/lang/StackFrameInfo", "java/lang/LiveStackFrameInfo",
    "java/util/concurrent/locks/AbstractOwnableSynchronizer", "java/lang/Boolean", "java/lang/Character",
    "java/lang/Float", "java/lang/Double", "java/lang/Byte", "java/lang/Short", "java/lang/Integer",
    "java/lang/Long", "java/util/Iterator", "java/lang/reflect/RecordComponent",
    "jdk/internal/vm/vector/VectorSupport", "jdk/internal/vm/vector/VectorSupport$VectorPayload",
    "jdk/internal/vm/vector/VectorSupport$Vector", "jdk/internal/vm/vector/VectorSupport$VectorMask",
    "jdk/internal/vm/vector/VectorSupport$VectorShuffle",
    /* the preallocated exceptions (HotSpot's universe_post_init) */
    "java/lang/NullPointerException", "java/lang/ArithmeticException",
};

/* -Xlog:startuptime: a phase of start-up begins */
static void phase(const char *what)
{
    if (opt.log_startup)
        out_printf(1, "[startuptime] %s\n", what);
}

/* Boot stopped on an exception: the VM says where and why, with the exception's frames
 * (its backtrace) and its causes, and stops. */
/* A boot step that failed after the heap ran out: say so, with what to give (the JDK's boot
 * keeps about 200 KB live; fatal, exit 70 as every boot failure) */
static void heap_too_small(const char *step)
{
    if (heap_oom_count)
        fatal("-X:classlib=jdk: the heap is too small for OpenJDK's boot (%s ran out of memory with -Xmx "
              "%uk): give -Xmx512k or more (Hello World boots in 384k under every collector)",
              step, opt.heap_max >> 10);
}

static _Noreturn void boot_failed(const char *step)
{
    heap_too_small(step);
    Object *ex = thread.pending;
    thread.pending = NULL;
    out_printf(2, "jvm: -X:classlib=jdk: %s failed\n", step);
    Field *msg = find_field(cls_Throwable, "detailMessage", "Ljava/lang/String;");
    Field *cause = find_field(cls_Throwable, "cause", "Ljava/lang/Throwable;");
    for (int depth = 0; ex && depth < 8; depth++) {
        char name[300];
        dotted_name(ex->tib, name, sizeof name);
        Object *m = *(Object **)FIELD_PTR(ex, msg->offset);
        char *text = m ? string_to_utf8(m) : NULL;
        out_printf(2, "%s%s%s%s\n", depth ? "Caused by: " : "", name, text ? ": " : "", text ? text : "");
        free(text);
        Object *bt = *(Object **)FIELD_PTR(ex, throwable_backtrace_offset());
        int bci;
        Method *fm;
        for (int i = 0; i < 40 && (fm = backtrace_frame(bt, i, &bci)) != NULL; i++) {
            char cn[300];
            dotted_name(fm->owner, cn, sizeof cn);
            out_printf(2, "\tat %s.%s(%s:%d)\n", cn, fm->name, fm->owner->source_file ? fm->owner->source_file : "?",
                       bci >= 0 ? method_line(fm, (uint32_t)bci) : -1);
        }
        Object *c = *(Object **)FIELD_PTR(ex, cause->offset);
        ex = c == ex ? NULL : c;
    }
    fatal("-X:classlib=jdk: booting OpenJDK's java.base stopped in %s", step);
}

static Class *init_class(const char *name)
{
    Class *c = load_class(name);
    if (!c || class_init(c) < 0)
        boot_failed(name);
    return c;
}

/* invokes a method of a boot class (static, or on args[0]) or stops the boot */
static void boot_call(const char *cls, const char *name, const char *desc, uint32_t *args, uint32_t *ret)
{
    Class *c = init_class(cls);
    Method *m = find_declared_method(c, name, desc);
    if (!m)
        fatal("-X:classlib=jdk: %s has no method %s%s", cls, name, desc);
    if (invoke_method(m, args, ret) < 0) {
        char step[300];
        snprintf(step, sizeof step, "%s.%s", cls, name);
        boot_failed(step);
    }
}

/* new CLASS(args...) through the constructor of descriptor desc; a handle to it */
static int boot_new(const char *cls, const char *desc, uint32_t *args, int nargs)
{
    Class *c = init_class(cls);
    Object *o = alloc_object(c);
    if (!o)
        fatal("heap too small to start the VM");
    int h = handle_push(o);
    uint32_t a[8];
    a[0] = (uint32_t)(uintptr_t)o;
    memcpy(a + 1, args, (size_t)nargs * sizeof(uint32_t));
    boot_call(cls, "<init>", desc, a, NULL);
    return h;
}

static void put_static(Class *c, const char *name, const char *desc, uint32_t v)
{
    Field *f = find_field(c, name, desc);
    if (!f || !(f->flags & ACC_STATIC))
        fatal("-X:classlib=jdk: %s has no static field %s", c->name, name);
    if (f->size == 1)
        *(uint8_t *)(f->owner->statics + f->offset) = (uint8_t)v;
    else
        *(uint32_t *)(f->owner->statics + f->offset) = v;
}

/* the thread groups and the main Thread, as HotSpot's create_initial_thread_group and
 * create_initial_thread */
static void make_main_thread(void)
{
    int system = boot_new("java/lang/ThreadGroup", "()V", NULL, 0);
    Object *name = intern_get(intern_utf8("main"));
    uint32_t ga[2] = {(uint32_t)(uintptr_t)handles[system], (uint32_t)(uintptr_t)name};
    int main_group = boot_new("java/lang/ThreadGroup", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", ga, 2);
    Class *tc = init_class("java/lang/Thread");
    Object *t = alloc_object(tc);
    if (!t)
        fatal("heap too small to start the VM");
    jdk_bind_main_thread(t); /* currentThread() is it while its constructor runs */
    uint32_t ta[3] = {(uint32_t)(uintptr_t)t, (uint32_t)(uintptr_t)handles[main_group], (uint32_t)(uintptr_t)name};
    boot_call("java/lang/Thread", "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", ta, NULL);
    handle_pop(2);
}

void jdk_boot(void)
{
    uint32_t n;
    uint8_t *object = image_read_class("java/lang/Object", &n);
    if (!object)
        fatal("-X:classlib=jdk: the image %s has no java/lang/Object (not a java.base image)", opt.jimage);
    free(object);
    phase("Preload VM classes");
    boot_classes(vm_classes, (int)(sizeof vm_classes / sizeof vm_classes[0]));
    strings_boot();
    boot_done(); /* the library's Java code, from here, is measured as any program's */

    phase("Initialize java.lang classes");
    init_class("java/lang/String");
    init_class("java/lang/System");
    init_class("java/lang/Class");
    init_class("java/lang/ThreadGroup");
    make_main_thread();
    init_class("java/lang/Module");
    Class *uc = init_class("jdk/internal/misc/UnsafeConstants"); /* then the platform's values */
    put_static(uc, "ADDRESS_SIZE0", "I", 4);
    put_static(uc, "PAGE_SIZE", "I", 4096);
    put_static(uc, "BIG_ENDIAN", "Z", 1);
    put_static(uc, "UNALIGNED_ACCESS", "Z", 1);
    put_static(uc, "DATA_CACHE_LINE_FLUSH_SIZE", "I", 0);
    init_class("java/lang/reflect/Method");
    init_class("java/lang/ref/Finalizer");

    phase("System.initPhase1");
    boot_call("java/lang/System", "initPhase1", "()V", NULL, NULL);
    static const char *const exceptions[] = {
        "java/lang/OutOfMemoryError", "java/lang/NullPointerException", "java/lang/ClassCastException",
        "java/lang/ArrayStoreException", "java/lang/ArithmeticException", "java/lang/StackOverflowError",
        "java/lang/IllegalMonitorStateException", "java/lang/IllegalArgumentException",
    };
    for (size_t i = 0; i < sizeof exceptions / sizeof exceptions[0]; i++)
        init_class(exceptions[i]);
    throw_oom_prepare();

    phase("Initialize java.lang.invoke classes");
    init_class("java/lang/invoke/MethodHandle");
    init_class("java/lang/invoke/ResolvedMethodName");
    init_class("java/lang/invoke/MemberName");
    init_class("java/lang/invoke/MethodHandleNatives");

    phase("System.initPhase2");
    uint32_t p2[2] = {0, 0}, r2[2] = {0, 0}; /* printToStderr, printStackTrace: HotSpot's defaults */
    boot_call("java/lang/System", "initPhase2", "(ZZ)I", p2, r2);
    if ((jint)r2[0] != 0) {
        heap_too_small("System.initPhase2");
        fatal("-X:classlib=jdk: System.initPhase2 failed (%d): the module system did not boot", (jint)r2[0]);
    }

    phase("System.initPhase3");
    boot_call("java/lang/System", "initPhase3", "()V", NULL, NULL);
    uint32_t scl[2] = {0, 0};
    boot_call("java/lang/ClassLoader", "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, scl);
    jdk_set_app_loader((Object *)(uintptr_t)scl[0]);
    phase("Create VM done");
}

/* After main and the other non-daemon threads: Shutdown.shutdown() runs the shutdown hooks,
 * as HotSpot's DestroyJavaVM does */
void jdk_shutdown(void)
{
    Object *pending = thread.pending;
    thread.pending = NULL;
    Class *c = load_class("java/lang/Shutdown");
    Method *m = c ? find_declared_method(c, "shutdown", "()V") : NULL;
    if (m && class_init(c) == 0)
        invoke_method(m, NULL, NULL);
    thread.pending = pending;
}
