/* natives.c - the native methods of the class library (classlib/NATIVES.md), looked up by
 * "class.method(descriptor)". Arguments arrive as the caller's operand stack slots, which
 * stay roots during the call: after an allocation re-read references from args[]. */
#include "natives.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))


static void npe(void) { throw_new("java/lang/NullPointerException", NULL); }

/* Copies memory that holds references. memcpy/memmove copy fewer than 16 bytes a byte at a
 * time, and a reference stored in four byte stores carries no value in the trace, which
 * exact deaths (-X:deaths, docs/lifetimes.md) need; so short copies go word by word here
 * (volatile keeps the compiler from turning the loop back into a call). Longer copies are
 * word copies inside memcpy/memmove already. Overlap is handled as memmove does. */
static void copy_refs(void *dst, const void *src, size_t bytes)
{
    if (bytes >= 16) {
        memmove(dst, src, bytes);
        return;
    }
    volatile uint32_t *d = dst;
    const uint32_t *s = src;
    size_t n = bytes / 4;
    if ((uintptr_t)dst > (uintptr_t)src)
        while (n--)
            d[n] = s[n];
    else
        for (size_t i = 0; i < n; i++)
            d[i] = s[i];
}

/* a clone's reference slots, stored by copy_refs, go through the plan's write barrier too */
typedef struct BarrierTrace {
    Trace t;
    Object *src;
} BarrierTrace;
static void barrier_slot(Trace *t, Object **slot) { plan_write_barrier(((BarrierTrace *)t)->src, slot, *slot); }

/* ---- java.lang.Object ---- */
static void n_getClass(uint32_t *args, uint32_t *ret) { R_REF(class_mirror(A_REF(0)->tib)); }
static void n_hashCode(uint32_t *args, uint32_t *ret) { R_INT(identity_hash(A_REF(0))); }
/* a shallow copy of the object or array in *slot (a root: re-read after the allocation);
 * NULL with the exception pending. Object.internalClone, and the baseline compiler's array
 * clone (jit_helpers.c). */
static inline Object *clone_of(uint32_t *slot)
{
    Object *o = (Object *)(uintptr_t)*slot, *c;
    if (o->tib->is_array)
        c = (Object *)alloc_array(o->tib, ((Array *)o)->length);
    else
        c = alloc_object(o->tib);
    if (!c)
        return NULL;
    o = (Object *)(uintptr_t)*slot;
    uint32_t size = object_size(o);
    if (size <= HEADER_BYTES + 256) {
        /* clones are small (jess's: 20 bytes on average) and memcpy's call and set-up cost
         * more than the copy: word by word (sizes are whole words; volatile keeps the loop a
         * loop, and each reference is one word store, as copy_refs wants) */
        volatile uint32_t *d = (uint32_t *)((char *)c + HEADER_BYTES);
        const uint32_t *s = (const uint32_t *)((char *)o + HEADER_BYTES);
        for (uint32_t i = 0, n = (size - HEADER_BYTES) / 4; i < n; i++)
            d[i] = s[i];
    } else if (o->tib->is_array ? o->tib->elem_is_ref : o->tib->nrefs > 0)
        copy_refs((char *)c + HEADER_BYTES, (char *)o + HEADER_BYTES, size - HEADER_BYTES);
    else
        memcpy((char *)c + HEADER_BYTES, (char *)o + HEADER_BYTES, size - HEADER_BYTES);
    if (plan_write_barrier) {
        BarrierTrace b = {{.visit = barrier_slot}, c};
        gc_scan_object(c, &b.t);
    }
    return c;
}
Object *object_clone(uint32_t *slot) { return clone_of(slot); }
static void n_internalClone(uint32_t *args, uint32_t *ret)
{
    Object *c = clone_of(&args[0]);
    if (c)
        R_REF(c);
}

/* ---- java.lang.Class ---- */
/* interned, so every call returns the same String */
static void n_getName(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    char *n = xstrdup(c->name);
    for (char *q = n; *q; q++)
        if (*q == '/')
            *q = '.';
    uint32_t i = intern_utf8(n);
    free(n);
    if (i != UINT32_MAX)
        R_REF(intern_get(i));
}
static void n_isInstance(uint32_t *args, uint32_t *ret)
{
    Object *o = A_REF(1);
    R_INT(o && is_subclass(o->tib, mirror_class(A_REF(0))));
}
static void n_isAssignableFrom(uint32_t *args, uint32_t *ret)
{
    if (!A_REF(1))
        return npe();
    Class *t = mirror_class(A_REF(0)), *s = mirror_class(A_REF(1));
    R_INT(s == t || (!s->is_prim && !t->is_prim && is_subclass(s, t)));
}
static void n_isInterface(uint32_t *args, uint32_t *ret) { R_INT(mirror_class(A_REF(0))->is_interface); }
static void n_isArray(uint32_t *args, uint32_t *ret) { R_INT(mirror_class(A_REF(0))->is_array); }
static void n_isPrimitive(uint32_t *args, uint32_t *ret) { R_INT(mirror_class(A_REF(0))->is_prim); }
static void n_getSuperclass(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    R_REF(c->super && !c->is_interface && !c->is_prim ? class_mirror(c->super) : NULL);
}
static void n_getComponentType(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    R_REF(c->is_array ? class_mirror(c->elem) : NULL);
}
static void n_getPrimitiveClass(uint32_t *args, uint32_t *ret)
{
    char *n = string_to_utf8(A_REF(0));
    Class *found = NULL;
    for (int i = 0; i < 9; i++)
        if (strcmp(prim_classes[i]->name, n) == 0)
            found = prim_classes[i];
    free(n);
    if (!found) {
        throw_new("java/lang/IllegalArgumentException", "no primitive type named so");
        return;
    }
    R_REF(class_mirror(found));
}

/* ---- java.lang.reflect.Array ---- */
static void n_newArray(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    jint n = A_INT(1);
    if (c->is_prim && c->prim_kind == 'V') {
        throw_new("java/lang/IllegalArgumentException", NULL);
        return;
    }
    R_REF(alloc_array(array_class_of(c), n));
}

/* ---- java.lang.Throwable: a String[] of frame descriptions, innermost first ---- */
uint32_t throwable_backtrace_offset(void)
{
    static uint32_t off_backtrace;
    if (!off_backtrace) {
        Field *f = find_field(cls_Throwable, "backtrace", "Ljava/lang/Object;");
        if (!f)
            fatal("java.lang.Throwable has no field Object backtrace");
        off_backtrace = f->offset;
    }
    return off_backtrace;
}

static void n_fillInStackTrace0(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    throwable_fill_backtrace(args);
}

void throwable_fill_backtrace(uint32_t *args)
{
    uint32_t off_backtrace = throwable_backtrace_offset();
    int *at = xmalloc(TRACE_MAX_FRAMES * sizeof *at);
    int n = trace_frames(&thread, throwable_trace_top(), at);
    Array *a = alloc_array(array_class_of(cls_String), n);
    if (!a) {
        free(at);
        return;
    }
    int h = handle_push((Object *)a);
    for (int i = 0; i < n; i++) {
        char buf[512];
        frame_description(&thread.frames[at[i]], buf, sizeof buf);
        Object *s = new_string_utf8(buf);
        if (!s)
            break;
        store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + i, s);
    }
    free(at);
    store_ref(A_REF(0), (Object **)FIELD_PTR(A_REF(0), off_backtrace), handles[h]);
    handle_pop(1);
}

/* ---- java.lang.String ---- */
static void n_intern(uint32_t *args, uint32_t *ret) { R_REF(intern_string(A_REF(0))); }

/* ---- java.lang.Float / Double ---- */
static void n_floatToRawIntBits(uint32_t *args, uint32_t *ret) { ret[0] = args[0]; }
static void n_intBitsToFloat(uint32_t *args, uint32_t *ret) { ret[0] = args[0]; }
static void n_doubleToRawLongBits(uint32_t *args, uint32_t *ret) { ret[0] = args[0]; ret[1] = args[1]; }
static void n_longBitsToDouble(uint32_t *args, uint32_t *ret) { ret[0] = args[0]; ret[1] = args[1]; }

/* ---- java.lang.StrictMath.sqrt (IEEE sqrt is correctly rounded, as is fdlibm's; the other
 * StrictMath functions are fdlibm 5.3 in Java: classlib java/lang/FdLibm*.java) and the Math
 * functions that HotSpot runs as intrinsics: glibc's libm, nearly correctly rounded like them ---- */
#define MATH1(name, fn) static void n_##name(uint32_t *args, uint32_t *ret) { put_double(ret, fn(get_double(args))); }
MATH1(sqrt, sqrt) MATH1(sin, sin) MATH1(cos, cos) MATH1(tan, tan) MATH1(exp, exp) MATH1(log, log)
static void n_pow(uint32_t *args, uint32_t *ret) { put_double(ret, pow(get_double(args), get_double(args + 2))); }

/* ---- java.lang.System ---- */
static void n_currentTimeMillis(uint32_t *args, uint32_t *ret)
{
    (void)args;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    put_long(ret, (jlong)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}
static void n_nanoTime(uint32_t *args, uint32_t *ret)
{
    (void)args;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    put_long(ret, (jlong)ts.tv_sec * 1000000000 + ts.tv_nsec);
}
uint32_t field_offset_or_die(const char *cls, const char *name, const char *desc)
{
    Field *f = find_field(load_class_or_die(cls), name, desc);
    if (!f)
        fatal("%s: %s has no field %s %s", opt.classlib_jdk ? "-X:classlib=jdk" : "the class library", cls, name, desc);
    return f->offset;
}

static void n_identityHashCode(uint32_t *args, uint32_t *ret) { R_INT(A_REF(0) ? identity_hash(A_REF(0)) : 0); }

/* "int[]", "object array[]": how HotSpot's arraycopy messages name an array type */
static const char *arraycopy_kind(Class *ac) { return ac->elem->is_prim ? ac->elem->name : "object array"; }

/* "java.lang.Object[][]" (Class.getTypeName's form) */
static void type_name(Class *c, char *buf, size_t n)
{
    int dims = 0;
    while (c->is_array)
        c = c->elem, dims++;
    dotted_name(c, buf, n);
    while (dims-- && strlen(buf) + 3 <= n)
        strcat(buf, "[]");
}

/* the ArrayStoreException of arraycopy as HotSpot words it: 0 not an array, 1 the element
 * types differ, 2 an element does not fit (kept out of line: arraycopy is hot) */
static __attribute__((noinline, cold)) void arraycopy_store_error(Class *sc, Class *dc, int kind)
{
    char a[300], b[300];
    if (kind == 0) {
        dotted_name(sc->is_array ? dc : sc, a, sizeof a);
        throw_new("java/lang/ArrayStoreException", "arraycopy: %s type %s is not an array",
                  sc->is_array ? "destination" : "source", a);
    } else if (kind == 1) {
        throw_new("java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
                  arraycopy_kind(sc), arraycopy_kind(dc));
    } else {
        type_name(sc, a, sizeof a);
        dotted_name(dc->elem, b, sizeof b);
        throw_new("java/lang/ArrayStoreException",
                  "arraycopy: element type mismatch: can not cast one of the elements of %s to the type of the destination array, %s",
                  a, b);
    }
}

static __attribute__((noinline, cold)) void arraycopy_oob(const char *which, jint index, Class *ac, jint length)
{
    throw_new("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: %s index %d out of bounds for %s[%d]",
              which, index, arraycopy_kind(ac), length);
}

static void n_arraycopy(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    Array *src = (Array *)A_REF(0), *dst = (Array *)A_REF(2);
    jint sp = A_INT(1), dp = A_INT(3), n = A_INT(4);
    if (!src || !dst)
        return npe();
    Class *sc = src->tib, *dc = dst->tib;
    if (!sc->is_array || !dc->is_array) {
        return arraycopy_store_error(sc, dc, 0);
    }
    if (sc->elem_is_ref != dc->elem_is_ref || (!sc->elem_is_ref && sc != dc)) {
        return arraycopy_store_error(sc, dc, 1);
    }
    if (sp < 0)
        return arraycopy_oob("source", sp, sc, src->length);
    if (dp < 0)
        return arraycopy_oob("destination", dp, dc, dst->length);
    if (n < 0) {
        throw_new("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative", n);
        return;
    }
    if ((int64_t)sp + n > src->length)
        return arraycopy_oob("last source", sp + n, sc, src->length);
    if ((int64_t)dp + n > dst->length)
        return arraycopy_oob("last destination", dp + n, dc, dst->length);
    uint32_t es = sc->elem_size;
    if (!sc->elem_is_ref || is_subclass(sc->elem, dc->elem)) {
        if (sc->elem_is_ref && plan_write_barrier)
            for (jint i = 0; i < n; i++)
                plan_write_barrier((Object *)dst, (Object **)ARRAY_DATA(dst) + dp + i,
                                   ((Object **)ARRAY_DATA(src))[sp + i]);
        if (sc->elem_is_ref)
            copy_refs((Object **)ARRAY_DATA(dst) + dp, (Object **)ARRAY_DATA(src) + sp, (size_t)n * es);
        else
            memmove((char *)ARRAY_DATA(dst) + (size_t)dp * es, (char *)ARRAY_DATA(src) + (size_t)sp * es, (size_t)n * es);
        return;
    }
    Object **s = ARRAY_DATA(src), **d = ARRAY_DATA(dst);
    for (jint i = 0; i < n; i++) {
        Object *v = s[sp + i];
        if (v && !is_subclass(v->tib, dc->elem)) {
            return arraycopy_store_error(sc, dc, 2);
        }
        if (plan_write_barrier)
            plan_write_barrier((Object *)dst, &d[dp + i], v);
        d[dp + i] = v;
    }
}

/* ---- sim.Events: the program's own protocol events (docs/events.md) ---- */
static void n_traceOn(uint32_t *args, uint32_t *ret) { (void)args; (void)ret; event_emit(EV_TRACE_ON, 0, 0, 0, 0); }
static void n_traceOff(uint32_t *args, uint32_t *ret) { (void)args; (void)ret; event_emit(EV_TRACE_OFF, 0, 0, 0, 0); }
static void n_marker(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    if (!A_REF(0))
        return npe();
    char *s = string_to_utf8(A_REF(0));
    event_marker(s);
    free(s);
}

/* ---- java.lang.Runtime ---- */
static void n_halt0(uint32_t *args, uint32_t *ret) { (void)ret; vm_exit(A_INT(0)); }
static void n_freeMemory(uint32_t *args, uint32_t *ret) { (void)args; put_long(ret, heap_total() - heap_used()); }
static void n_totalMemory(uint32_t *args, uint32_t *ret) { (void)args; put_long(ret, heap_total()); }
/* a growing heap's usable bytes at -Xmx: the plan's total scaled from h to -Xmx */
static void n_maxMemory(uint32_t *args, uint32_t *ret)
{
    extern uint32_t heap_h;
    (void)args;
    int fixed = opt.heap_min == opt.heap_max || !heap_h;
    put_long(ret, fixed ? (jlong)heap_total() : (jlong)((uint64_t)heap_total() * opt.heap_max / heap_h));
}
static void n_gc(uint32_t *args, uint32_t *ret) { (void)args; (void)ret; heap_collect(); }

/* ---- java.io ---- */
static void n_write0(uint32_t *args, uint32_t *ret)
{
    Array *b = (Array *)A_REF(1);
    jint off = A_INT(2), len = A_INT(3);
    if (!b)
        return npe();
    if (off < 0 || len < 0 || off > b->length - len) {
        throw_new("java/lang/IndexOutOfBoundsException", NULL);
        return;
    }
    const char *p = (const char *)ARRAY_DATA(b) + off;
    while (len > 0) {
        ssize_t w = write(A_INT(0), p, (size_t)len);
        if (w <= 0) {
            R_INT(-1);
            return;
        }
        p += w;
        len -= (jint)w;
    }
    R_INT(0);
}
static void n_read0(uint32_t *args, uint32_t *ret)
{
    Array *b = (Array *)A_REF(1);
    jint off = A_INT(2), len = A_INT(3);
    if (!b)
        return npe();
    if (off < 0 || len < 0 || off > b->length - len) {
        throw_new("java/lang/IndexOutOfBoundsException", NULL);
        return;
    }
    ssize_t r = read(A_INT(0), (char *)ARRAY_DATA(b) + off, (size_t)len);
    R_INT(r < 0 ? -2 : r);
}

/* ---- jdk.internal.io.Sys: files over the guest's system calls (classlib/NATIVES.md).
 * Paths arrive as NUL-terminated UTF-8 byte[]; results are >= 0 or -errno. ---- */
static const char *path_arg(Object *o)
{
    Array *a = (Array *)o;
    if (!a) {
        npe();
        return NULL;
    }
    if (a->length == 0 || ((const char *)ARRAY_DATA(a))[a->length - 1] != 0) {
        throw_new("java/lang/IllegalArgumentException", "path not NUL-terminated");
        return NULL;
    }
    return (const char *)ARRAY_DATA(a);
}
#define PATH_OR_RETURN(var, i) const char *var = path_arg(A_REF(i)); if (!var) return
static jint neg_errno(int r) { return r < 0 ? -errno : r; }

/* mode 0 read, 1 write (create, truncate), 2 append (create), 3 read-write (create),
 * 4 create-new (write, fails if it exists); directories are refused (EISDIR) */
static void n_sys_open(uint32_t *args, uint32_t *ret)
{
    PATH_OR_RETURN(p, 0);
    static const int flags[] = {O_RDONLY, O_WRONLY | O_CREAT | O_TRUNC, O_WRONLY | O_CREAT | O_APPEND,
                                O_RDWR | O_CREAT, O_WRONLY | O_CREAT | O_EXCL};
    jint mode = A_INT(1);
    if (mode < 0 || mode > 4) {
        R_INT(-EINVAL);
        return;
    }
    int fd = open(p, flags[mode] | O_CLOEXEC, 0666);
    if (fd < 0) {
        R_INT(-errno);
        return;
    }
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        R_INT(-EISDIR);
        return;
    }
    R_INT(fd);
}
static void n_sys_close(uint32_t *args, uint32_t *ret) { R_INT(neg_errno(close(A_INT(0)))); }
/* seek(fd, offset, whence 0 set / 1 current / 2 end): the new position or -errno */
static void n_sys_seek(uint32_t *args, uint32_t *ret)
{
    off_t r = lseek(A_INT(0), (off_t)get_long(args + 1), A_INT(3));
    put_long(ret, r < 0 ? -(jlong)errno : (jlong)r);
}
static void n_sys_truncate(uint32_t *args, uint32_t *ret) { R_INT(neg_errno(ftruncate(A_INT(0), (off_t)get_long(args + 1)))); }
/* out[0] = 1 regular file, 2 directory, 3 other; out[1] = size; out[2] = mtime in ms */
static void fill_stat(const struct stat *st, Array *out)
{
    jlong *o = (jlong *)ARRAY_DATA(out);
    o[0] = S_ISREG(st->st_mode) ? 1 : S_ISDIR(st->st_mode) ? 2 : 3;
    o[1] = st->st_size;
    o[2] = (jlong)st->st_mtim.tv_sec * 1000 + st->st_mtim.tv_nsec / 1000000;
}
static void n_sys_stat(uint32_t *args, uint32_t *ret)
{
    PATH_OR_RETURN(p, 0);
    Array *out = (Array *)A_REF(1);
    if (!out || out->length < 3)
        return npe();
    struct stat st;
    if (stat(p, &st) < 0) {
        R_INT(-errno);
        return;
    }
    fill_stat(&st, out);
    R_INT(0);
}
static void n_sys_fstat(uint32_t *args, uint32_t *ret)
{
    Array *out = (Array *)A_REF(1);
    if (!out || out->length < 3)
        return npe();
    struct stat st;
    if (fstat(A_INT(0), &st) < 0) {
        R_INT(-errno);
        return;
    }
    fill_stat(&st, out);
    R_INT(0);
}
static void n_sys_unlink(uint32_t *args, uint32_t *ret) { PATH_OR_RETURN(p, 0); R_INT(neg_errno(unlink(p))); }
static void n_sys_rmdir(uint32_t *args, uint32_t *ret) { PATH_OR_RETURN(p, 0); R_INT(neg_errno(rmdir(p))); }
static void n_sys_mkdir(uint32_t *args, uint32_t *ret) { PATH_OR_RETURN(p, 0); R_INT(neg_errno(mkdir(p, 0777))); }
static void n_sys_rename(uint32_t *args, uint32_t *ret)
{
    PATH_OR_RETURN(from, 0);
    PATH_OR_RETURN(to, 1);
    R_INT(neg_errno(rename(from, to)));
}
/* The names in a directory (without . and ..), each NUL-terminated, into buf: returns the
 * bytes they need (the caller retries with a larger buf when that exceeds buf.length). */
static void n_sys_list(uint32_t *args, uint32_t *ret)
{
    PATH_OR_RETURN(p, 0);
    Array *buf = (Array *)A_REF(1);
    if (!buf)
        return npe();
    DIR *d = opendir(p);
    if (!d) {
        R_INT(-errno);
        return;
    }
    jint need = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        jint n = (jint)strlen(e->d_name) + 1;
        if (need + n <= buf->length)
            memcpy((char *)ARRAY_DATA(buf) + need, e->d_name, (size_t)n);
        need += n;
    }
    closedir(d);
    R_INT(need);
}
static void n_sys_getcwd(uint32_t *args, uint32_t *ret)
{
    Array *buf = (Array *)A_REF(0);
    if (!buf)
        return npe();
    if (!getcwd((char *)ARRAY_DATA(buf), (size_t)buf->length)) {
        R_INT(-errno);
        return;
    }
    R_INT(strlen((char *)ARRAY_DATA(buf)));
}
static void n_sys_strerror(uint32_t *args, uint32_t *ret) { R_REF(new_string_utf8(strerror(A_INT(0)))); }

/* natives with the same meaning under both class libraries (-X:classlib=bundled|jdk) */
static const NativeEntry shared_natives[] = {
    {"java/lang/Object.getClass()Ljava/lang/Class;", n_getClass},
    {"java/lang/Object.hashCode()I", n_hashCode},
    {"java/lang/Class.isInstance(Ljava/lang/Object;)Z", n_isInstance},
    {"java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z", n_isAssignableFrom},
    {"java/lang/Class.isInterface()Z", n_isInterface},
    {"java/lang/Class.isArray()Z", n_isArray},
    {"java/lang/Class.isPrimitive()Z", n_isPrimitive},
    {"java/lang/Class.getSuperclass()Ljava/lang/Class;", n_getSuperclass},
    {"java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;", n_getPrimitiveClass},
    {"java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;", n_newArray},
    {"java/lang/String.intern()Ljava/lang/String;", n_intern},
    {"java/lang/Float.floatToRawIntBits(F)I", n_floatToRawIntBits},
    {"java/lang/Float.intBitsToFloat(I)F", n_intBitsToFloat},
    {"java/lang/Double.doubleToRawLongBits(D)J", n_doubleToRawLongBits},
    {"java/lang/Double.longBitsToDouble(J)D", n_longBitsToDouble},
    {"java/lang/System.currentTimeMillis()J", n_currentTimeMillis},
    {"java/lang/System.nanoTime()J", n_nanoTime},
    {"java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V", n_arraycopy},
    {"java/lang/System.identityHashCode(Ljava/lang/Object;)I", n_identityHashCode},
    {"java/lang/Runtime.freeMemory()J", n_freeMemory},
    {"java/lang/Runtime.totalMemory()J", n_totalMemory},
    {"java/lang/Runtime.maxMemory()J", n_maxMemory},
    {"java/lang/StrictMath.sqrt(D)D", n_sqrt},
    {"sim/Events.traceOn()V", n_traceOn},
    {"sim/Events.traceOff()V", n_traceOff},
    {"sim/Events.marker(Ljava/lang/String;)V", n_marker},
};
static const size_t shared_natives_count = sizeof shared_natives / sizeof shared_natives[0];

/* the bundled library's */
static const NativeEntry natives[] = {
    {"java/lang/Object.internalClone()Ljava/lang/Object;", n_internalClone},
    {"java/lang/Class.getName()Ljava/lang/String;", n_getName},
    {"java/lang/Class.getComponentType()Ljava/lang/Class;", n_getComponentType},
    {"java/lang/Throwable.fillInStackTrace0()V", n_fillInStackTrace0},
    {"java/lang/Math.sin(D)D", n_sin}, {"java/lang/Math.cos(D)D", n_cos}, {"java/lang/Math.tan(D)D", n_tan},
    {"java/lang/Math.exp(D)D", n_exp}, {"java/lang/Math.log(D)D", n_log},
    {"java/lang/Math.pow0(DD)D", n_pow},
    {"java/lang/Runtime.halt0(I)V", n_halt0},
    {"java/lang/Runtime.gc0()V", n_gc},
    {"java/io/FileOutputStream.write0(I[BII)I", n_write0},
    {"java/io/FileInputStream.read0(I[BII)I", n_read0},
    {"jdk/internal/io/Sys.open([BI)I", n_sys_open},
    {"jdk/internal/io/Sys.close(I)I", n_sys_close},
    {"jdk/internal/io/Sys.read(I[BII)I", n_read0},
    {"jdk/internal/io/Sys.write(I[BII)I", n_write0},
    {"jdk/internal/io/Sys.seek(IJI)J", n_sys_seek},
    {"jdk/internal/io/Sys.truncate(IJ)I", n_sys_truncate},
    {"jdk/internal/io/Sys.stat([B[J)I", n_sys_stat},
    {"jdk/internal/io/Sys.fstat(I[J)I", n_sys_fstat},
    {"jdk/internal/io/Sys.unlink([B)I", n_sys_unlink},
    {"jdk/internal/io/Sys.rmdir([B)I", n_sys_rmdir},
    {"jdk/internal/io/Sys.mkdir([B)I", n_sys_mkdir},
    {"jdk/internal/io/Sys.rename([B[B)I", n_sys_rename},
    {"jdk/internal/io/Sys.list([B[B)I", n_sys_list},
    {"jdk/internal/io/Sys.getcwd([B)I", n_sys_getcwd},
    {"jdk/internal/io/Sys.strerror(I)Ljava/lang/String;", n_sys_strerror},
};
static const size_t natives_count = sizeof natives / sizeof natives[0];

/* Every table of natives of a class library: the shared ones, then the bundled library's
 * (this file's and those natives.h's NATIVE_TABLES lists: threads, reflection ...) or
 * OpenJDK's (JDK_NATIVE_TABLES); keys are unique across a library's tables. */
typedef struct NativeTable {
    const NativeEntry *table;
    const size_t *count;
} NativeTable;
#define NATIVE_TABLE_ENTRY(n) {n##_natives, &n##_natives_count},
static const NativeTable native_tables[] = {
    {shared_natives, &shared_natives_count},
    {natives, &natives_count},
    NATIVE_TABLES(NATIVE_TABLE_ENTRY)
};
static const NativeTable jdk_native_tables[] = {
    {shared_natives, &shared_natives_count},
    JDK_NATIVE_TABLES(NATIVE_TABLE_ENTRY)
};
#undef NATIVE_TABLE_ENTRY

NativeFn native_lookup(Method *m)
{
    size_t cl = strlen(m->owner->name), nl = strlen(m->name);
    const NativeTable *tables = opt.classlib_jdk ? jdk_native_tables : native_tables;
    size_t ntables = opt.classlib_jdk ? sizeof jdk_native_tables / sizeof jdk_native_tables[0]
                                      : sizeof native_tables / sizeof native_tables[0];
    for (size_t t = 0; t < ntables; t++) {
        for (size_t i = 0; i < *tables[t].count; i++) {
            const char *k = tables[t].table[i].key;
            if (strncmp(k, m->owner->name, cl) == 0 && k[cl] == '.' && strncmp(k + cl + 1, m->name, nl) == 0 &&
                strcmp(k + cl + 1 + nl, m->desc) == 0)
                return tables[t].table[i].fn;
        }
    }
    return NULL;
}
