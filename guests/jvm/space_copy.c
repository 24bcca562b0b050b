/* space_copy.c - mappings, the copy space and the copying mechanism (a CopyTrace: forward
 * into a to-space, Cheney's scan). space.h describes them. */
#include "plan.h"
#include <sys/mman.h>

void mapping_map(Mapping *m, uint32_t size)
{
    size = (size + 4095u) & ~4095u;
    void *p = mmap(m->start, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        fatal("cannot map %u bytes for the %s space (-X:h too large?)", size, m->name);
    m->start = p;
    m->size = size;
}

void mapping_unmap_and_remap(Mapping *m)
{
    event_log_unmap((uint32_t)(uintptr_t)m->start, m->size);
    if (munmap(m->start, m->size) != 0)
        fatal("munmap of the %s space failed", m->name);
    mapping_map(m, m->size);
}

/* give back the first `used` bytes of a mapping (page-rounded; all of it when that covers it,
 * as mapping_unmap_and_remap): a space reserved for -Xmx was touched only up to the heap's
 * current size */
void mapping_recycle(Mapping *m, uint32_t used)
{
    used = (used + 4095u) & ~4095u;
    if (used >= m->size)
        mapping_unmap_and_remap(m);
    else if (used)
        range_unmap_and_remap(m->start, used);
}

void range_unmap_and_remap(char *start, uint32_t len)
{
    event_log_unmap((uint32_t)(uintptr_t)start, len);
    if (munmap(start, len) != 0)
        fatal("munmap of %u heap bytes at %p failed", len, (void *)start);
    if (mmap(start, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != start)
        fatal("cannot map %u heap bytes at %p again", len, (void *)start);
}

/* ---- CopySpace ---- */
void copyspace_init(CopySpace *s, const char *name, uint32_t reserve)
{
    s->map = (Mapping){name, 0, 0};
    mapping_map(&s->map, reserve);
}

void copyspace_release(CopySpace *s, uint32_t used) { mapping_recycle(&s->map, used); }

/* ---- the copying mechanism ---- */
static void copy_closure(Trace *t)
{
    CopyTrace *c = (CopyTrace *)t;
    copy_scan(c, c->scanned);
}

int copy_trace_collected(Trace *t, void *p)
{
    CopyTrace *c = (CopyTrace *)t;
    return c->in_from ? c->in_from(p) : (char *)p >= c->from_lo && (char *)p < c->from_hi;
}

int copy_trace_forwarded(Trace *t, Object *o)
{
    (void)t;
    return (o->status & STATUS_FORWARDED) != 0;
}

void copy_trace_init(CopyTrace *c, char *to, char *to_limit, int (*in_from)(const void *p),
                     char *from_lo, char *from_hi)
{
    *c = (CopyTrace){
        .t = {copy_forward, copy_trace_collected, copy_trace_forwarded, copy_closure},
        .cursor = to,
        .limit = to_limit,
        .scanned = to,
        .in_from = in_from,
        .from_lo = from_lo,
        .from_hi = from_hi,
    };
}

void copy_forward(Trace *t, Object **slot)
{
    CopyTrace *c = (CopyTrace *)t;
    Object *o = *slot;
    if (!o || (c->in_from ? !c->in_from(o) : (char *)o < c->from_lo || (char *)o >= c->from_hi))
        return;
    if (o->status & STATUS_FORWARDED) {
        *slot = (Object *)(uintptr_t)(o->status & ~STATUS_FORWARDED);
        return;
    }
    uint32_t size = object_size(o);
    if ((uint32_t)(c->limit - c->cursor) < size && (!c->refill || !c->refill(c, size)))
        fatal("gc: copy space exhausted (%u bytes needed)", size);
    Object *n = copy_object(o, c->cursor, size);
    c->cursor += size;
    *slot = n;
}

void copy_scan(CopyTrace *c, char *from)
{
    while (from < c->cursor) {
        Object *o = (Object *)from;
        from += object_size(o);
        scan_object_with(o, &c->t, copy_forward);
    }
    c->scanned = c->cursor;
}
