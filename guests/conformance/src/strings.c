/* glibc's string functions (optimized ppc32 versions: dcbz in memset, word and
 * unaligned paths in memcpy/memmove) over every source/destination alignment
 * 0..15 and many lengths, each checked against a byte-at-a-time reference,
 * plus fingerprints of the results. */
#include <stdlib.h>

#include "common.h"

#define BUF 1024
static unsigned char src_buf[BUF + 64] __attribute__((aligned(128)));
static unsigned char dst_buf[BUF + 64] __attribute__((aligned(128)));
static unsigned char ref_buf[BUF + 64] __attribute__((aligned(128)));

static const size_t LENS[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65,
                               127, 128, 129, 255, 256, 257, 511, 700 };

static void fill(unsigned char *b, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        b[i] = (unsigned char)((i * 131 + seed * 7 + 1) ^ (i >> 3));
}

static unsigned mismatches;

static void check(const char *what, size_t sa, size_t da, size_t len)
{
    if (memcmp(dst_buf, ref_buf, sizeof dst_buf) != 0) {
        size_t k = 0;
        while (dst_buf[k] == ref_buf[k])
            k++;
        if (mismatches++ < 20)
            printf("MISMATCH %s src+%zu dst+%zu len %zu at byte %zu: got %02x want %02x\n", what, sa,
                   da, len, k, dst_buf[k], ref_buf[k]);
    }
}

int main(void)
{
    uint32_t h;
    /* memcpy */
    h = FNV_INIT;
    for (size_t sa = 0; sa < 16; sa++)
        for (size_t da = 0; da < 16; da++)
            for (size_t li = 0; li < ARRAY_LEN(LENS); li++) {
                size_t len = LENS[li];
                fill(src_buf, sizeof src_buf, (unsigned)(sa + li));
                fill(dst_buf, sizeof dst_buf, 99);
                memcpy(ref_buf, dst_buf, sizeof ref_buf);
                for (size_t k = 0; k < len; k++)
                    ref_buf[da + k] = src_buf[sa + k];
                memcpy(dst_buf + da, src_buf + sa, len);
                check("memcpy", sa, da, len);
                h = fnv1a(dst_buf, sizeof dst_buf, h);
            }
    printf("memcpy   fingerprint %08x\n", h);
    /* memmove, overlapping both ways */
    h = FNV_INIT;
    for (int shift = -9; shift <= 9; shift++)
        for (size_t sa = 16; sa < 32; sa++)
            for (size_t li = 0; li < ARRAY_LEN(LENS); li++) {
                size_t len = LENS[li], da = sa + shift;
                fill(dst_buf, sizeof dst_buf, (unsigned)li);
                memcpy(ref_buf, dst_buf, sizeof ref_buf);
                unsigned char tmp[BUF];
                for (size_t k = 0; k < len; k++)
                    tmp[k] = ref_buf[sa + k];
                for (size_t k = 0; k < len; k++)
                    ref_buf[da + k] = tmp[k];
                memmove(dst_buf + da, dst_buf + sa, len);
                check("memmove", sa, da, len);
                h = fnv1a(dst_buf, sizeof dst_buf, h);
            }
    printf("memmove  fingerprint %08x\n", h);
    /* memset with zero (dcbz path) and non-zero values */
    h = FNV_INIT;
    for (size_t da = 0; da < 16; da++)
        for (size_t li = 0; li < ARRAY_LEN(LENS); li++)
            for (int v = 0; v < 2; v++) {
                size_t len = LENS[li];
                int c = v ? 0xa5 : 0;
                fill(dst_buf, sizeof dst_buf, 7);
                memcpy(ref_buf, dst_buf, sizeof ref_buf);
                for (size_t k = 0; k < len; k++)
                    ref_buf[da + k] = (unsigned char)c;
                memset(dst_buf + da, c, len);
                check("memset", 0, da, len);
                h = fnv1a(dst_buf, sizeof dst_buf, h);
            }
    printf("memset   fingerprint %08x\n", h);
    /* strlen / strcmp / strncmp / memcmp / strchr / strcpy / strcat / memchr */
    static char s1[BUF], s2[BUF];
    int sum_len = 0, sum_cmp = 0, sum_mem = 0, sum_chr = 0;
    h = FNV_INIT;
    for (size_t a = 0; a < 16; a++)
        for (size_t li = 0; li < ARRAY_LEN(LENS) - 1; li++) {
            size_t len = LENS[li];
            for (size_t k = 0; k < len; k++)
                s1[a + k] = s2[a + k] = (char)('A' + (k % 26));
            s1[a + len] = s2[a + len] = 0;
            size_t got = strlen(s1 + a);
            if (got != len && mismatches++ < 20)
                printf("MISMATCH strlen align %zu len %zu got %zu\n", a, len, got);
            sum_len += (int)got;
            int c0 = strcmp(s1 + a, s2 + a);
            if (len > 0)
                s2[a + len - 1] = 'z';
            int c1 = strcmp(s1 + a, s2 + a);
            int c2 = strncmp(s1 + a, s2 + a, len ? len - 1 : 0);
            int c3 = memcmp(s1 + a, s2 + a, len);
            sum_cmp += (c0 != 0) * 1000 + (c1 < 0 ? -1 : c1 > 0) + (c2 != 0) * 100;
            sum_mem += c3 < 0 ? -1 : c3 > 0;
            const char *p = strchr(s1 + a, 'C');
            const char *q = memchr(s1 + a, 0, len + 1);
            sum_chr += (p ? (int)(p - (s1 + a)) : -1) + (q ? (int)(q - (s1 + a)) : -1);
            char *d = (char *)dst_buf + (a ^ 5);
            strcpy(d, s1 + a);
            strcat(d, "+tail");
            h = fnv1a(d, strlen(d) + 1, h);
        }
    printf("strlen sum %d, strcmp/strncmp code %d, memcmp sum %d, strchr/memchr sum %d, strcpy+strcat fingerprint %08x\n",
           sum_len, sum_cmp, sum_mem, sum_chr, h);
    /* A few library routines built on them. */
    char word[64];
    strcpy(word, "The quick brown fox");
    char *tok = strtok(word, " ");
    printf("strtok:");
    while (tok) {
        printf(" [%s]", tok);
        tok = strtok(NULL, " ");
    }
    printf("\nstrstr -> %s, strrchr -> %s, strspn=%zu strcspn=%zu\n",
           strstr("haystack with needle inside", "needle"), strrchr("a/b/c/d", '/'),
           strspn("aaabbbccc", "ab"), strcspn("hello world", "ow"));
    char *dup = strdup("duplicated");
    printf("strdup -> %s (len %zu)\n", dup, strlen(dup));
    free(dup);
    printf("%u mismatches\n", mismatches);
    return mismatches != 0;
}
