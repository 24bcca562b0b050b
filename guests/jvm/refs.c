/* refs.c - java.lang.ref: soft, weak and phantom references under every collector plan
 * (README.md "References").
 *
 * The referent slot of a java.lang.ref.Reference is not a strong reference: refs_link_class
 * takes it out of the class's reference offsets, so the plans' tracing (gc_scan_object) never
 * follows it, and the referent is stored by Reference.init0 without the write barrier, so no
 * remembered set ever holds it as a root.
 *
 * Every Reference registers itself here when constructed (like Jikes RVM's
 * ReferenceProcessor): a table of the references made so far, which no collection takes as
 * roots. After a plan has completed its transitive closure from the roots it calls
 * refs_process with its Trace, its view of the collection: which objects are being
 * collected (the others are live by assumption: the old generation in a minor collection,
 * the chunks outside an older-first window), which of those were reached, how to retain one
 * (visit: copy or mark it, updating the slot) and how to complete the closure again. Then, in the
 * order of the java.lang.ref package documentation:
 *   1. soft references whose referent was not reached keep it (it is retained and the
 *      closure completed, until nothing changes), unless refs_clear_soft is set: the plans
 *      set it for the last collection before they give up and throw OutOfMemoryError, and
 *      only when some soft reference still has a referent (refs_have_soft);
 *   2. soft and weak references whose referent is still not reached are cleared;
 *   3. finalization is not supported (Object.finalize is never called);
 *   4. phantom references whose referent is not reached are cleared (as JDK 9+ does).
 * A reference that was itself not reached is dropped from the table (it is garbage and is
 * never enqueued); a cleared one whose queue field is set goes on the pending list, a VM-side
 * list of roots that ReferenceQueue drains in Java (Reference.takePending) whenever the
 * program could observe a queue, and after System.gc(): no Java code runs during a
 * collection. */
#include "plan.h"
#include <stdlib.h>

uint32_t referent_offset;      /* of Reference.referent: the same in every subclass */
static uint32_t queue_offset;  /* of Reference.queue: null when there is no queue */
static uint32_t discovered_offset; /* -X:classlib=jdk: of Reference.discovered (the pending list's link) */
int refs_clear_soft;

/* every Reference constructed and not yet found dead (not roots) */
static Object **table;
static uint32_t table_n, table_cap;
/* cleared references with a queue, to be enqueued by Java code (roots) */
static Object **pending;
static uint32_t pending_head, pending_n, pending_cap;

static Object **grow(Object **a, uint32_t n, uint32_t *cap)
{
    *cap = *cap ? 2 * *cap : 256;
    Object **g = xmalloc(*cap * sizeof(Object *));
    if (n)
        memcpy(g, a, n * sizeof(Object *));
    free(a);
    return g;
}

static Field *declared_field(Class *c, const char *name, const char *desc)
{
    for (int i = 0; i < c->nfields; i++)
        if (strcmp(c->fields[i].name, name) == 0 && strcmp(c->fields[i].desc, desc) == 0)
            return &c->fields[i];
    fatal("%s has no field %s %s", c->name, name, desc);
}

/* called by the linker after the field layout */
void refs_link_class(Class *c)
{
    if (c->super)
        c->ref_kind = c->super->ref_kind;
    if (strcmp(c->name, "java/lang/ref/SoftReference") == 0)
        c->ref_kind = REFKIND_SOFT;
    else if (strcmp(c->name, "java/lang/ref/WeakReference") == 0)
        c->ref_kind = REFKIND_WEAK;
    else if (strcmp(c->name, "java/lang/ref/PhantomReference") == 0)
        c->ref_kind = REFKIND_PHANTOM;
    if (strcmp(c->name, "java/lang/ref/Reference") != 0)
        return;
    /* Reference itself: its referent slot is left out of the strong scan */
    referent_offset = declared_field(c, "referent", "Ljava/lang/Object;")->offset;
    queue_offset = declared_field(c, "queue", "Ljava/lang/ref/ReferenceQueue;")->offset;
    if (opt.classlib_jdk)
        discovered_offset = declared_field(c, "discovered", "Ljava/lang/ref/Reference;")->offset;
    int j = 0;
    for (int i = 0; i < c->nrefs; i++)
        if (c->ref_offsets[i] != referent_offset)
            c->ref_offsets[j++] = c->ref_offsets[i];
    if (j != c->nrefs - 1)
        fatal("java/lang/ref/Reference: the referent slot is not a reference field");
    c->nrefs = (uint16_t)j;
}

static inline Object **referent_slot(Object *r) { return (Object **)FIELD_PTR(r, referent_offset); }

void refs_enumerate_roots(Trace *t)
{
    for (uint32_t i = pending_head; i < pending_n; i++)
        t->visit(t, &pending[i]);
}

int refs_have_soft(void)
{
    for (uint32_t i = 0; i < table_n; i++)
        if (table[i]->tib->ref_kind == REFKIND_SOFT && *referent_slot(table[i]))
            return 1;
    return 0;
}

static void pend(Object *r)
{
    if (!*(Object **)FIELD_PTR(r, queue_offset))
        return; /* no queue: nothing to enqueue it in */
    if (pending_head && pending_head == pending_n)
        pending_head = pending_n = 0;
    if (pending_n == pending_cap)
        pending = grow(pending, pending_n, &pending_cap);
    pending[pending_n++] = r;
}

/* the reference in table[i] if it is live (forwarding the entry), else NULL */
static Object *live_ref(Trace *t, uint32_t i)
{
    Object *r = table[i];
    if (t->collected(t, r) && !t->reached(t, r))
        return NULL;
    t->visit(t, &table[i]);
    return table[i];
}

/* clear the referents of live references of `kind` that were not reached */
static void clear_unreached(Trace *t, int kind)
{
    for (uint32_t i = 0; i < table_n; i++) {
        Object *r = live_ref(t, i);
        if (!r || (r->tib->ref_kind == REFKIND_SOFT ? REFKIND_WEAK : r->tib->ref_kind) != kind)
            continue;
        Object **slot = referent_slot(r);
        if (!*slot || !t->collected(t, *slot))
            continue;
        if (t->reached(t, *slot)) {
            t->visit(t, slot); /* reached: only the slot is updated */
        } else {
            *slot = NULL;
            pend(r);
        }
    }
}

void refs_process(Trace *t)
{
    /* 1. soft references keep their referents (and what those reach) unless under pressure */
    for (int changed = !refs_clear_soft; changed;) {
        changed = 0;
        for (uint32_t i = 0; i < table_n; i++) {
            Object *r = live_ref(t, i);
            if (!r || r->tib->ref_kind != REFKIND_SOFT)
                continue;
            Object **slot = referent_slot(r);
            if (*slot && t->collected(t, *slot) && !t->reached(t, *slot)) {
                t->visit(t, slot);
                changed = 1;
            }
        }
        if (changed)
            t->closure(t); /* may reach more references: look again */
    }
    /* 2. soft (under pressure) and weak; 4. phantom (3, finalization, is not supported) */
    clear_unreached(t, REFKIND_WEAK);
    clear_unreached(t, REFKIND_PHANTOM);
    /* references that were not reached are garbage: forget them */
    uint32_t j = 0;
    for (uint32_t i = 0; i < table_n; i++) {
        Object *r = live_ref(t, i);
        if (r)
            table[j++] = r;
    }
    table_n = j;
    if (opt.classlib_jdk && pending_head < pending_n)
        refs_pending_notify();
}

/* -X:classlib=jdk: Reference.getAndClearReferencePendingList(): the cleared references, in
 * the order they were found, linked through Reference.discovered (the last one's is null),
 * for the Reference Handler thread; the VM's list is then empty */
Object *refs_take_pending_list(void)
{
    Object *head = NULL;
    for (uint32_t i = pending_n; i-- > pending_head;) {
        store_ref(pending[i], (Object **)FIELD_PTR(pending[i], discovered_offset), head);
        head = pending[i];
    }
    pending_head = pending_n = 0;
    return head;
}

int refs_pending(void) { return pending_head < pending_n; }

/* ---- verifier: the table and the pending list hold references, and every reference in the
 * heap with a referent is in the table (else nothing would update or clear its referent);
 * gc_verify checks every referent like any slot (a cleared one is null) ---- */
static Object **sorted;
static uint32_t nsorted;

static int cmp_addr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)*(Object *const *)a, y = (uintptr_t)*(Object *const *)b;
    return (x > y) - (x < y);
}

static void check_registered(Object *o)
{
    if (!o->tib->ref_kind || !*referent_slot(o))
        return;
    if (!bsearch(&o, sorted, nsorted, sizeof(Object *), cmp_addr))
        fatal("verify: reference %p (%s) has a referent but is not in the reference table", (void *)o, o->tib->name);
}

void refs_verify(Trace *t)
{
    for (uint32_t i = 0; i < table_n; i++) {
        t->visit(t, &table[i]);
        if (!table[i]->tib->ref_kind)
            fatal("verify: reference table entry %p is a %s, not a reference", (void *)table[i], table[i]->tib->name);
    }
    for (uint32_t i = pending_head; i < pending_n; i++)
        if (!pending[i]->tib->ref_kind || *referent_slot(pending[i]))
            fatal("verify: pending reference %p is not a cleared reference", (void *)pending[i]);
    sorted = xmalloc((table_n + 1) * sizeof(Object *));
    memcpy(sorted, table, table_n * sizeof(Object *));
    nsorted = table_n;
    qsort(sorted, nsorted, sizeof(Object *), cmp_addr);
    heap_walk(check_registered);
    free(sorted);
}

/* ---- natives ---- */
#define A_REF(i) ((Object *)(uintptr_t)args[i])

/* Reference.init0(referent): store the referent (no write barrier: no remembered set may hold
 * it) and register the reference */
static void n_init0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Object *r = A_REF(0);
    *referent_slot(r) = A_REF(1);
    if (table_n == table_cap)
        table = grow(table, table_n, &table_cap);
    table[table_n++] = r;
}

/* -X:classlib=jdk: OpenJDK's Reference constructor stores the referent itself (putfield),
 * so a reference registers when it is allocated (heap.c alloc_object) */
void refs_register(Object *r)
{
    if (table_n == table_cap)
        table = grow(table, table_n, &table_cap);
    table[table_n++] = r;
}

Object *reference_referent(Object *r) { return *referent_slot(r); }
void reference_clear(Object *r) { *referent_slot(r) = NULL; }

/* Reference.takePending(): the next cleared reference to enqueue, or null */
static void n_takePending(uint32_t *args, uint32_t *ret)
{
    (void)args;
    Object *r = NULL;
    if (pending_head < pending_n)
        r = pending[pending_head++];
    if (pending_head == pending_n)
        pending_head = pending_n = 0;
    ret[0] = (uint32_t)(uintptr_t)r;
}

const NativeEntry refs_natives[] = {
    {"java/lang/ref/Reference.init0(Ljava/lang/Object;)V", n_init0},
    {"java/lang/ref/Reference.takePending()Ljava/lang/ref/Reference;", n_takePending},
};
const size_t refs_natives_count = sizeof refs_natives / sizeof refs_natives[0];
