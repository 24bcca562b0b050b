/* zip.c - jar files: the ZIP central directory (APPNOTE 6.3: end record, central and local
 * headers), entries inflated by inflate.c, the CRC-32 of every entry checked. The whole file
 * is read into VM memory at open; every count, length and offset is checked against it, so a
 * broken jar is a one-line error naming the jar and what is wrong, never a crash. Not
 * supported (errors): ZIP64, multi-disk archives, encryption, compression methods other than
 * stored (0) and deflated (8). */
#include "classmodel.h"
#include <fcntl.h>
#include <strings.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define ZIP_MAX_FILE (512u << 20)  /* a jar larger than this is refused */
#define ZIP_MAX_ENTRY (64u << 20)  /* an entry inflating to more than this is refused */

typedef struct ZipEntry {
    const char *name; /* into the file's bytes, not NUL-terminated */
    uint16_t name_len, method;
    uint32_t crc, csize, usize, local;
} ZipEntry;

struct Zip {
    char *path;
    uint8_t *data;
    uint32_t size;
    ZipEntry *e;
    uint32_t n;
};

static uint16_t le16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t le32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

/* ---- CRC-32 (IEEE 802.3, reflected, as ZIP uses it) ---- */
static uint32_t crc_table[256];

uint32_t crc32_update(uint32_t crc, const uint8_t *p, uint32_t n)
{
    if (!crc_table[1])
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++)
                c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
            crc_table[i] = c;
        }
    uint32_t c = crc ^ 0xffffffffu;
    for (uint32_t i = 0; i < n; i++)
        c = crc_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

/* ---- the ZIP directory ---- */
static _Noreturn void corrupt(const Zip *z, const char *what)
{
    fatal("invalid or corrupt jarfile %s: %s", z->path, what);
}

static void zip_index(Zip *z)
{
    const uint8_t *d = z->data;
    uint32_t size = z->size;
    if (size < 22)
        corrupt(z, "too short for a ZIP end record");
    /* the end record: 22 bytes and a comment of up to 65535, at the end of the file */
    uint32_t eocd = UINT32_MAX;
    for (uint32_t p = size - 22 + 1, stop = size > 22 + 65535 ? size - 22 - 65535 : 0; p-- > stop;)
        if (le32(d + p) == 0x06054b50u && p + 22 + le16(d + p + 20) == size) {
            eocd = p;
            break;
        }
    if (eocd == UINT32_MAX)
        corrupt(z, "no ZIP end-of-central-directory record");
    const uint8_t *e = d + eocd;
    uint32_t n = le16(e + 10), cd_size = le32(e + 12), cd_off = le32(e + 16);
    if (le16(e + 4) != 0 || le16(e + 6) != 0 || le16(e + 8) != n)
        corrupt(z, "multi-disk archives are not supported");
    if (n == 0xffffu || cd_size == 0xffffffffu || cd_off == 0xffffffffu)
        corrupt(z, "ZIP64 archives are not supported");
    if (cd_off > eocd || cd_size > eocd - cd_off)
        corrupt(z, "central directory lies outside the file");
    z->e = xcalloc(n ? n : 1, sizeof(ZipEntry));
    uint32_t p = cd_off, end = cd_off + cd_size;
    for (uint32_t i = 0; i < n; i++) {
        if (end - p < 46 || le32(d + p) != 0x02014b50u)
            corrupt(z, "bad central directory entry");
        ZipEntry *x = &z->e[z->n];
        uint16_t flags = le16(d + p + 8);
        x->method = le16(d + p + 10);
        x->crc = le32(d + p + 16);
        x->csize = le32(d + p + 20);
        x->usize = le32(d + p + 24);
        x->name_len = le16(d + p + 28);
        uint32_t var = (uint32_t)x->name_len + le16(d + p + 30) + le16(d + p + 32);
        x->local = le32(d + p + 42);
        x->name = (const char *)d + p + 46;
        if (end - p - 46 < var)
            corrupt(z, "central directory entry runs past the directory");
        p += 46 + var;
        if (flags & 1)
            corrupt(z, "encrypted entries are not supported");
        if (x->csize == 0xffffffffu || x->usize == 0xffffffffu || x->local == 0xffffffffu)
            corrupt(z, "ZIP64 entries are not supported");
        if (x->local > cd_off || cd_off - x->local < 30)
            corrupt(z, "local header offset outside the file");
        z->n++;
    }
}

Zip *zip_open(const char *path)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK); /* a FIFO must not block the VM */
    if (fd < 0)
        return NULL;
    /* the size from lseek, not fstat (whose inode numbers and times would reach the trace);
     * something that cannot seek (a FIFO) is not a jar */
    off_t end = lseek(fd, 0, SEEK_END);
    if (end < 0 || lseek(fd, 0, SEEK_SET) != 0) {
        close(fd);
        return NULL;
    }
    Zip *z = xcalloc(1, sizeof(Zip));
    z->path = xstrdup(path);
    if ((uint64_t)end > ZIP_MAX_FILE)
        corrupt(z, "larger than 512 MiB");
    z->size = (uint32_t)end;
    z->data = xmalloc(z->size);
    for (uint32_t got = 0; got < z->size;) {
        ssize_t r = read(fd, z->data + got, z->size - got);
        if (r <= 0)
            corrupt(z, "cannot read it (a directory, or shorter than it seemed)");
        got += (uint32_t)r;
    }
    close(fd);
    zip_index(z);
    return z;
}

/* the bytes of entry `name` (malloc'd, *len set), or NULL when the jar has no such entry */
uint8_t *zip_read(Zip *z, const char *name, uint32_t *len)
{
    size_t nl = strlen(name);
    for (uint32_t i = 0; i < z->n; i++) {
        ZipEntry *x = &z->e[i];
        if (x->name_len != nl || memcmp(x->name, name, nl) != 0)
            continue;
        /* local header: the name and extra field lengths may differ from the central ones */
        const uint8_t *l = z->data + x->local;
        if (le32(l) != 0x04034b50u)
            corrupt(z, "bad local header");
        uint32_t data = x->local + 30 + le16(l + 26) + le16(l + 28);
        if (data > z->size || z->size - data < x->csize)
            corrupt(z, "entry data lies outside the file");
        if (x->usize > ZIP_MAX_ENTRY)
            corrupt(z, "entry larger than 64 MiB");
        uint8_t *out = xmalloc(x->usize);
        const char *err = NULL;
        if (x->method == 0) {
            if (x->csize != x->usize)
                err = "stored entry's sizes differ";
            else
                memcpy(out, z->data + data, x->usize);
        } else if (x->method == 8) {
            err = inflate_once(z->data + data, x->csize, out, x->usize);
        } else {
            err = "compression method other than stored or deflated";
        }
        if (!err && crc32_update(0, out, x->usize) != x->crc)
            err = "CRC-32 mismatch";
        if (err) {
            char buf[512];
            snprintf(buf, sizeof buf, "entry %.*s: %s", (int)x->name_len, x->name, err);
            corrupt(z, buf);
        }
        *len = x->usize;
        return out;
    }
    return NULL;
}

/* ---- the manifest (JAR File Specification: main section up to the first empty line;
 * lines end in CR LF, LF or CR; a line starting with one space continues the previous) ---- */
static char *manifest_attr(const uint8_t *m, uint32_t n, const char *key)
{
    size_t kl = strlen(key);
    char *val = NULL;
    uint32_t vlen = 0;
    int in_val = 0;
    for (uint32_t p = 0; p < n;) {
        uint32_t s = p;
        while (p < n && m[p] != '\r' && m[p] != '\n')
            p++;
        uint32_t e = p;
        if (p < n && m[p] == '\r') {
            if (++p < n && m[p] == '\n')
                p++;
        } else if (p < n) {
            p++; /* LF */
        }
        if (e == s)
            break; /* the end of the main section */
        if (m[s] == ' ') {
            if (in_val) {
                char *nv = xmalloc(vlen + (e - s - 1) + 1);
                memcpy(nv, val, vlen);
                memcpy(nv + vlen, m + s + 1, e - s - 1);
                vlen += e - s - 1;
                nv[vlen] = 0;
                free(val);
                val = nv;
            }
            continue;
        }
        in_val = 0;
        if (e - s > kl + 1 && strncasecmp((const char *)m + s, key, kl) == 0 && m[s + kl] == ':' &&
            m[s + kl + 1] == ' ') {
            free(val);
            vlen = e - s - (uint32_t)kl - 2;
            val = xmalloc(vlen + 1);
            memcpy(val, m + s + kl + 2, vlen);
            val[vlen] = 0;
            in_val = 1;
        }
    }
    return val;
}

/* -jar JAR: the manifest's Main-Class (the JDK's messages and exit status 1 when it has none) */
char *jar_main_class(const char *path)
{
    Zip *z = zip_open(path);
    if (!z) {
        out_printf(2, "Error: Unable to access jarfile %s\n", path);
        _exit(1);
    }
    uint32_t n;
    uint8_t *m = zip_read(z, "META-INF/MANIFEST.MF", &n);
    char *main_class = m ? manifest_attr(m, n, "Main-Class") : NULL;
    char *class_path = m ? manifest_attr(m, n, "Class-Path") : NULL;
    free(m);
    if (!main_class || !*main_class) {
        out_printf(2, "no main manifest attribute, in %s\n", path);
        _exit(1);
    }
    if (class_path && *class_path)
        out_printf(2, "jvm: warning: %s: the manifest's Class-Path (%s) is ignored\n", path, class_path);
    free(class_path);
    return main_class;
}
