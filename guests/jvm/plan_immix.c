/* plan_immix.c - Immix: a mark-region collector (Blackburn and McKinley, "Immix: a
 * mark-region garbage collector with space efficiency, fast collection, and mutator
 * performance", PLDI 2008), in this one file: its space of blocks and lines, and the plan
 * that composes it with an immortal space (the objects made while the VM boots) and a large
 * object space (space.h).
 *
 * The Immix space is one mapping reserved for -Xmx, cut into BLOCK-byte blocks of LINE-byte
 * lines: 8 KiB and 64 B, where the paper has 32 KiB and 128 B. This VM's heaps are a few
 * hundred KiB to a few MiB and its objects average 20-35 bytes: smaller blocks keep dozens
 * of them in the smallest heaps, and 128 B lines left the minimum heaps 10-20 % larger
 * (db -s1 448k against 400k, jess -s1 464k against 384k).
 * Objects larger than LARGE (a quarter block) go to the large object space.
 *
 * Allocation: the mutator bumps through a hole, a run of free lines (heap.c's and the
 * compiled code's inline path: mutator_bump). When the hole is used up, the next hole is the
 * next run of free lines in the same block, then in the next recyclable block (one with free
 * lines after the last collection) in address order, then a free block (lowest first). A
 * hole in a recyclable block is zeroed when it is taken; free blocks are zero already. A
 * medium object (more than a line) that does not fit the current hole goes to the overflow
 * allocator, which bumps through a free block of its own (the paper's overflow allocation),
 * so that no hole is skipped for it. Objects need no header bit: valid-object bits beside
 * each block (a bit per 4-byte word) record where objects start; the objects of a hole get
 * theirs when the mutator leaves the hole (they lie one after the other), overflow objects
 * at once.
 *
 * A collection (GC_START kind 0: every collection is of the whole heap) marks from the
 * roots with a mark stack: an object's mark bit (beside the block) and every line it spans
 * (exact line marking: a line is free only if no live object touches it). Opportunistic
 * defragmentation: when the collection starts while recyclable blocks are left unused (the
 * holes were too small for what was asked), after a collection that left less than 40 % of
 * h free, or when a collection could not satisfy a request, the sparsest blocks become
 * candidates (select_candidates: as many as the free blocks can surely take), and the trace
 * copies the objects it finds in them into free blocks (COPY_* events, MARKER "defrag" after
 * the kind's marker). A candidate is thus evacuated whole and given back with the empty
 * blocks (a copy that found no room would mark the object in place, as the paper's
 * opportunistic evacuation does; the bound keeps that from happening, so that every copy's
 * source is reclaimed by the collection that copied it). References (refs.c) are processed
 * after the closure. Then the sweep (MARKER "sweep"): every object whose valid-object bit is
 * set and mark bit is not is announced with FREE (an evacuated one's old copy is not: it
 * moved); a block with no marked line is given back with munmap (the simulator records
 * MEM_UNMAP) and mapped again, free and zero; one with free lines is recyclable; the large
 * object space frees its unmarked objects; the immortal space forgets its marks.
 *
 * Heap size h: blocks in use, the large objects' pages and the immortal space count
 * against h; the mutator leaves a headroom of free blocks (1 + h/40 blocks) for
 * defragmentation. After a collection that leaves less than 40 % of h free, h grows
 * (heap_target); so does a request that fails after a collection, up to -Xmx. A request
 * that still fails gets a defragmenting collection, then one that clears soft references,
 * then the headroom, before OutOfMemoryError. */
#include "plan.h"
#include <stdlib.h>

#define BLOCK 8192u
#define LINE 64u
#define LINES (BLOCK / LINE)        /* 64: a block's line marks are two words */
#define LARGE (BLOCK / 4)           /* larger objects go to the large object space */
#define GWORDS (BLOCK / 4 / 32)     /* words of a per-block bitmap with a bit per 4-byte word */
_Static_assert(LINES % 32 == 0 && LINES < 256, "line marks: whole words; counts: a byte");
#define BOOT_RESERVE (256u << 10)

enum { B_FREE, B_RECYCLABLE, B_USED };

typedef struct IxBlock {
    uint8_t state;        /* B_FREE (zero memory), B_RECYCLABLE (free lines left by the last
                           * collection, not yet allocated into), B_USED */
    uint8_t evacuate;     /* a defragmentation candidate of the running collection */
    uint8_t holes;        /* runs of free lines after the last collection */
    uint8_t used_lines;   /* lines that may hold objects: marked by the last collection, or
                           * handed out since */
    uint8_t touched;      /* the allocator took lines of it since the last collection */
    uint16_t live_bytes;  /* bytes of the objects the running (then the last) collection marked */
    uint32_t lines[LINES / 32]; /* line marks */
    uint32_t *bits;       /* GWORDS valid-object bits, then GWORDS mark bits (NULL until used) */
} IxBlock;

static ImmortalSpace boot;
/* Boot objects are never freed: a dead one keeps whatever it pointed at, freed since (the
 * JDK's boot leaves many). The verifier after a collection walks only the boot objects that
 * collection reached (their marks are forgotten after it). */
static int walk_live_boot;
static LargeSpace los = {.name = "immix-large"};
static Mapping ix = {"immix", 0, 0};
static IxBlock *blocks;
static uint32_t max_blocks, nonfree;
static uint32_t block_end;       /* 1 + the highest block ever taken: the loops over blocks stop here */
static uint32_t heap_bytes;      /* h */
static uint32_t lines_bytes;     /* bytes of lines live after the last collection or handed out since */
static int cur_block = -1;       /* the block of the mutator's hole */
static uint32_t cur_line;        /* where the search for its next hole starts */
static char *hole_start;         /* objects from here to mutator_bump.cursor have no valid-object bits yet */
static BumpAllocator overflow;   /* medium objects that do not fit the hole */
static uint32_t recycle_next, free_next;
static int defrag_next;          /* the last collection yielded too little free space */
static int headroom_used;        /* the last resort before OutOfMemoryError takes the headroom too */

static inline uint32_t block_index(const void *p) { return (uint32_t)((const char *)p - ix.start) / BLOCK; }
static inline char *block_start(uint32_t b) { return ix.start + (size_t)b * BLOCK; }
static inline uint32_t word_in_block(const void *p) { return ((uint32_t)((const char *)p - ix.start) & (BLOCK - 1)) / 4; }
static inline int in_immix(const void *p) { return mapping_contains(&ix, p); }
static inline int test(const uint32_t *m, uint32_t i) { return (m[i >> 5] >> (i & 31)) & 1; }
static inline void set(uint32_t *m, uint32_t i) { m[i >> 5] |= 1u << (i & 31); }
static inline uint32_t *vo_bits(IxBlock *k) { return k->bits; }
static inline uint32_t *mark_bits(IxBlock *k) { return k->bits + GWORDS; }

static uint32_t headroom_blocks(void) { return 1 + heap_bytes / BLOCK / 40; }
static uint64_t taken(void) { return (uint64_t)nonfree * BLOCK + large_space_used(&los) + immortal_used(&boot); }
static int fits(uint32_t bytes, int mutator)
{
    return taken() + bytes + (mutator && !headroom_used ? (uint64_t)headroom_blocks() * BLOCK : 0) <= heap_bytes;
}

static void set_valid(Object *o)
{
    IxBlock *k = &blocks[block_index(o)];
    set(vo_bits(k), word_in_block(o));
}

/* the objects the mutator put in its hole get their valid-object bits */
static void retire_hole(void)
{
    for (char *p = hole_start; p && p < mutator_bump.cursor;) {
        Object *o = (Object *)p;
        p += object_size(o);
        set_valid(o);
    }
    hole_start = mutator_bump.cursor;
}

/* a free block for the mutator (leaving the headroom) or for the copies of a collection */
static int take_free_block(int mutator)
{
    if (!fits(BLOCK, mutator))
        return -1;
    for (uint32_t n = 0; n < max_blocks; n++, free_next = free_next + 1 < max_blocks ? free_next + 1 : 0)
        if (blocks[free_next].state == B_FREE) {
            IxBlock *k = &blocks[free_next];
            if (!k->bits)
                k->bits = xcalloc(2 * GWORDS, sizeof(uint32_t));
            k->state = B_USED;
            if (free_next >= block_end)
                block_end = free_next + 1;
            k->holes = 0;
            k->used_lines = LINES; /* until the sweep: a free block is taken whole */
            k->touched = 1;
            nonfree++;
            return (int)free_next;
        }
    return -1;
}

/* the next hole for the mutator: [cursor, limit) over a run of free lines, zeroed */
static int next_hole(void)
{
    retire_hole();
    for (;;) {
        if (cur_block >= 0) {
            IxBlock *k = &blocks[cur_block];
            uint32_t l = cur_line;
            while (l < LINES && test(k->lines, l))
                l++;
            uint32_t e = l;
            while (e < LINES && !test(k->lines, e))
                e++;
            cur_line = e;
            if (l < LINES) {
                char *start = block_start(cur_block) + l * LINE, *end = block_start(cur_block) + e * LINE;
                if (k->holes) /* a recyclable block's hole holds the dead */
                    memset(start, 0, end - start);
                lines_bytes += (e - l) * LINE;
                if (k->holes)
                    k->used_lines += e - l;
                k->touched = 1;
                mutator_bump.cursor = hole_start = start;
                mutator_bump.limit = end;
                return 1;
            }
            cur_block = -1;
        }
        while (recycle_next < block_end && blocks[recycle_next].state != B_RECYCLABLE)
            recycle_next++;
        if (recycle_next < block_end) {
            cur_block = (int)recycle_next++;
            blocks[cur_block].state = B_USED;
        } else if ((cur_block = take_free_block(1)) < 0) {
            mutator_bump.cursor = mutator_bump.limit = hole_start = 0;
            return 0;
        }
        cur_line = 0;
    }
}

static void *overflow_alloc(uint32_t bytes)
{
    void *p = bump_alloc(&overflow, bytes);
    if (!p) {
        int b = take_free_block(1);
        if (b < 0)
            return 0;
        lines_bytes += BLOCK;
        overflow.cursor = block_start(b);
        overflow.limit = overflow.cursor + BLOCK;
        p = bump_alloc(&overflow, bytes);
    }
    set_valid(p);
    return p;
}

static void *try_alloc(uint32_t bytes)
{
    if (booting) /* the boot image: immortal (the mutator's bump allocator stays empty) */
        return immortal_alloc(&boot, bytes);
    if (bytes > LARGE)
        return fits((bytes + 4095u) & ~4095u, 1) ? large_space_alloc(&los, bytes) : 0;
    if (bytes > LINE) {
        void *p = overflow_alloc(bytes);
        if (p)
            return p;
    }
    while (next_hole()) {
        void *p = bump_alloc(&mutator_bump, bytes);
        if (p)
            return p;
    }
    return 0;
}

/* ---- a collection: its Trace marks (or, in a candidate block, copies) and pushes ---- */
typedef struct IxTrace {
    Trace t;
    MarkStack *stack;
    BumpAllocator copy; /* defragmentation: the free block the copies go to */
} IxTrace;
static MarkStack mark_stack; /* kept between collections: its capacity is reused */

static inline void mark_lines(IxBlock *k, const void *o, uint32_t size)
{
    uint32_t off = (uint32_t)((const char *)o - ix.start) & (BLOCK - 1);
    for (uint32_t l = off / LINE, e = (off + size - 1) / LINE; l <= e; l++)
        set(k->lines, l);
}

static char *copy_alloc(IxTrace *x, uint32_t size)
{
    char *p = bump_alloc(&x->copy, size);
    if (p)
        return p;
    int b = take_free_block(0);
    if (b < 0)
        return 0;
    x->copy.cursor = block_start(b);
    x->copy.limit = x->copy.cursor + BLOCK;
    return bump_alloc(&x->copy, size);
}

static void ix_visit(Trace *t, Object **slot)
{
    IxTrace *x = (IxTrace *)t;
    Object *o = *slot;
    if (!o)
        return;
    if (in_immix(o)) {
        if (o->status & STATUS_FORWARDED) {
            *slot = forwarded_to(o);
            return;
        }
        IxBlock *k = &blocks[block_index(o)];
        uint32_t w = word_in_block(o);
        if (test(mark_bits(k), w))
            return;
        uint32_t size = object_size(o);
        char *to;
        if (k->evacuate && (to = copy_alloc(x, size))) {
            o = *slot = copy_object(o, to, size);
            k = &blocks[block_index(o)];
            w = word_in_block(o);
            set(vo_bits(k), w);
        }
        set(mark_bits(k), w);
        mark_lines(k, o, size);
        k->live_bytes += size;
        mark_stack_push(x->stack, o);
    } else if (immortal_contains(&boot, o)) {
        if (immortal_test_and_mark(&boot, o))
            mark_stack_push(x->stack, o);
    } else if (large_space_test_and_mark(&los, o)) {
        mark_stack_push(x->stack, o);
    }
}

static void ix_closure(Trace *t)
{
    IxTrace *x = (IxTrace *)t;
    while (x->stack->n) {
        Object *o = x->stack->v[--x->stack->n];
        scan_object_with(o, t, ix_visit);
    }
}

/* refs.c: the immortal space is live by assumption */
static int ix_collected(Trace *t, void *p) { (void)t; return in_immix(p) || large_space_find(&los, p); }
static int ix_reached(Trace *t, Object *o)
{
    (void)t;
    if (!in_immix(o))
        return large_space_is_marked(&los, o);
    return (o->status & STATUS_FORWARDED) || test(mark_bits(&blocks[block_index(o)]), word_in_block(o));
}

/* Defragmentation candidates: the sparsest blocks first, by what they can hold now (the
 * bytes the last collection marked in them, or, in a block the allocator has taken lines of
 * since, every line it may hold objects in), as long as that fits the free blocks (within h,
 * the headroom included), counting each copy block as BLOCK - LARGE bytes (the most an
 * object that does not fit its end can leave unused). The paper picks by holes (its mark
 * histogram); the bytes also find the blocks whose every line holds a little live data among
 * the dead (long-lived objects allocated among short-lived ones), which have no hole. The
 * copies always fit: every candidate is evacuated whole and given back (MEM_UNMAP), and the
 * analyzer sees every copy's source reclaimed by the collection that copied it. */
#define BUCKETS 64
static uint32_t survivors_bound(const IxBlock *k) { return k->touched ? k->used_lines * LINE : k->live_bytes; }

static int select_candidates(void)
{
    uint64_t free_blocks = (uint64_t)heap_bytes > taken() ? (heap_bytes - taken()) / BLOCK : 0;
    uint64_t room = free_blocks * (BLOCK - LARGE), sum = 0;
    uint32_t at[BUCKETS + 1] = {0}, n = 0;
    for (uint32_t b = 0; b < block_end; b++) /* the blocks by bound, sparsest first (a counting sort) */
        if (blocks[b].state != B_FREE && survivors_bound(&blocks[b]) < BLOCK - LARGE)
            at[survivors_bound(&blocks[b]) * BUCKETS / BLOCK]++, n++;
    if (!n || !room)
        return 0;
    for (uint32_t i = 0, c, s = 0; i <= BUCKETS; i++, s += c) {
        c = at[i];
        at[i] = s;
    }
    uint32_t *order = xmalloc(n * sizeof(uint32_t));
    for (uint32_t b = 0; b < block_end; b++)
        if (blocks[b].state != B_FREE && survivors_bound(&blocks[b]) < BLOCK - LARGE)
            order[at[survivors_bound(&blocks[b]) * BUCKETS / BLOCK]++] = b;
    int chosen = 0;
    for (uint32_t i = 0; i < n && sum < room; i++) {
        IxBlock *k = &blocks[order[i]];
        if (sum + survivors_bound(k) <= room) {
            sum += survivors_bound(k);
            k->evacuate = 1;
            chosen++;
        }
    }
    free(order);
    return chosen;
}

/* Blocks given back during a sweep are gathered into runs of neighbours, one munmap each. */
static uint32_t release_from, release_n;

static void release_flush(void)
{
    if (release_n)
        range_unmap_and_remap(block_start(release_from), release_n * BLOCK);
    release_n = 0;
}

static void sweep_block(uint32_t b)
{
    IxBlock *k = &blocks[b];
    uint32_t *vo = vo_bits(k), *mk = mark_bits(k);
    for (uint32_t i = 0; i < GWORDS; i++) {
        uint32_t dead = vo[i] & ~mk[i];
        for (; dead; dead &= dead - 1) {
            Object *o = (Object *)(block_start(b) + (i * 32 + 31 - __builtin_clz(dead & -dead)) * 4);
            if (!(o->status & STATUS_FORWARDED)) /* an evacuated object moved: no FREE */
                gc_announce_free(o, object_size(o));
        }
        vo[i] &= mk[i];
    }
    k->evacuate = 0;
    uint32_t marked = 0, holes = 0;
    for (uint32_t l = 0; l < LINES; l++) {
        int m = test(k->lines, l);
        marked += m;
        holes += !m && (l == 0 || test(k->lines, l - 1));
    }
    k->used_lines = (uint8_t)marked;
    k->holes = (uint8_t)holes;
    lines_bytes += marked * LINE;
    if (marked == 0) {
        if (release_n && release_from + release_n != b)
            release_flush();
        if (!release_n)
            release_from = b;
        release_n++;
        k->state = B_FREE;
        k->holes = 0;
        nonfree--;
    } else {
        k->state = holes ? B_RECYCLABLE : B_USED;
    }
}

static void grow_to(uint32_t bytes)
{
    bytes &= ~4095u;
    if (bytes > heap_bytes)
        heap_h = heap_bytes = bytes;
}

static void collect(int defrag)
{
    gc_announce_start(GC_FULL);
    retire_hole();
    mutator_bump.cursor = mutator_bump.limit = hole_start = 0;
    overflow.cursor = overflow.limit = 0;
    cur_block = -1;
    for (uint32_t b = recycle_next; b < block_end && !defrag; b++)
        defrag = blocks[b].state == B_RECYCLABLE; /* holes left unused: too small for the requests */
    if (defrag && select_candidates())
        event_marker("defrag");
    for (uint32_t b = 0; b < block_end; b++)
        if (blocks[b].state != B_FREE) {
            blocks[b].live_bytes = 0;
            blocks[b].touched = 0;
            memset(mark_bits(&blocks[b]), 0, GWORDS * sizeof(uint32_t));
            memset(blocks[b].lines, 0, sizeof blocks[b].lines);
        }
    IxTrace x = {{ix_visit, ix_collected, ix_reached, ix_closure}, &mark_stack, {0, 0}};
    mark_stack.n = 0;
    gc_enumerate_roots(&x.t);
    ix_closure(&x.t);
    refs_process(&x.t);
    event_marker("sweep");
    lines_bytes = 0;
    for (uint32_t b = 0; b < block_end; b++)
        if (blocks[b].state != B_FREE)
            sweep_block(b);
    release_flush();
    large_space_sweep(&los);
    recycle_next = free_next = 0;
    uint64_t occupied = (uint64_t)lines_bytes + large_space_used(&los) + immortal_used(&boot);
    grow_to(heap_target(heap_bytes, occupied + (uint64_t)headroom_blocks() * BLOCK));
    /* not enough free space yielded (less than the growth rule's 40 % of h): defragment next */
    defrag_next = (heap_bytes - occupied) * 100 < (uint64_t)heap_bytes * HEAP_MIN_FREE_PERCENT;
    gc_announce_end();
    if (opt.verify) { /* over what the collection kept: the boot objects it reached */
        walk_live_boot = 1;
        gc_verify("after an immix collection");
        walk_live_boot = 0;
    }
    immortal_release(&boot);
}

static void ix_collect(int kind)
{
    (void)kind;
    collect(defrag_next);
}

static void *ix_alloc_slow(uint32_t bytes)
{
    void *p = try_alloc(bytes);
    if (p || booting)
        return p;
    collect(defrag_next);
    int defragged = 0, cleared_soft = 0;
    while (!(p = try_alloc(bytes))) {
        /* by the 40 % rule, or, when free space is too fragmented for it, by the request */
        uint64_t need = taken() + bytes + BLOCK + (uint64_t)headroom_blocks() * BLOCK;
        uint32_t h = heap_bytes, to = heap_target(h, need);
        if (to == h && opt.heap_min != opt.heap_max)
            to = (uint64_t)h + bytes + BLOCK < opt.heap_max ? h + bytes + BLOCK : opt.heap_max;
        grow_to(to);
        if (heap_bytes > h)
            continue;
        if (!defragged) {
            defragged = 1;
            collect(1);
        } else if (!cleared_soft && refs_have_soft()) {
            cleared_soft = 1;
            refs_clear_soft = 1; /* the last collection before OutOfMemoryError (refs.c) */
            collect(1);
            refs_clear_soft = 0;
        } else {
            headroom_used = 1; /* the last resort: the defragmentation headroom */
            p = try_alloc(bytes);
            headroom_used = 0;
            return p;
        }
    }
    return p;
}

static void ix_init(uint32_t min_bytes, uint32_t max_bytes)
{
    heap_h = heap_bytes = min_bytes & ~4095u;
    max_blocks = (max_bytes + BLOCK - 1) / BLOCK;
    immortal_init(&boot, "immix-boot", BOOT_RESERVE);
    mapping_map(&ix, max_blocks * BLOCK);
    blocks = xcalloc(max_blocks, sizeof(IxBlock));
    mutator_bump.cursor = mutator_bump.limit = 0; /* every request reaches the slow path first */
}

static int ix_in_heap(void *p)
{
    retire_hole();
    if (in_immix(p)) {
        IxBlock *k = &blocks[block_index(p)];
        return k->state != B_FREE && test(vo_bits(k), word_in_block(p));
    }
    return immortal_contains(&boot, p) || large_space_find(&los, p);
}

/* every object in address order: the immortal space, the blocks, the large objects merged */
static void (*walk_fn)(Object *);
static int walked_boot, walked_blocks;

static void walk_marked_boot(Object *o)
{
    if (immortal_marked(&boot, o))
        walk_fn(o);
}

static void walk_blocks(void)
{
    for (uint32_t b = 0; b < block_end; b++) {
        IxBlock *k = &blocks[b];
        if (k->state == B_FREE)
            continue;
        for (uint32_t i = 0; i < GWORDS; i++)
            for (uint32_t v = vo_bits(k)[i]; v; v &= v - 1)
                walk_fn((Object *)(block_start(b) + (i * 32 + 31 - __builtin_clz(v & -v)) * 4));
    }
}

/* walk the immortal space and the blocks, in address order, if they start below addr */
static void walk_below(const char *addr)
{
    int boot_first = boot.map.start < ix.start;
    for (int i = 0; i < 2; i++) {
        int is_boot = (i == 0) == boot_first;
        if (is_boot ? walked_boot : walked_blocks)
            continue;
        if ((is_boot ? boot.map.start : ix.start) >= addr)
            return;
        if (is_boot) {
            walked_boot = 1;
            immortal_walk(&boot, walk_live_boot ? walk_marked_boot : walk_fn);
        } else {
            walked_blocks = 1;
            walk_blocks();
        }
    }
}

static void walk_large(Object *o)
{
    walk_below((const char *)o);
    walk_fn(o);
}

static void ix_walk(void (*fn)(Object *))
{
    retire_hole();
    walk_fn = fn;
    walked_boot = walked_blocks = 0;
    large_space_walk(&los, walk_large);
    walk_below((const char *)UINTPTR_MAX);
}

static uint32_t ix_used(void) { return lines_bytes + large_space_used(&los) + immortal_used(&boot); }
static uint32_t ix_total(void) { return heap_bytes; }

const Plan plan_immix = {
    .name = "immix",
    .moving = 1, /* defragmentation */
    .init = ix_init,
    .alloc_slow = ix_alloc_slow,
    .collect = ix_collect,
    .in_heap = ix_in_heap,
    .walk = ix_walk,
    .used = ix_used,
    .total = ix_total,
};

