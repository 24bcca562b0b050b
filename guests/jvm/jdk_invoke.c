/* jdk_invoke.c - java.lang.invoke's view of the VM under OpenJDK's library (-X:classlib=jdk;
 * guests/jdk/BOOT.md step 13): MethodHandleNatives' member resolution. A MemberName names a
 * field, method or constructor by class, name and type; resolving it finds the VM's member
 * and records what the JDK then asks for: the modifiers and kind in `flags`, the declaring
 * class in `clazz`, a field's offset in the injected `vmindex` (Unsafe's addressing:
 * jdk_unsafe.c; a static field's offset carries STATIC_TAG and its base is the mirror), a
 * method in a ResolvedMethodName (`vmtarget` the Method *, `vmholder` its class's mirror)
 * and its vtable index in `vmindex`. The constants come from MethodHandleNatives$Constants,
 * read from the class, not written here. */
#include "natives.h"
#include <stdio.h>
#include <stdlib.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

#define STATIC_TAG 0x40000000u /* jdk_unsafe.c's */
#define FIELD_MODIFIERS 0x50DF
#define METHOD_MODIFIERS 0x1DFF

static struct {
    int is_method, is_constructor, is_field, trusted_final, kind_shift, kind_mask;
} mn_flag;
static uint32_t o_clazz, o_name, o_type, o_flags, o_method, o_vmindex, o_rtype, o_ptypes, o_vmtarget, o_vmholder;

static int constant(Class *c, const char *name)
{
    Field *f = find_field(c, name, "I");
    if (!f || !f->const_index)
        fatal("-X:classlib=jdk: %s has no constant %s", c->name, name);
    return c->cp[f->const_index].u.i;
}

static uint32_t at(const char *cls, const char *name, const char *desc)
{
    Field *f = find_field(load_class_or_die(cls), name, desc);
    if (!f)
        fatal("-X:classlib=jdk: %s has no field %s %s", cls, name, desc);
    return f->offset;
}

static void setup(void)
{
    if (o_clazz)
        return;
    Class *k = load_class_or_die("java/lang/invoke/MethodHandleNatives$Constants");
    mn_flag.is_method = constant(k, "MN_IS_METHOD");
    mn_flag.is_constructor = constant(k, "MN_IS_CONSTRUCTOR");
    mn_flag.is_field = constant(k, "MN_IS_FIELD");
    mn_flag.trusted_final = constant(k, "MN_TRUSTED_FINAL");
    mn_flag.kind_shift = constant(k, "MN_REFERENCE_KIND_SHIFT");
    mn_flag.kind_mask = constant(k, "MN_REFERENCE_KIND_MASK");
    const char *M = "java/lang/invoke/MemberName";
    o_clazz = at(M, "clazz", "Ljava/lang/Class;");
    o_name = at(M, "name", "Ljava/lang/String;");
    o_type = at(M, "type", "Ljava/lang/Object;");
    o_flags = at(M, "flags", "I");
    o_method = at(M, "method", "Ljava/lang/invoke/ResolvedMethodName;");
    o_vmindex = at(M, "vmindex", "I");
    o_rtype = at("java/lang/invoke/MethodType", "rtype", "Ljava/lang/Class;");
    o_ptypes = at("java/lang/invoke/MethodType", "ptypes", "[Ljava/lang/Class;");
    o_vmtarget = at("java/lang/invoke/ResolvedMethodName", "vmtarget", "I");
    o_vmholder = at("java/lang/invoke/ResolvedMethodName", "vmholder", "Ljava/lang/Class;");
}

/* appends a class's field descriptor ("I", "[J", "Ljava/lang/String;") */
static void put_desc(char *buf, size_t n, Class *c)
{
    size_t l = strlen(buf);
    if (c->is_prim)
        snprintf(buf + l, n - l, "%c", c->prim_kind);
    else if (c->is_array)
        snprintf(buf + l, n - l, "%s", c->name);
    else
        snprintf(buf + l, n - l, "L%s;", c->name);
}

/* the descriptor of a MemberName's type: a Class (a field), a MethodType, or a String
 * descriptor; 0 when it is none of them */
static int type_descriptor(Object *type, char *buf, size_t n)
{
    buf[0] = 0;
    if (!type)
        return 0;
    if (type->tib == cls_Class) {
        put_desc(buf, n, mirror_class(type));
        return 1;
    }
    if (type->tib == cls_String) {
        char *s = string_to_utf8(type);
        snprintf(buf, n, "%s", s);
        free(s);
        return 1;
    }
    if (strcmp(type->tib->name, "java/lang/invoke/MethodType") != 0)
        return 0;
    Array *p = *(Array **)FIELD_PTR(type, o_ptypes);
    snprintf(buf, n, "(");
    for (int i = 0; p && i < p->length; i++)
        put_desc(buf, n, mirror_class(((Object **)ARRAY_DATA(p))[i]));
    size_t l = strlen(buf);
    snprintf(buf + l, n - l, ")");
    put_desc(buf, n, mirror_class(*(Object **)FIELD_PTR(type, o_rtype)));
    return 1;
}

/* a new ResolvedMethodName for m (NULL + pending on OOM) */
static Object *resolved_method_name(Method *m)
{
    Class *k = load_class("java/lang/invoke/ResolvedMethodName");
    Object *holder = class_mirror(m->owner);
    if (!k || !holder)
        return NULL;
    int h = handle_push(holder);
    Object *r = alloc_object(k);
    if (r) {
        *(uint32_t *)FIELD_PTR(r, o_vmtarget) = (uint32_t)(uintptr_t)m;
        store_ref(r, (Object **)FIELD_PTR(r, o_vmholder), handles[h]);
    }
    handle_pop(1);
    return r;
}

Method *member_name_method(Object *mn)
{
    setup();
    Object *r = mn ? *(Object **)FIELD_PTR(mn, o_method) : NULL;
    return r ? (Method *)(uintptr_t) * (uint32_t *)FIELD_PTR(r, o_vmtarget) : NULL;
}

static int is_trusted_final(Field *f)
{
    return (f->flags & ACC_FINAL) && ((f->flags & ACC_STATIC) || f->owner->is_record || f->owner->hidden);
}

/* a MemberName for method m, as HotSpot's init_method_MemberName: declaring class, name,
 * type (its descriptor; MemberName turns it into a MethodType when asked), the reference
 * kind and modifiers in flags, the ResolvedMethodName and the vtable index; -1: OOM */
int member_name_init_method(Object *mn, Method *m)
{
    setup();
    int h = handle_push(mn);
    Object *r = resolved_method_name(m);
    if (r)
        handle_push(r);
    Object *decl = r ? class_mirror(m->owner) : NULL;
    if (decl)
        handle_push(decl);
    Object *name = decl ? intern_get(intern_utf8(m->name)) : NULL;
    if (name)
        handle_push(name);
    Object *type = name ? new_string_utf8(m->desc) : NULL;
    if (type) {
        mn = handles[h];
        int ctor = strcmp(m->name, "<init>") == 0;
        int kind = ctor ? REF_newInvokeSpecial
                   : (m->flags & ACC_STATIC) ? REF_invokeStatic
                   : m->owner->is_interface ? REF_invokeInterface
                   : (m->flags & ACC_PRIVATE) ? REF_invokeSpecial : REF_invokeVirtual;
        *(jint *)FIELD_PTR(mn, o_flags) =
            (method_declared_flags(m) & METHOD_MODIFIERS) | (ctor ? mn_flag.is_constructor : mn_flag.is_method) | kind << mn_flag.kind_shift;
        *(jint *)FIELD_PTR(mn, o_vmindex) = m->vindex;
        store_ref(mn, (Object **)FIELD_PTR(mn, o_method), handles[h + 1]);
        store_ref(mn, (Object **)FIELD_PTR(mn, o_clazz), handles[h + 2]);
        store_ref(mn, (Object **)FIELD_PTR(mn, o_name), handles[h + 3]);
        store_ref(mn, (Object **)FIELD_PTR(mn, o_type), type);
    }
    handle_pop(nhandles - h);
    return type ? 0 : -1;
}

/* MethodHandleNatives.init(MemberName, ref): a MemberName for a java.lang.reflect Method,
 * Constructor or Field (by its class and slot, as the VM made it: jdk_reflect.c) */
static void n_init(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    setup();
    Object *ref = A_REF(1);
    if (!A_REF(0) || !ref) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    const char *rn = ref->tib->name;
    int is_field = strcmp(rn, "java/lang/reflect/Field") == 0;
    if (!is_field && strcmp(rn, "java/lang/reflect/Method") != 0 && strcmp(rn, "java/lang/reflect/Constructor") != 0) {
        throw_new("java/lang/InternalError", "MemberName.init: unsupported %s", rn);
        return;
    }
    Field *fc = find_field(ref->tib, "clazz", "Ljava/lang/Class;"), *fs = find_field(ref->tib, "slot", "I");
    if (!fc || !fs)
        fatal("-X:classlib=jdk: %s has no clazz or slot", rn);
    Class *c = mirror_class(*(Object **)FIELD_PTR(ref, fc->offset));
    jint slot = *(jint *)FIELD_PTR(ref, fs->offset);
    if (!is_field) {
        if (slot < 0 || slot >= c->nmethods)
            fatal("-X:classlib=jdk: reflected method slot %d out of range in %s", slot, c->name);
        member_name_init_method(A_REF(0), &c->methods[slot]);
        return;
    }
    if (slot < 0 || slot >= c->nfields)
        fatal("-X:classlib=jdk: reflected field slot %d out of range in %s", slot, c->name);
    Field *f = &c->fields[slot];
    int h = handle_push(A_REF(0));
    Class *tc = class_from_desc(f->desc);
    Object *type = tc ? class_mirror(tc) : NULL;
    if (type)
        handle_push(type);
    Object *name = type ? intern_get(intern_utf8(f->name)) : NULL;
    if (name)
        handle_push(name);
    Object *decl = name ? class_mirror(c) : NULL;
    if (decl) {
        Object *mn = handles[h];
        int k = (f->flags & ACC_STATIC) ? REF_getStatic : REF_getField;
        *(jint *)FIELD_PTR(mn, o_flags) = (f->flags & FIELD_MODIFIERS) | mn_flag.is_field | k << mn_flag.kind_shift |
                                          (is_trusted_final(f) ? mn_flag.trusted_final : 0);
        *(jint *)FIELD_PTR(mn, o_vmindex) = (jint)(f->offset | ((f->flags & ACC_STATIC) ? STATIC_TAG : 0));
        store_ref(mn, (Object **)FIELD_PTR(mn, o_clazz), decl);
        store_ref(mn, (Object **)FIELD_PTR(mn, o_name), handles[h + 2]);
        store_ref(mn, (Object **)FIELD_PTR(mn, o_type), handles[h + 1]);
    }
    handle_pop(nhandles - h);
}

/* MethodHandleNatives.expand(MemberName): name and type of a MemberName that has only its
 * method (a stack frame's) or field offset */
static void n_expand(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    setup();
    Object *mn = A_REF(0);
    Method *m = member_name_method(mn);
    if (!m) {
        throw_new("java/lang/IllegalArgumentException", "expand: a MemberName without its method");
        return;
    }
    member_name_init_method(mn, m);
}


/* the method a MemberName of kind `kind` names: name and descriptor in c, its superclasses
 * and its interfaces */
static Method *find_member_method(Class *c, const char *name, const char *desc)
{
    for (Class *k = c; k; k = k->super) {
        Method *m = find_declared_method(k, name, desc);
        if (m)
            return m;
    }
    return find_method(c, name, desc);
}

/* MethodHandleNatives.resolve(self, caller, lookupMode, speculativeResolve) */
static void n_resolve(uint32_t *args, uint32_t *ret)
{
    setup();
    R_REF(NULL);
    Object *self = A_REF(0);
    Object *cm = *(Object **)FIELD_PTR(self, o_clazz), *nm = *(Object **)FIELD_PTR(self, o_name);
    jint flags = *(jint *)FIELD_PTR(self, o_flags);
    int kind = (flags >> mn_flag.kind_shift) & mn_flag.kind_mask;
    char desc[1024];
    if (!cm || !nm || !type_descriptor(*(Object **)FIELD_PTR(self, o_type), desc, sizeof desc)) {
        throw_new("java/lang/IllegalArgumentException", "resolve: a MemberName without class, name or type");
        return;
    }
    Class *c = mirror_class(cm);
    char *name = string_to_utf8(nm);
    const char *error = NULL;
    if (flags & mn_flag.is_field) {
        /* as HotSpot (resolve_field with no bytecode): the field's own staticness sets the
         * kind, a getter or setter as asked */
        Field *f = find_field(c, name, desc);
        if (!f || (f->flags & FIELD_INJECTED)) {
            error = "java/lang/NoSuchFieldError";
        } else {
            int setter = kind == REF_putField || kind == REF_putStatic;
            int k = (f->flags & ACC_STATIC) ? (setter ? REF_putStatic : REF_getStatic) : (setter ? REF_putField : REF_getField);
            flags &= ~(mn_flag.kind_mask << mn_flag.kind_shift);
            flags |= k << mn_flag.kind_shift | (f->flags & FIELD_MODIFIERS) | (is_trusted_final(f) ? mn_flag.trusted_final : 0);
            *(jint *)FIELD_PTR(self, o_flags) = flags;
            *(jint *)FIELD_PTR(self, o_vmindex) = (jint)(f->offset | ((f->flags & ACC_STATIC) ? STATIC_TAG : 0));
            Object *decl = class_mirror(f->owner);
            if (decl)
                store_ref(A_REF(0), (Object **)FIELD_PTR(A_REF(0), o_clazz), decl);
        }
    } else if (flags & (mn_flag.is_method | mn_flag.is_constructor)) {
        Method *m = find_member_method(c, name, desc);
        if (!m && !(m = sigpoly_method(NULL, c, name, desc)) && thread.pending) {
            free(name);
            return;
        }
        int want_static = kind == REF_invokeStatic;
        if (!m || !!(m->flags & ACC_STATIC) != want_static) {
            error = "java/lang/NoSuchMethodError";
        } else {
            Object *r = resolved_method_name(m);
            if (r) {
                int h = handle_push(r);
                Object *decl = class_mirror(m->owner);
                self = A_REF(0);
                if (decl) {
                    flags |= method_declared_flags(m) & METHOD_MODIFIERS;
                    *(jint *)FIELD_PTR(self, o_flags) = flags;
                    *(jint *)FIELD_PTR(self, o_vmindex) = m->vindex;
                    store_ref(self, (Object **)FIELD_PTR(self, o_method), handles[h]);
                    store_ref(self, (Object **)FIELD_PTR(self, o_clazz), decl);
                }
                handle_pop(1);
            }
        }
    } else {
        error = "java/lang/LinkageError";
    }
    if (error && !thread.pending) {
        if (A_INT(3)) { /* speculative: null, no exception */
            free(name);
            return;
        }
        char cn[300];
        dotted_name(c, cn, sizeof cn);
        throw_new(error, "%s.%s%s", cn, name, desc);
    }
    free(name);
    if (!thread.pending)
        R_REF(A_REF(0));
}

static void n_objectFieldOffset(uint32_t *args, uint32_t *ret)
{
    setup();
    put_long(ret, (jlong)(uint32_t) * (jint *)FIELD_PTR(A_REF(0), o_vmindex));
}

static void n_staticFieldBase(uint32_t *args, uint32_t *ret)
{
    setup();
    R_REF(*(Object **)FIELD_PTR(A_REF(0), o_clazz));
}

/* A class from bytes[off, off + len) for ClassLoader's natives: hidden or named `name`
 * (binary name, may be null), in the namespace of the VM's kind (from_cp: the class path's,
 * else the image's: the VM has one namespace per kind), its mirror's loader `loader` (a
 * handle index, or -1 for the boot loader). The mirror, or NULL + pending. */
static Object *define_bytes(const uint8_t *bytes, jint len, Object *name, int hidden, int from_cp, int loader);

static Object *define_from(Array *bytes, jint off, jint len, Object *name, int hidden, int from_cp, int loader)
{
    if (!bytes || off < 0 || len < 0 || off > bytes->length - len) {
        throw_new("java/lang/ArrayIndexOutOfBoundsException", "defineClass: bad offset or length");
        return NULL;
    }
    return define_bytes((uint8_t *)ARRAY_DATA(bytes) + off, len, name, hidden, from_cp, loader);
}

/* define_from's class file at bytes[0, len) (an array's contents, or a direct buffer's) */
static Object *define_bytes(const uint8_t *bytes, jint len, Object *name, int hidden, int from_cp, int loader)
{
    uint8_t *data = xmalloc((size_t)len + 1);
    memcpy(data, bytes, (size_t)len);
    Class *c;
    if (hidden) {
        c = define_hidden_class(data, (uint32_t)len, from_cp);
    } else {
        char *n = name ? string_to_utf8(name) : NULL;
        for (char *q = n; q && *q; q++)
            if (*q == '.')
                *q = '/';
        c = n && find_loaded(n) ? NULL : define_class(data, (uint32_t)len, n, from_cp);
        if (n && !c && !thread.pending)
            throw_new("java/lang/LinkageError", "duplicate class definition: %s", n);
        free(n);
    }
    Object *mirror = c ? class_mirror(c) : NULL;
    if (mirror && loader >= 0) {
        static uint32_t off_loader;
        if (!off_loader) {
            Field *f = find_field(cls_Class, "classLoader", "Ljava/lang/ClassLoader;");
            if (!f)
                fatal("-X:classlib=jdk: java.lang.Class has no classLoader");
            off_loader = f->offset;
        }
        store_ref(mirror, (Object **)FIELD_PTR(mirror, off_loader), handles[loader]);
    }
    return mirror;
}

/* ClassLoader.defineClass0(loader, lookup, name, bytes, off, len, pd, initialize, flags,
 * classData): Lookup.defineClass and defineHiddenClass (JVM_LookupDefineClass). flags: 2 a
 * hidden class (the spun LambdaForms among them); the class data is Class.classData. The
 * class joins the lookup class's namespace. Nestmate and loader-link flags ask for nothing
 * more here: the VM checks no access. */
static void n_defineClass0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *lookup = A_REF(1) ? mirror_class(A_REF(1)) : NULL;
    if (!lookup) {
        throw_new("java/lang/IllegalArgumentException", "defineClass0: no lookup class");
        return;
    }
    int h = handle_push(A_REF(0));
    Object *mirror = define_from((Array *)A_REF(3), A_INT(4), A_INT(5), A_REF(2), A_INT(8) & 2, lookup->from_cp,
                                 A_REF(0) ? h : -1);
    handle_pop(1);
    if (!mirror)
        return;
    static uint32_t off_data;
    if (!off_data) {
        Field *f = find_field(cls_Class, "classData", "Ljava/lang/Object;");
        if (!f)
            fatal("-X:classlib=jdk: java.lang.Class has no classData");
        off_data = f->offset;
    }
    store_ref(mirror, (Object **)FIELD_PTR(mirror, off_data), A_REF(9));
    Class *c = mirror_class(mirror);
    if (A_INT(7) && class_init(c) < 0)
        return;
    R_REF(c->mirror);
}

/* ClassLoader.defineClass1(loader, name, bytes, off, len, pd, source): a class loader's
 * defineClass (reflection's generated accessors, the application's own loaders): the class
 * path's namespace unless the boot loader defines it */
static void n_defineClass1(uint32_t *args, uint32_t *ret)
{
    int h = handle_push(A_REF(0));
    R_REF(define_from((Array *)A_REF(2), A_INT(3), A_INT(4), A_REF(1), 0, A_REF(0) != NULL, A_REF(0) ? h : -1));
    handle_pop(1);
}

/* ClassLoader.defineClass2(loader, name, buffer, off, len, pd, source): defineClass1 from a
 * direct ByteBuffer (the library copies a heap buffer's bytes to an array and calls
 * defineClass1): its address plus off */
static void n_defineClass2(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Object *buf = A_REF(2);
    jint off = A_INT(3), len = A_INT(4);
    static uint32_t off_address, off_capacity;
    if (!off_address) {
        off_address = field_offset_or_die("java/nio/Buffer", "address", "J");
        off_capacity = field_offset_or_die("java/nio/Buffer", "capacity", "I");
    }
    if (!buf) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    jint cap = *(jint *)FIELD_PTR(buf, off_capacity);
    if (off < 0 || len < 0 || off > cap - len) {
        throw_new("java/lang/ArrayIndexOutOfBoundsException", "defineClass: bad offset or length");
        return;
    }
    const uint8_t *p = (const uint8_t *)(uintptr_t)(uint32_t)get_long((uint32_t *)FIELD_PTR(buf, off_address)) + off;
    int h = handle_push(A_REF(0));
    R_REF(define_bytes(p, len, A_REF(1), 0, A_REF(0) != NULL, A_REF(0) ? h : -1));
    handle_pop(1);
}

static void n_nothing(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }

const NativeEntry jdk_invoke_natives[] = {
    {"java/lang/invoke/MethodHandleNatives.resolve(Ljava/lang/invoke/MemberName;Ljava/lang/Class;IZ)Ljava/lang/invoke/MemberName;",
     n_resolve},
    {"java/lang/invoke/MethodHandleNatives.objectFieldOffset(Ljava/lang/invoke/MemberName;)J", n_objectFieldOffset},
    {"java/lang/invoke/MethodHandleNatives.staticFieldOffset(Ljava/lang/invoke/MemberName;)J", n_objectFieldOffset},
    {"java/lang/invoke/MethodHandleNatives.staticFieldBase(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;",
     n_staticFieldBase},
    {"java/lang/ClassLoader.defineClass0(Ljava/lang/ClassLoader;Ljava/lang/Class;Ljava/lang/String;[BIILjava/security/"
     "ProtectionDomain;ZILjava/lang/Object;)Ljava/lang/Class;",
     n_defineClass0},
    {"java/lang/ClassLoader.defineClass1(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;"
     "Ljava/lang/String;)Ljava/lang/Class;",
     n_defineClass1},
    {"java/lang/ClassLoader.defineClass2(Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/nio/ByteBuffer;IILjava/"
     "security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;",
     n_defineClass2},
    {"java/lang/invoke/MethodHandleNatives.expand(Ljava/lang/invoke/MemberName;)V", n_expand},
    {"java/lang/invoke/MethodHandleNatives.init(Ljava/lang/invoke/MemberName;Ljava/lang/Object;)V", n_init},
    {"java/lang/invoke/MethodHandleNatives.registerNatives()V", n_nothing},
    {"java/lang/invoke/MethodHandleNatives.clearCallSiteContext(Ljava/lang/invoke/MethodHandleNatives$CallSiteContext;)V",
     n_nothing},
};
const size_t jdk_invoke_natives_count = sizeof jdk_invoke_natives / sizeof jdk_invoke_natives[0];
