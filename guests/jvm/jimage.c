/* jimage.c - the runtime image reader (jimage.h has the format). */
#include "jimage.h"
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAGIC 0xCAFEDADAu
#define HEADER_BYTES 28u
#define HASH_MULTIPLIER 0x01000193u
/* location attribute kinds */
enum { A_END, A_MODULE, A_PARENT, A_BASE, A_EXTENSION, A_OFFSET, A_COMPRESSED, A_UNCOMPRESSED, A_COUNT };

struct Jimage {
    int fd;
    int big;                   /* the image's words are big-endian */
    uint32_t resources, table_length, locations_size, strings_size;
    uint32_t index_size;       /* content offsets count from here */
    uint8_t *index;            /* header, redirect, offsets, locations, strings */
    const uint8_t *redirect, *offsets, *locations;
    const char *strings;
};

static uint32_t word(const Jimage *j, const uint8_t *p)
{
    return j->big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
                  : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* pread until n bytes or the end; 0 when all n were read */
static int read_at(int fd, void *buf, uint32_t n, uint32_t off)
{
    uint8_t *b = buf;
    while (n) {
        ssize_t r = pread(fd, b, n, (off_t)off);
        if (r <= 0)
            return -1;
        b += r, n -= (uint32_t)r, off += (uint32_t)r;
    }
    return 0;
}

Jimage *jimage_open(const char *path, const char **err)
{
    uint8_t h[HEADER_BYTES];
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        *err = "cannot open";
        return NULL;
    }
    Jimage *j = calloc(1, sizeof *j);
    if (!j) {
        close(fd);
        *err = "out of memory";
        return NULL;
    }
    j->fd = fd;
    if (read_at(fd, h, sizeof h, 0) != 0) {
        *err = "not a jimage (shorter than its header)";
        goto fail;
    }
    j->big = 1;
    if (word(j, h) != MAGIC) {
        j->big = 0;
        if (word(j, h) != MAGIC) {
            *err = "not a jimage (bad magic)";
            goto fail;
        }
    }
    if (word(j, h + 4) >> 16 != 1) {
        *err = "a jimage of an unknown major version (this reader knows 1)";
        goto fail;
    }
    j->resources = word(j, h + 12);
    j->table_length = word(j, h + 16);
    j->locations_size = word(j, h + 20);
    j->strings_size = word(j, h + 24);
    uint64_t size = HEADER_BYTES + 8ull * j->table_length + j->locations_size + j->strings_size;
    if (j->table_length == 0 || size > 0x10000000u) {
        *err = "a jimage with an implausible index";
        goto fail;
    }
    j->index_size = (uint32_t)size;
    j->index = malloc(j->index_size + 1);
    if (!j->index) {
        *err = "out of memory";
        goto fail;
    }
    if (read_at(fd, j->index, j->index_size, 0) != 0) {
        *err = "a jimage cut short in its index";
        goto fail;
    }
    j->index[j->index_size] = 0; /* the last string ends, whatever the file holds */
    j->redirect = j->index + HEADER_BYTES;
    j->offsets = j->redirect + 4 * j->table_length;
    j->locations = j->offsets + 4 * j->table_length;
    j->strings = (const char *)j->locations + j->locations_size;
    return j;
fail:
    jimage_close(j);
    return NULL;
}

void jimage_close(Jimage *j)
{
    if (!j)
        return;
    close(j->fd);
    free(j->index);
    free(j);
}

uint32_t jimage_resource_count(const Jimage *j) { return j->resources; }

/* ImageStringsReader's hash: FNV-1 over the name's (modified) UTF-8 bytes, then positive */
static uint32_t hash(const char *s, uint32_t seed)
{
    for (const uint8_t *p = (const uint8_t *)s; *p; p++)
        seed = (seed * HASH_MULTIPLIER) ^ *p;
    return seed & 0x7fffffffu;
}

static const char *string_at(const Jimage *j, uint64_t off)
{
    return off < j->strings_size ? j->strings + off : "";
}

/* the attributes of location i; 0 when its stream runs out of the locations */
static int location(const Jimage *j, uint32_t i, uint64_t a[A_COUNT])
{
    memset(a, 0, sizeof(uint64_t) * A_COUNT);
    uint32_t off = word(j, j->offsets + 4 * i);
    while (off < j->locations_size) {
        uint8_t b = j->locations[off++];
        unsigned kind = b >> 3, len = (b & 7u) + 1;
        if (kind == A_END)
            return 1;
        if (kind >= A_COUNT || off + len > j->locations_size)
            return 0;
        uint64_t v = 0;
        while (len--)
            v = v << 8 | j->locations[off++];
        a[kind] = v;
    }
    return 0;
}

/* the name a location stands for is /module/parent/base.extension */
static int same_name(const Jimage *j, const uint64_t a[A_COUNT], const char *module, const char *name)
{
    const char *m = string_at(j, a[A_MODULE]), *parent = string_at(j, a[A_PARENT]);
    const char *base = string_at(j, a[A_BASE]), *ext = string_at(j, a[A_EXTENSION]);
    size_t n;
    if (strcmp(m, module) != 0)
        return 0;
    if (*parent) {
        n = strlen(parent);
        if (strncmp(name, parent, n) != 0 || name[n] != '/')
            return 0;
        name += n + 1;
    }
    n = strlen(base);
    if (strncmp(name, base, n) != 0)
        return 0;
    name += n;
    if (*ext)
        return name[0] == '.' && strcmp(name + 1, ext) == 0;
    return *name == 0;
}

/* the location of /module/name, or -1 */
static int64_t find(const Jimage *j, const char *module, const char *name, uint64_t a[A_COUNT])
{
    size_t lm = strlen(module), ln = strlen(name);
    char *full = malloc(lm + ln + 3), *at = full;
    if (!full)
        return -1;
    if (lm) { /* the image's two roots, "/modules" and "/packages", are in no module */
        *at++ = '/';
        memcpy(at, module, lm);
        at += lm;
        *at++ = '/';
    }
    memcpy(at, name, ln + 1);
    int32_t r = (int32_t)word(j, j->redirect + 4 * (hash(full, HASH_MULTIPLIER) % j->table_length));
    /* negative: the location's index itself; positive: the seed of a second hash */
    int64_t i = r < 0 ? -1 - (int64_t)r : r > 0 ? (int64_t)(hash(full, (uint32_t)r) % j->table_length) : -1;
    free(full);
    if (i < 0 || i >= j->table_length || !location(j, (uint32_t)i, a) || !same_name(j, a, module, name))
        return -1;
    return i;
}

uint8_t *jimage_read(Jimage *j, const char *module, const char *name, uint32_t *len, const char **err)
{
    uint64_t a[A_COUNT];
    *err = NULL;
    if (find(j, module, name, a) < 0)
        return NULL;
    if (a[A_COMPRESSED]) {
        *err = "a compressed resource (the pinned image is uncompressed: rebuild it with guests/jdk/image.sh)";
        return NULL;
    }
    uint64_t at = j->index_size + a[A_OFFSET];
    if (a[A_UNCOMPRESSED] > 0x7fffffffu || at + a[A_UNCOMPRESSED] > 0xffffffffu) {
        *err = "a resource beyond 4 GiB";
        return NULL;
    }
    uint32_t n = (uint32_t)a[A_UNCOMPRESSED];
    uint8_t *buf = malloc(n ? n : 1);
    if (!buf) {
        *err = "out of memory";
        return NULL;
    }
    if (read_at(j->fd, buf, n, (uint32_t)at) != 0) {
        free(buf);
        *err = "the image is cut short";
        return NULL;
    }
    *len = n;
    return buf;
}

const char *jimage_package_module(Jimage *j, const char *package)
{
    size_t n = strlen(package);
    char *dotted = malloc(n + 1);
    if (!dotted)
        return NULL;
    for (size_t i = 0; i <= n; i++)
        dotted[i] = package[i] == '/' ? '.' : package[i];
    uint32_t len;
    const char *err;
    uint8_t *c = jimage_read(j, "packages", dotted, &len, &err);
    free(dotted);
    const char *module = NULL;
    /* pairs of words: (the package is empty in this module, the module's name) */
    for (uint32_t i = 0; c && i + 8 <= len && !module; i += 8)
        if (word(j, c + i) == 0)
            module = string_at(j, word(j, c + i + 4));
    free(c);
    return module;
}

int jimage_each(Jimage *j, JimageVisit fn, void *ctx)
{
    uint64_t a[A_COUNT];
    for (uint32_t i = 0; i < j->table_length; i++) {
        if (!location(j, i, a))
            continue;
        int r = fn(ctx, string_at(j, a[A_MODULE]), string_at(j, a[A_PARENT]), string_at(j, a[A_BASE]),
                   string_at(j, a[A_EXTENSION]), (uint32_t)a[A_UNCOMPRESSED]);
        if (r)
            return r;
    }
    return 0;
}
