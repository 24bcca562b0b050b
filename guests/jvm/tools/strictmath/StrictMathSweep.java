package fdlsweep;

import java.util.SplittableRandom;

/**
 * Host half of tools/strictmath-sweep.sh: the class library's FdLibm*.java, compiled into this
 * package by the script, against the host JDK's StrictMath on N arguments per function (random
 * bit patterns, uniform and log-uniform magnitudes, multiples of pi/2 with neighbouring bit
 * patterns, special values and their successors). Prints the first mismatches per function
 * and the total. Usage: java fdlsweep.StrictMathSweep N [SEED]
 */
public class StrictMathSweep {
    interface F1 { double f(double x); }
    interface F2 { double f(double x, double y); }
    static int bad;
    static void check1(String name, F1 mine, F1 ref, double[] args) {
        int mism = 0;
        for (double a : args) {
            double r1 = mine.f(a), r2 = ref.f(a);
            if (Double.doubleToLongBits(r1) != Double.doubleToLongBits(r2)) {
                if (mism++ < 5) System.out.println(name + "(" + Double.toHexString(a) + ") mine " + Double.toHexString(r1) + " ref " + Double.toHexString(r2));
            }
        }
        bad += mism;
        System.out.println(name + ": " + args.length + " args, " + mism + " mismatches");
    }
    static void check2(String name, F2 mine, F2 ref, double[] a, double[] b) {
        int mism = 0;
        for (int i = 0; i < a.length; i++) {
            double r1 = mine.f(a[i], b[i]), r2 = ref.f(a[i], b[i]);
            if (Double.doubleToLongBits(r1) != Double.doubleToLongBits(r2)) {
                if (mism++ < 5) System.out.println(name + "(" + Double.toHexString(a[i]) + ", " + Double.toHexString(b[i]) + ") mine " + Double.toHexString(r1) + " ref " + Double.toHexString(r2));
            }
        }
        bad += mism;
        System.out.println(name + ": " + a.length + " args, " + mism + " mismatches");
    }
    static double[] args(long seed, int n, double scale) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] out = new double[n];
        double[] specials = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Math.PI, Math.PI/2, Math.PI/4, 1e22, 0x1p1023, 709.78, 710, -745.2, 22, 0x1p-28, 0x1p-1070};
        for (int i = 0; i < n; i++) {
            double x;
            switch (i % 6) {
                case 0: x = Double.longBitsToDouble(r.nextLong()); break;
                case 1: x = (r.nextDouble() * 2 - 1) * scale; break;
                case 2: x = (r.nextDouble() * 2 - 1) * Math.scalb(1.0, r.nextInt(-60, 12)); break;
                case 3: { long k = r.nextLong(1, 1L << r.nextInt(1, 60)); x = k * (Math.PI / 2); x = Double.longBitsToDouble(Double.doubleToRawLongBits(x) + r.nextInt(-3, 4)); break; }
                case 4: x = specials[r.nextInt(specials.length)]; if (r.nextBoolean()) x = Math.nextUp(x); break;
                default: x = (r.nextDouble() * 2 - 1) * Math.scalb(1.0, r.nextInt(-1074, 1024)); break;
            }
            out[i] = x;
        }
        return out;
    }
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        long seed = a.length > 1 ? Long.parseLong(a[1]) : 1;
        check1("sin", FdLibmTrig::sin, StrictMath::sin, args(seed, n, 10));
        check1("cos", FdLibmTrig::cos, StrictMath::cos, args(seed + 1, n, 10));
        check1("tan", FdLibmTrig::tan, StrictMath::tan, args(seed + 2, n, 10));
        check1("asin", FdLibmTrig::asin, StrictMath::asin, args(seed + 3, n, 1));
        check1("acos", FdLibmTrig::acos, StrictMath::acos, args(seed + 4, n, 1));
        check1("atan", FdLibmTrig::atan, StrictMath::atan, args(seed + 5, n, 4));
        check1("exp", FdLibmExpLog::exp, StrictMath::exp, args(seed + 6, n, 750));
        check1("expm1", FdLibmExpLog::expm1, StrictMath::expm1, args(seed + 7, n, 60));
        check1("log", FdLibmExpLog::log, StrictMath::log, args(seed + 8, n, 4));
        check1("log10", FdLibmExpLog::log10, StrictMath::log10, args(seed + 9, n, 4));
        check1("log1p", FdLibmExpLog::log1p, StrictMath::log1p, args(seed + 10, n, 2));
        check1("cbrt", FdLibm::cbrt, StrictMath::cbrt, args(seed + 11, n, 100));
        check1("sinh", FdLibm::sinh, StrictMath::sinh, args(seed + 12, n, 30));
        check1("cosh", FdLibm::cosh, StrictMath::cosh, args(seed + 13, n, 30));
        check1("tanh", FdLibm::tanh, StrictMath::tanh, args(seed + 14, n, 30));
        check2("atan2", FdLibmTrig::atan2, StrictMath::atan2, args(seed + 15, n, 10), args(seed + 16, n, 10));
        check2("hypot", FdLibm::hypot, StrictMath::hypot, args(seed + 17, n, 10), args(seed + 18, n, 10));
        check2("IEEEremainder", FdLibm::remainder, StrictMath::IEEEremainder, args(seed + 19, n, 10), args(seed + 20, n, 10));
        check2("pow", FdLibmPow::pow, StrictMath::pow, args(seed + 21, n, 10), args(seed + 22, n, 10));
        double[] px = args(seed + 23, n, 3), py = args(seed + 24, n, 3);
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < n; i++) { if (i % 2 == 0) px[i] = Math.abs(px[i]); if (i % 3 == 0) py[i] = r.nextInt(-40, 40); if (i % 5 == 0) px[i] = 1 + (r.nextDouble() - 0.5) * 1e-6; if (i % 7 == 0) py[i] = r.nextDouble() * 3e9;}
        check2("pow2", FdLibmPow::pow, StrictMath::pow, px, py);
        System.out.println("total mismatches " + bad);
    }
}
