/* Floating-point arithmetic as the FPU does it, one instruction at a time:
 * fadd/fsub/fmul/fdiv, their single forms, fmadd/fmsub/fnmadd/fnmsub (double
 * and single: one rounding), fsel, fabs/fneg/fnabs/fmr, fcmpu/fcmpo, Rc=1
 * forms (CR1), with the FPSCR read back after each (cleared before).
 * Printed FPSCR values leave out FR (bit 13, "fraction rounded"): QEMU does
 * not model it (always 0) while real CPUs set it.  For results of the
 * single-precision forms and frsp that are denormal in single format, FPRF is
 * left out too (shown as "d" after the FPSCR): the 750 classifies them as
 * denormal (single class), QEMU 10 as normal (class of the double-format
 * value).  For a fused multiply-add whose product is inf*0 and whose addend
 * is a NaN, only the result is printed: QEMU raises VXIMZ (and not VXSNAN for
 * an SNaN addend) where the 750 is reported to treat the NaN operand first.
 * Every other bit is printed. */
#include "common.h"

#define FPSCR_FR 0x00040000u
#define FPSCR_FPRF 0x0001f000u
#define SHOWN(f) ((f) & ~FPSCR_FR)

/* A nonzero finite value below FLT_MIN in magnitude: a single-format denormal. */
static int single_denormal(uint64_t r)
{
    uint64_t mag = r & 0x7fffffffffffffffull;
    return mag != 0 && mag < 0x3810000000000000ull;
}

/* FPSCR as printed after a single-precision operation with result r. */
static const char *shown_single(uint64_t r, uint32_t f)
{
    static char buf[8][16];
    static unsigned slot;
    char *s = buf[slot++ & 7];
    if (single_denormal(r))
        snprintf(s, 16, "%08xd", SHOWN(f) & ~FPSCR_FPRF);
    else
        snprintf(s, 16, "%08x", SHOWN(f));
    return s;
}

static const uint64_t DV[] = {
    0x0000000000000000ull, /* +0 */
    0x8000000000000000ull, /* -0 */
    0x3ff0000000000000ull, /* 1 */
    0xbff0000000000000ull, /* -1 */
    0x3ff8000000000000ull, /* 1.5 */
    0x4008000000000000ull, /* 3 */
    0x3fb999999999999aull, /* 0.1 */
    0x7fefffffffffffffull, /* DBL_MAX */
    0xffefffffffffffffull, /* -DBL_MAX */
    0x0010000000000000ull, /* DBL_MIN */
    0x0000000000000001ull, /* smallest denormal */
    0x000fffffffffffffull, /* largest denormal */
    0x7ff0000000000000ull, /* +inf */
    0xfff0000000000000ull, /* -inf */
    0x7ff8000000000000ull, /* qNaN */
    0x7ff4000000000000ull, /* sNaN */
    0xfff8000000001234ull, /* -qNaN with payload */
};

/* Values representable in single format (inputs to the single-precision forms). */
static const uint64_t SV[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull,
    0xbff0000000000000ull, 0x3ff8000000000000ull, 0x4008000000000000ull,
    0x3fb99999a0000000ull, /* (float)0.1 */
    0x47efffffe0000000ull, /* FLT_MAX */
    0x3810000000000000ull, /* FLT_MIN */
    0x36a0000000000000ull, /* smallest single denormal */
    0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull,
    0x7ff4000000000000ull,
};

static const char *name_of(uint64_t u)
{
    static char buf[8][24];
    static unsigned slot;
    char *s = buf[slot++ & 7];
    snprintf(s, 24, "%016llx", (unsigned long long)u);
    return s;
}

#define FOP2(fn, mn)                                                            \
    static uint64_t fn(uint64_t a, uint64_t b, uint32_t *fpscr)                 \
    {                                                                           \
        double r, fs;                                                           \
        __asm__ volatile("mtfsf 0xff,%4\n\t" mn " %0,%2,%3\n\tmffs %1"          \
                         : "=&f"(r), "=&f"(fs)                                  \
                         : "f"(bitsd(a)), "f"(bitsd(b)), "f"(0.0));             \
        *fpscr = (uint32_t)dbits(fs);                                           \
        return dbits(r);                                                        \
    }

#define FOP3(fn, mn)                                                            \
    static uint64_t fn(uint64_t a, uint64_t c, uint64_t b, uint32_t *fpscr)     \
    {                                                                           \
        double r, fs;                                                           \
        __asm__ volatile("mtfsf 0xff,%5\n\t" mn " %0,%2,%3,%4\n\tmffs %1"       \
                         : "=&f"(r), "=&f"(fs)                                  \
                         : "f"(bitsd(a)), "f"(bitsd(c)), "f"(bitsd(b)), "f"(0.0)); \
        *fpscr = (uint32_t)dbits(fs);                                           \
        return dbits(r);                                                        \
    }

#define FOP1(fn, mn)                                                            \
    static uint64_t fn(uint64_t b, uint32_t *fpscr)                             \
    {                                                                           \
        double r, fs;                                                           \
        __asm__ volatile("mtfsf 0xff,%3\n\t" mn " %0,%2\n\tmffs %1"             \
                         : "=&f"(r), "=&f"(fs)                                  \
                         : "f"(bitsd(b)), "f"(0.0));                            \
        *fpscr = (uint32_t)dbits(fs);                                           \
        return dbits(r);                                                        \
    }

FOP2(f_add, "fadd") FOP2(f_sub, "fsub") FOP2(f_mul, "fmul") FOP2(f_div, "fdiv")
FOP2(f_adds, "fadds") FOP2(f_subs, "fsubs") FOP2(f_muls, "fmuls") FOP2(f_divs, "fdivs")
FOP3(f_madd, "fmadd") FOP3(f_msub, "fmsub") FOP3(f_nmadd, "fnmadd") FOP3(f_nmsub, "fnmsub")
FOP3(f_madds, "fmadds") FOP3(f_msubs, "fmsubs") FOP3(f_nmadds, "fnmadds") FOP3(f_nmsubs, "fnmsubs")
FOP3(f_sel, "fsel")
FOP1(f_abs, "fabs") FOP1(f_neg, "fneg") FOP1(f_nabs, "fnabs") FOP1(f_mr, "fmr") FOP1(f_rsp, "frsp")

typedef uint64_t (*op2)(uint64_t, uint64_t, uint32_t *);
typedef uint64_t (*op3)(uint64_t, uint64_t, uint64_t, uint32_t *);

static void binary(const char *title, const uint64_t *v, size_t n, const op2 *ops,
                   const char *const *names, int single)
{
    printf("== %s\n", title);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            printf("%s %s:", name_of(v[i]), name_of(v[j]));
            for (int k = 0; k < 4; k++) {
                uint32_t fs;
                uint64_t r = ops[k](v[i], v[j], &fs);
                if (single)
                    printf(" %s=%s/%s", names[k], name_of(r), shown_single(r, fs));
                else
                    printf(" %s=%s/%08x", names[k], name_of(r), SHOWN(fs));
            }
            printf("\n");
        }
}

static int is_inf(uint64_t u) { return (u & 0x7fffffffffffffffull) == 0x7ff0000000000000ull; }
static int is_zero(uint64_t u) { return (u & 0x7fffffffffffffffull) == 0; }
static int is_nan(uint64_t u) { return (u & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; }

static void ternary(const char *title, const uint64_t *v, size_t n, const op3 *ops,
                    const char *const *names, int single)
{
    printf("== %s (frA*frC+frB)\n", title);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            for (size_t l = 0; l < n; l++) {
                printf("a=%s c=%s b=%s:", name_of(v[i]), name_of(v[j]), name_of(v[l]));
                int imz_nan = ((is_inf(v[i]) && is_zero(v[j])) || (is_zero(v[i]) && is_inf(v[j]))) &&
                              is_nan(v[l]) && ops[0] != f_sel;
                for (int k = 0; k < 4; k++) {
                    uint32_t fs;
                    uint64_t r = ops[k](v[i], v[j], v[l], &fs);
                    if (imz_nan)
                        printf(" %s=%s/(fpscr not compared)", names[k], name_of(r));
                    else if (single)
                        printf(" %s=%s/%s", names[k], name_of(r), shown_single(r, fs));
                    else
                        printf(" %s=%s/%08x", names[k], name_of(r), SHOWN(fs));
                }
                printf("\n");
            }
}

static void unary(void)
{
    printf("== unary\n");
    for (size_t i = 0; i < ARRAY_LEN(DV); i++) {
        uint32_t f1, f2, f3, f4, f5;
        uint64_t a = f_abs(DV[i], &f1), ng = f_neg(DV[i], &f2), na = f_nabs(DV[i], &f3);
        uint64_t m = f_mr(DV[i], &f4), r = f_rsp(DV[i], &f5);
        printf("%s: fabs=%s/%08x fneg=%s/%08x fnabs=%s/%08x fmr=%s/%08x frsp=%s/%s\n",
               name_of(DV[i]), name_of(a), SHOWN(f1), name_of(ng), SHOWN(f2), name_of(na),
               SHOWN(f3), name_of(m), SHOWN(f4), name_of(r), shown_single(r, f5));
    }
    /* frsp rounding: values between singles, halfway cases, overflow, underflow. */
    static const uint64_t R[] = {
        0x3ff0000010000000ull, /* 1 + 2^-24: tie, to even -> 1 */
        0x3ff0000030000000ull, /* 1 + 3*2^-24: tie, to even -> 1+2^-22 */
        0x3ff0000010000001ull, /* just above the tie -> up */
        0x47efffffefffffffull, /* just below FLT_MAX + half ulp -> FLT_MAX */
        0x47effffff0000000ull, /* FLT_MAX + half ulp -> inf (overflow) */
        0x36a0000000000000ull, /* smallest single denormal */
        0x3690000000000000ull, /* half of it: tie -> 0 (underflow) */
        0x3698000000000000ull, /* 0.75 of it -> rounds to it */
        0x380fffffffffffffull, /* just below FLT_MIN */
    };
    for (size_t i = 0; i < ARRAY_LEN(R); i++) {
        uint32_t fs;
        uint64_t r = f_rsp(R[i], &fs);
        printf("frsp %s -> %s fpscr=%s\n", name_of(R[i]), name_of(r), shown_single(r, fs));
    }
}

static void fused_once(void)
{
    uint32_t fs;
    /* (1+2^-52)(1-2^-52) - 1 = -2^-104 exactly; a separate multiply would give 0. */
    uint64_t r = f_msub(0x3ff0000000000001ull, 0x3feffffffffffffeull, 0x3ff0000000000000ull, &fs);
    printf("fmsub (1+2^-52)*(1-2^-52)-1 -> %s fpscr=%08x (expect b970000000000000)\n",
           name_of(r), SHOWN(fs));
    /* a*c+b = 1 + 2^-23 + 2^-24 - 2^-70: one rounding to single gives 1+2^-23;
     * rounding to double first would give the tie and then 1+2^-22. */
    r = f_madds(0x3e70000020000000ull, 0x3fefffffc0000000ull, 0x3ff0000020000000ull, &fs);
    printf("fmadds single rounding -> %s fpscr=%08x (expect 3ff0000020000000)\n", name_of(r),
           SHOWN(fs));
}

#define FCMP(mn)                                                                \
    static uint32_t mn##_cr(uint64_t a, uint64_t b, uint32_t *fpscr)            \
    {                                                                           \
        uint32_t c;                                                             \
        double fs;                                                              \
        __asm__ volatile("mtfsf 0xff,%4\n\t" #mn " 5,%2,%3\n\tmfcr %0\n\tmffs %1" \
                         : "=&r"(c), "=&f"(fs)                                  \
                         : "f"(bitsd(a)), "f"(bitsd(b)), "f"(0.0)               \
                         : "cr5");                                              \
        *fpscr = (uint32_t)dbits(fs);                                           \
        return (c >> 8) & 0xf;                                                  \
    }
FCMP(fcmpu) FCMP(fcmpo)

static void compares(void)
{
    printf("== compares into cr5 (FL FG FE FU)\n");
    for (size_t i = 0; i < ARRAY_LEN(DV); i++)
        for (size_t j = 0; j < ARRAY_LEN(DV); j += 2) {
            uint32_t f1, f2;
            uint32_t cu = fcmpu_cr(DV[i], DV[j], &f1), co = fcmpo_cr(DV[i], DV[j], &f2);
            printf("%s %s: fcmpu=%x/%08x fcmpo=%x/%08x\n", name_of(DV[i]), name_of(DV[j]), cu,
                   SHOWN(f1), co, SHOWN(f2));
        }
}

/* Rc=1: CR1 gets FX, FEX, VX, OX from the FPSCR. */
static void record_forms(void)
{
    static const uint64_t P[][2] = {
        { 0x3ff0000000000000ull, 0x3ff0000000000000ull },
        { 0x7fefffffffffffffull, 0x7fefffffffffffffull },
        { 0x7ff0000000000000ull, 0xfff0000000000000ull },
        { 0x3ff0000000000000ull, 0x3fb999999999999aull },
    };
    for (size_t i = 0; i < ARRAY_LEN(P); i++) {
        double r, fs;
        uint32_t c;
        __asm__ volatile("mtfsf 0xff,%5\n\tmtcrf 0x40,%6\n\tfadd. %0,%3,%4\n\tmfcr %1\n\tmffs %2"
                         : "=&f"(r), "=&r"(c), "=&f"(fs)
                         : "f"(bitsd(P[i][0])), "f"(bitsd(P[i][1])), "f"(0.0), "r"(0)
                         : "cr1");
        printf("fadd. %s %s -> %s cr1=%x fpscr=%08x\n", name_of(P[i][0]), name_of(P[i][1]),
               name_of(dbits(r)), (c >> 24) & 0xf, SHOWN((uint32_t)dbits(fs)));
    }
}

/* FPSCR moves: mtfsfi, mtfsb0/1, mcrfs. */
static void fpscr_moves(void)
{
    double fs, before;
    uint32_t c;
    __asm__ volatile("mtfsf 0xff,%2\n\tmtfsfi 7,3\n\tmtfsb1 24\n\tmtfsb1 29\n\tmtfsb0 29\n\tmffs %0\n\tmfcr %1"
                     : "=&f"(fs), "=&r"(c)
                     : "f"(0.0));
    printf("mtfsfi 7,3; mtfsb1 24 (VE); mtfsb1 29, mtfsb0 29 (NI) -> fpscr=%08x\n",
           SHOWN((uint32_t)dbits(fs)));
    /* mtfsf sets FX OX UX XX explicitly; mcrfs copies fields 0 and 1 and
     * clears the exception bits it copied. */
    __asm__ volatile("mtfsf 0xff,%2\n\tmtfsf 0xff,%3\n\tmffs %0\n\tstfd %0,0(%4)\n\t"
                     "mcrfs 6,0\n\tmcrfs 5,1\n\tmffs %0\n\tmfcr %1"
                     : "=&f"(fs), "=&r"(c)
                     : "f"(0.0), "f"(bitsd(0x9a000000ull)), "b"(&before)
                     : "cr5", "cr6", "memory");
    printf("mtfsf FX|OX|UX|XX -> fpscr=%08x; mcrfs 6,0, mcrfs 5,1 -> cr6=%x cr5=%x fpscr=%08x\n",
           SHOWN((uint32_t)dbits(before)), (c >> 4) & 0xf, (c >> 8) & 0xf,
           SHOWN((uint32_t)dbits(fs)));
    __asm__ volatile("mtfsf 0xff,%1\n\tmtfsb1 31\n\tmtfsb0 31\n\tmtfsb1 30\n\tmffs %0\n\tmtfsf 0xff,%1"
                     : "=&f"(fs)
                     : "f"(0.0));
    printf("mtfsb1 31, mtfsb0 31, mtfsb1 30 -> fpscr=%08x (RN=2)\n", SHOWN((uint32_t)dbits(fs)));
}

int main(void)
{
    static const op2 dops[4] = { f_add, f_sub, f_mul, f_div };
    static const op2 sops[4] = { f_adds, f_subs, f_muls, f_divs };
    static const char *const dn[4] = { "fadd", "fsub", "fmul", "fdiv" };
    static const char *const sn[4] = { "fadds", "fsubs", "fmuls", "fdivs" };
    static const op3 dm[4] = { f_madd, f_msub, f_nmadd, f_nmsub };
    static const op3 sm[4] = { f_madds, f_msubs, f_nmadds, f_nmsubs };
    static const char *const dmn[4] = { "fmadd", "fmsub", "fnmadd", "fnmsub" };
    static const char *const smn[4] = { "fmadds", "fmsubs", "fnmadds", "fnmsubs" };
    binary("double", DV, ARRAY_LEN(DV), dops, dn, 0);
    binary("single", SV, ARRAY_LEN(SV), sops, sn, 1);
    static const uint64_t M[] = { 0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull,
                                  0xbff8000000000000ull, 0x7fefffffffffffffull, 0x0000000000000001ull,
                                  0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull,
                                  0x7ff4000000000000ull };
    static const uint64_t MS[] = { 0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull,
                                   0xbff8000000000000ull, 0x47efffffe0000000ull, 0x36a0000000000000ull,
                                   0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull,
                                   0x7ff4000000000000ull };
    ternary("fused double", M, ARRAY_LEN(M), dm, dmn, 0);
    ternary("fused single", MS, ARRAY_LEN(MS), sm, smn, 1);
    static const op3 sel[4] = { f_sel, f_sel, f_sel, f_sel };
    static const char *const seln[4] = { "fsel", "fsel", "fsel", "fsel" };
    ternary("fsel (a>=0 ? c : b)", M, 5, sel, seln, 0);
    unary();
    fused_once();
    compares();
    record_forms();
    fpscr_moves();
    return 0;
}
