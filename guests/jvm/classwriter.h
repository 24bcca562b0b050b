/* classwriter.h - in-memory class files for the classes the VM makes (classwriter.c) and
 * descriptor helpers shared with indy.c. */
#ifndef CLASSWRITER_H
#define CLASSWRITER_H
#include "classmodel.h"

typedef struct Buf {
    uint8_t *data;
    uint32_t len, cap;
} Buf;
void buf_put(Buf *b, const void *p, uint32_t n);
void buf_u1(Buf *b, uint32_t v);
void buf_u2(Buf *b, uint32_t v);
void buf_u4(Buf *b, uint32_t v);
void buf_free(Buf *b);

#define CW_MAX_CP 4096
#define CW_MAX_IFACES 64
typedef struct CW {
    Buf cp, fields, methods;
    uint16_t ncp, nfields, nmethods, ninterfaces;
    uint16_t this_idx, super_idx;
    uint16_t interfaces[CW_MAX_IFACES];
    uint32_t cp_len[CW_MAX_CP];
} CW;

void cw_begin(CW *w, const char *name, const char *super);
void cw_add_interface(CW *w, const char *name);
uint16_t cw_utf8(CW *w, const char *s);
uint16_t cw_class(CW *w, const char *name);
uint16_t cw_string(CW *w, const char *s);
/* tag: CONST_Fieldref, CONST_Methodref or CONST_InterfaceMethodref */
uint16_t cw_member(CW *w, uint8_t tag, const char *cls, const char *name, const char *desc);
void cw_add_field(CW *w, uint16_t flags, const char *name, const char *desc);
/* takes code (freed) */
void cw_add_method(CW *w, uint16_t flags, const char *name, const char *desc, Buf *code, uint16_t max_stack,
                   uint16_t max_locals);
uint8_t *cw_finish(CW *w, uint16_t access, uint32_t *len); /* malloc'd class file */

/* descriptors: a type is a pointer into a descriptor, desc_type_len bytes long */
uint32_t desc_type_len(const char *t);
int desc_params(const char *desc, const char **types, int max);
const char *desc_return(const char *desc);
int type_slots(const char *t);
int type_is_ref(const char *t);
char *cw_desc_class(const char *t); /* malloc'd internal class name of a reference type */

void emit_load(Buf *c, const char *t, int slot);
void emit_return(Buf *c, const char *t);
void emit_op2(Buf *c, uint8_t op, uint16_t idx);

#define ACC_SUPER 0x0020
#define ACC_SYNTHETIC 0x1000
#endif
