/* mm.h - the memory manager's interface to the runtime: allocation (heap.c, through the
 * plan), the write barrier, C-code handles, the Trace every traversal runs (gc.c), reference
 * processing (refs.c), exact deaths (deaths.c) and the collector statistics. Its internals:
 * space.h (spaces and mechanisms) and plan.h (plans, plans.def). */
#ifndef MM_H
#define MM_H
#include "classmodel.h"

/* ---- the write barrier and handles ---- */
/* the plan's write barrier, called before reference stores into objects/statics (NULL: none) */
extern void (*plan_write_barrier)(Object *src, Object **slot, Object *val);
static inline void store_ref(Object *src, Object **slot, Object *val)
{
    if (plan_write_barrier)
        plan_write_barrier(src, slot, val);
    *slot = val;
}

/* GC-safe handles for C code holding references across allocations (roots) */
#define MAX_HANDLES 256
extern Object **handles; /* the running thread's (threads.c switches them) */
extern int nhandles;
static inline int handle_push(Object *o) { handles[nhandles] = o; return nhandles++; }
static inline void handle_pop(int n) { nhandles -= n; }

/* ---- heap.c: allocation through the plan ---- */
Object *alloc_object(Class *c);              /* NULL + pending OutOfMemoryError */
extern uint32_t heap_oom_count;              /* OutOfMemoryErrors thrown by the allocator */
Array *alloc_array(Class *ac, jint length);  /* NULL + pending exception */
void heap_init(void);
void heap_collect(void);                     /* Runtime.gc() */
const char *heap_oom_message(void);          /* OutOfMemoryError's message for a full heap */
uint32_t heap_used(void), heap_total(void);
int heap_in_heap(void *p);                   /* p lies in the allocated part of the heap */
void heap_walk(void (*fn)(Object *));        /* every object, in address order */
uint32_t identity_hash(Object *o);
extern uint32_t heap_h; /* the heap's current size h, -Xms..-Xmx (set by the plan; -X:stats) */

/* ---- gc.c: mechanisms shared by plans ----
 * A Trace is a traversal's context (a collection's, the verifier's, deaths.c's): root
 * enumerators and object scanning call t->visit(t, slot) for every reference slot; the
 * structure a plan embeds it in holds the rest of its state (space.h). */
typedef struct Trace Trace;
typedef void (*SlotVisitor)(Trace *t, Object **slot);
struct Trace {
    SlotVisitor visit;                     /* trace *slot (copy, mark, record) and update it */
    int (*collected)(Trace *t, void *p);   /* p lies in the part being collected (refs.c) */
    int (*reached)(Trace *t, Object *o);   /* o (collected) has been reached by the trace */
    void (*closure)(Trace *t);             /* complete the transitive closure after visits */
};
void gc_enumerate_roots(Trace *t);
void gc_enumerate_roots_with(Trace *t, void (*frames)(Thread *th, Trace *t));
void gc_scan_object(Object *o, Trace *t);
/* an object's bytes in the heap (inline: the copying and sweeping loops ask for every object) */
static inline uint32_t object_size(Object *o)
{
    Class *c = o->tib;
    if (!c->is_array)
        return c->instance_size;
    uint32_t n = ARRAY_DATA_OFFSET + (uint32_t)((Array *)o)->length * c->elem_size;
    return (n + OBJ_ALIGN - 1) & ~(uint32_t)(OBJ_ALIGN - 1);
}
void gc_verify(const char *when);
extern uint32_t gc_count;                   /* collections so far (gc.c) */
void frames_enumerate_roots(Thread *th, Trace *t); /* gc.c: a thread's frames, by the stack maps */

/* ---- refs.c: java.lang.ref (README.md "References") ---- */
enum { REFKIND_NONE, REFKIND_SOFT, REFKIND_WEAK, REFKIND_PHANTOM };
extern uint32_t referent_offset;               /* Reference.referent: not in ref_offsets */
void refs_link_class(Class *c);                /* after the field layout */
void refs_enumerate_roots(Trace *t);           /* the pending list */
void refs_register(Object *r);                 /* -X:classlib=jdk: a Reference allocated */
Object *refs_take_pending_list(void);          /* -X:classlib=jdk: the pending list, handed over */
int refs_pending(void);                        /* cleared references wait to be enqueued */
Object *reference_referent(Object *r);
void reference_clear(Object *r);

/* ---- deaths.c: exact lifetimes (-X:deaths=merlin|brute, docs/lifetimes.md) ---- */
enum { DEATHS_OFF, DEATHS_MERLIN, DEATHS_BRUTE };
extern int deaths_on;            /* opt.deaths from the end of booting to the last step */
extern Object *deaths_new;       /* heap.c: the object of the last allocation */
void deaths_step(void);          /* a time step (in an unmeasured region) */
void deaths_final(void);         /* the last step and FINAL_STEP (vm_exit) */
void deaths_gc_moved(void);      /* a collector is about to give memory back */
/* fn in an unmeasured region (deaths.c, in assembly: the measured run executes the call,
 * MEASURE_OFF's two stores to the featured page and the return, and no other access) */
void deaths_region(void (*fn)(void));
void deaths_step_region(void);   /* deaths_region(deaths_step), the address loaded inside */

/* ---- statistics (-X:stats), counted from the end of booting, like the events ---- */
typedef struct GcStats {
    uint64_t alloc_objects, alloc_bytes;
    uint64_t copied_objects, copied_bytes;
    uint64_t freed_objects, freed_bytes;
    uint32_t collections[4]; /* by kind: full, minor, major, window */
} GcStats;
extern GcStats gc_stats;

/* ---- bindings: what the memory manager asks of the layers above ----
 * the roots the runtime holds (as mmtk-core's Scanning binding): the VM's handles and
 * pending exception (runtime.c), interned strings (strings.c), every thread's frames and
 * records (threads.c); the classes (statics, mirrors) and how many types exist (classes.c) */
extern uint32_t mirrors_made;    /* runtime.c: class mirrors made so far */
extern Class *all_classes;
extern uint32_t next_type_id;
void runtime_enumerate_roots(Trace *t);
void strings_enumerate_roots(Trace *t);
Object **strings_interned(uint32_t *n);
void threads_enumerate_roots_with(Trace *t, void (*frames)(Thread *th, Trace *t));
void refs_pending_notify(void); /* jdk_threads.c: a collection left references to enqueue */
#endif
