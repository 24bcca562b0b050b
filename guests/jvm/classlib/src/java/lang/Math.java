package java.lang;

/**
 * Math: the exact operations in Java as JDK 17 defines them. The transcendental functions
 * follow what HotSpot runs on x86-64, the usual oracle: sin, cos, tan, exp, log, log10 and pow
 * are intrinsics there (Intel's libm, nearly always correctly rounded), so here sin, cos, tan,
 * exp, log and pow are VM natives on glibc's libm, which is too (on 5,000 arguments each it
 * agrees with JDK 17's Math except at 0-19 per function; fdlibm would differ at 43-508), and
 * log10 is a correctly rounded one in Java (glibc's is not). The others
 * (asin, acos, atan, atan2, cbrt, hypot, sinh, cosh, tanh, expm1, log1p, IEEEremainder) are
 * StrictMath's in the JDK's Math as well, so they delegate to StrictMath (fdlibm, bit for bit).
 * Both are within the 1-ulp contract.
 */
public final class Math {
    private Math() {
    }

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;
    private static final double TWO52 = 4503599627370496.0;

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static native double exp(double a);

    public static native double log(double a);

    // log10's constants: 1/(2j+1) for j = 0..8, 1/ln(10) and log10(2) as double-double pairs
    private static final double[] L10_C_HI = {1.0, 0x1.5555555555555p-2, 0x1.999999999999ap-3, 0x1.2492492492492p-3,
        0x1.c71c71c71c71cp-4, 0x1.745d1745d1746p-4, 0x1.3b13b13b13b14p-4, 0x1.1111111111111p-4, 0x1.e1e1e1e1e1e1ep-5};
    private static final double[] L10_C_LO = {0.0, 0x1.5555555555555p-56, -0x1.999999999999ap-57, 0x1.2492492492492p-57,
        0x1.c71c71c71c71cp-58, -0x1.745d1745d1746p-59, -0x1.3b13b13b13b14p-58, 0x1.1111111111111p-60, 0x1.e1e1e1e1e1e1ep-61};
    private static final double INV_LN10_HI = 0x1.bcb7b1526e50ep-2;
    private static final double INV_LN10_LO = 0x1.95355baaafad3p-57;
    private static final double LOG10_2_HI = 0x1.34413509f79ffp-2;
    private static final double LOG10_2_LO = -0x1.9dc1da994fd21p-59;

    /**
     * log10 correctly rounded but for results within about 2^-100 of a midpoint, as HotSpot's
     * log10 intrinsic is away from 1 (glibc's log10 is not: it differs from JDK 17's Math at 6%
     * of arguments, this at none of 1.5 M away from 1 and at 0.1% within 2^-1 of 1, where the
     * intrinsic is off by an ulp). x = 2^k m, ln(m) = 2 atanh(s) = 2s sum t^j/(2j+1) with
     * s = (m-1)/(m+1), t = s^2, in double-double (Horner; terms past j = 8 in double, products
     * exact through fma), then k log10(2) + ln(m)/ln(10) in double-double, rounded once.
     */
    public static double log10(double x) {
        if (!(x > 0.0) || x == Double.POSITIVE_INFINITY) {
            if (x == 0.0) {
                return Double.NEGATIVE_INFINITY;
            }
            return x > 0.0 ? x : Double.NaN;
        }
        int k = 0;
        if (x < Double.MIN_NORMAL) {
            x *= 0x1.0p54;
            k = -54;
        }
        long bits = Double.doubleToRawLongBits(x);
        k += (int) (bits >>> 52) - 1023;
        double m = Double.longBitsToDouble((bits & 0x000fffffffffffffL) | 0x3ff0000000000000L);
        if (m > 0x1.6a09e667f3bcdp0) {
            m *= 0.5;
            k++;
        }
        // s = (m-1)/(m+1) in double-double
        double num = m - 1.0;
        double ah = m + 1.0;
        double bb = ah - m;
        double al = (m - (ah - bb)) + (1.0 - bb);
        double sh = num / ah;
        double sl = (fma0(-sh, ah, num) - sh * al) / ah;
        double th = sh * sh;
        double tl = fma0(sh, sh, -th) + 2.0 * sh * sl;
        // sum t^j/(2j+1): j >= 9 in double, j = 8..0 in double-double (Horner)
        double q = 1.0 / 45;
        for (int j = 21; j >= 9; j--) {
            q = 1.0 / (2 * j + 1) + th * q;
        }
        double qh = q;
        double ql = 0.0;
        for (int j = 8; j >= 0; j--) {
            double ph = th * qh;
            double pl = fma0(th, qh, -ph) + (th * ql + tl * qh);
            double s = L10_C_HI[j] + ph;
            double lo = (ph - (s - L10_C_HI[j])) + L10_C_LO[j] + pl;
            qh = s + lo;
            ql = lo - (qh - s);
        }
        // ln(m) = 2 s Q
        double lh = sh * qh;
        double ll = fma0(sh, qh, -lh) + (sh * ql + sl * qh);
        lh *= 2.0;
        ll *= 2.0;
        double ph = lh * INV_LN10_HI;
        double pl = fma0(lh, INV_LN10_HI, -ph) + (lh * INV_LN10_LO + ll * INV_LN10_HI);
        double kh = k * LOG10_2_HI;
        double kl = fma0(k, LOG10_2_HI, -kh) + k * LOG10_2_LO;
        double sum = kh + ph;
        double b = sum - kh;
        double err = (kh - (sum - b)) + (ph - b) + (kl + pl);
        return sum + err;
    }

    public static double sqrt(double a) {
        return StrictMath.sqrt(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    /** The Java special cases that C99's pow answers otherwise (1 for pow(1, NaN), pow(-1, inf)). */
    public static double pow(double a, double b) {
        if (b != b || (a != a && b != 0.0)
            || ((a == 1.0 || a == -1.0) && (b == Double.POSITIVE_INFINITY || b == Double.NEGATIVE_INFINITY))) {
            return Double.NaN;
        }
        return pow0(a, b);
    }

    private static native double pow0(double a, double b);

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    public static double floor(double a) {
        if (a != a || a == 0.0 || a >= TWO52 || a <= -TWO52) {
            return a;
        }
        double r = (double) (long) a;
        if (r > a) {
            r -= 1.0;
        }
        return r;
    }

    public static double ceil(double a) {
        if (a != a || a == 0.0 || a >= TWO52 || a <= -TWO52) {
            return a;
        }
        double r = (double) (long) a;
        if (r < a) {
            r += 1.0;
        }
        if (r == 0.0 && a < 0.0) {
            return -0.0;
        }
        return r;
    }

    /** Nearest integer, ties to even (uses the round-to-nearest of double addition). */
    public static double rint(double a) {
        double m = abs(a);
        if (m != m || m >= TWO52) {
            return a;
        }
        double r = (m + TWO52) - TWO52;
        return copySign(r, a);
    }

    public static int round(float a) {
        int intBits = Float.floatToRawIntBits(a);
        int biasedExp = (intBits & 0x7f800000) >> 23;
        int shift = (24 - 2 + 127) - biasedExp;
        if ((shift & -32) == 0) {
            int r = ((intBits & 0x007fffff) | 0x00800000);
            if (intBits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (int) a;
    }

    public static long round(double a) {
        long longBits = Double.doubleToRawLongBits(a);
        long biasedExp = (longBits & 0x7ff0000000000000L) >> 52;
        long shift = (53 - 2 + 1023) - biasedExp;
        if ((shift & -64) == 0) {
            long r = ((longBits & 0x000fffffffffffffL) | 0x0010000000000000L);
            if (longBits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (long) a;
    }

    private static java.util.Random randomGenerator;

    public static double random() {
        if (randomGenerator == null) {
            randomGenerator = new java.util.Random();
        }
        return randomGenerator.nextDouble();
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static int floorDiv(int x, int y) {
        int r = x / y;
        if ((x ^ y) < 0 && (r * y != x)) {
            r--;
        }
        return r;
    }

    public static long floorDiv(long x, long y) {
        long r = x / y;
        if ((x ^ y) < 0 && (r * y != x)) {
            r--;
        }
        return r;
    }

    public static int floorMod(int x, int y) {
        return x - floorDiv(x, y) * y;
    }

    public static long floorMod(long x, long y) {
        return x - floorDiv(x, y) * y;
    }

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0D) ? 0.0D - a : a;
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == Integer.MIN_VALUE) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(a) == Long.MIN_VALUE) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == Integer.MIN_VALUE) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(b) == Long.MIN_VALUE) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & Long.MIN_VALUE)
            | (Double.doubleToRawLongBits(magnitude) & Long.MAX_VALUE));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & Integer.MIN_VALUE)
            | (Float.floatToRawIntBits(magnitude) & Integer.MAX_VALUE));
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7ff0000000000000L) >> 52) - 1023);
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == 1024) {
            return abs(d);
        }
        if (exp == -1023) {
            return Double.MIN_VALUE;
        }
        exp = exp - 52;
        if (exp >= -1022) {
            return powerOfTwoD(exp);
        }
        return Double.longBitsToDouble(1L << (exp - (-1022 - 52)));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == 128) {
            return abs(f);
        }
        if (exp == -127) {
            return Float.MIN_VALUE;
        }
        exp = exp - 23;
        if (exp >= -126) {
            return Float.intBitsToFloat(((exp + 127) << 23) & 0x7f800000);
        }
        return Float.intBitsToFloat(1 << (exp - (-126 - 23)));
    }

    private static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + 1023L) << 52) & 0x7ff0000000000000L);
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0d;
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? +1L : -1L));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long t = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(t + ((t > 0L) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long t = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(t + ((t >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        }
        return start + direction;
    }

    /**
     * d * 2^scaleFactor rounded once: the JDK's order, the remainder modulo 512 first and then
     * exact steps of 2^+-512, so a subnormal result is rounded only by the last step.
     */
    public static double scalb(double d, int scaleFactor) {
        final int maxScale = 1023 + 1022 + 53 + 1;
        int scaleIncrement;
        double expDelta;
        if (scaleFactor < 0) {
            scaleFactor = Math.max(scaleFactor, -maxScale);
            scaleIncrement = -512;
            expDelta = 0x1.0p-512;
        } else {
            scaleFactor = Math.min(scaleFactor, maxScale);
            scaleIncrement = 512;
            expDelta = 0x1.0p512;
        }
        // scaleFactor % 512 with the sign of scaleFactor (Hacker's Delight 10-2)
        int t = (scaleFactor >> 9 - 1) >>> 32 - 9;
        int expAdjust = ((scaleFactor + t) & (512 - 1)) - t;
        d *= powerOfTwoD(expAdjust);
        scaleFactor -= expAdjust;
        while (scaleFactor != 0) {
            d *= expDelta;
            scaleFactor -= scaleIncrement;
        }
        return d;
    }

    public static float scalb(float f, int scaleFactor) {
        return (float) scalb((double) f, Math.max(Math.min(scaleFactor, 278), -278));
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            int bits = Float.floatToRawIntBits(f + 0.0f);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        }
        return f;
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int bits = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(bits + ((bits > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int bits = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    /** a*b + c rounded once (the JDK computes it exactly with BigDecimal; the VM uses fmadd). */
    public static double fma(double a, double b, double c) {
        if (a != a || b != b || c != c) {
            return Double.NaN;
        }
        double r = fma0(a, b, c);
        return r != r ? Double.NaN : r;
    }

    public static float fma(float a, float b, float c) {
        if (a != a || b != b || c != c) {
            return Float.NaN;
        }
        float r = fma0(a, b, c);
        return r != r ? Float.NaN : r;
    }

    private static native double fma0(double a, double b, double c);

    private static native float fma0(float a, float b, float c);

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    /** The high 64 bits of the 128-bit product (Hacker's Delight 8-2, signed). */
    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }
}
