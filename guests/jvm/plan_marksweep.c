/* plan_marksweep.c - the mark-sweep plan: one MarkSweepSpace (space_marksweep.c:
 * segregated free lists over 4 KiB blocks, large objects in block runs), non-moving.
 *
 * When no cell and no block is left, a full collection (GC_START kind 0) marks everything
 * reachable from the roots (an explicit mark stack, mark bits per cell) and then sweeps
 * eagerly: every allocated cell left unmarked is announced with FREE and put back on its
 * class's free list; a block left with no object, and every dead large object's run, is
 * given back with munmap (the simulator records MEM_UNMAP) and mapped again, fresh and zero.
 * Objects never move, so the mutator's bump allocator stays empty and every allocation
 * comes through ms_alloc_slow.
 * Growth: the mapping is reserved for -Xmx and the heap uses its first h bytes (h starts at
 * -Xms): blocks are taken only below h. A collection that leaves less than 40 % of h free
 * (bytes in live cells and runs counted as taken) grows h (heap_target), and so does a
 * request that still finds no cell or run after a collection, up to -Xmx.
 * References (refs.c) are processed between marking and sweeping; a request that finds no
 * room when the heap cannot grow any more gets one more collection, which clears soft
 * references, before OutOfMemoryError. */
#include "plan.h"

static MarkSweepSpace ms;
static MarkStack mark_stack; /* kept between collections: its capacity is reused */

/* the collection's Trace: every object is collected; reached = marked */
static void mark_slot(Trace *t, Object **slot)
{
    (void)t;
    Object *o = *slot;
    if (o && ms_space_test_and_mark(&ms, o))
        mark_stack_push(&mark_stack, o);
}

static void drain_mark_stack(Trace *t)
{
    while (mark_stack.n) {
        Object *o = mark_stack.v[--mark_stack.n];
        scan_object_with(o, t, mark_slot);
    }
}

static int ms_collected(Trace *t, void *p) { (void)t; (void)p; return 1; }
static int ms_marked(Trace *t, Object *o) { (void)t; return ms_space_is_marked(&ms, o); }

static void ms_init(uint32_t min_bytes, uint32_t max_bytes)
{
    ms_space_init(&ms, "mark-sweep", min_bytes, max_bytes);
    heap_h = ms_space_total(&ms);
    mutator_bump.cursor = mutator_bump.limit = 0; /* no bump allocation: every request reaches alloc_slow */
}

/* h grows to `bytes` (the blocks beyond the old h are free and zero already) */
static int grow_to(uint32_t bytes)
{
    if (!ms_space_grow_to(&ms, bytes))
        return 0;
    heap_h = ms_space_total(&ms);
    return 1;
}

static void ms_collect(int kind)
{
    (void)kind;
    gc_announce_start(GC_FULL);
    Trace t = {mark_slot, ms_collected, ms_marked, drain_mark_stack};
    mark_stack.n = 0;
    gc_enumerate_roots(&t);
    drain_mark_stack(&t);
    refs_process(&t);
    event_marker("sweep");
    ms_space_sweep(&ms);
    grow_to(heap_target(ms_space_total(&ms), ms_space_used(&ms)));
    gc_announce_end();
    if (opt.verify)
        gc_verify("after a mark-sweep collection");
}

static void *ms_alloc_slow(uint32_t bytes)
{
    void *p = ms_space_alloc(&ms, bytes);
    if (p)
        return p;
    ms_collect(GC_FULL);
    int cleared_soft = 0;
    while (!(p = ms_space_alloc(&ms, bytes))) {
        /* by the 40 % rule, or, when free space is too fragmented for it, by the request */
        uint32_t h = ms_space_total(&ms), to = heap_target(h, (uint64_t)ms_space_used(&ms) + bytes + MS_BLOCK);
        if (to == h && opt.heap_min != opt.heap_max)
            to = (uint64_t)h + bytes + MS_BLOCK < opt.heap_max ? h + bytes + MS_BLOCK : opt.heap_max;
        if (grow_to(to))
            continue;
        if (cleared_soft || !refs_have_soft())
            return 0;
        cleared_soft = 1;
        refs_clear_soft = 1; /* the last collection before OutOfMemoryError (refs.c) */
        ms_collect(GC_FULL);
        refs_clear_soft = 0;
    }
    return p;
}

static int ms_in_heap(void *p) { return ms_space_has_object(&ms, p); }
static void ms_walk(void (*fn)(Object *)) { ms_space_walk(&ms, fn); }
static uint32_t ms_used(void) { return ms_space_used(&ms); }
static uint32_t ms_total(void) { return ms_space_total(&ms); }

const Plan plan_marksweep = {
    .name = "marksweep",
    .init = ms_init,
    .alloc_slow = ms_alloc_slow,
    .collect = ms_collect,
    .in_heap = ms_in_heap,
    .walk = ms_walk,
    .used = ms_used,
    .total = ms_total,
};
