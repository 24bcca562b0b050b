/* verify_format.c - format checks of a class not from the embedded library, at parse time
 * (JVMS 4.8, ClassFormatError; issue 17): modified UTF-8, every constant pool reference in
 * range and of the right kind, names and descriptors well formed, ConstantValue of the
 * field's type, Code present exactly where the method is neither native nor abstract. Each
 * method's code then gets its static checks (verify_code.c); its types are checked at link
 * time (verify_flow.c), before the class is initialised. */
#include "verify.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- format checks ---- */

int utf8_ok(const uint8_t *s, uint32_t n)
{
    for (uint32_t i = 0; i < n;) {
        uint8_t b = s[i];
        if (b == 0 || b >= 0xf0)
            return 0;
        uint32_t more = b < 0x80 ? 0 : (b & 0xe0) == 0xc0 ? 1 : (b & 0xf0) == 0xe0 ? 2 : 3;
        if (more == 3 || i + more >= n + (more == 0))
            return 0;
        for (uint32_t k = 1; k <= more; k++)
            if ((s[i + k] & 0xc0) != 0x80)
                return 0;
        i += more + 1;
    }
    return 1;
}

/* One field type at p: the position after it, or NULL. */
static const char *field_type_end(const char *p)
{
    int dims = 0;
    while (*p == '[') {
        if (++dims > 255)
            return NULL;
        p++;
    }
    switch (*p) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
        return p + 1;
    case 'L': {
        const char *q = ++p;
        while (*q && *q != ';' && *q != '.' && *q != '[')
            q++;
        if (*q != ';' || q == p || *p == '/' || q[-1] == '/')
            return NULL;
        for (const char *r = p; r + 1 < q; r++)
            if (r[0] == '/' && r[1] == '/')
                return NULL;
        return q + 1;
    }
    default:
        return NULL;
    }
}

static int field_desc_ok(const char *d)
{
    const char *e = field_type_end(d);
    return e && !*e;
}

static int method_desc_ok(const char *d)
{
    if (*d++ != '(')
        return 0;
    int slots = 0;
    while (*d != ')') {
        const char *e = field_type_end(d);
        if (!e)
            return 0;
        slots += (*d == 'J' || *d == 'D') ? 2 : 1;
        d = e;
    }
    if (slots > 255)
        return 0;
    d++;
    return (d[0] == 'V' && !d[1]) || field_desc_ok(d);
}

static int class_name_ok(const char *s)
{
    if (s[0] == '[')
        return field_desc_ok(s);
    size_t n = strlen(s);
    return n && s[0] != '/' && s[n - 1] != '/' && !strpbrk(s, ".;[") && !strstr(s, "//");
}

#define CFE(...) class_error("java/lang/ClassFormatError", __VA_ARGS__)

static CpEntry *entry(Class *c, uint32_t i, uint8_t tag, const char *what)
{
    if (i == 0 || i >= c->cp_count || c->cp[i].tag != tag)
        CFE("%s: constant %u (%s) is not a constant of kind %u", c->name, i, what, tag);
    return &c->cp[i];
}

static const char *utf(Class *c, uint32_t i, const char *what) { return entry(c, i, CONST_Utf8, what)->u.utf8; }

/* A Fieldref/Methodref/InterfaceMethodref: class, name and a descriptor of its kind. */
static void check_ref(Class *c, uint16_t i)
{
    CpEntry *e = &c->cp[i];
    entry(c, e->a, CONST_Class, "class of a member reference");
    CpEntry *nat = entry(c, e->b, CONST_NameAndType, "member reference");
    const char *name = utf(c, nat->a, "member name"), *desc = utf(c, nat->b, "member descriptor");
    if (!*name)
        CFE("%s: constant %u: empty member name", c->name, i);
    if (e->tag == CONST_Fieldref ? !field_desc_ok(desc) : !method_desc_ok(desc))
        CFE("%s: constant %u: illegal descriptor \"%s\"", c->name, i, desc);
    if (e->tag != CONST_Fieldref && name[0] == '<' &&
        (strcmp(name, "<init>") != 0 || desc[strlen(desc) - 1] != 'V'))
        CFE("%s: constant %u: illegal method name \"%s\"", c->name, i, name);
}

static void check_cp(Class *c)
{
    for (uint32_t i = 1; i < c->cp_count; i++) {
        CpEntry *e = &c->cp[i];
        switch (e->tag) {
        case CONST_Class:
            if (!class_name_ok(utf(c, e->a, "class name")))
                CFE("%s: illegal class name \"%s\"", c->name, c->cp[e->a].u.utf8);
            break;
        case CONST_String: case CONST_Module: case CONST_Package:
            utf(c, e->a, "string");
            break;
        case CONST_MethodType:
            if (!method_desc_ok(utf(c, e->a, "method type")))
                CFE("%s: constant %u: illegal method type", c->name, i);
            break;
        case CONST_Fieldref: case CONST_Methodref: case CONST_InterfaceMethodref:
            check_ref(c, (uint16_t)i);
            break;
        case CONST_NameAndType:
            utf(c, e->a, "name");
            utf(c, e->b, "descriptor");
            break;
        case CONST_MethodHandle: {
            if (e->b == 0 || e->b >= c->cp_count)
                CFE("%s: constant %u: bad method handle reference", c->name, i);
            uint8_t t = c->cp[e->b].tag;
            int ok = e->a <= REF_putStatic ? t == CONST_Fieldref
                   : e->a == REF_invokeInterface ? t == CONST_InterfaceMethodref
                   : e->a == REF_invokeVirtual || e->a == REF_newInvokeSpecial ? t == CONST_Methodref
                   : t == CONST_Methodref || t == CONST_InterfaceMethodref;
            if (!ok)
                CFE("%s: constant %u: method handle of kind %u refers to constant kind %u", c->name, i, e->a, t);
            break;
        }
        case CONST_InvokeDynamic: case CONST_Dynamic: {
            CpEntry *nat = entry(c, e->b, CONST_NameAndType, "dynamic constant");
            utf(c, nat->a, "name");
            const char *desc = utf(c, nat->b, "descriptor");
            if (e->tag == CONST_InvokeDynamic ? !method_desc_ok(desc) : !field_desc_ok(desc))
                CFE("%s: constant %u: illegal descriptor \"%s\"", c->name, i, desc);
            if (e->a >= c->nbootstrap)
                CFE("%s: constant %u: bootstrap method %u of %u", c->name, i, e->a, c->nbootstrap);
            break;
        }
        default:
            break;
        }
    }
}
void verify_class(Class *c, int major)
{
    check_cp(c);
    if (c->cp[0].a == 0 && strcmp(c->name, "java/lang/Object") != 0)
        CFE("%s: no super class", c->name);
    for (int i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        if (!*f->name || !field_desc_ok(f->desc))
            CFE("%s: field \"%s\" has the illegal descriptor \"%s\"", c->name, f->name, f->desc);
        if (!(f->flags & ACC_STATIC) || !f->const_index)
            continue;
        uint8_t want = f->kind == 'J' ? CONST_Long : f->kind == 'F' ? CONST_Float : f->kind == 'D' ? CONST_Double
                     : f->kind == 'L' ? CONST_String : f->kind == '[' ? 0 : CONST_Integer;
        if (f->kind == 'L' && strcmp(f->desc, "Ljava/lang/String;") != 0)
            want = 0;
        if (!want || f->const_index >= c->cp_count || c->cp[f->const_index].tag != want)
            CFE("%s: bad ConstantValue for field %s %s", c->name, f->name, f->desc);
    }
    for (int i = 0; i < c->nmethods; i++) {
        Method *m = &c->methods[i];
        if (!*m->name || !method_desc_ok(m->desc))
            CFE("%s: method \"%s\" has the illegal descriptor \"%s\"", c->name, m->name, m->desc);
        if (m->name[0] == '<' && strcmp(m->name, "<clinit>") != 0 &&
            (strcmp(m->name, "<init>") != 0 || m->desc[strlen(m->desc) - 1] != 'V'))
            CFE("%s: illegal method name \"%s\"", c->name, m->name);
        int bodiless = (m->flags & (ACC_NATIVE | ACC_ABSTRACT)) != 0;
        if (bodiless && m->code)
            CFE("%s.%s: Code attribute in a native or abstract method", c->name, m->name);
        if (!bodiless && !m->code)
            CFE("%s.%s: absent Code attribute in a method that is not native or abstract", c->name, m->name);
        if (m->code)
            verify_code(c, m, major);
    }
    c->verify_major = (uint8_t)major;
}
