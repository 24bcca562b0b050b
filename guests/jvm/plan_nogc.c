/* plan_nogc.c - the allocate-only plan (OpenJDK's Epsilon, JEP 318; MMTk's NoGC): one
 * mapping reserved for -Xmx, bump allocation through it by the mutator's inline allocator,
 * and no collection ever. It is the baseline against which the lower-bound overhead of a
 * real collector is measured (Cai, Blackburn, Bond and Maas, ISPASS 2022; docs/studies.md):
 * the same program with no collector work and no collector-induced mutator cost.
 *
 * Growth: the heap h starts at -Xms; a request that does not fit grows h by the 40 % rule
 * (heap_target, everything allocated counted as taken), or at least enough for the request,
 * up to -Xmx. A request that does not fit in -Xmx is OutOfMemoryError, with a message that
 * says the plan never collects (the heap must hold all the program allocates, dead or not).
 * Then, once, the plan opens a headroom of NOGC_HEADROOM bytes reserved beyond -Xmx, so that
 * the program can still report the error (Thread.dispatchUncaughtException allocates its
 * strings; HotSpot reports from memory outside the Java heap): without it a full heap that
 * never collects cannot even print the exception. h (-X:stats' heap_size) stays -Xmx.
 * Runtime.gc() (System.gc) does nothing, as in Epsilon: no GC_START/GC_END, no events.
 * Non-moving, non-generational, no write barrier; java.lang.ref referents are never cleared
 * (nothing is collected) and no reference is ever enqueued.
 * -X:verify runs the heap verifier where another plan would have collected: at every
 * Runtime.gc(), every growth of h and before OutOfMemoryError. */
#include "plan.h"

#define NOGC_HEADROOM (64u << 10)

static Mapping space;     /* -Xmx and the headroom beyond it */
static uint32_t heap_cur; /* h */
static int headroom_open; /* OutOfMemoryError was thrown: the headroom is in use */

static void nogc_init(uint32_t min_bytes, uint32_t max_bytes)
{
    space = (Mapping){"nogc", 0, 0};
    mapping_map(&space, max_bytes + NOGC_HEADROOM);
    heap_h = heap_cur = min_bytes;
    mutator_bump.cursor = space.start;
    mutator_bump.limit = space.start + heap_cur;
}

static uint32_t nogc_used(void) { return (uint32_t)(mutator_bump.cursor - space.start); }

/* h grows so that `bytes` more fit, by the 40 % rule and at least by the request */
static int grow(uint32_t bytes)
{
    uint64_t need = (uint64_t)nogc_used() + bytes;
    uint32_t h = heap_target(heap_cur, need);
    if (h < need && opt.heap_min != opt.heap_max)
        h = need < opt.heap_max ? (uint32_t)((need + 8191u) & ~(uint64_t)8191u) : opt.heap_max;
    if (h > opt.heap_max)
        h = opt.heap_max;
    if (h <= heap_cur || headroom_open)
        return 0;
    heap_h = heap_cur = h;
    mutator_bump.limit = space.start + heap_cur;
    return 1;
}

static void *nogc_alloc_slow(uint32_t bytes)
{
    if (grow(bytes) && opt.verify)
        gc_verify("at a growth of the nogc plan's heap");
    void *p = bump_alloc(&mutator_bump, bytes);
    if (!p && !headroom_open) {
        if (opt.verify)
            gc_verify("before OutOfMemoryError under the nogc plan");
        headroom_open = 1; /* for what the program does about the error */
        mutator_bump.limit = space.start + space.size;
    }
    return p;
}

/* Runtime.gc(): nothing (Epsilon's behaviour) */
static void nogc_collect(int kind)
{
    (void)kind;
    if (opt.verify)
        gc_verify("at a Runtime.gc() of the nogc plan, which never collects");
}

static int nogc_in_heap(void *p) { return (char *)p >= space.start && (char *)p < mutator_bump.cursor; }
static void nogc_walk(void (*fn)(Object *)) { walk_objects(space.start, mutator_bump.cursor, fn); }
static uint32_t nogc_total(void) { return heap_cur; }

const Plan plan_nogc = {
    .name = "nogc",
    .oom_message = "Java heap space: the nogc plan never collects, so the heap (-Xmx, -X:h=) "
                   "must hold everything the program allocates",
    .init = nogc_init,
    .alloc_slow = nogc_alloc_slow,
    .collect = nogc_collect,
    .in_heap = nogc_in_heap,
    .walk = nogc_walk,
    .used = nogc_used,
    .total = nogc_total,
};
