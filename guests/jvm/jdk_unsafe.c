/* jdk_unsafe.c - jdk.internal.misc.Unsafe on this VM's object model (-X:classlib=jdk;
 * guests/jdk/BOOT.md sections 3.1 and 5.1).
 *
 * An address is (base, offset): base an object and offset a byte offset from its start
 * (objectFieldOffset, arrayBaseOffset 12 + index * scale), or base null and offset an
 * absolute address (allocateMemory: C heap, outside the collector's memory and its
 * events). Static fields live outside the heap, in the class's `statics`: staticFieldBase
 * gives the class's mirror and staticFieldOffset the field's offset with STATIC_TAG set, so
 * an access through a mirror with the tag reaches the statics (a mirror's own fields have
 * small offsets). 8-byte values are only 4-aligned here, so they are copied with memcpy.
 * Reference stores go through the plan's write barrier (static ones need none: statics
 * are roots). Natives run without preemption, so compare-and-set is atomic. Park and
 * unpark are jdk_threads.c's. */
#include "natives.h"
#include <stdlib.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

#define STATIC_TAG 0x40000000u

/* the address of (base, offset) at args[i], args[i+1..i+2]; *obj the object to barrier
 * for a reference store (NULL: none) */
static void *addr(uint32_t *args, int i, Object **obj)
{
    Object *base = A_REF(i);
    jlong off = get_long(args + i + 1);
    if (obj)
        *obj = base;
    if (!base)
        return (void *)(uintptr_t)(uint32_t)off;
    if ((off & STATIC_TAG) && base->tib == cls_Class) {
        if (obj)
            *obj = NULL;
        return mirror_class(base)->statics + (uint32_t)(off & ~(jlong)STATIC_TAG);
    }
    return FIELD_PTR(base, (uint32_t)off);
}

static void n_nothing(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }

static void n_arrayBaseOffset0(uint32_t *args, uint32_t *ret) { (void)args, R_INT(ARRAY_DATA_OFFSET); }
static void n_arrayIndexScale0(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(1));
    R_INT(c->is_array ? c->elem_size : 0);
}

static Field *named_field(Class *c, Object *name)
{
    char *n = string_to_utf8(name);
    Field *f = NULL;
    for (Class *k = c; k && !f; k = k->super)
        for (int i = 0; i < k->nfields && !f; i++)
            if (strcmp(k->fields[i].name, n) == 0 && !(k->fields[i].flags & FIELD_INJECTED))
                f = &k->fields[i];
    free(n);
    return f;
}

/* objectFieldOffset1(Class, String) */
static void n_objectFieldOffset1(uint32_t *args, uint32_t *ret)
{
    Field *f = named_field(mirror_class(A_REF(1)), A_REF(2));
    if (!f || (f->flags & ACC_STATIC)) {
        throw_new("java/lang/InternalError", NULL);
        return;
    }
    put_long(ret, f->offset);
}

/* a java.lang.reflect.Field's Field: its class and slot (the index in the class's fields) */
static Field *reflected_field(Object *rf)
{
    static uint32_t off_clazz, off_slot;
    if (!off_clazz) {
        Class *c = load_class_or_die("java/lang/reflect/Field");
        off_clazz = find_field(c, "clazz", "Ljava/lang/Class;")->offset;
        off_slot = find_field(c, "slot", "I")->offset;
    }
    Class *c = mirror_class(*(Object **)FIELD_PTR(rf, off_clazz));
    jint slot = *(jint *)FIELD_PTR(rf, off_slot);
    return slot >= 0 && slot < c->nfields ? &c->fields[slot] : NULL;
}

static void n_objectFieldOffset0(uint32_t *args, uint32_t *ret)
{
    Field *f = reflected_field(A_REF(1));
    put_long(ret, f ? f->offset : 0);
}
static void n_staticFieldOffset0(uint32_t *args, uint32_t *ret)
{
    Field *f = reflected_field(A_REF(1));
    put_long(ret, f ? (jlong)(f->offset | STATIC_TAG) : 0);
}
static void n_staticFieldBase0(uint32_t *args, uint32_t *ret)
{
    Field *f = reflected_field(A_REF(1));
    R_REF(f ? class_mirror(f->owner) : NULL);
}

static void n_ensureClassInitialized0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    class_init(mirror_class(A_REF(1)));
}
static void n_shouldBeInitialized0(uint32_t *args, uint32_t *ret)
{
    R_INT(mirror_class(A_REF(1))->state != CLS_INITIALIZED);
}

static void n_allocateInstance(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(1));
    if (c->is_interface || c->is_array || c->is_prim || (c->access & ACC_ABSTRACT) || c == cls_Class) {
        char n[300];
        dotted_name(c, n, sizeof n);
        throw_new("java/lang/InstantiationException", "%s", n);
        return;
    }
    if (class_init(c) < 0)
        return;
    Object *o = alloc_object(c);
    if (o)
        R_REF(o);
}

static void n_throwException(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    throw_object(A_REF(1));
}

/* ---- loads and stores ---- */
#define GETPUT(T, name, R, W)                                                                                  \
    static void n_get##name(uint32_t *args, uint32_t *ret)                                                      \
    {                                                                                                          \
        T v;                                                                                                   \
        memcpy(&v, addr(args, 1, NULL), sizeof v);                                                              \
        R;                                                                                                     \
    }                                                                                                          \
    static void n_put##name(uint32_t *args, uint32_t *ret)                                                      \
    {                                                                                                          \
        (void)ret;                                                                                             \
        T v = W;                                                                                               \
        memcpy(addr(args, 1, NULL), &v, sizeof v);                                                              \
    }
GETPUT(jint, Int, R_INT(v), (jint)args[4])
GETPUT(jbyte, Byte, R_INT(v), (jbyte)args[4])
GETPUT(jshort, Short, R_INT(v), (jshort)args[4])
GETPUT(jchar, Char, R_INT(v), (jchar)args[4])
GETPUT(uint8_t, Boolean, R_INT(v != 0), (uint8_t)(args[4] != 0))
GETPUT(jfloat, Float, memcpy(ret, &v, 4), get_float(args + 4))
GETPUT(jlong, Long, put_long(ret, v), get_long(args + 4))
GETPUT(jdouble, Double, put_double(ret, v), get_double(args + 4))

static void n_getReference(uint32_t *args, uint32_t *ret) { R_REF(*(Object **)addr(args, 1, NULL)); }
static void n_putReference(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Object *o;
    Object **slot = addr(args, 1, &o);
    if (o)
        store_ref(o, slot, A_REF(4));
    else
        *slot = A_REF(4);
}

/* compareAndSet/compareAndExchange: (this, base, offset, expected, new) */
static void n_casInt(uint32_t *args, uint32_t *ret)
{
    jint *p = addr(args, 1, NULL);
    int ok = *p == (jint)args[4];
    if (ok)
        *p = (jint)args[5];
    R_INT(ok);
}
static void n_caxInt(uint32_t *args, uint32_t *ret)
{
    jint *p = addr(args, 1, NULL), old = *p;
    if (old == (jint)args[4])
        *p = (jint)args[5];
    R_INT(old);
}
static void n_casLong(uint32_t *args, uint32_t *ret)
{
    void *p = addr(args, 1, NULL);
    jlong old;
    memcpy(&old, p, 8);
    int ok = old == get_long(args + 4);
    if (ok) {
        jlong v = get_long(args + 6);
        memcpy(p, &v, 8);
    }
    R_INT(ok);
}
static void n_caxLong(uint32_t *args, uint32_t *ret)
{
    void *p = addr(args, 1, NULL);
    jlong old;
    memcpy(&old, p, 8);
    if (old == get_long(args + 4)) {
        jlong v = get_long(args + 6);
        memcpy(p, &v, 8);
    }
    put_long(ret, old);
}
static Object *cas_ref(uint32_t *args, int *ok)
{
    Object *o;
    Object **slot = addr(args, 1, &o), *old = *slot;
    *ok = old == A_REF(4);
    if (*ok) {
        if (o)
            store_ref(o, slot, A_REF(5));
        else
            *slot = A_REF(5);
    }
    return old;
}
static void n_casReference(uint32_t *args, uint32_t *ret)
{
    int ok;
    cas_ref(args, &ok);
    R_INT(ok);
}
static void n_caxReference(uint32_t *args, uint32_t *ret)
{
    int ok;
    R_REF(cas_ref(args, &ok));
}

/* ---- raw memory (C heap) ---- */
static void n_allocateMemory0(uint32_t *args, uint32_t *ret)
{
    jlong n = get_long(args + 1);
    void *p = n > 0 && n < 0x7fffffff ? calloc(1, (size_t)n) : NULL;
    if (n && !p) {
        throw_new("java/lang/OutOfMemoryError", "Unable to allocate %lld bytes", (long long)n);
        return;
    }
    put_long(ret, (jlong)(uintptr_t)p);
}
static void n_reallocateMemory0(uint32_t *args, uint32_t *ret)
{
    void *old = (void *)(uintptr_t)(uint32_t)get_long(args + 1);
    jlong n = get_long(args + 3);
    void *p = n > 0 && n < 0x7fffffff ? realloc(old, (size_t)n) : NULL;
    if (n && !p) {
        throw_new("java/lang/OutOfMemoryError", "Unable to allocate %lld bytes", (long long)n);
        return;
    }
    put_long(ret, (jlong)(uintptr_t)p);
}
static void n_freeMemory0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    free((void *)(uintptr_t)(uint32_t)get_long(args + 1));
}
/* setMemory0(Object base, long offset, long bytes, byte value) */
static void n_setMemory0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    memset(addr(args, 1, NULL), (int)(jbyte)args[6], (size_t)get_long(args + 4));
}
/* copyMemory0(Object srcBase, long srcOffset, Object destBase, long destOffset, long bytes):
 * primitive data only (the JDK never copies references this way) */
static void n_copyMemory0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    memmove(addr(args, 4, NULL), addr(args, 1, NULL), (size_t)get_long(args + 7));
}
/* copySwapMemory0(src, srcOffset, dest, destOffset, bytes, elemSize) */
static void n_copySwapMemory0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    uint8_t *s = addr(args, 1, NULL), *d = addr(args, 4, NULL);
    size_t n = (size_t)get_long(args + 7), e = (size_t)get_long(args + 9);
    uint8_t tmp[8];
    for (size_t i = 0; e && e <= 8 && i + e <= n; i += e) {
        for (size_t k = 0; k < e; k++)
            tmp[k] = s[i + e - 1 - k];
        memcpy(d + i, tmp, e);
    }
}

static void n_getLoadAverage0(uint32_t *args, uint32_t *ret) { (void)args, R_INT(-1); }

const NativeEntry jdk_unsafe_natives[] = {
    {"jdk/internal/misc/Unsafe.registerNatives()V", n_nothing},
    {"jdk/internal/misc/Unsafe.arrayBaseOffset0(Ljava/lang/Class;)I", n_arrayBaseOffset0},
    {"jdk/internal/misc/Unsafe.arrayIndexScale0(Ljava/lang/Class;)I", n_arrayIndexScale0},
    {"jdk/internal/misc/Unsafe.objectFieldOffset0(Ljava/lang/reflect/Field;)J", n_objectFieldOffset0},
    {"jdk/internal/misc/Unsafe.objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J", n_objectFieldOffset1},
    {"jdk/internal/misc/Unsafe.staticFieldOffset0(Ljava/lang/reflect/Field;)J", n_staticFieldOffset0},
    {"jdk/internal/misc/Unsafe.staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;", n_staticFieldBase0},
    {"jdk/internal/misc/Unsafe.ensureClassInitialized0(Ljava/lang/Class;)V", n_ensureClassInitialized0},
    {"jdk/internal/misc/Unsafe.shouldBeInitialized0(Ljava/lang/Class;)Z", n_shouldBeInitialized0},
    {"jdk/internal/misc/Unsafe.allocateInstance(Ljava/lang/Class;)Ljava/lang/Object;", n_allocateInstance},
    {"jdk/internal/misc/Unsafe.throwException(Ljava/lang/Throwable;)V", n_throwException},
    {"jdk/internal/misc/Unsafe.getInt(Ljava/lang/Object;J)I", n_getInt},
    {"jdk/internal/misc/Unsafe.putInt(Ljava/lang/Object;JI)V", n_putInt},
    {"jdk/internal/misc/Unsafe.getIntVolatile(Ljava/lang/Object;J)I", n_getInt},
    {"jdk/internal/misc/Unsafe.putIntVolatile(Ljava/lang/Object;JI)V", n_putInt},
    {"jdk/internal/misc/Unsafe.getByte(Ljava/lang/Object;J)B", n_getByte},
    {"jdk/internal/misc/Unsafe.putByte(Ljava/lang/Object;JB)V", n_putByte},
    {"jdk/internal/misc/Unsafe.getByteVolatile(Ljava/lang/Object;J)B", n_getByte},
    {"jdk/internal/misc/Unsafe.putByteVolatile(Ljava/lang/Object;JB)V", n_putByte},
    {"jdk/internal/misc/Unsafe.getShort(Ljava/lang/Object;J)S", n_getShort},
    {"jdk/internal/misc/Unsafe.putShort(Ljava/lang/Object;JS)V", n_putShort},
    {"jdk/internal/misc/Unsafe.getShortVolatile(Ljava/lang/Object;J)S", n_getShort},
    {"jdk/internal/misc/Unsafe.putShortVolatile(Ljava/lang/Object;JS)V", n_putShort},
    {"jdk/internal/misc/Unsafe.getChar(Ljava/lang/Object;J)C", n_getChar},
    {"jdk/internal/misc/Unsafe.putChar(Ljava/lang/Object;JC)V", n_putChar},
    {"jdk/internal/misc/Unsafe.getCharVolatile(Ljava/lang/Object;J)C", n_getChar},
    {"jdk/internal/misc/Unsafe.putCharVolatile(Ljava/lang/Object;JC)V", n_putChar},
    {"jdk/internal/misc/Unsafe.getBoolean(Ljava/lang/Object;J)Z", n_getBoolean},
    {"jdk/internal/misc/Unsafe.putBoolean(Ljava/lang/Object;JZ)V", n_putBoolean},
    {"jdk/internal/misc/Unsafe.getBooleanVolatile(Ljava/lang/Object;J)Z", n_getBoolean},
    {"jdk/internal/misc/Unsafe.putBooleanVolatile(Ljava/lang/Object;JZ)V", n_putBoolean},
    {"jdk/internal/misc/Unsafe.getFloat(Ljava/lang/Object;J)F", n_getFloat},
    {"jdk/internal/misc/Unsafe.putFloat(Ljava/lang/Object;JF)V", n_putFloat},
    {"jdk/internal/misc/Unsafe.getFloatVolatile(Ljava/lang/Object;J)F", n_getFloat},
    {"jdk/internal/misc/Unsafe.putFloatVolatile(Ljava/lang/Object;JF)V", n_putFloat},
    {"jdk/internal/misc/Unsafe.getLong(Ljava/lang/Object;J)J", n_getLong},
    {"jdk/internal/misc/Unsafe.putLong(Ljava/lang/Object;JJ)V", n_putLong},
    {"jdk/internal/misc/Unsafe.getLongVolatile(Ljava/lang/Object;J)J", n_getLong},
    {"jdk/internal/misc/Unsafe.putLongVolatile(Ljava/lang/Object;JJ)V", n_putLong},
    {"jdk/internal/misc/Unsafe.getDouble(Ljava/lang/Object;J)D", n_getDouble},
    {"jdk/internal/misc/Unsafe.putDouble(Ljava/lang/Object;JD)V", n_putDouble},
    {"jdk/internal/misc/Unsafe.getDoubleVolatile(Ljava/lang/Object;J)D", n_getDouble},
    {"jdk/internal/misc/Unsafe.putDoubleVolatile(Ljava/lang/Object;JD)V", n_putDouble},
    {"jdk/internal/misc/Unsafe.getReference(Ljava/lang/Object;J)Ljava/lang/Object;", n_getReference},
    {"jdk/internal/misc/Unsafe.putReference(Ljava/lang/Object;JLjava/lang/Object;)V", n_putReference},
    {"jdk/internal/misc/Unsafe.getReferenceVolatile(Ljava/lang/Object;J)Ljava/lang/Object;", n_getReference},
    {"jdk/internal/misc/Unsafe.putReferenceVolatile(Ljava/lang/Object;JLjava/lang/Object;)V", n_putReference},
    {"jdk/internal/misc/Unsafe.compareAndSetInt(Ljava/lang/Object;JII)Z", n_casInt},
    {"jdk/internal/misc/Unsafe.compareAndExchangeInt(Ljava/lang/Object;JII)I", n_caxInt},
    {"jdk/internal/misc/Unsafe.compareAndSetLong(Ljava/lang/Object;JJJ)Z", n_casLong},
    {"jdk/internal/misc/Unsafe.compareAndExchangeLong(Ljava/lang/Object;JJJ)J", n_caxLong},
    {"jdk/internal/misc/Unsafe.compareAndSetReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", n_casReference},
    {"jdk/internal/misc/Unsafe.compareAndExchangeReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
     n_caxReference},
    {"jdk/internal/misc/Unsafe.allocateMemory0(J)J", n_allocateMemory0},
    {"jdk/internal/misc/Unsafe.reallocateMemory0(JJ)J", n_reallocateMemory0},
    {"jdk/internal/misc/Unsafe.freeMemory0(J)V", n_freeMemory0},
    {"jdk/internal/misc/Unsafe.setMemory0(Ljava/lang/Object;JJB)V", n_setMemory0},
    {"jdk/internal/misc/Unsafe.copyMemory0(Ljava/lang/Object;JLjava/lang/Object;JJ)V", n_copyMemory0},
    {"jdk/internal/misc/Unsafe.copySwapMemory0(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", n_copySwapMemory0},
    {"jdk/internal/misc/Unsafe.fullFence()V", n_nothing},
    {"jdk/internal/misc/Unsafe.loadFence()V", n_nothing},
    {"jdk/internal/misc/Unsafe.storeFence()V", n_nothing},
    {"jdk/internal/misc/Unsafe.getLoadAverage0([DI)I", n_getLoadAverage0},
};
const size_t jdk_unsafe_natives_count = sizeof jdk_unsafe_natives / sizeof jdk_unsafe_natives[0];
