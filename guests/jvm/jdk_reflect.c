/* jdk_reflect.c - OpenJDK 17's core reflection natives (-X:classlib=jdk; guests/jdk/BOOT.md
 * step 11): a class's declared fields, methods and constructors as the JDK's
 * java.lang.reflect objects (made through their own constructors, slot = the index in the
 * VM's class), their calls (NativeMethodAccessorImpl.invoke0,
 * NativeConstructorAccessorImpl.newInstance0: the arguments checked and unboxed as HotSpot's
 * Reflection::invoke does, a thrown exception wrapped in InvocationTargetException), and a
 * class's nesting, interfaces and records. reflect.c has the pieces both libraries use. */
#include "natives.h"
#include <stdio.h>
#include <stdlib.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))
#define W(o) ((uint32_t)(uintptr_t)(o))

/* JVM_RECOGNIZED_FIELD_MODIFIERS and JVM_RECOGNIZED_METHOD_MODIFIERS of HotSpot */
#define FIELD_MODIFIERS 0x50DF
#define METHOD_MODIFIERS 0x1DFF
#define ACC_PROTECTED 0x0004

static Class *arg_class(uint32_t *args, int i) { return mirror_class(A_REF(i)); }

static Object *interned(const char *s)
{
    uint32_t i = intern_utf8(s);
    return i == UINT32_MAX ? NULL : intern_get(i);
}

static Object *type_mirror(const char *desc)
{
    Class *t = class_from_desc(desc);
    return t ? class_mirror(t) : NULL;
}

/* the declared members a getDeclared*0 lists: kind 0 fields (not the VM's injected ones),
 * 1 methods (not <init>, <clinit>), 2 constructors; public ones only if asked */
static int listed(Class *c, int kind, int i, int public_only)
{
    if (kind == 0) {
        Field *f = &c->fields[i];
        return !(f->flags & FIELD_INJECTED) && (!public_only || (f->flags & ACC_PUBLIC));
    }
    Method *m = &c->methods[i];
    int ctor = strcmp(m->name, "<init>") == 0;
    if (kind == 1 ? m->name[0] == '<' : !ctor)
        return 0;
    return !public_only || (m->flags & ACC_PUBLIC);
}

/* pushes the member's generic signature as a String (null when it has none): the handle's
 * index, -1 on OOM */
static int push_signature(Class *c, uint16_t sig)
{
    Object *s = sig ? new_string_utf8(c->cp[sig].u.utf8) : NULL;
    if (sig && !s)
        return -1;
    return handle_push(s);
}

/* a new java.lang.reflect.Field/Method/Constructor for member i of c (kind as above) */
static Object *member_object(Class *c, int kind, int i)
{
    static const char *const cls[3] = {"java/lang/reflect/Field", "java/lang/reflect/Method",
                                       "java/lang/reflect/Constructor"};
    static const char *const desc[3] = {
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;IZILjava/lang/String;[B)V",
        "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B[B)V",
        "(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B)V",
    };
    Class *k = load_class(cls[kind]);
    if (!k || class_init(k) < 0)
        return NULL;
    Method *ctor = find_declared_method(k, "<init>", desc[kind]);
    if (!ctor)
        fatal("-X:classlib=jdk: %s has no constructor %s", cls[kind], desc[kind]);
    int base = nhandles;
    Object *o = alloc_object(k);
    if (!o)
        return NULL;
    handle_push(o);
    uint32_t a[12];
    int n = 0;
    a[n++] = 0; /* the new object, set last (handles move with collections) */
    Object *decl = class_mirror(c);
    if (!decl)
        goto fail;
    handle_push(decl);
    if (kind == 0) {
        Field *f = &c->fields[i];
        Object *name = interned(f->name), *type;
        if (!name)
            goto fail;
        handle_push(name);
        if (!(type = type_mirror(f->desc)))
            goto fail;
        handle_push(type);
        if (push_signature(c, f->signature) < 0)
            goto fail;
        int trusted = (f->flags & ACC_FINAL) && ((f->flags & ACC_STATIC) || c->is_record || c->hidden);
        a[n++] = W(handles[base + 1]);
        a[n++] = W(handles[base + 2]);
        a[n++] = W(handles[base + 3]);
        a[n++] = (uint32_t)(f->flags & FIELD_MODIFIERS);
        a[n++] = (uint32_t)trusted;
        a[n++] = (uint32_t)i;
        a[n++] = W(handles[base + 4]); /* signature */
        a[n++] = 0; /* annotations: not kept */
    } else {
        Method *m = &c->methods[i];
        Array *params = class_array(c, param_count(m->desc), param_class, m), *exc;
        if (!params)
            goto fail;
        handle_push((Object *)params);
        if (!(exc = class_array(c, m->nexceptions, exception_class, m)))
            goto fail;
        handle_push((Object *)exc);
        if (kind == 1) {
            Object *name = interned(m->name), *rt;
            if (!name)
                goto fail;
            handle_push(name);
            if (!(rt = type_mirror(strchr(m->desc, ')') + 1)))
                goto fail;
            handle_push(rt);
            if (push_signature(c, m->signature) < 0)
                goto fail;
            a[n++] = W(handles[base + 1]); /* declaringClass */
            a[n++] = W(handles[base + 4]); /* name */
            a[n++] = W(handles[base + 2]); /* parameterTypes */
            a[n++] = W(handles[base + 5]); /* returnType */
            a[n++] = W(handles[base + 3]); /* checkedExceptions */
        } else {
            if (push_signature(c, m->signature) < 0)
                goto fail;
            a[n++] = W(handles[base + 1]);
            a[n++] = W(handles[base + 2]);
            a[n++] = W(handles[base + 3]);
        }
        a[n++] = (uint32_t)(method_declared_flags(m) & METHOD_MODIFIERS);
        a[n++] = (uint32_t)i;
        a[n++] = W(handles[nhandles - 1]); /* signature */
        a[n++] = 0; /* annotations */
        a[n++] = 0; /* parameterAnnotations */
        if (kind == 1)
            a[n++] = 0; /* annotationDefault */
    }
    a[0] = W(handles[base]);
    if (invoke_method(ctor, a, NULL) < 0)
        goto fail;
    o = handles[base];
    handle_pop(nhandles - base);
    return o;
fail:
    handle_pop(nhandles - base);
    return NULL;
}

/* Class.getGenericSignature0(): the class's Signature attribute, or null */
static void n_getGenericSignature0(uint32_t *args, uint32_t *ret)
{
    Class *c = arg_class(args, 0);
    R_REF(!c->is_prim && !c->is_array && c->signature ? new_string_utf8(c->cp[c->signature].u.utf8) : NULL);
}

static void declared(uint32_t *args, uint32_t *ret, int kind)
{
    static const char *const arr[3] = {"[Ljava/lang/reflect/Field;", "[Ljava/lang/reflect/Method;",
                                       "[Ljava/lang/reflect/Constructor;"};
    Class *c = arg_class(args, 0);
    int public_only = A_INT(1), n = 0, count = c->is_prim || c->is_array ? 0 : kind ? c->nmethods : c->nfields;
    for (int i = 0; i < count; i++)
        n += listed(c, kind, i, public_only);
    Class *ac = load_class(arr[kind]);
    Array *a = ac ? alloc_array(ac, n) : NULL;
    if (!a)
        return;
    int h = handle_push((Object *)a);
    for (int i = 0, k = 0; i < count; i++) {
        if (!listed(c, kind, i, public_only))
            continue;
        Object *m = member_object(c, kind, i);
        if (!m) {
            handle_pop(1);
            return;
        }
        store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + k++, m);
    }
    R_REF(handles[h]);
    handle_pop(1);
}
static void n_getDeclaredFields0(uint32_t *args, uint32_t *ret) { declared(args, ret, 0); }
static void n_getDeclaredMethods0(uint32_t *args, uint32_t *ret) { declared(args, ret, 1); }
static void n_getDeclaredConstructors0(uint32_t *args, uint32_t *ret) { declared(args, ret, 2); }

/* Class.getRecordComponents0(): a RecordComponent per component of the Record attribute,
 * in order: class, name, type, accessor (the public no-argument method of the component's
 * name), generic signature; annotations are not kept (null). null for a class that is not a
 * record. */
static void n_getRecordComponents0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (!c->is_record || c->is_prim || c->is_array)
        return;
    Class *rc = load_class("java/lang/reflect/RecordComponent"), *ac = load_class("[Ljava/lang/reflect/RecordComponent;");
    if (!rc || !ac || class_init(rc) < 0)
        return;
    static uint32_t o_clazz, o_name, o_type, o_accessor, o_signature;
    if (!o_clazz) {
        o_clazz = find_field(rc, "clazz", "Ljava/lang/Class;")->offset;
        o_name = find_field(rc, "name", "Ljava/lang/String;")->offset;
        o_type = find_field(rc, "type", "Ljava/lang/Class;")->offset;
        o_accessor = find_field(rc, "accessor", "Ljava/lang/reflect/Method;")->offset;
        o_signature = find_field(rc, "signature", "Ljava/lang/String;")->offset;
    }
    Array *a = alloc_array(ac, c->nrecord);
    if (!a)
        return;
    int h = handle_push((Object *)a);
    for (int i = 0; i < c->nrecord && !thread.pending; i++) {
        const uint16_t *r = &c->record[3 * i];
        const char *name = c->cp[r[0]].u.utf8, *desc = c->cp[r[1]].u.utf8;
        Object *e = alloc_object(rc);
        if (!e)
            break;
        int he = handle_push(e);
        store_ref(handles[h], (Object **)ARRAY_DATA((Array *)handles[h]) + i, e);
        Object *v = class_mirror(c);
        if (v)
            store_ref(handles[he], (Object **)FIELD_PTR(handles[he], o_clazz), v);
        if (v && (v = interned(name)))
            store_ref(handles[he], (Object **)FIELD_PTR(handles[he], o_name), v);
        if (v && (v = type_mirror(desc)))
            store_ref(handles[he], (Object **)FIELD_PTR(handles[he], o_type), v);
        char adesc[512];
        snprintf(adesc, sizeof adesc, "()%s", desc);
        for (int k = 0; v && k < c->nmethods; k++)
            if (strcmp(c->methods[k].name, name) == 0 && strcmp(c->methods[k].desc, adesc) == 0) {
                if ((v = member_object(c, 1, k)))
                    store_ref(handles[he], (Object **)FIELD_PTR(handles[he], o_accessor), v);
                break;
            }
        if (v && r[2] && (v = new_string_utf8(c->cp[r[2]].u.utf8)))
            store_ref(handles[he], (Object **)FIELD_PTR(handles[he], o_signature), v);
        handle_pop(1);
    }
    if (!thread.pending)
        R_REF(handles[h]);
    handle_pop(1);
}

/* the VM's method of a java.lang.reflect.Method or Constructor: its clazz and slot */
static Method *reflected_method(Object *rm)
{
    Field *clazz = find_field(rm->tib, "clazz", "Ljava/lang/Class;");
    Field *slot = find_field(rm->tib, "slot", "I");
    if (!clazz || !slot)
        fatal("-X:classlib=jdk: %s has no clazz or slot", rm->tib->name);
    Class *c = mirror_class(*(Object **)FIELD_PTR(rm, clazz->offset));
    jint i = *(jint *)FIELD_PTR(rm, slot->offset);
    if (i < 0 || i >= c->nmethods)
        fatal("-X:classlib=jdk: %s has no method %d", c->name, i);
    return &c->methods[i];
}

/* the arguments checked as HotSpot's Reflection::invoke: their number, a reference's type,
 * a primitive from its box with widening (the array's boxes are replaced by boxes of the
 * parameter's exact type); 0, or -1 with IllegalArgumentException pending */
static int widen(char to, Object *box, Array *a, int i)
{
    if (!box) {
        throw_new("java/lang/IllegalArgumentException", NULL);
        return -1;
    }
    int h = handle_push((Object *)a);
    Object *nb = box_widened(box, to);
    a = (Array *)handles[h];
    handle_pop(1);
    if (!nb)
        return -1;
    if (nb != box)
        store_ref((Object *)a, (Object **)ARRAY_DATA(a) + i, nb);
    return 0;
}

static int check_args(Method *m, uint32_t *slot)
{
    Array *a = (Array *)(uintptr_t)*slot;
    int np = param_count(m->desc), given = a ? a->length : 0;
    if (np != given) {
        throw_new("java/lang/IllegalArgumentException", "wrong number of arguments");
        return -1;
    }
    for (int i = 0; i < np; i++) {
        const char *d = nth_param(m->desc, i);
        Object *v = ((Object **)ARRAY_DATA((Array *)(uintptr_t)*slot))[i];
        if (*d == 'L' || *d == '[') {
            Class *t = class_from_desc(d);
            if (!t)
                return -1;
            if (v && !is_subclass(v->tib, t)) {
                throw_new("java/lang/IllegalArgumentException", "argument type mismatch");
                return -1;
            }
        } else if (widen(*d, v, (Array *)(uintptr_t)*slot, i) < 0) {
            return -1;
        }
    }
    return 0;
}

/* a pending exception of the called method becomes InvocationTargetException(it) */
static void wrap_target_exception(void)
{
    Object *ex = thread.pending;
    thread.pending = NULL;
    int h = handle_push(ex);
    Class *ite = load_class("java/lang/reflect/InvocationTargetException");
    Method *ctor = ite ? find_declared_method(ite, "<init>", "(Ljava/lang/Throwable;)V") : NULL;
    Object *o = ctor && class_init(ite) == 0 ? alloc_object(ite) : NULL;
    if (o) {
        int h2 = handle_push(o);
        uint32_t a[2] = {W(o), W(handles[h])};
        if (invoke_method(ctor, a, NULL) == 0)
            thread.pending = handles[h2];
        handle_pop(1);
    }
    handle_pop(1);
}

/* NativeMethodAccessorImpl.invoke0(Method, Object receiver, Object[] args) */
static void n_invoke0(uint32_t *args, uint32_t *ret)
{
    Method *m = reflected_method(A_REF(0));
    R_REF(NULL);
    if (!(m->flags & ACC_STATIC)) {
        if (!A_REF(1)) {
            throw_new("java/lang/NullPointerException", NULL);
            return;
        }
        if (!is_subclass(A_REF(1)->tib, m->owner)) {
            throw_new("java/lang/IllegalArgumentException", "object is not an instance of declaring class");
            return;
        }
    } else if (class_init(m->owner) < 0) {
        return;
    }
    if (check_args(m, &args[2]) < 0)
        return;
    if (reflect_call(m, A_REF(1), (Array *)A_REF(2), ret) < 0)
        wrap_target_exception();
}

/* NativeConstructorAccessorImpl.newInstance0(Constructor, Object[] args) */
static void n_newInstance0(uint32_t *args, uint32_t *ret)
{
    Method *m = reflected_method(A_REF(0));
    Class *c = m->owner;
    R_REF(NULL);
    if (c->access & (ACC_ABSTRACT | ACC_INTERFACE)) {
        char n[300];
        dotted_name(c, n, sizeof n);
        throw_new("java/lang/InstantiationException", "%s", n);
        return;
    }
    if (class_init(c) < 0 || check_args(m, &args[1]) < 0)
        return;
    Object *o = alloc_object(c);
    if (!o)
        return;
    int h = handle_push(o);
    uint32_t r[2];
    if (reflect_call(m, o, (Array *)A_REF(1), r) < 0)
        wrap_target_exception();
    else
        R_REF(handles[h]);
    handle_pop(1);
}

/* ---- a class's nesting, interfaces, records ---- */
static void n_getInterfaces0(uint32_t *args, uint32_t *ret)
{
    Class *c = arg_class(args, 0);
    int n = c->is_prim ? 0 : c->is_array ? 2 : c->ninterfaces;
    R_REF(class_array(c, n, nth_interface, NULL));
}

static void n_getDeclaringClass0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (!c->is_prim && !c->is_array && c->is_nested && c->inner_outer)
        R_REF(cp_class_mirror(c, c->inner_outer));
}

static void n_getSimpleBinaryName0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (!c->is_prim && !c->is_array && c->is_nested && c->inner_name)
        R_REF(interned(c->cp[c->inner_name].u.utf8));
}

/* getEnclosingMethod0(): {class, method name, descriptor} of EnclosingMethod, or null */
static void n_getEnclosingMethod0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (c->is_prim || c->is_array || !c->enclosing)
        return;
    Array *a = alloc_array(array_class_of(cls_Object), 3);
    if (!a)
        return;
    int h = handle_push((Object *)a);
    Object *k = cp_class_mirror(c, c->enclosing);
    if (k) {
        store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]), k);
        if (c->enclosing_method) {
            CpEntry *nat = &c->cp[c->enclosing_method];
            Object *n = interned(c->cp[nat->a].u.utf8);
            if (n)
                store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + 1, n);
            Object *d = n ? interned(c->cp[nat->b].u.utf8) : NULL;
            if (d)
                store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + 2, d);
        }
        if (!thread.pending)
            R_REF(handles[h]);
    }
    handle_pop(1);
}

static void n_getNestHost0(uint32_t *args, uint32_t *ret)
{
    Class *c = arg_class(args, 0);
    if (c->is_prim || c->is_array || !c->nest_host)
        R_REF(A_REF(0));
    else
        R_REF(cp_class_mirror(c, c->nest_host));
}

static void n_getPermittedSubclasses0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (!c->is_prim && !c->is_array && c->npermitted)
        R_REF(class_array(c, c->npermitted, nth_permitted, NULL));
}

static void n_isRecord0(uint32_t *args, uint32_t *ret) { R_INT(arg_class(args, 0)->is_record); }
static void n_null(uint32_t *args, uint32_t *ret) { (void)args, R_REF(NULL); }

/* getDeclaredClasses0(): the member classes InnerClasses names as this class's (not kept
 * by the VM yet: an empty array) */
static void n_getDeclaredClasses0(uint32_t *args, uint32_t *ret)
{
    (void)args;
    Class *ca = load_class("[Ljava/lang/Class;");
    R_REF(ca ? alloc_array(ca, 0) : NULL);
}

static void n_getProtectionDomain(uint32_t *args, uint32_t *ret)
{
    Field *f = find_field(cls_Class, "protection_domain", "Ljava/lang/Object;");
    R_REF(A_REF(0) ? *(Object **)FIELD_PTR(A_REF(0), f->offset) : NULL);
}

static void n_areNestMates(uint32_t *args, uint32_t *ret)
{
    Class *a = arg_class(args, 0), *b = arg_class(args, 1);
    Class *ha = a->nest_host ? load_class(a->cp[a->cp[a->nest_host].a].u.utf8) : a;
    Class *hb = b->nest_host ? load_class(b->cp[b->cp[b->nest_host].a].u.utf8) : b;
    R_INT(ha && ha == hb);
}

const NativeEntry jdk_reflect_natives[] = {
    {"java/lang/Class.getDeclaredFields0(Z)[Ljava/lang/reflect/Field;", n_getDeclaredFields0},
    {"java/lang/Class.getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;", n_getDeclaredMethods0},
    {"java/lang/Class.getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;", n_getDeclaredConstructors0},
    {"java/lang/Class.getInterfaces0()[Ljava/lang/Class;", n_getInterfaces0},
    {"java/lang/Class.getDeclaringClass0()Ljava/lang/Class;", n_getDeclaringClass0},
    {"java/lang/Class.getSimpleBinaryName0()Ljava/lang/String;", n_getSimpleBinaryName0},
    {"java/lang/Class.getEnclosingMethod0()[Ljava/lang/Object;", n_getEnclosingMethod0},
    {"java/lang/Class.getNestHost0()Ljava/lang/Class;", n_getNestHost0},
    {"java/lang/Class.getPermittedSubclasses0()[Ljava/lang/Class;", n_getPermittedSubclasses0},
    {"java/lang/Class.isRecord0()Z", n_isRecord0},
    {"java/lang/Class.getGenericSignature0()Ljava/lang/String;", n_getGenericSignature0},
    {"java/lang/Class.getRecordComponents0()[Ljava/lang/reflect/RecordComponent;", n_getRecordComponents0},
    {"java/lang/Class.getRawAnnotations()[B", n_null},
    {"java/lang/Class.getRawTypeAnnotations()[B", n_null},
    {"java/lang/Class.getConstantPool()Ljdk/internal/reflect/ConstantPool;", n_null},
    {"java/lang/Class.getDeclaredClasses0()[Ljava/lang/Class;", n_getDeclaredClasses0},
    {"java/lang/Class.getSigners()[Ljava/lang/Object;", n_null},
    {"java/security/AccessController.getProtectionDomain(Ljava/lang/Class;)Ljava/security/ProtectionDomain;",
     n_getProtectionDomain},
    {"jdk/internal/reflect/Reflection.areNestMates(Ljava/lang/Class;Ljava/lang/Class;)Z", n_areNestMates},
    {"jdk/internal/reflect/NativeMethodAccessorImpl.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
     n_invoke0},
    {"jdk/internal/reflect/NativeConstructorAccessorImpl.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;",
     n_newInstance0},
};
const size_t jdk_reflect_natives_count = sizeof jdk_reflect_natives / sizeof jdk_reflect_natives[0];
