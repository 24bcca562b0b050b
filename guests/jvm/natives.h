/* natives.h - native methods (natives.c and the per-file tables it lists). */
#ifndef NATIVES_H
#define NATIVES_H
#include "vmthread.h"

/* ---- natives.c ---- */
NativeFn native_lookup(Method *m);
Object *object_clone(uint32_t *slot); /* a shallow copy of the object *slot holds; NULL + pending */
void throwable_fill_backtrace(uint32_t *args); /* args[0] (a root): the Throwable */
uint32_t throwable_backtrace_offset(void);     /* Throwable.backtrace: a String[] of frames */
void jdk_set_app_loader(Object *loader);       /* jdk_lang.c: the system class loader (a root) */
Method *backtrace_frame(Object *bt, int i, int *bci); /* jdk_lang.c: frame i of a JDK backtrace */

/* The native tables of the other files, in the order native_lookup searches them after
 * natives.c's own: X(name) stands for name_natives[] and name_natives_count, defined in
 * reflect.c, refs.c, threads.c, atomic.c, fma.c, props.c and npe.c. A new native file adds
 * its table here, once: this declares it and natives.c's native_tables lists it. */
#define NATIVE_TABLES(X) X(reflect) X(refs) X(thread) X(atomic) X(fma) X(props) X(npe)
/* OpenJDK's library (-X:classlib=jdk): jdk_lang.c, jdk_unsafe.c, jdk_io.c, jdk_threads.c, props.c */
#define JDK_NATIVE_TABLES(X) X(jdk_lang) X(jdk_unsafe) X(jdk_io) X(jdk_thread) X(jdk_props)
#define NATIVE_TABLE_DECLARE(n) extern const NativeEntry n##_natives[]; extern const size_t n##_natives_count;
NATIVE_TABLES(NATIVE_TABLE_DECLARE)
JDK_NATIVE_TABLES(NATIVE_TABLE_DECLARE)
#undef NATIVE_TABLE_DECLARE
#endif
