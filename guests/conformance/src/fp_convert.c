/* Conversions: fctiw and fctiwz in all four rounding modes (set with
 * fesetround), integer <-> double and float <-> double as the compiler emits
 * them, and the rounding mode's effect on ordinary arithmetic.
 * fctiw leaves the high word of frD and FPRF undefined: only the low word and
 * the other FPSCR bits (FR left out: QEMU does not model it) are printed. */
#include <fenv.h>
#include <math.h>

#include "common.h"

#define FPSCR_SHOWN_MASK (~(0x00040000u | 0x0001f000u))

static const uint64_t CV[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x3fe0000000000000ull, /* 0.5 */
    0x3ff8000000000000ull, /* 1.5 */ 0x4004000000000000ull, /* 2.5 */
    0xbfe0000000000000ull, /* -0.5 */ 0xbff8000000000000ull, /* -1.5 */
    0xc004000000000000ull, /* -2.5 */ 0x3fdfffffffffffffull, /* 0.49999999999999994 */
    0x41dfffffffd9999aull, /* 2147483647.4 */ 0x41dfffffffe00000ull, /* 2147483647.5 */
    0x41e0000000000000ull, /* 2^31 */ 0xc1e0000000000000ull, /* -2^31 */
    0xc1e0000000100000ull, /* -2147483648.5 */ 0xc1e0000000200000ull, /* -2147483649 */
    0x4202a05f20000000ull, /* 1e10 */ 0xc202a05f20000000ull, /* -1e10 */
    0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull, 0x7ff4000000000000ull,
    0x0000000000000001ull, 0x3ff0000000000001ull, 0xbfefffffffffffffull,
};

static const struct {
    int mode;
    const char *name;
} MODES[] = {
    { FE_TONEAREST, "nearest" },
    { FE_TOWARDZERO, "zero" },
    { FE_UPWARD, "up" },
    { FE_DOWNWARD, "down" },
};

static uint32_t fctiw(uint64_t v, uint32_t *fpscr, int z)
{
    double r, fs;
    uint32_t keep = read_fpscr() & 3; /* rounding mode */
    double modes = bitsd(keep);
    if (z)
        __asm__ volatile("mtfsf 0xff,%3\n\tfctiwz %0,%2\n\tmffs %1"
                         : "=&f"(r), "=&f"(fs)
                         : "f"(bitsd(v)), "f"(modes));
    else
        __asm__ volatile("mtfsf 0xff,%3\n\tfctiw %0,%2\n\tmffs %1"
                         : "=&f"(r), "=&f"(fs)
                         : "f"(bitsd(v)), "f"(modes));
    *fpscr = (uint32_t)dbits(fs) & FPSCR_SHOWN_MASK;
    return (uint32_t)dbits(r);
}

static void fcti(void)
{
    for (size_t m = 0; m < ARRAY_LEN(MODES); m++) {
        if (fesetround(MODES[m].mode) != 0)
            printf("fesetround(%s) failed\n", MODES[m].name);
        printf("== rounding %s (fegetround ok=%d, RN=%u)\n", MODES[m].name,
               fegetround() == MODES[m].mode, read_fpscr() & 3);
        for (size_t i = 0; i < ARRAY_LEN(CV); i++) {
            uint32_t f1, f2;
            uint32_t a = fctiw(CV[i], &f1, 0), b = fctiw(CV[i], &f2, 1);
            printf("%016llx (%.17g): fctiw=%08x/%08x fctiwz=%08x/%08x\n", (unsigned long long)CV[i],
                   bitsd(CV[i]), a, f1, b, f2);
        }
        /* Arithmetic and conversions under this mode. */
        volatile double one = 1.0, three = 3.0, big = 1e308, tiny = 0x1p-1074;
        volatile float fone = 1.0f, fthree = 3.0f;
        double q = one / three, nq = -one / three;
        float fq = fone / fthree;
        double ovf = big * 10.0, unf = tiny / 2.0;
        volatile double d = 0.1;
        float df = (float)d;
        printf("1/3=%a -1/3=%a 1f/3f=%a 1e308*10=%a denorm/2=%a (float)0.1=%a\n", q, nq, (double)fq,
               ovf, unf, (double)df);
        printf("rint(2.5)=%g rint(-2.5)=%g nearbyint(0.5)=%g lrint(-1.5)=%ld llrint(3.5)=%lld\n",
               rint(2.5), rint(-2.5), nearbyint(0.5), lrint(-1.5), llrint(3.5));
    }
    fesetround(FE_TONEAREST);
}

static void c_conversions(void)
{
    static const int32_t I[] = { 0, 1, -1, 2147483647, -2147483647 - 1, 16777217, -16777217, 123456789 };
    for (size_t i = 0; i < ARRAY_LEN(I); i++) {
        volatile int32_t vi = I[i];
        volatile uint32_t vu = (uint32_t)I[i];
        double d = vi, du = vu;
        float f = vi, fu = vu;
        printf("int %d -> double %a, uint %u -> double %a, float %a, ufloat %a\n", vi, d, vu, du,
               (double)f, (double)fu);
    }
    static const double D[] = { 0.0, -0.0, 0.9, -0.9, 1e9, -1e9, 2147483647.0, -2147483648.0,
                                4294967295.0, 3.99999999, 1e-320 };
    for (size_t i = 0; i < ARRAY_LEN(D); i++) {
        volatile double vd = D[i];
        int32_t si = (int32_t)vd;
        uint32_t ui = (vd >= 0.0 && vd < 4294967296.0) ? (uint32_t)vd : 0;
        float f = (float)vd;
        printf("double %a -> int %d, uint %u, float %a\n", vd, si, ui, (double)f);
    }
    static const uint32_t F[] = { 0x00000001u, 0x7f7fffffu, 0x80800000u, 0x7fc00000u, 0x3eaaaaabu };
    for (size_t i = 0; i < ARRAY_LEN(F); i++) {
        float f;
        memcpy(&f, &F[i], 4);
        volatile float vf = f;
        double d = vf;
        printf("float %08x -> double %016llx\n", F[i], (unsigned long long)dbits(d));
    }
    /* lfs/stfs of single denormals and NaNs keep their bits. */
    static const uint32_t S[] = { 0x00000001u, 0x807fffffu, 0x7f800001u, 0xffc00001u };
    for (size_t i = 0; i < ARRAY_LEN(S); i++) {
        double d;
        uint32_t back;
        __asm__ volatile("lfs %0,0(%2)\n\tstfs %0,0(%3)\n\tlwz %1,0(%3)"
                         : "=&f"(d), "=&r"(back)
                         : "b"(&S[i]), "b"(&back)
                         : "memory");
        printf("lfs %08x -> %016llx -> stfs %08x\n", S[i], (unsigned long long)dbits(d), back);
    }
    /* stfiwx stores the low word of an FPR (fctiwz + stfiwx is how -mcpu=750 converts). */
    uint32_t word = 0;
    double conv;
    __asm__ volatile("fctiwz %0,%2\n\tstfiwx %0,0,%1" : "=&f"(conv) : "b"(&word), "f"(-7.9) : "memory");
    printf("fctiwz(-7.9) stfiwx -> %08x\n", word);
}

int main(void)
{
    fcti();
    c_conversions();
    return 0;
}
