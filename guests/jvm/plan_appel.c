/* plan_appel.c - Appel's generational copying collector (Appel 1989; the seed's GCTk
 * "AppelOLWB" configuration: out-of-line write barrier).
 *
 * The heap of h bytes holds an old generation and a nursery. The nursery takes half of the
 * space the old generation leaves free, (h - old)/2, so that a minor collection always has
 * room to promote everything in it; it shrinks as the old generation grows. Allocation
 * bumps through the nursery (heap.c's inline path). When it is full:
 *   - a minor collection (GC_START kind 1) copies the nursery's survivors, reachable from
 *     the roots and from the remembered set, to the end of the old generation (promotion),
 *     then gives the nursery back with munmap (MEM_UNMAP) and maps it again;
 *   - if the old generation now passes the middle of the heap (old > h/2), a major
 *     collection (kind 2) copies the live old generation into the other old space and gives
 *     the first one back (Appel's figure 1.2 e-f, without the final slide: the two old spaces
 *     are separate mappings, so the copy simply becomes the old generation).
 * Runtime.gc() runs a major collection of both generations at once.
 * References (refs.c): a minor collection decides only about referents in the nursery (old
 * ones are live by assumption); a reference in the old generation whose referent is young
 * is found through refs.c's table, not the remembered set. When a major collection leaves
 * the request unsatisfied, one more major collection clears soft references before
 * OutOfMemoryError.
 * An object larger than half the current nursery is allocated in the old generation directly
 * (pretenured), while that leaves room for a nursery.
 *
 * The remembered set records the slots of old objects that may point into the nursery. It
 * is filled by appel_write_barrier, which the interpreter and the VM call before every
 * reference store into the heap (putfield, aastore, arraycopy, VM-internal stores; putstatic
 * too, but statics are roots and are not remembered): a sequential store buffer of slot
 * addresses, with a small direct-mapped filter against repeated stores to the same slot.
 * Every minor collection treats the buffered slots as roots and empties the buffer.
 *
 * Growth: the nursery is reserved at half of -Xmx and each old space at -Xmx; h starts at
 * -Xms. After a major collection that leaves less than 40 % of h free, counting the old
 * generation twice (its copy reserve for the next major collection), h grows
 * (heap_target); so does a request that two collections cannot satisfy, up to -Xmx. The
 * nursery follows: it is always half of what the old generation leaves of h, so it grows
 * with h, and the major-collection threshold h/2 moves with it. */
#include "plan.h"
#include <stdlib.h>

#define MIN_NURSERY 16384u
#define FILTER 1024u

static CopySpace nursery;
static CopySpace old[2];
static int cur;                /* the old space in use */
static char *old_cursor;       /* end of the old generation */
static uint32_t heap_bytes, nursery_cap;

static Object ***remset;
static uint32_t remset_n, remset_cap;
static Object **filter[FILTER];

static int in_nursery(const void *p) { return copyspace_contains(&nursery, p); }
static int in_nursery_or_old(const void *p) { return in_nursery(p) || copyspace_contains(&old[cur], p); }
static uint32_t old_used(void) { return (uint32_t)(old_cursor - old[cur].map.start); }

/* the nursery takes half of what the old generation leaves free */
static void size_nursery(int empty)
{
    uint32_t left = heap_bytes > old_used() ? heap_bytes - old_used() : 0;
    nursery_cap = (left / 2) & ~4095u;
    if (nursery_cap > nursery.map.size)
        nursery_cap = nursery.map.size;
    if (empty)
        mutator_bump.cursor = nursery.map.start;
    mutator_bump.limit = nursery.map.start + nursery_cap;
    if (mutator_bump.limit < mutator_bump.cursor)
        mutator_bump.limit = mutator_bump.cursor; /* shrunk below what is used: full */
}

static void appel_write_barrier(Object *src, Object **slot, Object *val)
{
    if (!src || !val || !in_nursery(val) || in_nursery(src))
        return;
    uint32_t h = ((uint32_t)(uintptr_t)slot >> 2) * 2654435761u >> 22; /* 10 bits */
    if (filter[h] == slot)
        return;
    filter[h] = slot;
    if (remset_n == remset_cap) {
        remset_cap = remset_cap ? 2 * remset_cap : 4096;
        Object ***n = xmalloc(remset_cap * sizeof(Object **));
        if (remset_n)
            memcpy(n, remset, remset_n * sizeof(Object **));
        free(remset);
        remset = n;
    }
    remset[remset_n++] = slot;
}

static void forget_remset(void)
{
    remset_n = 0;
    memset(filter, 0, sizeof filter);
}

static void ap_init(uint32_t min_bytes, uint32_t max_bytes)
{
    heap_h = heap_bytes = min_bytes & ~4095u;
    uint32_t max = max_bytes & ~4095u;
    copyspace_init(&nursery, "nursery", max / 2);
    copyspace_init(&old[0], "old-0", max);
    copyspace_init(&old[1], "old-1", max);
    cur = 0;
    old_cursor = old[0].map.start;
    mutator_bump.cursor = nursery.map.start;
    size_nursery(1);
}

/* the nursery's survivors to the end of the old generation */
static void minor(void)
{
    gc_announce_start(GC_MINOR);
    char *scan = old_cursor;
    CopyTrace c;
    copy_trace_init(&c, old_cursor, old[cur].map.start + old[cur].map.size, in_nursery, 0, 0);
    gc_enumerate_roots(&c.t);
    for (uint32_t i = 0; i < remset_n; i++)
        copy_forward(&c.t, remset[i]);
    forget_remset();
    copy_scan(&c, scan);
    refs_process(&c.t); /* referents in the old generation are live */
    old_cursor = c.cursor;
    copyspace_release(&nursery, heap_bytes / 2);
    size_nursery(1);
    gc_announce_end();
    if (opt.verify)
        gc_verify("after an appel minor collection");
}

/* both generations into the other old space */
static void major(void)
{
    gc_announce_start(GC_MAJOR);
    CopySpace *from = &old[cur], *to = &old[cur ^ 1];
    CopyTrace c;
    copy_trace_init(&c, to->map.start, to->map.start + to->map.size, in_nursery_or_old, 0, 0);
    gc_enumerate_roots(&c.t);
    copy_scan(&c, to->map.start);
    refs_process(&c.t);
    forget_remset();
    copyspace_release(from, heap_bytes);
    if (mutator_bump.cursor != nursery.map.start)
        copyspace_release(&nursery, heap_bytes / 2);
    cur ^= 1;
    old_cursor = c.cursor;
    heap_h = heap_bytes = heap_target(heap_bytes, 2 * (uint64_t)old_used()) & ~4095u;
    size_nursery(1);
    gc_announce_end();
    if (opt.verify)
        gc_verify("after an appel major collection");
}

static void ap_collect(int kind)
{
    (void)kind;
    major();
}

static void *ap_alloc_slow(uint32_t bytes)
{
    int cleared_soft = 0;
    for (int tries = 0;; tries++) {
        void *p = bump_alloc(&mutator_bump, bytes);
        if (p)
            return p;
        if (bytes > nursery_cap / 2 && (uint64_t)old_used() + bytes + 2 * MIN_NURSERY <= heap_bytes) {
            p = old_cursor; /* pretenured: beyond old_cursor the space is still zero */
            old_cursor += bytes;
            size_nursery(0);
            return p;
        }
        if (tries == 0) {
            minor();
            if (old_used() > heap_bytes / 2)
                major();
        } else if (tries == 1) {
            major();
        } else {
            /* grow to fit: the request, the old generation's copy reserve, a minimal nursery */
            uint32_t h = heap_target(heap_bytes, 2 * ((uint64_t)old_used() + bytes) + 2 * MIN_NURSERY) & ~4095u;
            if (h > heap_bytes) {
                heap_h = heap_bytes = h;
                size_nursery(0);
                tries = 1;
            } else if (!cleared_soft && refs_have_soft()) {
                cleared_soft = 1;
                refs_clear_soft = 1; /* the last collection before OutOfMemoryError (refs.c) */
                major();
                refs_clear_soft = 0;
                tries = 1;
            } else {
                return 0;
            }
        }
    }
}

static int ap_in_heap(void *p)
{
    return ((char *)p >= nursery.map.start && (char *)p < mutator_bump.cursor) ||
           ((char *)p >= old[cur].map.start && (char *)p < old_cursor);
}

static void ap_walk(void (*fn)(Object *))
{
    if (old[cur].map.start < nursery.map.start) {
        walk_objects(old[cur].map.start, old_cursor, fn);
        walk_objects(nursery.map.start, mutator_bump.cursor, fn);
    } else {
        walk_objects(nursery.map.start, mutator_bump.cursor, fn);
        walk_objects(old[cur].map.start, old_cursor, fn);
    }
}

static uint32_t ap_used(void) { return old_used() + (uint32_t)(mutator_bump.cursor - nursery.map.start); }
static uint32_t ap_total(void) { return heap_bytes; }

const Plan plan_appel = {
    .name = "appel",
    .moving = 1,
    .generational = 1,
    .barrier = appel_write_barrier,
    .init = ap_init,
    .alloc_slow = ap_alloc_slow,
    .collect = ap_collect,
    .in_heap = ap_in_heap,
    .walk = ap_walk,
    .used = ap_used,
    .total = ap_total,
};
