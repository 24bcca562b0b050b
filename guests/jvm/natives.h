/* natives.h - native methods (natives.c and the per-file tables it lists). */
#ifndef NATIVES_H
#define NATIVES_H
#include "vmthread.h"

/* ---- natives.c ---- */
extern const NativeEntry refs_natives[]; /* refs.c */
extern const size_t refs_natives_count;
NativeFn native_lookup(Method *m);
Object *object_clone(uint32_t *slot); /* a shallow copy of the object *slot holds; NULL + pending */
extern const NativeEntry thread_natives[]; /* threads.c */
extern const size_t thread_natives_count;
extern const NativeEntry atomic_natives[]; /* atomic.c */
extern const size_t atomic_natives_count;
extern const NativeEntry fma_natives[]; /* fma.c */
extern const size_t fma_natives_count;
extern const NativeEntry reflect_natives[]; /* reflect.c */
extern const size_t reflect_natives_count;
extern const NativeEntry npe_natives[]; /* npe.c */
extern const size_t npe_natives_count;
extern const NativeEntry props_natives[]; /* props.c */
extern const size_t props_natives_count;
#endif
