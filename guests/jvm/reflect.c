/* reflect.c - the natives of reflection (jdk.internal.reflect.Reflect, classlib/NATIVES.md):
 * Class.forName, class modifiers and nesting, the members of a class by index, field reads
 * and writes, method and constructor calls. The Java side (java.lang.Class,
 * java.lang.reflect.*) builds the reflective objects (ordinary heap objects) from these
 * answers and does every check and conversion the JDK does; a Field, Method or Constructor
 * names its member by (declaring class, index into its fields or methods). Arguments are the
 * caller's stack slots, roots during the call: after an allocation re-read them. A native
 * returning a reference stores null first (R_REF(NULL)): the interpreter pushes ret[0] as a
 * reference whatever happens, so it must hold one when there is no answer or an exception is
 * pending. */
#include "natives.h"
#include <stdio.h>
#include <stdlib.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))


/* JVM_RECOGNIZED_FIELD_MODIFIERS and JVM_RECOGNIZED_METHOD_MODIFIERS of HotSpot */
#define FIELD_MODIFIERS 0x50DF
#define METHOD_MODIFIERS 0x1DFF

static Class *arg_class(uint32_t *args, int i) { return mirror_class(A_REF(i)); }

/* ---- Class.forName ---- */

/* Whether a class of this internal name exists (loaded, in the library, on -cp or among the
 * benchmarks) without loading it: a missing class is a ClassNotFoundException, while a
 * class that exists but fails to link keeps its LinkageError. */
static int class_exists(const char *name)
{
    if (find_loaded(name))
        return 1;
    const uint8_t *data;
    uint32_t len;
    if (archive_find(name, &data, &len))
        return 1;
    uint8_t *owned = classpath_read(name, &len);
    if (owned) {
        free(owned);
        return 1;
    }
    return bench_archive_find(name, &data, &len);
}

/* An array class name "[[Ljava/lang/String;" or "[I": 0 when well-formed with an existing
 * element class; otherwise the ClassNotFoundException's message as the JDK words it (the
 * element's binary name when only it is missing, else the name in internal form). */
char *array_name_error(const char *name)
{
    const char *n = name;
    while (*n == '[')
        n++;
    if (*n == 'L') {
        size_t len = strlen(n);
        if (len >= 3 && n[len - 1] == ';' && !memchr(n, ';', len - 1)) {
            char *e = xstrdup(n + 1);
            e[len - 2] = 0;
            if (class_exists(e)) {
                free(e);
                return NULL;
            }
            for (char *q = e; *q; q++)
                if (*q == '/')
                    *q = '.';
            return e;
        }
    } else if (n[0] && !n[1] && strchr("ZBCSIJFD", n[0])) {
        return NULL;
    }
    return xstrdup(name);
}

/* forName0(String name, boolean initialize): ClassNotFoundException naming the class as
 * given when there is no such class (primitive names included, as in the JDK) */
static void n_forName0(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    if (!A_REF(0)) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    char *msg = string_to_utf8(A_REF(0));
    char *n = xstrdup(msg);
    int ok = n[0] && !strchr(n, '/') && strlen(n) < 400;
    for (char *q = n; *q; q++)
        if (*q == '.')
            *q = '/';
    if (ok && n[0] == '[') {
        char *err = array_name_error(n);
        if (err) {
            free(msg);
            msg = err;
            ok = 0;
        }
    } else if (ok) {
        ok = class_exists(n);
    }
    Class *c = NULL;
    if (ok) {
        c = load_class(n);
        if (c && c->is_prim)
            ok = 0, c = NULL;
    }
    free(n);
    if (!ok) {
        throw_new("java/lang/ClassNotFoundException", "%s", msg);
        free(msg);
        return;
    }
    free(msg);
    if (!c)
        return; /* its LinkageError is pending */
    if (A_INT(1) && class_init(c) < 0)
        return;
    R_REF(class_mirror(c));
}

static void n_initialize(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    class_init(arg_class(args, 0));
}

/* ---- classes ---- */

/* Class.getModifiers as HotSpot computes it: a nested class's flags from its InnerClasses
 * entry, ACC_SUPER removed; arrays public/private/protected of their element type plus
 * abstract final; primitives public abstract final */
static int class_modifiers(Class *c)
{
    if (c->is_prim)
        return ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL;
    if (c->is_array) {
        Class *e = c;
        while (e->is_array)
            e = e->elem;
        return (class_modifiers(e) & (ACC_PUBLIC | ACC_PRIVATE | 0x4)) | ACC_ABSTRACT | ACC_FINAL;
    }
    int m = c->is_nested ? c->inner_flags : c->access;
    return m & ~0x20 & 0x7fff;
}
static void n_classModifiers(uint32_t *args, uint32_t *ret) { R_INT(class_modifiers(arg_class(args, 0))); }

/* bits: 1 record, 2 has EnclosingMethod (local or anonymous), 4 has a simple binary name
 * (InnerClasses inner_name), 8 made by the VM (lambda and helper classes), 16 sealed
 * (PermittedSubclasses) */
static void n_classKind(uint32_t *args, uint32_t *ret)
{
    Class *c = arg_class(args, 0);
    R_INT((c->is_record ? 1 : 0) | (c->enclosing ? 2 : 0) | (c->is_nested && c->inner_name ? 4 : 0) |
          (c->hidden ? 8 : 0) | (c->npermitted ? 16 : 0));
}

static void n_simpleBinaryName(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (!c->is_nested || !c->inner_name)
        return;
    uint32_t i = intern_utf8(c->cp[c->inner_name].u.utf8);
    if (i != UINT32_MAX)
        R_REF(intern_get(i));
}

/* the class named by a Class constant of c, as a mirror (NULL + pending when it fails) */
Object *cp_class_mirror(Class *c, uint16_t idx)
{
    Class *k = load_class(c->cp[c->cp[idx].a].u.utf8);
    return k ? class_mirror(k) : NULL;
}

/* getDeclaringClass0: the outer class of a member class, else null */
static void n_declaringClass(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (!c->is_prim && !c->is_array && c->is_nested && c->inner_outer)
        R_REF(cp_class_mirror(c, c->inner_outer));
}

/* getEnclosingClass: EnclosingMethod's class, else the declaring class */
static void n_enclosingClass(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (c->is_prim || c->is_array)
        return;
    if (c->enclosing)
        R_REF(cp_class_mirror(c, c->enclosing));
    else if (c->is_nested && c->inner_outer)
        R_REF(cp_class_mirror(c, c->inner_outer));
}

/* a new Class[] of n mirrors from get(i), kept in a handle while it fills */
Array *class_array(Class *from, int n, Class *(*get)(Class *, int, void *), void *ctx)
{
    Class *ca = load_class("[Ljava/lang/Class;");
    Array *a = ca ? alloc_array(ca, n) : NULL;
    if (!a)
        return NULL;
    int h = handle_push((Object *)a);
    for (int i = 0; i < n; i++) {
        Class *k = get(from, i, ctx);
        Object *m = k ? class_mirror(k) : NULL;
        if (!m) {
            handle_pop(1);
            return NULL;
        }
        store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + i, m);
    }
    a = (Array *)handles[h];
    handle_pop(1);
    return a;
}

Class *nth_interface(Class *c, int i, void *ctx)
{
    (void)ctx;
    if (c->is_array)
        return load_class(i == 0 ? "java/lang/Cloneable" : "java/io/Serializable");
    return c->interfaces[i];
}
static void n_interfaces(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    int n = c->is_prim ? 0 : c->is_array ? 2 : c->ninterfaces;
    R_REF(class_array(c, n, nth_interface, NULL));
}

Class *nth_permitted(Class *c, int i, void *ctx)
{
    (void)ctx;
    return load_class(c->cp[c->cp[c->permitted[i]].a].u.utf8);
}
/* the classes of PermittedSubclasses, loaded (empty when not sealed) */
static void n_permittedSubclasses(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    int n = c->is_prim || c->is_array ? 0 : c->npermitted;
    R_REF(class_array(c, n, nth_permitted, NULL));
}

/* NestHost's class, else the class itself */
static void n_nestHost(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (c->is_prim || c->is_array || !c->nest_host)
        R_REF(A_REF(0));
    else
        R_REF(cp_class_mirror(c, c->nest_host));
}

/* ---- members by index: kind 0 fields, 1 methods (constructors and <clinit> included) ---- */

static int member_count(Class *c, int kind)
{
    if (c->is_prim || c->is_array)
        return 0;
    return kind ? c->nmethods : c->nfields;
}
static void n_memberCount(uint32_t *args, uint32_t *ret) { R_INT(member_count(arg_class(args, 0), A_INT(1))); }

/* the index was handed out by memberCount: a bad one is a bug of the class library */
static void check_index(Class *c, int kind, jint i)
{
    if (i < 0 || i >= member_count(c, kind))
        fatal("reflection: %s has no %s %d", c->name, kind ? "method" : "field", i);
}

static void n_memberName(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    int kind = A_INT(1);
    check_index(c, kind, A_INT(2));
    uint32_t i = intern_utf8(kind ? c->methods[A_INT(2)].name : c->fields[A_INT(2)].name);
    if (i != UINT32_MAX)
        R_REF(intern_get(i));
}

static void n_memberModifiers(uint32_t *args, uint32_t *ret)
{
    Class *c = arg_class(args, 0);
    int kind = A_INT(1);
    check_index(c, kind, A_INT(2));
    R_INT(kind ? c->methods[A_INT(2)].flags & METHOD_MODIFIERS : c->fields[A_INT(2)].flags & FIELD_MODIFIERS);
}

static void n_fieldType(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    check_index(c, 0, A_INT(1));
    Class *t = class_from_desc(c->fields[A_INT(1)].desc);
    if (t)
        R_REF(class_mirror(t));
}

/* the i-th parameter descriptor of a method descriptor "(IJLjava/lang/String;[D)V" */
const char *nth_param(const char *desc, int i)
{
    const char *p = desc + 1;
    for (;; i--) {
        if (*p == ')')
            return NULL;
        if (i == 0)
            return p;
        while (*p == '[')
            p++;
        p = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
    }
}
int param_count(const char *desc)
{
    int n = 0;
    while (nth_param(desc, n))
        n++;
    return n;
}
Class *param_class(Class *c, int i, void *ctx) { return class_from_desc(nth_param(((Method *)ctx)->desc, i)); }
static void n_parameterTypes(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    check_index(c, 1, A_INT(1));
    Method *m = &c->methods[A_INT(1)];
    R_REF(class_array(c, param_count(m->desc), param_class, m));
}

static void n_returnType(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    check_index(c, 1, A_INT(1));
    Class *t = class_from_desc(strchr(c->methods[A_INT(1)].desc, ')') + 1);
    if (t)
        R_REF(class_mirror(t));
}

Class *exception_class(Class *c, int i, void *ctx)
{
    return load_class(c->cp[c->cp[((Method *)ctx)->exceptions[i]].a].u.utf8);
}
static void n_exceptionTypes(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    check_index(c, 1, A_INT(1));
    Method *m = &c->methods[A_INT(1)];
    R_REF(class_array(c, m->nexceptions, exception_class, m));
}

/* ---- fields: the Java side has checked the receiver, the types and finality, and has
 * initialised the class of a static field ---- */

static uint8_t *field_addr(Class *c, jint i, Object *obj)
{
    check_index(c, 0, i);
    Field *f = &c->fields[i];
    if (f->flags & ACC_STATIC)
        return c->statics + f->offset;
    if (!obj)
        fatal("reflection: instance field %s.%s without an object", c->name, f->name);
    return (uint8_t *)FIELD_PTR(obj, f->offset);
}

/* getPrim(Class, index, obj): the value widened to a long (float and double as their bits) */
static void n_getPrim(uint32_t *args, uint32_t *ret)
{
    Class *c = arg_class(args, 0);
    uint8_t *p = field_addr(c, A_INT(1), A_REF(2));
    jlong v = 0;
    switch (c->fields[A_INT(1)].kind) {
    case 'Z': v = *(uint8_t *)p; break;
    case 'B': v = *(jbyte *)p; break;
    case 'C': v = *(jchar *)p; break;
    case 'S': v = *(jshort *)p; break;
    case 'I': v = *(jint *)p; break;
    case 'F': v = *(uint32_t *)p; break;
    case 'J': case 'D': memcpy(&v, p, 8); break;
    default: fatal("reflection: getPrim of reference field %s.%s", c->name, c->fields[A_INT(1)].name);
    }
    put_long(ret, v);
}

static void n_getRef(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    uint8_t *p = field_addr(c, A_INT(1), A_REF(2));
    R_REF(*(Object **)p);
}

/* setPrim(Class, index, obj, long bits): narrowed to the field's type */
static void n_setPrim(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Class *c = arg_class(args, 0);
    uint8_t *p = field_addr(c, A_INT(1), A_REF(2));
    jlong v = get_long(args + 3);
    switch (c->fields[A_INT(1)].kind) {
    case 'Z': *(uint8_t *)p = v != 0; break;
    case 'B': *(jbyte *)p = (jbyte)v; break;
    case 'C': *(jchar *)p = (jchar)v; break;
    case 'S': *(jshort *)p = (jshort)v; break;
    case 'I': *(jint *)p = (jint)v; break;
    case 'F': *(uint32_t *)p = (uint32_t)v; break;
    case 'J': case 'D': memcpy(p, &v, 8); break;
    default: fatal("reflection: setPrim of reference field %s.%s", c->name, c->fields[A_INT(1)].name);
    }
}

/* setRef(Class, index, obj, value): through the plan's write barrier */
static void n_setRef(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Class *c = arg_class(args, 0);
    Object *obj = A_REF(2);
    uint8_t *p = field_addr(c, A_INT(1), obj);
    store_ref((c->fields[A_INT(1)].flags & ACC_STATIC) ? NULL : obj, (Object **)p, A_REF(3));
}

/* ---- calls ---- */

/* the "value" field of a box (java.lang.Integer ...) */
uint8_t *box_value(Object *box)
{
    Field *f = find_field(box->tib, "value", NULL);
    if (!f || (f->flags & ACC_STATIC))
        fatal("reflection: %s is not a box", box->tib->name);
    return (uint8_t *)FIELD_PTR(box, f->offset);
}

const char *box_name(char kind)
{
    switch (kind) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'C': return "java/lang/Character";
    case 'S': return "java/lang/Short";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    default: return "java/lang/Double";
    }
}

/* The implementation a call on recv selects: the receiver class's vtable entry of the same
 * name and descriptor (overrides and default methods), else the method itself. */
static Method *virtual_target(Class *k, Method *m)
{
    for (uint32_t i = 0; i < k->vtable_len; i++) {
        Method *v = k->vtable[i];
        if (v == m || (strcmp(v->name, m->name) == 0 && strcmp(v->desc, m->desc) == 0))
            return v;
    }
    return m;
}

/* invoke(Class, index, receiver, Object[] args): the Java side has checked the receiver and
 * converted every argument to its parameter's exact type (primitives as their boxes). An
 * exception of the method stays pending (the Java side wraps it); the result comes boxed,
 * null for void. */
static void n_invoke(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    check_index(c, 1, A_INT(1));
    reflect_call(&c->methods[A_INT(1)], A_REF(2), (Array *)A_REF(3), ret);
}

/* Calls m on recv (ignored for a static method) with the arguments in a, each already of
 * its parameter's exact type (primitives as their boxes): ret[0] the result, boxed, null for
 * void; -1 with the method's exception pending. */
int reflect_call(Method *m, Object *recv, Array *a, uint32_t *ret)
{
    ret[0] = 0;
    Class *c = m->owner;
    uint32_t slots[260];
    int n = 0;
    Method *target = m;
    if (!(m->flags & ACC_STATIC)) {
        if (!recv)
            fatal("reflection: instance method %s.%s without a receiver", c->name, m->name);
        slots[n++] = (uint32_t)(uintptr_t)recv;
        if (!(m->flags & ACC_PRIVATE) && m->name[0] != '<')
            target = virtual_target(recv->tib, m);
    }
    int np = param_count(m->desc);
    if ((np > 0 && (!a || a->length != np)) || np > 255)
        fatal("reflection: %s.%s called with a wrong argument array", c->name, m->name);
    for (int i = 0; i < np; i++) {
        Object *v = ((Object **)ARRAY_DATA(a))[i];
        char k = nth_param(m->desc, i)[0];
        if (k == 'L' || k == '[') {
            slots[n++] = (uint32_t)(uintptr_t)v;
            continue;
        }
        uint8_t *p = box_value(v);
        switch (k) {
        case 'Z': slots[n++] = *(uint8_t *)p; break;
        case 'B': slots[n++] = (uint32_t)(jint) * (jbyte *)p; break;
        case 'C': slots[n++] = *(jchar *)p; break;
        case 'S': slots[n++] = (uint32_t)(jint) * (jshort *)p; break;
        case 'I': case 'F': memcpy(&slots[n++], p, 4); break;
        default: memcpy(&slots[n], p, 8); n += 2; break;
        }
    }
    uint32_t r[2] = {0, 0};
    if (invoke_method(target, slots, r) < 0)
        return -1;
    char rk = strchr(m->desc, ')')[1];
    if (rk == 'V')
        return 0;
    if (rk == 'L' || rk == '[') {
        ret[0] = r[0];
        return 0;
    }
    /* a new box, as HotSpot's reflection makes (not valueOf's cache) */
    Class *bc = load_class(box_name(rk));
    if (!bc || class_init(bc) < 0)
        return -1;
    Object *box = alloc_object(bc);
    if (!box)
        return -1;
    uint8_t *p = box_value(box);
    switch (rk) {
    case 'Z': case 'B': *(uint8_t *)p = (uint8_t)r[0]; break;
    case 'C': case 'S': *(uint16_t *)p = (uint16_t)r[0]; break;
    case 'I': case 'F': memcpy(p, r, 4); break;
    default: memcpy(p, r, 8); break;
    }
    ret[0] = (uint32_t)(uintptr_t)box;
    return 0;
}

/* allocate(Class): a new zeroed instance after initialising the class (the Java side has
 * refused abstract classes, interfaces, arrays and primitives) */
static void n_allocate(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Class *c = arg_class(args, 0);
    if (c->is_prim || c->is_array || (c->access & (ACC_ABSTRACT | ACC_INTERFACE)))
        fatal("reflection: cannot allocate an instance of %s", c->name);
    if (class_init(c) < 0)
        return;
    R_REF(alloc_object(arg_class(args, 0)));
}

const NativeEntry reflect_natives[] = {
    {"jdk/internal/reflect/Reflect.forName0(Ljava/lang/String;Z)Ljava/lang/Class;", n_forName0},
    {"jdk/internal/reflect/Reflect.initialize(Ljava/lang/Class;)V", n_initialize},
    {"jdk/internal/reflect/Reflect.classModifiers(Ljava/lang/Class;)I", n_classModifiers},
    {"jdk/internal/reflect/Reflect.classKind(Ljava/lang/Class;)I", n_classKind},
    {"jdk/internal/reflect/Reflect.simpleBinaryName(Ljava/lang/Class;)Ljava/lang/String;", n_simpleBinaryName},
    {"jdk/internal/reflect/Reflect.declaringClass(Ljava/lang/Class;)Ljava/lang/Class;", n_declaringClass},
    {"jdk/internal/reflect/Reflect.enclosingClass(Ljava/lang/Class;)Ljava/lang/Class;", n_enclosingClass},
    {"jdk/internal/reflect/Reflect.interfaces(Ljava/lang/Class;)[Ljava/lang/Class;", n_interfaces},
    {"jdk/internal/reflect/Reflect.permittedSubclasses(Ljava/lang/Class;)[Ljava/lang/Class;", n_permittedSubclasses},
    {"jdk/internal/reflect/Reflect.nestHost(Ljava/lang/Class;)Ljava/lang/Class;", n_nestHost},
    {"jdk/internal/reflect/Reflect.memberCount(Ljava/lang/Class;I)I", n_memberCount},
    {"jdk/internal/reflect/Reflect.memberName(Ljava/lang/Class;II)Ljava/lang/String;", n_memberName},
    {"jdk/internal/reflect/Reflect.memberModifiers(Ljava/lang/Class;II)I", n_memberModifiers},
    {"jdk/internal/reflect/Reflect.fieldType(Ljava/lang/Class;I)Ljava/lang/Class;", n_fieldType},
    {"jdk/internal/reflect/Reflect.parameterTypes(Ljava/lang/Class;I)[Ljava/lang/Class;", n_parameterTypes},
    {"jdk/internal/reflect/Reflect.returnType(Ljava/lang/Class;I)Ljava/lang/Class;", n_returnType},
    {"jdk/internal/reflect/Reflect.exceptionTypes(Ljava/lang/Class;I)[Ljava/lang/Class;", n_exceptionTypes},
    {"jdk/internal/reflect/Reflect.getPrim(Ljava/lang/Class;ILjava/lang/Object;)J", n_getPrim},
    {"jdk/internal/reflect/Reflect.getRef(Ljava/lang/Class;ILjava/lang/Object;)Ljava/lang/Object;", n_getRef},
    {"jdk/internal/reflect/Reflect.setPrim(Ljava/lang/Class;ILjava/lang/Object;J)V", n_setPrim},
    {"jdk/internal/reflect/Reflect.setRef(Ljava/lang/Class;ILjava/lang/Object;Ljava/lang/Object;)V", n_setRef},
    {"jdk/internal/reflect/Reflect.invoke(Ljava/lang/Class;ILjava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
     n_invoke},
    {"jdk/internal/reflect/Reflect.allocate(Ljava/lang/Class;)Ljava/lang/Object;", n_allocate},
};
const size_t reflect_natives_count = sizeof reflect_natives / sizeof reflect_natives[0];
