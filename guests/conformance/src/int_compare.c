/* Compares into every CR field, CR logical operations, mcrf, mcrxr, mtcrf
 * with partial masks, and conditional branches reading the CR. */
#include "common.h"

static const uint32_t V[] = { 0x00000000u, 0x00000001u, 0x7fffffffu, 0x80000000u, 0xffffffffu };

/* Compare a with b into field crf; return the whole CR (other fields zeroed). */
#define CMPFIELD(crf)                                                           \
    static uint32_t cmpw_##crf(uint32_t a, uint32_t b, uint32_t xin, uint32_t *cl) \
    {                                                                           \
        uint32_t c1, c2;                                                        \
        __asm__ volatile("mtxer %4\n\t"                                         \
                         "mtcrf 0xff,%5\n\t"                                    \
                         "cmpw " #crf ",%2,%3\n\t"                              \
                         "mfcr %0\n\t"                                          \
                         "mtcrf 0xff,%5\n\t"                                    \
                         "cmplw " #crf ",%2,%3\n\t"                             \
                         "mfcr %1"                                              \
                         : "=&r"(c1), "=&r"(c2)                                 \
                         : "r"(a), "r"(b), "r"(xin), "r"(0)                     \
                         : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7", "xer"); \
        *cl = c2;                                                               \
        return c1;                                                              \
    }

CMPFIELD(0) CMPFIELD(1) CMPFIELD(2) CMPFIELD(3) CMPFIELD(4) CMPFIELD(5) CMPFIELD(6) CMPFIELD(7)

typedef uint32_t (*cmpfn)(uint32_t, uint32_t, uint32_t, uint32_t *);
static const cmpfn CMPS[8] = { cmpw_0, cmpw_1, cmpw_2, cmpw_3, cmpw_4, cmpw_5, cmpw_6, cmpw_7 };

static void compares(void)
{
    for (int f = 0; f < 8; f++)
        for (size_t i = 0; i < ARRAY_LEN(V); i++)
            for (size_t j = 0; j < ARRAY_LEN(V); j++) {
                uint32_t cl, cs = CMPS[f](V[i], V[j], (f == 3) ? XER_SO : 0, &cl);
                printf("cr%d %08x vs %08x%s: cmpw cr=%08x cmplw cr=%08x\n", f, V[i], V[j],
                       f == 3 ? " (SO set)" : "", cs, cl);
            }
}

#define CMPIMM(mn, imm)                                                         \
    for (size_t i = 0; i < ARRAY_LEN(V); i++) {                                 \
        uint32_t c;                                                             \
        __asm__ volatile("mtcrf 0xff,%2\n\t" mn " 6,%1," #imm "\n\tmfcr %0"     \
                         : "=&r"(c)                                             \
                         : "r"(V[i]), "r"(0)                                    \
                         : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7"); \
        printf("%s cr6,%08x,%s -> cr=%08x\n", mn, V[i], #imm, c);               \
    }

static void compare_imm(void)
{
    CMPIMM("cmpwi", 0) CMPIMM("cmpwi", -1) CMPIMM("cmpwi", 32767) CMPIMM("cmpwi", -32768)
    CMPIMM("cmplwi", 0) CMPIMM("cmplwi", 1) CMPIMM("cmplwi", 65535) CMPIMM("cmplwi", 32768)
}

/* CR logical: start from CR = 0x5a3c0ff0 and combine bits 1 and 6 into bit 31
 * and bits 8 and 8 into bit 0. */
#define CRLOG(mn)                                                               \
    {                                                                           \
        uint32_t c;                                                             \
        __asm__ volatile("mtcrf 0xff,%1\n\t" #mn " 31,1,6\n\t" #mn " 0,8,8\n\t" #mn " 13,2,3\n\tmfcr %0" \
                         : "=&r"(c)                                             \
                         : "r"(0x5a3c0ff0u)                                     \
                         : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7"); \
        printf("%-6s on 5a3c0ff0 -> %08x\n", #mn, c);                           \
    }

static void cr_logical(void)
{
    CRLOG(crand) CRLOG(cror) CRLOG(crxor) CRLOG(crnand) CRLOG(crnor) CRLOG(creqv)
    CRLOG(crandc) CRLOG(crorc)
    uint32_t c;
    __asm__ volatile("mtcrf 0xff,%1\n\tcrset 5\n\tcrclr 2\n\tcrnot 20,21\n\tcrmove 30,3\n\tmfcr %0"
                     : "=&r"(c)
                     : "r"(0x5a3c0ff0u)
                     : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7");
    printf("crset 5, crclr 2, crnot 20,21, crmove 30,3 on 5a3c0ff0 -> %08x\n", c);
    __asm__ volatile("mtcrf 0xff,%1\n\tmcrf 7,0\n\tmcrf 2,5\n\tmfcr %0"
                     : "=&r"(c)
                     : "r"(0x12345678u)
                     : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7");
    printf("mcrf 7,0; mcrf 2,5 on 12345678 -> %08x\n", c);
#define MTCRF(m)                                                                \
    __asm__ volatile("mtcrf 0xff,%1\n\tmtcrf " #m ",%2\n\tmfcr %0"              \
                     : "=&r"(c)                                                 \
                     : "r"(0x11111111u), "r"(0xabcdef98u)                       \
                     : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7");  \
    printf("mtcrf %-4s abcdef98 over 11111111 -> %08x\n", #m, c);
    MTCRF(0x80) MTCRF(0x01) MTCRF(0x5a) MTCRF(0xff) MTCRF(0x00)
}

static void mcrxr_test(void)
{
    uint32_t c, x;
    __asm__ volatile("mtcrf 0xff,%2\n\tmtxer %3\n\tmcrxr 5\n\tmfcr %0\n\tmfxer %1"
                     : "=&r"(c), "=&r"(x)
                     : "r"(0xffffffffu), "r"(0xe0000000u)
                     : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7", "xer");
    printf("mcrxr 5 with XER=SO|OV|CA -> cr=%08x xer-after=%s\n", c, xerbits(x));
    __asm__ volatile("mtcrf 0xff,%2\n\tmtxer %3\n\tmcrxr 0\n\tmfcr %0\n\tmfxer %1"
                     : "=&r"(c), "=&r"(x)
                     : "r"(0u), "r"(0x40000000u)
                     : "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7", "xer");
    printf("mcrxr 0 with XER=OV -> cr=%08x xer-after=%s\n", c, xerbits(x));
}

/* Branches on CR bits and CTR (bdnz, bdz, bc with BO forms). */
static void branches(void)
{
    uint32_t n = 0, t;
    __asm__ volatile("li %0,0\n\t"
                     "mtctr %2\n"
                     "1:\taddi %0,%0,1\n\t"
                     "bdnz 1b"
                     : "=&r"(n), "=&r"(t)
                     : "r"(37)
                     : "ctr");
    printf("bdnz loop of 37 -> %u iterations\n", n);
    /* bdnzt: decrement and branch while CR bit true; stop when count hits zero. */
    __asm__ volatile("li %0,0\n\t"
                     "mtctr %2\n\t"
                     "crset 2\n"
                     "1:\taddi %0,%0,1\n\t"
                     "bdnzt 2,1b"
                     : "=&r"(n), "=&r"(t)
                     : "r"(5)
                     : "ctr", "cr0");
    printf("bdnzt eq loop of 5 -> %u iterations\n", n);
    /* bdz: falls through while ctr != 0 after decrement. */
    __asm__ volatile("li %0,0\n\t"
                     "mtctr %2\n"
                     "1:\taddi %0,%0,1\n\t"
                     "bdz 2f\n\t"
                     "b 1b\n"
                     "2:"
                     : "=&r"(n), "=&r"(t)
                     : "r"(9)
                     : "ctr");
    printf("bdz loop of 9 -> %u iterations\n", n);
    /* Conditional branch to CTR and LR with link. */
    __asm__ volatile("bl 1f\n"
                     "1:\tmflr %0\n\t"
                     "bl 2f\n"
                     "2:\tmflr %1\n\t"
                     "subf %0,%0,%1"
                     : "=&r"(n), "=&r"(t)
                     :
                     : "lr");
    printf("bl distance between labels -> %u (expect 8)\n", n);
    uint32_t taken;
    __asm__ volatile("li %0,0\n\t"
                     "mtxer %0\n\t"
                     "cmpwi 7,%1,5\n\t"
                     "bgt 7,1f\n\t"
                     "ori %0,%0,1\n"
                     "1:\tblt 7,2f\n\t"
                     "ori %0,%0,2\n"
                     "2:\tbne 7,3f\n\t"
                     "ori %0,%0,4\n"
                     "3:\tbso 7,4f\n\t"
                     "ori %0,%0,8\n"
                     "4:"
                     : "=&r"(taken)
                     : "r"(5)
                     : "cr7", "xer");
    printf("branch fall-through mask for 5 cmp 5, SO clear -> %x (expect f)\n", taken);
}

int main(void)
{
    compares();
    compare_imm();
    cr_logical();
    mcrxr_test();
    branches();
    return 0;
}
