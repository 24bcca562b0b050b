/* dumps.c - class.dump (the type dictionary and object model) and feature.dump (the
 * objects that exist before main starts), in the formats of docs/dump-formats.md.
 *
 * class.dump is kept current as the run goes (issue 17): from the first class linked the
 * file holds the header, the model, the primitives and every type linked so far, each type
 * appended whole (one write) when it is linked, so a run stopped at any point (--max-insns,
 * SIGINT, kill -9) leaves the types it had. At exit dump_classes() writes it complete into
 * class.dump.tmp and renames that over class.dump (a stop during that write keeps the
 * appended file). Appended records give a field whose class was not loaded yet
 * java.lang.Object's type id, as the final file does for classes never loaded. Both are
 * bracketed by CLASS_DUMP_START/END events, so that a consumer can leave the accesses of
 * writing them out of what it measures. */
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>


static FILE *open_dump(const char *file)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", opt.dumpdir, file);
    FILE *f = fopen(path, "w");
    if (!f)
        fatal("cannot write %s", path);
    return f;
}

/* class.dump's records are formatted by hand into a buffer written whole: a type costs a
 * few hundred instructions instead of a printf per field. */
typedef struct Out {
    int fd;
    int failed; /* errno of the first failed write, else 0 */
    uint32_t n, done; /* bytes buffered, bytes written before them */
    char buf[16384];
} Out;

/* Writes the buffer out; -1 (errno set) when the file cannot take it. */
static int out_flush(Out *o)
{
    for (uint32_t done = 0; done < o->n;) {
        ssize_t w = write(o->fd, o->buf + done, o->n - done);
        if (w <= 0) {
            if (w == 0)
                errno = EIO;
            o->n = 0;
            return -1;
        }
        done += (uint32_t)w;
    }
    o->done += o->n;
    o->n = 0;
    return 0;
}

static void put_big(Out *o, const char *s, size_t n)
{
    while (n) {
        if (o->n == sizeof o->buf && out_flush(o) != 0)
            o->failed = errno;
        size_t k = sizeof o->buf - o->n;
        if (k > n)
            k = n;
        memcpy(o->buf + o->n, s, k);
        o->n += (uint32_t)k;
        s += k;
        n -= k;
    }
}

static inline void put_n(Out *o, const char *s, size_t n)
{
    if (n <= 32 && sizeof o->buf - o->n >= n) { /* a short piece (most are): no memcpy call */
        volatile char *d = o->buf + o->n;      /* (volatile: not turned back into one) */
        o->n += (uint32_t)n;
        while (n--)
            *d++ = *s++;
        return;
    }
    put_big(o, s, n);
}

static void put(Out *o, const char *s) { put_n(o, s, strlen(s)); }

/* a string literal: its length known, no strlen; a short one that fits is a few stores */
#define PUT(o, lit)                                                   \
    do {                                                              \
        if (sizeof(lit) <= 17 && sizeof (o)->buf - (o)->n >= sizeof(lit) - 1) { \
            memcpy((o)->buf + (o)->n, lit, sizeof(lit) - 1);          \
            (o)->n += (uint32_t)sizeof(lit) - 1;                      \
        } else {                                                      \
            put_big(o, lit, sizeof(lit) - 1);                        \
        }                                                             \
    } while (0)

static void put_u(Out *o, uint32_t v)
{
    uint32_t k = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : v < 10000 ? 4 : v < 100000 ? 5 : 10;
    if (k == 10)
        for (k = 6; k < 10 && v >= (uint32_t[]){1000000u, 10000000u, 100000000u, 1000000000u}[k - 6]; k++)
            ;
    if (sizeof o->buf - o->n < k && out_flush(o) != 0)
        o->failed = errno;
    char *e = o->buf + o->n + k; /* the digits from the last */
    o->n += k;
    do
        *--e = (char)('0' + v % 10);
    while ((v /= 10) != 0);
}

/* A name from a class file (modified UTF-8, JVMS 4.4.7) as standard UTF-8, so that
 * class.dump is valid UTF-8 for any class: a surrogate pair (two 3-byte sequences) becomes
 * the 4-byte sequence of its code point; a lone surrogate, and any control character
 * (NUL as C0 80, TAB and newline would break the record's fields), becomes U+FFFD.
 * dots: '/' written as '.' (class names). */
static void put_utf8(Out *o, const char *name, int dots)
{
    const uint8_t *s = (const uint8_t *)name;
    while (*s) {
        const uint8_t *e = s; /* a run of printable ASCII: copied as it is */
        while ((uint8_t)(*e - 0x20) < 0x5f)
            e++;
        if (e != s) {
            size_t k = (size_t)(e - s);
            if (!dots) {
                put_n(o, (const char *)s, k);
            } else if (sizeof o->buf - o->n >= k) {
                char *d = o->buf + o->n;
                o->n += (uint32_t)k;
                for (; s != e; s++)
                    *d++ = (char)(*s == '/' ? '.' : *s);
            } else {
                for (; s != e; s++) {
                    if (o->n == sizeof o->buf && out_flush(o) != 0)
                        o->failed = errno;
                    o->buf[o->n++] = (char)(*s == '/' ? '.' : *s);
                }
            }
            s = e;
            continue;
        }
        char c[5] = {0};
        if (s[0] < 0x20 || s[0] == 0x7f || (s[0] == 0xc0 && s[1] == 0x80)) {
            PUT(o, "\xef\xbf\xbd");
            s += s[0] == 0xc0 ? 2 : 1;
            continue;
        }
        if (s[0] == 0xed && (s[1] & 0xf0) == 0xa0 && s[2] && s[3] == 0xed && (s[4] & 0xf0) == 0xb0 && s[5]) {
            uint32_t hi = 0xd000u | (uint32_t)(s[1] & 0x3f) << 6 | (s[2] & 0x3f);
            uint32_t lo = 0xd000u | (uint32_t)(s[4] & 0x3f) << 6 | (s[5] & 0x3f);
            uint32_t cp = 0x10000u + ((hi - 0xd800u) << 10) + (lo - 0xdc00u);
            c[0] = (char)(0xf0 | cp >> 18);
            c[1] = (char)(0x80 | (cp >> 12 & 0x3f));
            c[2] = (char)(0x80 | (cp >> 6 & 0x3f));
            c[3] = (char)(0x80 | (cp & 0x3f));
            put(o, c);
            s += 6;
            continue;
        }
        if (s[0] == 0xed && (s[1] & 0xe0) == 0xa0) { /* a lone surrogate */
            PUT(o, "\xef\xbf\xbd");
            s += s[2] ? 3 : s[1] ? 2 : 1;
            continue;
        }
        c[0] = (char)(dots && *s == '/' ? '.' : *s);
        s++;
        put(o, c);
    }
}

/* java/lang/String -> java.lang.String, [[I -> int[][], [Ljava/lang/String; -> java.lang.String[] */
static void put_name(Out *o, Class *c)
{
    if (c->is_array) {
        put_name(o, c->elem);
        PUT(o, "[]");
        return;
    }
    put_utf8(o, c->name, 1);
}

static int dump_guessed; /* a field's class was not loaded: Object's type id written */

/* the type id of a field descriptor without loading anything */
static uint32_t desc_type_id(const char *desc)
{
    if (desc[0] != 'L' && desc[0] != '[')
        return prim_class_for(desc[0])->type_id;
    char name[512];
    size_t n = strlen(desc);
    if (desc[0] == 'L') {
        n -= 2;
        if (n >= sizeof name)
            return dump_guessed = 1, cls_Object->type_id;
        memcpy(name, desc + 1, n);
    } else {
        if (n >= sizeof name)
            return dump_guessed = 1, cls_Object->type_id;
        memcpy(name, desc, n);
    }
    name[n] = 0;
    Class *c = find_loaded(name);
    if (!c)
        dump_guessed = 1;
    return c ? c->type_id : cls_Object->type_id;
}

typedef struct FieldRec {
    uint32_t offset, type_id;
    const char *name;
} FieldRec;

static int cmp_field(const void *a, const void *b)
{
    const FieldRec *x = a, *y = b;
    return (x->offset > y->offset) - (x->offset < y->offset);
}

static void dump_class(Out *o, Class *c)
{
    uint32_t n = 0;
    for (Class *k = c; k; k = k->super)
        for (int i = 0; i < k->nfields; i++)
            if (!(k->fields[i].flags & ACC_STATIC))
                n++;
    int hidden = !opt.classlib_jdk && strcmp(c->name, "java/lang/Class") == 0; /* (jdk: a field) */
    FieldRec *recs = xcalloc(n + 1, sizeof(FieldRec));
    uint32_t j = 0;
    for (Class *k = c; k; k = k->super)
        for (int i = 0; i < k->nfields; i++)
            if (!(k->fields[i].flags & ACC_STATIC))
                recs[j++] = (FieldRec){k->fields[i].offset, desc_type_id(k->fields[i].desc), k->fields[i].name};
    if (hidden)
        recs[j++] = (FieldRec){mirror_vmclass_offset, prim_class_for('I')->type_id, "<vm-class>"};
    qsort(recs, j, sizeof(FieldRec), cmp_field);
    PUT(o, "class\t");
    put_u(o, c->type_id);
    PUT(o, "\t");
    put_name(o, c);
    PUT(o, "\t");
    put_u(o, c->instance_size);
    PUT(o, "\t");
    put_u(o, (c->super && !c->is_interface) ? c->super->type_id : 0);
    PUT(o, "\t");
    put_u(o, j);
    PUT(o, "\n");
    for (uint32_t i = 0; i < j; i++) {
        PUT(o, "field\t");
        put_u(o, recs[i].offset);
        PUT(o, "\t");
        put_u(o, recs[i].type_id);
        PUT(o, "\t");
        put_utf8(o, recs[i].name, 0);
        PUT(o, "\n");
    }
    free(recs);
}

/* the header and the primitive types; returns how many */
static uint32_t dump_header(Out *o)
{
    uint32_t n = 0;
    PUT(o, "# class.dump 1\nmodel\theader=");
    put_u(o, HEADER_BYTES);
    PUT(o, "\tstatus=0\ttib=4\tarray_length=");
    put_u(o, ARRAY_LENGTH_OFFSET);
    PUT(o, "\tarray_data=");
    put_u(o, ARRAY_DATA_OFFSET);
    PUT(o, "\tref=4\talign=");
    put_u(o, OBJ_ALIGN);
    PUT(o, "\n");
    for (Class *c = all_classes; c; c = c->next)
        if (c->is_prim) {
            PUT(o, "prim\t");
            put_u(o, c->type_id);
            PUT(o, "\t");
            put(o, c->name);
            PUT(o, "\t");
            put_u(o, c->elem_size);
            PUT(o, "\n");
            n++;
        }
    return n;
}

/* One array or scalar type (with its fields and methods). */
static void dump_type(Out *o, Class *c)
{
    if (c->is_array) {
        PUT(o, "array\t");
        put_u(o, c->type_id);
        PUT(o, "\t");
        put_name(o, c);
        PUT(o, "\t");
        put_u(o, c->elem->type_id);
        PUT(o, "\t");
        put_u(o, c->elem_size);
        PUT(o, "\n");
        return;
    }
    dump_class(o, c);
    for (int i = 0; i < c->nmethods; i++) {
        PUT(o, "method\t");
        put_u(o, c->methods[i].id);
        PUT(o, "\t");
        put_u(o, c->type_id);
        PUT(o, "\t");
        put_utf8(o, c->methods[i].name, 0);
        PUT(o, "\t");
        put_utf8(o, c->methods[i].desc, 0);
        PUT(o, "\n");
    }
}

static void open_out(Out *o, const char *file)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", opt.dumpdir, file);
    o->n = 0;
    o->done = 0;
    o->failed = 0;
    o->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o->fd < 0)
        o->failed = errno;
}

/* Writes what is buffered; the errno of the first failure of this file, else 0. */
static int out_finish(Out *o)
{
    if (!o->failed && out_flush(o) != 0)
        o->failed = errno;
    return o->failed;
}

static Out *live;      /* class.dump while types are appended to it */
static int live_dead;  /* appending failed (a full disk): the VM runs on without it */
/* where each type's record lies in the appended file (by type id; length 0: none, or one
 * the final file writes differently: a field's class guessed, java.lang.Class's hidden
 * field), and the header's length: the final file takes those bytes back (pread) instead of
 * formatting them again */
static uint32_t live_header, live_prims, *slice_off, *slice_len, nslices;

static void note_slice(Class *c, uint32_t off, uint32_t len)
{
    if (c->type_id >= nslices) {
        uint32_t n = nslices ? nslices : 256;
        while (n <= c->type_id)
            n *= 2;
        slice_off = realloc(slice_off, n * sizeof *slice_off);
        slice_len = realloc(slice_len, n * sizeof *slice_len);
        if (!slice_off || !slice_len)
            fatal("out of VM-internal memory (class.dump slices)");
        memset(slice_len + nslices, 0, (n - nslices) * sizeof *slice_len);
        nslices = n;
    }
    slice_off[c->type_id] = off;
    slice_len[c->type_id] = len;
}

/* the bytes [off, off + len) of the appended file into o (0), or -1 (o unchanged) */
static int put_slice(Out *o, int fd, uint32_t off, uint32_t len)
{
    if (len > sizeof o->buf)
        return -1;
    if (sizeof o->buf - o->n < len && out_flush(o) != 0)
        o->failed = errno;
    if (pread(fd, o->buf + o->n, len, off) != (ssize_t)len)
        return -1;
    o->n += len;
    return 0;
}

void dump_class_linked(Class *c)
{
    if (c->is_prim || live_dead)
        return;
    event_emit(EV_CLASS_DUMP_START, 0, 0, 0, 0);
    if (!live) {
        live = xmalloc(sizeof *live);
        open_out(live, "class.dump");
        live_prims = dump_header(live);
        live_header = live->done + live->n;
    }
    uint32_t start = live->done + live->n;
    dump_guessed = 0;
    dump_type(live, c);
    uint32_t len = live->done + live->n - start;
    int err = out_finish(live);
    if (!err)
        note_slice(c, start, dump_guessed || strcmp(c->name, "java/lang/Class") == 0 ? 0 : len);
    if (err) { /* the program goes on; the final class.dump at exit is tried again */
        out_printf(2, "jvm: cannot write %s/class.dump: %s; types linked from now on are missing from it\n",
                   opt.dumpdir, strerror(err));
        if (live->fd >= 0)
            close(live->fd);
        free(live);
        live = NULL;
        live_dead = 1;
    }
    event_emit(EV_CLASS_DUMP_END, 0, 0, 0, 0);
}

/* -X:deaths: a `static` record per static reference slot (docs/dump-formats.md), appended
 * to the complete class.dump at exit, in an unmeasured region (deaths.c), so that the
 * measured run writes what it writes without -X:deaths */
void dump_statics(void)
{
    Out o = {.n = 0, .failed = 0};
    char path[4096];
    snprintf(path, sizeof path, "%s/class.dump", opt.dumpdir);
    o.fd = open(path, O_WRONLY | O_APPEND);
    if (o.fd < 0)
        fatal("cannot append to %s: %s", path, strerror(errno));
    for (Class *c = all_classes; c; c = c->next) {
        if (c->is_prim || c->is_array || !c->statics)
            continue;
        for (int i = 0; i < c->nfields; i++) {
            Field *f = &c->fields[i];
            if (!(f->flags & ACC_STATIC) || (f->desc[0] != 'L' && f->desc[0] != '['))
                continue;
            PUT(&o, "static\t");
            put_u(&o, c->type_id);
            PUT(&o, "\t");
            char hex[12];
            snprintf(hex, sizeof hex, "0x%x", (uint32_t)(uintptr_t)(c->statics + f->offset));
            put(&o, hex);
            PUT(&o, "\t");
            put_u(&o, desc_type_id(f->desc));
            PUT(&o, "\t");
            put_utf8(&o, f->name, 0);
            PUT(&o, "\n");
        }
    }
    int err = out_finish(&o);
    if (close(o.fd) != 0 && !err)
        err = errno;
    if (err)
        fatal("cannot append to %s: %s", path, strerror(err));
}

/* a `thread` record (docs/dump-formats.md) */
static void dump_thread(void *ctx, int id, const char *name)
{
    Out *o = ctx;
    PUT(o, "thread\t");
    put_u(o, (uint32_t)id);
    PUT(o, "\t");
    put_utf8(o, name, 0);
    PUT(o, "\n");
}

void dump_classes(void)
{
    event_emit(EV_CLASS_DUMP_START, 0, 0, 0, 0);
    char from[4096], to[4096];
    snprintf(from, sizeof from, "%s/class.dump.tmp", opt.dumpdir);
    snprintf(to, sizeof to, "%s/class.dump", opt.dumpdir);
    int appended = live && !live_dead;
    if (live) {
        close(live->fd);
        free(live);
        live = NULL;
    }
    /* the new file first, on the descriptor the appended one gave back (a guest may have
     * taken every other one); then the appended file, read back for the records it has as
     * they are, when a descriptor is left (else every record is formatted again) */
    Out *o = xmalloc(sizeof *o);
    open_out(o, "class.dump.tmp");
    int fd = appended && !o->failed ? open(to, O_RDONLY) : -1;
    if (!o->failed) {
        uint32_t prims = 0;
        for (Class *c = all_classes; c; c = c->next)
            prims += c->is_prim;
        if (fd < 0 || prims != live_prims || put_slice(o, fd, 0, live_header) != 0)
            dump_header(o);
        for (Class *c = all_classes; c; c = c->next)
            if (!c->is_prim && (fd < 0 || c->type_id >= nslices || !slice_len[c->type_id] ||
                                put_slice(o, fd, slice_off[c->type_id], slice_len[c->type_id]) != 0))
                dump_type(o, c);
        threads_dump(dump_thread, o); /* `thread` lines, when a second thread was started */
    }
    if (fd >= 0)
        close(fd);
    int err = out_finish(o);
    if (o->fd >= 0 && close(o->fd) != 0 && !err)
        err = errno;
    free(o);
    if (!err && rename(from, to) != 0)
        err = errno;
    if (err) { /* class.dump as appended so far stays */
        unlink(from);
        fatal("cannot write %s: %s", to, strerror(err));
    }
    event_emit(EV_CLASS_DUMP_END, 0, 0, 0, 0);
}

static FILE *feature_file;

static void dump_object(Object *o)
{
    fprintf(feature_file, "new\t0x%08x\t%u\t%u\t", (uint32_t)(uintptr_t)o, o->tib->type_id, object_size(o));
    if (o->tib->is_array)
        fprintf(feature_file, "%d\n", ((Array *)o)->length);
    else
        fputs("-\n", feature_file);
}

void dump_feature(void)
{
    feature_file = open_dump("feature.dump");
    fprintf(feature_file, "# feature.dump 1\n");
    heap_walk(dump_object);
    if (fclose(feature_file) != 0)
        fatal("cannot write feature.dump");
}
