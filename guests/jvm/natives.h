/* natives.h - native methods (natives.c and the per-file tables it lists). */
#ifndef NATIVES_H
#define NATIVES_H
#include "vmthread.h"

/* ---- natives.c ---- */
NativeFn native_lookup(Method *m);
Object *object_clone(uint32_t *slot); /* a shallow copy of the object *slot holds; NULL + pending */
void throwable_fill_backtrace(uint32_t *args); /* args[0] (a root): the Throwable */
uint32_t throwable_backtrace_offset(void);     /* Throwable.backtrace: a String[] of frames */
/* reflect.c: reflection's pieces both libraries use (jdk_reflect.c) */
Object *cp_class_mirror(Class *c, uint16_t idx);    /* a Class constant's mirror; NULL + pending */
Array *class_array(Class *from, int n, Class *(*get)(Class *, int, void *), void *ctx); /* Class[] */
Class *nth_interface(Class *c, int i, void *ctx);
Class *nth_permitted(Class *c, int i, void *ctx);
const char *nth_param(const char *desc, int i);     /* a method descriptor's i-th parameter */
int param_count(const char *desc);
Class *param_class(Class *c, int i, void *ctx);     /* ctx: the Method */
Class *exception_class(Class *c, int i, void *ctx); /* ctx: the Method */
uint8_t *box_value(Object *box);                    /* a box's value field */
const char *box_name(char kind);                    /* 'I' -> java/lang/Integer */
int reflect_call(Method *m, Object *recv, Array *a, uint32_t *ret); /* boxed result; -1: pending */
char *array_name_error(const char *name); /* "[[I": NULL when well-formed and loadable, else the message */
void jdk_set_app_loader(Object *loader);       /* jdk_lang.c: the system class loader (a root) */
Method *backtrace_frame(Object *bt, int i, int *bci); /* jdk_lang.c: frame i of a JDK backtrace */
Method *member_name_method(Object *mn); /* jdk_invoke.c: a resolved MemberName's method, else NULL */
int member_name_init_method(Object *mn, Method *m); /* jdk_invoke.c: mn names m (-1: OOM) */
int stack_trace_element_fill(Object *ste, Method *m, int bci); /* jdk_lang.c: -1 pending */
Object *box_widened(Object *box, char to); /* jdk_array.c: a box of kind `to` (JLS 5.1.2); NULL + pending */
/* natives.c: the offset of a field the VM reads or writes in a library class (fatal when the
 * library lacks it: a different library than the VM was written for) */
uint32_t field_offset_or_die(const char *cls, const char *name, const char *desc);

/* The native tables of the other files, in the order native_lookup searches them after
 * natives.c's own: X(name) stands for name_natives[] and name_natives_count, defined in
 * reflect.c, refs.c, threads.c, atomic.c, fma.c, props.c and npe.c. A new native file adds
 * its table here, once: this declares it and natives.c's native_tables lists it. */
#define NATIVE_TABLES(X) X(reflect) X(refs) X(thread) X(atomic) X(fma) X(props) X(npe)
/* OpenJDK's library (-X:classlib=jdk): jdk_lang.c, jdk_reflect.c, jdk_unsafe.c, jdk_io.c, jdk_threads.c, props.c, npe.c, jdk_invoke.c, jdk_nio.c, jdk_nioch.c, jdk_util.c, jdk_stack.c, jdk_array.c, jdk_zip.c */
#define JDK_NATIVE_TABLES(X) X(jdk_lang) X(jdk_reflect) X(jdk_unsafe) X(jdk_io) X(jdk_thread) X(jdk_props) X(jdk_npe) X(jdk_invoke) X(jdk_nio) X(jdk_nioch) X(jdk_util) X(jdk_stack) X(jdk_array) X(jdk_zip)
#define NATIVE_TABLE_DECLARE(n) extern const NativeEntry n##_natives[]; extern const size_t n##_natives_count;
NATIVE_TABLES(NATIVE_TABLE_DECLARE)
JDK_NATIVE_TABLES(NATIVE_TABLE_DECLARE)
#undef NATIVE_TABLE_DECLARE
#endif
