/* classwriter.c - building class files in memory, for the classes the VM makes itself
 * (indy.c: lambda classes, string concatenation and record method helpers). The bytes go
 * through the ordinary parser and linker (classes.c define_class), so a made class is a real
 * class: a type id, a class.dump entry, methods the interpreter and stackmap.c treat like
 * any other. Version 52 class files, no StackMapTable (the VM does not verify). */
#include "classwriter.h"
#include <stdio.h>
#include <stdlib.h>

void buf_put(Buf *b, const void *p, uint32_t n)
{
    if (b->len + n > b->cap) {
        uint32_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->len + n)
            cap *= 2;
        uint8_t *d = xmalloc(cap);
        if (b->len)
            memcpy(d, b->data, b->len);
        free(b->data);
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}
void buf_u1(Buf *b, uint32_t v) { uint8_t x = (uint8_t)v; buf_put(b, &x, 1); }
void buf_u2(Buf *b, uint32_t v) { uint8_t x[2] = {(uint8_t)(v >> 8), (uint8_t)v}; buf_put(b, x, 2); }
void buf_u4(Buf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    buf_put(b, x, 4);
}
void buf_free(Buf *b) { free(b->data); memset(b, 0, sizeof *b); }

/* constant pool entries are kept as their encoded bytes; equal entries are shared */
static uint16_t cp_add(CW *w, const uint8_t *e, uint32_t n)
{
    uint32_t off = 0;
    for (uint16_t i = 1; i < w->ncp; i++) {
        uint32_t len = w->cp_len[i];
        if (len == n && memcmp(w->cp.data + off, e, n) == 0)
            return i;
        off += len;
    }
    if (w->ncp == 0)
        w->ncp = 1;
    if (w->ncp >= CW_MAX_CP)
        fatal("class writer: more than %d constants in a generated class", CW_MAX_CP);
    w->cp_len[w->ncp] = n;
    buf_put(&w->cp, e, n);
    return w->ncp++;
}

uint16_t cw_utf8(CW *w, const char *s)
{
    uint32_t n = (uint32_t)strlen(s);
    if (n > 65535)
        fatal("class writer: a constant of %u bytes (at most 65535)", n);
    uint8_t *e = xmalloc(n + 3);
    e[0] = CONST_Utf8;
    e[1] = (uint8_t)(n >> 8);
    e[2] = (uint8_t)n;
    memcpy(e + 3, s, n);
    uint16_t i = cp_add(w, e, n + 3);
    free(e);
    return i;
}
static uint16_t cp_ref1(CW *w, uint8_t tag, uint16_t a)
{
    uint8_t e[3] = {tag, (uint8_t)(a >> 8), (uint8_t)a};
    return cp_add(w, e, 3);
}
static uint16_t cp_ref2(CW *w, uint8_t tag, uint16_t a, uint16_t b)
{
    uint8_t e[5] = {tag, (uint8_t)(a >> 8), (uint8_t)a, (uint8_t)(b >> 8), (uint8_t)b};
    return cp_add(w, e, 5);
}
uint16_t cw_class(CW *w, const char *name) { return cp_ref1(w, CONST_Class, cw_utf8(w, name)); }
uint16_t cw_string(CW *w, const char *s) { return cp_ref1(w, CONST_String, cw_utf8(w, s)); }
uint16_t cw_member(CW *w, uint8_t tag, const char *cls, const char *name, const char *desc)
{
    uint16_t c = cw_class(w, cls);
    uint16_t nat = cp_ref2(w, CONST_NameAndType, cw_utf8(w, name), cw_utf8(w, desc));
    return cp_ref2(w, tag, c, nat);
}

/* a class name from a reference descriptor: Lpkg/C; -> pkg/C, arrays stay descriptors */
char *cw_desc_class(const char *desc)
{
    uint32_t n = desc_type_len(desc);
    if (desc[0] == 'L')
        return strndup(desc + 1, n - 2);
    return strndup(desc, n);
}

uint32_t desc_type_len(const char *d)
{
    const char *p = d;
    while (*p == '[')
        p++;
    if (*p == 'L') {
        const char *e = strchr(p, ';');
        if (!e)
            fatal("bad descriptor %s", d);
        p = e;
    }
    return (uint32_t)(p + 1 - d);
}

int desc_params(const char *desc, const char **types, int max)
{
    int n = 0;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        if (n == max)
            fatal("descriptor %s has more than %d parameters", desc, max);
        types[n++] = p;
        p += desc_type_len(p);
    }
    return n;
}

const char *desc_return(const char *desc) { return strchr(desc, ')') + 1; }

int type_slots(const char *t) { return t[0] == 'J' || t[0] == 'D' ? 2 : t[0] == 'V' ? 0 : 1; }

int type_is_ref(const char *t) { return t[0] == 'L' || t[0] == '['; }

void cw_add_field(CW *w, uint16_t flags, const char *name, const char *desc)
{
    buf_u2(&w->fields, flags);
    buf_u2(&w->fields, cw_utf8(w, name));
    buf_u2(&w->fields, cw_utf8(w, desc));
    buf_u2(&w->fields, 0);
    w->nfields++;
}

void cw_add_method(CW *w, uint16_t flags, const char *name, const char *desc, Buf *code, uint16_t max_stack,
                   uint16_t max_locals)
{
    buf_u2(&w->methods, flags);
    buf_u2(&w->methods, cw_utf8(w, name));
    buf_u2(&w->methods, cw_utf8(w, desc));
    buf_u2(&w->methods, 1);
    buf_u2(&w->methods, cw_utf8(w, "Code"));
    buf_u4(&w->methods, 12 + code->len);
    buf_u2(&w->methods, max_stack);
    buf_u2(&w->methods, max_locals);
    buf_u4(&w->methods, code->len);
    buf_put(&w->methods, code->data, code->len);
    buf_u2(&w->methods, 0); /* exception table */
    buf_u2(&w->methods, 0); /* attributes */
    w->nmethods++;
    buf_free(code);
}

void cw_begin(CW *w, const char *name, const char *super)
{
    memset(w, 0, sizeof *w);
    w->this_idx = cw_class(w, name);
    w->super_idx = cw_class(w, super);
}

void cw_add_interface(CW *w, const char *name)
{
    uint16_t i = cw_class(w, name);
    for (int k = 0; k < w->ninterfaces; k++)
        if (w->interfaces[k] == i)
            return;
    if (w->ninterfaces == CW_MAX_IFACES)
        fatal("class writer: more than %d interfaces", CW_MAX_IFACES);
    w->interfaces[w->ninterfaces++] = i;
}

uint8_t *cw_finish(CW *w, uint16_t access, uint32_t *len)
{
    Buf out = {0};
    buf_u4(&out, 0xCAFEBABE);
    buf_u2(&out, 0);
    buf_u2(&out, 52);
    buf_u2(&out, w->ncp);
    buf_put(&out, w->cp.data, w->cp.len);
    buf_u2(&out, access);
    buf_u2(&out, w->this_idx);
    buf_u2(&out, w->super_idx);
    buf_u2(&out, w->ninterfaces);
    for (int i = 0; i < w->ninterfaces; i++)
        buf_u2(&out, w->interfaces[i]);
    buf_u2(&out, w->nfields);
    buf_put(&out, w->fields.data, w->fields.len);
    buf_u2(&out, w->nmethods);
    buf_put(&out, w->methods.data, w->methods.len);
    buf_u2(&out, 0); /* class attributes */
    buf_free(&w->cp);
    buf_free(&w->fields);
    buf_free(&w->methods);
    *len = out.len;
    return out.data;
}

/* ---- code emission ---- */
void emit_load(Buf *c, const char *t, int slot)
{
    static const char kinds[] = "ZBCSIJFDL[";
    static const uint8_t ops[] = {0x15, 0x15, 0x15, 0x15, 0x15, 0x16, 0x17, 0x18, 0x19, 0x19};
    const char *k = strchr(kinds, t[0]);
    if (!k || slot > 255)
        fatal("class writer: cannot load type %c from local %d", t[0], slot);
    buf_u1(c, ops[k - kinds]);
    buf_u1(c, (uint32_t)slot);
}

void emit_return(Buf *c, const char *t)
{
    switch (t[0]) {
    case 'V': buf_u1(c, 0xb1); break;
    case 'J': buf_u1(c, 0xad); break;
    case 'F': buf_u1(c, 0xae); break;
    case 'D': buf_u1(c, 0xaf); break;
    case 'L': case '[': buf_u1(c, 0xb0); break;
    default: buf_u1(c, 0xac); break;
    }
}

void emit_op2(Buf *c, uint8_t op, uint16_t idx)
{
    buf_u1(c, op);
    buf_u2(c, idx);
}
