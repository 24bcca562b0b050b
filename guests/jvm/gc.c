/* gc.c - collector mechanisms shared by plans: exact root enumeration (statics, class
 * mirrors, interned strings, VM handles, interpreter frames through stack maps), object
 * scanning, the copying mechanism with Cheney's scan, GC events and the heap verifier. */
#include "plan.h"
#include <stdio.h>
#include <stdlib.h>

uint32_t gc_count;
GcStats gc_stats;
char *(*copy_refill)(uint32_t bytes);
extern void runtime_enumerate_roots(SlotVisitor v);
extern int heap_in_heap(void *p);
extern void heap_walk(void (*fn)(Object *));

void frames_enumerate_roots(Thread *t, SlotVisitor v)
{
    for (int i = 0; i < t->depth; i++) {
        Frame *f = &t->frames[i];
        Method *m = f->m;
        const uint8_t *map = stackmap_at(m, (uint32_t)(f->pc - m->code));
        int depth = (int)(f->sp - frame_stack(f));
        if (depth < 0 || depth > m->max_stack)
            fatal("gc: frame %s.%s has a bad saved stack depth %d", m->owner->name, m->name, depth);
        for (int l = 0; l < m->max_locals; l++)
            if (map[l >> 3] & (1u << (l & 7)))
                v((Object **)&f->locals[l]);
        for (int s = 0; s < depth; s++) {
            int b = m->max_locals + s;
            if (map[b >> 3] & (1u << (b & 7)))
                v((Object **)&frame_stack(f)[s]);
        }
    }
}

/* every root, the threads' frames through `frames` (deaths.c passes its own scanner) */
void gc_enumerate_roots_with(SlotVisitor v, void (*frames)(Thread *t, SlotVisitor v))
{
    for (Class *c = all_classes; c; c = c->next) {
        if (c->mirror)
            v(&c->mirror);
        for (int i = 0; i < c->nstatic_refs; i++)
            v((Object **)(c->statics + c->static_ref_offsets[i]));
    }
    strings_enumerate_roots(v);
    runtime_enumerate_roots(v);
    refs_enumerate_roots(v);
    frames(&thread, v);
    threads_enumerate_roots_with(v, frames); /* the other threads, lock stacks, monitors */
}

void gc_enumerate_roots(SlotVisitor v)
{
    gc_enumerate_roots_with(v, frames_enumerate_roots);
}

void gc_scan_object(Object *o, SlotVisitor v)
{
    Class *c = o->tib;
    if (c->is_array) {
        if (!c->elem_is_ref)
            return;
        Object **p = ARRAY_DATA(o);
        for (int32_t i = 0, n = ((Array *)o)->length; i < n; i++)
            v(&p[i]);
    } else {
        for (int i = 0; i < c->nrefs; i++)
            v((Object **)FIELD_PTR(o, c->ref_offsets[i]));
    }
}

/* ---- copying mechanism ---- */
char *copy_cursor, *copy_limit;
int (*copy_from_space)(void *p);
char *copy_from_lo, *copy_from_hi;

void copy_forward(Object **slot)
{
    Object *o = *slot;
    if (!o || (copy_from_space ? !copy_from_space(o) : (char *)o < copy_from_lo || (char *)o >= copy_from_hi))
        return;
    if (o->status & STATUS_FORWARDED) {
        *slot = (Object *)(uintptr_t)(o->status & ~STATUS_FORWARDED);
        return;
    }
    uint32_t size = object_size(o);
    if ((uint32_t)(copy_limit - copy_cursor) < size && (!copy_refill || !copy_refill(size)))
        fatal("gc: copy space exhausted (%u bytes needed)", size);
    Object *n = (Object *)copy_cursor;
    copy_cursor += size;
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
    *slot = n;
    gc_stats.copied_objects++;
    gc_stats.copied_bytes += size;
}

void copy_scan(char *from)
{
    while (from < copy_cursor) {
        Object *o = (Object *)from;
        from += object_size(o);
        gc_scan_object(o, copy_forward);
    }
}

static const char *const kind_names[4] = {"full", "minor", "major", "window"};

/* GC_START, then a MARKER naming the kind (docs/events.md) */
void gc_announce_start(int kind)
{
    gc_count++;
    if (!booting)
        gc_stats.collections[kind]++;
    event_emit(EV_GC_START, 0, 0, gc_count, (uint32_t)kind);
    event_marker(kind_names[kind]);
}

/* FREE: a non-moving plan reclaimed the object (call before its memory is reused) */
void gc_announce_free(Object *o, uint32_t size)
{
    if (!booting) {
        gc_stats.freed_objects++;
        gc_stats.freed_bytes += size;
    }
    event_emit(EV_FREE, (uint32_t)(uintptr_t)o, size, 0, 0);
}

void gc_announce_end(void)
{
    if (deaths_on) /* a collection that gave nothing back */
        deaths_region(deaths_gc_moved);
    event_emit(EV_GC_END, 0, 0, gc_count, 0);
}

/* ---- verifier: every header valid, every reference to an object start in the heap ---- */
static Class **types_by_id;
static uint32_t ntypes;
static const char *verify_when;
static uint32_t verified_objects;

static void check_header(Object *o, const char *where)
{
    Class *c = o->tib;
    if (o->status & STATUS_FORWARDED)
        fatal("verify (%s): %s object %p still has a forwarding pointer", verify_when, where, (void *)o);
    if (!c || c->type_id == 0 || c->type_id >= ntypes || types_by_id[c->type_id] != c || c->is_prim)
        fatal("verify (%s): %s object %p has a bad TIB %p", verify_when, where, (void *)o, (void *)c);
    if (c->is_array && ((Array *)o)->length < 0)
        fatal("verify (%s): array %p has a negative length", verify_when, (void *)o);
}

/* the set of object starts found by walking the heap */
static uintptr_t *starts;
static uint32_t starts_cap;

static void starts_add(Object *o)
{
    uint32_t i = ((uint32_t)(uintptr_t)o >> 2) * 2654435761u & (starts_cap - 1);
    while (starts[i])
        i = (i + 1) & (starts_cap - 1);
    starts[i] = (uintptr_t)o;
    verified_objects++;
}

static int starts_has(Object *o)
{
    uint32_t i = ((uint32_t)(uintptr_t)o >> 2) * 2654435761u & (starts_cap - 1);
    while (starts[i]) {
        if (starts[i] == (uintptr_t)o)
            return 1;
        i = (i + 1) & (starts_cap - 1);
    }
    return 0;
}

static void count_object(Object *o)
{
    check_header(o, "heap");
    verified_objects++;
}

static void check_slot(Object **slot)
{
    Object *r = *slot;
    if (!r)
        return;
    if (!heap_in_heap(r) || !starts_has(r))
        fatal("verify (%s): slot %p holds %p, not an object of the heap", verify_when, (void *)slot, (void *)r);
    check_header(r, "referenced");
}

static void verify_object(Object *o)
{
    check_header(o, "heap");
    gc_scan_object(o, check_slot);
    if (o->tib->ref_kind)
        check_slot((Object **)FIELD_PTR(o, referent_offset)); /* null once cleared */
}

void gc_verify(const char *when)
{
    verify_when = when;
    free(types_by_id);
    ntypes = next_type_id;
    types_by_id = xcalloc(ntypes, sizeof(Class *));
    for (Class *c = all_classes; c; c = c->next)
        types_by_id[c->type_id] = c;
    verified_objects = 0;
    heap_walk(count_object);
    starts_cap = 1024;
    while (starts_cap < 2 * verified_objects)
        starts_cap *= 2;
    free(starts);
    starts = xcalloc(starts_cap, sizeof(uintptr_t));
    verified_objects = 0;
    heap_walk(starts_add);
    heap_walk(verify_object);
    gc_enumerate_roots(check_slot);
    refs_verify(check_slot);
}
