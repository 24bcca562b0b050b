package java.lang;

/** Math: exact operations in Java, transcendental ones delegated to StrictMath (libm). */
public final class Math {
    private Math() {
    }

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;
    private static final double TWO52 = 4503599627370496.0;

    public static double sin(double a) {
        return StrictMath.sin(a);
    }

    public static double cos(double a) {
        return StrictMath.cos(a);
    }

    public static double tan(double a) {
        return StrictMath.tan(a);
    }

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

    public static double exp(double a) {
        return StrictMath.exp(a);
    }

    public static double log(double a) {
        return StrictMath.log(a);
    }

    public static double log10(double a) {
        return StrictMath.log10(a);
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

    public static double pow(double a, double b) {
        return StrictMath.pow(a, b);
    }

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

    public static double scalb(double d, int scaleFactor) {
        if (scaleFactor > 2100) {
            scaleFactor = 2100;
        } else if (scaleFactor < -2100) {
            scaleFactor = -2100;
        }
        while (scaleFactor > 512) {
            d *= 0x1.0p512;
            scaleFactor -= 512;
        }
        while (scaleFactor < -512) {
            d *= 0x1.0p-512;
            scaleFactor += 512;
        }
        return d * powerOfTwoD(scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        return (float) scalb((double) f, Math.max(Math.min(scaleFactor, 278), -278));
    }
}
