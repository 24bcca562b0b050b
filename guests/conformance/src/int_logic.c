/* Shifts, count leading zeros, sign extension and the logical operations.
 * slw/srw/sraw take counts 0..63 from rB (counts >= 32 give 0 or the sign);
 * sraw/srawi set CA when a negative value shifts out one bits. */
#include "common.h"

static const uint32_t SHIFT_IN[] = { 0x80000000u, 0xdeadbeefu, 0x7fffffffu, 0x00000001u, 0xffffffffu };

#define SH3(fn, mn)                                                             \
    static uint32_t fn(uint32_t a, uint32_t n, uint32_t *cr, uint32_t *xer)     \
    {                                                                           \
        uint32_t r, c, x;                                                       \
        __asm__ volatile("mtxer %5\n\t"                                         \
                         "mtcrf 0x80,%5\n\t" mn " %0,%3,%4\n\t"                 \
                         "mfcr %1\n\t"                                          \
                         "mfxer %2"                                             \
                         : "=&r"(r), "=&r"(c), "=&r"(x)                         \
                         : "r"(a), "r"(n), "r"(0)                               \
                         : "cr0", "xer");                                       \
        *cr = c >> 28;                                                          \
        *xer = x;                                                               \
        return r;                                                               \
    }

SH3(slw_r, "slw.")
SH3(srw_r, "srw.")
SH3(sraw_r, "sraw.")
SH3(slw_p, "slw")
SH3(sraw_p, "sraw")

static void shifts(void)
{
    for (size_t i = 0; i < ARRAY_LEN(SHIFT_IN); i++)
        for (uint32_t n = 0; n < 64; n++) {
            uint32_t c1, c2, c3, x1, x2, x3, c4, x4;
            uint32_t a = SHIFT_IN[i];
            uint32_t l = slw_r(a, n, &c1, &x1);
            uint32_t r = srw_r(a, n, &c2, &x2);
            uint32_t s = sraw_r(a, n, &c3, &x3);
            uint32_t s2 = sraw_p(a, n, &c4, &x4);
            printf("%08x n=%2u slw.=%08x cr0=%s srw.=%08x cr0=%s sraw.=%08x cr0=%s xer=%s%s\n", a,
                   n, l, crbits(c1), r, crbits(c2), s, crbits(c3), xerbits(x3),
                   (s2 != s || x4 != x3) ? " [sraw/sraw. differ]" : "");
        }
    /* Only the low six bits of rB count. */
    uint32_t c, x;
    printf("slw rb=0x40+4 -> %08x\n", slw_p(0x12345678u, 0x44, &c, &x));
    printf("sraw rb=0xffffff21 -> %08x xer=%s\n", sraw_p(0x80000001u, 0xffffff21u, &c, &x),
           xerbits(x));
}

#define SRAWI(n)                                                                \
    for (size_t i = 0; i < ARRAY_LEN(SHIFT_IN); i++) {                          \
        uint32_t r, c, x;                                                       \
        __asm__ volatile("mtxer %4\n\t"                                         \
                         "mtcrf 0x80,%4\n\t"                                    \
                         "srawi. %0,%3," #n "\n\t"                              \
                         "mfcr %1\n\t"                                          \
                         "mfxer %2"                                             \
                         : "=&r"(r), "=&r"(c), "=&r"(x)                         \
                         : "r"(SHIFT_IN[i]), "r"(0)                             \
                         : "cr0", "xer");                                       \
        printf("srawi. %08x,%2d -> %08x cr0=%s xer=%s\n", SHIFT_IN[i], n, r,   \
               crbits(c >> 28), xerbits(x));                                    \
    }

static void srawi_all(void)
{
    SRAWI(0) SRAWI(1) SRAWI(2) SRAWI(3) SRAWI(4) SRAWI(7) SRAWI(8) SRAWI(15) SRAWI(16)
    SRAWI(17) SRAWI(24) SRAWI(30) SRAWI(31)
}

static void count_extend(void)
{
    {
        uint32_t r, c;
        __asm__ volatile("mtcrf 0x80,%2\n\tcntlzw. %0,%2\n\tmfcr %1" : "=&r"(r), "=&r"(c) : "r"(0) : "cr0");
        printf("cntlzw. 00000000 -> %2u cr0=%s\n", r, crbits(c >> 28));
    }
    for (int b = 0; b < 32; b++) {
        uint32_t v = 1u << b, r, c;
        __asm__ volatile("mtcrf 0x80,%3\n\tcntlzw. %0,%2\n\tmfcr %1"
                         : "=&r"(r), "=&r"(c)
                         : "r"(v | (v >> 1)), "r"(0)
                         : "cr0");
        printf("cntlzw. %08x -> %2u cr0=%s\n", v | (v >> 1), r, crbits(c >> 28));
    }
    for (size_t i = 0; i < ARRAY_LEN(EDGE32); i++) {
        uint32_t a = EDGE32[i], z, sb, sh, c1, c2;
        __asm__ volatile("cntlzw %0,%5\n\t"
                         "mtcrf 0x80,%6\n\t"
                         "extsb. %1,%5\n\t"
                         "mfcr %3\n\t"
                         "mtcrf 0x80,%6\n\t"
                         "extsh. %2,%5\n\t"
                         "mfcr %4"
                         : "=&r"(z), "=&r"(sb), "=&r"(sh), "=&r"(c1), "=&r"(c2)
                         : "r"(a | 0x80), "r"(0)
                         : "cr0");
        printf("%08x cntlzw=%2u extsb.=%08x cr0=%s extsh.=%08x cr0=%s\n", a | 0x80, z, sb,
               crbits(c1 >> 28), sh, crbits(c2 >> 28));
    }
}

#define LOGIC(mn)                                                               \
    static uint32_t mn##_op(uint32_t a, uint32_t b, uint32_t *cr)               \
    {                                                                           \
        uint32_t r, c;                                                          \
        __asm__ volatile("mtcrf 0x80,%4\n\t" #mn ". %0,%2,%3\n\tmfcr %1"        \
                         : "=&r"(r), "=&r"(c)                                   \
                         : "r"(a), "r"(b), "r"(0)                               \
                         : "cr0");                                              \
        *cr = c >> 28;                                                          \
        return r;                                                               \
    }

LOGIC(and) LOGIC(or) LOGIC(xor) LOGIC(nand) LOGIC(nor) LOGIC(eqv) LOGIC(andc) LOGIC(orc)

static void logic(void)
{
    static const uint32_t V[] = { 0x00000000u, 0xffffffffu, 0x0f0f0f0fu, 0x80000001u, 0x12345678u };
    for (size_t i = 0; i < ARRAY_LEN(V); i++)
        for (size_t j = 0; j < ARRAY_LEN(V); j++) {
            uint32_t a = V[i], b = V[j], c[8], r[8];
            r[0] = and_op(a, b, &c[0]);
            r[1] = or_op(a, b, &c[1]);
            r[2] = xor_op(a, b, &c[2]);
            r[3] = nand_op(a, b, &c[3]);
            r[4] = nor_op(a, b, &c[4]);
            r[5] = eqv_op(a, b, &c[5]);
            r[6] = andc_op(a, b, &c[6]);
            r[7] = orc_op(a, b, &c[7]);
            static const char *const names[8] = { "and", "or", "xor", "nand", "nor", "eqv", "andc", "orc" };
            printf("%08x %08x:", a, b);
            for (int k = 0; k < 8; k++)
                printf(" %s.=%08x/%s", names[k], r[k], crbits(c[k]));
            printf("\n");
        }
}

#define LOGIMM(mn, imm)                                                         \
    for (size_t i = 0; i < ARRAY_LEN(EDGE32); i++) {                            \
        uint32_t r, c;                                                          \
        __asm__ volatile("mtcrf 0x80,%3\n\t" mn " %0,%2," #imm "\n\tmfcr %1"    \
                         : "=&r"(r), "=&r"(c)                                   \
                         : "r"(EDGE32[i]), "r"(0)                               \
                         : "cr0");                                              \
        printf("%-7s %08x,%-6s -> %08x cr0=%s\n", mn, EDGE32[i], #imm, r, crbits(c >> 28)); \
    }

static void logic_imm(void)
{
    LOGIMM("andi.", 0xffff) LOGIMM("andi.", 0x8001) LOGIMM("andis.", 0x8000)
    LOGIMM("andis.", 0xffff) LOGIMM("ori", 0x8000) LOGIMM("oris", 0x8000)
    LOGIMM("xori", 0xffff) LOGIMM("xoris", 0xffff)
}

int main(void)
{
    shifts();
    srawi_all();
    count_extend();
    logic();
    logic_imm();
    return 0;
}
