/* plan_semispace.c - the semispace plan: two equal copying spaces; allocation bumps
 * through the current one; a collection evacuates everything reachable into the other
 * with Cheney's scan (gc.c mechanisms), then gives the evacuated space back with munmap
 * (the simulator records MEM_UNMAP) and maps it again for the next cycle.
 * Growth: both spaces are reserved at half of -Xmx; the heap h starts at -Xms and each space
 * is used up to h/2. A collection that leaves less than 40 % of h free, counting the copy
 * reserve (twice the live data), grows h (heap_target); so does a request that does not fit
 * after a collection, up to -Xmx. Only the used part of a space is given back.
 * References (refs.c) are processed after the closure; a request that does not fit when the
 * heap cannot grow any more gets one more collection, which clears soft references, before
 * OutOfMemoryError. */
#include "plan.h"

static Space spaces[2] = {{"semispace-0", 0, 0}, {"semispace-1", 0, 0}};
static int cur;           /* index of the allocation space */
static uint32_t heap_cur;  /* h: the heap's current size */
static uint32_t half_cur;  /* the usable part of each space, h/2 page-aligned */

static uint32_t half_of(uint32_t h) { return (h / 2 + 4095u) & ~4095u; }

static int in_from(void *p)
{
    Space *s = &spaces[cur];
    return (char *)p >= s->start && (char *)p < s->start + s->size;
}

static void ss_init(uint32_t min_bytes, uint32_t max_bytes)
{
    space_map(&spaces[0], half_of(max_bytes));
    space_map(&spaces[1], half_of(max_bytes));
    cur = 0;
    heap_h = heap_cur = min_bytes;
    half_cur = half_of(min_bytes);
    bump_cursor = spaces[0].start;
    bump_limit = spaces[0].start + half_cur;
}

/* grow h so that `need` more bytes fit after the live data, by the 40 % rule */
static void grow(uint32_t need)
{
    uint32_t live = (uint32_t)(bump_cursor - spaces[cur].start);
    uint32_t h = heap_target(heap_cur, 2 * ((uint64_t)live + need));
    if (h == heap_cur)
        return;
    heap_h = heap_cur = h;
    half_cur = half_of(h);
    if (half_cur > spaces[cur].size)
        half_cur = spaces[cur].size;
    bump_limit = spaces[cur].start + half_cur;
}

static void ss_collect(int kind)
{
    (void)kind;
    gc_announce_start(0);
    Space *to = &spaces[cur ^ 1];
    copy_from_space = NULL; /* in_from, tested inline */
    copy_from_lo = spaces[cur].start;
    copy_from_hi = spaces[cur].start + spaces[cur].size;
    copy_cursor = to->start;
    copy_limit = to->start + to->size;
    gc_enumerate_roots(copy_forward);
    copy_scan(to->start);
    refs_process_copying(in_from);
    space_recycle(&spaces[cur], half_cur);
    cur ^= 1;
    bump_cursor = copy_cursor;
    bump_limit = to->start + half_cur;
    grow(0);
    gc_announce_end();
    if (opt.verify)
        gc_verify("after a semispace collection");
}

static void *ss_alloc_slow(uint32_t bytes)
{
    ss_collect(0);
    if ((uint32_t)(bump_limit - bump_cursor) < bytes)
        grow(bytes);
    if ((uint32_t)(bump_limit - bump_cursor) < bytes && refs_have_soft()) {
        refs_clear_soft = 1; /* the last collection before OutOfMemoryError (refs.c) */
        ss_collect(0);
        refs_clear_soft = 0;
        if ((uint32_t)(bump_limit - bump_cursor) < bytes)
            grow(bytes);
    }
    if ((uint32_t)(bump_limit - bump_cursor) < bytes)
        return 0;
    char *p = bump_cursor;
    bump_cursor += bytes;
    return p;
}

static int ss_in_heap(void *p)
{
    Space *s = &spaces[cur];
    return (char *)p >= s->start && (char *)p < bump_cursor;
}

static void ss_walk(void (*fn)(Object *))
{
    for (char *p = spaces[cur].start; p < bump_cursor;) {
        Object *o = (Object *)p;
        fn(o);
        p += object_size(o);
    }
}

static uint32_t ss_used(void) { return (uint32_t)(bump_cursor - spaces[cur].start); }
static uint32_t ss_total(void) { return half_cur; }

const Plan plan_semispace = {
    .name = "semispace",
    .init = ss_init,
    .alloc_slow = ss_alloc_slow,
    .collect = ss_collect,
    .in_heap = ss_in_heap,
    .walk = ss_walk,
    .used = ss_used,
    .total = ss_total,
};
