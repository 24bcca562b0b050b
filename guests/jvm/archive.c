/* archive.c - where class bytes come from: the class library archive embedded in the ELF
 * (classlib.S includes the file that build.sh packs), then the -cp directories.
 * Archive format (big-endian): "JCA1", u32 count, then count entries sorted by name:
 * u16 name length, name (internal form, no ".class"), u32 data length, data. */
#include "jvm.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

extern const uint8_t classlib_archive[], classlib_archive_end[];

typedef struct Entry {
    const char *name; /* not NUL-terminated */
    uint16_t name_len;
    const uint8_t *data;
    uint32_t len;
} Entry;

static Entry *entries;
static uint32_t nentries;

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static void archive_index(void)
{
    const uint8_t *p = classlib_archive, *end = classlib_archive_end;
    if (end - p < 8 || memcmp(p, "JCA1", 4) != 0)
        fatal("the embedded class library archive is missing or corrupt");
    nentries = be32(p + 4);
    entries = xcalloc(nentries, sizeof(Entry));
    p += 8;
    for (uint32_t i = 0; i < nentries; i++) {
        if (end - p < 2)
            fatal("class library archive truncated");
        entries[i].name_len = (uint16_t)(p[0] << 8 | p[1]);
        entries[i].name = (const char *)p + 2;
        p += 2 + entries[i].name_len;
        if (end - p < 4)
            fatal("class library archive truncated");
        entries[i].len = be32(p);
        entries[i].data = p + 4;
        p += 4 + entries[i].len;
        if (p > end)
            fatal("class library archive truncated");
    }
}

static int cmp_name(const char *a, size_t alen, const char *b, size_t blen)
{
    size_t n = alen < blen ? alen : blen;
    int c = memcmp(a, b, n);
    return c ? c : (alen > blen) - (alen < blen);
}

int archive_find(const char *name, const uint8_t **data, uint32_t *len)
{
    if (!entries)
        archive_index();
    size_t nl = strlen(name);
    uint32_t lo = 0, hi = nentries;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        int c = cmp_name(entries[mid].name, entries[mid].name_len, name, nl);
        if (c == 0) {
            *data = entries[mid].data;
            *len = entries[mid].len;
            return 1;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

uint8_t *classpath_read(const char *name, uint32_t *len)
{
    for (int i = 0; i < opt.ncp; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.class", opt.cp[i], name);
        int fd = open(path, O_RDONLY);
        if (fd < 0)
            continue;
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
    return NULL;
}
