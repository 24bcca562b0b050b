/** Double.toString / Float.toString must match OpenJDK 17 (not always the shortest form), and parsing must round correctly. */
public class DoubleToString {
    static long state = 0x9E3779B97F4A7C15L;

    static long next() {
        state ^= state << 13;
        state ^= state >>> 7;
        state ^= state << 17;
        return state;
    }

    public static void main(String[] args) {
        double[] fixed = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0, 1e7, 1e-3, 1e-4, 9999999.0, 12345678.9,
            1e21, 1e22, 1e23, 2e23, 1.0E-5, 2.0E-3, 4.35, 5e-324, 4.9e-324, Double.MIN_NORMAL, Double.MAX_VALUE, 1.7976931348623157E308,
            Math.PI, Math.E, 123456789012345678.0, 0.001, 0.01, 1.0E-7, 9.999999999999999E22, 2.2250738585072014E-308, 4.0E-323,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1.0E16, 1.0E17, 9.007199254740992E15, 9.007199254740993E15,
            2.0E-44, 1.1E-44, 5.0E-310, 1.23456789E-300, 8.41E21, 2.82879384806159E17, 1.387364135037754E18, 1.45800632428665E17,
            1.8262819520261684E-3, 0.5, 0.25, 0.125, 3.0E10, 1.0E-323, 4.8726570057E288, 6.0221E23};
        for (double d : fixed) {
            System.out.println(d + " " + (float) d + " " + (-d));
        }
        float[] ffixed = {0.1f, 0.2f, 0.3f, 1.0f / 3, 1e7f, 1e-3f, 1.0E-10f, 3.4028235E38f, 1.4E-45f, 1.17549435E-38f, 16777216f, 16777217f,
            1.0E10f, 8.5E-38f, 0.33333334f, 2.0E-44f, 9.8E-44f, 33554432f, 1.2345678E7f, 100.0f};
        for (float f : ffixed) {
            System.out.println(f + " " + (double) f);
        }
        // pseudo-random bit patterns and decimal-looking values
        long h = 0;
        for (int i = 0; i < 3000; i++) {
            double d = Double.longBitsToDouble(next());
            float f = Float.intBitsToFloat((int) next());
            double e = (next() % 1000000) / 1000.0;
            double g = (next() % 100000000L) * Math.pow(10, (int) (next() % 40) - 20);
            String s = Double.toString(d) + Float.toString(f) + Double.toString(e) + Double.toString(g);
            if (i % 100 == 0) {
                System.out.println(d + " " + f + " " + e + " " + g);
            }
            h = h * 31 + s.hashCode();
            // parse back: bit-exact round trip
            if (!Double.isNaN(d) && Double.doubleToLongBits(Double.parseDouble(Double.toString(d))) != Double.doubleToLongBits(d)) {
                System.out.println("round trip failed " + d);
            }
            if (!Float.isNaN(f) && Float.floatToIntBits(Float.parseFloat(Float.toString(f))) != Float.floatToIntBits(f)) {
                System.out.println("float round trip failed " + f);
            }
        }
        System.out.println("hash " + h);
        String[] inputs = {"1", "-0", "+1.5", "1e10", "1E-10", ".5", "5.", "0x1.8p1", "1e400", "-1e400", "1e-400", "NaN", "-Infinity", "  42.0  ",
            "3.4028235e38", "3.4028236e38", "1.17549435E-38", "2.4703282292062327e-324", "2.4703282292062328e-324", "0.1f", "12d",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
            "9007199254740993", "9007199254740993.0000000000000000000000000001", "1.00000005960464477539062499", "1.000000059604644775390625"};
        for (String in : inputs) {
            System.out.println(in.trim() + " -> " + Double.parseDouble(in) + " / " + Float.parseFloat(in));
        }
        for (String bad : new String[] {"", "abc", "1e", "--1", "1.2.3", "0x", "e5"}) {
            try {
                System.out.println(Double.parseDouble(bad));
            } catch (NumberFormatException e) {
                System.out.println("NFE " + e.getMessage());
            }
        }
        System.out.println(Double.valueOf("2.5").hashCode() + " " + Float.valueOf(2.5f).hashCode() + " " + Double.toHexString(1.0) + " " + Double.toHexString(-0.1)
            + " " + Double.toHexString(Double.MIN_VALUE));
    }
}
