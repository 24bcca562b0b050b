/* strings.c - java.lang.String objects made by the VM and the intern table.
 * Two layouts, told apart by String's fields at start-up: the bundled library's (char[]
 * value, int offset, int count) and OpenJDK's (byte[] value, byte coder: LATIN1 0, one byte
 * a char, when every char is at most 0xFF, as HotSpot makes them; else UTF16 1, two bytes a
 * char in the platform's order, big-endian here, as StringUTF16.isBigEndian() says). The
 * rest of the VM sees chars only. Interned strings are roots of the collector. */
#include "exec.h"
#include <stdlib.h>

static uint32_t off_value, off_offset, off_count, off_coder;
static int has_offset;
static int jdk_layout;         /* OpenJDK's String: byte[] value + coder */
static Class *value_class;     /* char[] or byte[] */

/* intern table: strings in insertion order (the roots) + an index hash */
static Object **interned;
static uint32_t ninterned, cap_interned;
static uint32_t *index_table; /* 1 + index into interned, 0 empty */
static uint32_t index_size;

static uint32_t field_offset(const char *name, const char *desc, int required)
{
    Field *f = find_field(cls_String, name, desc);
    if (!f) {
        if (required)
            fatal("java.lang.String has no field %s %s (see INTERFACE-NOTES.md)", desc, name);
        return 0;
    }
    return f->offset;
}

void strings_boot(void)
{
    jdk_layout = find_field(cls_String, "value", "[B") && find_field(cls_String, "coder", "B");
    if (jdk_layout) {
        off_value = field_offset("value", "[B", 1);
        off_coder = field_offset("coder", "B", 1);
        value_class = array_class_of(prim_class_for('B'));
        return;
    }
    off_value = field_offset("value", "[C", 1);
    off_count = field_offset("count", "I", 0);
    off_offset = field_offset("offset", "I", 0);
    has_offset = off_offset != 0;
    value_class = cls_char_array;
}

static Array *str_value(Object *s) { return *(Array **)FIELD_PTR(s, off_value); }
static jint str_offset(Object *s) { return has_offset ? *(jint *)FIELD_PTR(s, off_offset) : 0; }
static jint str_count(Object *s) { return off_count ? *(jint *)FIELD_PTR(s, off_count) : str_value(s)->length; }

/* The string's chars: in its own array (the bundled layout, or a UTF16 JDK string), or for
 * a LATIN1 JDK string widened into *tmp, which the caller frees (NULL otherwise). */
static const jchar *str_chars(Object *s, jint *n, jchar **tmp)
{
    *tmp = NULL;
    Array *v = str_value(s);
    if (!jdk_layout) {
        *n = str_count(s);
        return (const jchar *)ARRAY_DATA(v) + str_offset(s);
    }
    if (*(jbyte *)FIELD_PTR(s, off_coder)) {
        *n = v->length / 2;
        return (const jchar *)ARRAY_DATA(v);
    }
    *n = v->length;
    const uint8_t *b = (const uint8_t *)ARRAY_DATA(v);
    jchar *c = *tmp = xmalloc((size_t)*n * sizeof(jchar) + 1);
    for (jint i = 0; i < *n; i++)
        c[i] = b[i];
    return c;
}

Object *new_string_chars(const jchar *c, int n)
{
    int latin1 = jdk_layout;
    for (int i = 0; i < n && latin1; i++)
        latin1 = c[i] <= 0xff;
    int length = jdk_layout && !latin1 ? 2 * n : n;
    Array *a = alloc_array(value_class, length);
    if (!a)
        return NULL;
    if (latin1)
        for (int i = 0; i < n; i++)
            ((uint8_t *)ARRAY_DATA(a))[i] = (uint8_t)c[i];
    else
        memcpy(ARRAY_DATA(a), c, (size_t)n * 2);
    int h = handle_push((Object *)a);
    Object *s = alloc_object(cls_String);
    a = (Array *)handles[h];
    handle_pop(1);
    if (!s)
        return NULL;
    store_ref(s, (Object **)FIELD_PTR(s, off_value), (Object *)a);
    if (jdk_layout)
        *(jbyte *)FIELD_PTR(s, off_coder) = latin1 ? 0 : 1;
    if (off_count)
        *(jint *)FIELD_PTR(s, off_count) = n;
    return s;
}

/* modified UTF-8 (JVMS 4.4.7) to UTF-16 */
static jchar *decode_utf8(const char *s, int *n)
{
    size_t len = strlen(s);
    jchar *out = xmalloc((len + 1) * sizeof(jchar));
    int k = 0;
    const uint8_t *p = (const uint8_t *)s;
    while (*p) {
        if (p[0] < 0x80) {
            out[k++] = p[0];
            p++;
        } else if ((p[0] & 0xe0) == 0xc0 && p[1]) {
            out[k++] = (jchar)((p[0] & 0x1f) << 6 | (p[1] & 0x3f));
            p += 2;
        } else if ((p[0] & 0xf0) == 0xe0 && p[1] && p[2]) {
            out[k++] = (jchar)((p[0] & 0x0f) << 12 | (p[1] & 0x3f) << 6 | (p[2] & 0x3f));
            p += 3;
        } else {
            out[k++] = 0xfffd;
            p++;
        }
    }
    *n = k;
    return out;
}

Object *new_string_utf8(const char *s)
{
    int n;
    jchar *c = decode_utf8(s, &n);
    Object *o = new_string_chars(c, n);
    free(c);
    return o;
}

char *string_to_utf8(Object *s)
{
    jint n;
    jchar *tmp;
    const jchar *c = str_chars(s, &n, &tmp);
    char *out = xmalloc((size_t)n * 3 + 1), *q = out;
    for (jint i = 0; i < n; i++) {
        jchar ch = c[i];
        if (ch >= 1 && ch < 0x80) {
            *q++ = (char)ch;
        } else if (ch < 0x800) {
            *q++ = (char)(0xc0 | ch >> 6);
            *q++ = (char)(0x80 | (ch & 0x3f));
        } else {
            *q++ = (char)(0xe0 | ch >> 12);
            *q++ = (char)(0x80 | ((ch >> 6) & 0x3f));
            *q++ = (char)(0x80 | (ch & 0x3f));
        }
    }
    *q = 0;
    free(tmp);
    return out;
}

static uint32_t hash_chars(const jchar *c, jint n)
{
    uint32_t h = 0;
    for (jint i = 0; i < n; i++)
        h = 31 * h + c[i];
    return h;
}

static int equal_chars(Object *s, const jchar *c, jint n)
{
    jint m;
    jchar *tmp;
    const jchar *d = str_chars(s, &m, &tmp);
    int eq = m == n && memcmp(c, d, (size_t)n * 2) == 0;
    free(tmp);
    return eq;
}

static void index_insert(uint32_t idx)
{
    jint n;
    jchar *tmp;
    const jchar *c = str_chars(interned[idx], &n, &tmp);
    uint32_t i = hash_chars(c, n) & (index_size - 1);
    free(tmp);
    while (index_table[i])
        i = (i + 1) & (index_size - 1);
    index_table[i] = idx + 1;
}

static int64_t find_interned(const jchar *c, jint n)
{
    if (!index_size)
        return -1;
    for (uint32_t i = hash_chars(c, n) & (index_size - 1); index_table[i]; i = (i + 1) & (index_size - 1))
        if (equal_chars(interned[index_table[i] - 1], c, n))
            return index_table[i] - 1;
    return -1;
}

static uint32_t add_interned(Object *s)
{
    if (ninterned == cap_interned) {
        cap_interned = cap_interned ? 2 * cap_interned : 1024;
        Object **n = xcalloc(cap_interned, sizeof(Object *));
        if (ninterned)
            memcpy(n, interned, ninterned * sizeof(Object *));
        free(interned);
        interned = n;
    }
    interned[ninterned] = s;
    if (2 * (ninterned + 1) > index_size) {
        free(index_table);
        index_size = index_size ? 2 * index_size : 2048;
        index_table = xcalloc(index_size, sizeof(uint32_t));
        for (uint32_t i = 0; i < ninterned; i++)
            index_insert(i);
    }
    index_insert(ninterned);
    return ninterned++;
}

/* returns the index of the interned string, or UINT32_MAX with an exception pending */
uint32_t intern_utf8(const char *s)
{
    int n;
    jchar *c = decode_utf8(s, &n);
    int64_t found = find_interned(c, n);
    if (found >= 0) {
        free(c);
        return (uint32_t)found;
    }
    Object *o = new_string_chars(c, n);
    free(c);
    if (!o)
        return UINT32_MAX;
    return add_interned(o);
}

Object *intern_get(uint32_t index) { return index < ninterned ? interned[index] : NULL; }

Object *intern_string(Object *s)
{
    jint n;
    jchar *tmp;
    const jchar *c = str_chars(s, &n, &tmp);
    int64_t found = find_interned(c, n);
    free(tmp);
    if (found >= 0)
        return interned[found];
    add_interned(s);
    return s;
}

/* The index hashes contents, not addresses, so moving strings needs no rehash. */
/* deaths.c: the intern table (it only grows) */
Object **strings_interned(uint32_t *n)
{
    *n = ninterned;
    return interned;
}

void strings_enumerate_roots(Trace *t)
{
    for (uint32_t i = 0; i < ninterned; i++)
        t->visit(t, &interned[i]);
}
