/* fdlibm.c - fdlibm 5.3's IEEEremainder, sinh/cosh/tanh, exp, expm1, log, log10 and log1p
 * (e_remainder.c, e_sinh.c, e_cosh.c, s_tanh.c, e_exp.c, s_expm1.c, e_log.c, e_log10.c,
 * s_log1p.c): a C translation of classlib/src/java/lang/FdLibm.java and FdLibmExpLog.java,
 * operation for operation (a reordered sum or a fused step changes the last bit; build.sh
 * compiles with -ffp-contract=off, and ppc32 doubles have no excess precision). See fdlibm.h
 * for the provenance. Coefficients are fdlibm 5.3's, in hexadecimal (exact), its decimal
 * forms in the comments. */
#include "fdlibm.h"
#include <math.h>

/* ---- IEEEremainder (e_remainder.c); fdlibm's fmod is the exact fmod ---- */
double fd_remainder(double x, double p)
{
    int32_t hx = fd_hi(x), lx = fd_lo(x), hp = fd_hi(p), lp = fd_lo(p);
    int32_t sx = hx & FD_SIGN;
    hp &= FD_ABS_MASK;
    hx &= FD_ABS_MASK;
    if ((hp | lp) == 0) /* p = 0 */
        return (x * p) / (x * p);
    if (hx >= FD_EXP_MASK || (hp >= FD_EXP_MASK && ((hp - FD_EXP_MASK) | lp) != 0)) /* x not finite, p NaN */
        return (x * p) / (x * p);
    if (hp <= 0x7fdfffff)
        x = fmod(x, p + p); /* now |x| < 2|p| */
    if (((hx - hp) | (lx - lp)) == 0)
        return 0.0 * x;
    x = fabs(x);
    p = fabs(p);
    if (hp < 0x00200000) {
        if (x + x > p) {
            x -= p;
            if (x + x >= p)
                x -= p;
        }
    } else {
        double half = 0.5 * p;
        if (x > half) {
            x -= p;
            if (x >= half)
                x -= p;
        }
    }
    return fd_with_hi(x, fd_hi(x) ^ sx);
}

/* ---- sinh, cosh, tanh (e_sinh.c, e_cosh.c, s_tanh.c) ---- */
static const double SHUGE = 1.0e307;

/* |x| is at most the overflow threshold of sinh and cosh (0x408633ce8fb9f87d) */
static int below_hyp_overflow(int32_t ix, int32_t lx)
{
    return ix < 0x408633ce || (ix == 0x408633ce && (uint32_t)lx <= 0x8fb9f87du);
}

double fd_sinh(double x)
{
    int32_t jx = fd_hi(x), ix = jx & FD_ABS_MASK;
    if (ix >= FD_EXP_MASK)
        return x + x;
    double h = jx < 0 ? -0.5 : 0.5;
    if (ix < 0x40360000) { /* |x| < 22 */
        if (ix < 0x3e300000 && SHUGE + x > 1.0)
            return x; /* tiny */
        double t = fd_expm1(fabs(x));
        if (ix < 0x3ff00000)
            return h * (2.0 * t - t * t / (t + 1.0));
        return h * (t + t / (t + 1.0));
    }
    if (ix < 0x40862e42) /* |x| < log(MAX_VALUE) */
        return h * fd_exp(fabs(x));
    if (below_hyp_overflow(ix, fd_lo(x))) {
        double w = fd_exp(0.5 * fabs(x));
        double t = h * w;
        return t * w;
    }
    return x * SHUGE;
}

double fd_cosh(double x)
{
    int32_t ix = fd_hi(x) & FD_ABS_MASK;
    if (ix >= FD_EXP_MASK)
        return x * x;
    if (ix < 0x3fd62e43) { /* |x| < ln2/2 */
        double t = fd_expm1(fabs(x));
        double w = 1.0 + t;
        if (ix < 0x3c800000)
            return w;
        return 1.0 + (t * t) / (w + w);
    }
    if (ix < 0x40360000) { /* |x| < 22 */
        double t = fd_exp(fabs(x));
        return 0.5 * t + 0.5 / t;
    }
    if (ix < 0x40862e42)
        return 0.5 * fd_exp(fabs(x));
    if (below_hyp_overflow(ix, fd_lo(x))) {
        double w = fd_exp(0.5 * fabs(x));
        double t = 0.5 * w;
        return t * w;
    }
    return FD_HUGE * FD_HUGE;
}

double fd_tanh(double x)
{
    int32_t jx = fd_hi(x), ix = jx & FD_ABS_MASK;
    if (ix >= FD_EXP_MASK)
        return jx >= 0 ? 1.0 / x + 1.0 : 1.0 / x - 1.0;
    double z;
    if (ix < 0x40360000) { /* |x| < 22 */
        if (ix < 0x3c800000)
            return x * (1.0 + x);
        if (ix >= 0x3ff00000) {
            double t = fd_expm1(2.0 * fabs(x));
            z = 1.0 - 2.0 / (t + 2.0);
        } else {
            double t = fd_expm1(-2.0 * fabs(x));
            z = -t / (t + 2.0);
        }
    } else {
        z = 1.0 - 1.0e-300;
    }
    return jx >= 0 ? z : -z;
}

/* ---- exp (e_exp.c) ---- */
static const double LN2_HI = 0x1.62e42feep-1; /* 6.93147180369123816490e-01 */
static const double LN2_LO = 0x1.a39ef35793c76p-33; /* 1.90821492927058770002e-10 */
static const double INV_LN2 = 0x1.71547652b82fep0; /* 1.44269504088896338700e+00 */
static const double O_THRESHOLD = 0x1.62e42fefa39efp9; /* 7.09782712893383973096e+02 */
static const double U_THRESHOLD = -0x1.74910d52d3051p9; /* -7.45133219101941108420e+02 */
static const double TWOM1000 = 0x1.0p-1000;
static const double TINY = 1.0e-300;

/* exp's remez polynomial on [0, 0.34658] (P1..P5) */
static const double P1 = 0x1.555555555553ep-3; /* 1.66666666666666019037e-01 */
static const double P2 = -0x1.6c16c16bebd93p-9; /* -2.77777777770155933842e-03 */
static const double P3 = 0x1.1566aaf25de2cp-14; /* 6.61375632143793436117e-05 */
static const double P4 = -0x1.bbd41c5d26bf1p-20; /* -1.65339022054652515390e-06 */
static const double P5 = 0x1.6376972bea4d0p-25; /* 4.13813679705723846039e-08 */

double fd_exp(double x)
{
    int32_t hx = fd_hi(x);
    int xsb = (hx >> 31) & 1;
    hx &= FD_ABS_MASK;
    if (hx >= 0x40862e42) { /* |x| >= 709.78... */
        if (hx >= FD_EXP_MASK) {
            if (((hx & 0xfffff) | fd_lo(x)) != 0)
                return x + x; /* NaN */
            return xsb == 0 ? x : 0.0;
        }
        if (x > O_THRESHOLD)
            return FD_HUGE * FD_HUGE;
        if (x < U_THRESHOLD)
            return TWOM1000 * TWOM1000;
    }
    double hi = 0.0, lo = 0.0;
    int k = 0;
    if (hx > 0x3fd62e42) {     /* |x| > ln2/2: x = k*ln2 + r */
        if (hx < 0x3ff0a2b2) { /* |x| < 1.5 ln2 */
            if (xsb == 0) {
                hi = x - LN2_HI;
                lo = LN2_LO;
            } else {
                hi = x + LN2_HI;
                lo = -LN2_LO;
            }
            k = 1 - xsb - xsb;
        } else {
            k = (int)(INV_LN2 * x + (xsb == 0 ? 0.5 : -0.5));
            double t = k;
            hi = x - t * LN2_HI; /* exact */
            lo = t * LN2_LO;
        }
        x = hi - lo;
    } else if (hx < 0x3e300000) { /* |x| < 2^-28 */
        if (FD_HUGE + x > 1.0)
            return 1.0 + x;
    }
    double t = x * x;
    double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0)
        return 1.0 - ((x * c) / (c - 2.0) - x);
    double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021)
        return fd_with_hi(y, fd_hi_plus_exp(y, k));
    y = fd_with_hi(y, fd_hi_plus_exp(y, k + 1000));
    return y * TWOM1000;
}

/* ---- expm1 (s_expm1.c): its scaled polynomial Q1..Q5 ---- */
static const double Q1 = -0x1.11111111110f4p-5; /* -3.33333333333331316428e-02 */
static const double Q2 = 0x1.a01a019fe5585p-10; /* 1.58730158725481460165e-03 */
static const double Q3 = -0x1.4ce199eaadbb7p-14; /* -7.93650757867487942473e-05 */
static const double Q4 = 0x1.0cfca86e65239p-18; /* 4.00821782732936239552e-06 */
static const double Q5 = -0x1.afdb76e09c32dp-23; /* -2.01099218183624371326e-07 */

double fd_expm1(double x)
{
    int32_t hx = fd_hi(x);
    int32_t xsb = hx & FD_SIGN;
    hx &= FD_ABS_MASK;
    if (hx >= 0x4043687a) {     /* |x| >= 56 ln2 */
        if (hx >= 0x40862e42) { /* |x| >= 709.78 */
            if (hx >= FD_EXP_MASK) {
                if (((hx & 0xfffff) | fd_lo(x)) != 0)
                    return x + x;
                return xsb == 0 ? x : -1.0;
            }
            if (x > O_THRESHOLD)
                return FD_HUGE * FD_HUGE;
        }
        if (xsb != 0 && x + TINY < 0.0)
            return TINY - 1.0;
    }
    double c = 0.0;
    int k = 0;
    if (hx > 0x3fd62e42) { /* |x| > ln2/2 */
        double hi, lo;
        if (hx < 0x3ff0a2b2) { /* |x| < 1.5 ln2 */
            if (xsb == 0) {
                hi = x - LN2_HI;
                lo = LN2_LO;
                k = 1;
            } else {
                hi = x + LN2_HI;
                lo = -LN2_LO;
                k = -1;
            }
        } else {
            k = (int)(INV_LN2 * x + (xsb == 0 ? 0.5 : -0.5));
            double t = k;
            hi = x - t * LN2_HI;
            lo = t * LN2_LO;
        }
        x = hi - lo;
        c = (hi - x) - lo;
    } else if (hx < 0x3c900000) { /* |x| < 2^-54 */
        double t = FD_HUGE + x;
        return x - (t - (FD_HUGE + x));
    }
    double hfx = 0.5 * x;
    double hxs = x * hfx;
    double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    double t = 3.0 - r1 * hfx;
    double e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0)
        return x - (x * e - hxs);
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1)
        return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25)
            return -2.0 * (e - (x + 0.5));
        return 1.0 + 2.0 * (x - e);
    }
    double y;
    if (k <= -2 || k > 56) { /* exp(x) - 1 is enough */
        y = 1.0 - (e - x);
        y = fd_with_hi(y, fd_hi_plus_exp(y, k));
        return y - 1.0;
    }
    if (k < 20) {
        t = fd_with_hi(1.0, 0x3ff00000 - (0x200000 >> k)); /* 1 - 2^-k */
        y = t - (e - x);
    } else {
        t = fd_with_hi(1.0, (0x3ff - k) << 20); /* 2^-k */
        y = x - (e + t);
        y += 1.0;
    }
    return fd_with_hi(y, fd_hi_plus_exp(y, k));
}

/* ---- log (e_log.c): its polynomial in s^2 (Lg1..Lg7; s_log1p.c's Lp1..Lp7 are the same) ---- */
static const double LG1 = 0x1.5555555555593p-1; /* 6.666666666666735130e-01 */
static const double LG2 = 0x1.999999997fa04p-2; /* 3.999999999940941908e-01 */
static const double LG3 = 0x1.2492494229359p-2; /* 2.857142874366239149e-01 */
static const double LG4 = 0x1.c71c51d8e78afp-3; /* 2.222219843214978396e-01 */
static const double LG5 = 0x1.7466496cb03dep-3; /* 1.818357216161805012e-01 */
static const double LG6 = 0x1.39a09d078c69fp-3; /* 1.531383769920937332e-01 */
static const double LG7 = 0x1.2f112df3e5244p-3; /* 1.479819860511658591e-01 */

static const double zero = 0.0; /* (x / zero: fdlibm's way to make -inf and NaN) */

double fd_log(double x)
{
    int32_t hx = fd_hi(x), lx = fd_lo(x);
    int k = 0;
    if (hx < 0x00100000) { /* x < 2^-1022 */
        if (((hx & FD_ABS_MASK) | lx) == 0)
            return -FD_TWO54 / zero; /* log(+-0) = -inf */
        if (hx < 0)
            return (x - x) / zero; /* log(negative) = NaN */
        k -= 54;
        x *= FD_TWO54; /* subnormal: scale up */
        hx = fd_hi(x);
    }
    if (hx >= FD_EXP_MASK)
        return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000fffff;
    int32_t i = (hx + 0x95f64) & 0x100000;
    x = fd_with_hi(x, hx | (i ^ 0x3ff00000)); /* normalise x or x/2 into [sqrt(2)/2, sqrt(2)] */
    k += i >> 20;
    double f = x - 1.0;
    if ((0x000fffff & (2 + hx)) < 3) { /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            double dk = k;
            return dk * LN2_HI + dk * LN2_LO;
        }
        double r = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0)
            return f - r;
        double dk = k;
        return dk * LN2_HI - ((r - dk * LN2_LO) - f);
    }
    double s = f / (2.0 + f);
    double dk = k;
    double z = s * s;
    i = hx - 0x6147a;
    double w = z * z;
    int32_t j = 0x6b851 - hx;
    double t1 = w * (LG2 + w * (LG4 + w * LG6));
    double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    i |= j;
    double r = t2 + t1;
    if (i > 0) {
        double hfsq = 0.5 * f * f;
        if (k == 0)
            return f - (hfsq - s * (hfsq + r));
        return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
    }
    if (k == 0)
        return f - s * (f - r);
    return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
}

/* ---- log10 (e_log10.c) ---- */
static const double IVLN10 = 0x1.bcb7b1526e50ep-2; /* 4.34294481903251816668e-01 */
static const double LOG10_2HI = 0x1.34413509f6p-2; /* 3.01029995663611771306e-01 */
static const double LOG10_2LO = 0x1.9fef311f12b36p-42; /* 3.69423907715893078616e-13 */

double fd_log10(double x)
{
    int32_t hx = fd_hi(x), lx = fd_lo(x);
    int k = 0;
    if (hx < 0x00100000) {
        if (((hx & FD_ABS_MASK) | lx) == 0)
            return -FD_TWO54 / zero;
        if (hx < 0)
            return (x - x) / zero;
        k -= 54;
        x *= FD_TWO54;
        hx = fd_hi(x);
    }
    if (hx >= FD_EXP_MASK)
        return x + x;
    k += (hx >> 20) - 1023;
    int i = (int)((uint32_t)k >> 31); /* 1 when k < 0 */
    hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
    double y = k + i;
    x = fd_with_hi(x, hx);
    double z = y * LOG10_2LO + IVLN10 * fd_log(x);
    return z + y * LOG10_2HI;
}

/* ---- log1p (s_log1p.c) ---- */
double fd_log1p(double x)
{
    int32_t hx = fd_hi(x), ax = hx & FD_ABS_MASK;
    int k = 1;
    int32_t hu = 0;
    double f = 0.0, c = 0.0;
    if (hx < 0x3fda827a) {        /* x < 0.41422 */
        if (ax >= 0x3ff00000) { /* x <= -1 */
            if (x == -1.0)
                return -INFINITY;
            return NAN;
        }
        if (ax < 0x3e200000) { /* |x| < 2^-29 */
            if (FD_TWO54 + x > 0.0 && ax < 0x3c900000)
                return x;
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= (int32_t)0xbfd2bec3) { /* -0.2929 < x < 0.41422 */
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= FD_EXP_MASK)
        return x + x;
    if (k != 0) {
        double u;
        if (hx < 0x43400000) {
            u = 1.0 + x;
            hu = fd_hi(u);
            k = (hu >> 20) - 1023;
            c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); /* correction term */
            c /= u;
        } else {
            u = x;
            hu = fd_hi(u);
            k = (hu >> 20) - 1023;
            c = 0;
        }
        hu &= 0x000fffff;
        if (hu < 0x6a09e) {
            u = fd_with_hi(u, hu | 0x3ff00000);
        } else {
            k += 1;
            u = fd_with_hi(u, hu | 0x3fe00000);
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    double hfsq = 0.5 * f * f;
    if (hu == 0) { /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            c += k * LN2_LO;
            return k * LN2_HI + c;
        }
        double r = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0)
            return f - r;
        return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
    }
    double s = f / (2.0 + f);
    double z = s * s;
    double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
    if (k == 0)
        return f - (hfsq - s * (hfsq + r));
    return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
}
