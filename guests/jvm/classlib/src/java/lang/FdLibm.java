package java.lang;

/**
 * StrictMath's functions as the JDK computes them: Sun's fdlibm 5.3 ("Freely Distributable
 * LIBM", netlib.org/fdlibm), whose results the Java specification fixes bit for bit. JDK 17
 * runs fdlibm's C code for most functions and a Java transliteration (java.lang.FdLibm) for
 * cbrt, hypot, pow and exp; both give the same bits. fdlibm's notice, for the algorithms and
 * constants re-expressed here: "Copyright (C) 1993 by Sun Microsystems, Inc. All rights
 * reserved. Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to use, copy,
 * modify, and distribute this software is freely granted, provided that this notice is
 * preserved."
 *
 * This file and its siblings re-express fdlibm 5.3's algorithms in Java, function by function,
 * with every operation in fdlibm's order: a reordered sum or a fused step changes the last bit.
 * The polynomial coefficients and split constants are fdlibm 5.3's published values (written
 * here in hexadecimal floating point, exact; fdlibm's decimal forms are in the comments).
 *
 * Files: FdLibm (word access, cbrt, hypot, IEEEremainder, sinh/cosh/tanh), FdLibmTrig
 * (sin/cos/tan kernels, asin, acos, atan, atan2), FdLibmRemPio2 (argument reduction modulo
 * pi/2, with the Payne-Hanek path for huge arguments), FdLibmExpLog (exp, expm1, log, log10,
 * log1p), FdLibmPow (pow). sqrt stays a VM native: IEEE sqrt is correctly rounded, as is
 * fdlibm's e_sqrt.c.
 */
final class FdLibm {
    private FdLibm() {
    }

    static final int SIGN = 0x80000000;
    static final int EXP_MASK = 0x7ff00000;
    static final int ABS_MASK = 0x7fffffff;
    static final double TWO54 = 0x1.0p54;
    static final double HUGE = 1.0e300;

    /** fdlibm's __HI: the sign, exponent and top 20 fraction bits. */
    static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >> 32);
    }

    /** fdlibm's __LO: the low 32 fraction bits. */
    static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    /** x with its high word replaced by h. */
    static double withHi(double x, int h) {
        return Double.longBitsToDouble(((long) h << 32) | (Double.doubleToRawLongBits(x) & 0xffffffffL));
    }

    /** x with its low word replaced by l (fdlibm's "chop" when l is 0). */
    static double withLo(double x, int l) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0xffffffff00000000L) | (l & 0xffffffffL));
    }

    /** The double with high word h and low word l. */
    static double words(int h, int l) {
        return Double.longBitsToDouble(((long) h << 32) | (l & 0xffffffffL));
    }

    /** 2^n for n a normal exponent (-1022..1023). */
    static double twoTo(int n) {
        return Double.longBitsToDouble((long) (n + 1023) << 52);
    }

    /** x * 2^n rounded once, as the JDK's Math.scalb (used where fdlibm calls scalbn). */
    static double scalb(double x, int n) {
        return Math.scalb(x, n);
    }

    // ---- cbrt (s_cbrt.c) ----
    private static final int CBRT_B1 = 715094163; // (682-0.03306235651)*2**20
    private static final int CBRT_B2 = 696219795; // (664-0.03306235651)*2**20
    private static final double CBRT_C = 0x1.15f15f15f15f1p-1; // 19/35
    private static final double CBRT_D = -0x1.691de2532c834p-1; // -864/1225
    private static final double CBRT_E = 0x1.6a0ea0ea0ea0fp0; // 99/70
    private static final double CBRT_F = 0x1.9b6db6db6db6ep0; // 45/28
    private static final double CBRT_G = 0x1.6db6db6db6db7p-2; // 5/14

    static double cbrt(double x) {
        if (x == 0.0 || x != x || x == Double.POSITIVE_INFINITY || x == Double.NEGATIVE_INFINITY) {
            return x;
        }
        double sign = x < 0.0 ? -1.0 : 1.0;
        x = Math.abs(x);
        double t;
        if (x < Double.MIN_NORMAL) {
            // subnormal: scale up by 2^54 and divide the exponent bias accordingly
            t = TWO54 * x;
            t = withHi(0.0, hi(t) / 3 + CBRT_B2);
        } else {
            t = withHi(0.0, hi(x) / 3 + CBRT_B1);
        }
        // rational approximation to 23 bits
        double r = t * t / x;
        double s = CBRT_C + r * t;
        t *= CBRT_G + CBRT_F / (s + CBRT_E + CBRT_D / s);
        // chop to 20 bits, round up so t > cbrt(x)
        t = withLo(t, 0);
        t = withHi(t, hi(t) + 1);
        // one Newton step to 53 bits
        s = t * t;
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        return sign * t;
    }

    // ---- hypot (e_hypot.c) ----
    static double hypot(double x, double y) {
        double a = Math.abs(x);
        double b = Math.abs(y);
        if (a != a || b != b || a == Double.POSITIVE_INFINITY || b == Double.POSITIVE_INFINITY) {
            if (a == Double.POSITIVE_INFINITY || b == Double.POSITIVE_INFINITY) {
                return Double.POSITIVE_INFINITY;
            }
            return a + b;
        }
        if (b > a) {
            double swap = a;
            a = b;
            b = swap;
        }
        int ha = hi(a);
        int hb = hi(b);
        if (ha - hb > 0x3c00000) {
            return a + b; // a/b > 2^60
        }
        int k = 0;
        if (a > 0x1.00000ffffffffp500) {
            ha -= 0x25800000;
            hb -= 0x25800000;
            a = a * 0x1.0p-600;
            b = b * 0x1.0p-600;
            k += 600;
        }
        double t1;
        double t2;
        if (b < 0x1.0p-500) {
            if (b < Double.MIN_NORMAL) {
                if (b == 0.0) {
                    return a;
                }
                t1 = 0x1.0p1022;
                b *= t1;
                a *= t1;
                k -= 1022;
            } else {
                ha += 0x25800000;
                hb += 0x25800000;
                a = a * 0x1.0p600;
                b = b * 0x1.0p600;
                k -= 600;
            }
        }
        double w = a - b;
        if (w > b) {
            t1 = withHi(0.0, ha);
            t2 = a - t1;
            w = Math.sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = withHi(0.0, hb);
            double y2 = b - y1;
            t1 = withHi(0.0, ha + 0x00100000);
            t2 = a - t1;
            w = Math.sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        return k != 0 ? twoTo(k) * w : w;
    }

    // ---- IEEEremainder (e_remainder.c); fmod is Java's exact % ----
    static double remainder(double x, double p) {
        int hx = hi(x);
        int lx = lo(x);
        int hp = hi(p);
        int lp = lo(p);
        int sx = hx & SIGN;
        hp &= ABS_MASK;
        hx &= ABS_MASK;
        if ((hp | lp) == 0) {
            return (x * p) / (x * p);
        }
        if (hx >= EXP_MASK || (hp >= EXP_MASK && ((hp - EXP_MASK) | lp) != 0)) {
            return (x * p) / (x * p);
        }
        if (hp <= 0x7fdfffff) {
            x = x % (p + p); // now |x| < 2|p|
        }
        if (((hx - hp) | (lx - lp)) == 0) {
            return 0.0 * x;
        }
        x = Math.abs(x);
        p = Math.abs(p);
        if (hp < 0x00200000) {
            if (x + x > p) {
                x -= p;
                if (x + x >= p) {
                    x -= p;
                }
            }
        } else {
            double half = 0.5 * p;
            if (x > half) {
                x -= p;
                if (x >= half) {
                    x -= p;
                }
            }
        }
        return withHi(x, hi(x) ^ sx);
    }

    // ---- sinh, cosh, tanh (e_sinh.c, e_cosh.c, s_tanh.c) ----
    private static final double SHUGE = 1.0e307;

    /** |x| is at most the overflow threshold of sinh/cosh (0x408633ce8fb9f87d). */
    private static boolean belowHypOverflow(int ix, int lx) {
        return ix < 0x408633ce || (ix == 0x408633ce && Integer.compareUnsigned(lx, 0x8fb9f87d) <= 0);
    }

    static double sinh(double x) {
        int jx = hi(x);
        int ix = jx & ABS_MASK;
        if (ix >= EXP_MASK) {
            return x + x;
        }
        double h = jx < 0 ? -0.5 : 0.5;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3e300000 && SHUGE + x > 1.0) {
                return x; // tiny
            }
            double t = FdLibmExpLog.expm1(Math.abs(x));
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }
        if (ix < 0x40862e42) { // |x| < log(MAX_VALUE)
            return h * FdLibmExpLog.exp(Math.abs(x));
        }
        if (belowHypOverflow(ix, lo(x))) {
            double w = FdLibmExpLog.exp(0.5 * Math.abs(x));
            double t = h * w;
            return t * w;
        }
        return x * SHUGE;
    }

    static double cosh(double x) {
        int ix = hi(x) & ABS_MASK;
        if (ix >= EXP_MASK) {
            return x * x;
        }
        if (ix < 0x3fd62e43) { // |x| < ln2/2
            double t = FdLibmExpLog.expm1(Math.abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) {
                return w;
            }
            return 1.0 + (t * t) / (w + w);
        }
        if (ix < 0x40360000) { // |x| < 22
            double t = FdLibmExpLog.exp(Math.abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < 0x40862e42) {
            return 0.5 * FdLibmExpLog.exp(Math.abs(x));
        }
        if (belowHypOverflow(ix, lo(x))) {
            double w = FdLibmExpLog.exp(0.5 * Math.abs(x));
            double t = 0.5 * w;
            return t * w;
        }
        return HUGE * HUGE;
    }

    static double tanh(double x) {
        int jx = hi(x);
        int ix = jx & ABS_MASK;
        if (ix >= EXP_MASK) {
            return jx >= 0 ? 1.0 / x + 1.0 : 1.0 / x - 1.0;
        }
        double z;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3c800000) {
                return x * (1.0 + x);
            }
            if (ix >= 0x3ff00000) {
                double t = FdLibmExpLog.expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = FdLibmExpLog.expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0 - 1.0e-300;
        }
        return jx >= 0 ? z : -z;
    }
}
