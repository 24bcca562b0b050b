/* jdk_sigpoly.c - signature-polymorphic methods under OpenJDK's library (-X:classlib=jdk;
 * JVMS 2.9.3; guests/jdk/BOOT.md step 13 parts b and c).
 *
 * A method of java.lang.invoke.MethodHandle or VarHandle that is native, varargs and takes
 * one Object[] is signature polymorphic: a call site names it with any descriptor, and
 * resolution (resolve.c) asks sigpoly_method for the Method the constant pool entry then
 * holds. Two kinds, as HotSpot links them:
 *  - invokeExact/invoke and every VarHandle access mode (get, set, compareAndSet, ...): the
 *    upcall MethodHandleNatives.linkMethod(caller, REF_invokeVirtual, defc, name, descriptor,
 *    appendix[]) names a linker method (VarHandleGuards.guard_*, Invokers$Holder.invokeExact_MT)
 *    and an appendix (the site's VarHandle.AccessDescriptor or MethodType). The VM spins, once
 *    per (class, name, descriptor, loader kind), a static adapter whose parameters are the
 *    site's (the handle first) and whose body passes them and the appendix (a static field:
 *    a root) to the linker; quicken_invoke turns the site's invokevirtual into
 *    Q_INVOKESTATIC of the adapter, so the interpreter and the baseline compiler call it as
 *    any static method.
 *  - the intrinsics invokeBasic (the receiver's LambdaForm's vmentry) and linkToStatic,
 *    linkToSpecial, linkToVirtual, linkToInterface (the trailing MemberName's method, through
 *    the receiver's class for the last two): a native Method per descriptor, which
 *    invoke_native hands to sigpoly_invoke. The call is a nested invocation; no frame of its
 *    own appears in stack traces, as in HotSpot, where these are no frames either. */
#include "natives.h"
#include "classwriter.h"
#include "quick.h"
#include <stdio.h>
#include <stdlib.h>

#define REF(v) ((Object *)(uintptr_t)(v))
#define W(o) ((uint32_t)(uintptr_t)(o))

#define MH "java/lang/invoke/MethodHandle"
#define VH "java/lang/invoke/VarHandle"
#define ACC_VARARGS 0x0080

typedef struct Linked {
    Class *defc;
    const char *name, *desc;
    int from_cp;
    Method *m;
    struct Linked *next;
} Linked;
static Linked *linked;
static uint32_t adapters; /* numbers the adapter classes: VarHandle$$Linker$1, ... */

static Method *cached(Class *defc, const char *name, const char *desc, int from_cp)
{
    for (Linked *l = linked; l; l = l->next)
        if (l->defc == defc && l->from_cp == from_cp && strcmp(l->name, name) == 0 && strcmp(l->desc, desc) == 0)
            return l->m;
    return NULL;
}

static Method *remember(Class *defc, const char *name, const char *desc, int from_cp, Method *m)
{
    Linked *l = xmalloc(sizeof *l);
    *l = (Linked){defc, xstrdup(name), xstrdup(desc), from_cp, m, linked};
    linked = l;
    return m;
}

static char stack_kind(const char *t)
{
    switch (t[0]) {
    case 'Z': case 'B': case 'C': case 'S': return 'I';
    case '[': return 'L';
    default: return t[0];
    }
}

/* an intrinsic: a native Method of descriptor desc that sigpoly_invoke runs */
static Method *intrinsic(Class *defc, Method *decl, const char *desc, int kind)
{
    Method *m = xcalloc(1, sizeof *m);
    m->name = decl->name;
    m->desc = xstrdup(desc);
    m->owner = defc;
    m->flags = decl->flags;
    m->vindex = -1;
    m->sigpoly = (uint8_t)kind;
    const char *p[256];
    int n = desc_params(desc, p, 256), slots = (decl->flags & ACC_STATIC) ? 0 : 1;
    for (int i = 0; i < n; i++)
        slots += type_slots(p[i]);
    m->arg_slots = (uint16_t)slots;
    m->ret_kind = stack_kind(desc_return(desc));
    return m;
}

/* MethodHandleNatives.linkMethod for the site (defc.name, desc) of a class in `from`'s
 * namespace: the linker method and the appendix (*appendix, a root); NULL + pending */
static Method *link_method(Class *from, Class *defc, const char *name, const char *desc, Object **appendix)
{
    Class *mhn = load_class("java/lang/invoke/MethodHandleNatives");
    if (!mhn || class_init(mhn) < 0)
        return NULL;
    Method *lm = find_declared_method(mhn, "linkMethod",
                                      "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;"
                                      "[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;");
    Class *oa = load_class("[Ljava/lang/Object;");
    if (!lm || !oa)
        fatal("-X:classlib=jdk: MethodHandleNatives.linkMethod or Object[] is missing");
    int h = nhandles;
    Object *o;
    if (!(o = class_mirror(from)))
        goto fail;
    handle_push(o);
    if (!(o = class_mirror(defc)))
        goto fail;
    handle_push(o);
    if (!(o = new_string_utf8(name)))
        goto fail;
    handle_push(o);
    if (!(o = new_string_utf8(desc)))
        goto fail;
    handle_push(o);
    if (!(o = (Object *)alloc_array(oa, 1)))
        goto fail;
    handle_push(o);
    uint32_t args[6] = {W(handles[h]), REF_invokeVirtual, W(handles[h + 1]), W(handles[h + 2]), W(handles[h + 3]),
                        W(handles[h + 4])};
    uint32_t r[2] = {0, 0};
    if (invoke_method(lm, args, r) < 0)
        goto fail;
    Method *target = member_name_method((Object *)(uintptr_t)r[0]);
    *appendix = ((Object **)ARRAY_DATA((Array *)handles[h + 4]))[0];
    handle_pop(nhandles - h);
    if (!target)
        throw_new("java/lang/LinkageError", "%s.%s%s: linkMethod named no method", defc->name, name, desc);
    return target;
fail:
    handle_pop(nhandles - h);
    return NULL;
}

/* the static adapter of a site (defc.name, desc): (handle, params...) -> target(handle,
 * params..., appendix), a reference result cast to the site's type */
static Method *spin_adapter(Class *from, Class *defc, const char *name, const char *desc)
{
    Object *appendix = NULL;
    Method *target = link_method(from, defc, name, desc, &appendix);
    if (!target)
        return NULL;
    int h = handle_push(appendix);
    const char *tp[256], *sp[256];
    int nt = desc_params(target->desc, tp, 256), ns = desc_params(desc, sp, 256);
    if (nt != ns + 2 || !(target->flags & ACC_STATIC))
        fatal("-X:classlib=jdk: %s.%s%s links to %s.%s%s, not a static method of the site's arguments, the "
              "handle and an appendix",
              defc->name, name, desc, target->owner->name, target->name, target->desc);
    char cname[128], *adesc = xmalloc(strlen(desc) + strlen(defc->name) + 4);
    snprintf(cname, sizeof cname, "%s$$Linker$%u", defc->name, ++adapters);
    sprintf(adesc, "(L%s;%s", defc->name, desc + 1);
    char *appendix_t = strndup(tp[nt - 1], desc_type_len(tp[nt - 1]));
    CW *w = xcalloc(1, sizeof *w);
    cw_begin(w, cname, "java/lang/Object");
    cw_add_field(w, ACC_STATIC | ACC_FINAL, "appendix", appendix_t);
    Buf c = {0};
    buf_u1(&c, 0x2a); /* aload_0: the handle */
    int slot = 1;
    for (int i = 0; i < ns; i++) {
        emit_load(&c, sp[i], slot);
        slot += type_slots(sp[i]);
    }
    emit_op2(&c, 0xb2, cw_member(w, CONST_Fieldref, cname, "appendix", appendix_t));
    emit_op2(&c, 0xb8, cw_member(w, CONST_Methodref, target->owner->name, target->name, target->desc));
    const char *rt = desc_return(desc);
    if (type_is_ref(rt) && strcmp(rt, "Ljava/lang/Object;") != 0) {
        char *rc = cw_desc_class(rt);
        emit_op2(&c, 0xc0, cw_class(w, rc));
        free(rc);
    }
    emit_return(&c, rt);
    cw_add_method(w, ACC_STATIC | ACC_FINAL, name, adesc, &c, (uint16_t)(slot + 3), (uint16_t)slot);
    uint32_t len;
    uint8_t *data = cw_finish(w, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, &len);
    free(w);
    Method *m = NULL;
    Class *k = define_class(data, len, cname, from->from_cp);
    if (k) {
        k->hidden = 1;
        if (class_init(k) == 0) {
            Field *f = find_field(k, "appendix", appendix_t);
            store_ref(NULL, (Object **)(k->statics + f->offset), handles[h]);
            m = find_declared_method(k, name, adesc);
            m->sigpoly = SP_ADAPTER;
        }
    }
    handle_pop(1);
    free(appendix_t);
    free(adesc);
    return m;
}

Method *sigpoly_method(Class *from, Class *c, const char *name, const char *desc)
{
    int from_cp = from ? from->from_cp : 0;
    if (!opt.classlib_jdk || (strcmp(c->name, MH) != 0 && strcmp(c->name, VH) != 0))
        return NULL;
    Method *decl = NULL;
    for (int i = 0; i < c->nmethods && !decl; i++) {
        Method *m = &c->methods[i];
        if (strcmp(m->name, name) == 0 && (m->flags & (ACC_NATIVE | ACC_VARARGS)) == (ACC_NATIVE | ACC_VARARGS) &&
            strncmp(m->desc, "([Ljava/lang/Object;)", 21) == 0)
            decl = m;
    }
    if (!decl)
        return NULL;
    Method *m = cached(c, name, desc, from_cp);
    if (m)
        return m;
    int kind = 0;
    if (strcmp(name, "invokeBasic") == 0)
        kind = SP_INVOKE_BASIC;
    else if (strcmp(name, "linkToStatic") == 0)
        kind = SP_LINK_STATIC;
    else if (strcmp(name, "linkToSpecial") == 0)
        kind = SP_LINK_SPECIAL;
    else if (strcmp(name, "linkToVirtual") == 0)
        kind = SP_LINK_VIRTUAL;
    else if (strcmp(name, "linkToInterface") == 0)
        kind = SP_LINK_INTERFACE;
    else if (!from) /* MethodHandleNatives.resolve: only the intrinsics have a Method */
        return NULL;
    else if (decl->flags & ACC_STATIC)
        fatal("-X:classlib=jdk: signature-polymorphic %s.%s is not supported by this VM", c->name, name);
    m = kind ? intrinsic(c, decl, desc, kind) : spin_adapter(from, c, name, desc);
    return m ? remember(c, name, desc, from_cp, m) : NULL;
}

static uint32_t o_form, o_vmentry;

/* the method an intrinsic call goes to (NULL + pending) */
static Method *intrinsic_target(Method *m, uint32_t *args)
{
    if (m->sigpoly == SP_INVOKE_BASIC) {
        if (!o_form) {
            Field *f = find_field(load_class_or_die(MH), "form", "Ljava/lang/invoke/LambdaForm;");
            Field *e = find_field(load_class_or_die("java/lang/invoke/LambdaForm"), "vmentry",
                                  "Ljava/lang/invoke/MemberName;");
            if (!f || !e)
                fatal("-X:classlib=jdk: MethodHandle.form or LambdaForm.vmentry is missing");
            o_form = f->offset, o_vmentry = e->offset;
        }
        Object *mh = REF(args[0]);
        if (!mh) {
            throw_new("java/lang/NullPointerException", NULL);
            return NULL;
        }
        Object *form = *(Object **)FIELD_PTR(mh, o_form);
        Method *t = form ? member_name_method(*(Object **)FIELD_PTR(form, o_vmentry)) : NULL;
        if (!t)
            throw_new("java/lang/InternalError", "invokeBasic: a method handle without a linked LambdaForm");
        return t;
    }
    Object *mn = REF(args[m->arg_slots - 1]);
    Method *t = mn ? member_name_method(mn) : NULL;
    if (!t) {
        throw_new("java/lang/InternalError", "%s: no resolved MemberName", m->name);
        return NULL;
    }
    if (m->sigpoly == SP_LINK_VIRTUAL || m->sigpoly == SP_LINK_INTERFACE) {
        Object *recv = REF(args[0]);
        if (!recv) {
            throw_new("java/lang/NullPointerException", NULL);
            return NULL;
        }
        Method *v = (t->vindex >= 0 && !t->owner->is_interface) ? recv->tib->vtable[t->vindex]
                                                                : interface_target(recv->tib, t);
        if (!v)
            throw_new("java/lang/AbstractMethodError", "%s.%s%s", recv->tib->name, t->name, t->desc);
        return v;
    }
    return t;
}

int sigpoly_invoke(Method *m, uint32_t *args, uint32_t *ret)
{
    Method *t = intrinsic_target(m, args);
    if (!t)
        return -1;
    /* the trailing MemberName of linkTo* is not the target's: its arguments are the others */
    return invoke_method(t, args, ret);
}
