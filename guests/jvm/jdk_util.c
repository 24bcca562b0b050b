/* jdk_util.c - the natives of OpenJDK 17's java.util and java.util.zip checksums
 * (-X:classlib=jdk), as libjava and libzip do them: the platform's time zone
 * (TimeZone_md.c), CRC32 and Adler32 (zlib's functions: zip.c's CRC-32, inflate.c's Adler-32), and
 * the process environment (ProcessEnvironment_md.c). */
#define _GNU_SOURCE /* environ */
#include "natives.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define A_INT(i) ((jint)args[i])
#define A_PTR(i) ((uint8_t *)(uintptr_t)(uint32_t)get_long(args + (i)))
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

/* ---- java.util.TimeZone ----
 * getSystemTimeZoneID(javaHome): $TZ without a leading ':' or "posix/" (simrun gives the guest
 * TZ=UTC unless told otherwise), else the zone /etc/localtime links to, else null (the
 * library then asks for the GMT offset) */
static void n_getSystemTimeZoneID(uint32_t *args, uint32_t *ret)
{
    (void)args;
    R_REF(NULL);
    const char *tz = getenv("TZ");
    char link[512];
    if (!tz || !*tz) {
        ssize_t n = readlink("/etc/localtime", link, sizeof link - 1);
        char *z = n > 0 ? (link[n] = 0, strstr(link, "zoneinfo/")) : NULL;
        if (!z)
            return;
        tz = z + 9;
    }
    if (*tz == ':')
        tz++;
    if (strncmp(tz, "posix/", 6) == 0)
        tz += 6;
    R_REF(new_string_utf8(tz));
}

/* getSystemGMTOffsetID(): asked only when no zone is named (no TZ, no /etc/localtime link),
 * where the C library's local time is UTC as well: "GMT", as libjava answers for offset 0.
 * (localtime would bring glibc's TZ-string parser, scanf and all, into the VM for nothing.) */
static void n_getSystemGMTOffsetID(uint32_t *args, uint32_t *ret)
{
    (void)args;
    R_REF(new_string_utf8("GMT"));
}

/* ---- java.util.zip.CRC32, Adler32 ---- */
static int bounds(Array *b, jint off, jint len)
{
    if (!b || off < 0 || len < 0 || off > b->length - len) {
        throw_new("java/lang/ArrayIndexOutOfBoundsException", NULL);
        return -1;
    }
    return 0;
}

static void n_crc_update(uint32_t *args, uint32_t *ret)
{
    uint8_t b = (uint8_t)A_INT(1);
    R_INT(crc32_update((uint32_t)A_INT(0), &b, 1));
}
static void n_crc_updateBytes0(uint32_t *args, uint32_t *ret)
{
    Array *b = (Array *)A_REF(1);
    if (bounds(b, A_INT(2), A_INT(3)) < 0)
        return;
    R_INT(crc32_update((uint32_t)A_INT(0), (uint8_t *)ARRAY_DATA(b) + A_INT(2), (uint32_t)A_INT(3)));
}
static void n_crc_updateByteBuffer0(uint32_t *args, uint32_t *ret)
{
    R_INT(crc32_update((uint32_t)A_INT(0), A_PTR(1) + A_INT(3), (uint32_t)A_INT(4)));
}

static void n_adler_update(uint32_t *args, uint32_t *ret)
{
    uint8_t b = (uint8_t)A_INT(1);
    R_INT(adler32_update((uint32_t)A_INT(0), &b, 1));
}
static void n_adler_updateBytes(uint32_t *args, uint32_t *ret)
{
    Array *b = (Array *)A_REF(1);
    if (bounds(b, A_INT(2), A_INT(3)) < 0)
        return;
    R_INT(adler32_update((uint32_t)A_INT(0), (uint8_t *)ARRAY_DATA(b) + A_INT(2), (uint32_t)A_INT(3)));
}
static void n_adler_updateByteBuffer(uint32_t *args, uint32_t *ret)
{
    R_INT(adler32_update((uint32_t)A_INT(0), A_PTR(1) + A_INT(3), (uint32_t)A_INT(4)));
}

/* ---- java.lang.ProcessEnvironment.environ(): name, value, name, value... as byte[]s ---- */

static void n_environ(uint32_t *args, uint32_t *ret)
{
    (void)args;
    R_REF(NULL);
    int n = 0;
    for (char **e = environ; *e; e++)
        n += strchr(*e, '=') != NULL;
    Class *ba = array_class_of(prim_class_for('B'));
    Array *a = alloc_array(array_class_of(ba), 2 * n);
    if (!a)
        return;
    int h = handle_push((Object *)a), i = 0;
    for (char **e = environ; *e && !thread.pending; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq)
            continue;
        for (int part = 0; part < 2 && !thread.pending; part++, i++) {
            const char *s = part ? eq + 1 : *e;
            size_t len = part ? strlen(eq + 1) : (size_t)(eq - *e);
            Array *b = alloc_array(ba, (jint)len);
            if (b) {
                memcpy(ARRAY_DATA(b), s, len);
                store_ref(handles[h], (Object **)ARRAY_DATA((Array *)handles[h]) + i, (Object *)b);
            }
        }
    }
    if (!thread.pending)
        R_REF(handles[h]);
    handle_pop(1);
}

const NativeEntry jdk_util_natives[] = {
    {"java/util/TimeZone.getSystemTimeZoneID(Ljava/lang/String;)Ljava/lang/String;", n_getSystemTimeZoneID},
    {"java/util/TimeZone.getSystemGMTOffsetID()Ljava/lang/String;", n_getSystemGMTOffsetID},
    {"java/util/zip/CRC32.update(II)I", n_crc_update},
    {"java/util/zip/CRC32.updateBytes0(I[BII)I", n_crc_updateBytes0},
    {"java/util/zip/CRC32.updateByteBuffer0(IJII)I", n_crc_updateByteBuffer0},
    {"java/util/zip/Adler32.update(II)I", n_adler_update},
    {"java/util/zip/Adler32.updateBytes(I[BII)I", n_adler_updateBytes},
    {"java/util/zip/Adler32.updateByteBuffer(IJII)I", n_adler_updateByteBuffer},
    {"java/lang/ProcessEnvironment.environ()[[B", n_environ},
};
const size_t jdk_util_natives_count = sizeof jdk_util_natives / sizeof jdk_util_natives[0];
