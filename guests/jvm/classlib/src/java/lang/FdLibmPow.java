package java.lang;

import static java.lang.FdLibm.ABS_MASK;
import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.withHi;
import static java.lang.FdLibm.withLo;

/**
 * pow after fdlibm 5.3 (e_pow.c) as the JDK runs it (JDK 17's java.lang.FdLibm.Pow, a Java
 * transliteration of e_pow.c with its special cases taken first): log2(x) in extra
 * precision as t1 + t2, times y split in two, then 2^(y log2 x) by exp's method. Coefficients
 * are fdlibm 5.3's. See FdLibm for the provenance.
 */
final class FdLibmPow {
    private FdLibmPow() {
    }

    private static final double INF = Double.POSITIVE_INFINITY;

    // |y| huge: log2(x) for x near 1 from a short series
    private static final double INV_LN2 = 0x1.71547652b82fep0; // 1.44269504088896338700e+00
    private static final double INV_LN2_H = 0x1.715476p0; // 24 bits of 1/ln2
    private static final double INV_LN2_L = 0x1.4ae0bf85ddf44p-26; // 1/ln2 tail

    // log2(x) = n + log2(bp) + 2s/(3 ln2) * (3 + s^2 (...)), s = (x-bp)/(x+bp)
    private static final double CP = 0x1.ec709dc3a03fdp-1; // 2/(3 ln2)
    private static final double CP_H = 0x1.ec709ep-1; // (float) CP
    private static final double CP_L = -0x1.e2fe0145b01f5p-28; // CP - CP_H
    private static final double[] BP = {1.0, 1.5};
    private static final double[] DP_H = {0.0, 0x1.2b8034p-1}; // log2(1.5) high
    private static final double[] DP_L = {0.0, 0x1.cfdeb43cfd006p-27}; // log2(1.5) low
    private static final double L1 = 0x1.3333333333303p-1; // 5.99999999999994648725e-01
    private static final double L2 = 0x1.b6db6db6fabffp-2; // 4.28571428578550184252e-01
    private static final double L3 = 0x1.55555518f264dp-2; // 3.33333329818377432918e-01
    private static final double L4 = 0x1.17460a91d4101p-2; // 2.72728123808534006489e-01
    private static final double L5 = 0x1.d864a93c9db65p-3; // 2.30660745775561754067e-01
    private static final double L6 = 0x1.a7e284a454eefp-3; // 2.06975017800338417784e-01

    // 2^z: exp's polynomial and ln2 split
    private static final double P1 = 0x1.555555555553ep-3; // 1.66666666666666019037e-01
    private static final double P2 = -0x1.6c16c16bebd93p-9; // -2.77777777770155933842e-03
    private static final double P3 = 0x1.1566aaf25de2cp-14; // 6.61375632143793436117e-05
    private static final double P4 = -0x1.bbd41c5d26bf1p-20; // -1.65339022054652515390e-06
    private static final double P5 = 0x1.6376972bea4d0p-25; // 4.13813679705723846039e-08
    private static final double LG2 = 0x1.62e42fefa39efp-1; // 6.93147180559945286227e-01
    private static final double LG2_H = 0x1.62e43p-1; // 6.93147182464599609375e-01
    private static final double LG2_L = -0x1.05c610ca86c39p-29; // -1.90465429995776804525e-09
    private static final double OVT = 8.0085662595372944372e-17; // -(1024-log2(ovfl+.5ulp))

    static double pow(double x, double y) {
        if (y == 0.0) {
            return 1.0;
        }
        if (x != x || y != y) {
            return x + y;
        }
        double yAbs = Math.abs(y);
        double xAbs = Math.abs(x);
        if (y == 2.0) {
            return x * x;
        } else if (y == 0.5) {
            if (x >= -Double.MAX_VALUE) {
                return Math.sqrt(x + 0.0); // + 0.0 turns -0 into +0
            }
        } else if (yAbs == 1.0) {
            return y == 1.0 ? x : 1.0 / x;
        } else if (yAbs == INF) {
            if (xAbs == 1.0) {
                return y - y; // NaN
            } else if (xAbs > 1.0) {
                return y >= 0 ? y : 0.0;
            } else {
                return y < 0 ? -y : 0.0;
            }
        }
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        // yIsInt: 0 = not an integer, 1 = odd, 2 = even (only needed for negative x)
        int yIsInt = 0;
        if (hx < 0) {
            if (yAbs >= 0x1.0p53) {
                yIsInt = 2;
            } else if (yAbs >= 1.0) {
                long yl = (long) yAbs;
                if ((double) yl == yAbs) {
                    yIsInt = 2 - (int) (yl & 1L);
                }
            }
        }
        if (xAbs == 0.0 || xAbs == INF || xAbs == 1.0) {
            double z = xAbs;
            if (y < 0.0) {
                z = 1.0 / z;
            }
            if (hx < 0) {
                if (((ix - 0x3ff00000) | yIsInt) == 0) {
                    z = (z - z) / (z - z); // (-1)^non-integer
                } else if (yIsInt == 1) {
                    z = -1.0 * z;
                }
            }
            return z;
        }
        int n = (hx >> 31) + 1;
        if ((n | yIsInt) == 0) {
            return (x - x) / (x - x); // negative^non-integer
        }
        double s = 1.0; // sign of the result
        if ((n | (yIsInt - 1)) == 0) {
            s = -1.0;
        }
        double t1;
        double t2;
        if (yAbs > 0x1.00000ffffffffp31) { // |y| > ~2^31
            if (xAbs < 0x1.fffff00000000p-1) {
                return y < 0.0 ? s * INF : s * 0.0;
            }
            if (xAbs > 0x1.00000ffffffffp0) {
                return y > 0.0 ? s * INF : s * 0.0;
            }
            double t = xAbs - 1.0; // t has 20 trailing zeros
            double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
            double u = INV_LN2_H * t;
            double v = t * INV_LN2_L - w * INV_LN2;
            t1 = withLo(u + v, 0);
            t2 = v - (t1 - u);
        } else {
            n = 0;
            if (ix < 0x00100000) { // subnormal x
                xAbs *= 0x1.0p53;
                n -= 53;
                ix = hi(xAbs);
            }
            n += (ix >> 20) - 0x3ff;
            int j = ix & 0x000fffff;
            int k;
            ix = j | 0x3ff00000; // normalise
            if (j <= 0x3988e) { // |x| < sqrt(3/2)
                k = 0;
            } else if (j < 0xbb67a) { // |x| < sqrt(3)
                k = 1;
            } else {
                k = 0;
                n += 1;
                ix -= 0x00100000;
            }
            xAbs = withHi(xAbs, ix);
            // ss = sH + sL = (x-bp)/(x+bp)
            double u = xAbs - BP[k];
            double v = 1.0 / (xAbs + BP[k]);
            double ss = u * v;
            double sH = withLo(ss, 0);
            double tH = withHi(0.0, ((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18)); // x+bp high
            double tL = xAbs - (tH - BP[k]);
            double sL = v * ((u - sH * tH) - sH * tL);
            // log(x)
            double s2 = ss * ss;
            double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
            r += sL * (sH + ss);
            s2 = sH * sH;
            tH = withLo(3.0 + s2 + r, 0);
            tL = r - ((tH - 3.0) - s2);
            u = sH * tH;
            v = sL * tH + tL * ss;
            double pH = withLo(u + v, 0);
            double pL = v - (pH - u);
            double zH = CP_H * pH;
            double zL = CP_L * pH + pL * CP + DP_L[k];
            double t = n;
            t1 = withLo(((zH + zL) + DP_H[k]) + t, 0);
            t2 = zL - (((t1 - t) - DP_H[k]) - zH);
        }
        // (y1 + y2) * (t1 + t2) with y1 = y chopped
        double y1 = withLo(y, 0);
        double pL = (y - y1) * t1 + y * t2;
        double pH = y1 * t1;
        double z = pL + pH;
        int j = hi(z);
        int i = lo(z);
        if (j >= 0x40900000) { // z >= 1024
            if (((j - 0x40900000) | i) != 0) {
                return s * INF;
            }
            if (pL + OVT > z - pH) {
                return s * INF;
            }
        } else if ((j & ABS_MASK) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0) {
                return s * 0.0;
            }
            if (pL <= z - pH) {
                return s * 0.0;
            }
        }
        // 2^(pH + pL): n = nearest integer when |z| > 0.5
        i = j & ABS_MASK;
        int k = (i >> 20) - 0x3ff;
        int n2 = 0;
        if (i > 0x3fe00000) {
            n2 = j + (0x00100000 >> (k + 1));
            k = ((n2 & ABS_MASK) >> 20) - 0x3ff;
            double t = withHi(0.0, n2 & ~(0x000fffff >> k));
            n2 = ((n2 & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) {
                n2 = -n2;
            }
            pH -= t;
        }
        double t = withLo(pL + pH, 0);
        double u = t * LG2_H;
        double v = (pL - (t - pH)) * LG2 + t * LG2_L;
        z = u + v;
        double w = v - (z - u);
        t = z * z;
        t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        double r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = hi(z) + (n2 << 20);
        if ((j >> 20) <= 0) {
            z = FdLibm.scalb(z, n2); // subnormal result
        } else {
            z = withHi(z, hi(z) + (n2 << 20));
        }
        return s * z;
    }
}
