/* resolve.c - symbolic reference resolution of constant pool entries (JVMS 5.4.3).
 * Results are cached in the entry; failures leave an exception pending and return NULL. */
#include "exec.h"

Class *resolve_class(Class *from, uint16_t idx)
{
    CpEntry *e = &from->cp[idx];
    if (e->resolved)
        return e->u.cls;
    if (e->tag != CONST_Class)
        fatal("%s: constant %u is not a class", from->name, idx);
    Class *c = load_class(from->cp[e->a].u.utf8);
    if (!c)
        return NULL;
    e->u.cls = c;
    e->resolved = 1;
    return c;
}

static void ref_names(Class *from, CpEntry *e, const char **name, const char **desc)
{
    CpEntry *nat = &from->cp[e->b];
    *name = from->cp[nat->a].u.utf8;
    *desc = from->cp[nat->b].u.utf8;
}

Field *resolve_field(Class *from, uint16_t idx, int is_static)
{
    CpEntry *e = &from->cp[idx];
    if (e->resolved)
        return e->u.field;
    if (e->tag != CONST_Fieldref)
        fatal("%s: constant %u is not a field reference", from->name, idx);
    Class *c = resolve_class(from, e->a);
    if (!c)
        return NULL;
    const char *name, *desc;
    ref_names(from, e, &name, &desc);
    Field *f = find_field(c, name, desc);
    if (!f || (f->flags & FIELD_INJECTED)) { /* the VM's own fields: no class file reaches them */
        throw_new("java/lang/NoSuchFieldError", "%s.%s", c->name, name);
        return NULL;
    }
    if (!!(f->flags & ACC_STATIC) != is_static) {
        throw_new("java/lang/IncompatibleClassChangeError", "field %s.%s", c->name, name);
        return NULL;
    }
    e->u.field = f;
    e->resolved = 1;
    return f;
}

Method *resolve_method(Class *from, uint16_t idx, int is_interface)
{
    CpEntry *e = &from->cp[idx];
    if (e->resolved)
        return e->u.method;
    if (e->tag != CONST_Methodref && e->tag != CONST_InterfaceMethodref)
        fatal("%s: constant %u is not a method reference", from->name, idx);
    (void)is_interface;
    Class *c = resolve_class(from, e->a);
    if (!c)
        return NULL;
    const char *name, *desc;
    ref_names(from, e, &name, &desc);
    Method *m = find_method(c, name, desc);
    if (!m && !(m = sigpoly_method(from, c, name, desc)) && thread.pending)
        return NULL;
    if (!m) {
        throw_new("java/lang/NoSuchMethodError", "%s.%s%s", c->name, name, desc);
        return NULL;
    }
    e->u.method = m;
    e->resolved = 1;
    return m;
}
