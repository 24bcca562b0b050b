// RELEASE 17
/**
 * java.lang.Math against JDK 17. The exact operations (abs, min/max, floor/ceil/rint, round,
 * toRadians/toDegrees, ulp, nextUp/nextDown/nextAfter, scalb, getExponent, copySign, signum,
 * floorDiv/floorMod, the *Exact family, multiplyHigh/multiplyFull, fma) print their results'
 * bits over edge cases and random operands. The transcendental ones print their bits over a
 * list of arguments, less those where JDK 17's Math on x86-64 (intrinsics for sin, cos, tan,
 * exp, log, log10 and pow) and the VM's (glibc's libm for those seven, StrictMath's fdlibm for
 * the others, as in the JDK) differ in the last bit: see transcendental().
 */
public class MathFunctions {
    static long seed = 0x2545f4914f6cdd1dL;

    static long next() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    static String d(double x) {
        return x + "/" + Long.toHexString(Double.doubleToLongBits(x));
    }

    static String f(float x) {
        return x + "/" + Integer.toHexString(Float.floatToIntBits(x));
    }

    static final double[] D = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, 0x0.fffffffffffffp-1022,
        Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.NaN, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994,
        -0.49999999999999994, 4503599627370495.5, -4503599627370495.5, 0x1p52, 0x1p52 + 1, 0x1p53,
        9.223372036854776E18, -9.223372036854776E18, 1e300, 123.456, -123.456, 0.1, 1e-310,
    };

    static final float[] F = {
        0.0f, -0.0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE,
        -Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, 1.0f, -1.0f,
        0.5f, -0.5f, 2.5f, -2.5f, 0.49999997f, 8388607.5f, 0x1p23f, 2.1474836E9f, -2.1474836E9f,
        1e-40f, 3.4e38f, 0.1f,
    };

    static void exactDoubles() {
        for (double x : D) {
            System.out.println("d " + d(x) + " abs " + d(Math.abs(x)) + " floor " + d(Math.floor(x))
                + " ceil " + d(Math.ceil(x)) + " rint " + d(Math.rint(x)) + " round " + Math.round(x));
            System.out.println("  rad " + d(Math.toRadians(x)) + " deg " + d(Math.toDegrees(x)) + " ulp "
                + d(Math.ulp(x)) + " up " + d(Math.nextUp(x)) + " down " + d(Math.nextDown(x)));
            System.out.println("  exp " + Math.getExponent(x) + " signum " + d(Math.signum(x)) + " after+ "
                + d(Math.nextAfter(x, 1.0)) + " after- " + d(Math.nextAfter(x, Double.NEGATIVE_INFINITY))
                + " afterSame " + d(Math.nextAfter(x, x)) + " copy " + d(Math.copySign(3.0, x))
                + " strictCopy " + d(StrictMath.copySign(3.0, x)));
            StringBuilder sb = new StringBuilder("  scalb");
            for (int s : new int[] {-2100, -1080, -1074, -1060, -1023, -600, -513, -512, -511, -53, -1, 0, 1,
                511, 512, 1000, 1023, 2046, 2100}) {
                sb.append(' ').append(Long.toHexString(Double.doubleToLongBits(Math.scalb(x, s))));
            }
            System.out.println(sb);
            for (double y : new double[] {0.0, -0.0, 1.0, -2.5, Double.NaN, 0.1}) {
                System.out.print(" " + d(Math.max(x, y)) + "," + d(Math.min(x, y)));
            }
            System.out.println();
        }
        // scalb of patterns whose subnormal results round: the JDK's order of steps matters
        for (int i = 0; i < 40; i++) {
            double x = Double.longBitsToDouble((next() & 0x000fffffffffffffL) | 0x3ff0000000000000L);
            int s = -1022 - (int) ((next() >>> 1) % 55);
            System.out.println("scalb " + d(x) + " " + s + " " + d(Math.scalb(x, s)) + " "
                + d(Math.scalb(Math.scalb(x, 1000), s - 1000)));
        }
        long h = 0;
        for (int i = 0; i < 4000; i++) {
            double x = Double.longBitsToDouble((next() & 0x800fffffffffffffL) | 0x3ff0000000000000L);
            int s = i % 2 == 0 ? -1022 - (int) ((next() >>> 1) % 55) : (int) (next() % 2200);
            h = h * 31 + Double.doubleToLongBits(Math.scalb(x, s));
        }
        System.out.println("random scalb hash " + Long.toHexString(h));
        double nan = Double.longBitsToDouble(0xfff8000000000001L);
        System.out.println("copySign by -NaN " + d(Math.copySign(2.0, nan)) + " strict " + d(StrictMath.copySign(2.0, nan)));
    }

    static void exactFloats() {
        for (float x : F) {
            System.out.println("f " + f(x) + " abs " + f(Math.abs(x)) + " round " + Math.round(x) + " ulp "
                + f(Math.ulp(x)) + " up " + f(Math.nextUp(x)) + " down " + f(Math.nextDown(x)) + " exp "
                + Math.getExponent(x) + " signum " + f(Math.signum(x)) + " copy " + f(Math.copySign(3.0f, x)));
            System.out.println("  after+ " + f(Math.nextAfter(x, 1.0)) + " after- "
                + f(Math.nextAfter(x, Double.NEGATIVE_INFINITY)) + " afterSame " + f(Math.nextAfter(x, (double) x))
                + " afterNaN " + f(Math.nextAfter(x, Double.NaN)) + " scalb " + f(Math.scalb(x, -150)) + " "
                + f(Math.scalb(x, -130)) + " " + f(Math.scalb(x, 100)) + " " + f(Math.scalb(x, 300)) + " max "
                + f(Math.max(x, -0.0f)) + " min " + f(Math.min(x, 0.0f)) + " " + f(Math.max(x, Float.NaN)));
        }
    }

    static String attempt(java.util.function.LongSupplier s) {
        try {
            return Long.toString(s.getAsLong());
        } catch (ArithmeticException e) {
            return "AE(" + e.getMessage() + ")";
        }
    }

    static void integers() {
        int[] is = {0, 1, -1, 7, -7, 3, -3, Integer.MAX_VALUE, Integer.MIN_VALUE, 46341, -46341, 65536};
        for (int a : is) {
            StringBuilder sb = new StringBuilder("i " + a + ":");
            for (int b : is) {
                sb.append(' ').append(attempt(() -> Math.floorDiv(a, b))).append(',')
                    .append(attempt(() -> Math.floorMod(a, b))).append(',')
                    .append(attempt(() -> Math.addExact(a, b))).append(',')
                    .append(attempt(() -> Math.subtractExact(a, b))).append(',')
                    .append(attempt(() -> Math.multiplyExact(a, b))).append(',')
                    .append(Math.multiplyFull(a, b));
            }
            System.out.println(sb);
            System.out.println("  " + attempt(() -> Math.incrementExact(a)) + " " + attempt(() -> Math.decrementExact(a))
                + " " + attempt(() -> Math.negateExact(a)) + " " + attempt(() -> Math.absExact(a)) + " "
                + Math.abs(a) + " " + attempt(() -> Math.toIntExact(a * 3L)));
        }
        long[] ls = {0, 1, -1, 7, -7, Long.MAX_VALUE, Long.MIN_VALUE, 3037000500L, -3037000500L, 1L << 32,
            Integer.MIN_VALUE, 0x123456789abcdefL};
        for (long a : ls) {
            StringBuilder sb = new StringBuilder("l " + a + ":");
            for (long b : ls) {
                sb.append(' ').append(attempt(() -> Math.floorDiv(a, b))).append(',')
                    .append(attempt(() -> Math.floorMod(a, b))).append(',')
                    .append(attempt(() -> Math.addExact(a, b))).append(',')
                    .append(attempt(() -> Math.subtractExact(a, b))).append(',')
                    .append(attempt(() -> Math.multiplyExact(a, b))).append(',')
                    .append(Math.multiplyHigh(a, b));
            }
            System.out.println(sb);
            System.out.println("  " + attempt(() -> Math.incrementExact(a)) + " " + attempt(() -> Math.decrementExact(a))
                + " " + attempt(() -> Math.negateExact(a)) + " " + attempt(() -> Math.absExact(a)) + " "
                + Math.abs(a) + " " + attempt(() -> Math.toIntExact(a)) + " "
                + attempt(() -> Math.multiplyExact(a, -3)) + " " + attempt(() -> Math.floorDiv(a, -3)) + " "
                + attempt(() -> Math.floorMod(a, -3)) + " " + attempt(() -> Math.floorMod(a, 5)));
        }
        long h = 0;
        for (int i = 0; i < 2000; i++) {
            long a = next();
            long b = next() >> (i % 64);
            h = h * 31 + Math.multiplyHigh(a, b) + Math.floorMod(a, b | 1) + Math.floorDiv(a, (int) b | 1);
        }
        System.out.println("random multiplyHigh/floorMod/floorDiv hash " + Long.toHexString(h));
    }

    static void fma() {
        double[] v = {0.0, -0.0, 1.0, -1.0, 0x1.0000000000001p0, 0x1.fffffffffffffp-1, 1e308, -1e308,
            Double.MIN_VALUE, 0x1p-1000, 0x1p-600, 3.0, 0.1, Double.POSITIVE_INFINITY, Double.NaN};
        for (double a : v) {
            StringBuilder sb = new StringBuilder("fma " + a + ":");
            for (double b : v) {
                for (double c : new double[] {0.0, -0.0, -1.0, 1e-300, Double.NEGATIVE_INFINITY, -0.30000000000000004}) {
                    sb.append(' ').append(Long.toHexString(Double.doubleToLongBits(Math.fma(a, b, c))));
                }
            }
            System.out.println(sb);
        }
        long h = 0;
        int fused = 0;
        for (int i = 0; i < 3000; i++) {
            double a = Double.longBitsToDouble(next() & 0xbfffffffffffffffL);
            double b = Double.longBitsToDouble(next() & 0xbfffffffffffffffL);
            double c = -(a * b) * (1 + (i % 7) * 0x1p-50);
            if (i % 3 == 0) {
                c = Double.longBitsToDouble(next());
            }
            double r = Math.fma(a, b, c);
            if (r != a * b + c) {
                fused++;
            }
            h = h * 31 + Double.doubleToLongBits(r);
            float fa = (float) a;
            float fb = (float) (b * 0x1p-20);
            float fc = -(fa * fb) * (1 + (i % 5) * 0x1p-22f);
            h = h * 31 + Float.floatToIntBits(Math.fma(fa, fb, fc));
        }
        System.out.println("random fma hash " + Long.toHexString(h) + ", differs from a*b+c " + fused + " times");
        float[] fv = {0.0f, -0.0f, 1.0f, 0x1.000002p0f, Float.MIN_VALUE, 3e38f, Float.NaN, Float.NEGATIVE_INFINITY};
        StringBuilder sb = new StringBuilder("fmaf");
        for (float a : fv) {
            for (float b : fv) {
                for (float c : new float[] {-0.0f, -1.0f, 0x1p-149f, Float.POSITIVE_INFINITY}) {
                    sb.append(' ').append(Integer.toHexString(Float.floatToIntBits(Math.fma(a, b, c))));
                }
            }
        }
        System.out.println(sb);
    }

    interface F1 {
        double f(double x);
    }

    interface F2 {
        double f(double x, double y);
    }

    static final double[] ARGS = {0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 3.0, 10.0, 0.25, 0.75, -0.3, 100.0, 1e-5,
        Math.PI / 6, Math.PI / 3, 5.5, -7.25, 20.0, 0.001, 0.9, 1e300, Double.MIN_VALUE, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};

    static boolean skipped(double x, double[] skip) {
        for (double k : skip) {
            if (k == x) {
                return true;
            }
        }
        return false;
    }

    /**
     * Math.f over ARGS except skip: the arguments where JDK 17's Math on x86-64 (an intrinsic
     * for sin, cos, tan, exp, log, log10, pow) and the VM's (glibc's libm for those) differ in
     * the last bit. The other functions are StrictMath's in both.
     */
    static void transcendental(String name, F1 m, double... skip) {
        StringBuilder sb = new StringBuilder(name);
        for (double x : ARGS) {
            sb.append(' ').append(skipped(x, skip) ? "-" : d(m.f(x)));
        }
        System.out.println(sb);
    }

    static void transcendental2(String name, F2 m, double... skip) {
        StringBuilder sb = new StringBuilder(name);
        for (double x : ARGS) {
            double y = 1.5 - x;
            sb.append(' ').append(skipped(x, skip) ? "-" : d(m.f(x, y)));
        }
        System.out.println(sb);
    }

    /** pow's special cases (the Java rules, where C99's pow differs: pow(1, NaN), pow(-1, inf)). */
    static void powSpecials() {
        double[] v = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 0.25, 1e300, -1e300,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Double.MIN_VALUE, 1.0000000000000002};
        for (double x : v) {
            StringBuilder sb = new StringBuilder("pow " + x + ":");
            for (double y : v) {
                sb.append(' ').append(Long.toHexString(Double.doubleToLongBits(Math.pow(x, y))));
            }
            System.out.println(sb);
        }
        // 10^23 is a tie between two doubles: glibc's pow rounds it up, the JDK to even
        StringBuilder sb = new StringBuilder("pow10");
        for (int k = -25; k <= 22; k++) {
            sb.append(' ').append(Math.pow(10, k));
        }
        System.out.println(sb);
        // log10 (correctly rounded in the VM, as the JDK's intrinsic is away from 1)
        sb = new StringBuilder("log10");
        for (int i = 0; i < 300; i++) {
            double x = Double.longBitsToDouble(next() & 0x7fefffffffffffffL);
            double r = Math.log10(x);
            sb.append(' ').append(Long.toHexString(Double.doubleToLongBits(r)));
            if (i % 20 == 19) {
                System.out.println(sb);
                sb = new StringBuilder("log10");
            }
        }
        for (int k = -300; k <= 300; k += 7) {
            sb.append(' ').append(Math.log10(Math.pow(10, k)));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        exactDoubles();
        exactFloats();
        integers();
        fma();
        transcendental("sin", Math::sin);
        transcendental("cos", Math::cos);
        transcendental("tan", Math::tan);
        transcendental("asin", Math::asin);
        transcendental("acos", Math::acos);
        transcendental("atan", Math::atan);
        transcendental("exp", Math::exp);
        transcendental("log", Math::log);
        transcendental("log10", Math::log10);
        transcendental("sqrt", Math::sqrt);
        transcendental("cbrt", Math::cbrt);
        transcendental("sinh", Math::sinh);
        transcendental("cosh", Math::cosh);
        transcendental("tanh", Math::tanh);
        transcendental("expm1", Math::expm1);
        transcendental("log1p", Math::log1p);
        transcendental2("atan2", Math::atan2);
        transcendental2("hypot", Math::hypot);
        transcendental2("pow", Math::pow);
        transcendental2("IEEEremainder", Math::IEEEremainder);
        powSpecials();
        System.out.println("strict " + StrictMath.ulp(1.0f) + " " + StrictMath.nextUp(1.0f) + " "
            + StrictMath.floorMod(-7L, 3) + " " + attempt(() -> StrictMath.addExact(Integer.MAX_VALUE, 1)) + " "
            + StrictMath.fma(2.0f, 3.0f, 1.0f) + " " + StrictMath.multiplyHigh(Long.MAX_VALUE, 3) + " "
            + StrictMath.scalb(1.5f, -140) + " " + StrictMath.getExponent(0.1f) + " " + StrictMath.signum(-2.0f) + " "
            + StrictMath.toDegrees(1.0) + " " + StrictMath.toRadians(90.0) + " " + StrictMath.abs(-2.5f));
    }
}
