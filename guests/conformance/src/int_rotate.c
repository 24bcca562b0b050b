/* Rotates and masks: rlwinm, rlwinm., rlwimi, rlwnm over many (SH, MB, ME)
 * combinations, including wrap-around masks (MB > ME). */
#include "common.h"

static const uint32_t INPUTS[] = { 0xdeadbeefu, 0x80000001u, 0xffffffffu, 0x00000000u };
static const uint32_t INSERT_TARGET = 0x5a5a5a5au;

#define MBS(X, sh, me) X(sh, 0, me) X(sh, 1, me) X(sh, 4, me) X(sh, 15, me) X(sh, 16, me) X(sh, 27, me) X(sh, 31, me)
#define MES(X, sh) MBS(X, sh, 0) MBS(X, sh, 1) MBS(X, sh, 4) MBS(X, sh, 15) MBS(X, sh, 16) MBS(X, sh, 27) MBS(X, sh, 31)
#define SHS(X) MES(X, 0) MES(X, 1) MES(X, 4) MES(X, 16) MES(X, 31)

#define RLWINM(sh, mb, me)                                                      \
    for (size_t i = 0; i < ARRAY_LEN(INPUTS); i++) {                            \
        uint32_t r, r2, c;                                                      \
        __asm__ volatile("rlwinm %0,%3," #sh "," #mb "," #me "\n\t"             \
                         "mtcrf 0x80,%4\n\t"                                    \
                         "rlwinm. %1,%3," #sh "," #mb "," #me "\n\t"            \
                         "mfcr %2"                                              \
                         : "=&r"(r), "=&r"(r2), "=&r"(c)                        \
                         : "r"(INPUTS[i]), "r"(0)                               \
                         : "cr0");                                              \
        printf("rlwinm %08x,%2d,%2d,%2d -> %08x  rlwinm. -> %08x cr0=%s\n", INPUTS[i], sh, \
               mb, me, r, r2, crbits(c >> 28));                                 \
    }

#define RLWIMI(sh, mb, me)                                                      \
    for (size_t i = 0; i < ARRAY_LEN(INPUTS); i++) {                            \
        uint32_t r = INSERT_TARGET;                                             \
        __asm__("rlwimi %0,%1," #sh "," #mb "," #me : "+r"(r) : "r"(INPUTS[i])); \
        printf("rlwimi %08x into %08x,%2d,%2d,%2d -> %08x\n", INPUTS[i], INSERT_TARGET, sh, \
               mb, me, r);                                                      \
    }

/* rlwnm: the rotate count comes from the low five bits of rB. */
#define RLWNM(sh_unused, mb, me)                                                \
    for (uint32_t n = 0; n < 64; n += 7) {                                      \
        uint32_t r, r2, c;                                                      \
        __asm__ volatile("rlwnm %0,%3,%4," #mb "," #me "\n\t"                   \
                         "mtcrf 0x80,%5\n\t"                                    \
                         "rlwnm. %1,%3,%4," #mb "," #me "\n\t"                  \
                         "mfcr %2"                                              \
                         : "=&r"(r), "=&r"(r2), "=&r"(c)                        \
                         : "r"(0xdeadbeefu), "r"(n | 0xffffff00u), "r"(0)       \
                         : "cr0");                                              \
        printf("rlwnm deadbeef,rb=%08x,%2d,%2d -> %08x  rlwnm. -> %08x cr0=%s\n", \
               n | 0xffffff00u, mb, me, r, r2, crbits(c >> 28));                \
    }

static void do_rlwinm(void)
{
    SHS(RLWINM)
}

static void do_rlwimi(void)
{
    SHS(RLWIMI)
}

static void do_rlwnm(void)
{
    MES(RLWNM, 0)
}

/* Simplified mnemonics the compiler and glibc use. */
static void simplified(void)
{
    uint32_t x = 0xcafef00du, a, b, c, d, e, f, g;
    __asm__("slwi %0,%7,3\n\t"
            "srwi %1,%7,5\n\t"
            "clrlwi %2,%7,16\n\t"
            "clrrwi %3,%7,4\n\t"
            "rotlwi %4,%7,12\n\t"
            "extrwi %5,%7,8,4\n\t"
            "inslwi %6,%7,8,8"
            : "=&r"(a), "=&r"(b), "=&r"(c), "=&r"(d), "=&r"(e), "=&r"(f), "=&r"(g)
            : "r"(x), "6"(0x11111111u));
    printf("slwi 3 -> %08x\nsrwi 5 -> %08x\nclrlwi 16 -> %08x\nclrrwi 4 -> %08x\n", a, b, c, d);
    printf("rotlwi 12 -> %08x\nextrwi 8,4 -> %08x\ninslwi 8,8 into 11111111 -> %08x\n", e, f, g);
}

int main(void)
{
    do_rlwinm();
    do_rlwimi();
    do_rlwnm();
    simplified();
    return 0;
}
