/* classes.c - loading, linking (field layout, vtables), the type dictionary and
 * class initialisation (<clinit> in JVMS 5.5 order: superclass first). */
#include "exec.h"
#include <stdio.h>
#include <stdlib.h>

Class *all_classes;
static Class **all_tail = &all_classes;
uint32_t next_type_id = 1;
static uint32_t next_method_id = 1;
Class *prim_classes[9];
Class *cls_Object, *cls_String, *cls_Class, *cls_Throwable, *cls_char_array;

/* name -> Class, open addressing */
static Class **table;
static uint32_t table_size, table_used;

static uint32_t hash_name(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s)
        h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static Class *lookup(const char *name)
{
    if (!table)
        return NULL;
    for (uint32_t i = hash_name(name) & (table_size - 1);; i = (i + 1) & (table_size - 1)) {
        if (!table[i])
            return NULL;
        if (strcmp(table[i]->name, name) == 0)
            return table[i];
    }
}

Class *find_loaded(const char *name) { return lookup(name); }

static void table_insert(Class *c)
{
    if (2 * (table_used + 1) > table_size) {
        Class **old = table;
        uint32_t old_size = table_size;
        table_size = table_size ? 2 * table_size : 1024;
        table = xcalloc(table_size, sizeof(Class *));
        table_used = 0;
        for (uint32_t i = 0; i < old_size; i++)
            if (old[i])
                table_insert(old[i]);
        free(old);
    }
    uint32_t i = hash_name(c->name) & (table_size - 1);
    while (table[i])
        i = (i + 1) & (table_size - 1);
    table[i] = c;
    table_used++;
}

/* Every type gets its id here: the type dictionary is the list all_classes in id order. */
void register_class(Class *c)
{
    c->type_id = next_type_id++;
    for (int i = 0; i < c->nmethods; i++) /* class.dump `method` ids, named by ALLOC_SITE events */
        c->methods[i].id = next_method_id++;
    *all_tail = c;
    all_tail = &c->next;
    table_insert(c);
}

static const char prim_kinds[9] = {'Z', 'B', 'C', 'S', 'I', 'J', 'F', 'D', 'V'};
static const char *prim_names[9] = {"boolean", "byte", "char", "short", "int", "long", "float", "double", "void"};
static const uint8_t prim_sizes[9] = {1, 1, 2, 2, 4, 8, 4, 8, 0};

Class *prim_class_for(char kind)
{
    for (int i = 0; i < 9; i++)
        if (prim_kinds[i] == kind)
            return prim_classes[i];
    return NULL;
}

static void boot_primitives(void)
{
    for (int i = 0; i < 9; i++) {
        Class *c = xcalloc(1, sizeof(Class));
        c->name = prim_names[i];
        c->is_prim = 1;
        c->prim_kind = (uint8_t)prim_kinds[i];
        c->elem_size = prim_sizes[i];
        c->state = CLS_INITIALIZED;
        register_class(c);
        prim_classes[i] = c;
    }
}

Class *array_class_of(Class *elem)
{
    if (elem->array_of)
        return elem->array_of;
    char *name;
    size_t n = strlen(elem->name);
    if (elem->is_prim) {
        name = xmalloc(3);
        name[0] = '[';
        name[1] = (char)elem->prim_kind;
        name[2] = 0;
    } else if (elem->is_array) {
        name = xmalloc(n + 2);
        name[0] = '[';
        memcpy(name + 1, elem->name, n + 1);
    } else {
        name = xmalloc(n + 4);
        sprintf(name, "[L%s;", elem->name);
    }
    Class *a = lookup(name);
    if (!a) {
        a = xcalloc(1, sizeof(Class));
        a->name = name;
        a->is_array = 1;
        a->elem = elem;
        a->elem_is_ref = !elem->is_prim;
        a->elem_size = elem->is_prim ? elem->elem_size : 4;
        a->super = cls_Object;
        a->vtable = cls_Object->vtable;
        a->vtable_len = cls_Object->vtable_len;
        a->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
        a->state = CLS_INITIALIZED;
        register_class(a);
        dump_class_linked(a);
    } else {
        free(name);
    }
    elem->array_of = a;
    return a;
}

static int same_sig(Method *a, Method *b)
{
    return a->sig_hash == b->sig_hash && strcmp(a->name, b->name) == 0 && strcmp(a->desc, b->desc) == 0;
}

static void vtable_add(Class *c, Method *m, uint32_t *cap)
{
    for (uint32_t i = 0; i < c->vtable_len; i++) {
        if (same_sig(c->vtable[i], m)) {
            Method *old = c->vtable[i];
            if (m->owner->is_interface) {
                /* JVMS 5.4.3.3: a class method wins over interface methods; among interface
                 * methods the maximally specific one (declared in a subinterface) wins, and
                 * between unrelated interfaces a default wins over an abstract method */
                if (!old->owner->is_interface)
                    return;
                int more_specific = old->owner != m->owner && is_subclass(m->owner, old->owner);
                int less_specific = old->owner == m->owner || is_subclass(old->owner, m->owner);
                if (less_specific || (!more_specific && ((m->flags & ACC_ABSTRACT) || !(old->flags & ACC_ABSTRACT))))
                    return;
            }
            c->vtable[i] = m;
            if (m->vindex < 0 && !m->owner->is_interface)
                m->vindex = (int)i;
            return;
        }
    }
    if (c->vtable_len == *cap) {
        *cap = *cap ? 2 * *cap : 16;
        Method **v = xmalloc(*cap * sizeof(Method *));
        memcpy(v, c->vtable, c->vtable_len * sizeof(Method *));
        c->vtable = v;
    }
    if (!m->owner->is_interface)
        m->vindex = (int)c->vtable_len;
    c->vtable[c->vtable_len++] = m;
}

static void add_interface_methods(Class *c, Class *iface, uint32_t *cap)
{
    for (int i = 0; i < iface->nmethods; i++) {
        Method *m = &iface->methods[i];
        if (!(m->flags & ACC_STATIC) && m->name[0] != '<')
            vtable_add(c, m, cap);
    }
    for (int i = 0; i < iface->ninterfaces; i++)
        add_interface_methods(c, iface->interfaces[i], cap);
}

static void layout_fields(Class *c)
{
    uint32_t size = c->super ? c->super->instance_size : HEADER_BYTES;
    uint32_t ssize = 0;
    uint16_t nrefs = c->super ? c->super->nrefs : 0, nsrefs = 0;
    for (int i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        if (f->kind == 'L' || f->kind == '[')
            (f->flags & ACC_STATIC) ? nsrefs++ : nrefs++;
    }
    c->ref_offsets = xcalloc(nrefs ? nrefs : 1, sizeof(uint16_t));
    c->static_ref_offsets = xcalloc(nsrefs ? nsrefs : 1, sizeof(uint16_t));
    if (c->super)
        memcpy(c->ref_offsets, c->super->ref_offsets, c->super->nrefs * sizeof(uint16_t));
    c->nrefs = c->super ? c->super->nrefs : 0;
    /* widest first keeps every field naturally aligned without holes */
    static const uint8_t order[4] = {8, 4, 2, 1};
    for (int w = 0; w < 4; w++) {
        for (int i = 0; i < c->nfields; i++) {
            Field *f = &c->fields[i];
            if (f->size != order[w])
                continue;
            int is_ref = f->kind == 'L' || f->kind == '[';
            if (f->flags & ACC_STATIC) {
                f->offset = ssize;
                ssize += f->size;
                if (is_ref)
                    c->static_ref_offsets[c->nstatic_refs++] = (uint16_t)f->offset;
            } else {
                f->offset = size;
                size += f->size;
                if (is_ref)
                    c->ref_offsets[c->nrefs++] = (uint16_t)f->offset;
            }
        }
    }
    size = (size + OBJ_ALIGN - 1) & ~(uint32_t)(OBJ_ALIGN - 1);
    if (size > 0xffff)
        fatal("class %s: instance size %u exceeds this VM's limit", c->name, size);
    c->instance_size = size;
    c->static_size = ssize;
    c->statics = xcalloc(ssize ? ssize : 1, 1);
}

/* PermittedSubclasses (JVMS 5.3.5): a sealed class or interface admits only the subclasses
 * it lists; any other is an IncompatibleClassChangeError, worded as HotSpot's. */
static int check_sealed(Class *c, Class *sup, const char *what)
{
    if (!sup || !sup->npermitted)
        return 0;
    for (int i = 0; i < sup->npermitted; i++)
        if (strcmp(sup->cp[sup->cp[sup->permitted[i]].a].u.utf8, c->name) == 0)
            return 0;
    char a[300], b[300];
    dotted_name(c, a, sizeof a);
    dotted_name(sup, b, sizeof b);
    c->state = CLS_ERROR;
    throw_new("java/lang/IncompatibleClassChangeError", "class %s cannot %s %s", a, what, b);
    return -1;
}

/* -Xlog:class+load: a class as it is linked (after its superclass and interfaces), with
 * where it came from */
static void log_class_load(Class *c)
{
    char name[300];
    dotted_name(c, name, sizeof name);
    const char *module = c->from_cp ? NULL : image_class_module(c->name);
    if (module)
        out_printf(1, "[class,load] %s source: jrt:/%s\n", name, module);
    else
        out_printf(1, "[class,load] %s source: %s\n", name, c->from_cp ? "class path" : "embedded library");
}

/* The fields OpenJDK's library expects the VM to add to some of its classes (HotSpot's
 * injected fields, guests/jdk/BOOT.md section 2.2), laid out with the declared ones: the
 * collector traces the references among them and class.dump lists them, while no class
 * file can name them and reflection leaves them out (FIELD_INJECTED). "I" words hold VM
 * pointers or indexes, never traced. */
static const struct Injected {
    const char *cls, *name, *desc;
} injected[] = {
    {"java/lang/Class", "klass", "I"},                      /* the Class* (mirror_class) */
    {"java/lang/Class", "protection_domain", "Ljava/lang/Object;"}, /* getProtectionDomain0 */
    {"java/lang/Class", "signers", "Ljava/lang/Object;"},   /* getSigners/setSigners */
    {"java/lang/ClassLoader", "loader_data", "I"},          /* the loader's namespace */
    {"java/lang/Module", "module_entry", "I"},              /* the VM's module record */
    {"java/lang/invoke/MemberName", "vmindex", "I"},        /* vtable index or field offset */
    {"java/lang/invoke/ResolvedMethodName", "vmholder", "Ljava/lang/Class;"}, /* keeps the class alive */
    {"java/lang/invoke/ResolvedMethodName", "vmtarget", "I"}, /* the Method* */
    {"java/lang/NullPointerException", "vmMethod", "I"},    /* where the VM's NPE happened (npe.c) */
    {"java/lang/NullPointerException", "vmBci", "I"},
};

static void inject_fields(Class *c)
{
    int n = 0;
    for (size_t i = 0; i < sizeof injected / sizeof injected[0]; i++)
        n += strcmp(injected[i].cls, c->name) == 0;
    if (!n)
        return;
    Field *f = xcalloc((size_t)c->nfields + n, sizeof(Field));
    memcpy(f, c->fields, c->nfields * sizeof(Field));
    c->fields = f;
    for (size_t i = 0; i < sizeof injected / sizeof injected[0]; i++) {
        if (strcmp(injected[i].cls, c->name) != 0)
            continue;
        Field *g = &c->fields[c->nfields++];
        g->name = injected[i].name;
        g->desc = injected[i].desc;
        g->flags = ACC_PRIVATE | FIELD_INJECTED;
        g->kind = (uint8_t)g->desc[0];
        g->size = 4;
        g->owner = c;
    }
}

/* HotSpot's Math intrinsics: HotSpot runs these java.lang.Math methods through its own stubs
 * (its interpreter's method kinds java_lang_math_sin ... fmaF), never their bytecode, which
 * calls StrictMath (fdlibm: differs in the last place) or, for fma, BigDecimal (slow). On
 * OpenJDK's library they become natives, bound in jdk_lang.c's table. (Reflection then shows
 * them `native`, as it reads the flags; HotSpot shows the class file's.) */
static void math_intrinsics(Class *c)
{
    static const char *const intrinsic[] = {"sin(D)D", "cos(D)D", "tan(D)D", "exp(D)D", "log(D)D",
                                            "log10(D)D", "pow(DD)D", "fma(DDD)D", "fma(FFF)F"};
    if (strcmp(c->name, "java/lang/Math") != 0)
        return;
    for (int i = 0; i < c->nmethods; i++) {
        Method *m = &c->methods[i];
        size_t n = strlen(m->name);
        for (size_t k = 0; k < sizeof intrinsic / sizeof intrinsic[0]; k++)
            if (strncmp(intrinsic[k], m->name, n) == 0 && strcmp(intrinsic[k] + n, m->desc) == 0)
                m->flags |= ACC_NATIVE;
    }
}

static Class *link_class(Class *c)
{
    uint16_t super_name = c->cp[0].a;
    uint16_t *iface_names = (uint16_t *)c->interfaces;
    c->state = CLS_LINKED;
    register_class(c);
    /* interfaces before the superclass, as HotSpot's class-file parser resolves them */
    c->interfaces = xcalloc(c->ninterfaces ? c->ninterfaces : 1, sizeof(Class *));
    for (int i = 0; i < c->ninterfaces; i++) {
        c->interfaces[i] = load_class(c->cp[iface_names[i]].u.utf8);
        if (!c->interfaces[i])
            return NULL;
    }
    if (super_name) {
        c->super = load_class(c->cp[super_name].u.utf8);
        if (!c->super)
            return NULL;
        if (c->super->is_interface) {
            throw_new("java/lang/IncompatibleClassChangeError", "class %s has interface %s as super class", c->name,
                      c->super->name);
            return NULL;
        }
    }
    free(iface_names);
    if (check_sealed(c, c->super, "inherit from sealed class") < 0)
        return NULL;
    for (int i = 0; i < c->ninterfaces; i++)
        if (check_sealed(c, c->interfaces[i], c->is_interface ? "extend sealed interface" : "implement sealed interface") < 0)
            return NULL;
    if (opt.classlib_jdk) {
        inject_fields(c);
        math_intrinsics(c);
    }
    layout_fields(c);
    refs_link_class(c);
    if (opt.classlib_jdk && strcmp(c->name, "java/lang/Class") == 0) {
        mirror_vmclass_offset = find_field(c, "klass", "I")->offset;
    } else if (strcmp(c->name, "java/lang/Class") == 0) {
        /* a hidden word after the declared fields holds the Class* (not a reference) */
        mirror_vmclass_offset = c->instance_size;
        c->instance_size += 4;
    }
    uint32_t cap = 0;
    if (c->super && !c->is_interface) {
        cap = c->super->vtable_len + 16;
        c->vtable = xmalloc(cap * sizeof(Method *));
        memcpy(c->vtable, c->super->vtable, c->super->vtable_len * sizeof(Method *));
        c->vtable_len = c->super->vtable_len;
    }
    if (!c->is_interface) {
        for (int i = 0; i < c->nmethods; i++) {
            Method *m = &c->methods[i];
            if (!(m->flags & (ACC_STATIC | ACC_PRIVATE)) && m->name[0] != '<')
                vtable_add(c, m, &cap);
        }
        for (int i = 0; i < c->ninterfaces; i++)
            add_interface_methods(c, c->interfaces[i], &cap);
    }
    dump_class_linked(c);
    if (opt.log_class_load)
        log_class_load(c);
    return c;
}

/* The embedded class library; under -X:classlib=jdk only its package sim (the events API:
 * docs/events.md), which the runtime image has not. */
static int from_embedded_library(const char *name, const uint8_t **data, uint32_t *len)
{
    if (opt.classlib_jdk && strncmp(name, "sim/", 4) != 0)
        return 0;
    return archive_find(name, data, len);
}

Class *load_class(const char *name)
{
    Class *c = lookup(name);
    if (c)
        return c;
    if (name[0] == '[') {
        Class *e = class_from_desc(name + 1);
        return e ? array_class_of(e) : NULL;
    }
    const uint8_t *data;
    uint32_t len;
    uint8_t *owned = NULL;
    int from_cp = 0; /* application class: from -cp or the bundled benchmarks */
    int trusted = 0;
    if (opt.classlib_jdk && (owned = image_read_class(name, &len)) != NULL) {
        data = owned; /* the boot loader's: OpenJDK's runtime image (trusted) */
        trusted = 1;
    } else if (!from_embedded_library(name, &data, &len)) {
        from_cp = 1;
        owned = classpath_read(name, &len);
        if (owned) {
            data = owned;
        } else if (!bench_archive_find(name, &data, &len)) {
            if (booting || !cls_Throwable)
                fatal("java/lang/NoClassDefFoundError: %s", name);
            throw_new("java/lang/NoClassDefFoundError", "%s", name);
            return NULL;
        }
    }
    c = parse_class(data, len, name, trusted);
    free(owned);
    if (!c)
        return NULL;
    c->from_cp = (uint8_t)from_cp;
    return link_class(c);
}

/* A hidden class (Lookup.defineHiddenClass, JEP 371) from class-file bytes: named by its
 * class file's name and a suffix no class file can name ("/0x" and a number, as HotSpot's),
 * so no loader finds it; its own Class constants resolve to it. */
Class *define_hidden_class(uint8_t *data, uint32_t len, int from_cp)
{
    static uint32_t seq;
    Class *c = parse_class(data, len, NULL, 0);
    free(data);
    if (!c)
        return NULL;
    const char *orig = c->name;
    char *name = xmalloc(strlen(orig) + 12);
    sprintf(name, "%s/0x%08x", orig, ++seq);
    for (uint16_t i = 1; i < c->cp_count; i++) {
        CpEntry *e = &c->cp[i];
        if (e->tag == CONST_Class && strcmp(c->cp[e->a].u.utf8, orig) == 0) {
            e->u.cls = c;
            e->resolved = 1;
        }
    }
    c->name = name;
    c->hidden = 1;
    c->from_cp = (uint8_t)from_cp;
    return link_class(c);
}

/* A class made by the VM (indy.c's lambda and helper classes) from class-file bytes. */
Class *define_class(uint8_t *data, uint32_t len, const char *name, int from_cp)
{
    Class *c = parse_class(data, len, name, 0);
    free(data);
    if (!c)
        return NULL;
    c->from_cp = (uint8_t)from_cp;
    return link_class(c);
}

Class *load_class_or_die(const char *name)
{
    Class *c = load_class(name);
    if (!c)
        fatal("cannot load %s", name);
    return c;
}

/* A field descriptor ("I", "Ljava/lang/String;", "[[D") to its class. */
Class *class_from_desc(const char *desc)
{
    if (desc[0] == 'L') {
        const char *e = strchr(desc, ';');
        size_t n = e ? (size_t)(e - desc - 1) : strlen(desc + 1);
        char buf[512];
        if (n >= sizeof buf)
            fatal("class name too long: %s", desc);
        memcpy(buf, desc + 1, n);
        buf[n] = 0;
        return load_class(buf);
    }
    if (desc[0] == '[') {
        Class *e = class_from_desc(desc + 1);
        return e ? array_class_of(e) : NULL;
    }
    Class *p = prim_class_for(desc[0]);
    if (!p)
        fatal("bad descriptor %s", desc);
    return p;
}

Method *find_declared_method(Class *c, const char *name, const char *desc)
{
    for (int i = 0; i < c->nmethods; i++)
        if (strcmp(c->methods[i].name, name) == 0 && strcmp(c->methods[i].desc, desc) == 0)
            return &c->methods[i];
    return NULL;
}

static Method *find_in_interfaces(Class *c, const char *name, const char *desc)
{
    for (int i = 0; i < c->ninterfaces; i++) {
        Method *m = find_declared_method(c->interfaces[i], name, desc);
        if (m)
            return m;
        m = find_in_interfaces(c->interfaces[i], name, desc);
        if (m)
            return m;
    }
    return NULL;
}

/* JVMS 5.4.3.3/5.4.3.4: the class and its supers, then superinterfaces. */
Method *find_method(Class *c, const char *name, const char *desc)
{
    for (Class *k = c; k; k = k->super) {
        Method *m = find_declared_method(k, name, desc);
        if (m)
            return m;
    }
    for (Class *k = c; k; k = k->super) {
        Method *m = find_in_interfaces(k, name, desc);
        if (m)
            return m;
    }
    if (c->is_interface && cls_Object)
        return find_declared_method(cls_Object, name, desc);
    return NULL;
}

Field *find_field(Class *c, const char *name, const char *desc)
{
    for (Class *k = c; k; k = k->super) {
        for (int i = 0; i < k->nfields; i++)
            if (strcmp(k->fields[i].name, name) == 0 && (!desc || strcmp(k->fields[i].desc, desc) == 0))
                return &k->fields[i];
        for (int i = 0; i < k->ninterfaces; i++) {
            Field *f = find_field(k->interfaces[i], name, desc);
            if (f)
                return f;
        }
    }
    return NULL;
}

static int implements(Class *s, Class *iface)
{
    for (Class *k = s; k; k = k->super) {
        for (int i = 0; i < k->ninterfaces; i++)
            if (k->interfaces[i] == iface || implements(k->interfaces[i], iface))
                return 1;
    }
    return 0;
}

int is_subclass(Class *s, Class *t)
{
    if (s == t || t == cls_Object)
        return s->is_prim ? 0 : 1;
    if (s->is_array) {
        if (t->is_array) {
            if (s->elem->is_prim || t->elem->is_prim)
                return s->elem == t->elem;
            return is_subclass(s->elem, t->elem);
        }
        if (t->is_interface)
            return strcmp(t->name, "java/lang/Cloneable") == 0 || strcmp(t->name, "java/io/Serializable") == 0;
        return 0;
    }
    if (t->is_interface)
        return implements(s, t);
    for (Class *k = s->super; k; k = k->super)
        if (k == t)
            return 1;
    return 0;
}

static int set_constant_values(Class *c)
{
    for (int i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        if (!(f->flags & ACC_STATIC) || !f->const_index)
            continue;
        CpEntry *e = &c->cp[f->const_index];
        uint8_t *p = c->statics + f->offset;
        switch (f->kind) {
        case 'Z': case 'B': *(jbyte *)p = (jbyte)e->u.i; break;
        case 'C': case 'S': *(jshort *)p = (jshort)e->u.i; break;
        case 'I': case 'F': memcpy(p, &e->u.i, 4); break;
        case 'J': case 'D': memcpy(p, e->u.half, 8); break;
        case 'L': {
            Object *s = intern_get(intern_utf8(c->cp[e->a].u.utf8));
            if (!s)
                return -1;
            store_ref(NULL, (Object **)p, s);
            break;
        }
        }
    }
    return 0;
}

static int declares_default(Class *i)
{
    for (int k = 0; k < i->nmethods; k++)
        if (!(i->methods[k].flags & (ACC_STATIC | ACC_ABSTRACT)) && i->methods[k].name[0] != '<')
            return 1;
    return 0;
}

/* JLS 12.4.2 step 7: superinterfaces that declare a default method, each after its own
 * superinterfaces, in the order of the implements/extends clauses */
static int init_default_interfaces(Class *c)
{
    for (int i = 0; i < c->ninterfaces; i++) {
        Class *s = c->interfaces[i];
        if (init_default_interfaces(s) < 0)
            return -1;
        if (declares_default(s) && class_init(s) < 0)
            return -1;
    }
    return 0;
}

/* JVMS 5.5: re-entrant requests from the initialising thread succeed; another thread waits
 * for it (threads.c) and then sees the class initialised or erroneous. */
int class_init(Class *c)
{
    if (c->state == CLS_INITIALIZING && c->init_thread != current_thread_id())
        class_init_wait(c);
    if (c->state == CLS_INITIALIZED || c->state == CLS_INITIALIZING)
        return 0;
    if (c->state == CLS_ERROR) {
        throw_new("java/lang/NoClassDefFoundError", "Could not initialize class %s", c->name);
        return -1;
    }
    if (verify_linked(c) < 0) { /* linking: the verifier, once (verify_flow.c) */
        c->state = CLS_ERROR;
        return -1;
    }
    c->state = CLS_INITIALIZING;
    c->init_thread = current_thread_id();
    if (c->super && class_init(c->super) < 0) {
        c->state = CLS_ERROR;
        return -1;
    }
    if (!c->is_interface && init_default_interfaces(c) < 0) {
        c->state = CLS_ERROR;
        return -1;
    }
    if (opt.log_class_init) { /* -Xlog:class+init: as its superclass and interfaces are done */
        char name[300];
        dotted_name(c, name, sizeof name);
        out_printf(1, "[class,init] %s\n", name);
    }
    if (set_constant_values(c) < 0) {
        c->state = CLS_ERROR;
        return -1;
    }
    Method *clinit = find_declared_method(c, "<clinit>", "()V");
    if (clinit && invoke_method(clinit, NULL, NULL) < 0) {
        c->state = CLS_ERROR;
        Object *ex = thread.pending;
        Class *err = load_class("java/lang/Error");
        if (err && !is_subclass(ex->tib, err)) {
            Class *eiie = load_class("java/lang/ExceptionInInitializerError");
            Method *ctor = eiie ? find_declared_method(eiie, "<init>", "(Ljava/lang/Throwable;)V") : NULL;
            if (ctor) {
                int h = handle_push(ex);
                thread.pending = NULL;
                Object *o = alloc_object(eiie);
                if (o) {
                    int h2 = handle_push(o);
                    uint32_t args[2] = {(uint32_t)(uintptr_t)o, (uint32_t)(uintptr_t)handles[h]};
                    if (invoke_method(ctor, args, NULL) == 0)
                        thread.pending = handles[h2];
                    handle_pop(1);
                }
                handle_pop(1);
            }
        }
        return -1;
    }
    c->state = CLS_INITIALIZED;
    return 0;
}

void boot_classes(const char *const *preload, int n)
{
    boot_primitives();
    cls_Object = load_class_or_die("java/lang/Object");
    for (int i = 0; i < n; i++) /* the VM-known classes, loaded and not initialised */
        load_class_or_die(preload[i]);
    cls_String = load_class_or_die("java/lang/String");
    cls_Class = load_class_or_die("java/lang/Class");
    cls_Throwable = load_class_or_die("java/lang/Throwable");
    cls_char_array = array_class_of(prim_class_for('C'));
}
