/* verify_types.c - verification types (JVMS 4.10.1.2) for the link-time verifier: the
 * per-class table of reference type names, assignability (isAssignable: interfaces as
 * Object, arrays covariant, primitive arrays only to themselves) and the merge of reference
 * types to their first common superclass for type inference. The classes a check needs are
 * loaded (not initialised), as the JDK's verifier does; a class that cannot be loaded ends
 * the verification with the loader's error. */
#include "verify.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void *vt_alloc(Verifier *v, size_t n)
{
    if (v->nallocs == (int)(sizeof v->allocs / sizeof v->allocs[0]))
        vt_error(v, "Method too complex", "more than %d verifier buffers", v->nallocs);
    void *p = xcalloc(n ? n : 1, 1);
    v->allocs[v->nallocs++] = p;
    return p;
}

void vt_free_allocs(Verifier *v)
{
    for (int i = 0; i < v->nallocs; i++)
        free(v->allocs[i]);
    v->nallocs = 0;
}

void vt_free_all(Verifier *v)
{
    vt_free_allocs(v);
    for (uint32_t i = 0; i < v->nnames; i++)
        free(v->names[i]);
    free(v->names);
    free(v->classes);
    free(v->hash);
    v->names = NULL;
    v->classes = NULL;
    v->hash = NULL;
    v->nnames = v->cap = v->hash_size = 0;
}

/* A VerifyError in HotSpot's form: the reason, then the method and bytecode offset. */
_Noreturn void vt_error(Verifier *v, const char *reason, const char *fmt, ...)
{
    char detail[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    if (v->m)
        throw_new("java/lang/VerifyError", "%s in %s.%s%s @%u: %s", reason, v->c->name, v->m->name, v->m->desc,
                  v->pc, detail);
    else
        throw_new("java/lang/VerifyError", "%s in %s: %s", reason, v->c->name, detail);
    longjmp(v->fail, 1);
}

static uint32_t hash_of(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

static void rehash(Verifier *v)
{
    free(v->hash);
    v->hash_size = v->hash_size ? 2 * v->hash_size : 256;
    v->hash = xmalloc(v->hash_size * sizeof(uint32_t));
    for (uint32_t i = 0; i < v->hash_size; i++)
        v->hash[i] = UINT32_MAX;
    for (uint32_t k = 0; k < v->nnames; k++) {
        uint32_t i = hash_of(v->names[k], strlen(v->names[k])) & (v->hash_size - 1);
        while (v->hash[i] != UINT32_MAX)
            i = (i + 1) & (v->hash_size - 1);
        v->hash[i] = k;
    }
}

/* The reference type named by the n bytes at name (an internal class name or an array
 * descriptor). */
VT vt_ref(Verifier *v, const char *name, size_t n)
{
    if (2 * (v->nnames + 1) > v->hash_size)
        rehash(v);
    uint32_t i = hash_of(name, n) & (v->hash_size - 1);
    for (; v->hash[i] != UINT32_MAX; i = (i + 1) & (v->hash_size - 1)) {
        const char *s = v->names[v->hash[i]];
        if (strncmp(s, name, n) == 0 && s[n] == 0)
            return VT_REF | v->hash[i];
    }
    if (v->nnames == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 64;
        char **nn = xmalloc(v->cap * sizeof(char *));
        Class **nc = xcalloc(v->cap, sizeof(Class *));
        if (v->nnames) {
            memcpy(nn, v->names, v->nnames * sizeof(char *));
            memcpy(nc, v->classes, v->nnames * sizeof(Class *));
        }
        free(v->names);
        free(v->classes);
        v->names = nn;
        v->classes = nc;
    }
    char *s = xmalloc(n + 1);
    memcpy(s, name, n);
    s[n] = 0;
    v->names[v->nnames] = s;
    v->hash[i] = v->nnames;
    return VT_REF | v->nnames++;
}

const char *vt_name(Verifier *v, VT t) { return v->names[REF_ID(t)]; }

/* The type of one field descriptor at d (the first of two slots for long and double);
 * *end, when not NULL, gets the position after it. */
VT vt_of_desc(Verifier *v, const char *d, const char **end)
{
    const char *p = d;
    while (*p == '[')
        p++;
    const char *e = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
    if (end)
        *end = e;
    if (p != d)
        return vt_ref(v, d, (size_t)(e - d));
    switch (*d) {
    case 'L': return vt_ref(v, d + 1, (size_t)(e - d - 2));
    case 'J': return VT_LONG;
    case 'D': return VT_DOUBLE;
    case 'F': return VT_FLOAT;
    default: return VT_INT;
    }
}

/* The array type whose elements are of type elem (a reference type or a primitive given as
 * its descriptor character in the name table's sense: "[I" is made by the caller). */
VT vt_array_of(Verifier *v, VT elem)
{
    const char *n = vt_name(v, elem);
    size_t len = strlen(n);
    char *buf = xmalloc(len + 4);
    if (n[0] == '[')
        snprintf(buf, len + 4, "[%s", n);
    else
        snprintf(buf, len + 4, "[L%s;", n);
    VT t = vt_ref(v, buf, strlen(buf));
    free(buf);
    return t;
}

/* The element type of a reference array type (VT_TOP for a primitive array). */
VT vt_elem(Verifier *v, VT array)
{
    const char *n = vt_name(v, array);
    if (n[1] == '[')
        return vt_ref(v, n + 1, strlen(n + 1));
    if (n[1] == 'L')
        return vt_ref(v, n + 2, strlen(n + 2) - 1);
    return VT_TOP;
}

Class *vt_class(Verifier *v, VT t)
{
    uint32_t id = REF_ID(t);
    if (!v->classes[id]) {
        Class *k = strcmp(v->names[id], v->c->name) == 0 ? v->c : load_class(v->names[id]);
        if (!k)
            longjmp(v->fail, 1); /* the loader's error is pending */
        v->classes[id] = k;
    }
    return v->classes[id];
}

int vt_is_interface(Verifier *v, VT t)
{
    return IS_REF(t) && vt_name(v, t)[0] != '[' && t != v->object && vt_class(v, t)->is_interface;
}

void vt_describe(Verifier *v, VT t, char *buf, size_t n)
{
    static const char *const small[] = {"top", "integer", "float", "long", "long_2nd", "double", "double_2nd",
                                        "null", "uninitializedThis", "returnAddress"};
    if (IS_REF(t))
        snprintf(buf, n, "'%s'", vt_name(v, t));
    else if (IS_UNINIT(t))
        snprintf(buf, n, "uninitialized(%u)", t & 0xffff);
    else
        snprintf(buf, n, "%s", t <= VT_RET ? small[t] : "?");
}

static int ref_assignable(Verifier *v, VT from, VT to)
{
    if (from == to || to == v->object)
        return 1;
    const char *nf = vt_name(v, from), *nt = vt_name(v, to);
    if (nt[0] == '[') {
        if (nf[0] != '[')
            return 0;
        if ((nf[1] == 'L' || nf[1] == '[') && (nt[1] == 'L' || nt[1] == '['))
            return ref_assignable(v, vt_elem(v, from), vt_elem(v, to));
        return 0; /* primitive arrays: only the same type (from == to above) */
    }
    Class *t = vt_class(v, to);
    if (t->is_interface)
        return 1;
    if (nf[0] == '[')
        return 0;
    Class *f = vt_class(v, from);
    for (Class *k = f; k; k = k->super)
        if (k == t)
            return 1;
    return 0;
}

/* isAssignable (JVMS 4.10.1.2) */
int vt_assignable(Verifier *v, VT from, VT to)
{
    if (from == to || to == VT_TOP)
        return 1;
    if (!IS_REF(to))
        return 0;
    if (from == VT_NULL)
        return 1;
    return IS_REF(from) && ref_assignable(v, from, to);
}

static VT merge_ref(Verifier *v, VT a, VT b)
{
    if (a == b)
        return a;
    const char *na = vt_name(v, a), *nb = vt_name(v, b);
    if (na[0] == '[' || nb[0] == '[') {
        if (na[0] == '[' && nb[0] == '[' && (na[1] == 'L' || na[1] == '[') && (nb[1] == 'L' || nb[1] == '['))
            return vt_array_of(v, merge_ref(v, vt_elem(v, a), vt_elem(v, b)));
        return v->object;
    }
    Class *ca = vt_class(v, a), *cb = vt_class(v, b);
    if (ca->is_interface || cb->is_interface)
        return v->object;
    for (Class *k = cb; k; k = k->super)
        for (Class *j = ca; j; j = j->super)
            if (j == k)
                return j == ca ? a : j == cb ? b : vt_ref(v, j->name, strlen(j->name));
    return v->object;
}

/* The merge of two types where control flow meets (type inference): equal types stay,
 * reference types meet at their first common superclass, anything else is unusable. */
VT vt_merge(Verifier *v, VT a, VT b)
{
    if (a == b)
        return a;
    if ((IS_REF(a) || a == VT_NULL) && (IS_REF(b) || b == VT_NULL)) {
        if (a == VT_NULL)
            return b;
        if (b == VT_NULL)
            return a;
        return merge_ref(v, a, b);
    }
    return VT_TOP;
}
