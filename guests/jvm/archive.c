/* archive.c - where class bytes come from: the class library archive embedded in the ELF
 * (classlib.S includes the file that build.sh packs), then the -cp directories, then the
 * embedded benchmark archive (guests/benchmarks/classes, also packed by build.sh): a
 * program on the class path is never shadowed by a bundled benchmark class, and programs
 * that do not name a bench/ class never touch that archive. Class-path entries are
 * directories or jars (zip.c).
 * Archive format (big-endian): "JCA1", u32 count, then count entries sorted by name:
 * u16 name length, name (internal form, no ".class"), u32 data length, data.
 * At the end: OpenJDK's runtime image (-X:jimage=, jimage.c), found by package. */
#include "classmodel.h"
#include "jimage.h"
#include <fcntl.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>


typedef struct Entry {
    const char *name; /* not NUL-terminated */
    uint16_t name_len;
    const uint8_t *data;
    uint32_t len;
} Entry;

/* One embedded archive, indexed on first use. */
typedef struct Archive {
    const char *what; /* for error messages */
    const uint8_t *start, *end;
    Entry *entries;
    uint32_t n;
} Archive;

static Archive classlib = {"class library", classlib_archive, classlib_archive_end, NULL, 0};
static Archive benchlib = {"benchmark", bench_archive, bench_archive_end, NULL, 0};

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static void archive_index(Archive *a)
{
    const uint8_t *p = a->start, *end = a->end;
    if (end - p < 8 || memcmp(p, "JCA1", 4) != 0)
        fatal("the embedded %s archive is missing or corrupt", a->what);
    a->n = be32(p + 4);
    a->entries = xcalloc(a->n ? a->n : 1, sizeof(Entry));
    p += 8;
    for (uint32_t i = 0; i < a->n; i++) {
        Entry *e = &a->entries[i];
        if (end - p < 2)
            fatal("%s archive truncated", a->what);
        e->name_len = (uint16_t)(p[0] << 8 | p[1]);
        e->name = (const char *)p + 2;
        p += 2 + e->name_len;
        if (end - p < 4)
            fatal("%s archive truncated", a->what);
        e->len = be32(p);
        e->data = p + 4;
        p += 4 + e->len;
        if (p > end)
            fatal("%s archive truncated", a->what);
    }
}

static int cmp_name(const char *a, size_t alen, const char *b, size_t blen)
{
    size_t n = alen < blen ? alen : blen;
    int c = memcmp(a, b, n);
    return c ? c : (alen > blen) - (alen < blen);
}

static int find_in(Archive *a, const char *name, const uint8_t **data, uint32_t *len)
{
    if (!a->entries)
        archive_index(a);
    size_t nl = strlen(name);
    uint32_t lo = 0, hi = a->n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        int c = cmp_name(a->entries[mid].name, a->entries[mid].name_len, name, nl);
        if (c == 0) {
            *data = a->entries[mid].data;
            *len = a->entries[mid].len;
            return 1;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

int archive_find(const char *name, const uint8_t **data, uint32_t *len) { return find_in(&classlib, name, data, len); }

int bench_archive_find(const char *name, const uint8_t **data, uint32_t *len)
{
    return find_in(&benchlib, name, data, len);
}

/* The class path: each entry is a directory or a jar (any regular file is read as a ZIP
 * archive, as the JDK does); an entry that does not exist is skipped. What an entry is gets
 * decided on its first search, so a broken jar is an error only once a class is looked up
 * in it (then always: the lookup order does not skip it). */
typedef struct ClassPathEntry {
    enum { CP_UNKNOWN, CP_DIR, CP_JAR, CP_NONE } kind;
    Zip *zip;
} ClassPathEntry;
static ClassPathEntry *cp_entries;

static uint8_t *read_file(const char *path, uint32_t *len)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return NULL;
    uint32_t cap = 4096, n = 0;
    uint8_t *buf = xmalloc(cap);
    for (;;) {
        if (n == cap) {
            cap *= 2;
            uint8_t *nb = xmalloc(cap);
            memcpy(nb, buf, n);
            free(buf);
            buf = nb;
        }
        ssize_t r = read(fd, buf + n, cap - n);
        if (r < 0)
            fatal("cannot read %s", path);
        if (r == 0)
            break;
        n += (uint32_t)r;
    }
    close(fd);
    *len = n;
    return buf;
}

uint8_t *classpath_read(const char *name, uint32_t *len)
{
    if (!cp_entries)
        cp_entries = xcalloc(opt.ncp ? (size_t)opt.ncp : 1, sizeof(ClassPathEntry));
    for (int i = 0; i < opt.ncp; i++) {
        ClassPathEntry *e = &cp_entries[i];
        if (e->kind == CP_UNKNOWN) {
            /* no stat(): its inode numbers and times would reach the trace and make runs
             * from different directories differ */
            int fd = open(opt.cp[i], O_RDONLY | O_DIRECTORY);
            if (fd >= 0) {
                close(fd);
                e->kind = CP_DIR;
            } else if (errno == ENOTDIR && (e->zip = zip_open(opt.cp[i])) != NULL) {
                e->kind = CP_JAR;
            } else {
                e->kind = CP_NONE;
            }
        }
        char path[4096];
        snprintf(path, sizeof path, "%s%s%s.class", e->kind == CP_DIR ? opt.cp[i] : "", e->kind == CP_DIR ? "/" : "",
                 name);
        uint8_t *bytes = NULL;
        if (e->kind == CP_DIR)
            bytes = read_file(path, len);
        else if (e->kind == CP_JAR)
            bytes = zip_read(e->zip, path, len);
        if (bytes)
            return bytes;
    }
    return NULL;
}

/* ---- the runtime image (-X:jimage=): OpenJDK 17's modules, read by jimage.c ---- */
static Jimage *image;

void image_open(const char *path)
{
    const char *err;
    image = jimage_open(path, &err);
    if (!image)
        fatal("-X:jimage=%s: %s (guests/jdk/image.sh builds the runtime image; its lib/modules is the file to name)",
              path, err);
}

int image_is_open(void) { return image != NULL; }

const char *image_class_module(const char *name)
{
    const char *slash = strrchr(name, '/');
    if (!image || !slash)
        return NULL;
    char pkg[1024];
    snprintf(pkg, sizeof pkg, "%.*s", (int)(slash - name), name);
    return jimage_package_module(image, pkg);
}

uint8_t *image_read_class(const char *name, uint32_t *len)
{
    const char *slash = strrchr(name, '/');
    if (!image || !slash)
        return NULL;
    char pkg[1024], file[1100];
    snprintf(pkg, sizeof pkg, "%.*s", (int)(slash - name), name);
    const char *module = jimage_package_module(image, pkg);
    if (!module)
        return NULL;
    snprintf(file, sizeof file, "%s.class", name);
    const char *err;
    uint8_t *data = jimage_read(image, module, file, len, &err);
    if (!data && err)
        fatal("-X:jimage=%s: /%s/%s: %s", opt.jimage, module, file, err);
    return data;
}

typedef struct EachClass {
    int (*fn)(void *ctx, const char *module, const char *name, const uint8_t *data, uint32_t len);
    void *ctx;
} EachClass;

static int each_class(void *ctx, const char *module, const char *parent, const char *base, const char *ext,
                      uint32_t size)
{
    EachClass *e = ctx;
    /* classes of modules; not the jrt tree (/modules, /packages) nor module-info */
    if (strcmp(ext, "class") != 0 || !*module || strcmp(module, "modules") == 0 ||
        strcmp(module, "packages") == 0 || strcmp(base, "module-info") == 0)
        return 0;
    char name[1024], file[1100];
    snprintf(name, sizeof name, "%s%s%s", parent, *parent ? "/" : "", base);
    snprintf(file, sizeof file, "%s.class", name);
    uint32_t len;
    const char *err;
    uint8_t *data = jimage_read(image, module, file, &len, &err);
    if (!data)
        fatal("-X:jimage=%s: /%s/%s: %s", opt.jimage, module, file, err ? err : "listed but not found");
    int r = e->fn(e->ctx, module, name, data, len);
    free(data);
    return r;
}

int image_each_class(int (*fn)(void *ctx, const char *module, const char *name, const uint8_t *data, uint32_t len),
                     void *ctx)
{
    EachClass e = {fn, ctx};
    return image ? jimage_each(image, each_class, &e) : 0;
}
