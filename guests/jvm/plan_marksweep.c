/* plan_marksweep.c - the mark-sweep plan: non-moving, segregated free lists.
 *
 * The heap is one mapping of h bytes cut into blocks of MS_BLOCK bytes. A small object
 * (up to MS_MAX_SMALL bytes) gets a cell of its size class; every small block holds cells of
 * one class, and each class allocates from a free list threaded through its free cells (the
 * cell's first word links to the next), in address order. A large object takes a run of
 * whole blocks (first fit). Allocation bits and mark bits live beside the heap, per block.
 *
 * When no cell and no block is left, a full collection (GC_START kind 0) marks everything
 * reachable from the roots (an explicit mark stack, mark bits per cell) and then sweeps
 * eagerly: every allocated cell left unmarked is announced with FREE and put back on its
 * class's free list; a block left with no object, and every dead large object's run, is
 * given back with munmap (the simulator records MEM_UNMAP) and mapped again, fresh and zero.
 * A cell handed out again is cleared by the allocator (fresh blocks are zero already).
 * Objects never move, so the inline bump pointer stays empty and every allocation comes
 * through ms_alloc_slow.
 * Growth: the mapping is reserved for -Xmx and the heap uses its first h bytes (h starts at
 * -Xms): blocks are taken only below h. A collection that leaves less than 40 % of h free
 * (bytes in live cells and runs counted as taken) grows h (heap_target), and so does a
 * request that still finds no cell or run after a collection, up to -Xmx.
 * References (refs.c) are processed between marking and sweeping; a request that finds no
 * room when the heap cannot grow any more gets one more collection, which clears soft
 * references, before OutOfMemoryError. */
#include "plan.h"
#include <stdlib.h>
#include <sys/mman.h>

#define MS_BLOCK 4096u
#define MS_MAX_CELLS (MS_BLOCK / 8)
#define MS_MAX_SMALL 2048u

/* size classes: every 4 bytes up to 32, then four steps per doubling up to 2048 */
static const uint16_t class_size[] = {8,   12,  16,  20,  24,  28,  32,  40,   48,   56,   64,
                                      80,  96,  112, 128, 160, 192, 224, 256,  320,  384,  448,
                                      512, 640, 768, 896, 1024, 1280, 1536, 1792, 2048};
#define NCLASSES (sizeof class_size / sizeof class_size[0])

enum { BLK_FREE, BLK_SMALL, BLK_LARGE, BLK_LARGE_TAIL };

typedef struct Block {
    uint8_t kind;
    uint8_t cls;      /* small: size class */
    uint16_t ncells;  /* small: cells in the block */
    uint16_t nlive;   /* small: allocated cells */
    uint32_t run;     /* large head: blocks in the run */
    uint32_t alloc[MS_MAX_CELLS / 32];
    uint32_t mark[MS_MAX_CELLS / 32]; /* large head: mark[0] bit 0 */
} Block;

static char *base;
static uint32_t nblocks, heap_size; /* blocks in use below h; the reserved size */
static Block *blocks;
static uint8_t class_of_words[MS_MAX_SMALL / 4 + 1];
static char *free_list[NCLASSES];
static uint32_t used_bytes;
static uint32_t block_hint; /* where the search for a free block starts */

static inline uint32_t block_index(const void *p) { return (uint32_t)(((const char *)p - base) / MS_BLOCK); }
static inline char *block_start(uint32_t b) { return base + (size_t)b * MS_BLOCK; }
static inline int bit(const uint32_t *m, uint32_t i) { return (m[i >> 5] >> (i & 31)) & 1; }
static inline void set_bit(uint32_t *m, uint32_t i) { m[i >> 5] |= 1u << (i & 31); }
static inline void clear_bit(uint32_t *m, uint32_t i) { m[i >> 5] &= ~(1u << (i & 31)); }

static void ms_init(uint32_t min_bytes, uint32_t max_bytes)
{
    uint32_t max_blocks = (max_bytes + MS_BLOCK - 1) / MS_BLOCK;
    nblocks = (min_bytes + MS_BLOCK - 1) / MS_BLOCK;
    heap_size = max_blocks * MS_BLOCK;
    heap_h = nblocks * MS_BLOCK;
    Space s = {"mark-sweep", 0, 0};
    space_map(&s, heap_size);
    base = s.start;
    blocks = xcalloc(max_blocks, sizeof(Block));
    for (uint32_t w = 0, c = 0; w <= MS_MAX_SMALL / 4; w++) {
        while (class_size[c] < w * 4)
            c++;
        class_of_words[w] = (uint8_t)c;
    }
    bump_cursor = bump_limit = 0; /* no bump allocation: every request reaches alloc_slow */
}

/* the first run of n free blocks, or UINT32_MAX */
static uint32_t find_free_run(uint32_t n)
{
    for (uint32_t pass = 0; pass < 2; pass++) {
        uint32_t from = pass ? 0 : block_hint, to = pass ? block_hint : nblocks;
        for (uint32_t b = from, len = 0; b < to; b++) {
            len = blocks[b].kind == BLK_FREE ? len + 1 : 0;
            if (len == n)
                return b + 1 - n;
        }
    }
    return UINT32_MAX;
}

/* take a free block for size class c and thread its cells onto the class's free list */
static int grow_class(uint32_t c)
{
    uint32_t b = find_free_run(1);
    if (b == UINT32_MAX)
        return 0;
    block_hint = b + 1 < nblocks ? b + 1 : 0;
    Block *k = &blocks[b];
    memset(k, 0, sizeof *k);
    k->kind = BLK_SMALL;
    k->cls = (uint8_t)c;
    k->ncells = (uint16_t)(MS_BLOCK / class_size[c]);
    char *start = block_start(b), **link = &free_list[c];
    for (uint32_t i = 0; i < k->ncells; i++) {
        char *cell = start + i * class_size[c];
        *link = cell;
        link = (char **)cell;
    }
    *link = 0;
    return 1;
}

static void *take_cell(uint32_t c, uint32_t bytes)
{
    if (!free_list[c] && !grow_class(c))
        return 0;
    char *cell = free_list[c];
    free_list[c] = *(char **)cell;
    Block *k = &blocks[block_index(cell)];
    set_bit(k->alloc, (uint32_t)(cell - block_start(block_index(cell))) / class_size[c]);
    k->nlive++;
    used_bytes += class_size[c];
    memset(cell, 0, bytes); /* a reused cell holds its last object and a link */
    return cell;
}

static void *take_run(uint32_t bytes)
{
    uint32_t n = (bytes + MS_BLOCK - 1) / MS_BLOCK;
    uint32_t b = find_free_run(n);
    if (b == UINT32_MAX)
        return 0;
    memset(&blocks[b], 0, sizeof(Block));
    blocks[b].kind = BLK_LARGE;
    blocks[b].run = n;
    for (uint32_t i = 1; i < n; i++) {
        blocks[b + i].kind = BLK_LARGE_TAIL;
        blocks[b + i].run = b; /* tails point at their head */
    }
    used_bytes += n * MS_BLOCK;
    return block_start(b); /* runs are always given back zero */
}

static void *try_alloc(uint32_t bytes)
{
    if (bytes <= MS_MAX_SMALL)
        return take_cell(class_of_words[(bytes + 3) / 4], bytes);
    return take_run(bytes);
}

/* ---- marking ---- */
static Object **mark_stack;
static uint32_t mark_n, mark_cap;

static int test_and_mark(Object *o)
{
    if ((char *)o < base || (char *)o >= base + heap_size)
        fatal("gc: mark-sweep found a reference %p outside the heap", (void *)o);
    uint32_t b = block_index(o);
    Block *k = &blocks[b];
    if (k->kind == BLK_SMALL) {
        uint32_t i = (uint32_t)((char *)o - block_start(b)) / class_size[k->cls];
        if (bit(k->mark, i))
            return 0;
        set_bit(k->mark, i);
        return 1;
    }
    if (k->kind != BLK_LARGE)
        fatal("gc: mark-sweep found a reference %p into a free or tail block", (void *)o);
    if (k->mark[0] & 1)
        return 0;
    k->mark[0] |= 1;
    return 1;
}

static void mark_slot(Object **slot)
{
    Object *o = *slot;
    if (!o || !test_and_mark(o))
        return;
    if (mark_n == mark_cap) {
        mark_cap = mark_cap ? 2 * mark_cap : 4096;
        Object **n = xmalloc(mark_cap * sizeof(Object *));
        if (mark_n)
            memcpy(n, mark_stack, mark_n * sizeof(Object *));
        free(mark_stack);
        mark_stack = n;
    }
    mark_stack[mark_n++] = o;
}

/* ---- sweeping ---- */
/* Blocks given back during a sweep are gathered into runs of neighbours, so that one
 * munmap covers each run. */
static uint32_t release_from, release_n;

static void release_flush(void)
{
    if (release_n)
        range_unmap_and_remap(block_start(release_from), release_n * MS_BLOCK);
    release_n = 0;
}

static void release_blocks(uint32_t b, uint32_t n)
{
    if (release_n && release_from + release_n != b)
        release_flush();
    if (!release_n)
        release_from = b;
    release_n += n;
    for (uint32_t i = 0; i < n; i++)
        memset(&blocks[b + i], 0, sizeof(Block));
}

static void sweep(void)
{
    char **tails[NCLASSES];
    for (uint32_t c = 0; c < NCLASSES; c++) {
        free_list[c] = 0;
        tails[c] = &free_list[c];
    }
    for (uint32_t b = 0; b < nblocks; b++) {
        Block *k = &blocks[b];
        if (k->kind == BLK_LARGE) {
            uint32_t n = k->run;
            if (!(k->mark[0] & 1)) {
                Object *o = (Object *)block_start(b);
                gc_announce_free(o, object_size(o));
                used_bytes -= n * MS_BLOCK;
                release_blocks(b, n);
            } else {
                k->mark[0] = 0;
            }
            b += n - 1;
            continue;
        }
        if (k->kind != BLK_SMALL)
            continue;
        uint32_t cs = class_size[k->cls];
        char *start = block_start(b);
        for (uint32_t i = 0; i < k->ncells; i++)
            if (bit(k->alloc, i) && !bit(k->mark, i)) {
                Object *o = (Object *)(start + i * cs);
                gc_announce_free(o, object_size(o));
                clear_bit(k->alloc, i);
                k->nlive--;
                used_bytes -= cs;
            }
        memset(k->mark, 0, sizeof k->mark);
        if (k->nlive == 0) {
            release_blocks(b, 1);
            continue;
        }
        for (uint32_t i = 0; i < k->ncells; i++)
            if (!bit(k->alloc, i)) {
                char *cell = start + i * cs;
                *tails[k->cls] = cell;
                tails[k->cls] = (char **)cell;
            }
    }
    release_flush();
    for (uint32_t c = 0; c < NCLASSES; c++)
        *tails[c] = 0;
    block_hint = 0;
}

static void drain_mark_stack(void)
{
    while (mark_n) {
        Object *o = mark_stack[--mark_n];
        gc_scan_object(o, mark_slot);
    }
}

/* references (refs.c): every object is collected; reached = marked */
static int ms_collected(void *p) { (void)p; return 1; }
static int ms_marked(Object *o)
{
    uint32_t b = block_index(o);
    Block *k = &blocks[b];
    if (k->kind == BLK_SMALL)
        return bit(k->mark, (uint32_t)((char *)o - block_start(b)) / class_size[k->cls]);
    return k->mark[0] & 1;
}
static const RefTracer ms_tracer = {ms_collected, ms_marked, mark_slot, drain_mark_stack};

/* h grows to `bytes` (the blocks beyond the old h are free and zero already) */
static int grow_to(uint32_t bytes)
{
    uint32_t n = bytes / MS_BLOCK;
    if (n <= nblocks)
        return 0;
    nblocks = n;
    heap_h = nblocks * MS_BLOCK;
    return 1;
}

static void ms_collect(int kind)
{
    (void)kind;
    gc_announce_start(GC_FULL);
    mark_n = 0;
    gc_enumerate_roots(mark_slot);
    drain_mark_stack();
    refs_process(&ms_tracer);
    event_marker("sweep");
    sweep();
    grow_to(heap_target(nblocks * MS_BLOCK, used_bytes));
    gc_announce_end();
    if (opt.verify)
        gc_verify("after a mark-sweep collection");
}

static void *ms_alloc_slow(uint32_t bytes)
{
    void *p = try_alloc(bytes);
    if (p)
        return p;
    ms_collect(GC_FULL);
    int cleared_soft = 0;
    while (!(p = try_alloc(bytes))) {
        /* by the 40 % rule, or, when free space is too fragmented for it, by the request */
        uint32_t h = nblocks * MS_BLOCK, to = heap_target(h, (uint64_t)used_bytes + bytes + MS_BLOCK);
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

static int ms_in_heap(void *p)
{
    if ((char *)p < base || (char *)p >= base + heap_size)
        return 0;
    Block *k = &blocks[block_index(p)];
    if (k->kind == BLK_SMALL) {
        uint32_t i = (uint32_t)((char *)p - block_start(block_index(p))) / class_size[k->cls];
        return bit(k->alloc, i);
    }
    return k->kind == BLK_LARGE || k->kind == BLK_LARGE_TAIL;
}

static void ms_walk(void (*fn)(Object *))
{
    for (uint32_t b = 0; b < nblocks; b++) {
        Block *k = &blocks[b];
        if (k->kind == BLK_LARGE) {
            fn((Object *)block_start(b));
            b += k->run - 1;
        } else if (k->kind == BLK_SMALL) {
            for (uint32_t i = 0; i < k->ncells; i++)
                if (bit(k->alloc, i))
                    fn((Object *)(block_start(b) + i * class_size[k->cls]));
        }
    }
}

static uint32_t ms_used(void) { return used_bytes; }
static uint32_t ms_total(void) { return nblocks * MS_BLOCK; }

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
