/* Integer add/subtract family: add, addc, adde, addme, addze, subf, subfc,
 * subfe, subfme, subfze, neg, addi, addic, addic., subfic, addis over edge
 * values, in all four forms (plain, o, ., o.).
 * Each line: the result, then per form the CR0 field (L G E S) and XER (S O C).
 * CR0 is cleared and XER set to the stated input before each instruction. */
#include "common.h"

struct flags {
    uint32_t cr0, xer;
};

/* Two-operand instruction: rD = op(rA, rB) with XER preset to xin. */
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

/* One-operand instruction: rD = op(rA). */
#define DEF1(fn, mn)                                                            \
    static uint32_t fn(uint32_t a, uint32_t b, uint32_t xin, struct flags *f)   \
    {                                                                           \
        uint32_t r, c, x;                                                       \
        (void)b;                                                                \
        __asm__ volatile("mtxer %4\n\t"                                         \
                         "mtcrf 0x80,%5\n\t" mn " %0,%3\n\t"                    \
                         "mfcr %1\n\t"                                          \
                         "mfxer %2"                                             \
                         : "=&r"(r), "=&r"(c), "=&r"(x)                         \
                         : "r"(a), "r"(xin), "r"(0)                             \
                         : "cr0", "xer");                                       \
        f->cr0 = c >> 28;                                                       \
        f->xer = x & 0xe0000000u;                                               \
        return r;                                                               \
    }

#define DEF_FAMILY2(base)                                                       \
    DEF2(base##_p, #base) DEF2(base##_o, #base "o") DEF2(base##_r, #base ".")   \
        DEF2(base##_or, #base "o.")
#define DEF_FAMILY1(base)                                                       \
    DEF1(base##_p, #base) DEF1(base##_o, #base "o") DEF1(base##_r, #base ".")   \
        DEF1(base##_or, #base "o.")

DEF_FAMILY2(add)
DEF_FAMILY2(addc)
DEF_FAMILY2(adde)
DEF_FAMILY2(subf)
DEF_FAMILY2(subfc)
DEF_FAMILY2(subfe)
DEF_FAMILY1(addme)
DEF_FAMILY1(addze)
DEF_FAMILY1(subfme)
DEF_FAMILY1(subfze)
DEF_FAMILY1(neg)

typedef uint32_t (*opfn)(uint32_t, uint32_t, uint32_t, struct flags *);

struct family {
    const char *name;
    int unary;
    int uses_ca;
    opfn forms[4];
};

#define FAM(base, unary, ca) { #base, unary, ca, { base##_p, base##_o, base##_r, base##_or } }

static const struct family FAMILIES[] = {
    FAM(add, 0, 0),    FAM(addc, 0, 0),   FAM(adde, 0, 1),   FAM(subf, 0, 0),
    FAM(subfc, 0, 0),  FAM(subfe, 0, 1),  FAM(addme, 1, 1),  FAM(addze, 1, 1),
    FAM(subfme, 1, 1), FAM(subfze, 1, 1), FAM(neg, 1, 0),
};

static void run_family(const struct family *fam)
{
    static const char *const form_names[4] = { "", "o", ".", "o." };
    size_t nb = fam->unary ? 1 : ARRAY_LEN(EDGE32);
    int nca = fam->uses_ca ? 2 : 1;
    for (size_t i = 0; i < ARRAY_LEN(EDGE32); i++) {
        for (size_t j = 0; j < nb; j++) {
            for (int ca = 0; ca < nca; ca++) {
                uint32_t a = EDGE32[i], b = fam->unary ? 0 : EDGE32[j];
                uint32_t xin = ca ? XER_CA : 0;
                struct flags f[4];
                uint32_t r[4];
                for (int k = 0; k < 4; k++)
                    r[k] = fam->forms[k](a, b, xin, &f[k]);
                if (fam->unary)
                    printf("%-6s a=%08x ca=%d -> %08x", fam->name, a, ca, r[0]);
                else
                    printf("%-6s a=%08x b=%08x ca=%d -> %08x", fam->name, a, b, ca, r[0]);
                for (int k = 0; k < 4; k++) {
                    if (r[k] != r[0])
                        printf(" [%s result %08x differs]", form_names[k], r[k]);
                    printf(" |%-2s cr0=%s xer=%s", form_names[k], crbits(f[k].cr0),
                           xerbits(f[k].xer));
                }
                printf("\n");
            }
        }
    }
}

/* SO is sticky: an o-form that does not overflow leaves SO set but clears OV;
 * a non-o form leaves both untouched; Rc copies SO into CR0. */
static void sticky_so(void)
{
    struct flags f;
    uint32_t r;
    r = add_o(1, 2, XER_SO | XER_OV, &f);
    printf("sticky addo 1+2 xin=SO|OV -> %08x xer=%s\n", r, xerbits(f.xer));
    r = add_p(0x7fffffff, 1, XER_SO | XER_OV, &f);
    printf("sticky add 7fffffff+1 xin=SO|OV -> %08x xer=%s\n", r, xerbits(f.xer));
    r = add_r(1, 2, XER_SO, &f);
    printf("sticky add. 1+2 xin=SO -> %08x cr0=%s xer=%s\n", r, crbits(f.cr0), xerbits(f.xer));
    r = add_or(0x7fffffff, 1, 0, &f);
    printf("sticky addo. 7fffffff+1 xin=0 -> %08x cr0=%s xer=%s\n", r, crbits(f.cr0),
           xerbits(f.xer));
    r = add_or(5, 6, XER_SO | XER_OV | XER_CA, &f);
    printf("sticky addo. 5+6 xin=SO|OV|CA -> %08x cr0=%s xer=%s\n", r, crbits(f.cr0),
           xerbits(f.xer));
    r = addc_p(1, 1, XER_CA, &f);
    printf("addc clears CA 1+1 xin=CA -> %08x xer=%s\n", r, xerbits(f.xer));
}

/* Immediate forms (the immediates are encoded, so each is its own asm). */
#define IMM(mn, imm)                                                            \
    do {                                                                        \
        for (size_t i = 0; i < ARRAY_LEN(EDGE32); i++) {                        \
            uint32_t r, c, x, a = EDGE32[i];                                    \
            __asm__ volatile("mtxer %4\n\t"                                     \
                             "mtcrf 0x80,%4\n\t" mn " %0,%3," #imm "\n\t"       \
                             "mfcr %1\n\t"                                      \
                             "mfxer %2"                                         \
                             : "=&r"(r), "=&r"(c), "=&r"(x)                     \
                             : "b"(a), "r"(0)                                   \
                             : "cr0", "xer");                                   \
            printf("%-7s a=%08x imm=%-7s -> %08x cr0=%s xer=%s\n", mn, a, #imm, r, \
                   crbits(c >> 28), xerbits(x));                                \
        }                                                                       \
    } while (0)

static void immediates(void)
{
    IMM("addi", 0);
    IMM("addi", 1);
    IMM("addi", -1);
    IMM("addi", -32768);
    IMM("addi", 32767);
    IMM("addis", 1);
    IMM("addis", -32768);
    IMM("addic", 1);
    IMM("addic", -1);
    IMM("addic", 0);
    IMM("addic.", 1);
    IMM("addic.", -1);
    IMM("addic.", -32768);
    IMM("subfic", 0);
    IMM("subfic", -1);
    IMM("subfic", 1);
    IMM("subfic", 32767);
}

/* addi/addis with rA = r0 means the literal 0 (li/lis). */
static void ra_zero(void)
{
    uint32_t r1, r2;
    __asm__ volatile("li 0,77\n\t"
                     "addi %0,0,5\n\t"
                     "addis %1,0,0x1234"
                     : "=r"(r1), "=r"(r2)
                     :
                     : "r0");
    printf("addi rA=0 -> %08x (expect 00000005); addis rA=0 -> %08x (expect 12340000)\n", r1, r2);
}

int main(void)
{
    for (size_t i = 0; i < ARRAY_LEN(FAMILIES); i++)
        run_family(&FAMILIES[i]);
    sticky_so();
    immediates();
    ra_zero();
    return 0;
}
