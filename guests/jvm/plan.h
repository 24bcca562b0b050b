/* plan.h - the collector plan interface (MMTk's split: mechanisms in gc.c and
 * bumppointer allocation below; compositions in plan_*.c).
 *
 * A plan owns the heap's spaces. heap.c calls it for:
 *   init(min, max)        map (reserve) its spaces for the largest heap, -Xmx, and start
 *                         using -Xms of it; the heap grows after collections by
 *                         heap_target's policy (heap.c) and never beyond max;
 *   alloc_slow(bytes)     refill after the inline bump pointer failed: may collect;
 *                         returns the address of `bytes` zeroed bytes, or NULL (out of memory);
 *   collect(kind)         a collection requested by the program (Runtime.gc);
 *   in_heap(p)            p lies in the allocated part of an allocation space (verifier);
 *   walk(fn)              every object of the allocation spaces in address order;
 *   used()/total()        bytes.
 * plan_write_barrier (heap.c) is called before every reference store into an object
 * or static (putfield, putstatic, aastore, natives) when a plan sets it; NULL means none.
 * Plans announce GC_START/GC_END and, through the copy mechanism, COPY_* events. */
#ifndef PLAN_H
#define PLAN_H
#include "jvm.h"

typedef struct Plan {
    const char *name;
    void (*init)(uint32_t min_bytes, uint32_t max_bytes);
    void *(*alloc_slow)(uint32_t bytes);
    void (*collect)(int kind);
    int (*in_heap)(void *p);
    void (*walk)(void (*fn)(Object *));
    uint32_t (*used)(void);
    uint32_t (*total)(void);
} Plan;

/* bump-pointer allocation (a mechanism): the inline fast path lives in heap.c */
extern char *bump_cursor, *bump_limit;

/* a contiguous space obtained with mmap and given back with munmap */
typedef struct Space {
    const char *name;
    char *start;
    uint32_t size;
} Space;
void space_map(Space *s, uint32_t size);
void space_unmap_and_remap(Space *s); /* munmap (the simulator records MEM_UNMAP), then mmap again */
void space_recycle(Space *s, uint32_t used); /* the same for the first `used` bytes (page-rounded) */

/* heap growth (heap.c): the heap size after a collection that leaves `occupied` bytes taken */
#define HEAP_MIN_FREE_PERCENT 40
uint32_t heap_target(uint32_t current, uint64_t occupied);
extern uint32_t heap_h; /* the heap's current size h, -Xms..-Xmx (set by the plan; -X:stats) */

/* copying mechanism: forward a slot's referent into the copy space at *cursor */
extern char *copy_cursor, *copy_limit;
extern int (*copy_from_space)(void *p); /* NULL: the range [copy_from_lo, copy_from_hi) */
extern char *copy_from_lo, *copy_from_hi;
/* when set, called by copy_forward if `bytes` do not fit before copy_limit: the plan moves
 * copy_cursor/copy_limit to fresh space and returns non-NULL, or returns NULL (fatal) */
extern char *(*copy_refill)(uint32_t bytes);
void copy_forward(Object **slot);
void copy_scan(char *from); /* Cheney scan from `from` until it meets copy_cursor */

extern uint32_t gc_count;
void gc_announce_start(int kind); /* GC_FULL, GC_MINOR, GC_MAJOR, GC_WINDOW */
void gc_announce_end(void);
void gc_announce_free(Object *o, uint32_t size);

/* give a page-aligned range back (munmap: the simulator records MEM_UNMAP) and map it again
 * at the same address, fresh and zero */
void range_unmap_and_remap(char *start, uint32_t len);

/* java.lang.ref processing (refs.c), called by every plan after its transitive closure from
 * the roots and before it frees anything: the plan's view of the collection */
typedef struct RefTracer {
    int (*collected)(void *p);     /* p is in the part being collected (else live by assumption) */
    int (*reached)(Object *o);     /* o (collected) has been reached by the trace */
    void (*retain)(Object **slot); /* trace *slot (copy or mark) and update the slot */
    void (*closure)(void);         /* complete the transitive closure after retains */
} RefTracer;
extern int refs_clear_soft;        /* set by a plan for its last collection before OutOfMemoryError */
int refs_have_soft(void);          /* some soft reference still has a referent */
void refs_process(const RefTracer *t);
void refs_process_copying(int (*collected)(void *p)); /* one to-space region, Cheney scan */
void refs_verify(void (*check)(Object **slot));

extern const Plan plan_semispace, plan_appel, plan_marksweep, plan_olderfirst;
#endif
