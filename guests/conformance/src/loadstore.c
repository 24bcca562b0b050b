/* Load/store forms beyond the compiler's everyday ones: load/store multiple
 * (lmw/stmw), load/store string (lswi/lswx/stswi/stswx, byte counts 0..32,
 * unaligned, wrapping from r12 onwards), byte-reverse (lhbrx/lwbrx/sthbrx/
 * stwbrx), update forms (lwzu/lbzu/lhau/stwu/stbux...) and sign extension
 * (lha/lhax). */
#include "common.h"

/* Hand-written leaf routines: they use r5..r12 freely (volatile in the ABI)
 * and save r24..r31 around lmw/stmw. */
__asm__(".text\n"
        ".align 2\n"
        /* void do_lmw(const uint32_t *src, uint32_t out[8]) */
        "do_lmw:\n"
        "  stwu 1,-48(1)\n"
        "  stmw 24,8(1)\n"
        "  lmw 24,0(3)\n"
        "  stw 24,0(4)\n  stw 25,4(4)\n  stw 26,8(4)\n  stw 27,12(4)\n"
        "  stw 28,16(4)\n  stw 29,20(4)\n  stw 30,24(4)\n  stw 31,28(4)\n"
        "  lmw 24,8(1)\n"
        "  addi 1,1,48\n"
        "  blr\n"
        /* void do_stmw(const uint32_t in[8], uint32_t *dst): r27..r31 from in[0..4] */
        "do_stmw:\n"
        "  stwu 1,-48(1)\n"
        "  stmw 24,8(1)\n"
        "  lwz 27,0(3)\n  lwz 28,4(3)\n  lwz 29,8(3)\n  lwz 30,12(3)\n  lwz 31,16(3)\n"
        "  stmw 27,4(4)\n"
        "  lmw 24,8(1)\n"
        "  addi 1,1,48\n"
        "  blr\n"
        /* void do_lswx(const void *src, uint32_t out[6], unsigned n): n <= 24 */
        "do_lswx:\n"
        "  mr 11,5\n"
        "  lis 5,0x1111\n  ori 5,5,0x1111\n"
        "  mr 6,5\n  mr 7,5\n  mr 8,5\n  mr 9,5\n  mr 10,5\n"
        "  mtxer 11\n"
        "  li 0,0\n"
        "  lswx 5,3,0\n"
        "  stw 5,0(4)\n  stw 6,4(4)\n  stw 7,8(4)\n  stw 8,12(4)\n  stw 9,16(4)\n  stw 10,20(4)\n"
        "  blr\n"
        /* void do_stswx(const uint32_t in[6], void *dst, unsigned n): n <= 24 */
        "do_stswx:\n"
        "  mr 11,5\n"
        "  lwz 5,0(3)\n  lwz 6,4(3)\n  lwz 7,8(3)\n  lwz 8,12(3)\n  lwz 9,16(3)\n  lwz 10,20(3)\n"
        "  mtxer 11\n"
        "  li 0,0\n"
        "  stswx 5,4,0\n"
        "  blr\n");

void do_lmw(const uint32_t *src, uint32_t out[8]);
void do_stmw(const uint32_t in[8], uint32_t *dst);
void do_lswx(const void *src, uint32_t out[6], unsigned n);
void do_stswx(const uint32_t in[6], void *dst, unsigned n);

/* lswi with an immediate byte count: r5.. get the bytes, r5..r12 preset. */
#define LSWI(nb)                                                                \
    __asm__(".text\n.align 2\n"                                                 \
            "do_lswi_" #nb ":\n"                                                \
            "  lis 5,0x2222\n  ori 5,5,0x2222\n"                                \
            "  mr 6,5\n  mr 7,5\n  mr 8,5\n  mr 9,5\n  mr 10,5\n  mr 11,5\n  mr 12,5\n" \
            "  mr 0,4\n"                                                        \
            "  lswi 5,3," #nb "\n"                                              \
            "  stw 5,0(4)\n  stw 6,4(4)\n  stw 7,8(4)\n  stw 8,12(4)\n"          \
            "  stw 9,16(4)\n  stw 10,20(4)\n  stw 11,24(4)\n  stw 12,28(4)\n"    \
            "  blr\n");                                                         \
    void do_lswi_##nb(const void *src, uint32_t out[8]);

/* stswi: r5..r12 from in[0..7], NB bytes stored at dst. */
#define STSWI(nb)                                                               \
    __asm__(".text\n.align 2\n"                                                 \
            "do_stswi_" #nb ":\n"                                               \
            "  lwz 5,0(3)\n  lwz 6,4(3)\n  lwz 7,8(3)\n  lwz 8,12(3)\n"          \
            "  lwz 9,16(3)\n  lwz 10,20(3)\n  lwz 11,24(3)\n  lwz 12,28(3)\n"    \
            "  stswi 5,4," #nb "\n"                                             \
            "  blr\n");                                                         \
    void do_stswi_##nb(const uint32_t in[8], void *dst);

LSWI(1) LSWI(3) LSWI(4) LSWI(5) LSWI(8) LSWI(13) LSWI(31) LSWI(0)
STSWI(1) STSWI(2) STSWI(4) STSWI(7) STSWI(16) STSWI(0)

static unsigned char mem[96] __attribute__((aligned(32)));

static void fill_mem(void)
{
    for (size_t i = 0; i < sizeof mem; i++)
        mem[i] = (unsigned char)(0x10 + i);
}

static void dump(const char *what, const unsigned char *p, size_t n)
{
    printf("%s:", what);
    for (size_t i = 0; i < n; i++)
        printf("%s%02x", (i % 4) ? "" : " ", p[i]);
    printf("\n");
}

static void multiple(void)
{
    uint32_t out[8];
    fill_mem();
    do_lmw((const uint32_t *)(mem + 8), out);
    printf("lmw r24 from mem+8 ->");
    for (int i = 0; i < 8; i++)
        printf(" %08x", out[i]);
    printf("\n");
    static const uint32_t in[8] = { 0xa0a1a2a3u, 0xb0b1b2b3u, 0xc0c1c2c3u, 0xd0d1d2d3u, 0xe0e1e2e3u };
    memset(mem, 0xee, sizeof mem);
    do_stmw(in, (uint32_t *)mem);
    dump("stmw r27 to mem+4", mem, 32);
}

typedef void (*lswi_fn)(const void *, uint32_t *);
typedef void (*stswi_fn)(const uint32_t *, void *);

static void strings_ops(void)
{
    static const struct {
        int nb;
        lswi_fn fn;
    } L[] = { { 1, do_lswi_1 }, { 3, do_lswi_3 }, { 4, do_lswi_4 }, { 5, do_lswi_5 },
              { 8, do_lswi_8 }, { 13, do_lswi_13 }, { 31, do_lswi_31 }, { 0, do_lswi_0 } };
    for (size_t i = 0; i < ARRAY_LEN(L); i++)
        for (size_t off = 0; off < 4; off += 3) {
            uint32_t out[8];
            fill_mem();
            L[i].fn(mem + off, out);
            printf("lswi r5,mem+%zu,%-2d ->", off, L[i].nb);
            for (int k = 0; k < 8; k++)
                printf(" %08x", out[k]);
            printf("\n");
        }
    /* count 0 leaves rD undefined: start at 1. */
    for (unsigned n = 1; n <= 24; n += (n < 9 ? 1 : 5)) {
        uint32_t out[6];
        fill_mem();
        do_lswx(mem + 1, out, n);
        printf("lswx r5,mem+1,count=%-2u ->", n);
        for (int k = 0; k < 6; k++)
            printf(" %08x", out[k]);
        printf("\n");
    }
    static const uint32_t in[8] = { 0x41424344u, 0x45464748u, 0x494a4b4cu, 0x4d4e4f50u,
                                    0x51525354u, 0x55565758u, 0x595a5b5cu, 0x5d5e5f60u };
    static const struct {
        int nb;
        stswi_fn fn;
    } S[] = { { 1, do_stswi_1 }, { 2, do_stswi_2 }, { 4, do_stswi_4 }, { 7, do_stswi_7 },
              { 16, do_stswi_16 }, { 0, do_stswi_0 } };
    for (size_t i = 0; i < ARRAY_LEN(S); i++) {
        memset(mem, 0xee, sizeof mem);
        S[i].fn(in, mem + 2);
        char label[40];
        snprintf(label, sizeof label, "stswi r5,mem+2,%d", S[i].nb);
        dump(label, mem, 40);
    }
    for (unsigned n = 0; n <= 24; n += 3) {
        memset(mem, 0xee, sizeof mem);
        do_stswx(in, mem + 3, n);
        char label[40];
        snprintf(label, sizeof label, "stswx r5,mem+3,count=%u", n);
        dump(label, mem, 32);
    }
}

static void byte_reverse(void)
{
    fill_mem();
    uint32_t h, w, hz;
    __asm__ volatile("lhbrx %0,0,%3\n\tlwbrx %1,0,%4\n\tlhz %2,0(%3)"
                     : "=&r"(h), "=&r"(w), "=&r"(hz)
                     : "b"(mem + 5), "b"(mem + 9)
                     : "memory");
    printf("lhbrx mem+5 -> %08x (lhz %08x), lwbrx mem+9 -> %08x\n", h, hz, w);
    memset(mem, 0, 16);
    __asm__ volatile("sthbrx %0,0,%2\n\tstwbrx %1,0,%3"
                     :
                     : "r"(0xcafebabeu), "r"(0x01020304u), "b"(mem + 1), "b"(mem + 7)
                     : "memory");
    dump("sthbrx cafebabe at +1, stwbrx 01020304 at +7", mem, 12);
    mem[0] = 0x80;
    mem[1] = 0x01;
    int32_t sa, sax;
    uint32_t za;
    __asm__ volatile("lha %0,0(%3)\n\tlhax %1,0,%3\n\tlhz %2,0(%3)"
                     : "=&r"(sa), "=&r"(sax), "=&r"(za)
                     : "b"(mem)
                     : "memory");
    printf("lha 8001 -> %08x lhax -> %08x lhz -> %08x\n", (uint32_t)sa, (uint32_t)sax, za);
}

static void update_forms(void)
{
    fill_mem();
    unsigned char *p = mem, *q = mem;
    uint32_t w, b, hsign;
    __asm__ volatile("lwzu %0,8(%3)\n\t"
                     "lbzu %1,3(%3)\n\t"
                     "lhau %2,-5(%3)"
                     : "=&r"(w), "=&r"(b), "=&r"(hsign), "+b"(p)
                     :
                     : "memory");
    printf("lwzu 8 -> %08x, lbzu 3 -> %02x, lhau -5 -> %08x, pointer advanced by %d\n", w, b,
           hsign, (int)(p - mem));
    uint32_t idx = 12;
    __asm__ volatile("stwu %2,16(%0)\n\t"
                     "stbux %2,%0,%1\n\t"
                     "sthu %2,2(%0)"
                     : "+b"(q)
                     : "r"(idx), "r"(0x89abcdefu)
                     : "memory");
    printf("stwu 16, stbux +12, sthu 2: pointer advanced by %d\n", (int)(q - mem));
    dump("memory after stores", mem, 36);
    double d = 0;
    unsigned char *fp = mem;
    uint64_t dv = 0x400921fb54442d18ull;
    memcpy(mem + 40, &dv, 8);
    __asm__ volatile("lfdu %0,40(%1)" : "=f"(d), "+b"(fp) : : "memory");
    printf("lfdu 40 -> %016llx pointer advanced by %d\n", (unsigned long long)dbits(d), (int)(fp - mem));
    float f = 0;
    __asm__ volatile("stfsu %1,8(%0)" : "+b"(fp) : "f"(2.5), "m"(f) : "memory");
    dump("after stfsu 2.5 at +48", mem + 40, 12);
}

int main(void)
{
    multiple();
    strings_ops();
    byte_reverse();
    update_forms();
    return 0;
}
