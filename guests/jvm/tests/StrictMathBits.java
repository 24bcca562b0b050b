/**
 * StrictMath bit for bit as JDK 17's (fdlibm 5.3): every function on a few hundred to a few
 * thousand arguments chosen to hit its edges - special values, zeros, subnormals, the high
 * words where fdlibm switches method (with neighbouring bit patterns), multiples of pi/2 from
 * small to 2^1023 for the trig reductions (incl. the double closest to a multiple of pi/2),
 * and random bit patterns and magnitudes from a fixed-seed xorshift generator. Per function
 * it prints a hash of all result bits and every 97th argument/result pair in hex, so that a
 * difference shows up as a line naming the argument. NaN results are compared through
 * doubleToLongBits: NaN payloads are the platform's, not fdlibm's.
 * Arguments `SEED PER` (tools/strictmath-sweep.sh) change the generator's seed and the number
 * of arguments per function (default 1400) for larger sweeps.
 */
public class StrictMathBits {
    static long seed = 0x9e3779b97f4a7c15L;
    static int per = 1400;

    static long next() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    static double uniform() {
        return (next() >>> 11) * 0x1.0p-53;
    }

    static final double[] SPECIALS = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL,
        0x0.fffffffffffffp-1022, Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 10.0, 0.1,
        Math.PI, -Math.PI, Math.PI / 2, Math.PI / 4, 3 * Math.PI / 4, Math.E, 1e22, -1e22, 0x1p1023,
        0x1p-1022, 0x1p-1074, 0x1p-27, 0x1p-28, 0x1p-29, 0x1p-54, 0x1p-55, 0x1p31, 0x1p52, 0x1p53,
        0x1p63, 0x1p64, 0x1p66, 709.782712893384, 710.4758600739439, -745.1332191019411, -745.2,
        22.0, 36.7368005696771, 1e-300, 1e300, 5.319372648326541e255, 6381956970095103.0 * 0x1p797,
        0.6744, 0.975, 0.4375, 1.1875, 2.4375, 0.41422, -0.2929, 0.34657359027997264, 1.0397207708399179,
    };

    /** fdlibm's method boundaries (high words): each is tried with neighbouring patterns. */
    static final int[] THRESHOLDS = {
        0x3e400000, 0x3e300000, 0x3e200000, 0x3c600000, 0x3c800000, 0x3c900000, 0x3fe921fb,
        0x4002d97c, 0x413921fb, 0x3fd33333, 0x3fe90000, 0x3fe59428, 0x3fe00000, 0x3fef3333,
        0x44100000, 0x3fdc0000, 0x3ff30000, 0x3fe60000, 0x40038000, 0x40862e42, 0x3fd62e42,
        0x3ff0a2b2, 0x4043687a, 0x40360000, 0x408633ce, 0x3fda827a, 0xbfd2bec3, 0x43400000,
        0x00100000, 0x3ff00000, 0x3ff6a09e, 0x3ff921fb, 0x400921fb, 0x3ff3988e, 0x3ffbb67a,
        0x41e00000, 0x7fe00000, 0x5fe00000, 0x20000000, 0x3fd2bec3, 0x3ff00001, 0x3fefffff,
    };

    static double[] arguments(double scale, boolean trig) {
        double[] a = new double[per];
        int n = 0;
        for (double s : SPECIALS) {
            a[n++] = s;
            a[n++] = Math.nextUp(s);
        }
        for (int hw : THRESHOLDS) {
            double t = Double.longBitsToDouble((long) hw << 32);
            a[n++] = t;
            a[n++] = Math.nextDown(t);
            a[n++] = -Math.nextUp(t);
            a[n++] = Double.longBitsToDouble(((long) hw << 32) | 0xffffffffL);
        }
        if (trig) {
            // multiples of pi/2 as doubles (each rounded), small to huge, with neighbours
            for (int i = 0; i < 240; i++) {
                int bits = 1 + (int) ((next() >>> 1) % (i < 120 ? 40 : 62));
                long k = 1 + ((next() >>> 1) >>> (63 - bits));
                double x = k * (Math.PI / 2);
                if (i % 3 == 0) {
                    x = Math.scalb(x, (int) ((next() >>> 1) % 960));
                }
                x = Double.longBitsToDouble(Double.doubleToRawLongBits(x) + (i % 5) - 2);
                a[n++] = (i & 1) == 0 ? x : -x;
            }
        }
        while (n < a.length) {
            double x;
            switch (n % 4) {
                case 0:
                    x = Double.longBitsToDouble(next());
                    break;
                case 1:
                    x = (uniform() * 2 - 1) * scale;
                    break;
                case 2:
                    x = (uniform() * 2 - 1) * Math.scalb(1.0, (int) ((next() >>> 1) % 80) - 60);
                    break;
                default:
                    x = (uniform() * 2 - 1) * Math.scalb(1.0, (int) ((next() >>> 1) % 2098) - 1074);
                    break;
            }
            a[n++] = x;
        }
        return a;
    }

    interface F1 {
        double f(double x);
    }

    interface F2 {
        double f(double x, double y);
    }

    static long hash;
    static int count;

    static void result(String name, int i, double x, double y, boolean two, double r) {
        long bits = Double.doubleToLongBits(r);
        hash = (hash ^ bits) * 0x100000001b3L;
        hash ^= hash >>> 29;
        count++;
        if (i % 97 == 0) {
            System.out.println(name + " " + Long.toHexString(Double.doubleToLongBits(x))
                + (two ? " " + Long.toHexString(Double.doubleToLongBits(y)) : "") + " -> " + Long.toHexString(bits));
        }
    }

    static void done(String name) {
        System.out.println(name + ": " + count + " results, hash " + Long.toHexString(hash));
        hash = 0;
        count = 0;
    }

    static void run1(String name, F1 f, double scale, boolean trig) {
        double[] a = arguments(scale, trig);
        for (int i = 0; i < a.length; i++) {
            result(name, i, a[i], 0, false, f.f(a[i]));
        }
        done(name);
    }

    static void run2(String name, F2 f, double scale, boolean pow) {
        double[] a = arguments(scale, false);
        double[] b = arguments(scale, false);
        int i = 0;
        // every special against every special, then shuffled pairs
        for (int p = 0; p < SPECIALS.length; p += 2) {
            for (int q = 0; q < SPECIALS.length; q += 3) {
                result(name, i++, SPECIALS[p], SPECIALS[q], true, f.f(SPECIALS[p], SPECIALS[q]));
            }
        }
        for (int k = 0; k < a.length; k++) {
            double x = a[k];
            double y = b[(int) ((next() >>> 1) % b.length)];
            if (pow) {
                switch (k % 6) {
                    case 0: // integer exponents, negative bases
                        y = (double) ((int) ((next() >>> 1) % 90) - 45);
                        x = -Math.abs(x);
                        break;
                    case 1: // bases near 1 with large exponents
                        x = 1.0 + (uniform() - 0.5) * Math.scalb(1.0, -(int) ((next() >>> 1) % 40));
                        y = (uniform() - 0.5) * Math.scalb(1.0, (int) ((next() >>> 1) % 40));
                        break;
                    case 2: // moderate positive bases and exponents
                        x = uniform() * 20;
                        y = (uniform() - 0.5) * 60;
                        break;
                    default:
                        break;
                }
            }
            result(name, i++, x, y, true, f.f(x, y));
        }
        done(name);
    }

    public static void main(String[] args) {
        if (args.length == 2) {
            seed ^= Long.parseLong(args[0]) * 0xbf58476d1ce4e5b9L;
            per = Integer.parseInt(args[1]);
        }
        run1("sin", StrictMath::sin, 10, true);
        run1("cos", StrictMath::cos, 10, true);
        run1("tan", StrictMath::tan, 10, true);
        run1("asin", StrictMath::asin, 1, false);
        run1("acos", StrictMath::acos, 1, false);
        run1("atan", StrictMath::atan, 4, false);
        run1("exp", StrictMath::exp, 750, false);
        run1("expm1", StrictMath::expm1, 60, false);
        run1("log", StrictMath::log, 4, false);
        run1("log10", StrictMath::log10, 1000, false);
        run1("log1p", StrictMath::log1p, 2, false);
        run1("sqrt", StrictMath::sqrt, 100, false);
        run1("cbrt", StrictMath::cbrt, 100, false);
        run1("sinh", StrictMath::sinh, 30, false);
        run1("cosh", StrictMath::cosh, 30, false);
        run1("tanh", StrictMath::tanh, 30, false);
        run2("atan2", StrictMath::atan2, 10, false);
        run2("hypot", StrictMath::hypot, 10, false);
        run2("IEEEremainder", StrictMath::IEEEremainder, 10, false);
        run2("pow", StrictMath::pow, 10, true);
    }
}
