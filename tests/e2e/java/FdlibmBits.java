/**
 * StrictMath is fdlibm 5.3 bit for bit (the Java specification's contract): each StrictMath
 * function over a few thousand arguments chosen to reach every path of fdlibm's code (edge
 * values, subnormals, random bit patterns of every exponent, arguments near multiples of pi/2
 * where the reduction cancels, huge ones for the Payne-Hanek reduction, the thresholds of
 * exp/expm1/sinh/cosh/tanh/log1p), and prints per function a hash of the result bits (NaNs
 * canonical), and the results at a few arguments. HotSpot, the guest VM on OpenJDK's library
 * (fdlibm in C: guests/jvm/fdlibm*.c) and on the bundled one (fdlibm in Java: FdLibm*.java)
 * must print the same (tests/e2e/tests/jdk_boot.rs).
 */
public class FdlibmBits {
    static long seed = 0x9e3779b97f4a7c15L;

    static long next() { // xorshift64
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    /** A double with a random fraction and sign, and an exponent in [lo, hi] (biased). */
    static double withExponent(int lo, int hi) {
        long e = lo + (next() >>> 1) % (hi - lo + 1);
        return Double.longBitsToDouble((next() & 0x800fffffffffffffL) | (e << 52));
    }

    static final double[] EDGE = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, 0x0.fffffffffffffp-1022,
        -Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -1.0, 0x1.fffffffffffffp-1, 0x1.0000000000001p0, 0.5, -0.5,
        2.0, 0.975, -0.975, 0.4375, 2.4375, 0x1p-27, 0x1p-28, 0x1p-29, 0x1p-54, 0x1p66, -0x1p66, 22.0, -22.0,
        709.782712893384, 709.7827128933841, 710.4758600739439, 710.475860073944, -745.1332191019411, -745.14,
        0.34657359027997264, 0.6931471805599453, 1.0397207708399179, 38.816242111356935, 0.41421356237309503,
        -0.2928932188134524, 0x1p-1074, 0x1p1023, Math.PI, -Math.PI, Math.PI / 2, Math.PI / 4, 3 * Math.PI / 4,
        0x1.921fb54442d18p0, 0x1.921fb54442d19p0, 0x1.921fb54442d17p0, 1e22, 1e300, -1e300, 0x1p19 * Math.PI / 2,
        0x1.0p20 * Math.PI / 2, 1.0E-300, 0.6744, 0.3, 0.28125, 0.78125,
    };

    static double[] args() {
        double[] a = new double[2400];
        int n = 0;
        for (double e : EDGE) {
            a[n++] = e;
        }
        for (int i = 0; i < 300; i++) { // any bit pattern
            a[n++] = Double.longBitsToDouble(next());
        }
        for (int i = 0; i < 200; i++) { // subnormal
            a[n++] = Double.longBitsToDouble(next() & 0x800fffffffffffffL);
        }
        for (int i = 0; i < 500; i++) { // |x| in [2^-30, 2^30): every kernel and reduction path
            a[n++] = withExponent(1023 - 30, 1023 + 29);
        }
        for (int i = 0; i < 300; i++) { // near n*pi/2, n < 2^20: the medium reduction's rounds
            long k = (next() >>> 1) % (i < 100 ? 64 : 1 << 20);
            double x = k * (Math.PI / 2);
            long ulps = (next() >> 61); // -4..3 ulps away
            a[n++] = Double.longBitsToDouble(Double.doubleToRawLongBits(x) + ulps) * (i % 2 == 0 ? 1 : -1);
        }
        for (int i = 0; i < 300; i++) { // huge: the Payne-Hanek reduction
            a[n++] = withExponent(1023 + 20, 2046);
        }
        for (int i = 0; i < 300; i++) { // the exp/hyperbolic range and around 1 for the logs
            a[n++] = i % 2 == 0 ? ((next() >>> 11) * 0x1p-53 - 0.5) * 1500 : 1.0 + ((next() >> 11) * 0x1p-53) * 0x1p-10;
        }
        while (n < a.length) { // tiny
            a[n++] = withExponent(1, 1023 - 20);
        }
        return a;
    }

    interface F1 {
        double f(double x);
    }

    interface F2 {
        double f(double x, double y);
    }

    static long bits(double r) {
        return Double.doubleToLongBits(r); // (NaN canonical: its sign and payload are the hardware's)
    }

    static void report(String name, double[] a, long h, double[] sample) {
        StringBuilder sb = new StringBuilder(name).append(": ").append(a.length).append(" results, hash ");
        sb.append(Long.toHexString(h)).append(", at");
        for (double r : sample) {
            sb.append(' ').append(Long.toHexString(bits(r)));
        }
        System.out.println(sb);
    }

    static void one(String name, double[] a, F1 f) {
        long h = 0;
        double[] sample = new double[4];
        for (int i = 0; i < a.length; i++) {
            double r = f.f(a[i]);
            h = h * 31 + bits(r);
            if (i % 600 == 599) {
                sample[i / 600] = r;
            }
        }
        report(name, a, h, sample);
    }

    static void two(String name, double[] a, F2 f) {
        long h = 0;
        double[] sample = new double[4];
        for (int i = 0; i < a.length; i++) {
            double y = a[(int) ((next() >>> 1) % a.length)];
            double r = f.f(i % 3 == 0 ? a[i] : a[i] * 0x1p-8, y); // (a third at |x| near |y|)
            h = h * 31 + bits(r);
            if (i % 600 == 599) {
                sample[i / 600] = r;
            }
        }
        report(name, a, h, sample);
    }

    public static void main(String[] args) {
        double[] a = args();
        one("sin", a, StrictMath::sin);
        one("cos", a, StrictMath::cos);
        one("tan", a, StrictMath::tan);
        one("asin", a, StrictMath::asin);
        one("acos", a, StrictMath::acos);
        one("atan", a, StrictMath::atan);
        one("log", a, StrictMath::log);
        one("log10", a, StrictMath::log10);
        one("log1p", a, StrictMath::log1p);
        one("expm1", a, StrictMath::expm1);
        one("sinh", a, StrictMath::sinh);
        one("cosh", a, StrictMath::cosh);
        one("tanh", a, StrictMath::tanh);
        double[] small = new double[a.length]; // asin/acos/log1p's domain: |x| <= 1 mostly
        for (int i = 0; i < a.length; i++) {
            small[i] = Math.IEEEremainder(a[i], 2.0);
        }
        one("asin small", small, StrictMath::asin);
        one("acos small", small, StrictMath::acos);
        one("log1p small", small, StrictMath::log1p);
        two("atan2", a, StrictMath::atan2);
        two("IEEEremainder", a, StrictMath::IEEEremainder);
    }
}
