/* classfile.c - parsing class files (JVMS chapter 4, versions 45 to 61: Java 1.1 to 17) into
 * Class structs. Linking (layout, vtables, the sealed-class check) happens in classes.c.
 * Of the attributes added since Java 7 the VM keeps BootstrapMethods (invokedynamic, indy.c),
 * NestHost, PermittedSubclasses and Record, and for reflection (reflect.c) Exceptions, the
 * class's own InnerClasses entry and EnclosingMethod's class, and each method's
 * StackMapTable for the verifier (verify_flow.c). Those and InnerClasses, EnclosingMethod,
 * Signature, NestMembers, Record, SourceFile, ConstantValue and Exceptions are checked for
 * format as HotSpot checks them (length, constant kinds: ClassFormatError); MethodParameters,
 * Module, ModulePackages, ModuleMainClass and the annotation attributes are skipped (access
 * checks are not implemented, so nest members need no list). */
#include "classmodel.h"
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* A malformed class file becomes a LinkageError of the program (ClassFormatError,
 * UnsupportedClassVersionError, NoClassDefFoundError) thrown where the class was needed;
 * while the VM boots it is fatal. */
static jmp_buf *format_jmp;
static char format_class[64], format_msg[400];

_Noreturn void class_error(const char *cls, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(format_msg, sizeof format_msg, fmt, ap);
    va_end(ap);
    if (!format_jmp)
        fatal("%s: %s", cls, format_msg);
    snprintf(format_class, sizeof format_class, "%s", cls);
    longjmp(*format_jmp, 1);
}

typedef struct Reader {
    const uint8_t *p, *end;
    const char *name;
} Reader;

static void need(Reader *r, uint32_t n)
{
    if ((uint32_t)(r->end - r->p) < n)
        class_error("java/lang/ClassFormatError", "%s: truncated class file", r->name);
}
static uint8_t u1(Reader *r) { need(r, 1); return *r->p++; }
static uint16_t u2(Reader *r)
{
    need(r, 2);
    uint16_t v = (uint16_t)(r->p[0] << 8 | r->p[1]);
    r->p += 2;
    return v;
}
static uint32_t u4(Reader *r)
{
    need(r, 4);
    uint32_t v = (uint32_t)r->p[0] << 24 | (uint32_t)r->p[1] << 16 | (uint32_t)r->p[2] << 8 | r->p[3];
    r->p += 4;
    return v;
}

static const char *cp_utf8(Class *c, uint16_t i, const char *what)
{
    if (i == 0 || i >= c->cp_count || c->cp[i].tag != CONST_Utf8)
        class_error("java/lang/ClassFormatError", "%s: bad constant pool index %u for %s", c->name ? c->name : "?", i, what);
    return c->cp[i].u.utf8;
}

uint16_t count_arg_slots(const char *desc)
{
    uint16_t n = 0;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        if (*p == 'J' || *p == 'D') {
            n += 2;
            p++;
        } else {
            n++;
            while (*p == '[')
                p++;
            if (*p == 'L')
                while (*p && *p != ';')
                    p++;
            p++;
        }
    }
    return n;
}

uint32_t desc_call_shape(const char *desc)
{
    const char *r = strchr(desc, ')') + 1;
    uint32_t ret = *r == 'V' ? 0 : *r == 'J' || *r == 'D' ? 3 : *r == 'L' || *r == '[' ? 2 : 1;
    return 1 + count_arg_slots(desc) + 512 * ret;
}

uint32_t cp_call_shape(CpEntry *cp, uint16_t nat)
{
    CpEntry *e = &cp[nat];
    if (!e->shape)
        e->shape = (uint16_t)desc_call_shape(cp[e->b].u.utf8);
    return e->shape;
}

static void parse_code(Reader *r, Class *c, Method *m)
{
    uint32_t alen = u4(r);
    need(r, alen);
    if (m->code)
        class_error("java/lang/ClassFormatError", "%s.%s: multiple Code attributes", c->name, m->name);
    const uint8_t *aend = r->p + alen;
    Reader whole = *r;
    r->end = aend; /* the attribute is read within its length */
    m->max_stack = u2(r);
    m->max_locals = u2(r);
    m->code_len = u4(r);
    need(r, m->code_len);
    m->code = (uint8_t *)perm_bytes(m->code_len); /* never freed, as the constant pool's strings */
    m->orig_code = (uint8_t *)perm_bytes(m->code_len);
    memcpy(m->code, r->p, m->code_len);
    memcpy(m->orig_code, r->p, m->code_len);
    if (m->flags & ACC_SYNCHRONIZED)
        sync_rewrite_returns(m);
    r->p += m->code_len;
    m->nhandlers = u2(r);
    m->handlers = (Handler *)perm_bytes((m->nhandlers ? m->nhandlers : 1u) * sizeof(Handler)); /* all set below */
    memset(m->handlers, 0, sizeof(Handler));
    for (int i = 0; i < m->nhandlers; i++) {
        m->handlers[i].start = u2(r);
        m->handlers[i].end = u2(r);
        m->handlers[i].pc = u2(r);
        m->handlers[i].catch_index = u2(r);
    }
    uint16_t nattr = u2(r);
    for (int i = 0; i < nattr; i++) {
        const char *an = cp_utf8(c, u2(r), "code attribute name");
        uint32_t len = u4(r);
        need(r, len);
        if (strcmp(an, "LineNumberTable") == 0) {
            Reader s = {r->p, r->p + len, r->name};
            free(m->line_table);
            m->nlines = u2(&s);
            m->line_table = xmalloc(4u * m->nlines + 4);
            for (int k = 0; k < 2 * m->nlines; k++)
                m->line_table[k] = u2(&s);
        } else if (strcmp(an, "StackMapTable") == 0) { /* read by verify_flow.c */
            if (m->smt)
                class_error("java/lang/ClassFormatError", "%s.%s: multiple StackMapTable attributes", c->name, m->name);
            m->smt = xmalloc(len ? len : 1);
            memcpy(m->smt, r->p, len);
            m->smt_len = len;
        } else if (strcmp(an, "LocalVariableTable") == 0) { /* names in NPE messages (npe.c) */
            npe_note_lvt(m, r->p, len);
        }
        r->p += len;
    }
    if (r->p != aend)
        class_error("java/lang/ClassFormatError", "%s.%s: bad Code attribute length", c->name, m->name);
    r->end = whole.end;
}

static Class *parse(const uint8_t *data, uint32_t len, const char *expect_name, int trusted);

static uint16_t class_index(Class *c, uint16_t i, const char *what)
{
    if (i == 0 || i >= c->cp_count || c->cp[i].tag != CONST_Class)
        class_error("java/lang/ClassFormatError", "%s: bad class index %u in %s", c->name, i, what);
    return i;
}

/* An attribute read within its length must end exactly there (JVMS 4.7). */
static void attr_done(Reader *s, Class *c, const char *an)
{
    if (s->p != s->end)
        class_error("java/lang/ClassFormatError", "%s: wrong %s attribute length", c->name, an);
}

/* Signature (JVMS 4.7.9), of a class, field, method or record component: a Utf8 index,
 * kept for reflection's generic types */
static uint16_t check_signature(Reader *r, Class *c, uint32_t alen)
{
    Reader s = {r->p, r->p + alen, r->name};
    uint16_t i = u2(&s);
    cp_utf8(c, i, "Signature");
    attr_done(&s, c, "Signature");
    return i;
}

/* NestMembers (JVMS 4.7.29): Class constants; the VM keeps none (no access checks). */
static void check_class_list(Reader *s, Class *c, const char *an)
{
    uint16_t n = u2(s);
    for (int i = 0; i < n; i++)
        class_index(c, u2(s), an);
}

/* Record (JVMS 4.7.30): components with a name, a field descriptor and attributes; kept as
 * (name, descriptor, signature) Utf8 indexes for reflection's getRecordComponents */
static void check_record(Reader *s, Class *c)
{
    uint16_t n = u2(s);
    c->nrecord = n;
    c->record = xcalloc(3u * n + 1, sizeof(uint16_t));
    for (int i = 0; i < n; i++) {
        uint16_t *rc = &c->record[3 * i];
        rc[0] = u2(s);
        cp_utf8(c, rc[0], "Record component name");
        rc[1] = u2(s);
        cp_utf8(c, rc[1], "Record component descriptor");
        uint16_t na = u2(s);
        for (int k = 0; k < na; k++) {
            const char *an = cp_utf8(c, u2(s), "Record component attribute");
            uint32_t alen = u4(s);
            need(s, alen);
            if (strcmp(an, "Signature") == 0)
                rc[2] = check_signature(s, c, alen);
            s->p += alen;
        }
    }
}

/* FNV-1a over name, a separator and descriptor (Method.sig_hash) */
static uint32_t sig_hash(const char *name, const char *desc)
{
    uint32_t h = 2166136261u;
    for (const char *p = name; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    h = (h ^ '(') * 16777619u;
    for (const char *p = desc; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    return h;
}

/* InnerClasses (JVMS 4.7.6): only the entry naming this class itself is kept */
static void parse_inner_classes(Reader *s, Class *c)
{
    uint16_t n = u2(s);
    for (int i = 0; i < n; i++) {
        uint16_t inner = class_index(c, u2(s), "InnerClasses");
        uint16_t outer = u2(s), name = u2(s), flags = u2(s);
        if (outer)
            class_index(c, outer, "InnerClasses");
        if (name)
            cp_utf8(c, name, "InnerClasses");
        if (strcmp(cp_utf8(c, c->cp[inner].a, "InnerClasses"), c->name) != 0)
            continue;
        c->is_nested = 1;
        c->inner_flags = flags;
        c->inner_outer = outer;
        c->inner_name = name;
    }
}

/* BootstrapMethods (JVMS 4.7.23): each entry becomes {method handle index, nargs, args...} */
static void parse_bootstrap(Reader *s, Class *c)
{
    c->nbootstrap = u2(s);
    c->bootstrap = xcalloc(c->nbootstrap + 1u, sizeof(uint16_t *));
    for (int i = 0; i < c->nbootstrap; i++) {
        uint16_t mh = u2(s), n = u2(s);
        if (mh == 0 || mh >= c->cp_count || c->cp[mh].tag != CONST_MethodHandle)
            class_error("java/lang/ClassFormatError", "%s: bootstrap method %d is not a method handle", c->name, i);
        uint16_t *b = xmalloc((n + 2u) * sizeof(uint16_t));
        b[0] = mh;
        b[1] = n;
        for (int k = 0; k < n; k++) {
            b[2 + k] = u2(s);
            if (b[2 + k] == 0 || b[2 + k] >= c->cp_count)
                class_error("java/lang/ClassFormatError", "%s: bad bootstrap argument index", c->name);
        }
        c->bootstrap[i] = b;
    }
}

Class *parse_class(const uint8_t *data, uint32_t len, const char *expect_name, int trusted)
{
    jmp_buf env;
    if (booting || !cls_Throwable)
        return parse(data, len, expect_name, trusted);
    format_jmp = &env;
    if (setjmp(env)) {
        format_jmp = NULL;
        throw_new(format_class, "%s", format_msg);
        return NULL;
    }
    Class *c = parse(data, len, expect_name, trusted);
    format_jmp = NULL;
    return c;
}

/* element_value (JVMS 4.7.16.1), skipped */
static void skip_annotation(Reader *r);
static void skip_element_value(Reader *r)
{
    uint8_t tag = u1(r);
    switch (tag) {
    case 'e': u2(r); u2(r); break;
    case '@': skip_annotation(r); break;
    case '[': for (uint16_t n = u2(r); n; n--) skip_element_value(r); break;
    default: u2(r); break;
    }
}
static void skip_annotation(Reader *r)
{
    u2(r);
    for (uint16_t n = u2(r); n; n--) {
        u2(r);
        skip_element_value(r);
    }
}

/* a RuntimeVisibleAnnotations attribute of alen bytes at r names the annotation type desc
 * (the reader stays where it was) */
static int has_annotation(Reader *r, Class *c, uint32_t alen, const char *desc)
{
    Reader s = {r->p, r->p + alen, r->name};
    for (uint16_t n = u2(&s); n; n--) {
        if (strcmp(cp_utf8(c, u2(&s), "annotation type"), desc) == 0)
            return 1;
        s.p -= 2;
        skip_annotation(&s);
    }
    return 0;
}

static Class *parse(const uint8_t *data, uint32_t len, const char *expect_name, int trusted)
{
    Reader r = {data, data + len, expect_name};
    /* The boot loader's classes are trusted, as HotSpot trusts its boot classes
     * (BytecodeVerificationLocal=false): the embedded class library, built with the VM, and
     * under -X:classlib=jdk the runtime image's (the caller says so). Everything else (class
     * path, benchmarks, classes the VM spins) is checked. */
    const uint8_t *lib;
    uint32_t lib_len;
    trusted = trusted || (expect_name && archive_find(expect_name, &lib, &lib_len) && lib == data);
    if (u4(&r) != 0xCAFEBABE)
        class_error("java/lang/ClassFormatError", "%s: bad magic", expect_name);
    uint16_t minor = u2(&r);
    uint16_t major = u2(&r);
    if (major > 61) { /* HotSpot 17's wording, with the dotted class name */
        char dotted[256];
        snprintf(dotted, sizeof dotted, "%s", expect_name ? expect_name : "?");
        for (char *q = dotted; *q; q++)
            if (*q == '/')
                *q = '.';
        class_error("java/lang/UnsupportedClassVersionError",
                     "%s has been compiled by a more recent version of the Java Runtime (class file version %u.%u), "
                     "this version of the Java Runtime only recognizes class file versions up to 61.0",
                     dotted, major, minor);
    }
    if (major < 45)
        class_error("java/lang/UnsupportedClassVersionError",
                     "%s has class file version %u (this VM reads 45 to 61, Java 1.1 to 17)", expect_name, major);
    Class *c = xcalloc(1, sizeof(Class));
    c->cp_count = u2(&r);
    c->cp = xcalloc(c->cp_count ? c->cp_count : 1, sizeof(CpEntry));
    for (uint16_t i = 1; i < c->cp_count; i++) {
        CpEntry *e = &c->cp[i];
        e->tag = u1(&r);
        switch (e->tag) {
        case CONST_Utf8: {
            uint16_t n = u2(&r);
            need(&r, n);
            if (!trusted && !utf8_ok(r.p, n))
                class_error("java/lang/ClassFormatError", "%s: illegal UTF8 string in constant pool entry %u", expect_name, i);
            char *s = perm_bytes(n + 1u); /* never freed */
            memcpy(s, r.p, n);
            s[n] = 0;
            r.p += n;
            e->u.utf8 = s;
            break;
        }
        case CONST_Integer: case CONST_Float:
            e->u.half[0] = u4(&r);
            break;
        case CONST_Long: case CONST_Double:
            e->u.half[0] = u4(&r);
            e->u.half[1] = u4(&r);
            if (++i >= c->cp_count) /* takes two entries */
                class_error("java/lang/ClassFormatError", "%s: long or double in the last constant pool entry", expect_name);
            break;
        case CONST_Class: case CONST_String: case CONST_MethodType: case CONST_Module: case CONST_Package:
            e->a = u2(&r);
            break;
        case CONST_Fieldref: case CONST_Methodref: case CONST_InterfaceMethodref:
        case CONST_NameAndType: case CONST_InvokeDynamic: case CONST_Dynamic:
            e->a = u2(&r);
            e->b = u2(&r);
            break;
        case CONST_MethodHandle:
            e->a = u1(&r);
            e->b = u2(&r);
            if (e->a < REF_getField || e->a > REF_invokeInterface)
                class_error("java/lang/ClassFormatError", "%s: bad method handle kind %u", expect_name, e->a);
            break;
        default:
            class_error("java/lang/ClassFormatError", "%s: unknown constant pool tag %u", expect_name, e->tag);
        }
    }
    c->access = u2(&r);
    c->is_interface = (c->access & ACC_INTERFACE) != 0;
    uint16_t this_idx = u2(&r);
    if (this_idx >= c->cp_count || c->cp[this_idx].tag != CONST_Class)
        class_error("java/lang/ClassFormatError", "%s: bad this_class", expect_name);
    c->name = cp_utf8(c, c->cp[this_idx].a, "this_class");
    if (expect_name && strcmp(c->name, expect_name) != 0)
        class_error("java/lang/NoClassDefFoundError", "%s (wrong name: %s)", expect_name, c->name);
    uint16_t super_idx = u2(&r);
    if (super_idx) {
        if (super_idx >= c->cp_count || c->cp[super_idx].tag != CONST_Class)
            class_error("java/lang/ClassFormatError", "%s: bad super_class", c->name);
        /* the super class is loaded by the linker (classes.c); stash the name index */
        c->cp[0].a = c->cp[super_idx].a;
    }
    c->ninterfaces = u2(&r);
    c->interfaces = xcalloc(c->ninterfaces ? c->ninterfaces : 1, sizeof(Class *));
    uint16_t *iface_names = xcalloc(c->ninterfaces ? c->ninterfaces : 1, sizeof(uint16_t));
    for (int i = 0; i < c->ninterfaces; i++) {
        uint16_t ix = u2(&r);
        if (ix >= c->cp_count || c->cp[ix].tag != CONST_Class)
            class_error("java/lang/ClassFormatError", "%s: bad interface index", c->name);
        iface_names[i] = c->cp[ix].a;
    }
    /* interface name indexes are kept in the interfaces array until linking */
    c->interfaces = (Class **)iface_names;

    c->nfields = u2(&r);
    c->fields = xcalloc(c->nfields ? c->nfields : 1, sizeof(Field));
    for (int i = 0; i < c->nfields; i++) {
        Field *f = &c->fields[i];
        f->flags = u2(&r);
        f->name = cp_utf8(c, u2(&r), "field name");
        f->desc = cp_utf8(c, u2(&r), "field descriptor");
        f->owner = c;
        f->kind = (uint8_t)f->desc[0];
        switch (f->kind) {
        case 'B': case 'Z': f->size = 1; break;
        case 'C': case 'S': f->size = 2; break;
        case 'J': case 'D': f->size = 8; break;
        default: f->size = 4; break;
        }
        uint16_t na = u2(&r);
        for (int k = 0; k < na; k++) {
            const char *an = cp_utf8(c, u2(&r), "field attribute");
            uint32_t alen = u4(&r);
            need(&r, alen);
            if (strcmp(an, "ConstantValue") == 0) {
                if (alen != 2)
                    class_error("java/lang/ClassFormatError", "%s: wrong ConstantValue attribute length %u", c->name, alen);
                f->const_index = (uint16_t)(r.p[0] << 8 | r.p[1]);
            } else if (strcmp(an, "Signature") == 0) {
                f->signature = check_signature(&r, c, alen);
            }
            r.p += alen;
        }
    }
    c->nmethods = u2(&r);
    c->methods = xcalloc(c->nmethods ? c->nmethods : 1, sizeof(Method));
    for (int i = 0; i < c->nmethods; i++) {
        Method *m = &c->methods[i];
        m->flags = u2(&r);
        m->name = cp_utf8(c, u2(&r), "method name");
        m->desc = cp_utf8(c, u2(&r), "method descriptor");
        m->sig_hash = sig_hash(m->name, m->desc);
        m->owner = c;
        m->vindex = -1;
        m->arg_slots = (uint16_t)(count_arg_slots(m->desc) + ((m->flags & ACC_STATIC) ? 0 : 1));
        const char *rp = strchr(m->desc, ')');
        char rk = rp ? rp[1] : 'V';
        m->ret_kind = (rk == 'Z' || rk == 'B' || rk == 'C' || rk == 'S') ? 'I' : (rk == '[' ? 'L' : rk);
        uint16_t na = u2(&r);
        for (int k = 0; k < na; k++) {
            const char *an = cp_utf8(c, u2(&r), "method attribute");
            if (strcmp(an, "Code") == 0) {
                parse_code(&r, c, m);
            } else if (strcmp(an, "Exceptions") == 0) {
                uint32_t alen = u4(&r);
                need(&r, alen);
                Reader s = {r.p, r.p + alen, r.name};
                m->nexceptions = u2(&s);
                m->exceptions = xcalloc(m->nexceptions + 1u, sizeof(uint16_t));
                for (int e = 0; e < m->nexceptions; e++)
                    m->exceptions[e] = class_index(c, u2(&s), "Exceptions");
                attr_done(&s, c, "Exceptions");
                r.p += alen;
            } else {
                uint32_t alen = u4(&r);
                need(&r, alen);
                if (strcmp(an, "Signature") == 0)
                    m->signature = check_signature(&r, c, alen);
                else if (trusted && strcmp(an, "RuntimeVisibleAnnotations") == 0)
                    m->hidden = has_annotation(&r, c, alen, "Ljdk/internal/vm/annotation/Hidden;");
                r.p += alen;
            }
        }
    }
    uint16_t na = u2(&r);
    for (int k = 0; k < na; k++) {
        const char *an = cp_utf8(c, u2(&r), "class attribute");
        uint32_t alen = u4(&r);
        need(&r, alen);
        Reader s = {r.p, r.p + alen, r.name};
        /* the attributes the VM uses, and those the JDK checks, are read within their
         * length and must fill it (ClassFormatError, as HotSpot) */
        int checked = 1;
        if (strcmp(an, "SourceFile") == 0)
            c->source_file = cp_utf8(c, u2(&s), "SourceFile");
        else if ((strcmp(an, "BootstrapMethods") == 0 && c->bootstrap) ||
                 (strcmp(an, "PermittedSubclasses") == 0 && c->permitted))
            class_error("java/lang/ClassFormatError", "%s: multiple %s attributes", c->name, an);
        else if (strcmp(an, "BootstrapMethods") == 0)
            parse_bootstrap(&s, c);
        else if (strcmp(an, "NestHost") == 0)
            c->nest_host = class_index(c, u2(&s), "NestHost");
        else if (strcmp(an, "NestMembers") == 0)
            check_class_list(&s, c, "NestMembers");
        else if (strcmp(an, "PermittedSubclasses") == 0) {
            c->npermitted = u2(&s);
            c->permitted = xcalloc(c->npermitted + 1u, sizeof(uint16_t));
            for (int i = 0; i < c->npermitted; i++)
                c->permitted[i] = class_index(c, u2(&s), "PermittedSubclasses");
        } else if (strcmp(an, "Record") == 0) {
            check_record(&s, c);
            c->is_record = 1;
        } else if (strcmp(an, "InnerClasses") == 0)
            parse_inner_classes(&s, c);
        else if (strcmp(an, "EnclosingMethod") == 0) {
            c->enclosing = class_index(c, u2(&s), "EnclosingMethod");
            uint16_t nat = u2(&s);
            if (nat && (nat >= c->cp_count || c->cp[nat].tag != CONST_NameAndType))
                class_error("java/lang/ClassFormatError", "%s: bad method index %u in EnclosingMethod", c->name, nat);
            c->enclosing_method = nat;
        } else if (strcmp(an, "Signature") == 0) {
            c->signature = check_signature(&s, c, alen);
            s.p = s.end;
        } else
            checked = 0;
        if (checked)
            attr_done(&s, c, an);
        r.p += alen;
    }
    if (r.p != r.end)
        class_error("java/lang/ClassFormatError", "%s: extra bytes at the end of the class file", c->name);
    /* The embedded class library is built with the VM and trusted, as the JDK trusts its boot
     * classes: format checks only. Everything else (class path, benchmarks, classes the VM
     * spins) is verified. */
    if (!trusted)
        verify_class(c, major);
    return c;
}
