/* indy.c - invokedynamic (JVMS 6.5 invokedynamic, 5.4.3.6).
 *
 * The VM has no method handles: it recognises the bootstrap methods javac emits and links
 * each call site, on its first execution, to a static method of a class it makes
 * (classwriter.c), the way OpenJDK's InnerClassLambdaMetafactory spins lambda classes:
 *   LambdaMetafactory.metafactory / altMetafactory -> Host$$Lambda$N, a final class that
 *     implements the functional interface (and markers, Serializable), holds the captured
 *     values in fields, and whose interface method (and bridges) convert the arguments
 *     (casts, boxing, unboxing, widening) and call the implementation method by the handle's
 *     kind (static, virtual, interface, special, constructor). get$Lambda(captured) is the
 *     factory; a non-capturing lambda is one instance made by <clinit>, as in the JDK.
 *   StringConcatFactory.makeConcatWithConstants / makeConcat -> Host$$Concat$N.concat: a
 *     StringBuilder chain over the recipe (the same text as String.valueOf of each part).
 *   ObjectMethods.bootstrap (records) -> Rec$$Record$N.toString / hashCode / equals, as
 *     java.lang.runtime.ObjectMethods computes them.
 * One class per call site, linked once: the instruction is rewritten into Q_INVOKEDYNAMIC
 * carrying the site's index (bytes 3-4 of the instruction, which the class file leaves zero).
 * Any other bootstrap method is a BootstrapMethodError naming it. */
#include "exec.h"
#include "classwriter.h"
#include "quick.h"
#include <stdio.h>
#include <stdlib.h>

Method **indy_sites;
static uint32_t nsites, sites_cap;
static uint32_t made_classes; /* numbers the classes made here: Host$$Lambda$1, ... */

#define MAXP 255
#define U2(p) ((uint16_t)((p)[0] << 8 | (p)[1]))

typedef struct Handle {
    int kind, iface;
    const char *cls, *name, *desc;
} Handle;

static const char *utf(Class *c, uint16_t i) { return c->cp[i].u.utf8; }

static void read_handle(Class *c, uint16_t idx, Handle *h)
{
    CpEntry *e = &c->cp[idx];
    CpEntry *r = &c->cp[e->b];
    h->kind = e->a;
    h->iface = r->tag == CONST_InterfaceMethodref;
    h->cls = utf(c, c->cp[r->a].a);
    h->name = utf(c, c->cp[r->b].a);
    h->desc = utf(c, c->cp[r->b].b);
}

static int arg_tag(Class *c, uint16_t *bsm, int i, int tag, const char *what)
{
    if (i >= bsm[1] || c->cp[bsm[2 + i]].tag != tag) {
        throw_new("java/lang/BootstrapMethodError", "%s: bootstrap argument %d is not %s", c->name, i, what);
        return -1;
    }
    return 0;
}

/* ---- type conversions (JLS 5.3 method invocation contexts, as LambdaMetafactory does) ---- */
static const char prims[] = "ZBCSIJFD";
static const char *const wrappers[] = {"java/lang/Boolean", "java/lang/Byte", "java/lang/Character", "java/lang/Short",
                                       "java/lang/Integer", "java/lang/Long", "java/lang/Float", "java/lang/Double"};
static const char *const unboxers[] = {"booleanValue", "byteValue", "charValue", "shortValue",
                                       "intValue", "longValue", "floatValue", "doubleValue"};

static int prim_index(char p) { const char *k = strchr(prims, p); return k && p ? (int)(k - prims) : -1; }

static int wrapper_index(const char *t)
{
    if (t[0] != 'L')
        return -1;
    for (int i = 0; i < 8; i++) {
        size_t n = strlen(wrappers[i]);
        if (strncmp(t + 1, wrappers[i], n) == 0 && t[1 + n] == ';')
            return i;
    }
    return -1;
}

static int same_type(const char *a, const char *b)
{
    uint32_t n = desc_type_len(a);
    return n == desc_type_len(b) && memcmp(a, b, n) == 0;
}

static void emit_widen(Buf *c, char from, char to)
{
    int fi = strchr("ZBCSI", from) != NULL, ti = strchr("ZBCSI", to) != NULL;
    if (from == to || (fi && ti))
        return;
    if (fi)
        buf_u1(c, to == 'J' ? 0x85 : to == 'F' ? 0x86 : 0x87); /* i2l i2f i2d */
    else if (from == 'J')
        buf_u1(c, to == 'F' ? 0x89 : 0x8a); /* l2f l2d */
    else if (from == 'F')
        buf_u1(c, 0x8d); /* f2d */
}

static void emit_box(CW *w, Buf *c, char p)
{
    int k = prim_index(p);
    char d[64];
    snprintf(d, sizeof d, "(%c)L%s;", p, wrappers[k]);
    emit_op2(c, 0xb8, cw_member(w, CONST_Methodref, wrappers[k], "valueOf", d));
}

/* converts the value of type from on the stack to type to; hint (a type or NULL) names the
 * wrapper to unbox from when from is a reference and to a primitive */
static void emit_convert(CW *w, Buf *c, const char *from, const char *to, const char *hint)
{
    if (same_type(from, to))
        return;
    int rf = type_is_ref(from), rt = type_is_ref(to);
    if (!rf && !rt) {
        emit_widen(c, from[0], to[0]);
    } else if (!rf) {
        emit_box(w, c, from[0]);
    } else if (!rt) {
        int k = wrapper_index(from);
        if (k < 0 && hint)
            k = wrapper_index(hint);
        if (k < 0)
            k = prim_index(to[0]);
        if (wrapper_index(from) != k)
            emit_op2(c, 0xc0, cw_class(w, wrappers[k]));
        char d[8];
        snprintf(d, sizeof d, "()%c", prims[k]);
        emit_op2(c, 0xb6, cw_member(w, CONST_Methodref, wrappers[k], unboxers[k], d));
        emit_widen(c, prims[k], to[0]);
    } else if (strncmp(to, "Ljava/lang/Object;", 18) != 0) {
        char *cn = cw_desc_class(to);
        emit_op2(c, 0xc0, cw_class(w, cn));
        free(cn);
    }
}

static char *params_desc(const char **t, int n, const char *ret)
{
    Buf b = {0};
    buf_u1(&b, '(');
    for (int i = 0; i < n; i++)
        buf_put(&b, t[i], desc_type_len(t[i]));
    buf_u1(&b, ')');
    buf_put(&b, ret, (uint32_t)strlen(ret) + 1);
    return (char *)b.data;
}

static char *made_name(Class *host, const char *what)
{
    char *n = xmalloc(strlen(host->name) + 32);
    sprintf(n, "%s$$%s$%u", host->name, what, ++made_classes);
    return n;
}

/* defines the made class and returns its static method name+desc, initialised */
static Method *finish(CW *w, Class *host, const char *cname, const char *mname, const char *mdesc)
{
    uint32_t len;
    uint8_t *data = cw_finish(w, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, &len);
    free(w);
    Class *c = define_class(data, len, cname, host->from_cp);
    if (!c)
        return NULL;
    c->hidden = 1;
    Method *m = find_declared_method(c, mname, mdesc);
    if (!m)
        fatal("made class %s lacks %s%s", cname, mname, mdesc);
    if (class_init(c) < 0)
        return NULL;
    return m;
}

/* the body of one interface method (sam or bridge descriptor mdesc) of a lambda class */
static void lambda_method(CW *w, const char *cname, const char *mname, const char *mdesc, const char *inst,
                          const char **capt, int ncapt, Handle *impl)
{
    const char *mp[MAXP], *ip[MAXP], *ipar[MAXP + 1];
    int nm = desc_params(mdesc, mp, MAXP), ninst = desc_params(inst, ip, MAXP);
    int nimpl = 0;
    char *recv = NULL;
    if (impl->kind == REF_invokeVirtual || impl->kind == REF_invokeSpecial || impl->kind == REF_invokeInterface) {
        recv = xmalloc(strlen(impl->cls) + 3);
        sprintf(recv, "L%s;", impl->cls);
        ipar[nimpl++] = recv;
    }
    nimpl += desc_params(impl->desc, ipar + nimpl, MAXP);
    Buf c = {0};
    int stack = 2, slots = 1;
    uint8_t tag = impl->iface ? CONST_InterfaceMethodref : CONST_Methodref;
    if (impl->kind == REF_newInvokeSpecial) {
        emit_op2(&c, 0xbb, cw_class(w, impl->cls));
        buf_u1(&c, 0x59);
    }
    int j = 0;
    for (int i = 0; i < ncapt && j < nimpl; i++, j++) {
        char fname[16];
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        char *fd = strndup(capt[i], desc_type_len(capt[i]));
        buf_u1(&c, 0x2a);
        emit_op2(&c, 0xb4, cw_member(w, CONST_Fieldref, cname, fname, fd));
        free(fd);
        emit_convert(w, &c, capt[i], ipar[j], NULL);
        stack += 2;
    }
    for (int i = 0; i < nm && j < nimpl; i++, j++) {
        emit_load(&c, mp[i], slots);
        slots += type_slots(mp[i]);
        const char *hint = i < ninst ? ip[i] : NULL;
        if (hint && type_is_ref(mp[i]) && type_is_ref(hint))
            emit_convert(w, &c, mp[i], hint, NULL), emit_convert(w, &c, hint, ipar[j], NULL);
        else
            emit_convert(w, &c, mp[i], ipar[j], hint);
        stack += 2;
    }
    const char *iname = impl->kind == REF_newInvokeSpecial ? "<init>" : impl->name;
    uint16_t ref = cw_member(w, tag, impl->cls, iname, impl->desc);
    switch (impl->kind) {
    case REF_invokeStatic: emit_op2(&c, 0xb8, ref); break;
    case REF_invokeSpecial: case REF_newInvokeSpecial: emit_op2(&c, 0xb7, ref); break;
    default: /* virtual and interface handles; a virtual handle may name an interface method */
        if (impl->kind == REF_invokeVirtual && !impl->iface) {
            emit_op2(&c, 0xb6, ref);
            break;
        }
        emit_op2(&c, 0xb9, ref);
        buf_u1(&c, 1u + count_arg_slots(impl->desc));
        buf_u1(&c, 0);
        break;
    }
    char *rt = NULL;
    const char *r = desc_return(impl->desc);
    if (impl->kind == REF_newInvokeSpecial) {
        rt = xmalloc(strlen(impl->cls) + 3);
        sprintf(rt, "L%s;", impl->cls);
        r = rt;
    }
    const char *want = desc_return(mdesc);
    if (want[0] == 'V') {
        if (r[0] != 'V')
            buf_u1(&c, type_slots(r) == 2 ? 0x58 : 0x57);
    } else {
        emit_convert(w, &c, r, want, NULL);
    }
    emit_return(&c, want);
    cw_add_method(w, ACC_PUBLIC, mname, mdesc, &c, (uint16_t)(stack + 4), (uint16_t)slots);
    free(recv);
    free(rt);
}

static Method *spin_lambda(Class *host, const char *mname, const char *desc, uint16_t *bsm, int alt)
{
    if (arg_tag(host, bsm, 0, CONST_MethodType, "a method type") < 0 ||
        arg_tag(host, bsm, 1, CONST_MethodHandle, "a method handle") < 0 ||
        arg_tag(host, bsm, 2, CONST_MethodType, "a method type") < 0)
        return NULL;
    const char *sam = utf(host, host->cp[bsm[2]].a), *inst = utf(host, host->cp[bsm[4]].a);
    Handle impl;
    read_handle(host, bsm[3], &impl);
    if (impl.kind < REF_invokeVirtual) {
        throw_new("java/lang/BootstrapMethodError", "%s: a lambda implemented by a field handle", host->name);
        return NULL;
    }
    const char *capt[MAXP], *sp[MAXP], *ip[MAXP];
    int ncapt = desc_params(desc, capt, MAXP), nsam = desc_params(sam, sp, MAXP);
    int nimpl = desc_params(impl.desc, ip, MAXP) +
                (impl.kind == REF_invokeStatic || impl.kind == REF_newInvokeSpecial ? 0 : 1);
    if (ncapt + nsam != nimpl) {
        throw_new("java/lang/BootstrapMethodError", "LambdaConversionException: %s%s takes %d arguments, %s %s%s gives %d",
                  impl.name, impl.desc, nimpl, host->name, mname, sam, ncapt + nsam);
        return NULL;
    }
    const char *iface_t = desc_return(desc);
    char *iface = cw_desc_class(iface_t);
    char *cname = made_name(host, "Lambda");
    CW *w = xmalloc(sizeof(CW));
    cw_begin(w, cname, "java/lang/Object");
    cw_add_interface(w, iface);
    const char *bridges[MAXP];
    int nbridges = 0;
    if (alt) {
        if (arg_tag(host, bsm, 3, CONST_Integer, "the flags") < 0)
            return NULL;
        jint flags = host->cp[bsm[5]].u.i;
        int i = 4;
        if (flags & 1) /* FLAG_SERIALIZABLE */
            cw_add_interface(w, "java/io/Serializable");
        if (flags & 2) { /* FLAG_MARKERS: a count, then Class constants */
            if (arg_tag(host, bsm, i, CONST_Integer, "the marker count") < 0)
                return NULL;
            int n = host->cp[bsm[2 + i++]].u.i;
            for (int k = 0; k < n; k++, i++) {
                if (arg_tag(host, bsm, i, CONST_Class, "a marker interface") < 0)
                    return NULL;
                cw_add_interface(w, utf(host, host->cp[bsm[2 + i]].a));
            }
        }
        if (flags & 4) { /* FLAG_BRIDGES: a count, then MethodType constants */
            if (arg_tag(host, bsm, i, CONST_Integer, "the bridge count") < 0)
                return NULL;
            int n = host->cp[bsm[2 + i++]].u.i;
            for (int k = 0; k < n && nbridges < MAXP; k++, i++) {
                if (arg_tag(host, bsm, i, CONST_MethodType, "a bridge method type") < 0)
                    return NULL;
                bridges[nbridges++] = utf(host, host->cp[bsm[2 + i]].a);
            }
        }
    }
    /* fields and constructor */
    Buf c = {0};
    int slots = 1;
    buf_u1(&c, 0x2a);
    emit_op2(&c, 0xb7, cw_member(w, CONST_Methodref, "java/lang/Object", "<init>", "()V"));
    for (int i = 0; i < ncapt; i++) {
        char fname[16];
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        char *fd = strndup(capt[i], desc_type_len(capt[i]));
        cw_add_field(w, ACC_PRIVATE | ACC_FINAL, fname, fd);
        buf_u1(&c, 0x2a);
        emit_load(&c, capt[i], slots);
        slots += type_slots(capt[i]);
        emit_op2(&c, 0xb5, cw_member(w, CONST_Fieldref, cname, fname, fd));
        free(fd);
    }
    buf_u1(&c, 0xb1);
    char *init_desc = params_desc(capt, ncapt, "V");
    cw_add_method(w, ACC_PRIVATE, "<init>", init_desc, &c, 3, (uint16_t)slots);
    /* the factory */
    Buf g = {0};
    if (ncapt == 0) {
        cw_add_field(w, ACC_PRIVATE | ACC_STATIC | ACC_FINAL, "INSTANCE", iface_t);
        Buf ci = {0};
        emit_op2(&ci, 0xbb, cw_class(w, cname));
        buf_u1(&ci, 0x59);
        emit_op2(&ci, 0xb7, cw_member(w, CONST_Methodref, cname, "<init>", "()V"));
        emit_op2(&ci, 0xb3, cw_member(w, CONST_Fieldref, cname, "INSTANCE", iface_t));
        buf_u1(&ci, 0xb1);
        cw_add_method(w, ACC_STATIC, "<clinit>", "()V", &ci, 2, 0);
        emit_op2(&g, 0xb2, cw_member(w, CONST_Fieldref, cname, "INSTANCE", iface_t));
    } else {
        emit_op2(&g, 0xbb, cw_class(w, cname));
        buf_u1(&g, 0x59);
        int s = 0;
        for (int i = 0; i < ncapt; i++) {
            emit_load(&g, capt[i], s);
            s += type_slots(capt[i]);
        }
        emit_op2(&g, 0xb7, cw_member(w, CONST_Methodref, cname, "<init>", init_desc));
    }
    buf_u1(&g, 0xb0);
    cw_add_method(w, ACC_STATIC, "get$Lambda", desc, &g, (uint16_t)(slots + 2), (uint16_t)(slots - 1));
    free(init_desc);
    /* the interface method and its bridges */
    lambda_method(w, cname, mname, sam, inst, capt, ncapt, &impl);
    for (int i = 0; i < nbridges; i++) {
        int dup = strcmp(bridges[i], sam) == 0;
        for (int k = 0; k < i; k++)
            dup |= strcmp(bridges[i], bridges[k]) == 0;
        if (!dup)
            lambda_method(w, cname, mname, bridges[i], inst, capt, ncapt, &impl);
    }
    free(iface);
    return finish(w, host, cname, "get$Lambda", desc);
}

#include "indy_concat.inc"

/* the bytes 3-4 of invokedynamic become the site index (JVMS 4.10.1.9: they must be zero) */
int indy_link(Frame *f, uint8_t *pc)
{
    Class *host = f->m->owner;
    uint16_t idx = U2(pc + 1);
    CpEntry *e = &host->cp[idx];
    if (idx == 0 || idx >= host->cp_count || e->tag != CONST_InvokeDynamic || e->a >= host->nbootstrap) {
        throw_new("java/lang/ClassFormatError", "%s.%s: invokedynamic of a bad constant %u", host->name, f->m->name, idx);
        return -1;
    }
    uint16_t *bsm = host->bootstrap[e->a];
    const char *name = utf(host, host->cp[e->b].a), *desc = utf(host, host->cp[e->b].b);
    Handle h;
    read_handle(host, bsm[0], &h);
    Method *m;
    if (strcmp(h.cls, "java/lang/invoke/LambdaMetafactory") == 0 && strcmp(h.name, "metafactory") == 0)
        m = spin_lambda(host, name, desc, bsm, 0);
    else if (strcmp(h.cls, "java/lang/invoke/LambdaMetafactory") == 0 && strcmp(h.name, "altMetafactory") == 0)
        m = spin_lambda(host, name, desc, bsm, 1);
    else if (strcmp(h.cls, "java/lang/invoke/StringConcatFactory") == 0 && strcmp(h.name, "makeConcatWithConstants") == 0)
        m = spin_concat(host, desc, bsm, 1);
    else if (strcmp(h.cls, "java/lang/invoke/StringConcatFactory") == 0 && strcmp(h.name, "makeConcat") == 0)
        m = spin_concat(host, desc, bsm, 0);
    else if (strcmp(h.cls, "java/lang/runtime/ObjectMethods") == 0 && strcmp(h.name, "bootstrap") == 0)
        m = spin_record(host, name, desc, bsm);
    else {
        throw_new("java/lang/BootstrapMethodError", "bootstrap method %s.%s%s is not supported by this VM (in %s.%s)",
                  h.cls, h.name, h.desc, host->name, f->m->name);
        return -1;
    }
    if (!m)
        return -1;
    /* linked meanwhile (Java code ran while linking, e.g. another thread): the first link
     * wins, as JVMS 5.4.3.6 asks */
    if (pc[0] == Q_INVOKEDYNAMIC)
        return 1;
    if (nsites == sites_cap) {
        if (nsites >= 65536)
            fatal("more than 65536 invokedynamic call sites");
        sites_cap = sites_cap ? 2 * sites_cap : 64;
        Method **n = xcalloc(sites_cap, sizeof(Method *));
        if (nsites)
            memcpy(n, indy_sites, nsites * sizeof(Method *));
        free(indy_sites);
        indy_sites = n;
    }
    indy_sites[nsites] = m;
    pc[3] = (uint8_t)(nsites >> 8);
    pc[4] = (uint8_t)nsites;
    nsites++;
    pc[0] = Q_INVOKEDYNAMIC;
    return 1;
}
