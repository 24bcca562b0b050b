package java.lang;

/**
 * StrictMath: fdlibm 5.3's results bit for bit, as the JDK's StrictMath (see FdLibm for the
 * algorithms and their provenance). sqrt is the VM's IEEE square root, correctly rounded like
 * fdlibm's. The exact operations delegate to Math.
 */
public final class StrictMath {
    private StrictMath() {
    }

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    public static double sin(double a) {
        return FdLibmTrig.sin(a);
    }

    public static double cos(double a) {
        return FdLibmTrig.cos(a);
    }

    public static double tan(double a) {
        return FdLibmTrig.tan(a);
    }

    public static double asin(double a) {
        return FdLibmTrig.asin(a);
    }

    public static double acos(double a) {
        return FdLibmTrig.acos(a);
    }

    public static double atan(double a) {
        return FdLibmTrig.atan(a);
    }

    public static double exp(double a) {
        return FdLibmExpLog.exp(a);
    }

    public static double log(double a) {
        return FdLibmExpLog.log(a);
    }

    public static double log10(double a) {
        return FdLibmExpLog.log10(a);
    }

    public static native double sqrt(double a);

    public static double cbrt(double a) {
        return FdLibm.cbrt(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return FdLibm.remainder(f1, f2);
    }

    public static double atan2(double y, double x) {
        return FdLibmTrig.atan2(y, x);
    }

    public static double pow(double a, double b) {
        return FdLibmPow.pow(a, b);
    }

    public static double sinh(double x) {
        return FdLibm.sinh(x);
    }

    public static double cosh(double x) {
        return FdLibm.cosh(x);
    }

    public static double tanh(double x) {
        return FdLibm.tanh(x);
    }

    public static double hypot(double x, double y) {
        return FdLibm.hypot(x, y);
    }

    public static double expm1(double x) {
        return FdLibmExpLog.expm1(x);
    }

    public static double log1p(double x) {
        return FdLibmExpLog.log1p(x);
    }

    public static double toRadians(double angdeg) {
        return Math.toRadians(angdeg);
    }

    public static double toDegrees(double angrad) {
        return Math.toDegrees(angrad);
    }

    /** Unlike Math.copySign, a NaN sign argument counts as positive. */
    public static double copySign(double magnitude, double sign) {
        return Math.copySign(magnitude, (sign != sign) ? 1.0d : sign);
    }

    public static float copySign(float magnitude, float sign) {
        return Math.copySign(magnitude, (sign != sign) ? 1.0f : sign);
    }

    public static double signum(double d) {
        return Math.signum(d);
    }

    public static double ulp(double d) {
        return Math.ulp(d);
    }

    public static double nextUp(double d) {
        return Math.nextUp(d);
    }

    public static double nextDown(double d) {
        return Math.nextDown(d);
    }

    public static double nextAfter(double start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static double scalb(double d, int scaleFactor) {
        return Math.scalb(d, scaleFactor);
    }

    public static int getExponent(double d) {
        return Math.getExponent(d);
    }

    public static double fma(double a, double b, double c) {
        return Math.fma(a, b, c);
    }

    public static int floorDiv(int x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, long y) {
        return Math.floorDiv(x, y);
    }

    public static int floorMod(int x, int y) {
        return Math.floorMod(x, y);
    }

    public static long floorMod(long x, long y) {
        return Math.floorMod(x, y);
    }

    public static float ulp(float f) {
        return Math.ulp(f);
    }

    public static float signum(float f) {
        return Math.signum(f);
    }

    public static float nextUp(float f) {
        return Math.nextUp(f);
    }

    public static float nextDown(float f) {
        return Math.nextDown(f);
    }

    public static float nextAfter(float start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static float scalb(float f, int scaleFactor) {
        return Math.scalb(f, scaleFactor);
    }

    public static int getExponent(float f) {
        return Math.getExponent(f);
    }

    public static float fma(float a, float b, float c) {
        return Math.fma(a, b, c);
    }

    public static int addExact(int x, int y) {
        return Math.addExact(x, y);
    }

    public static long addExact(long x, long y) {
        return Math.addExact(x, y);
    }

    public static int subtractExact(int x, int y) {
        return Math.subtractExact(x, y);
    }

    public static long subtractExact(long x, long y) {
        return Math.subtractExact(x, y);
    }

    public static int multiplyExact(int x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, long y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyFull(int x, int y) {
        return Math.multiplyFull(x, y);
    }

    public static long multiplyHigh(long x, long y) {
        return Math.multiplyHigh(x, y);
    }

    public static int incrementExact(int a) {
        return Math.incrementExact(a);
    }

    public static long incrementExact(long a) {
        return Math.incrementExact(a);
    }

    public static int decrementExact(int a) {
        return Math.decrementExact(a);
    }

    public static long decrementExact(long a) {
        return Math.decrementExact(a);
    }

    public static int negateExact(int a) {
        return Math.negateExact(a);
    }

    public static long negateExact(long a) {
        return Math.negateExact(a);
    }

    public static int toIntExact(long value) {
        return Math.toIntExact(value);
    }

    public static int absExact(int a) {
        return Math.absExact(a);
    }

    public static long absExact(long a) {
        return Math.absExact(a);
    }

    public static long floorDiv(long x, int y) {
        return Math.floorDiv(x, y);
    }

    public static int floorMod(long x, int y) {
        return Math.floorMod(x, y);
    }

    public static double random() {
        return Math.random();
    }

    public static double floor(double a) {
        return Math.floor(a);
    }

    public static double ceil(double a) {
        return Math.ceil(a);
    }

    public static double rint(double a) {
        return Math.rint(a);
    }

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static long abs(long a) {
        return Math.abs(a);
    }

    public static double abs(double a) {
        return Math.abs(a);
    }

    public static float abs(float a) {
        return Math.abs(a);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static long round(double a) {
        return Math.round(a);
    }

    public static int round(float a) {
        return Math.round(a);
    }
}
