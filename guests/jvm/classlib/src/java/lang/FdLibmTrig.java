package java.lang;

import static java.lang.FdLibm.ABS_MASK;
import static java.lang.FdLibm.EXP_MASK;
import static java.lang.FdLibm.HUGE;
import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.withLo;
import static java.lang.FdLibm.words;

/**
 * sin, cos, tan and the inverse functions after fdlibm 5.3 (s_sin.c, s_cos.c, s_tan.c,
 * k_sin.c, k_cos.c, k_tan.c, e_asin.c, e_acos.c, s_atan.c, e_atan2.c); see FdLibm for the
 * provenance. Kernel coefficients are fdlibm 5.3's.
 */
final class FdLibmTrig {
    private FdLibmTrig() {
    }

    private static final double PI = 0x1.921fb54442d18p1;

    // ---- sin, cos, tan: reduce to [-pi/4, pi/4], then a kernel by quadrant ----

    static double sin(double x) {
        int ix = hi(x) & ABS_MASK;
        if (ix <= 0x3fe921fb) { // |x| <= pi/4
            return kernelSin(x, 0.0, 0);
        }
        if (ix >= EXP_MASK) {
            return x - x; // NaN
        }
        double[] y = new double[2];
        int n = FdLibmRemPio2.remPio2(x, y);
        switch (n & 3) {
            case 0:
                return kernelSin(y[0], y[1], 1);
            case 1:
                return kernelCos(y[0], y[1]);
            case 2:
                return -kernelSin(y[0], y[1], 1);
            default:
                return -kernelCos(y[0], y[1]);
        }
    }

    static double cos(double x) {
        int ix = hi(x) & ABS_MASK;
        if (ix <= 0x3fe921fb) {
            return kernelCos(x, 0.0);
        }
        if (ix >= EXP_MASK) {
            return x - x;
        }
        double[] y = new double[2];
        int n = FdLibmRemPio2.remPio2(x, y);
        switch (n & 3) {
            case 0:
                return kernelCos(y[0], y[1]);
            case 1:
                return -kernelSin(y[0], y[1], 1);
            case 2:
                return -kernelCos(y[0], y[1]);
            default:
                return kernelSin(y[0], y[1], 1);
        }
    }

    static double tan(double x) {
        int ix = hi(x) & ABS_MASK;
        if (ix <= 0x3fe921fb) {
            return kernelTan(x, 0.0, 1);
        }
        if (ix >= EXP_MASK) {
            return x - x;
        }
        double[] y = new double[2];
        int n = FdLibmRemPio2.remPio2(x, y);
        return kernelTan(y[0], y[1], 1 - ((n & 1) << 1)); // 1 for even n, -1 for odd
    }

    // k_sin.c: sin(x+y) on [-pi/4, pi/4], y the tail of x; iy == 0 when y is zero
    private static final double S1 = -0x1.5555555555549p-3; // -1.66666666666666324348e-01
    private static final double S2 = 0x1.111111110f8a6p-7; // 8.33333333332248946124e-03
    private static final double S3 = -0x1.a01a019c161d5p-13; // -1.98412698298579493134e-04
    private static final double S4 = 0x1.71de357b1fe7dp-19; // 2.75573137070700676789e-06
    private static final double S5 = -0x1.ae5e68a2b9cebp-26; // -2.50507602534068634195e-08
    private static final double S6 = 0x1.5d93a5acfd57cp-33; // 1.58969099521155010221e-10

    private static double kernelSin(double x, double y, int iy) {
        int ix = hi(x) & ABS_MASK;
        if (ix < 0x3e400000 && (int) x == 0) { // |x| < 2^-27
            return x;
        }
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (iy == 0) {
            return x + v * (S1 + z * r);
        }
        return x - ((z * (0.5 * y - v * r) - y) - v * S1);
    }

    // k_cos.c
    private static final double C1 = 0x1.555555555554cp-5; // 4.16666666666666019037e-02
    private static final double C2 = -0x1.6c16c16c15177p-10; // -1.38888888888741095749e-03
    private static final double C3 = 0x1.a01a019cb159p-16; // 2.48015872894767294178e-05
    private static final double C4 = -0x1.27e4f809c52adp-22; // -2.75573143513906633035e-07
    private static final double C5 = 0x1.1ee9ebdb4b1c4p-29; // 2.08757232129817482790e-09
    private static final double C6 = -0x1.8fae9be8838d4p-37; // -1.13596475577881948265e-11

    private static double kernelCos(double x, double y) {
        int ix = hi(x) & ABS_MASK;
        if (ix < 0x3e400000 && (int) x == 0) { // |x| < 2^-27
            return 1.0;
        }
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ix < 0x3fd33333) { // |x| < 0.3
            return 1.0 - (0.5 * z - (z * r - x * y));
        }
        double qx = ix > 0x3fe90000 ? 0.28125 : words(ix - 0x00200000, 0); // x/4 chopped
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    // k_tan.c: tan(x+y) for iy == 1, -1/tan(x+y) for iy == -1
    private static final double PIO4 = 0x1.921fb54442d18p-1; // 7.85398163397448278999e-01
    private static final double PIO4_LO = 0x1.1a62633145c07p-55; // 3.06161699786838301793e-17
    private static final double[] T = {
        0x1.5555555555563p-2, // 3.33333333333334091986e-01
        0x1.111111110fe7ap-3, // 1.33333333333201242699e-01
        0x1.ba1ba1bb341fep-5, // 5.39682539762260521377e-02
        0x1.664f48406d637p-6, // 2.18694882948595424599e-02
        0x1.226e3e96e8493p-7, // 8.86323982359930005737e-03
        0x1.d6d22c9560328p-9, // 3.59207910759131235356e-03
        0x1.7dbc8fee08315p-10, // 1.45620945432529025516e-03
        0x1.344d8f2f26501p-11, // 5.88041240820264096874e-04
        0x1.026f71a8d1068p-12, // 2.46463134818469906812e-04
        0x1.47e88a03792a6p-14, // 7.81794442939557092300e-05
        0x1.2b80f32f0a7e9p-14, // 7.14072491382608190305e-05
        -0x1.375cbdb605373p-16, // -1.85586374855275456654e-05
        0x1.b2a7074bf7ad4p-16, // 2.59073051863633712884e-05
    };

    /** -1/(x+r) to nearly full precision: w = x+r, with a chopped quotient and one correction. */
    private static double negInverse(double w, double x, double r) {
        double z = withLo(w, 0);
        double v = r - (z - x); // z + v = x + r
        double a = -1.0 / w;
        double t = withLo(a, 0);
        double s = 1.0 + t * z;
        return t + a * (s + t * v);
    }

    private static double kernelTan(double x, double y, int iy) {
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        if (ix < 0x3e300000 && (int) x == 0) { // |x| < 2^-28
            if ((ix | lo(x) | (iy + 1)) == 0) {
                return 1.0 / Math.abs(x); // -1/tan(+-0)
            }
            if (iy == 1) {
                return x;
            }
            return negInverse(x + y, x, y);
        }
        boolean big = ix >= 0x3fe59428; // |x| >= 0.6744: use tan(pi/4 - x)
        if (big) {
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            double z = PIO4 - x;
            double w = PIO4_LO - y;
            x = z + w;
            y = 0.0;
        }
        double z = x * x;
        double w = z * z;
        // x^5 (T1 + x^2 T2 + ...) split into odd and even terms of w = x^4
        double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
        double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
        double s = z * x;
        r = y + z * (s * (r + v) + y);
        r += T[0] * s;
        w = x + r;
        if (big) {
            v = iy;
            return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
        }
        if (iy == 1) {
            return w;
        }
        return negInverse(w, x, r);
    }

    // ---- asin, acos (e_asin.c, e_acos.c): a rational approximation of (asin(x)-x)/x^3 ----
    private static final double PIO2_HI = 0x1.921fb54442d18p0; // 1.57079632679489655800e+00
    private static final double PIO2_LO = 0x1.1a62633145c07p-54; // 6.12323399573676603587e-17
    private static final double PIO4_HI = 0x1.921fb54442d18p-1; // 7.85398163397448278999e-01
    private static final double PS0 = 0x1.5555555555555p-3; // 1.66666666666666657415e-01
    private static final double PS1 = -0x1.4d61203eb6f7dp-2; // -3.25565818622400915405e-01
    private static final double PS2 = 0x1.9c1550e884455p-3; // 2.01212532134862925881e-01
    private static final double PS3 = -0x1.48228b5688f3bp-5; // -4.00555345006794114027e-02
    private static final double PS4 = 0x1.9efe07501b288p-11; // 7.91534994289814532176e-04
    private static final double PS5 = 0x1.23de10dfdf709p-15; // 3.47933107596021167570e-05
    private static final double QS1 = -0x1.33a271c8a2d4bp1; // -2.40339491173441421878e+00
    private static final double QS2 = 0x1.02ae59c598ac8p1; // 2.02094576023350569471e+00
    private static final double QS3 = -0x1.6066c1b8d0159p-1; // -6.88283971605453293030e-01
    private static final double QS4 = 0x1.3b8c5b12e9282p-4; // 7.70381505559019352791e-02

    private static double pS(double t) {
        return t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
    }

    private static double qS(double t) {
        return 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
    }

    static double asin(double x) {
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) {
                return x * PIO2_HI + x * PIO2_LO; // asin(+-1) = +-pi/2
            }
            return (x - x) / (x - x);
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            double t = 0.0;
            if (ix < 0x3e400000) { // |x| < 2^-27
                if (HUGE + x > 1.0) {
                    return x;
                }
            } else {
                t = x * x;
            }
            double w = pS(t) / qS(t);
            return x + x * w;
        }
        double w = 1.0 - Math.abs(x);
        double t = w * 0.5;
        double p = pS(t);
        double q = qS(t);
        double s = Math.sqrt(t);
        if (ix >= 0x3fef3333) { // |x| > 0.975
            w = p / q;
            t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
        } else {
            w = withLo(s, 0);
            double c = (t - w * w) / (s + w);
            double r = p / q;
            p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return hx > 0 ? t : -t;
    }

    static double acos(double x) {
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) {
                return hx > 0 ? 0.0 : PI + 2.0 * PIO2_LO;
            }
            return (x - x) / (x - x);
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix <= 0x3c600000) {
                return PIO2_HI + PIO2_LO;
            }
            double z = x * x;
            double r = pS(z) / qS(z);
            return PIO2_HI - (x - (PIO2_LO - x * r));
        }
        if (hx < 0) { // x < -0.5
            double z = (1.0 + x) * 0.5;
            double p = pS(z);
            double q = qS(z);
            double s = Math.sqrt(z);
            double r = p / q;
            double w = r * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        }
        double z = (1.0 - x) * 0.5; // x > 0.5
        double s = Math.sqrt(z);
        double df = withLo(s, 0);
        double c = (z - df * df) / (s + df);
        double r = pS(z) / qS(z);
        double w = r * s + c;
        return 2.0 * (df + w);
    }

    // ---- atan (s_atan.c): reduce to one of five intervals, then a polynomial ----
    private static final double[] ATAN_HI = {
        0x1.dac670561bb4fp-2, // atan(0.5)hi 4.63647609000806093515e-01
        0x1.921fb54442d18p-1, // atan(1.0)hi 7.85398163397448278999e-01
        0x1.f730bd281f69bp-1, // atan(1.5)hi 9.82793723247329054082e-01
        0x1.921fb54442d18p0, // atan(inf)hi 1.57079632679489655800e+00
    };
    private static final double[] ATAN_LO = {
        0x1.a2b7f222f65e2p-56, // atan(0.5)lo 2.26987774529616870924e-17
        0x1.1a62633145c07p-55, // atan(1.0)lo 3.06161699786838301793e-17
        0x1.007887af0cbbdp-56, // atan(1.5)lo 1.39033110312309984516e-17
        0x1.1a62633145c07p-54, // atan(inf)lo 6.12323399573676603587e-17
    };
    private static final double[] AT = {
        0x1.555555555550dp-2, // 3.33333333333329318027e-01
        -0x1.999999998ebc4p-3, // -1.99999999998764832476e-01
        0x1.24924920083ffp-3, // 1.42857142725034663711e-01
        -0x1.c71c6fe231671p-4, // -1.11111104054623557880e-01
        0x1.745cdc54c206ep-4, // 9.09088713343650656196e-02
        -0x1.3b0f2af749a6dp-4, // -7.69187620504482999495e-02
        0x1.10d66a0d03d51p-4, // 6.66107313738753120669e-02
        -0x1.dde2d52defd9ap-5, // -5.83357013379057348645e-02
        0x1.97b4b24760debp-5, // 4.97687799461593236017e-02
        -0x1.2b4442c6a6c2fp-5, // -3.65315727442169155270e-02
        0x1.0ad3ae322da11p-6, // 1.62858201153657823623e-02
    };

    static double atan(double x) {
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        int id;
        if (ix >= 0x44100000) { // |x| >= 2^66
            if (ix > EXP_MASK || (ix == EXP_MASK && lo(x) != 0)) {
                return x + x; // NaN
            }
            return hx > 0 ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
        }
        if (ix < 0x3fdc0000) { // |x| < 0.4375
            if (ix < 0x3e200000 && HUGE + x > 1.0) { // |x| < 2^-29
                return x;
            }
            id = -1;
        } else {
            x = Math.abs(x);
            if (ix < 0x3ff30000) { // |x| < 1.1875
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else if (ix < 0x40038000) { // |x| < 2.4375
                id = 2;
                x = (x - 1.5) / (1.0 + 1.5 * x);
            } else { // 2.4375 <= |x| < 2^66
                id = 3;
                x = -1.0 / x;
            }
        }
        double z = x * x;
        double w = z * z;
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        }
        z = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
        return hx < 0 ? -z : z;
    }

    // ---- atan2 (e_atan2.c) ----
    private static final double TINY = 1.0e-300;
    private static final double PI_O_4 = 0x1.921fb54442d18p-1; // 7.8539816339744827900E-01
    private static final double PI_O_2 = 0x1.921fb54442d18p0; // 1.5707963267948965580E+00
    private static final double PI_LO = 0x1.1a62633145c07p-53; // 1.2246467991473531772E-16

    static double atan2(double y, double x) {
        if (x != x || y != y) {
            return x + y;
        }
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        int lx = lo(x);
        int hy = hi(y);
        int iy = hy & ABS_MASK;
        int ly = lo(y);
        if (((hx - 0x3ff00000) | lx) == 0) { // x == 1.0
            return atan(y);
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2*sign(x) + sign(y)
        if ((iy | ly) == 0) { // y == 0
            switch (m) {
                case 0:
                case 1:
                    return y;
                case 2:
                    return PI + TINY;
                default:
                    return -PI - TINY;
            }
        }
        if ((ix | lx) == 0) { // x == 0
            return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        if (ix == EXP_MASK) { // x infinite
            if (iy == EXP_MASK) {
                switch (m) {
                    case 0:
                        return PI_O_4 + TINY;
                    case 1:
                        return -PI_O_4 - TINY;
                    case 2:
                        return 3.0 * PI_O_4 + TINY;
                    default:
                        return -3.0 * PI_O_4 - TINY;
                }
            }
            switch (m) {
                case 0:
                    return 0.0;
                case 1:
                    return -0.0;
                case 2:
                    return PI + TINY;
                default:
                    return -PI - TINY;
            }
        }
        if (iy == EXP_MASK) { // y infinite
            return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) { // |y/x| > 2^60
            z = PI_O_2 + 0.5 * PI_LO;
        } else if (hx < 0 && k < -60) { // |y|/x < -2^60
            z = 0.0;
        } else {
            z = atan(Math.abs(y / x));
        }
        switch (m) {
            case 0:
                return z;
            case 1:
                return -z;
            case 2:
                return PI - (z - PI_LO);
            default:
                return (z - PI_LO) - PI;
        }
    }
}
