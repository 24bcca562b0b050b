/* runtime.c - calling Java from C, throwing, class mirrors, stack traces, the thread. */
#include "exec.h"
#include "quick.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

Thread thread;
static Object *main_handles[MAX_HANDLES];
Object **handles = main_handles;
int nhandles;
uint32_t mirror_vmclass_offset;  /* hidden word in java.lang.Class instances: the Class* */

#define STACK_SLOTS (1u << 21)   /* main's; other threads get THREAD_SLOTS */
#define THREAD_SLOTS (1u << 18)
#define MAX_FRAMES 12000
#define RESERVE_FRAMES 200        /* headroom to construct a StackOverflowError */
#define RESERVE_SLOTS (64u * 1024)

static void thread_state_init(Thread *t, uint32_t nslots)
{
    t->slots = xcalloc(nslots, 4);
    t->slots_end = t->slots + nslots - RESERVE_SLOTS;
    t->frames = xcalloc(MAX_FRAMES, sizeof(Frame));
    t->max_depth = MAX_FRAMES - RESERVE_FRAMES;
    t->frames_end = t->frames + t->max_depth;
    t->lockstack = xcalloc(LOCKSTACK_MAX, sizeof(Object *));
}

/* a new green thread's interpreter state (threads.c) */
void interp_thread_state(Thread *t) { thread_state_init(t, THREAD_SLOTS); }

void interp_init(void)
{
    thread_state_init(&thread, STACK_SLOTS);
    threads_boot();
}

int invoke_method(Method *m, uint32_t *args, uint32_t *ret)
{
    uint32_t dummy[2];
    if (!ret)
        ret = dummy;
    if (m->flags & ACC_NATIVE) {
        if (!(m->flags & ACC_SYNCHRONIZED) || !locks_eager)
            return invoke_native(m, args, ret);
        extern int native_synchronized(Method *m, uint32_t *args, uint32_t *ret);
        return native_synchronized(m, args, ret);
    }
    if (m->flags & ACC_ABSTRACT) {
        throw_new("java/lang/AbstractMethodError", "%s.%s%s", m->owner->name, m->name, m->desc);
        return -1;
    }
    uint32_t *base = thread.depth ? thread.frames[thread.depth - 1].sp : thread.slots;
    if (thread.depth >= MAX_FRAMES - 1 || base + m->max_locals + m->max_stack > thread.slots_end + RESERVE_SLOTS)
        fatal("stack overflow while handling a stack overflow in %s.%s", m->owner->name, m->name);
    if (m->arg_slots)
        memcpy(base, args, m->arg_slots * 4u);
    Frame *f = &thread.frames[thread.depth++];
    f->m = m;
    f->locals = base;
    f->sp = base + m->max_locals;
    f->pc = m->code;
    if ((m->flags & ACC_SYNCHRONIZED) && locks_eager) { /* the pushed frame keeps the receiver a root */
        if (m->flags & ACC_STATIC && !class_mirror(m->owner)) {
            thread.depth--;
            return -1;
        }
        monitor_enter((m->flags & ACC_STATIC) ? &m->owner->mirror : (Object **)&f->locals[0]);
    }
    return interp_run(f, ret);
}

void throw_object(Object *o) { thread.pending = o; }

static Object *preallocated_oom;

void throw_new(const char *cls, const char *fmt, ...)
{
    char msg[512];
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
    }
    if (booting)
        fatal("%s: %s (during VM start-up)", cls, fmt ? msg : "");
    if (strcmp(cls, "java/lang/OutOfMemoryError") == 0 && preallocated_oom) {
        thread.pending = preallocated_oom;
        return;
    }
    /* constructing a StackOverflowError may use the reserved frames and slots */
    int soe = strcmp(cls, "java/lang/StackOverflowError") == 0;
    int saved_depth = thread.max_depth;
    uint32_t *saved_end = thread.slots_end;
    if (soe) {
        thread.max_depth = MAX_FRAMES - 8;
        thread.frames_end = thread.frames + thread.max_depth;
        thread.slots_end = saved_end + RESERVE_SLOTS - 1024;
    }
    thread.pending = NULL;
    Class *c = load_class(cls);
    if (!c)
        fatal("%s: %s (and the class cannot be loaded)", cls, fmt ? msg : "");
    if (class_init(c) < 0)
        return;
    Object *s = NULL;
    int h = handle_push(NULL);
    if (fmt) {
        s = new_string_utf8(msg);
        if (!s)
            goto out;
        handles[h] = s;
    }
    Object *o = alloc_object(c);
    if (!o)
        goto out;
    int h2 = handle_push(o);
    Method *ctor = find_declared_method(c, "<init>", fmt ? "(Ljava/lang/String;)V" : "()V");
    if (!ctor)
        fatal("%s has no constructor %s", cls, fmt ? "(String)" : "()");
    uint32_t args[2] = {(uint32_t)(uintptr_t)o, (uint32_t)(uintptr_t)handles[h]};
    if (invoke_method(ctor, args, NULL) == 0)
        thread.pending = handles[h2];
    handle_pop(1);
out:
    handle_pop(1);
    thread.max_depth = saved_depth;
    thread.frames_end = thread.frames + thread.max_depth;
    thread.slots_end = saved_end;
}

void throw_oom_prepare(void)
{
    Class *c = load_class_or_die("java/lang/OutOfMemoryError");
    if (class_init(c) < 0)
        fatal("cannot initialise java.lang.OutOfMemoryError");
    Object *msg = new_string_utf8(heap_oom_message());
    int h = handle_push(msg);
    preallocated_oom = msg ? alloc_object(c) : NULL;
    if (!preallocated_oom)
        fatal("heap too small to start the VM");
    Method *ctor = find_declared_method(c, "<init>", "(Ljava/lang/String;)V");
    uint32_t args[2] = {(uint32_t)(uintptr_t)preallocated_oom, (uint32_t)(uintptr_t)handles[h]};
    if (!ctor || invoke_method(ctor, args, NULL) < 0)
        fatal("cannot construct the preallocated OutOfMemoryError");
    handle_pop(1);
}

/* permanent roots for the VM's own references to objects (the JDK's Module objects ...) */
#define MAX_GLOBAL_ROOTS 128
static Object *global_roots[MAX_GLOBAL_ROOTS];
static int nglobal_roots;

Object **global_root_new(void)
{
    if (nglobal_roots == MAX_GLOBAL_ROOTS)
        fatal("more than %d global roots", MAX_GLOBAL_ROOTS);
    return &global_roots[nglobal_roots++];
}

void runtime_enumerate_roots(Trace *t)
{
    for (int i = 0; i < nglobal_roots; i++)
        if (global_roots[i])
            t->visit(t, &global_roots[i]);
    if (preallocated_oom)
        t->visit(t, &preallocated_oom);
    if (thread.pending)
        t->visit(t, &thread.pending);
    for (int i = 0; i < nhandles; i++)
        if (handles[i])
            t->visit(t, &handles[i]);
}

uint32_t mirrors_made; /* deaths.c reads the mirrors again when it changes */

Object *class_mirror(Class *c)
{
    if (c->mirror)
        return c->mirror;
    Object *o = alloc_object(cls_Class);
    if (!o)
        return NULL;
    *(Class **)FIELD_PTR(o, mirror_vmclass_offset) = c;
    c->mirror = o;
    mirrors_made++;
    if (opt.classlib_jdk && jdk_mirror_fields(c) < 0)
        return NULL;
    return c->mirror;
}

Class *mirror_class(Object *mirror)
{
    return *(Class **)FIELD_PTR(mirror, mirror_vmclass_offset);
}

int method_line(Method *m, uint32_t pc)
{
    int line = -1;
    for (int i = 0; i < m->nlines; i++)
        if (m->line_table[2 * i] <= pc)
            line = m->line_table[2 * i + 1];
    return line;
}

/* "pkg.Class.method(File.java:12)" as the JDK prints frames */
void frame_description(Frame *f, char *buf, size_t n)
{
    Method *m = f->m;
    char cn[256];
    snprintf(cn, sizeof cn, "%s", m->owner->name);
    for (char *q = cn; *q; q++)
        if (*q == '/')
            *q = '.';
    int line = m->code ? method_line(m, (uint32_t)(f->pc - m->code)) : -1;
    if (m->flags & ACC_NATIVE)
        snprintf(buf, n, "%s.%s(Native Method)", cn, m->name);
    else if (m->owner->source_file && line >= 0)
        snprintf(buf, n, "%s.%s(%s:%d)", cn, m->name, m->owner->source_file, line);
    else
        snprintf(buf, n, "%s.%s(Unknown Source)", cn, m->name);
}

/* Uncaught: java.lang.Thread.dispatchUncaughtException(Throwable) prints it (NATIVES.md);
 * without it, or when it throws, the VM prints the class name itself. */
void report_uncaught(Object *ex)
{
    int h = handle_push(ex);
    Class *t = load_class("java/lang/Thread");
    thread.pending = NULL;
    Method *m = t ? find_declared_method(t, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V") : NULL;
    /* the bundled library's is static; the JDK's an instance method of the current Thread */
    Method *cur = t && !(m && (m->flags & ACC_STATIC)) ? find_declared_method(t, "currentThread", "()Ljava/lang/Thread;") : NULL;
    uint32_t me[2] = {0, 0};
    if (m && cur && (class_init(t) < 0 || invoke_method(cur, NULL, me) < 0 || !me[0]))
        m = NULL;
    if (m && class_init(t) == 0) {
        uint32_t args[2] = {(uint32_t)(uintptr_t)handles[h], 0};
        if (cur) {
            args[0] = me[0];
            args[1] = (uint32_t)(uintptr_t)handles[h];
        }
        if (invoke_method(m, args, NULL) == 0) {
            handle_pop(1);
            return;
        }
    }
    thread.pending = NULL;
    char n[300];
    dotted_name(handles[h]->tib, n, sizeof n);
    char *tn = current_thread_name();
    out_printf(2, "Exception in thread \"%s\" %s\n", tn, n);
    free(tn);
    handle_pop(1);
}

/* Class.getName form: java.lang.String, [I, [Ljava.lang.String; */
void dotted_name(Class *c, char *buf, size_t n)
{
    snprintf(buf, n, "%s", c->name);
    for (char *q = buf; *q; q++)
        if (*q == '/')
            *q = '.';
}

static const char *module_of(Class *c)
{
    while (c->is_array)
        c = c->elem;
    return c->from_cp ? "unnamed module of loader 'app'" : "module java.base of loader 'bootstrap'";
}

/* the message of OpenJDK 17 (SharedRuntime::generate_class_cast_message) */
void class_cast_message(Class *from, Class *to, char *buf, size_t n)
{
    char a[300], b[300];
    dotted_name(from, a, sizeof a);
    dotted_name(to, b, sizeof b);
    const char *ma = module_of(from), *mb = module_of(to);
    if (ma == mb)
        snprintf(buf, n, "class %s cannot be cast to class %s (%s and %s are in %s)", a, b, a, b, ma);
    else
        snprintf(buf, n, "class %s cannot be cast to class %s (%s is in %s; %s is in %s)", a, b, a, ma, b, mb);
}

/* The frames a stack trace of s shows, innermost first, from frame index top down: the
 * hidden ones (method_hidden) left out, at most TRACE_MAX_FRAMES (HotSpot's
 * MaxJavaStackTraceDepth); their indexes in out (NULL: only counted). The count. */
int trace_frames(const Thread *s, int top, int *out)
{
    int n = 0;
    for (int k = top; k >= 0 && n < TRACE_MAX_FRAMES; k--)
        if (!method_hidden(s->frames[k].m)) {
            if (out)
                out[n] = k;
            n++;
        }
    return n;
}

/* A Throwable's trace starts below fillInStackTrace and the constructors of the exception
 * (frames of the running thread): the index of its first frame */
int throwable_trace_top(void)
{
    int top = thread.depth - 1;
    while (top >= 0) {
        Method *m = thread.frames[top].m;
        if (strcmp(m->name, "fillInStackTrace") == 0 ||
            (strcmp(m->name, "<init>") == 0 && is_subclass(m->owner, cls_Throwable)))
            top--;
        else
            break;
    }
    return top;
}
