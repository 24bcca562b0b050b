/* space_large.c - the large object space (space.h): every object its own page-aligned
 * mapping, never moved. A list in address order holds them (large objects are few: a
 * linear search is what the trace's membership test costs); a collection marks the ones it
 * reaches, and the sweep announces FREE for every other one, then gives its pages back
 * with munmap (the simulator records MEM_UNMAP). */
#include "plan.h"
#include <stdlib.h>
#include <sys/mman.h>

typedef struct LargeObject {
    char *start;
    uint32_t pages; /* mapped bytes, page-rounded */
    uint8_t marked;
    struct LargeObject *next;
} LargeObject;

void *large_space_alloc(LargeSpace *s, uint32_t bytes)
{
    uint32_t pages = (bytes + 4095u) & ~4095u;
    void *p = mmap(0, pages, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return 0;
    LargeObject *l = xcalloc(1, sizeof *l), **at = &s->objects;
    l->start = p;
    l->pages = pages;
    while (*at && (*at)->start < l->start)
        at = &(*at)->next;
    l->next = *at;
    *at = l;
    s->pages_bytes += pages;
    s->count++;
    return p; /* fresh from mmap: zero */
}

LargeObject *large_space_find(LargeSpace *s, const void *p)
{
    for (LargeObject *l = s->objects; l && l->start <= (const char *)p; l = l->next)
        if ((const char *)p < l->start + l->pages)
            return l;
    return 0;
}

int large_space_test_and_mark(LargeSpace *s, Object *o)
{
    LargeObject *l = large_space_find(s, o);
    if (!l || l->start != (char *)o)
        fatal("gc: %p is not the start of a large object of the %s space", (void *)o, s->name);
    if (l->marked)
        return 0;
    l->marked = 1;
    return 1;
}

int large_space_is_marked(LargeSpace *s, Object *o)
{
    LargeObject *l = large_space_find(s, o);
    return l && l->marked;
}

void large_space_sweep(LargeSpace *s)
{
    for (LargeObject **at = &s->objects, *l; (l = *at);) {
        if (l->marked) {
            l->marked = 0;
            at = &l->next;
            continue;
        }
        Object *o = (Object *)l->start;
        gc_announce_free(o, object_size(o));
        event_log_unmap((uint32_t)(uintptr_t)l->start, l->pages);
        if (munmap(l->start, l->pages) != 0)
            fatal("munmap of a large object of the %s space failed", s->name);
        s->pages_bytes -= l->pages;
        s->count--;
        *at = l->next;
        free(l);
    }
}

void large_space_walk(LargeSpace *s, void (*fn)(Object *))
{
    for (LargeObject *l = s->objects; l; l = l->next)
        fn((Object *)l->start);
}

uint32_t large_space_used(const LargeSpace *s) { return s->pages_bytes; }
