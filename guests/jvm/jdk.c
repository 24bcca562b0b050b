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

void jdk_boot(void)
{
    uint32_t n;
    uint8_t *object = image_read_class("java/lang/Object", &n);
    if (!object)
        fatal("-X:classlib=jdk: the image %s has no java/lang/Object (not a java.base image)", opt.jimage);
    free(object);
    phase("Preload VM classes");
    boot_classes(vm_classes, (int)(sizeof vm_classes / sizeof vm_classes[0]));
    phase("Initialize java.lang classes");
    fatal("-X:classlib=jdk: booting OpenJDK 17's java.base from %s stops after loading its VM-known classes: "
          "their initialisation is not implemented yet (issue 33; guests/jdk/BOOT.md section 6 step 2)",
          opt.jimage);
}
