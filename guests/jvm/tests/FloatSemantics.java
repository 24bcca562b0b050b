/** float/double semantics of the JVM specification: NaN, infinities, signed zero, conversions. */
public class FloatSemantics {
    static double[] ds = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 1e10, -1e10, 1e300, 4.9e-324, Double.MAX_VALUE,
        Double.MIN_NORMAL, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 2147483647.5, -2147483648.7,
        9.3e18, -9.3e18, 123.456, 0.1, 1.0 / 3};
    static float[] fs = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1.5f, 3.4e38f, 1.4e-45f, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.NaN, 2.1e9f, -2.2e9f, 9.3e18f, 0.1f, 16777217f};

    public static void main(String[] args) {
        for (double d : ds) {
            System.out.println(d + " i=" + (int) d + " l=" + (long) d + " f=" + (float) d + " neg=" + (-d)
                + " sq=" + (d * d) + " half=" + (d / 2) + " rem=" + (d % 3.0) + " inv=" + (1 / d)
                + " cmp0=" + (d < 0) + (d > 0) + (d == 0) + " " + Double.compare(d, 0.0) + " nan=" + (d != d));
        }
        for (float f : fs) {
            System.out.println(f + " i=" + (int) f + " l=" + (long) f + " d=" + (double) f + " neg=" + (-f)
                + " sq=" + (f * f) + " rem=" + (f % 2.5f) + " inv=" + (1 / f) + " cmp=" + Float.compare(f, 1.0f)
                + " " + (f < 1.0f) + (f >= 1.0f));
        }
        double nan = Double.NaN;
        System.out.println((nan < 1) + " " + (nan > 1) + " " + (nan == nan) + " " + (nan != nan) + " " + (nan <= nan));
        System.out.println(0.0 == -0.0);
        System.out.println(Double.valueOf(0.0).equals(-0.0));
        System.out.println(Math.min(0.0, -0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(nan, 1.0));
        System.out.println(1.0 / 0 + " " + -1.0 / 0 + " " + 0.0 / 0 + " " + (5 % 0.0) + " " + (-5.0 % 3) + " " + (5.5 % -2));
        System.out.println(0.1 + 0.2);
        System.out.println(0.1f + 0.2f);
        System.out.println((float) 0.1 == 0.1f);
        System.out.println(1e308 * 10 + " " + -1e308 * 10 + " " + 1e-320 / 1e10);
        System.out.println((int) Float.NaN + " " + (long) Double.NaN + " " + (int) 1e20 + " " + (long) -1e30 + " " + (char) 70000.7
            + " " + (short) 1e10 + " " + (byte) -129.9);
        long big = Long.MAX_VALUE;
        System.out.println((double) big + " " + (float) big + " " + (double) (big - 1) + " " + (float) 16777217 + " " + (double) 9007199254740993L);
        float acc = 0;
        for (int i = 0; i < 1000; i++) {
            acc += 0.001f;
        }
        double dacc = 0;
        for (int i = 0; i < 1000; i++) {
            dacc += 0.001;
        }
        System.out.println(acc + " " + dacc);
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(1e-300));
        System.out.println(Math.floor(-1.5) + " " + Math.ceil(-1.5) + " " + Math.ceil(-0.5) + " " + Math.floor(0.5) + " " + Math.rint(2.5)
            + " " + Math.rint(3.5) + " " + Math.rint(-2.5) + " " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(0.49999999999999994)
            + " " + Math.round(-0.5f) + " " + Math.round(1e20) + " " + Math.round(Float.NaN));
        System.out.println(Math.abs(-0.0) + " " + Math.signum(-3.0) + " " + Math.copySign(2.0, -0.0) + " " + Math.ulp(1.0) + " "
            + Math.getExponent(1024.0) + " " + Math.nextUp(1.0) + " " + Math.scalb(1.5, 10) + " " + Math.hypot(3, 4));
        System.out.println(Double.doubleToLongBits(-0.0) + " " + Double.doubleToRawLongBits(Double.NaN) + " " + Float.floatToIntBits(-1.5f)
            + " " + Double.longBitsToDouble(0x3ff8000000000000L) + " " + Float.intBitsToFloat(0x7f7fffff));
        System.out.println(Double.MIN_VALUE + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE + " " + Float.MAX_VALUE);
        System.out.println(Double.isNaN(nan) + " " + Double.isInfinite(1 / 0.0) + " " + Double.isFinite(1e308) + " " + Double.hashCode(1.5));
        strictCheck();
    }

    static strictfp void strictCheck() {
        double x = 1e308;
        double y = (x * 10) / 10;
        System.out.println("strict " + y);
        float f = 1e-40f;
        System.out.println("denormal " + f + " " + (f * 1e10f) + " " + (double) f);
    }
}
