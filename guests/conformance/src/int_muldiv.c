/* Multiply and divide: mullw, mulhw, mulhwu, mulli, divw, divwu in all their
 * forms over edge values.  For a division by zero or 0x80000000 / -1 the
 * architecture leaves rD (and CR0 LT/GT/EQ) undefined: only OV, SO and CR0.SO
 * are printed then. */
#include "common.h"

struct flags {
    uint32_t cr0, xer;
};

#define DEF2(fn, mn)                                                            \
    static uint32_t fn(uint32_t a, uint32_t b, uint32_t xin, struct flags *f)   \
    {                                                                           \
        uint32_t r, c, x;                                                       \
        __asm__ volatile("mtxer %5\n\t"                                         \
                         "mtcrf 0x80,%6\n\t" mn " %0,%3,%4\n\t"                 \
                         "mfcr %1\n\t"                                          \
                         "mfxer %2"                                             \
                         : "=&r"(r), "=&r"(c), "=&r"(x)                         \
                         : "r"(a), "r"(b), "r"(xin), "r"(0)                     \
                         : "cr0", "xer");                                       \
        f->cr0 = c >> 28;                                                       \
        f->xer = x & 0xe0000000u;                                               \
        return r;                                                               \
    }

DEF2(mullw_p, "mullw")
DEF2(mullw_o, "mullwo")
DEF2(mullw_r, "mullw.")
DEF2(mullw_or, "mullwo.")
DEF2(mulhw_p, "mulhw")
DEF2(mulhw_r, "mulhw.")
DEF2(mulhwu_p, "mulhwu")
DEF2(mulhwu_r, "mulhwu.")
DEF2(divw_p, "divw")
DEF2(divw_o, "divwo")
DEF2(divw_r, "divw.")
DEF2(divw_or, "divwo.")
DEF2(divwu_p, "divwu")
DEF2(divwu_o, "divwuo")
DEF2(divwu_r, "divwu.")
DEF2(divwu_or, "divwuo.")

typedef uint32_t (*opfn)(uint32_t, uint32_t, uint32_t, struct flags *);

static const uint32_t VALS[] = {
    0x00000000u, 0x00000001u, 0x00000002u, 0x00000003u, 0x00000007u, 0x0000ffffu,
    0x00010000u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffdu, 0xfffffffeu,
    0xffffffffu, 0x12345678u, 0xdeadbeefu,
};

static void mul_family(const char *name, opfn *forms, int nforms)
{
    static const char *const fn4[4] = { "", "o", ".", "o." };
    static const char *const fn2[2] = { "", "." };
    for (size_t i = 0; i < ARRAY_LEN(VALS); i++)
        for (size_t j = 0; j < ARRAY_LEN(VALS); j++) {
            uint32_t a = VALS[i], b = VALS[j];
            struct flags f[4];
            uint32_t r[4];
            for (int k = 0; k < nforms; k++)
                r[k] = forms[k](a, b, 0, &f[k]);
            printf("%-6s %08x %08x -> %08x", name, a, b, r[0]);
            for (int k = 0; k < nforms; k++) {
                const char *fname = nforms == 4 ? fn4[k] : fn2[k];
                if (r[k] != r[0])
                    printf(" [%s result %08x differs]", fname, r[k]);
                printf(" |%-2s cr0=%s xer=%s", fname, crbits(f[k].cr0), xerbits(f[k].xer));
            }
            printf("\n");
        }
}

static void div_family(const char *name, int is_signed, opfn *forms)
{
    static const char *const fn4[4] = { "", "o", ".", "o." };
    for (size_t i = 0; i < ARRAY_LEN(VALS); i++)
        for (size_t j = 0; j < ARRAY_LEN(VALS); j++) {
            uint32_t a = VALS[i], b = VALS[j];
            int undefined = b == 0 || (is_signed && a == 0x80000000u && b == 0xffffffffu);
            struct flags f[4];
            uint32_t r[4];
            for (int k = 0; k < 4; k++)
                r[k] = forms[k](a, b, 0, &f[k]);
            if (undefined) {
                /* rD undefined; o-forms set OV and SO; CR0.SO mirrors SO. */
                printf("%-6s %08x %08x -> (undefined)", name, a, b);
                for (int k = 0; k < 4; k++) {
                    printf(" |%-2s", fn4[k]);
                    if (k >= 2)
                        printf(" cr0.so=%d", f[k].cr0 & 1);
                    printf(" xer=%s", xerbits(f[k].xer));
                }
            } else {
                printf("%-6s %08x %08x -> %08x", name, a, b, r[0]);
                for (int k = 0; k < 4; k++) {
                    if (r[k] != r[0])
                        printf(" [%s result %08x differs]", fn4[k], r[k]);
                    printf(" |%-2s cr0=%s xer=%s", fn4[k], crbits(f[k].cr0), xerbits(f[k].xer));
                }
            }
            printf("\n");
        }
}

#define MULLI(imm)                                                              \
    do {                                                                        \
        for (size_t i = 0; i < ARRAY_LEN(VALS); i++) {                          \
            uint32_t r;                                                         \
            __asm__("mulli %0,%1," #imm : "=r"(r) : "r"(VALS[i]));              \
            printf("mulli  %08x imm=%-6s -> %08x\n", VALS[i], #imm, r);         \
        }                                                                       \
    } while (0)

int main(void)
{
    opfn mullw[4] = { mullw_p, mullw_o, mullw_r, mullw_or };
    opfn mulhw[2] = { mulhw_p, mulhw_r };
    opfn mulhwu[2] = { mulhwu_p, mulhwu_r };
    opfn divw[4] = { divw_p, divw_o, divw_r, divw_or };
    opfn divwu[4] = { divwu_p, divwu_o, divwu_r, divwu_or };
    mul_family("mullw", mullw, 4);
    mul_family("mulhw", mulhw, 2);
    mul_family("mulhwu", mulhwu, 2);
    div_family("divw", 1, divw);
    div_family("divwu", 0, divwu);
    MULLI(0);
    MULLI(1);
    MULLI(-1);
    MULLI(32767);
    MULLI(-32768);

    /* SO stays set through a non-overflowing divwo; OV is cleared. */
    struct flags f;
    uint32_t r = divw_or(100, 7, XER_SO | XER_OV, &f);
    printf("sticky divwo. 100/7 xin=SO|OV -> %08x cr0=%s xer=%s\n", r, crbits(f.cr0),
           xerbits(f.xer));
    r = mullw_or(0x10000, 0x10000, 0, &f);
    printf("mullwo. 10000*10000 -> %08x cr0=%s xer=%s\n", r, crbits(f.cr0), xerbits(f.xer));

    /* C-level division as the compiler emits it (divw + mullw + subf). */
    volatile int32_t n = -7, d = 2;
    printf("C: -7/2=%d -7%%2=%d 7/-2=%d 7%%-2=%d\n", n / d, n % d, -n / -d, -n % -d);
    return 0;
}
