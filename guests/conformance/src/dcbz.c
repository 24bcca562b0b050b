/* Cache-block instructions as a user program sees them: dcbz zeroes exactly
 * one block of AT_DCACHEBSIZE bytes (the aligned block containing the
 * address, whatever its offset), dcbst/dcbf/dcbt/dcbtst/icbi leave data
 * alone, and memset(0) of large areas (which glibc does with dcbz) is exact. */
#include <stdlib.h>
#include <sys/auxv.h>

#include "common.h"

static unsigned char buf[512] __attribute__((aligned(256)));

static void ranges(const char *what)
{
    /* Print the zeroed byte ranges. */
    printf("%s: zeroed", what);
    size_t i = 0;
    int any = 0;
    while (i < sizeof buf) {
        if (buf[i] == 0) {
            size_t j = i;
            while (j < sizeof buf && buf[j] == 0)
                j++;
            printf(" [%zu,%zu)", i, j);
            any = 1;
            i = j;
        } else {
            i++;
        }
    }
    printf("%s\n", any ? "" : " nothing");
}

int main(void)
{
    unsigned long bs = getauxval(AT_DCACHEBSIZE);
    printf("AT_DCACHEBSIZE = %lu, AT_ICACHEBSIZE = %lu\n", bs, getauxval(AT_ICACHEBSIZE));
    static const size_t OFFS[] = { 0, 1, 31, 32, 40, 63, 100, 255, 256, 300 };
    for (size_t k = 0; k < ARRAY_LEN(OFFS); k++) {
        memset(buf, 0xff, sizeof buf);
        __asm__ volatile("dcbz 0,%0" : : "b"(buf + OFFS[k]) : "memory");
        char what[40];
        snprintf(what, sizeof what, "dcbz at +%zu", OFFS[k]);
        ranges(what);
    }
    /* Indexed form: dcbz rA,rB. */
    memset(buf, 0xff, sizeof buf);
    __asm__ volatile("dcbz %0,%1" : : "b"(buf + 64), "r"(77) : "memory");
    ranges("dcbz rA=+64 rB=77");
    memset(buf, 0x5a, sizeof buf);
    __asm__ volatile("dcbst 0,%0\n\tdcbf 0,%0\n\tdcbt 0,%0\n\tdcbtst 0,%0\n\tsync\n\ticbi 0,%0\n\tisync"
                     :
                     : "b"(buf + 128)
                     : "memory");
    printf("after dcbst/dcbf/dcbt/dcbtst/icbi: fingerprint %08x (all 0x5a: %08x)\n",
           fnv1a(buf, sizeof buf, FNV_INIT), ({
               unsigned char t[sizeof buf];
               memset(t, 0x5a, sizeof t);
               fnv1a(t, sizeof t, FNV_INIT);
           }));
    /* memset(0) on big, oddly aligned areas. */
    size_t n = 70000;
    unsigned char *big = malloc(n + 64);
    for (size_t off = 0; off < 40; off += 13) {
        memset(big, 0x33, n + 64);
        memset(big + off, 0, n - off * 3);
        size_t first = 0, last = 0, count = 0;
        for (size_t i = 0; i < n + 64; i++)
            if (big[i] == 0) {
                if (!count)
                    first = i;
                last = i;
                count++;
            }
        printf("memset(big+%zu, 0, %zu): zero bytes [%zu,%zu] count %zu\n", off, n - off * 3, first,
               last, count);
    }
    free(big);
    return 0;
}
