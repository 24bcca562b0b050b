/* gc.c - collector mechanisms shared by plans: exact root enumeration (statics, class
 * mirrors, interned strings, VM handles, interpreter frames through stack maps), object
 * scanning, the mark stack, GC events and the heap verifier. */
#include "plan.h"
#include <stdio.h>
#include <stdlib.h>

uint32_t gc_count;
GcStats gc_stats;

void frames_enumerate_roots(Thread *th, Trace *t)
{
    for (int i = 0; i < th->depth; i++) {
        Frame *f = &th->frames[i];
        Method *m = f->m;
        const uint8_t *map = stackmap_at(m, (uint32_t)(f->pc - m->code));
        int depth = (int)(f->sp - frame_stack(f));
        if (depth < 0 || depth > m->max_stack)
            fatal("gc: frame %s.%s has a bad saved stack depth %d", m->owner->name, m->name, depth);
        for (int l = 0; l < m->max_locals; l++)
            if (map[l >> 3] & (1u << (l & 7)))
                t->visit(t, (Object **)&f->locals[l]);
        for (int s = 0; s < depth; s++) {
            int b = m->max_locals + s;
            if (map[b >> 3] & (1u << (b & 7)))
                t->visit(t, (Object **)&frame_stack(f)[s]);
        }
    }
}

/* every root, the threads' frames through `frames` (deaths.c passes its own scanner) */
void gc_enumerate_roots_with(Trace *t, void (*frames)(Thread *th, Trace *t))
{
    for (Class *c = all_classes; c; c = c->next) {
        if (c->mirror)
            t->visit(t, &c->mirror);
        for (int i = 0; i < c->nstatic_refs; i++)
            t->visit(t, (Object **)(c->statics + c->static_ref_offsets[i]));
    }
    strings_enumerate_roots(t);
    runtime_enumerate_roots(t);
    refs_enumerate_roots(t);
    frames(&thread, t);
    threads_enumerate_roots_with(t, frames); /* the other threads, lock stacks, monitors */
}

void gc_enumerate_roots(Trace *t)
{
    gc_enumerate_roots_with(t, frames_enumerate_roots);
}

void gc_scan_object(Object *o, Trace *t)
{
    scan_object_with(o, t, t->visit);
}

/* ---- the mark stack ---- */
void mark_stack_grow(MarkStack *m)
{
    m->cap = m->cap ? 2 * m->cap : 4096;
    Object **n = xmalloc(m->cap * sizeof(Object *));
    if (m->n)
        memcpy(n, m->v, m->n * sizeof(Object *));
    free(m->v);
    m->v = n;
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

static void check_slot(Trace *t, Object **slot)
{
    (void)t;
    Object *r = *slot;
    if (!r)
        return;
    if (!heap_in_heap(r) || !starts_has(r))
        fatal("verify (%s): slot %p holds %p, not an object of the heap", verify_when, (void *)slot, (void *)r);
    check_header(r, "referenced");
}

static Trace check_trace = {.visit = check_slot};

static void verify_object(Object *o)
{
    check_header(o, "heap");
    gc_scan_object(o, &check_trace);
    if (o->tib->ref_kind)
        check_slot(&check_trace, (Object **)FIELD_PTR(o, referent_offset)); /* null once cleared */
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
    gc_enumerate_roots(&check_trace);
    refs_verify(&check_trace);
}
