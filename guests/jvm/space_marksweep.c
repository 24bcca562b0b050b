/* space_marksweep.c - the mark-sweep space (space.h): segregated free lists over blocks,
 * large objects in block runs, allocation and mark bits beside the space, an eager sweep
 * that announces FREE for every dead object and gives empty blocks and dead runs back with
 * munmap (the simulator records MEM_UNMAP), mapped again fresh and zero. A cell handed out
 * again is cleared by the allocator (fresh blocks are zero already). */
#include "plan.h"
#include <stdlib.h>

#define MS_MAX_CELLS (MS_BLOCK / 8)

/* size classes: every 4 bytes up to 32, then four steps per doubling up to 2048 */
static const uint16_t class_size[] = {8,   12,  16,  20,  24,  28,  32,  40,   48,   56,   64,
                                      80,  96,  112, 128, 160, 192, 224, 256,  320,  384,  448,
                                      512, 640, 768, 896, 1024, 1280, 1536, 1792, 2048};
_Static_assert(sizeof class_size / sizeof class_size[0] == MS_NCLASSES, "MS_NCLASSES");
static uint8_t class_of_words[MS_MAX_SMALL / 4 + 1];

enum { BLK_FREE, BLK_SMALL, BLK_LARGE, BLK_LARGE_TAIL };

typedef struct MsBlock {
    uint8_t kind;
    uint8_t cls;      /* small: size class */
    uint16_t ncells;  /* small: cells in the block */
    uint16_t nlive;   /* small: allocated cells */
    uint32_t run;     /* large head: blocks in the run */
    uint32_t alloc[MS_MAX_CELLS / 32];
    uint32_t mark[MS_MAX_CELLS / 32]; /* large head: mark[0] bit 0 */
} MsBlock;

static inline uint32_t block_index(const MarkSweepSpace *s, const void *p) { return (uint32_t)(((const char *)p - s->base) / MS_BLOCK); }
static inline char *block_start(const MarkSweepSpace *s, uint32_t b) { return s->base + (size_t)b * MS_BLOCK; }
static inline int bit(const uint32_t *m, uint32_t i) { return (m[i >> 5] >> (i & 31)) & 1; }
static inline void set_bit(uint32_t *m, uint32_t i) { m[i >> 5] |= 1u << (i & 31); }
static inline void clear_bit(uint32_t *m, uint32_t i) { m[i >> 5] &= ~(1u << (i & 31)); }

void ms_space_init(MarkSweepSpace *s, const char *name, uint32_t min_bytes, uint32_t max_bytes)
{
    uint32_t max_blocks = (max_bytes + MS_BLOCK - 1) / MS_BLOCK;
    memset(s, 0, sizeof *s);
    s->name = name;
    s->nblocks = (min_bytes + MS_BLOCK - 1) / MS_BLOCK;
    s->reserved = max_blocks * MS_BLOCK;
    Mapping m = {name, 0, 0};
    mapping_map(&m, s->reserved);
    s->base = m.start;
    s->blocks = xcalloc(max_blocks, sizeof(MsBlock));
    for (uint32_t w = 0, c = 0; w <= MS_MAX_SMALL / 4; w++) {
        while (class_size[c] < w * 4)
            c++;
        class_of_words[w] = (uint8_t)c;
    }
}

/* the first run of n free blocks, or UINT32_MAX */
static uint32_t find_free_run(MarkSweepSpace *s, uint32_t n)
{
    for (uint32_t pass = 0; pass < 2; pass++) {
        uint32_t from = pass ? 0 : s->block_hint, to = pass ? s->block_hint : s->nblocks;
        for (uint32_t b = from, len = 0; b < to; b++) {
            len = s->blocks[b].kind == BLK_FREE ? len + 1 : 0;
            if (len == n)
                return b + 1 - n;
        }
    }
    return UINT32_MAX;
}

/* take a free block for size class c and thread its cells onto the class's free list */
static int grow_class(MarkSweepSpace *s, uint32_t c)
{
    uint32_t b = find_free_run(s, 1);
    if (b == UINT32_MAX)
        return 0;
    s->block_hint = b + 1 < s->nblocks ? b + 1 : 0;
    MsBlock *k = &s->blocks[b];
    memset(k, 0, sizeof *k);
    k->kind = BLK_SMALL;
    k->cls = (uint8_t)c;
    k->ncells = (uint16_t)(MS_BLOCK / class_size[c]);
    char *start = block_start(s, b), **link = &s->free_list[c];
    for (uint32_t i = 0; i < k->ncells; i++) {
        char *cell = start + i * class_size[c];
        *link = cell;
        link = (char **)cell;
    }
    *link = 0;
    return 1;
}

static void *take_cell(MarkSweepSpace *s, uint32_t c, uint32_t bytes)
{
    if (!s->free_list[c] && !grow_class(s, c))
        return 0;
    char *cell = s->free_list[c];
    s->free_list[c] = *(char **)cell;
    MsBlock *k = &s->blocks[block_index(s, cell)];
    set_bit(k->alloc, (uint32_t)(cell - block_start(s, block_index(s, cell))) / class_size[c]);
    k->nlive++;
    s->used_bytes += class_size[c];
    memset(cell, 0, bytes); /* a reused cell holds its last object and a link */
    return cell;
}

static void *take_run(MarkSweepSpace *s, uint32_t bytes)
{
    uint32_t n = (bytes + MS_BLOCK - 1) / MS_BLOCK;
    uint32_t b = find_free_run(s, n);
    if (b == UINT32_MAX)
        return 0;
    memset(&s->blocks[b], 0, sizeof(MsBlock));
    s->blocks[b].kind = BLK_LARGE;
    s->blocks[b].run = n;
    for (uint32_t i = 1; i < n; i++) {
        s->blocks[b + i].kind = BLK_LARGE_TAIL;
        s->blocks[b + i].run = b; /* tails point at their head */
    }
    s->used_bytes += n * MS_BLOCK;
    return block_start(s, b); /* runs are always given back zero */
}

void *ms_space_alloc(MarkSweepSpace *s, uint32_t bytes)
{
    if (bytes <= MS_MAX_SMALL)
        return take_cell(s, class_of_words[(bytes + 3) / 4], bytes);
    return take_run(s, bytes);
}

/* ---- marking ---- */
int ms_space_test_and_mark(MarkSweepSpace *s, Object *o)
{
    if ((char *)o < s->base || (char *)o >= s->base + s->reserved)
        fatal("gc: mark-sweep found a reference %p outside the heap", (void *)o);
    uint32_t b = block_index(s, o);
    MsBlock *k = &s->blocks[b];
    if (k->kind == BLK_SMALL) {
        uint32_t i = (uint32_t)((char *)o - block_start(s, b)) / class_size[k->cls];
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

int ms_space_is_marked(MarkSweepSpace *s, Object *o)
{
    uint32_t b = block_index(s, o);
    MsBlock *k = &s->blocks[b];
    if (k->kind == BLK_SMALL)
        return bit(k->mark, (uint32_t)((char *)o - block_start(s, b)) / class_size[k->cls]);
    return k->mark[0] & 1;
}

/* ---- sweeping ---- */
/* Blocks given back during a sweep are gathered into runs of neighbours, so that one
 * munmap covers each run. */
typedef struct Release {
    uint32_t from, n;
} Release;

static void release_flush(MarkSweepSpace *s, Release *r)
{
    if (r->n)
        range_unmap_and_remap(block_start(s, r->from), r->n * MS_BLOCK);
    r->n = 0;
}

static void release_blocks(MarkSweepSpace *s, Release *r, uint32_t b, uint32_t n)
{
    if (r->n && r->from + r->n != b)
        release_flush(s, r);
    if (!r->n)
        r->from = b;
    r->n += n;
    for (uint32_t i = 0; i < n; i++)
        memset(&s->blocks[b + i], 0, sizeof(MsBlock));
}

void ms_space_sweep(MarkSweepSpace *s)
{
    char **tails[MS_NCLASSES];
    Release r = {0, 0};
    for (uint32_t c = 0; c < MS_NCLASSES; c++) {
        s->free_list[c] = 0;
        tails[c] = &s->free_list[c];
    }
    for (uint32_t b = 0; b < s->nblocks; b++) {
        MsBlock *k = &s->blocks[b];
        if (k->kind == BLK_LARGE) {
            uint32_t n = k->run;
            if (!(k->mark[0] & 1)) {
                Object *o = (Object *)block_start(s, b);
                gc_announce_free(o, object_size(o));
                s->used_bytes -= n * MS_BLOCK;
                release_blocks(s, &r, b, n);
            } else {
                k->mark[0] = 0;
            }
            b += n - 1;
            continue;
        }
        if (k->kind != BLK_SMALL)
            continue;
        uint32_t cs = class_size[k->cls];
        char *start = block_start(s, b);
        for (uint32_t i = 0; i < k->ncells; i++)
            if (bit(k->alloc, i) && !bit(k->mark, i)) {
                Object *o = (Object *)(start + i * cs);
                gc_announce_free(o, object_size(o));
                clear_bit(k->alloc, i);
                k->nlive--;
                s->used_bytes -= cs;
            }
        memset(k->mark, 0, sizeof k->mark);
        if (k->nlive == 0) {
            release_blocks(s, &r, b, 1);
            continue;
        }
        for (uint32_t i = 0; i < k->ncells; i++)
            if (!bit(k->alloc, i)) {
                char *cell = start + i * cs;
                *tails[k->cls] = cell;
                tails[k->cls] = (char **)cell;
            }
    }
    release_flush(s, &r);
    for (uint32_t c = 0; c < MS_NCLASSES; c++)
        *tails[c] = 0;
    s->block_hint = 0;
}

/* h grows to `bytes` (the blocks beyond the old h are free and zero already) */
int ms_space_grow_to(MarkSweepSpace *s, uint32_t bytes)
{
    uint32_t n = bytes / MS_BLOCK;
    if (n <= s->nblocks)
        return 0;
    s->nblocks = n;
    return 1;
}

int ms_space_has_object(MarkSweepSpace *s, void *p)
{
    if ((char *)p < s->base || (char *)p >= s->base + s->reserved)
        return 0;
    MsBlock *k = &s->blocks[block_index(s, p)];
    if (k->kind == BLK_SMALL) {
        uint32_t i = (uint32_t)((char *)p - block_start(s, block_index(s, p))) / class_size[k->cls];
        return bit(k->alloc, i);
    }
    return k->kind == BLK_LARGE || k->kind == BLK_LARGE_TAIL;
}

void ms_space_walk(MarkSweepSpace *s, void (*fn)(Object *))
{
    for (uint32_t b = 0; b < s->nblocks; b++) {
        MsBlock *k = &s->blocks[b];
        if (k->kind == BLK_LARGE) {
            fn((Object *)block_start(s, b));
            b += k->run - 1;
        } else if (k->kind == BLK_SMALL) {
            for (uint32_t i = 0; i < k->ncells; i++)
                if (bit(k->alloc, i))
                    fn((Object *)(block_start(s, b) + i * class_size[k->cls]));
        }
    }
}
