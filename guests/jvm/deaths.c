/* deaths.c - exact object lifetimes (-X:deaths=merlin|brute; docs/lifetimes.md, the
 * contract in docs/events.md "Exact lifetimes").
 *
 * A time step is taken at every allocation request, before any collection it triggers
 * (heap.c), and before a collection the program requests (Runtime.gc), always inside an
 * unmeasured region (MEASURE_OFF .. MEASURE_ON, sent inline by heap.c's deaths_hook so
 * that the measured run only pays for the two stores around a call).
 *
 * merlin: the root reports. The roots are the collectors' (gc_enumerate_roots) without
 * the static slots, which class.dump lists as `static` records instead (their stores are
 * in the trace). They are kept in a hash table (object address -> the last step that saw
 * it, and whether a stable root holds it): the interned strings and class mirrors only
 * ever grow, so only their new entries are read at a step; every other root (every
 * thread's frames, handles, pending exceptions, the pending-reference list, thread
 * objects, lock stacks, monitors, the preallocated OutOfMemoryError) is read at every
 * step. ROOT_ADD for an object the roots reference now and did not at the previous step,
 * ROOT_DROP for the reverse.
 *
 * brute (the oracle): the root reports and a full reachability trace from all roots,
 * statics included, through every reference slot but the referents of java.lang.ref
 * objects (gc_scan_object's view); DEATH (EXTRA 0) for every object reachable at the
 * previous step, or allocated since (heap.c keeps the last allocation in deaths_new: the
 * allocator hands it over, so it is reachable then), and not now. At the first step the
 * "previous" set is every object in the heap (the boot objects of feature.dump): those
 * the program cannot reach die there.
 *
 * Identity across moving collections: all objects of the previous step's sets are
 * reachable when a collection starts (its step was just taken), so every one survives it;
 * before the collector gives a space back (munmap), deaths_gc_moved follows the
 * forwarding pointers and rewrites the sets with the new addresses.
 *
 * At exit (vm_exit, before the final class.dump) a last step and, with brute, DEATH
 * (EXTRA 1) for every object still reachable; then FINAL_STEP.
 *
 * Everything lives outside the Java heap and outside malloc's arena, in one mmap'd
 * reservation placed above the top-down mmap area (MMAP_HINT), so that neither the Java
 * heap's layout nor malloc's changes with -X:deaths. Frame maps of methods the VM has not
 * analysed yet are computed here too (stackmap_side) and kept apart, so that the collector
 * still analyses them when it would have, in measured time, with malloc's memory. */
#include "plan.h"
#include <sys/mman.h>

int deaths_on;

/* deaths_region(fn): MEASURE_OFF (event word and commit store; the simulator stops
 * measuring after the commit), fn(), MEASURE_ON (measured again from the instruction after
 * its commit store). deaths_step_region(): the same for deaths_step, without the caller
 * loading the address. Written out so that no register save or stack access of the caller
 * or of a C prologue falls in the measured part: that is the call, four instructions
 * (r11 = 0x80000000 reaches the featured page 0x7fffe000 at -8192) and the return. */
__asm__(".text\n"
        ".globl deaths_step_region\n"
        ".type deaths_step_region, @function\n"
        "deaths_step_region:\n"
        "    lis 11,-32768\n"
        "    li 12,16\n"          /* EV_MEASURE_OFF */
        "    stw 12,-8192(11)\n"  /* FEATURE_ADDRESS */
        "    stw 12,-8180(11)\n"  /* FEATURE_END: commits */
        "    lis 3,deaths_step@ha\n"
        "    addi 3,3,deaths_step@l\n"
        "    b 1f\n"
        ".size deaths_step_region, .-deaths_step_region\n"
        ".globl deaths_region\n"
        ".type deaths_region, @function\n"
        "deaths_region:\n"
        "    lis 11,-32768\n"
        "    li 12,16\n"
        "    stw 12,-8192(11)\n"
        "    stw 12,-8180(11)\n"
        "1:  stwu 1,-16(1)\n"
        "    mflr 0\n"
        "    stw 0,20(1)\n"
        "    mtctr 3\n"
        "    bctrl\n"
        "    lwz 0,20(1)\n"
        "    mtlr 0\n"
        "    addi 1,1,16\n"
        "    lis 11,-32768\n"
        "    li 12,17\n"          /* EV_MEASURE_ON */
        "    stw 12,-8192(11)\n"
        "    stw 12,-8180(11)\n"
        "    blr\n"
        ".size deaths_region, .-deaths_region\n");

/* ---- side memory ---- */
#define ARENA_BYTES (96u << 20)
#define MMAP_HINT ((void *)0x78000000u)
static char *arena_cur, *arena_end;

static void *side_alloc(uint32_t bytes)
{
    if (!arena_cur) {
        void *p = mmap(MMAP_HINT, ARENA_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                       -1, 0);
        if (p == MAP_FAILED)
            fatal("-X:deaths: cannot map %u bytes for its tables", ARENA_BYTES);
        arena_cur = p;
        arena_end = arena_cur + ARENA_BYTES;
    }
    bytes = (bytes + 15u) & ~15u;
    if ((uint32_t)(arena_end - arena_cur) < bytes)
        fatal("-X:deaths: its tables need more than %u bytes", ARENA_BYTES);
    void *p = arena_cur;
    arena_cur += bytes;
    return p; /* fresh mmap'd memory: zero */
}

/* ---- an address -> word hash table (linear probing, 0 = empty key) ---- */
typedef struct Table {
    uint32_t *keys, *vals;
    uint32_t cap, n;
} Table;

static inline uint32_t slot_of(const Table *t, uint32_t k) { return (k >> 2) * 2654435761u & (t->cap - 1); }

static void table_init(Table *t, uint32_t cap)
{
    t->cap = cap;
    t->n = 0;
    t->keys = side_alloc(cap * 4);
    t->vals = side_alloc(cap * 4);
}

static uint32_t *table_put(Table *t, uint32_t k, int *fresh);

/* empties t, keeping (or, when it is smaller, replacing) its memory for `need` keys */
static void table_reset(Table *t, uint32_t need)
{
    uint32_t cap = 1024;
    while (cap < 2 * need + 64)
        cap *= 2;
    if (t->cap < cap) {
        table_init(t, cap);
        return;
    }
    memset(t->keys, 0, t->cap * 4);
    t->n = 0;
}

static void table_grow(Table *t)
{
    Table old = *t;
    table_init(t, old.cap * 2);
    for (uint32_t i = 0; i < old.cap; i++)
        if (old.keys[i]) {
            int f;
            *table_put(t, old.keys[i], &f) = old.vals[i];
        }
}

/* the value cell of key k, inserted (value 0, *fresh = 1) when absent */
static uint32_t *table_put(Table *t, uint32_t k, int *fresh)
{
    uint32_t i = slot_of(t, k);
    while (t->keys[i]) {
        if (t->keys[i] == k) {
            *fresh = 0;
            return &t->vals[i];
        }
        i = (i + 1) & (t->cap - 1);
    }
    if (2 * (t->n + 1) > t->cap) {
        table_grow(t);
        return table_put(t, k, fresh);
    }
    t->keys[i] = k;
    t->vals[i] = 0;
    t->n++;
    *fresh = 1;
    return &t->vals[i];
}

static uint32_t *table_get(const Table *t, uint32_t k)
{
    uint32_t i = slot_of(t, k);
    while (t->keys[i]) {
        if (t->keys[i] == k)
            return &t->vals[i];
        i = (i + 1) & (t->cap - 1);
    }
    return NULL;
}

/* removal with backward shifting (no tombstones) */
static void table_del(Table *t, uint32_t k)
{
    uint32_t i = slot_of(t, k);
    while (t->keys[i] != k) {
        if (!t->keys[i])
            return;
        i = (i + 1) & (t->cap - 1);
    }
    uint32_t j = i;
    for (;;) {
        j = (j + 1) & (t->cap - 1);
        if (!t->keys[j])
            break;
        uint32_t h = slot_of(t, t->keys[j]);
        /* move j to i when its home h is not cyclically in (i, j] */
        if ((j > i && (h <= i || h > j)) || (j < i && h <= i && h > j)) {
            t->keys[i] = t->keys[j];
            t->vals[i] = t->vals[j];
            i = j;
        }
    }
    t->keys[i] = 0;
    t->n--;
}

/* ---- growable arrays of addresses ---- */
typedef struct Vec {
    uint32_t *v;
    uint32_t n, cap;
} Vec;

static void vec_push(Vec *a, uint32_t x)
{
    if (a->n == a->cap) {
        uint32_t cap = a->cap ? a->cap * 2 : 1024;
        uint32_t *v = side_alloc(cap * 4);
        if (a->n)
            memcpy(v, a->v, a->n * 4);
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = x;
}

/* ---- frame maps that leave the VM's lazy analysis alone ---- */
static Table maps; /* Method* -> its bitmaps (after their bytes-per-pc word) in side memory */
static char *scratch, *scratch_cur; /* the analysis's working memory, reset after each */
#define SCRATCH_BYTES (16u << 20)

static void *scratch_zalloc(size_t n)
{
    n = (n + 15u) & ~(size_t)15u;
    if (n > (size_t)(scratch + SCRATCH_BYTES - scratch_cur))
        fatal("-X:deaths: a method's frame maps need more than %u bytes", SCRATCH_BYTES);
    void *p = scratch_cur;
    memset(p, 0, n);
    scratch_cur += n;
    return p;
}

static void scratch_free(void *p) { (void)p; }

static const uint8_t *frame_map(Method *m, uint32_t pc)
{
    if (!m->code || (m->flags & ACC_NATIVE) || m->maps)
        return stackmap_at(m, pc);
    int fresh;
    uint32_t *cell = table_put(&maps, (uint32_t)(uintptr_t)m, &fresh);
    if (fresh) {
        if (!scratch)
            scratch = side_alloc(SCRATCH_BYTES);
        scratch_cur = scratch;
        uint32_t nbytes;
        const uint8_t *bits = stackmap_side(m, scratch_zalloc, scratch_free, &nbytes);
        uint8_t *copy = side_alloc(m->code_len * nbytes + 4);
        memcpy(copy, &nbytes, 4);
        memcpy(copy + 4, bits, m->code_len * nbytes);
        *cell = (uint32_t)(uintptr_t)copy;
    }
    const uint8_t *copy = (const uint8_t *)(uintptr_t)*cell;
    uint32_t nbytes;
    memcpy(&nbytes, copy, 4);
    return copy + 4 + (size_t)pc * nbytes;
}

/* gc.c's frames_enumerate_roots through frame_map */
static void frames_roots(Thread *th, Trace *t)
{
    for (int i = 0; i < th->depth; i++) {
        Frame *f = &th->frames[i];
        Method *m = f->m;
        const uint8_t *map = frame_map(m, (uint32_t)(f->pc - m->code));
        int depth = (int)(f->sp - frame_stack(f));
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

/* ---- merlin: the root set ---- */
#define STABLE 0x80000000u /* a value bit: an interned string or mirror references it */
static Table roots;        /* object -> last step that saw it (| STABLE) */
static Vec seen_prev, seen_cur; /* objects the volatile roots referenced at the previous/this step */
static uint32_t step_no = 1;    /* this step's number (steps start at 2: 1 means "never") */
static uint32_t stable_strings, stable_mirrors;
static int first_step = 1;

static void emit_root(uint32_t id, uint32_t o) { event_emit(id, o, 0, 0, 0); }

static inline int was_root(uint32_t v) { return (v & STABLE) || (v & ~STABLE) == step_no - 1; }

static void volatile_root(Trace *t, Object **slot)
{
    (void)t;
    uint32_t o = (uint32_t)(uintptr_t)*slot;
    if (!o)
        return;
    int fresh;
    uint32_t *v = table_put(&roots, o, &fresh);
    if ((*v & ~STABLE) == step_no)
        return;
    if (!was_root(*v))
        emit_root(EV_ROOT_ADD, o);
    *v = (*v & STABLE) | step_no;
    vec_push(&seen_cur, o);
}

static void stable_root(Object *obj)
{
    uint32_t o = (uint32_t)(uintptr_t)obj;
    if (!o)
        return;
    int fresh;
    uint32_t *v = table_put(&roots, o, &fresh);
    if (*v & STABLE)
        return;
    if ((*v & ~STABLE) != step_no && !was_root(*v))
        emit_root(EV_ROOT_ADD, o);
    *v |= STABLE;
}

static void merlin_step(void)
{
    step_no++;
    seen_cur.n = 0;
    /* the roots collectors scan, statics aside: volatile ones every step */
    Trace vt = {.visit = volatile_root};
    runtime_enumerate_roots(&vt);
    refs_enumerate_roots(&vt);
    frames_roots(&thread, &vt);
    threads_enumerate_roots_with(&vt, frames_roots);
    /* stable ones: what was added since the previous step */
    uint32_t n;
    Object **interned = strings_interned(&n);
    for (; stable_strings < n; stable_strings++)
        stable_root(interned[stable_strings]);
    if (stable_mirrors != mirrors_made) {
        for (Class *c = all_classes; c; c = c->next)
            stable_root(c->mirror);
        stable_mirrors = mirrors_made;
    }
    /* drops: referenced at the previous step, not refreshed now */
    for (uint32_t i = 0; i < seen_prev.n; i++) {
        uint32_t o = seen_prev.v[i];
        uint32_t *v = table_get(&roots, o);
        if (v && (*v & ~STABLE) == step_no - 1 && !(*v & STABLE)) {
            emit_root(EV_ROOT_DROP, o);
            table_del(&roots, o);
        }
    }
    Vec t = seen_prev;
    seen_prev = seen_cur;
    seen_cur = t;
}

/* ---- brute: reachability ---- */
static Table reach_a, reach_b; /* object -> 1: the previous step's set and this one's */
static Table *reach_prev = &reach_a, *reach_cur = &reach_b;
static Vec mark_stack;

static void reach_slot(Trace *t, Object **slot)
{
    (void)t;
    uint32_t o = (uint32_t)(uintptr_t)*slot;
    if (!o)
        return;
    int fresh;
    *table_put(reach_cur, o, &fresh) = 1;
    if (fresh)
        vec_push(&mark_stack, o);
}

static void boot_object(Object *o)
{
    int fresh;
    *table_put(reach_prev, (uint32_t)(uintptr_t)o, &fresh) = 1;
}

static void brute_step(int final)
{
    if (first_step)
        heap_walk(boot_object);
    if (deaths_new) /* allocated since the previous step: reachable then, by the allocator */
        boot_object(deaths_new);
    table_reset(reach_cur, reach_prev->n + 64);
    mark_stack.n = 0;
    Trace rt = {.visit = reach_slot};
    gc_enumerate_roots_with(&rt, frames_roots); /* statics included */
    while (mark_stack.n) {
        Object *o = (Object *)(uintptr_t)mark_stack.v[--mark_stack.n];
        gc_scan_object(o, &rt);
    }
    for (uint32_t i = 0; i < reach_prev->cap; i++) {
        uint32_t o = reach_prev->keys[i];
        if (o && !table_get(reach_cur, o))
            event_emit(EV_DEATH, o, 0, 0, 0);
    }
    if (final)
        for (uint32_t i = 0; i < reach_cur->cap; i++)
            if (reach_cur->keys[i])
                event_emit(EV_DEATH, reach_cur->keys[i], 1, 0, 0);
    Table *t = reach_prev;
    reach_prev = reach_cur;
    reach_cur = t;
}

/* ---- steps ---- */
static void init_tables(void)
{
    table_init(&roots, 4096);
    table_init(&maps, 1024);
    table_init(&reach_a, 1024);
    table_init(&reach_b, 1024);
}

void deaths_step(void)
{
    event_log_only(EV_MEASURE_OFF);
    if (first_step)
        init_tables();
    merlin_step();
    if (opt.deaths == DEATHS_BRUTE)
        brute_step(0);
    first_step = 0;
    deaths_new = NULL;
    event_log_only(EV_MEASURE_ON);
}

void deaths_final(void)
{
    event_log_only(EV_MEASURE_OFF);
    if (first_step)
        init_tables();
    merlin_step();
    if (opt.deaths == DEATHS_BRUTE)
        brute_step(1);
    first_step = 0;
    event_emit(EV_FINAL_STEP, 0, 0, 0, 0);
    event_log_only(EV_MEASURE_ON);
}

/* ---- moving collections ---- */
static uint32_t moved_at; /* gc_count of the last translation */

static uint32_t forwarded(uint32_t a)
{
    Object *o = (Object *)(uintptr_t)a;
    return (o->status & STATUS_FORWARDED) ? o->status & ~STATUS_FORWARDED : a;
}

static Vec scratch_keys, scratch_vals;

/* rewrites t's keys with their new addresses (rehashed in place) */
static void translate(Table *t)
{
    scratch_keys.n = scratch_vals.n = 0;
    for (uint32_t i = 0; i < t->cap; i++)
        if (t->keys[i]) {
            vec_push(&scratch_keys, forwarded(t->keys[i]));
            vec_push(&scratch_vals, t->vals[i]);
        }
    memset(t->keys, 0, t->cap * 4);
    t->n = 0;
    for (uint32_t i = 0; i < scratch_keys.n; i++) {
        int fresh;
        *table_put(t, scratch_keys.v[i], &fresh) = scratch_vals.v[i];
    }
}

/* Called by the collector before it gives memory back (munmap) and at GC_END: the first
 * call of a collection rewrites every recorded address that the collection forwarded. */
void deaths_gc_moved(void)
{
    if (first_step || moved_at == gc_count)
        return;
    event_log_only(EV_MEASURE_OFF);
    moved_at = gc_count;
    translate(&roots);
    for (uint32_t i = 0; i < seen_prev.n; i++)
        seen_prev.v[i] = forwarded(seen_prev.v[i]);
    if (opt.deaths == DEATHS_BRUTE)
        translate(reach_prev);
    event_log_only(EV_MEASURE_ON);
}
