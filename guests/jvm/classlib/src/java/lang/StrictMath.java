package java.lang;

/** The transcendental functions, computed by the C library (libm) of the VM. */
public final class StrictMath {
    private StrictMath() {
    }

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double asin(double a);

    public static native double acos(double a);

    public static native double atan(double a);

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double sqrt(double a);

    public static native double cbrt(double a);

    public static native double IEEEremainder(double f1, double f2);

    public static native double atan2(double y, double x);

    public static native double pow(double a, double b);

    public static native double sinh(double x);

    public static native double cosh(double x);

    public static native double tanh(double x);

    public static native double hypot(double x, double y);

    public static native double expm1(double x);

    public static native double log1p(double x);

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

    public static long round(double a) {
        return Math.round(a);
    }

    public static int round(float a) {
        return Math.round(a);
    }
}
