import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * java.math.BigDecimal against the JDK on random operands from a fixed-seed generator:
 * exact arithmetic, division to scales and to MathContexts in every rounding mode,
 * setScale/round, pow, integral division and remainder, comparisons, conversions and the
 * three string forms.
 */
public class BigDecimals {
    static long state = 0x1234567887654321L;

    static long next() {
        state ^= state << 13;
        state ^= state >>> 7;
        state ^= state << 17;
        return state;
    }

    static int below(int n) {
        return (int) ((next() >>> 1) % n);
    }

    static BigDecimal rnd() {
        int digits = 1 + below(below(4) == 0 ? 40 : 12);
        StringBuilder sb = new StringBuilder();
        int shape = below(5);
        for (int k = 0; k < digits; k++) {
            sb.append(shape == 0 ? '9' : shape == 1 && k > 0 ? '0' : shape == 2 && k == digits - 1 ? '5' : (char) ('0' + below(10)));
        }
        BigInteger u = new BigInteger(sb.toString());
        if ((next() & 1) != 0) {
            u = u.negate();
        }
        return new BigDecimal(u, below(30) - 12);
    }

    static final RoundingMode[] MODES = RoundingMode.values();

    static String t(BigDecimal d) {
        return d.toString() + "/" + d.scale();
    }

    static String tryDiv(BigDecimal a, BigDecimal b) {
        try {
            return t(a.divide(b));
        } catch (ArithmeticException e) {
            return e.getMessage();
        }
    }

    public static void main(String[] args) {
        long h = 0;
        for (int i = 0; i < 400; i++) {
            BigDecimal a = rnd();
            BigDecimal b = i % 7 == 0 ? a.negate().add(BigDecimal.valueOf(below(3), below(4))) : rnd();
            RoundingMode rm = MODES[i % 7];
            MathContext mc = new MathContext(1 + below(20), rm);
            StringBuilder l = new StringBuilder();
            l.append(a).append(' ').append(b).append(' ').append(mc).append(" | ").append(t(a.add(b))).append(' ').append(t(a.subtract(b))).append(' ')
                .append(t(a.multiply(b))).append(' ').append(t(a.add(b, mc))).append(' ').append(t(a.subtract(b, mc))).append(' ')
                .append(t(a.multiply(b, mc)));
            if (b.signum() != 0) {
                l.append(" | ").append(t(a.divide(b, mc))).append(' ').append(t(a.divide(b, below(20) - 5, rm))).append(' ')
                    .append(t(a.divide(b, rm))).append(' ').append(tryDiv(a, b)).append(' ').append(t(a.divideToIntegralValue(b))).append(' ')
                    .append(t(a.remainder(b))).append(' ').append(t(a.divide(b, MathContext.DECIMAL64)));
            }
            int ns = below(24) - 8;
            l.append(" | ").append(t(a.setScale(ns, rm))).append(' ').append(t(a.round(mc))).append(' ').append(t(a.pow(i % 4))).append(' ')
                .append(a.signum() == 0 ? "-" : t(a.pow(i % 9 - 3, mc))).append(' ').append(t(a.stripTrailingZeros())).append(' ').append(t(a.movePointLeft(ns))).append(' ')
                .append(t(a.movePointRight(ns))).append(' ').append(t(a.scaleByPowerOfTen(ns))).append(' ').append(a.precision());
            l.append(" | ").append(a.compareTo(b)).append(' ').append(a.equals(b)).append(' ').append(a.hashCode()).append(' ').append(a.signum())
                .append(' ').append(a.toPlainString()).append(' ').append(a.toEngineeringString()).append(' ').append(a.doubleValue()).append(' ')
                .append(a.floatValue()).append(' ').append(a.longValue()).append(' ').append(a.intValue()).append(' ').append(a.toBigInteger()).append(' ')
                .append(a.unscaledValue()).append(' ').append(t(a.ulp())).append(' ').append(t(a.abs())).append(' ').append(t(a.min(b)));
            String s = l.toString();
            h = h * 31 + s.hashCode();
            if (i % 2 == 0) {
                System.out.println(s);
            }
        }
        System.out.println("hash " + h);
        // rounding modes on the classic table
        String[] vals = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "-0.05", "9.95", "99.5"};
        for (String v : vals) {
            StringBuilder sb = new StringBuilder(v);
            for (RoundingMode rm : MODES) {
                try {
                    sb.append(' ').append(new BigDecimal(v).setScale(0, rm)).append('/').append(new BigDecimal(v).round(new MathContext(1, rm)));
                } catch (ArithmeticException e) {
                    sb.append(' ').append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        String[] strs = {"0", "0.00", "-0", "0E+3", "0E-10", "1E+3", "1.23E-7", "123.456e2", "-1.5e-10", "+7", ".5", "5.", "1e0", "12345678901234567890.123",
            "0.000001", "0.0000001", "-123E+12", "4E-400"};
        for (String s : strs) {
            BigDecimal d = new BigDecimal(s);
            System.out.println(s + " -> " + d + " " + d.toPlainString() + " " + d.toEngineeringString() + " " + d.scale() + " " + d.precision() + " "
                + d.stripTrailingZeros() + " " + d.doubleValue());
        }
        double[] ds = {0.1, 1.0 / 3, 1e-20, 123456.789, -2.5, 1e300, Double.MIN_VALUE, 0.0};
        for (double d : ds) {
            System.out.println(new BigDecimal(d) + " " + BigDecimal.valueOf(d) + " " + new BigDecimal(d, MathContext.DECIMAL32));
        }
        System.out.println(BigDecimal.ONE.divide(BigDecimal.valueOf(8)) + " " + tryDiv(BigDecimal.ONE, BigDecimal.valueOf(3)) + " "
            + BigDecimal.TEN.divide(new BigDecimal("0.25")) + " " + new BigDecimal("1E+5").divide(BigDecimal.ONE, new MathContext(3)) + " "
            + new BigDecimal("100").divide(new BigDecimal("4.0")) + " " + MathContext.DECIMAL128 + " " + new MathContext("precision=5 roundingMode=FLOOR"));
        for (String[] bad : new String[][] {{"1", "0"}, {"0", "0"}}) {
            try {
                new BigDecimal(bad[0]).divide(new BigDecimal(bad[1]));
            } catch (ArithmeticException e) {
                System.out.println(e.getMessage());
            }
        }
        for (String bad : new String[] {"", "abc", "1e", "1.2.3", "-", "1e+"}) {
            try {
                System.out.println(new BigDecimal(bad));
            } catch (NumberFormatException e) {
                System.out.println("NFE");
            }
        }
        try {
            new BigDecimal("1.25").setScale(1);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
