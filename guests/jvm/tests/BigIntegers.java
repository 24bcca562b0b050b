import java.math.BigInteger;
import java.util.Random;

/**
 * java.math.BigInteger against the JDK on random operands from a fixed-seed generator:
 * arithmetic, division forms, gcd/modPow/modInverse, bit operations on negative numbers,
 * conversions (radix strings, bytes, long/int/double/float), primes, and the random
 * constructor's sequence.
 */
public class BigIntegers {
    static long state = 0x2545F4914F6CDD1DL;

    static long next() {
        state ^= state << 13;
        state ^= state >>> 7;
        state ^= state << 17;
        return state;
    }

    /** A random number of 0..bits bits, either sign, sometimes with runs of ones or zeros. */
    static BigInteger rnd(int maxBits) {
        int bits = (int) ((next() >>> 1) % (maxBits + 1));
        StringBuilder sb = new StringBuilder();
        int shape = (int) ((next() >>> 1) % 4);
        for (int k = 0; k < bits; k++) {
            sb.append(shape == 0 ? '1' : shape == 1 && k > 0 ? '0' : ((next() & 1) != 0 ? '1' : '0'));
        }
        BigInteger v = bits == 0 ? BigInteger.ZERO : new BigInteger(sb.toString(), 2);
        return (next() & 1) != 0 ? v.negate() : v;
    }

    static String s(BigInteger x) {
        return x.toString();
    }

    public static void main(String[] args) {
        long h = 0;
        for (int i = 0; i < 300; i++) {
            int size = i < 100 ? 70 : i < 200 ? 200 : 520;
            BigInteger a = rnd(size);
            BigInteger b = rnd(i % 3 == 0 ? size / 3 : size);
            StringBuilder line = new StringBuilder();
            line.append(a).append(' ').append(b).append(" | ").append(a.add(b)).append(' ').append(a.subtract(b)).append(' ').append(a.multiply(b));
            if (b.signum() != 0) {
                BigInteger[] qr = a.divideAndRemainder(b);
                line.append(" | ").append(a.divide(b)).append(' ').append(a.remainder(b)).append(' ').append(qr[0]).append(' ').append(qr[1]);
                line.append(' ').append(a.mod(b.abs()));
            }
            line.append(" | ").append(a.gcd(b)).append(' ').append(a.and(b)).append(' ').append(a.or(b)).append(' ').append(a.xor(b)).append(' ')
                .append(a.andNot(b)).append(' ').append(a.not());
            int sh = (int) ((next() >>> 1) % 100);
            line.append(" | ").append(a.shiftLeft(sh)).append(' ').append(a.shiftRight(sh)).append(' ').append(a.shiftRight(-sh)).append(' ')
                .append(a.bitLength()).append(' ').append(a.bitCount()).append(' ').append(a.getLowestSetBit()).append(' ').append(a.testBit(sh))
                .append(' ').append(a.setBit(sh)).append(' ').append(a.clearBit(sh)).append(' ').append(a.flipBit(sh));
            line.append(" | ").append(a.toString(16)).append(' ').append(a.toString(36)).append(' ').append(a.toString(7)).append(' ')
                .append(a.hashCode()).append(' ').append(a.compareTo(b)).append(' ').append(a.equals(b)).append(' ').append(a.signum()).append(' ')
                .append(a.longValue()).append(' ').append(a.intValue()).append(' ').append(a.doubleValue()).append(' ').append(a.floatValue())
                .append(' ').append(a.min(b)).append(' ').append(a.max(b)).append(' ').append(a.abs()).append(' ').append(a.pow(i % 5));
            byte[] bytes = a.toByteArray();
            line.append(" | ").append(bytes.length).append(' ').append(new BigInteger(bytes).equals(a)).append(' ').append(bytes[0]);
            BigInteger m = b.abs().add(BigInteger.ONE);
            line.append(" | ").append(a.modPow(b.abs(), m)).append(' ');
            try {
                line.append(a.modInverse(m)).append(' ').append(a.modPow(b.abs().negate(), m));
            } catch (ArithmeticException e) {
                line.append(e.getMessage());
            }
            String out = line.toString();
            h = h * 31 + out.hashCode();
            if (i % 3 == 0 || i < 60) {
                System.out.println(out);
            }
        }
        System.out.println("hash " + h);
        // edge values
        String[] edges = {"0", "1", "-1", "2147483647", "-2147483648", "2147483648", "9223372036854775807", "-9223372036854775808",
            "9223372036854775808", "-9223372036854775809", "18446744073709551615", "-18446744073709551616", "4294967296", "-4294967296",
            "9007199254740993", "9007199254740995", "-9007199254740993", "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
            "16777217", "33554435", "-340282366920938463463374607431768211456", "340282356779733661637539395458142568448"};
        for (String e : edges) {
            BigInteger x = new BigInteger(e);
            System.out.println(x + " " + x.bitLength() + " " + x.bitCount() + " " + x.hashCode() + " " + x.longValue() + " " + x.intValue() + " "
                + x.doubleValue() + " " + x.floatValue() + " " + x.toString(16) + " " + x.not() + " " + x.shiftRight(3) + " " + x.toByteArray().length);
        }
        for (int p = 0; p < 120; p += 7) {
            BigInteger x = BigInteger.valueOf(p * 1000003L + 17);
            System.out.println(x + " prime " + x.isProbablePrime(50) + " next " + x.nextProbablePrime());
        }
        System.out.println(new BigInteger("170141183460469231731687303715884105727").isProbablePrime(100) + " "
            + new BigInteger("170141183460469231731687303715884105729").isProbablePrime(100));
        Random r = new Random(42);
        for (int k = 0; k < 10; k++) {
            System.out.println(new BigInteger(k * 13 + 1, r) + " " + r.nextInt());
        }
        System.out.println(new BigInteger("-ff", 16) + " " + new BigInteger("+zz", 36) + " " + BigInteger.TEN.pow(30) + " " + BigInteger.valueOf(Long.MIN_VALUE)
            + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0}) + " " + new BigInteger(-1, new byte[] {1, 2}));
        for (String bad : new String[] {"", "-", "1-2", "12a", "+-1", "--1"}) {
            try {
                System.out.println(new BigInteger(bad));
            } catch (NumberFormatException e) {
                System.out.println("NFE " + e.getMessage());
            }
        }
        try {
            BigInteger.ONE.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigInteger.ONE.mod(BigInteger.valueOf(-3));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
