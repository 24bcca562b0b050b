/* plan_semispace.c - the semispace plan: two equal copying spaces; allocation bumps
 * through the current one; a collection evacuates everything reachable into the other
 * with Cheney's scan (a CopyTrace, space_copy.c), then gives the evacuated space back with munmap
 * (the simulator records MEM_UNMAP) and maps it again for the next cycle.
 * Growth: both spaces are reserved at half of -Xmx; the heap h starts at -Xms and each space
 * is used up to h/2. A collection that leaves less than 40 % of h free, counting the copy
 * reserve (twice the live data), grows h (heap_target); so does a request that does not fit
 * after a collection, up to -Xmx. Only the used part of a space is given back.
 * References (refs.c) are processed after the closure; a request that does not fit when the
 * heap cannot grow any more gets one more collection, which clears soft references, before
 * OutOfMemoryError. */
#include "plan.h"

static CopySpace spaces[2];
static int cur;           /* index of the allocation space */
static uint32_t heap_cur;  /* h: the heap's current size */
static uint32_t half_cur;  /* the usable part of each space, h/2 page-aligned */

static uint32_t half_of(uint32_t h) { return (h / 2 + 4095u) & ~4095u; }

static void ss_init(uint32_t min_bytes, uint32_t max_bytes)
{
    copyspace_init(&spaces[0], "semispace-0", half_of(max_bytes));
    copyspace_init(&spaces[1], "semispace-1", half_of(max_bytes));
    cur = 0;
    heap_h = heap_cur = min_bytes;
    half_cur = half_of(min_bytes);
    mutator_bump.cursor = spaces[0].map.start;
    mutator_bump.limit = spaces[0].map.start + half_cur;
}

/* grow h so that `need` more bytes fit after the live data, by the 40 % rule */
static void grow(uint32_t need)
{
    uint32_t live = (uint32_t)(mutator_bump.cursor - spaces[cur].map.start);
    uint32_t h = heap_target(heap_cur, 2 * ((uint64_t)live + need));
    if (h == heap_cur)
        return;
    heap_h = heap_cur = h;
    half_cur = half_of(h);
    if (half_cur > spaces[cur].map.size)
        half_cur = spaces[cur].map.size;
    mutator_bump.limit = spaces[cur].map.start + half_cur;
}

static void ss_collect(int kind)
{
    (void)kind;
    gc_announce_start(GC_FULL);
    CopySpace *from = &spaces[cur], *to = &spaces[cur ^ 1];
    CopyTrace c;
    copy_trace_init(&c, to->map.start, to->map.start + to->map.size, NULL, from->map.start,
                    from->map.start + from->map.size);
    gc_enumerate_roots(&c.t);
    copy_scan(&c, to->map.start);
    refs_process(&c.t);
    copyspace_release(from, half_cur);
    cur ^= 1;
    mutator_bump.cursor = c.cursor;
    mutator_bump.limit = to->map.start + half_cur;
    grow(0);
    gc_announce_end();
    if (opt.verify)
        gc_verify("after a semispace collection");
}

static void *ss_alloc_slow(uint32_t bytes)
{
    ss_collect(0);
    if ((uint32_t)(mutator_bump.limit - mutator_bump.cursor) < bytes)
        grow(bytes);
    if ((uint32_t)(mutator_bump.limit - mutator_bump.cursor) < bytes && refs_have_soft()) {
        refs_clear_soft = 1; /* the last collection before OutOfMemoryError (refs.c) */
        ss_collect(0);
        refs_clear_soft = 0;
        if ((uint32_t)(mutator_bump.limit - mutator_bump.cursor) < bytes)
            grow(bytes);
    }
    return bump_alloc(&mutator_bump, bytes);
}

static int ss_in_heap(void *p)
{
    return (char *)p >= spaces[cur].map.start && (char *)p < mutator_bump.cursor;
}

static void ss_walk(void (*fn)(Object *)) { walk_objects(spaces[cur].map.start, mutator_bump.cursor, fn); }
static uint32_t ss_used(void) { return (uint32_t)(mutator_bump.cursor - spaces[cur].map.start); }
static uint32_t ss_total(void) { return half_cur; }

const Plan plan_semispace = {
    .name = "semispace",
    .moving = 1,
    .init = ss_init,
    .alloc_slow = ss_alloc_slow,
    .collect = ss_collect,
    .in_heap = ss_in_heap,
    .walk = ss_walk,
    .used = ss_used,
    .total = ss_total,
};
