/* slowpath.c - first execution of field, invoke and new instructions: resolution, class
 * initialisation (JVMS 5.5 triggers), then rewriting into the quick forms of quick.h. */
#include "exec.h"
#include "quick.h"

static void put_u2(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

int quicken_field(Frame *f, uint8_t *pc)
{
    uint8_t op = *pc;
    int is_static = op == 0xb2 || op == 0xb3, is_put = op == 0xb3 || op == 0xb5;
    Field *fl = resolve_field(f->m->owner, (uint16_t)(pc[1] << 8 | pc[2]), is_static);
    if (!fl)
        return -1;
    int k;
    switch (fl->kind) {
    case 'J': case 'D': k = 1; break;
    case 'B': case 'Z': k = 2; break;
    case 'C': k = 3; break;
    case 'S': k = is_put ? 3 : 4; break;
    case 'L': case '[': k = is_put ? 4 : 0; break;
    default: k = 0; break;
    }
    if (is_static) {
        if (class_init(fl->owner) < 0)
            return -1;
        f->m->owner->cp[(uint16_t)(pc[1] << 8 | pc[2])].addr = fl->owner->statics + fl->offset;
        *pc = (uint8_t)((is_put ? Q_PUTSTATIC_W : Q_GETSTATIC_W) + k);
    } else {
        put_u2(pc + 1, fl->offset);
        *pc = (uint8_t)((is_put ? Q_PUTFIELD_W : Q_GETFIELD_W) + k);
    }
    return 1;
}

int quicken_new(Frame *f, uint8_t *pc)
{
    Class *c = resolve_class(f->m->owner, (uint16_t)(pc[1] << 8 | pc[2]));
    if (!c)
        return -1;
    if (c->is_interface || (c->access & ACC_ABSTRACT)) {
        throw_new("java/lang/InstantiationError", "%s", c->name);
        return -1;
    }
    if (class_init(c) < 0)
        return -1;
    *pc = Q_NEW;
    return 1;
}

/* invokeinterface targets: a two-way set-associative cache keyed by (receiver class,
 * interface method), the most recent of a set first. It was direct-mapped: two hot pairs
 * whose metadata addresses happened to share a slot evicted each other at every call and
 * paid the vtable search (name and descriptor compares) each time, so one small change in
 * the VM's malloc layout moved db -s1 by 3.7 M instructions (2 %). With two ways such a
 * pair alternates between the ways instead. */
#define ICACHE_SETS 1024
typedef struct { Class *c; Method *im, *target; } IcacheEntry;
static IcacheEntry icache[ICACHE_SETS][2];

Method *interface_target(Class *c, Method *im)
{
    uint32_t h = (((uint32_t)(uintptr_t)c >> 3) ^ ((uint32_t)(uintptr_t)im >> 2)) & (ICACHE_SETS - 1);
    IcacheEntry *set = icache[h];
    if (set[0].c == c && set[0].im == im)
        return set[0].target;
    if (set[1].c == c && set[1].im == im) {
        IcacheEntry e = set[1];
        set[1] = set[0];
        set[0] = e;
        return e.target;
    }
    Method *t = NULL;
    if (!(im->flags & ACC_STATIC)) {
        for (uint32_t i = 0; i < c->vtable_len; i++) {
            Method *m = c->vtable[i];
            if (m == im || (strcmp(m->name, im->name) == 0 && strcmp(m->desc, im->desc) == 0)) {
                t = m;
                break;
            }
        }
        if (!t) /* private methods are not in the vtable */
            t = find_method(c, im->name, im->desc);
    }
    if (t && im->owner->is_interface && !is_subclass(c, im->owner))
        t = NULL;
    set[1] = set[0];
    set[0] = (IcacheEntry){c, im, t};
    return t;
}

int quicken_invoke(Frame *f, uint8_t *pc, uint32_t *sp, Method **out)
{
    uint8_t op = *pc;
    Class *cur = f->m->owner;
    Method *m = resolve_method(cur, (uint16_t)(pc[1] << 8 | pc[2]), op == 0xb9);
    if (!m)
        return -1;
    if (m->sigpoly && op == 0xb6) { /* jdk_sigpoly.c: a static adapter, or invokeBasic (no selection) */
        *pc = m->sigpoly == SP_ADAPTER ? Q_INVOKESTATIC : Q_INVOKESPECIAL;
        return 1;
    }
    int is_static = (m->flags & ACC_STATIC) != 0;
    if (is_static != (op == 0xb8)) {
        throw_new("java/lang/IncompatibleClassChangeError", "%s.%s%s: expected %s method", m->owner->name,
                  m->name, m->desc, op == 0xb8 ? "a static" : "an instance");
        return -1;
    }
    switch (op) {
    case 0xb8: /* invokestatic */
        if (class_init(m->owner) < 0)
            return -1;
        *pc = Q_INVOKESTATIC;
        return 1;
    case 0xb7: { /* invokespecial: JVMS 6.5, the ACC_SUPER lookup from the current class */
        Method *t = m;
        if (m->name[0] != '<' && !m->owner->is_interface && m->owner != cur && is_subclass(cur, m->owner)) {
            t = find_method(cur->super, m->name, m->desc);
            if (!t)
                t = m;
        }
        if (t == m) {
            *pc = Q_INVOKESPECIAL;
            return 1;
        }
        if (!sp[-(int)t->arg_slots]) {
            throw_npe_at(f);
            return -1;
        }
        *out = t;
        return 0;
    }
    case 0xb6: /* invokevirtual */
        if (m->vindex >= 0 && !m->owner->is_interface) {
            *pc = Q_INVOKEVIRTUAL;
            return 1;
        }
        if ((m->flags & ACC_PRIVATE) && !m->owner->is_interface) {
            /* a private method (javac 11+ calls nestmates' private methods so): no overriding */
            *pc = Q_INVOKESPECIAL;
            return 1;
        }
        /* private or inherited from an interface: select by name each time */
        break;
    default: /* invokeinterface */
        *pc = Q_INVOKEINTERFACE;
        return 1;
    }
    Object *o = (Object *)(uintptr_t)sp[-(int)m->arg_slots];
    if (!o) {
        throw_npe_at(f);
        return -1;
    }
    Method *t = (m->flags & ACC_PRIVATE) ? m : interface_target(o->tib, m);
    if (!t) {
        throw_new("java/lang/AbstractMethodError", "%s.%s%s", o->tib->name, m->name, m->desc);
        return -1;
    }
    *out = t;
    return 0;
}

int invoke_native(Method *m, uint32_t *args, uint32_t *ret)
{
    if (m->sigpoly)
        return sigpoly_invoke(m, args, ret);
    if (!m->native) {
        m->native = native_lookup(m);
        if (!m->native) {
            char *cn = xstrdup(m->owner->name);
            for (char *q = cn; *q; q++)
                if (*q == '/')
                    *q = '.';
            throw_new("java/lang/UnsatisfiedLinkError", "%s.%s%s", cn, m->name, m->desc);
            return -1;
        }
    }
    m->native(args, ret);
    return thread.pending ? -1 : 0;
}

/* dims counts are read before any allocation; the partly built array is held in a handle */
static Array *build(Class *ac, int dims, const jint *counts)
{
    Array *a = alloc_array(ac, counts[0]);
    if (!a || dims == 1)
        return a;
    int h = handle_push((Object *)a);
    for (jint i = 0; i < counts[0]; i++) {
        Array *sub = build(ac->elem, dims - 1, counts + 1);
        if (!sub) {
            handle_pop(1);
            return NULL;
        }
        a = (Array *)handles[h];
        store_ref((Object *)a, (Object **)ARRAY_DATA(a) + i, (Object *)sub);
    }
    a = (Array *)handles[h];
    handle_pop(1);
    return a;
}

Array *multianewarray(Class *c, int dims, uint32_t *counts)
{
    jint n[256];
    for (int i = 0; i < dims; i++)
        n[i] = (jint)counts[i];
    return build(c, dims, n);
}
