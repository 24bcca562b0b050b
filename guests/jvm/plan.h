/* plan.h - the collector plan interface (MMTk's split: a plan is a composition of the
 * spaces and mechanisms of space.h, with its constraints; plans.def lists them all).
 *
 * heap.c calls the plan for:
 *   init(min, max)        map (reserve) its spaces for the largest heap, -Xmx, and start
 *                         using -Xms of it; the heap grows after collections by
 *                         heap_target's policy (heap.c) and never beyond max;
 *   alloc_slow(bytes)     refill after the mutator's inline bump allocator failed: may
 *                         collect; returns the address of `bytes` zeroed bytes, or NULL
 *                         (out of memory);
 *   collect(kind)         a collection requested by the program (Runtime.gc);
 *   in_heap(p)            p lies in the allocated part of an allocation space (verifier);
 *   walk(fn)              every object of the allocation spaces in address order;
 *   used()/total()        bytes.
 * The constraints: the write barrier (plan_write_barrier, called before every reference
 * store into an object or static: putfield, putstatic, aastore, natives; NULL means none),
 * whether objects move and whether the plan is generational.
 * Plans announce GC_START/GC_END and, through the mechanisms, COPY_* and FREE events. */
#ifndef PLAN_H
#define PLAN_H
#include "space.h"

typedef struct Plan {
    const char *name;
    const char *oom_message; /* OutOfMemoryError's message (NULL: "Java heap space") */
    uint8_t moving;          /* objects may move (COPY_* events) */
    uint8_t generational;    /* collections of a part of the heap (GC_MINOR / GC_WINDOW) */
    void (*barrier)(Object *src, Object **slot, Object *val); /* installed by heap_init */
    void (*init)(uint32_t min_bytes, uint32_t max_bytes);
    void *(*alloc_slow)(uint32_t bytes);
    void (*collect)(int kind);
    int (*in_heap)(void *p);
    void (*walk)(void (*fn)(Object *));
    uint32_t (*used)(void);
    uint32_t (*total)(void);
} Plan;

#define PLAN(name, summary) extern const Plan plan_##name;
#include "plans.def"
#undef PLAN

/* heap growth (heap.c): the heap size after a collection that leaves `occupied` bytes taken */
#define HEAP_MIN_FREE_PERCENT 40
uint32_t heap_target(uint32_t current, uint64_t occupied);
extern uint32_t heap_h; /* the heap's current size h, -Xms..-Xmx (set by the plan; -X:stats) */

/* GC events (gc.c) */
extern uint32_t gc_count;
void gc_announce_start(int kind); /* GC_FULL, GC_MINOR, GC_MAJOR, GC_WINDOW */
void gc_announce_end(void);
void gc_announce_free(Object *o, uint32_t size);

/* java.lang.ref processing (refs.c), called by every plan after its transitive closure from
 * the roots and before it frees anything, with the collection's Trace */
extern int refs_clear_soft;        /* set by a plan for its last collection before OutOfMemoryError */
int refs_have_soft(void);          /* some soft reference still has a referent */
void refs_process(Trace *t);
void refs_verify(Trace *t);
#endif
