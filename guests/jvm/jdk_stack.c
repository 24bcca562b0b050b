/* jdk_stack.c - StackWalker under OpenJDK's library (-X:classlib=jdk): the natives of
 * StackStreamFactory (JVM_CallStackWalk, JVM_MoreStackWalk) and StackFrameInfo's stack trace
 * element, as HotSpot's stackwalk.cpp does them on this VM's frames.
 *
 * callStackWalk starts at its Java caller, skips the stack walker's own frames (StackWalker,
 * AbstractStackWalker and its subclasses) and then skipFrames more, fills the first batch of
 * the caller's buffer (StackFrameInfo: a MemberName of the method and the bytecode index;
 * with FILL_CLASS_REFS_ONLY: the classes), and calls back doStackWalk with an anchor, which
 * fetchStackFrames passes to get the next batches. The anchor names a walk record holding
 * where the walk stands; the frames walked stay below doStackWalk's on the stack, so their
 * indexes stay valid until callStackWalk returns. Hidden frames (the VM's classes, hidden
 * classes, @Hidden methods) are left out unless SHOW_HIDDEN_FRAMES. */
#include "natives.h"
#include "threads.h"
#include <stdlib.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

enum { FILL_CLASS_REFS_ONLY = 0x2, SHOW_HIDDEN_FRAMES = 0x20 };

typedef struct Walk {
    uint32_t magic;
    int next;   /* the frame index (thread.frames) the next batch starts at; -1: done */
    int thread; /* the walking thread's id */
} Walk;
#define WALK_MAGIC 0x5741u

static uint32_t o_memberName, o_bci;

static void sfi_fields(void)
{
    if (o_memberName)
        return;
    Class *k = load_class_or_die("java/lang/StackFrameInfo");
    Field *m = find_field(k, "memberName", "Ljava/lang/Object;"), *b = find_field(k, "bci", "I");
    if (!m || !b)
        fatal("-X:classlib=jdk: java.lang.StackFrameInfo has no memberName or bci");
    o_memberName = m->offset, o_bci = b->offset;
}

static int walker_frame(Class *c)
{
    static Class *sw, *asw;
    if (!sw) {
        sw = load_class_or_die("java/lang/StackWalker");
        asw = load_class_or_die("java/lang/StackStreamFactory$AbstractStackWalker");
    }
    return c == sw || c == asw || c->super == asw;
}

/* fills frames[start, start + count) (within the array) from frame index w->next down;
 * returns the index after the last filled, -1 with an exception pending */
static int fill(Walk *w, jlong mode, int count, int start, Array *frames)
{
    int h = handle_push((Object *)frames), end = start;
    if (!(mode & FILL_CLASS_REFS_ONLY))
        sfi_fields();
    while (w->next >= 0 && end < start + count && end < ((Array *)handles[h])->length) {
        Frame *f = &thread.frames[w->next--];
        if (!(mode & SHOW_HIDDEN_FRAMES) && method_hidden(f->m))
            continue;
        Object *slot = ((Object **)ARRAY_DATA((Array *)handles[h]))[end];
        if (mode & FILL_CLASS_REFS_ONLY) {
            Object *mirror = class_mirror(f->m->owner);
            if (!mirror)
                break;
            store_ref(handles[h], (Object **)ARRAY_DATA((Array *)handles[h]) + end, mirror);
        } else {
            if (!slot) {
                throw_new("java/lang/InternalError", "stack walk: no StackFrameInfo at %d", end);
                break;
            }
            int hs = handle_push(slot);
            Object *mn = *(Object **)FIELD_PTR(slot, o_memberName);
            if (!mn || member_name_init_method(mn, f->m) < 0) {
                handle_pop(1);
                break;
            }
            *(jint *)FIELD_PTR(handles[hs], o_bci) = f->m->code && f->pc ? (jint)(f->pc - f->m->code) : -1;
            handle_pop(1);
        }
        end++;
    }
    handle_pop(1);
    return thread.pending ? -1 : end;
}

/* callStackWalk(mode, skipFrames, batchSize, startIndex, frames) */
static void n_callStackWalk(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    jlong mode = get_long(args + 1);
    int skip = A_INT(3), batch = A_INT(4), start = A_INT(5);
    Array *frames = (Array *)A_REF(6);
    if (!frames || batch < 0 || start < 0) {
        throw_new("java/lang/IllegalArgumentException", "callStackWalk: bad buffer");
        return;
    }
    Walk *w = xmalloc(sizeof *w);
    *w = (Walk){WALK_MAGIC, thread.depth - 1, current_thread_id()};
    while (w->next >= 0 && walker_frame(thread.frames[w->next].m->owner))
        w->next--;
    for (int n = 0; n < skip && w->next >= 0; n++)
        w->next--;
    int h = handle_push(A_REF(0));
    int end = fill(w, mode, batch, start, frames);
    if (end >= 0) {
        Method *m = find_declared_method(load_class_or_die("java/lang/StackStreamFactory$AbstractStackWalker"),
                                         "doStackWalk", "(JIIII)Ljava/lang/Object;");
        if (!m)
            fatal("-X:classlib=jdk: AbstractStackWalker.doStackWalk is missing");
        uint32_t a[7], r[2] = {0, 0};
        a[0] = (uint32_t)(uintptr_t)handles[h];
        put_long(a + 1, (jlong)(uintptr_t)w);
        a[3] = (uint32_t)skip, a[4] = (uint32_t)batch, a[5] = (uint32_t)start, a[6] = (uint32_t)end;
        if (invoke_method(m, a, r) == 0)
            R_REF((Object *)(uintptr_t)r[0]);
    }
    handle_pop(1);
    w->magic = 0;
    free(w);
}

/* fetchStackFrames(mode, anchor, batchSize, startIndex, frames): the next batch's end index */
static void n_fetchStackFrames(uint32_t *args, uint32_t *ret)
{
    Walk *w = (Walk *)(uintptr_t)(uint32_t)get_long(args + 3);
    int start = A_INT(6);
    if (!w || w->magic != WALK_MAGIC || w->thread != current_thread_id()) {
        throw_new("java/lang/InternalError", "fetchStackFrames: not a walk of this thread");
        return;
    }
    int end = fill(w, get_long(args + 1), A_INT(5), start, (Array *)A_REF(7));
    if (end >= 0)
        R_INT(end);
}

static void n_checkStackWalkModes(uint32_t *args, uint32_t *ret) { (void)args, R_INT(1); }

/* StackTraceElement.initStackTraceElement(element, stackFrameInfo) */
static void n_initStackTraceElement(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    sfi_fields();
    Object *sfi = A_REF(1);
    Method *m = sfi ? member_name_method(*(Object **)FIELD_PTR(sfi, o_memberName)) : NULL;
    if (!A_REF(0) || !m) {
        throw_new("java/lang/InternalError", "initStackTraceElement: a frame without its method");
        return;
    }
    stack_trace_element_fill(A_REF(0), m, *(jint *)FIELD_PTR(sfi, o_bci));
}

/* the stack trace of a thread's saved state s, as a StackTraceElement[] (hidden frames left
 * out, at most 1024 as HotSpot's MaxJavaStackTraceDepth); NULL + pending */
static Array *thread_trace(Thread *s, Class *ste)
{
    int *at = xmalloc(TRACE_MAX_FRAMES * sizeof *at);
    int n = trace_frames(s, s->depth - 1, at);
    Array *a = alloc_array(array_class_of(ste), n);
    if (!a) {
        free(at);
        return NULL;
    }
    int h = handle_push((Object *)a);
    for (int i = 0; i < n && !thread.pending; i++) {
        Frame *f = &s->frames[at[i]];
        Object *e = alloc_object(ste);
        if (!e)
            break;
        store_ref(handles[h], (Object **)ARRAY_DATA((Array *)handles[h]) + i, e);
        stack_trace_element_fill(e, f->m, f->m->code && f->pc ? (int)(f->pc - f->m->code) : -1);
    }
    free(at);
    a = (Array *)handles[h];
    handle_pop(1);
    return thread.pending ? NULL : a;
}

/* Thread.dumpThreads(threads): each thread's stack trace (empty when it is not alive) */
static void n_dumpThreads(uint32_t *args, uint32_t *ret)
{
    R_REF(NULL);
    Array *ts = (Array *)A_REF(0);
    Class *ste = load_class_or_die("java/lang/StackTraceElement");
    if (!ts) {
        throw_new("java/lang/NullPointerException", NULL);
        return;
    }
    int ht = handle_push((Object *)ts);
    Array *out = alloc_array(array_class_of(array_class_of(ste)), ts->length);
    if (!out) {
        handle_pop(1);
        return;
    }
    int h = handle_push((Object *)out);
    for (jint i = 0; i < ((Array *)handles[ht])->length && !thread.pending; i++) {
        Object *jt = ((Object **)ARRAY_DATA((Array *)handles[ht]))[i];
        VmThread *t = jt ? record_of(jt) : NULL;
        if (!t && jt && threads[0]->jthread == jt)
            t = threads[0];
        int ti = -1;
        for (int k = 0; t && t->state != TS_TERMINATED && k < nthreads; k++)
            if (threads[k] == t)
                ti = k;
        Thread empty = {0};
        Array *trace = thread_trace(ti >= 0 ? state_of(ti) : &empty, ste);
        if (trace)
            store_ref(handles[h], (Object **)ARRAY_DATA((Array *)handles[h]) + i, (Object *)trace);
    }
    if (!thread.pending)
        R_REF(handles[h]);
    handle_pop(2);
}

const NativeEntry jdk_stack_natives[] = {
    {"java/lang/StackStreamFactory.checkStackWalkModes()Z", n_checkStackWalkModes},
    {"java/lang/Thread.dumpThreads([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;", n_dumpThreads},
    {"java/lang/StackStreamFactory$AbstractStackWalker.callStackWalk(JIII[Ljava/lang/Object;)Ljava/lang/Object;",
     n_callStackWalk},
    {"java/lang/StackStreamFactory$AbstractStackWalker.fetchStackFrames(JJII[Ljava/lang/Object;)I", n_fetchStackFrames},
    {"java/lang/StackTraceElement.initStackTraceElement(Ljava/lang/StackTraceElement;Ljava/lang/StackFrameInfo;)V",
     n_initStackTraceElement},
};
const size_t jdk_stack_natives_count = sizeof jdk_stack_natives / sizeof jdk_stack_natives[0];
