/* plan_olderfirst.c - Stefanović's older-first collector (Stefanović, McKinley, Moss,
 * "Age-based garbage collection", OOPSLA 1999; the seed's section 1.2.2).
 *
 * The heap is a list of chunks in age order, oldest first. Each chunk is its own mapping
 * (CHUNK bytes, or one large object's size); the mappings of all chunks together stay within
 * h bytes, less a reserve of one window for the survivors of a collection. Allocation bumps
 * through the youngest chunk (heap.c's inline path); a full chunk is followed by a new one
 * at the young end, and an object larger than CHUNK/4 gets a chunk of its own.
 *
 * When no new chunk fits, a window collection (GC_START kind 3) collects the window: the
 * consecutive chunks, WINDOW bytes at most (h/4, but at least one chunk), that start at the
 * window position. Everything outside the window is taken as live. The window's survivors
 * are copied into fresh chunks that take the window's place in the age order (they stay
 * older than everything younger than the window), the window's chunks are given back with
 * munmap (MEM_UNMAP), and the window position moves to the first chunk younger than the
 * survivors. When it passes the youngest chunk it starts again at the oldest. A request that
 * still does not fit after every chunk has been in a window once fails (OutOfMemoryError).
 * Runtime.gc() collects every chunk as one window (GC_START kind 0, full).
 * References (refs.c) are processed after the window's closure: referents outside the window
 * are live by assumption, references outside it are found through refs.c's table (their
 * referent slots are never remembered). When the windows leave a request unsatisfied and
 * some soft reference has a referent, one full collection clears soft references before
 * OutOfMemoryError.
 *
 * The remembered set: the window may start anywhere, so every store that makes an object
 * point into another chunk is remembered (the slot's address, in a hash set), by
 * olderfirst_write_barrier, called before every reference store into the heap. A collection
 * treats remembered slots outside the window that point into it as roots, remembers the
 * survivors' slots that point into other chunks, and drops slots of the freed chunks and
 * slots that no longer point into another chunk. Statics are roots and are not remembered.
 * Finding an address's chunk: a two-level table over the 4 GiB address space, per page.
 *
 * Growth: h (the budget of mapped chunks) starts at -Xms; CHUNK is fixed from -Xms. After a
 * window collection that leaves less than 40 % of h unmapped (the window reserve counts as
 * free, so this means the window kept more than about 40 % of itself), h grows
 * (heap_target), and the window (h/4) with it; a request that still does not fit after
 * every chunk has been in a window grows h to fit, up to -Xmx. Chunks are separate mappings,
 * so nothing is reserved up front. */
#include "plan.h"
#include <stdlib.h>
#include <sys/mman.h>

typedef struct Chunk {
    char *start, *top; /* mapped from start, size bytes; objects up to top */
    uint32_t size;
    struct Chunk *older, *younger;
    struct Chunk *next_to; /* survivor chunks of the running collection, in copy order */
    uint8_t in_window;
} Chunk;

static uint32_t heap_bytes, chunk_bytes, window_bytes, mapped, nchunks;
static Chunk *oldest, *youngest;
static Chunk *alloc_chunk;   /* bump allocation goes here (the youngest chunk), or NULL */
static Chunk *window_pos;    /* first chunk of the next window; NULL: the oldest */

/* ---- address -> chunk ---- */
static Chunk **dir[1024];

static inline Chunk *chunk_of(const void *p)
{
    uint32_t a = (uint32_t)(uintptr_t)p;
    Chunk **leaf = dir[a >> 22];
    return leaf ? leaf[(a >> 12) & 1023] : 0;
}

static void set_pages(Chunk *c, Chunk *v)
{
    for (uint32_t a = (uint32_t)(uintptr_t)c->start; a < (uint32_t)(uintptr_t)c->start + c->size; a += 4096) {
        if (!dir[a >> 22])
            dir[a >> 22] = xcalloc(1024, sizeof(Chunk *));
        dir[a >> 22][(a >> 12) & 1023] = v;
    }
}

static Chunk *chunk_new(uint32_t bytes)
{
    Chunk *c = xcalloc(1, sizeof(Chunk));
    c->size = (bytes + 4095u) & ~4095u;
    void *p = mmap(0, c->size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        fatal("cannot map a %u-byte chunk for the older-first heap", c->size);
    c->start = c->top = p;
    set_pages(c, c);
    mapped += c->size;
    nchunks++;
    return c;
}

static void chunk_free(Chunk *c)
{
    event_log_unmap((uint32_t)(uintptr_t)c->start, c->size);
    if (munmap(c->start, c->size) != 0)
        fatal("munmap of an older-first chunk failed");
    set_pages(c, 0);
    mapped -= c->size;
    nchunks--;
    free(c);
}

static void link_youngest(Chunk *c)
{
    c->older = youngest;
    c->younger = 0;
    if (youngest)
        youngest->younger = c;
    else
        oldest = c;
    youngest = c;
}

/* ---- remembered set: a hash set of slot addresses (0 = empty) ---- */
typedef struct SlotSet {
    uint32_t *keys;
    uint32_t cap, n;
} SlotSet;
static SlotSet remset;

static void set_add(SlotSet *s, Object **slot)
{
    if (2 * (s->n + 1) > s->cap) {
        SlotSet g = {xcalloc(s->cap ? 2 * s->cap : 4096, 4), s->cap ? 2 * s->cap : 4096, 0};
        for (uint32_t i = 0; i < s->cap; i++)
            if (s->keys[i])
                set_add(&g, (Object **)(uintptr_t)s->keys[i]);
        free(s->keys);
        *s = g;
    }
    uint32_t k = (uint32_t)(uintptr_t)slot, i = (k >> 2) * 2654435761u & (s->cap - 1);
    while (s->keys[i]) {
        if (s->keys[i] == k)
            return;
        i = (i + 1) & (s->cap - 1);
    }
    s->keys[i] = k;
    s->n++;
}

static void olderfirst_write_barrier(Object *src, Object **slot, Object *val)
{
    if (src && val && chunk_of(src) != chunk_of(val))
        set_add(&remset, slot);
}

static void of_init(uint32_t min_bytes, uint32_t max_bytes)
{
    (void)max_bytes; /* chunks are mapped as needed: nothing to reserve */
    heap_h = heap_bytes = min_bytes & ~4095u;
    chunk_bytes = (heap_bytes / 64) & ~4095u;
    if (chunk_bytes < 8192)
        chunk_bytes = 8192;
    if (chunk_bytes > 65536)
        chunk_bytes = 65536;
    window_bytes = heap_bytes / 4;
    mutator_bump.cursor = mutator_bump.limit = 0;
}

/* h grows to `bytes` (page-aligned), the window with it */
static int grow_to(uint32_t bytes)
{
    bytes &= ~4095u;
    if (bytes <= heap_bytes)
        return 0;
    heap_h = heap_bytes = bytes;
    window_bytes = heap_bytes / 4;
    return 1;
}

/* ---- a window collection: its Trace copies the window's survivors into fresh chunks,
 * in copy order, and scans them ---- */
static int in_window(const void *p)
{
    Chunk *c = chunk_of(p);
    return c && c->in_window;
}

typedef struct WindowTrace {
    CopyTrace copy;           /* from: in_window; into the survivor chunks (refill) */
    Chunk *to_first, *to_cur; /* the survivor chunks, in copy order */
    Chunk *scan_chunk;        /* Cheney's scan: where it stopped */
    char *scan_ptr;
} WindowTrace;

static char *of_refill(CopyTrace *c, uint32_t bytes)
{
    WindowTrace *w = (WindowTrace *)c;
    if (w->to_cur)
        w->to_cur->top = c->cursor;
    Chunk *k = chunk_new(bytes > chunk_bytes ? bytes : chunk_bytes);
    if (w->to_cur)
        w->to_cur->next_to = k;
    else
        w->to_first = k;
    w->to_cur = k;
    c->cursor = k->start;
    c->limit = k->start + k->size;
    return c->cursor;
}

static void forward_and_remember(Trace *t, Object **slot)
{
    copy_forward(t, slot);
    Object *o = *slot;
    if (o && chunk_of(o) != chunk_of(slot))
        set_add(&remset, slot);
}

/* Cheney's scan over the survivor chunks, remembering their cross-chunk slots; it resumes
 * where it stopped (reference processing retains more objects after the first closure).
 * Referents outside the window are live by assumption (refs.c). */
static void survivor_scan(Trace *t)
{
    WindowTrace *w = (WindowTrace *)t;
    if (!w->scan_chunk) {
        if (!w->to_first)
            return;
        w->scan_chunk = w->to_first;
        w->scan_ptr = w->to_first->start;
    }
    for (;;) {
        char *end = w->scan_chunk == w->to_cur ? w->copy.cursor : w->scan_chunk->top;
        if (w->scan_ptr < end) {
            Object *o = (Object *)w->scan_ptr;
            w->scan_ptr += object_size(o);
            scan_object_with(o, t, forward_and_remember);
        } else if (w->scan_chunk != w->to_cur) {
            w->scan_chunk = w->scan_chunk->next_to;
            w->scan_ptr = w->scan_chunk->start;
        } else {
            return;
        }
    }
}

/* A window collection (GC_WINDOW), or with GC_FULL every chunk as one window (Runtime.gc and
 * the last collection before OutOfMemoryError: its survivors are mapped before the old chunks
 * are given back, so for its length the mappings can exceed h by the live data). */
static void of_collect(int kind)
{
    if (alloc_chunk) {
        alloc_chunk->top = mutator_bump.cursor;
        alloc_chunk = 0;
        mutator_bump.cursor = mutator_bump.limit = 0;
    }
    if (!oldest)
        return;
    gc_announce_start(kind == GC_FULL ? GC_FULL : GC_WINDOW);
    Chunk *first = kind == GC_FULL || !window_pos ? oldest : window_pos, *after = first;
    uint32_t wbytes = 0;
    do {
        after->in_window = 1;
        wbytes += after->size;
        after = after->younger;
    } while (after && (kind == GC_FULL || wbytes + after->size <= window_bytes));
    Chunk *before = first->older;

    /* roots: the VM's, and remembered slots outside the window that point into it */
    WindowTrace w = {.to_first = 0};
    copy_trace_init(&w.copy, 0, 0, in_window, 0, 0);
    w.copy.refill = of_refill;
    w.copy.t.closure = survivor_scan;
    Trace *t = &w.copy.t;
    SlotSet old = remset;
    remset = (SlotSet){0, 0, 0};
    gc_enumerate_roots(t);
    for (uint32_t i = 0; i < old.cap; i++) {
        Object **slot = (Object **)(uintptr_t)old.keys[i];
        if (slot && !in_window(slot) && *slot && in_window(*slot))
            copy_forward(t, slot);
    }
    survivor_scan(t);
    refs_process(t);
    if (w.to_cur)
        w.to_cur->top = w.copy.cursor;
    Chunk *to_first = w.to_first;
    /* keep the remembered slots that survive and still point into another chunk */
    for (uint32_t i = 0; i < old.cap; i++) {
        Object **slot = (Object **)(uintptr_t)old.keys[i];
        if (slot && !in_window(slot) && *slot && chunk_of(*slot) != chunk_of(slot))
            set_add(&remset, slot);
    }
    free(old.keys);
    /* the survivors take the window's place in the age order; the window is given back */
    for (Chunk *c = first, *n; c != after; c = n) {
        n = c->younger;
        chunk_free(c);
    }
    Chunk *prev = before;
    for (Chunk *c = to_first; c; c = c->next_to) {
        c->older = prev;
        if (prev)
            prev->younger = c;
        else
            oldest = c;
        prev = c;
    }
    if (prev)
        prev->younger = after;
    else
        oldest = after;
    if (after)
        after->older = prev;
    else
        youngest = prev;
    for (Chunk *c = to_first; c; c = c->next_to)
        c->next_to = 0;
    window_pos = after; /* NULL: the window went past the youngest chunk; restart at the oldest */
    grow_to(heap_target(heap_bytes, mapped));
    gc_announce_end();
    if (opt.verify)
        gc_verify("after an older-first window collection");
}

static void *of_alloc_slow(uint32_t bytes)
{
    if (alloc_chunk)
        alloc_chunk->top = mutator_bump.cursor;
    int large = bytes > chunk_bytes / 4;
    uint32_t need = large ? ((bytes + 4095u) & ~4095u) : chunk_bytes;
    int cleared_soft = 0;
    for (uint32_t tries = 0; (uint64_t)mapped + need + window_bytes > heap_bytes; tries++) {
        if (tries <= nchunks + 1) {
            of_collect(GC_WINDOW);
        } else if (grow_to(heap_target(heap_bytes, (uint64_t)mapped + need))) {
            continue;
        } else if (!cleared_soft && refs_have_soft()) {
            cleared_soft = 1;
            refs_clear_soft = 1; /* the last collection before OutOfMemoryError (refs.c) */
            of_collect(GC_FULL);
            refs_clear_soft = 0;
        } else {
            return 0;
        }
    }
    Chunk *c = chunk_new(need);
    link_youngest(c);
    if (large) {
        c->top = c->start + bytes;
        alloc_chunk = 0; /* the next small object starts a new chunk: age order stays exact */
        mutator_bump.cursor = mutator_bump.limit = 0;
        return c->start;
    }
    alloc_chunk = c;
    mutator_bump.cursor = c->start + bytes;
    mutator_bump.limit = c->start + c->size;
    return c->start;
}

static int of_in_heap(void *p)
{
    Chunk *c = chunk_of(p);
    if (!c)
        return 0;
    char *top = c == alloc_chunk ? mutator_bump.cursor : c->top;
    return (char *)p < top;
}

static int cmp_chunk(const void *a, const void *b)
{
    const Chunk *x = *(Chunk *const *)a, *y = *(Chunk *const *)b;
    return (x->start > y->start) - (x->start < y->start);
}

static void of_walk(void (*fn)(Object *))
{
    Chunk **all = xmalloc((nchunks + 1) * sizeof(Chunk *));
    uint32_t n = 0;
    for (Chunk *c = oldest; c; c = c->younger)
        all[n++] = c;
    qsort(all, n, sizeof(Chunk *), cmp_chunk);
    for (uint32_t i = 0; i < n; i++) {
        char *top = all[i] == alloc_chunk ? mutator_bump.cursor : all[i]->top;
        for (char *p = all[i]->start; p < top;) {
            Object *o = (Object *)p;
            p += object_size(o);
            fn(o);
        }
    }
    free(all);
}

static uint32_t of_used(void)
{
    uint32_t u = 0;
    for (Chunk *c = oldest; c; c = c->younger)
        u += (uint32_t)((c == alloc_chunk ? mutator_bump.cursor : c->top) - c->start);
    return u;
}
static uint32_t of_total(void) { return heap_bytes; }

const Plan plan_olderfirst = {
    .name = "olderfirst",
    .moving = 1,
    .generational = 1,
    .barrier = olderfirst_write_barrier,
    .init = of_init,
    .alloc_slow = of_alloc_slow,
    .collect = of_collect,
    .in_heap = of_in_heap,
    .walk = of_walk,
    .used = of_used,
    .total = of_total,
};
