/* jdk_array.c - java.lang.reflect.Array under OpenJDK's library (-X:classlib=jdk), as HotSpot's
 * JVM_GetArrayElement/JVM_SetArrayElement/JVM_GetPrimitiveArrayElement/JVM_NewMultiArray do
 * it: an element is read or written with the widening primitive conversions of JLS 5.1.2
 * (Reflection::widen), boxed for get and unboxed for set; a value that does not widen is an
 * IllegalArgumentException ("argument type mismatch"), an object of the wrong type for a
 * reference array one too ("array element type mismatch"), and so is anything not an array
 * ("Argument is not an array"). */
#include "natives.h"
#include "quick.h"
#include <stdlib.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

/* a primitive value: integral kinds in l, float and double in d */
typedef struct {
    char kind;
    jlong l;
    jdouble d;
} Prim;

/* JLS 5.1.2: identity, or byte < short < int < long < float < double, char into int and up */
static int widens(char from, char to)
{
    static const char rank[] = "BSIJFD";
    if (from == to)
        return 1;
    if (from == 'Z' || to == 'Z' || to == 'C' || (from == 'C' && to == 'S'))
        return 0;
    const char *f = strchr(rank, from == 'C' ? 'I' : from), *t = strchr(rank, to);
    return f && t && (from == 'C' ? t >= f : t > f);
}

static void prim_read(char kind, const void *p, Prim *v)
{
    v->kind = kind;
    switch (kind) {
    case 'Z': v->l = *(const uint8_t *)p; break;
    case 'B': v->l = *(const jbyte *)p; break;
    case 'C': v->l = *(const jchar *)p; break;
    case 'S': v->l = *(const jshort *)p; break;
    case 'I': v->l = *(const jint *)p; break;
    case 'J': v->l = get_long(p); break;
    case 'F': v->d = get_float(p); break;
    default: v->d = get_double(p); break;
    }
    if (kind != 'F' && kind != 'D')
        v->d = (jdouble)v->l;
}

/* writes v as kind `to` (a widening the caller checked) */
static void prim_write(char to, void *p, const Prim *v)
{
    switch (to) {
    case 'Z': *(uint8_t *)p = (uint8_t)v->l; break;
    case 'B': *(jbyte *)p = (jbyte)v->l; break;
    case 'C': *(jchar *)p = (jchar)v->l; break;
    case 'S': *(jshort *)p = (jshort)v->l; break;
    case 'I': *(jint *)p = (jint)v->l; break;
    case 'J': put_long(p, v->l); break;
    case 'F': put_float(p, v->kind == 'D' || v->kind == 'F' ? (jfloat)v->d : (jfloat)v->l); break;
    default: put_double(p, v->kind == 'D' || v->kind == 'F' ? v->d : (jdouble)v->l); break;
    }
}

static char box_kind(Object *o)
{
    for (const char *k = "ZBCSIJFD"; o && *k; k++)
        if (strcmp(o->tib->name, box_name(*k)) == 0)
            return *k;
    return 0;
}

static Object *box_new(char kind, const Prim *v)
{
    Class *bc = load_class(box_name(kind));
    Object *b = bc && class_init(bc) == 0 ? alloc_object(bc) : NULL;
    if (b)
        prim_write(kind, box_value(b), v);
    return b;
}

static void mismatch(void) { throw_new("java/lang/IllegalArgumentException", "argument type mismatch"); }

/* box, or a new box of kind `to` holding its value widened (reflection's arguments); NULL +
 * IllegalArgumentException when it is no box or does not widen */
Object *box_widened(Object *box, char to)
{
    char from = box_kind(box);
    if (!from || !widens(from, to)) {
        mismatch();
        return NULL;
    }
    if (from == to)
        return box;
    Prim v;
    prim_read(from, box_value(box), &v);
    return box_new(to, &v);
}

/* the array and index of args[0], args[1], or NULL + pending */
static Array *element(uint32_t *args)
{
    Object *o = A_REF(0);
    if (!o) {
        throw_new("java/lang/NullPointerException", NULL);
        return NULL;
    }
    if (!o->tib->is_array) {
        throw_new("java/lang/IllegalArgumentException", "Argument is not an array");
        return NULL;
    }
    Array *a = (Array *)o;
    if (A_INT(1) < 0 || A_INT(1) >= a->length) {
        throw_new("java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", A_INT(1),
                  a->length);
        return NULL;
    }
    return a;
}

static char elem_kind(Array *a) { return a->tib->elem_is_ref ? 0 : (char)a->tib->elem->prim_kind; }
static void *elem_at(Array *a, jint i) { return (uint8_t *)ARRAY_DATA(a) + (size_t)i * a->tib->elem_size; }

static void n_getLength(uint32_t *args, uint32_t *ret)
{
    Object *o = A_REF(0);
    if (!o)
        throw_new("java/lang/NullPointerException", NULL);
    else if (!o->tib->is_array)
        throw_new("java/lang/IllegalArgumentException", "Argument is not an array");
    else
        R_INT(((Array *)o)->length);
}

static void n_get(uint32_t *args, uint32_t *ret)
{
    Array *a = element(args);
    if (!a)
        return;
    char k = elem_kind(a);
    if (!k) {
        R_REF(((Object **)ARRAY_DATA(a))[A_INT(1)]);
        return;
    }
    Prim v;
    prim_read(k, elem_at(a, A_INT(1)), &v);
    R_REF(box_new(k, &v));
}

/* getX: the element widened to kind `to`; the result as the method returns it */
static void get_prim(uint32_t *args, uint32_t *ret, char to)
{
    Array *a = element(args);
    if (!a)
        return;
    char k = elem_kind(a);
    if (!k || !widens(k, to)) {
        mismatch();
        return;
    }
    Prim v;
    prim_read(k, elem_at(a, A_INT(1)), &v);
    uint32_t w[2] = {0, 0};
    prim_write(to, w, &v);
    switch (to) {
    case 'Z': ret[0] = *(uint8_t *)w; break;
    case 'B': ret[0] = (uint32_t)(jint) * (jbyte *)w; break;
    case 'C': ret[0] = *(jchar *)w; break;
    case 'S': ret[0] = (uint32_t)(jint) * (jshort *)w; break;
    case 'J': case 'D': ret[0] = w[0], ret[1] = w[1]; break;
    default: ret[0] = w[0]; break;
    }
}
#define GET(K, name) static void n_get##name(uint32_t *args, uint32_t *ret) { get_prim(args, ret, K); }
GET('Z', Boolean) GET('B', Byte) GET('C', Char) GET('S', Short) GET('I', Int) GET('J', Long) GET('F', Float)
GET('D', Double)
#undef GET

static void n_set(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Array *a = element(args);
    if (!a)
        return;
    Object *v = A_REF(2);
    char k = elem_kind(a);
    if (!k) {
        if (v && !is_subclass(v->tib, a->tib->elem)) {
            throw_new("java/lang/IllegalArgumentException", "array element type mismatch");
            return;
        }
        store_ref((Object *)a, (Object **)ARRAY_DATA(a) + A_INT(1), v);
        return;
    }
    char vk = box_kind(v);
    if (!vk || !widens(vk, k)) {
        mismatch();
        return;
    }
    Prim p;
    prim_read(vk, box_value(v), &p);
    prim_write(k, elem_at(a, A_INT(1)), &p);
}

/* setX(array, index, x): x (args[2], and args[3] for long and double) widened to the element */
static void set_prim(uint32_t *args, char from)
{
    Array *a = element(args);
    if (!a)
        return;
    char k = elem_kind(a);
    if (!k || !widens(from, k)) {
        mismatch();
        return;
    }
    Prim p;
    uint32_t w[2] = {args[2], from == 'J' || from == 'D' ? args[3] : 0};
    switch (from) {
    case 'Z': case 'B': case 'S': case 'I': case 'C': {
        jint x = (jint)w[0];
        prim_read('I', &x, &p);
        p.kind = from;
        break;
    }
    default: prim_read(from, w, &p); break;
    }
    prim_write(k, elem_at(a, A_INT(1)), &p);
}
#define SET(K, name)                                                                                                   \
    static void n_set##name(uint32_t *args, uint32_t *ret) { (void)ret, set_prim(args, K); }
SET('Z', Boolean) SET('B', Byte) SET('C', Char) SET('S', Short) SET('I', Int) SET('J', Long) SET('F', Float)
SET('D', Double)
#undef SET

/* multiNewArray(componentType, dimensions) */
static void n_multiNewArray(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Object *cm = A_REF(0);
    Array *dims = (Array *)A_REF(1);
    if (!cm || !dims) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    Class *c = mirror_class(cm);
    int n = dims->length, depth = n;
    for (Class *e = c; e->is_array; e = e->elem)
        depth++;
    if (n == 0 || depth > 255 || (c->is_prim && c->prim_kind == 'V')) {
        throw_new("java/lang/IllegalArgumentException", NULL);
        return;
    }
    uint32_t counts[255];
    for (int i = 0; i < n; i++) {
        counts[i] = (uint32_t)((jint *)ARRAY_DATA(dims))[i];
        if ((jint)counts[i] < 0) {
            throw_new("java/lang/NegativeArraySizeException", "%d", (jint)counts[i]);
            return;
        }
    }
    Class *ac = c;
    for (int i = 0; i < n; i++)
        ac = array_class_of(ac);
    R_REF(multianewarray(ac, n, counts));
}

#define ARR "java/lang/reflect/Array."
#define O "Ljava/lang/Object;"
const NativeEntry jdk_array_natives[] = {
    {ARR "getLength(" O ")I", n_getLength},
    {ARR "get(" O "I)" O, n_get},
    {ARR "getBoolean(" O "I)Z", n_getBoolean},
    {ARR "getByte(" O "I)B", n_getByte},
    {ARR "getChar(" O "I)C", n_getChar},
    {ARR "getShort(" O "I)S", n_getShort},
    {ARR "getInt(" O "I)I", n_getInt},
    {ARR "getLong(" O "I)J", n_getLong},
    {ARR "getFloat(" O "I)F", n_getFloat},
    {ARR "getDouble(" O "I)D", n_getDouble},
    {ARR "set(" O "I" O ")V", n_set},
    {ARR "setBoolean(" O "IZ)V", n_setBoolean},
    {ARR "setByte(" O "IB)V", n_setByte},
    {ARR "setChar(" O "IC)V", n_setChar},
    {ARR "setShort(" O "IS)V", n_setShort},
    {ARR "setInt(" O "II)V", n_setInt},
    {ARR "setLong(" O "IJ)V", n_setLong},
    {ARR "setFloat(" O "IF)V", n_setFloat},
    {ARR "setDouble(" O "ID)V", n_setDouble},
    {ARR "multiNewArray(Ljava/lang/Class;[I)" O, n_multiNewArray},
};
const size_t jdk_array_natives_count = sizeof jdk_array_natives / sizeof jdk_array_natives[0];
