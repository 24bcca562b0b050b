/* space.h - the memory manager's policies and mechanisms, as MMTk composes them: spaces
 * that own their memory and their policy, the tracing contexts of a collection, and the
 * mechanisms plans share. A plan (plan.h, plan_*.c) is a composition of these.
 *
 *   mechanisms  Mapping (a reserved range: map, give back, remap), BumpAllocator, MarkStack,
 *               CopyTrace (forwarding into a to-space with Cheney's scan), GC events (gc.c)
 *   spaces      CopySpace       bump allocation; evacuated by a CopyTrace, given back whole
 *               MarkSweepSpace  segregated free lists over blocks, large objects in block
 *                               runs; marked in place, swept eagerly (FREE)
 *               LargeSpace      one mapping per object; marked, swept (FREE, MEM_UNMAP)
 *               ImmortalSpace   bump allocation, never collected: traced (mark bits) only
 *               (plan_olderfirst.c's age-ordered chunks and plan_immix.c's blocks and lines
 *               are the spaces of those plans, kept in their files)
 *
 * A collection runs a Trace (mm.h): the plan's visit decides, by the address, which space
 * traces the object (forwards it, or marks it and pushes it for scanning). Every Trace also
 * says what refs.c needs: which objects are collected, which were reached, and how to
 * complete the closure. No collector state is global: a plan keeps its spaces, and a
 * collection's state lives in its Trace, on the collecting function's stack. */
#ifndef SPACE_H
#define SPACE_H
#include "mm.h"

/* ---- the mutator's bump allocator: heap.c's inline path and jit_alloc.c's compiled one
 * allocate from [cursor, limit); a plan points it at the memory it hands out (empty: every
 * request reaches the plan's alloc_slow) ---- */
typedef struct BumpAllocator {
    char *cursor, *limit;
} BumpAllocator;
extern BumpAllocator mutator_bump;

static inline void *bump_alloc(BumpAllocator *b, uint32_t bytes)
{
    char *p = b->cursor;
    if ((uint32_t)(b->limit - p) < bytes)
        return 0;
    b->cursor = p + bytes;
    return p;
}

/* ---- a contiguous range obtained with mmap and given back with munmap ---- */
typedef struct Mapping {
    const char *name;
    char *start;
    uint32_t size;
} Mapping;
void mapping_map(Mapping *m, uint32_t size);
void mapping_unmap_and_remap(Mapping *m); /* munmap (the simulator records MEM_UNMAP), then mmap again */
void mapping_recycle(Mapping *m, uint32_t used); /* the same for the first `used` bytes (page-rounded) */
/* give a page-aligned range back (munmap: MEM_UNMAP) and map it again at the same address,
 * fresh and zero */
void range_unmap_and_remap(char *start, uint32_t len);
static inline int mapping_contains(const Mapping *m, const void *p)
{
    return (const char *)p >= m->start && (const char *)p < m->start + m->size;
}

/* every object of [p, end), laid out one after the other, in address order */
static inline void walk_objects(char *p, char *end, void (*fn)(Object *))
{
    while (p < end) {
        Object *o = (Object *)p;
        p += object_size(o);
        fn(o);
    }
}

/* gc_scan_object with a visitor known at the call (the copying and marking loops: a direct
 * call, where gc_scan_object calls t->visit) */
static inline void scan_object_with(Object *o, Trace *t, SlotVisitor v)
{
    Class *c = o->tib;
    if (c->is_array) {
        if (!c->elem_is_ref)
            return;
        Object **p = ARRAY_DATA(o);
        for (int32_t i = 0, n = ((Array *)o)->length; i < n; i++)
            v(t, &p[i]);
    } else {
        for (int i = 0; i < c->nrefs; i++)
            v(t, (Object **)FIELD_PTR(o, c->ref_offsets[i]));
    }
}

/* copy o (size bytes) to `to`: its bytes, the COPY_* event, the forwarding pointer left in
 * o's status word, the statistics; returns the copy */
static inline Object *copy_object(Object *o, char *to, uint32_t size)
{
    Object *n = (Object *)to;
    if (size <= 256) { /* most objects are small: memcpy's call and set-up cost more */
        volatile uint32_t *d = (uint32_t *)n;
        const uint32_t *s = (const uint32_t *)o;
        for (uint32_t i = 0; i < size / 4; i++)
            d[i] = s[i];
    } else {
        memcpy(n, o, size);
    }
    event_emit(o->tib->is_array ? EV_COPY_ARRAY : EV_COPY_SCALAR, (uint32_t)(uintptr_t)o,
               (uint32_t)(uintptr_t)n, 0, 0);
    o->status = (uint32_t)(uintptr_t)n | STATUS_FORWARDED;
    gc_stats.copied_objects++;
    gc_stats.copied_bytes += size;
    return n;
}
static inline Object *forwarded_to(const Object *o) { return (Object *)(uintptr_t)(o->status & ~STATUS_FORWARDED); }

/* ---- the copying mechanism (space_copy.c): a CopyTrace forwards every object of its
 * from-space that it visits to cursor (refill, when set, moves cursor/limit to fresh space
 * when an object does not fit; NULL there is fatal), leaving a forwarding pointer, and scans
 * the copies with Cheney's algorithm. Its Trace answers refs.c: collected = in the
 * from-space, reached = forwarded, closure = scan what was copied since the last scan. ---- */
typedef struct CopyTrace {
    Trace t;
    char *cursor, *limit;                  /* the to-space: the next copy goes to cursor */
    char *scanned;                         /* copies below this have been scanned */
    int (*in_from)(const void *p);         /* NULL: the range [from_lo, from_hi) */
    char *from_lo, *from_hi;
    char *(*refill)(struct CopyTrace *c, uint32_t bytes);
} CopyTrace;
/* a CopyTrace from [from_lo, from_hi) (in_from NULL) or in_from, into [to, to_limit) */
void copy_trace_init(CopyTrace *c, char *to, char *to_limit, int (*in_from)(const void *p),
                     char *from_lo, char *from_hi);
void copy_forward(Trace *t, Object **slot);
void copy_scan(CopyTrace *c, char *from); /* Cheney's scan from `from` until it meets cursor */
int copy_trace_collected(Trace *t, void *p);
int copy_trace_forwarded(Trace *t, Object *o);

/* ---- CopySpace (space_copy.c): a mapping reserved once; the plan bumps through it (the
 * mutator's allocator or a CopyTrace's cursor); after evacuation its used part is given
 * back (MEM_UNMAP: every object left in it dies) ---- */
typedef struct CopySpace {
    Mapping map;
} CopySpace;
void copyspace_init(CopySpace *s, const char *name, uint32_t reserve);
static inline int copyspace_contains(const CopySpace *s, const void *p) { return mapping_contains(&s->map, p); }
void copyspace_release(CopySpace *s, uint32_t used); /* give back the first `used` bytes */

/* ---- a mark stack (gc.c): objects marked and not yet scanned ---- */
typedef struct MarkStack {
    Object **v;
    uint32_t n, cap;
} MarkStack;
void mark_stack_grow(MarkStack *m);
static inline void mark_stack_push(MarkStack *m, Object *o)
{
    if (m->n == m->cap)
        mark_stack_grow(m);
    m->v[m->n++] = o;
}

/* ---- MarkSweepSpace (space_marksweep.c): non-moving, segregated free lists. The space is
 * one mapping cut into MS_BLOCK-byte blocks; an object up to MS_MAX_SMALL bytes gets a cell
 * of its size class (every small block holds cells of one class, each class allocates from a
 * free list threaded through its free cells, in address order); a larger one takes a run of
 * whole blocks (first fit). Allocation and mark bits live beside the space, per block. The
 * space uses its first h bytes (blocks are taken only below h) of a mapping reserved for
 * -Xmx. ---- */
#define MS_BLOCK 4096u
#define MS_MAX_SMALL 2048u
#define MS_NCLASSES 31
struct MsBlock;
typedef struct MarkSweepSpace {
    const char *name;
    char *base;
    uint32_t nblocks, reserved;  /* blocks in use below h; the reserved bytes */
    struct MsBlock *blocks;
    char *free_list[MS_NCLASSES];
    uint32_t used_bytes;         /* in allocated cells and runs */
    uint32_t block_hint;         /* where the search for a free block starts */
} MarkSweepSpace;
void ms_space_init(MarkSweepSpace *s, const char *name, uint32_t min_bytes, uint32_t max_bytes);
void *ms_space_alloc(MarkSweepSpace *s, uint32_t bytes);   /* zeroed; NULL: no cell or run */
int ms_space_test_and_mark(MarkSweepSpace *s, Object *o); /* 1: newly marked */
int ms_space_is_marked(MarkSweepSpace *s, Object *o);
void ms_space_sweep(MarkSweepSpace *s);                   /* FREE the unmarked, clear marks */
int ms_space_grow_to(MarkSweepSpace *s, uint32_t bytes);  /* h grows to `bytes`: 1 if it did */
int ms_space_has_object(MarkSweepSpace *s, void *p);      /* p is an allocated cell or run */
void ms_space_walk(MarkSweepSpace *s, void (*fn)(Object *));
static inline uint32_t ms_space_used(const MarkSweepSpace *s) { return s->used_bytes; }
static inline uint32_t ms_space_total(const MarkSweepSpace *s) { return s->nblocks * MS_BLOCK; }

/* ---- LargeSpace (space_large.c): every object its own page-aligned mapping, in a list
 * kept in address order; a mark bit per object; the sweep announces FREE for every unmarked
 * object and gives its pages back (MEM_UNMAP) ---- */
struct LargeObject;
typedef struct LargeSpace {
    const char *name;
    struct LargeObject *objects; /* in address order */
    uint32_t pages_bytes;        /* mapped */
    uint32_t count;
} LargeSpace;
void *large_space_alloc(LargeSpace *s, uint32_t bytes);  /* zeroed; NULL: mmap failed */
struct LargeObject *large_space_find(LargeSpace *s, const void *p); /* the object p lies in */
int large_space_test_and_mark(LargeSpace *s, Object *o); /* 1: newly marked; o must be one */
int large_space_is_marked(LargeSpace *s, Object *o);
void large_space_sweep(LargeSpace *s);
void large_space_walk(LargeSpace *s, void (*fn)(Object *));
uint32_t large_space_used(const LargeSpace *s);

/* ---- ImmortalSpace (space_immortal.c): bump allocation in one mapping, never collected;
 * a collection marks its objects (a bit per word beside the space) so that each is scanned
 * once, and forgets the marks at its end ---- */
typedef struct ImmortalSpace {
    Mapping map;
    char *top;          /* objects from map.start up to top */
    uint32_t *marks;    /* a bit per 4-byte word */
} ImmortalSpace;
void immortal_init(ImmortalSpace *s, const char *name, uint32_t reserve);
void *immortal_alloc(ImmortalSpace *s, uint32_t bytes);   /* NULL: the reserve is used up */
static inline int immortal_contains(const ImmortalSpace *s, const void *p)
{
    return (const char *)p >= s->map.start && (const char *)p < s->top;
}
int immortal_test_and_mark(ImmortalSpace *s, Object *o);  /* 1: newly marked */
void immortal_release(ImmortalSpace *s);                  /* forget the marks */
int immortal_marked(const ImmortalSpace *s, Object *o);    /* reached by the running (last) collection */
static inline void immortal_walk(ImmortalSpace *s, void (*fn)(Object *)) { walk_objects(s->map.start, s->top, fn); }
static inline uint32_t immortal_used(const ImmortalSpace *s) { return (uint32_t)(s->top - s->map.start); }

#endif
