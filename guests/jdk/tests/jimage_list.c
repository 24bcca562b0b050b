/* jimage_list.c - lists every location of a runtime image through jimage.c, as
 * JimageList.java lists it through the JDK's own reader: one line per location, sorted by
 * the test, "NAME SIZE CRC32" (the CRC of the content jimage_read returns). A reader error
 * is a line "NAME error: WHY"; an image that does not open is "jimage: WHY" and exit 1.
 * Usage: jimage_list IMAGE [PACKAGE...] (each PACKAGE: a line "PACKAGE -> MODULE") */
#include "../../jvm/jimage.h"
#include <stdio.h>
#include <stdlib.h>

static uint32_t crc_table[256];
static Jimage *img;

static uint32_t crc32(const uint8_t *p, uint32_t n)
{
    uint32_t c = 0xffffffffu;
    while (n--)
        c = crc_table[(c ^ *p++) & 255] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static int visit(void *ctx, const char *module, const char *parent, const char *base, const char *ext,
                 uint32_t size)
{
    char name[4096];
    snprintf(name, sizeof name, "%s%s%s%s%s", parent, *parent ? "/" : "", base, *ext ? "." : "", ext);
    uint32_t len;
    const char *err;
    uint8_t *d = jimage_read(img, module, name, &len, &err);
    if (!d)
        printf("%s%s%s%s error: %s\n", *module ? "/" : "", module, *module ? "/" : "", name, err ? err : "not found");
    else if (len != size)
        printf("%s%s%s%s error: %u bytes listed, %u read\n", *module ? "/" : "", module, *module ? "/" : "", name, size, len);
    else
        printf("%s%s%s%s %u %08x\n", *module ? "/" : "", module, *module ? "/" : "", name, len, crc32(d, len));
    free(d);
    (*(unsigned *)ctx)++;
    return 0;
}

int main(int argc, char **argv)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t x = i;
        for (int k = 0; k < 8; k++)
            x = x & 1 ? 0xedb88320u ^ (x >> 1) : x >> 1;
        crc_table[i] = x;
    }
    const char *err;
    if (argc < 2 || !(img = jimage_open(argv[1], &err))) {
        printf("jimage: %s\n", argc < 2 ? "usage: jimage_list IMAGE [PACKAGE...]" : err);
        return 1;
    }
    for (int i = 2; i < argc; i++) {
        const char *m = jimage_package_module(img, argv[i]);
        printf("%s -> %s\n", argv[i], m ? m : "(none)");
    }
    unsigned n = 0;
    jimage_each(img, visit, &n);
    fprintf(stderr, "%u locations, %u resources in the header\n", n, jimage_resource_count(img));
    jimage_close(img);
    return 0;
}
