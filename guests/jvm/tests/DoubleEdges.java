/**
 * Double.toString / Float.toString at rounding edges, digit for digit as JDK 17 prints them
 * (FloatingDecimal, not the shortest form): every power of ten and of two with its
 * neighbouring bit patterns, decimal midpoints, subnormals, and the same values through
 * String.valueOf, StringBuilder.append and parseDouble/parseFloat round trips.
 */
public class DoubleEdges {
    static int bad;

    static void d(double x) {
        String s = Double.toString(x);
        StringBuilder sb = new StringBuilder().append(x).append(' ').append(-x);
        if (!s.equals(String.valueOf(x)) || !sb.toString().startsWith(s)) {
            System.out.println("inconsistent " + s + " / " + sb);
        }
        if (!Double.isNaN(x) && Double.doubleToRawLongBits(Double.parseDouble(s)) != Double.doubleToRawLongBits(x)) {
            System.out.println("round trip failed " + s);
            bad++;
        }
        System.out.println(sb);
    }

    static void f(float x) {
        String s = Float.toString(x);
        StringBuilder sb = new StringBuilder().append(x).append(' ').append(-x);
        if (!s.equals(String.valueOf(x)) || !sb.toString().startsWith(s)) {
            System.out.println("inconsistent " + s + " / " + sb);
        }
        if (!Float.isNaN(x) && Float.floatToRawIntBits(Float.parseFloat(s)) != Float.floatToRawIntBits(x)) {
            System.out.println("float round trip failed " + s);
            bad++;
        }
        System.out.println(sb);
    }

    static void around(double x, int k) {
        long b = Double.doubleToRawLongBits(x);
        for (int i = -k; i <= k; i++) {
            long c = b + i;
            if (c >= 0 && c < 0x7ff0000000000000L) {
                d(Double.longBitsToDouble(c));
            }
        }
    }

    static void aroundF(float x, int k) {
        int b = Float.floatToRawIntBits(x);
        for (int i = -k; i <= k; i++) {
            int c = b + i;
            if (c >= 0 && c < 0x7f800000) {
                f(Float.intBitsToFloat(c));
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("-- powers of ten, +-2 ulps");
        for (int e = -324; e <= 308; e += (e > -20 && e < 25) ? 1 : 7) {
            around(Double.parseDouble("1e" + e), 2);
        }
        System.out.println("-- powers of two, +-1 ulp");
        for (int e = -1074; e <= 1023; e += 37) {
            around(Math.scalb(1.0, e), 1);
        }
        System.out.println("-- decimals with many digits");
        String[] lits = {"9.999999999999999E22", "1.0E23", "8.41E21", "5.0E-324", "2.2250738585072014E-308", "2.225073858507201E-308",
            "4.9406564584124654E-324", "1.7976931348623157E308", "0.30000000000000004", "1.2345678901234567E-100", "9007199254740993",
            "4.35", "0.1", "2.0E-3", "1.0E-3", "9.999999999999998", "99999.99999999999", "1.0E7", "9999999.999999998",
            "0.0010", "123456.789e3", "2.5E-5", "7.2057594037927933E16", "1.5E-323", "3.0E-44"};
        for (String l : lits) {
            around(Double.parseDouble(l), 1);
        }
        System.out.println("-- integers near 2^53 and 10^n-1");
        for (long v = 1; v > 0 && v < 1000000000000000000L; v *= 10) {
            d(v - 1);
            d(v + 1);
            d((double) (v * 9 + 5) / 10);
        }
        for (int i = 0; i < 8; i++) {
            d((double) ((1L << 53) + i));
        }
        System.out.println("-- floats: powers of ten and two, +-2 ulps");
        for (int e = -45; e <= 38; e++) {
            aroundF(Float.parseFloat("1e" + e), 2);
        }
        for (int e = -149; e <= 127; e += 11) {
            aroundF(Math.scalb(1.0f, e), 1);
        }
        float[] fl = {0.1f, 0.3f, 1.0f / 3, 3.4028235E38f, 1.4E-45f, 1.17549435E-38f, 1.1754942E-38f, 16777217f, 8.5E-38f, 9.8E-44f,
            1.0E-10f, 2.0E-3f, 33554431f, 0.001f, 1234567.9f, 9999999f, 1.0E7f};
        for (float x : fl) {
            aroundF(x, 1);
        }
        System.out.println("-- halfway decimal strings parse to even");
        String[] half = {"2.00000000000000011102230246251565404236316680908203125", "2.000000000000000111022302462515654042363166809082031251",
            "1.00000005960464477539062500", "1.0000000596046447753906250001", "9007199254740993", "9007199254740995",
            "4.9406564584124654e-324", "2.4703282292062327E-324", "2.4703282292062328E-324", "7.006492321624085e-46", "7.006492321624086e-46"};
        for (String h : half) {
            System.out.println(h + " -> " + Double.parseDouble(h) + " " + Float.parseFloat(h));
        }
        System.out.println("round-trip failures " + bad);
    }
}
