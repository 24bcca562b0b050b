/* heap.c - allocation (the mutator's inline bump allocator, the plan's slow path), NEW_*
 * events, identity hashes and the plan registry (plans.def). */
#include "plan.h"
#include <stdio.h>

BumpAllocator mutator_bump;
uint32_t heap_h;
void (*plan_write_barrier)(Object *src, Object **slot, Object *val);
static const Plan *plan;
Object *deaths_new; /* -X:deaths: the object of the last allocation (deaths.c's next step) */
static const Plan *const plans[] = {
#define PLAN(name, summary) &plan_##name,
#include "plans.def"
#undef PLAN
};
uint32_t heap_oom_count;

void heap_init(void)
{
    for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++)
        if (strcmp(plans[i]->name, opt.plan) == 0)
            plan = plans[i];
    if (!plan) {
        char names[256] = "";
        for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", plans[i]->name);
        fatal("unknown collector plan '%s' (available: %s)", opt.plan, names);
    }
    plan_write_barrier = plan->barrier;
    plan->init(opt.heap_min, opt.heap_max);
}

/* the message of an OutOfMemoryError for a heap that is full: the plan's, or HotSpot's */
const char *heap_oom_message(void)
{
    return plan && plan->oom_message ? plan->oom_message : "Java heap space";
}

/* The growth policy (HotSpot's MinHeapFreeRatio = 40 %): after a collection that leaves less
 * than HEAP_MIN_FREE_PERCENT of the heap free, the heap grows so that that much is free,
 * to a multiple of 8 KiB (two pages: semispace halves stay page-aligned), capped at -Xmx.
 * `occupied` is what the plan counts as taken, including a request it must satisfy and,
 * for a copying plan, the copy reserve its live data needs. A fixed heap (-X:h=, or
 * -Xms = -Xmx) never grows. Returns the new heap size (>= current). */
uint32_t heap_target(uint32_t current, uint64_t occupied)
{
    if (opt.heap_min == opt.heap_max || current >= opt.heap_max)
        return current;
    uint64_t free = current > occupied ? current - occupied : 0;
    if (free * 100 >= (uint64_t)current * HEAP_MIN_FREE_PERCENT)
        return current;
    uint64_t want = (occupied * 100 + (100 - HEAP_MIN_FREE_PERCENT) - 1) / (100 - HEAP_MIN_FREE_PERCENT);
    want = (want + 8191u) & ~(uint64_t)8191u;
    if (want > opt.heap_max)
        want = opt.heap_max;
    return want > current ? (uint32_t)want : current;
}

/* Fresh space from mmap is zero and plans hand out only never-used memory, so
 * allocation does not clear it again. */
static inline void *allocate(uint32_t bytes)
{
    char *p = mutator_bump.cursor;
    if ((uint32_t)(mutator_bump.limit - p) >= bytes) {
        mutator_bump.cursor = p + bytes;
        return p;
    }
    return plan->alloc_slow(bytes);
}

/* ALLOC_SITE (before every announced NEW_*): the method executing in the top frame and the
 * bytecode index it saved at its call-out (the allocating instruction, or the invoke of the
 * native that allocates); method 0 and index 0xffffffff when no Java frame runs. */
static void announce_site(void)
{
    uint32_t mid = 0, bci = 0xffffffffu;
    if (thread.depth > 0) {
        Frame *f = &thread.frames[thread.depth - 1];
        mid = f->m->id;
        if (f->pc && f->m->code && f->pc >= f->m->code && f->pc < f->m->code + f->m->code_len)
            bci = (uint32_t)(f->pc - f->m->code);
    }
    event_emit(EV_ALLOC_SITE, mid, bci, 0, 0);
}

Object *alloc_object(Class *c)
{
    uint32_t size = c->instance_size;
    Object *o;
    if (deaths_on) { /* the time step of this allocation request (deaths.c) */
        deaths_step_region();
        o = allocate(size);
        deaths_new = o;
    } else {
        o = allocate(size);
    }
    if (!o) {
        heap_oom_count++;
        throw_new("java/lang/OutOfMemoryError", "%s", heap_oom_message());
        return NULL;
    }
    o->tib = c;
    if (c->ref_kind && opt.classlib_jdk)
        refs_register(o);
    if (!booting) {
        gc_stats.alloc_objects++;
        gc_stats.alloc_bytes += size;
        announce_site();
        event_emit(EV_NEW_SCALAR, (uint32_t)(uintptr_t)o, c->type_id, size, 0);
    }
    return o;
}

Array *alloc_array(Class *ac, jint length)
{
    if (length < 0) {
        throw_new("java/lang/NegativeArraySizeException", "%d", length);
        return NULL;
    }
    uint64_t size64 = ARRAY_DATA_OFFSET + (uint64_t)length * ac->elem_size;
    size64 = (size64 + OBJ_ALIGN - 1) & ~(uint64_t)(OBJ_ALIGN - 1);
    if (size64 > plan->total() && opt.heap_min == opt.heap_max) {
        heap_oom_count++;
        throw_new("java/lang/OutOfMemoryError", "Requested array size exceeds VM limit");
        return NULL;
    }
    uint32_t size = (uint32_t)size64;
    Array *a;
    if (deaths_on) {
        deaths_step_region();
        a = size64 <= opt.heap_max ? allocate(size) : NULL;
        deaths_new = (Object *)a;
    } else {
        a = size64 <= opt.heap_max ? allocate(size) : NULL; /* a growing heap: above -Xmx never fits */
    }
    if (!a) {
        heap_oom_count++;
        throw_new("java/lang/OutOfMemoryError", "%s", heap_oom_message());
        return NULL;
    }
    a->tib = ac;
    a->length = length;
    if (!booting) {
        gc_stats.alloc_objects++;
        gc_stats.alloc_bytes += size;
        announce_site();
        event_emit(EV_NEW_ARRAY | size << 5, (uint32_t)(uintptr_t)a, ac->type_id, size, (uint32_t)length);
    }
    return a;
}

void heap_collect(void)
{
    if (deaths_on) /* a collection the program requests: a step of its own first */
        deaths_step_region();
    plan->collect(GC_FULL);
}
uint32_t heap_used(void) { return plan->used(); }
uint32_t heap_total(void) { return plan->total(); }
int heap_in_heap(void *p) { return plan->in_heap(p); }
void heap_walk(void (*fn)(Object *)) { plan->walk(fn); }

/* Identity hash: taken from a counter on first request and kept in the status word, so it
 * survives moves (the status word is copied with the object). */
uint32_t identity_hash(Object *o)
{
    static uint32_t seed = 0x2545f491u;
    if (!(o->status & STATUS_HASHED)) {
        seed = seed * 1103515245u + 12345u;
        uint32_t h = (seed >> 8) & 0xffffffu;
        if (!h)
            h = 1;
        o->status |= STATUS_HASHED | h << 8;
    }
    return o->status >> 8;
}
