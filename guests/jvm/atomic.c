/* atomic.c - the compare-and-set natives of java.util.concurrent.atomic. Green threads
 * switch only at the interpreter's yield points (threads.c), never inside a native, so a
 * native's read-compare-write is atomic; every other atomic operation is a CAS loop in Java.
 * Scalars keep their value in the field `value`; the array forms pass the array itself. */
#include "natives.h"

#define A_REF(i) ((Object *)(uintptr_t)args[i])

static uint32_t value_offset(Object *o, const char *desc, int *cache)
{
    if (*cache < 0) {
        Field *f = find_field(o->tib, "value", desc);
        if (!f)
            fatal("%s has no field value %s", o->tib->name, desc);
        *cache = (int)f->offset;
    }
    return (uint32_t)*cache;
}

static int off_int = -1, off_bool = -1, off_long = -1, off_ref = -1;

static void cas_word(uint32_t *p, uint32_t expect, uint32_t update, uint32_t *ret)
{
    ret[0] = *p == expect;
    if (ret[0])
        *p = update;
}

static void n_int_cas(uint32_t *args, uint32_t *ret)
{
    cas_word(FIELD_PTR(A_REF(0), value_offset(A_REF(0), "I", &off_int)), args[1], args[2], ret);
}

static void n_bool_cas(uint32_t *args, uint32_t *ret)
{
    cas_word(FIELD_PTR(A_REF(0), value_offset(A_REF(0), "I", &off_bool)), args[1], args[2], ret);
}

static void cas_long(uint32_t *p, const uint32_t *expect, const uint32_t *update, uint32_t *ret)
{
    ret[0] = get_long(p) == get_long(expect);
    if (ret[0])
        put_long(p, get_long(update));
}

static void n_long_cas(uint32_t *args, uint32_t *ret)
{
    cas_long(FIELD_PTR(A_REF(0), value_offset(A_REF(0), "J", &off_long)), args + 1, args + 3, ret);
}

static void cas_ref(Object *holder, Object **slot, Object *expect, Object *update, uint32_t *ret)
{
    ret[0] = *slot == expect;
    if (ret[0])
        store_ref(holder, slot, update);
}

static void n_ref_cas(uint32_t *args, uint32_t *ret)
{
    Object *o = A_REF(0);
    cas_ref(o, FIELD_PTR(o, value_offset(o, "Ljava/lang/Object;", &off_ref)), A_REF(1), A_REF(2), ret);
}

/* array forms: (array, index, expect, update); the Java caller checked the index */
static void n_int_array_cas(uint32_t *args, uint32_t *ret)
{
    cas_word((uint32_t *)ARRAY_DATA(A_REF(0)) + args[1], args[2], args[3], ret);
}

static void n_long_array_cas(uint32_t *args, uint32_t *ret)
{
    cas_long((uint32_t *)ARRAY_DATA(A_REF(0)) + 2 * args[1], args + 2, args + 4, ret);
}

static void n_ref_array_cas(uint32_t *args, uint32_t *ret)
{
    cas_ref(A_REF(0), (Object **)ARRAY_DATA(A_REF(0)) + args[1], A_REF(2), A_REF(3), ret);
}

const NativeEntry atomic_natives[] = {
    {"java/util/concurrent/atomic/AtomicInteger.compareAndSet(II)Z", n_int_cas},
    {"java/util/concurrent/atomic/AtomicBoolean.cas(II)Z", n_bool_cas},
    {"java/util/concurrent/atomic/AtomicLong.compareAndSet(JJ)Z", n_long_cas},
    {"java/util/concurrent/atomic/AtomicReference.cas(Ljava/lang/Object;Ljava/lang/Object;)Z", n_ref_cas},
    {"java/util/concurrent/atomic/AtomicIntegerArray.cas([IIII)Z", n_int_array_cas},
    {"java/util/concurrent/atomic/AtomicLongArray.cas([JIJJ)Z", n_long_array_cas},
    {"java/util/concurrent/atomic/AtomicReferenceArray.cas([Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;)Z",
     n_ref_array_cas},
};
const size_t atomic_natives_count = sizeof atomic_natives / sizeof atomic_natives[0];
