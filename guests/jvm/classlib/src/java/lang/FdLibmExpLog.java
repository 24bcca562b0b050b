package java.lang;

import static java.lang.FdLibm.ABS_MASK;
import static java.lang.FdLibm.EXP_MASK;
import static java.lang.FdLibm.HUGE;
import static java.lang.FdLibm.TWO54;
import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.withHi;

/**
 * exp, expm1, log, log10 and log1p after fdlibm 5.3 (e_exp.c, s_expm1.c, e_log.c, e_log10.c,
 * s_log1p.c); see FdLibm for the provenance. Coefficients are fdlibm 5.3's.
 */
final class FdLibmExpLog {
    private FdLibmExpLog() {
    }

    private static final double LN2_HI = 0x1.62e42feep-1; // 6.93147180369123816490e-01
    private static final double LN2_LO = 0x1.a39ef35793c76p-33; // 1.90821492927058770002e-10
    private static final double INV_LN2 = 0x1.71547652b82fep0; // 1.44269504088896338700e+00
    private static final double O_THRESHOLD = 0x1.62e42fefa39efp9; // 7.09782712893383973096e+02
    private static final double U_THRESHOLD = -0x1.74910d52d3051p9; // -7.45133219101941108420e+02
    private static final double TWOM1000 = 0x1.0p-1000;
    private static final double TINY = 1.0e-300;

    // exp's remez polynomial on [0, 0.34658] (e_exp.c P1..P5)
    private static final double P1 = 0x1.555555555553ep-3; // 1.66666666666666019037e-01
    private static final double P2 = -0x1.6c16c16bebd93p-9; // -2.77777777770155933842e-03
    private static final double P3 = 0x1.1566aaf25de2cp-14; // 6.61375632143793436117e-05
    private static final double P4 = -0x1.bbd41c5d26bf1p-20; // -1.65339022054652515390e-06
    private static final double P5 = 0x1.6376972bea4d0p-25; // 4.13813679705723846039e-08

    static double exp(double x) {
        int hx = hi(x);
        int xsb = (hx >> 31) & 1;
        hx &= ABS_MASK;
        if (hx >= 0x40862e42) { // |x| >= 709.78...
            if (hx >= EXP_MASK) {
                if (((hx & 0xfffff) | lo(x)) != 0) {
                    return x + x; // NaN
                }
                return xsb == 0 ? x : 0.0;
            }
            if (x > O_THRESHOLD) {
                return HUGE * HUGE;
            }
            if (x < U_THRESHOLD) {
                return TWOM1000 * TWOM1000;
            }
        }
        double hi = 0.0;
        double lo = 0.0;
        int k = 0;
        if (hx > 0x3fd62e42) { // |x| > ln2/2: x = k*ln2 + r
            if (hx < 0x3ff0a2b2) { // |x| < 1.5 ln2
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                }
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INV_LN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI; // exact
                lo = t * LN2_LO;
            }
            x = hi - lo;
        } else if (hx < 0x3e300000) { // |x| < 2^-28
            if (HUGE + x > 1.0) {
                return 1.0 + x;
            }
        }
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        if (k >= -1021) {
            return withHi(y, hi(y) + (k << 20));
        }
        y = withHi(y, hi(y) + ((k + 1000) << 20));
        return y * TWOM1000;
    }

    // expm1's scaled polynomial (s_expm1.c Q1..Q5)
    private static final double Q1 = -0x1.11111111110f4p-5; // -3.33333333333331316428e-02
    private static final double Q2 = 0x1.a01a019fe5585p-10; // 1.58730158725481460165e-03
    private static final double Q3 = -0x1.4ce199eaadbb7p-14; // -7.93650757867487942473e-05
    private static final double Q4 = 0x1.0cfca86e65239p-18; // 4.00821782732936239552e-06
    private static final double Q5 = -0x1.afdb76e09c32dp-23; // -2.01099218183624371326e-07

    static double expm1(double x) {
        int hx = hi(x);
        int xsb = hx & FdLibm.SIGN;
        hx &= ABS_MASK;
        if (hx >= 0x4043687a) { // |x| >= 56 ln2
            if (hx >= 0x40862e42) { // |x| >= 709.78
                if (hx >= EXP_MASK) {
                    if (((hx & 0xfffff) | lo(x)) != 0) {
                        return x + x;
                    }
                    return xsb == 0 ? x : -1.0;
                }
                if (x > O_THRESHOLD) {
                    return HUGE * HUGE;
                }
            }
            if (xsb != 0 && x + TINY < 0.0) {
                return TINY - 1.0;
            }
        }
        double c = 0.0;
        int k;
        if (hx > 0x3fd62e42) { // |x| > ln2/2
            double hi;
            double lo;
            if (hx < 0x3ff0a2b2) { // |x| < 1.5 ln2
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
                k = (int) (INV_LN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI;
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) { // |x| < 2^-54
            double t = HUGE + x;
            return x - (t - (HUGE + x));
        } else {
            k = 0;
        }
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) {
            return x - (x * e - hxs);
        }
        e = (x * (e - c) - c);
        e -= hxs;
        if (k == -1) {
            return 0.5 * (x - e) - 0.5;
        }
        if (k == 1) {
            if (x < -0.25) {
                return -2.0 * (e - (x + 0.5));
            }
            return 1.0 + 2.0 * (x - e);
        }
        double y;
        if (k <= -2 || k > 56) { // exp(x) - 1 is enough
            y = 1.0 - (e - x);
            y = withHi(y, hi(y) + (k << 20));
            return y - 1.0;
        }
        if (k < 20) {
            t = withHi(1.0, 0x3ff00000 - (0x200000 >> k)); // 1 - 2^-k
            y = t - (e - x);
        } else {
            t = withHi(1.0, (0x3ff - k) << 20); // 2^-k
            y = x - (e + t);
            y += 1.0;
        }
        return withHi(y, hi(y) + (k << 20));
    }

    // log's polynomial in s^2 (e_log.c Lg1..Lg7; s_log1p.c's Lp1..Lp7 are the same values)
    private static final double LG1 = 0x1.5555555555593p-1; // 6.666666666666735130e-01
    private static final double LG2 = 0x1.999999997fa04p-2; // 3.999999999940941908e-01
    private static final double LG3 = 0x1.2492494229359p-2; // 2.857142874366239149e-01
    private static final double LG4 = 0x1.c71c51d8e78afp-3; // 2.222219843214978396e-01
    private static final double LG5 = 0x1.7466496cb03dep-3; // 1.818357216161805012e-01
    private static final double LG6 = 0x1.39a09d078c69fp-3; // 1.531383769920937332e-01
    private static final double LG7 = 0x1.2f112df3e5244p-3; // 1.479819860511658591e-01

    static double log(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2^-1022
            if (((hx & ABS_MASK) | lx) == 0) {
                return -TWO54 / 0.0; // log(+-0) = -inf
            }
            if (hx < 0) {
                return (x - x) / 0.0; // log(negative) = NaN
            }
            k -= 54;
            x *= TWO54; // subnormal: scale up
            hx = hi(x);
        }
        if (hx >= EXP_MASK) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        int i = (hx + 0x95f64) & 0x100000;
        x = withHi(x, hx | (i ^ 0x3ff00000)); // normalise x or x/2 into [sqrt(2)/2, sqrt(2)]
        k += i >> 20;
        double f = x - 1.0;
        if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                double dk = k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) {
                return f - r;
            }
            double dk = k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        double dk = k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        double r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) {
                return f - (hfsq - s * (hfsq + r));
            }
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) {
            return f - s * (f - r);
        }
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }

    private static final double IVLN10 = 0x1.bcb7b1526e50ep-2; // 4.34294481903251816668e-01
    private static final double LOG10_2HI = 0x1.34413509f6p-2; // 3.01029995663611771306e-01
    private static final double LOG10_2LO = 0x1.9fef311f12b36p-42; // 3.69423907715893078616e-13

    static double log10(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) {
            if (((hx & ABS_MASK) | lx) == 0) {
                return -TWO54 / 0.0;
            }
            if (hx < 0) {
                return (x - x) / 0.0;
            }
            k -= 54;
            x *= TWO54;
            hx = hi(x);
        }
        if (hx >= EXP_MASK) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        int i = k >>> 31; // 1 when k < 0
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = k + i;
        x = withHi(x, hx);
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    static double log1p(double x) {
        int hx = hi(x);
        int ax = hx & ABS_MASK;
        int k = 1;
        int hu = 0;
        double f = 0.0;
        double c = 0.0;
        if (hx < 0x3fda827a) { // x < 0.41422
            if (ax >= 0x3ff00000) { // x <= -1
                if (x == -1.0) {
                    return Double.NEGATIVE_INFINITY;
                }
                return Double.NaN;
            }
            if (ax < 0x3e200000) { // |x| < 2^-29
                if (TWO54 + x > 0.0 && ax < 0x3c900000) {
                    return x;
                }
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) { // -0.2929 < x < 0.41422
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= EXP_MASK) {
            return x + x;
        }
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); // correction term
                c /= u;
            } else {
                u = x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHi(u, hu | 0x3ff00000);
            } else {
                k += 1;
                u = withHi(u, hu | 0x3fe00000);
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) { // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            double r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) {
                return f - r;
            }
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) {
            return f - (hfsq - s * (hfsq + r));
        }
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }
}
