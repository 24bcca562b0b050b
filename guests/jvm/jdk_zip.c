/* jdk_zip.c - the natives of OpenJDK 17's java.util.zip.Inflater (libzip's Inflater.c over
 * inflate.c's streams instead of zlib) and jdk.internal.perf.Perf (HotSpot's perf.cpp with
 * -XX:-UsePerfData: counters in C memory, handed to the library as direct buffers).
 *
 * java.util.zip is Java over these: ZipFile reads a jar's directory and entries itself (a
 * RandomAccessFile), and InflaterInputStream feeds an Inflater; so jars on the class path,
 * resources and JarFile's manifests go through the library as on HotSpot. The Deflater is
 * not here: its output would have to be zlib's byte for byte (programs checksum it), and no
 * program run so far compresses; it fails with UnsatisfiedLinkError, naming the native. */
#include "natives.h"
#include <stdlib.h>
#include <time.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define A_LONG(i) get_long(args + (i))
#define A_PTR(i) ((uint8_t *)(uintptr_t)(uint32_t)get_long(args + (i)))
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

/* ---- java.util.zip.Inflater ---- */
static InflateStream *stream(uint32_t *args, int i) { return (InflateStream *)(uintptr_t)(uint32_t)A_LONG(i); }

/* b[off..off+len) lies inside the array (the library checks; a NULL or bad range is a bug) */
static uint8_t *range(Array *b, jint off, jint len)
{
    if (!b || off < 0 || len < 0 || off > b->length - len) {
        throw_new("java/lang/ArrayIndexOutOfBoundsException", NULL);
        return NULL;
    }
    return (uint8_t *)ARRAY_DATA(b) + off;
}

static void n_inf_init(uint32_t *args, uint32_t *ret)
{
    InflateStream *z = inflate_open(A_INT(0));
    if (!z) {
        throw_new("java/lang/OutOfMemoryError", NULL);
        return;
    }
    put_long(ret, (jlong)(uintptr_t)z);
}

static void set_dictionary(InflateStream *z, const uint8_t *p, jint len)
{
    if (p && inflate_set_dictionary(z, p, (uint32_t)len) < 0)
        throw_new("java/lang/IllegalArgumentException", NULL);
}
static void n_inf_setDictionary(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    set_dictionary(stream(args, 0), range((Array *)A_REF(2), A_INT(3), A_INT(4)), A_INT(4));
}
static void n_inf_setDictionaryBuffer(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    set_dictionary(stream(args, 0), A_PTR(2), A_INT(4));
}

/* Inflater.c's checkInflateStatus: read | written << 31 | finished << 62 | needDict << 63; a
 * data error sets inputConsumed/outputConsumed and throws DataFormatException with zlib's
 * message */
static void inflate_call(uint32_t *args, uint32_t *ret, const uint8_t *in, jint inlen, uint8_t *out, jint outlen)
{
    if (!in || !out)
        return; /* range() threw */
    Object *self = A_REF(0);
    uint32_t used, wrote;
    int st = inflate_run(stream(args, 1), in, (uint32_t)inlen, &used, out, (uint32_t)outlen, &wrote);
    switch (st) {
    case INFLATE_ERROR: {
        static uint32_t in_off, out_off;
        if (!in_off) {
            in_off = field_offset_or_die("java/util/zip/Inflater", "inputConsumed", "I");
            out_off = field_offset_or_die("java/util/zip/Inflater", "outputConsumed", "I");
        }
        *(jint *)((uint8_t *)self + in_off) = (jint)used;
        *(jint *)((uint8_t *)self + out_off) = (jint)wrote;
        throw_new("java/util/zip/DataFormatException", "%s", inflate_error(stream(args, 1)));
        return;
    }
    case INFLATE_NOMEM:
        throw_new("java/lang/OutOfMemoryError", NULL);
        return;
    default:
        put_long(ret, (jlong)used | (jlong)wrote << 31 | (jlong)(st == INFLATE_END) << 62 |
                          (jlong)(st == INFLATE_NEED_DICT) << 63);
    }
}
static void n_inflateBytesBytes(uint32_t *args, uint32_t *ret)
{
    inflate_call(args, ret, range((Array *)A_REF(3), A_INT(4), A_INT(5)), A_INT(5),
                 range((Array *)A_REF(6), A_INT(7), A_INT(8)), A_INT(8));
}
static void n_inflateBytesBuffer(uint32_t *args, uint32_t *ret)
{
    inflate_call(args, ret, range((Array *)A_REF(3), A_INT(4), A_INT(5)), A_INT(5), A_PTR(6), A_INT(8));
}
static void n_inflateBufferBytes(uint32_t *args, uint32_t *ret)
{
    inflate_call(args, ret, A_PTR(3), A_INT(5), range((Array *)A_REF(6), A_INT(7), A_INT(8)), A_INT(8));
}
static void n_inflateBufferBuffer(uint32_t *args, uint32_t *ret)
{
    inflate_call(args, ret, A_PTR(3), A_INT(5), A_PTR(6), A_INT(8));
}
static void n_inf_getAdler(uint32_t *args, uint32_t *ret) { R_INT(inflate_adler(stream(args, 0))); }
static void n_inf_reset(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    inflate_reset(stream(args, 0));
}
static void n_inf_end(uint32_t *args, uint32_t *ret)
{
    (void)ret;
    inflate_close(stream(args, 0));
}
static void n_nothing(uint32_t *args, uint32_t *ret) { (void)args, (void)ret; }

/* ---- jdk.internal.perf.Perf: the library's counters (ClassLoader's, ZipFile's ...) ---- */

/* a new java.nio.DirectByteBuffer over n bytes of C memory holding p[0..n) (JNI's
 * NewDirectByteBuffer: the (long, int) constructor); the memory lives as long as the VM */
static void direct_buffer(uint32_t *ret, const void *p, uint32_t n)
{
    R_REF(NULL);
    uint8_t *mem = calloc(1, n ? n : 1);
    Class *k = load_class("java/nio/DirectByteBuffer");
    if (!mem || !k || class_init(k) < 0) {
        free(mem);
        if (!thread.pending)
            throw_new("java/lang/OutOfMemoryError", NULL);
        return;
    }
    memcpy(mem, p, n);
    Method *ctor = find_declared_method(k, "<init>", "(JI)V");
    if (!ctor)
        fatal("-X:classlib=jdk: java.nio.DirectByteBuffer has no (long, int) constructor");
    Object *b = alloc_object(k);
    if (!b)
        return;
    int h = handle_push(b);
    uint32_t a[4] = {(uint32_t)(uintptr_t)b};
    put_long(a + 1, (jlong)(uintptr_t)mem);
    a[3] = n;
    if (invoke_method(ctor, a, NULL) == 0)
        R_REF(handles[h]);
    handle_pop(1);
}

static void n_perf_createLong(uint32_t *args, uint32_t *ret)
{
    jlong v = A_LONG(4);
    uint8_t be[8]; /* the buffer's order is the platform's (big-endian) */
    for (int i = 0; i < 8; i++)
        be[i] = (uint8_t)((uint64_t)v >> (56 - 8 * i));
    direct_buffer(ret, be, 8);
}
static void n_perf_createByteArray(uint32_t *args, uint32_t *ret)
{
    Array *v = (Array *)A_REF(4);
    jint max = A_INT(5);
    if (!v || max < v->length) {
        throw_new("java/lang/IllegalArgumentException", "invalid PerfByteArray length");
        return;
    }
    uint8_t *tmp = calloc(1, (size_t)max + 1);
    if (!tmp) {
        throw_new("java/lang/OutOfMemoryError", NULL);
        return;
    }
    memcpy(tmp, ARRAY_DATA(v), (size_t)v->length);
    direct_buffer(ret, tmp, (uint32_t)max);
    free(tmp);
}
static void n_perf_attach(uint32_t *args, uint32_t *ret)
{
    (void)args, (void)ret;
    throw_new("java/io/IOException", "the guest VM keeps no shared performance data (HotSpot's -XX:-UsePerfData)");
}
/* the high-resolution counter is System.nanoTime's clock, in nanoseconds */
static void n_perf_highResCounter(uint32_t *args, uint32_t *ret)
{
    (void)args;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    put_long(ret, (jlong)ts.tv_sec * 1000000000 + ts.tv_nsec);
}
static void n_perf_highResFrequency(uint32_t *args, uint32_t *ret)
{
    (void)args;
    put_long(ret, 1000000000);
}

#define INF "java/util/zip/Inflater."
#define PERF "jdk/internal/perf/Perf."
const NativeEntry jdk_zip_natives[] = {
    {INF "initIDs()V", n_nothing},
    {INF "init(Z)J", n_inf_init},
    {INF "setDictionary(J[BII)V", n_inf_setDictionary},
    {INF "setDictionaryBuffer(JJI)V", n_inf_setDictionaryBuffer},
    {INF "inflateBytesBytes(J[BII[BII)J", n_inflateBytesBytes},
    {INF "inflateBytesBuffer(J[BIIJI)J", n_inflateBytesBuffer},
    {INF "inflateBufferBytes(JJI[BII)J", n_inflateBufferBytes},
    {INF "inflateBufferBuffer(JJIJI)J", n_inflateBufferBuffer},
    {INF "getAdler(J)I", n_inf_getAdler},
    {INF "reset(J)V", n_inf_reset},
    {INF "end(J)V", n_inf_end},
    {PERF "registerNatives()V", n_nothing},
    {PERF "attach0(Ljava/lang/String;II)Ljava/nio/ByteBuffer;", n_perf_attach},
    {PERF "detach(Ljava/nio/ByteBuffer;)V", n_nothing},
    {PERF "createLong(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;", n_perf_createLong},
    {PERF "createByteArray(Ljava/lang/String;II[BI)Ljava/nio/ByteBuffer;", n_perf_createByteArray},
    {PERF "highResCounter()J", n_perf_highResCounter},
    {PERF "highResFrequency()J", n_perf_highResFrequency},
};
const size_t jdk_zip_natives_count = sizeof jdk_zip_natives / sizeof jdk_zip_natives[0];
