package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers as the JDK's: sign and magnitude ({@link Mag}),
 * with the JDK's results for division (truncating), mod (non-negative), the two's
 * complement bit operations, hashCode, toString in any radix, toByteArray, doubleValue
 * (correctly rounded) and the random constructor's use of {@code Random.nextBytes}.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    /** -1, 0 or 1. */
    final int signum;
    /** Little-endian trimmed magnitude. */
    final int[] mag;

    public static final BigInteger ZERO = new BigInteger(0, Mag.ZERO);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);
    private static final long M = 0xffffffffL;
    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6,
        6, 6, 6, 6, 6, 6, 5};

    BigInteger(int signum, int[] mag) {
        this.mag = mag;
        this.signum = mag.length == 0 ? 0 : signum;
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        int len = val.length();
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int start = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            start = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            start = 1;
        }
        if (start == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (start < len && Character.digit(val.charAt(start), radix) == 0) {
            start++;
        }
        int[] m = Mag.ZERO;
        for (int k = start; k < len; k++) {
            int d = Character.digit(val.charAt(k), radix);
            if (d < 0) {
                // the JDK parses groups of digits with Integer.parseInt: its message names the group
                int per = DIGITS_PER_INT[radix];
                int first = (len - start) % per == 0 ? per : (len - start) % per;
                int g0 = k < start + first ? start : start + first + (k - start - first) / per * per;
                int g1 = g0 == start ? start + first : g0 + per;
                throw new NumberFormatException("For input string: \"" + val.substring(g0, g1) + "\""
                    + (radix == 10 ? "" : " under radix " + radix));
            }
            m = Mag.mulAdd(m, radix, d);
        }
        this.mag = m;
        this.signum = m.length == 0 ? 0 : sign;
    }

    /** Two's complement big-endian bytes. */
    public BigInteger(byte[] val) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        boolean neg = val[0] < 0;
        int[] w = new int[(val.length + 3) / 4];
        for (int k = 0; k < val.length; k++) {
            int b = val[val.length - 1 - k] & 0xff;
            w[k >>> 2] |= b << (8 * (k & 3));
        }
        if (neg) {
            int fill = val.length & 3;
            if (fill != 0) {
                w[w.length - 1] |= -1 << (8 * fill);
            }
            negateInPlace(w);
        }
        int[] m = Mag.trim(w);
        this.mag = m;
        this.signum = m.length == 0 ? 0 : neg ? -1 : 1;
    }

    public BigInteger(int signum, byte[] magnitude) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        int[] w = new int[(magnitude.length + 3) / 4];
        for (int k = 0; k < magnitude.length; k++) {
            w[k >>> 2] |= (magnitude[magnitude.length - 1 - k] & 0xff) << (8 * (k & 3));
        }
        int[] m = Mag.trim(w);
        if (signum == 0 && m.length != 0) {
            throw new NumberFormatException("signum-magnitude mismatch");
        }
        this.mag = m;
        this.signum = m.length == 0 ? 0 : signum;
    }

    /** Uniform in [0, 2^numBits), from rnd.nextBytes as the JDK draws it. */
    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int[] m = Mag.ZERO;
        if (numBits > 0) {
            int numBytes = (int) (((long) numBits + 7) / 8);
            byte[] bits = new byte[numBytes];
            rnd.nextBytes(bits);
            int excess = 8 * numBytes - numBits;
            bits[0] &= (byte) ((1 << (8 - excess)) - 1);
            m = new BigInteger(1, bits).mag;
        }
        this.mag = m;
        this.signum = m.length == 0 ? 0 : 1;
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        BigInteger p;
        do {
            p = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) {
                p = p.setBit(0);
            }
        } while (!p.isProbablePrime(certainty));
        this.mag = p.mag;
        this.signum = 1;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        return new BigInteger(bitLength, 100, rnd);
    }

    public static BigInteger valueOf(long v) {
        if (v == 0 && ZERO != null) {
            return ZERO;
        }
        if (v < 0) {
            return new BigInteger(-1, v == Long.MIN_VALUE ? new int[] {0, 0x80000000} : Mag.ofLong(-v));
        }
        return new BigInteger(1, Mag.ofLong(v));
    }

    private static void negateInPlace(int[] w) {
        long c = 1;
        for (int k = 0; k < w.length; k++) {
            c += ~w[k] & M;
            w[k] = (int) c;
            c >>>= 32;
        }
    }

    public int signum() {
        return signum;
    }

    public BigInteger negate() {
        return new BigInteger(-signum, mag);
    }

    public BigInteger abs() {
        return signum < 0 ? negate() : this;
    }

    public BigInteger add(BigInteger o) {
        if (o.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return o;
        }
        if (signum == o.signum) {
            return new BigInteger(signum, Mag.add(mag, o.mag));
        }
        int c = Mag.cmp(mag, o.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(signum, Mag.sub(mag, o.mag)) : new BigInteger(o.signum, Mag.sub(o.mag, mag));
    }

    public BigInteger subtract(BigInteger o) {
        return add(o.negate());
    }

    public BigInteger multiply(BigInteger o) {
        return new BigInteger(signum * o.signum, Mag.mul(mag, o.mag));
    }

    public BigInteger[] divideAndRemainder(BigInteger o) {
        if (o.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        int[][] qr = Mag.divRem(mag, o.mag);
        return new BigInteger[] {new BigInteger(signum * o.signum, qr[0]), new BigInteger(signum, qr[1])};
    }

    public BigInteger divide(BigInteger o) {
        return divideAndRemainder(o)[0];
    }

    public BigInteger remainder(BigInteger o) {
        return divideAndRemainder(o)[1];
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum < 0 ? r.add(m) : r;
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        BigInteger r = ONE;
        BigInteger b = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0) {
                r = r.multiply(b);
            }
            exponent >>>= 1;
            if (exponent != 0) {
                b = b.multiply(b);
            }
        }
        return r;
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger gcd(BigInteger o) {
        BigInteger a = abs();
        BigInteger b = o.abs();
        while (b.signum != 0) {
            BigInteger t = a.remainder(b);
            a = b;
            b = t;
        }
        return a;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum < 0) {
            return modInverse(m).modPow(exponent.negate(), m);
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger r = ONE;
        BigInteger b = mod(m);
        for (int k = exponent.bitLength() - 1; k >= 0; k--) {
            r = r.multiply(r).mod(m);
            if (exponent.testBit(k)) {
                r = r.multiply(b).mod(m);
            }
        }
        return r;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        BigInteger b = m;
        BigInteger x0 = ONE;
        BigInteger x1 = ZERO;
        while (b.signum != 0) {
            BigInteger[] qr = a.divideAndRemainder(b);
            BigInteger t = x0.subtract(qr[0].multiply(x1));
            x0 = x1;
            x1 = t;
            a = b;
            b = qr[1];
        }
        if (!a.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return x0.mod(m);
    }

    public BigInteger min(BigInteger o) {
        return compareTo(o) <= 0 ? this : o;
    }

    public BigInteger max(BigInteger o) {
        return compareTo(o) >= 0 ? this : o;
    }

    public int compareTo(BigInteger o) {
        if (signum != o.signum) {
            return signum < o.signum ? -1 : 1;
        }
        int c = Mag.cmp(mag, o.mag);
        return signum < 0 ? -c : c;
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        return signum == o.signum && Mag.cmp(mag, o.mag) == 0;
    }

    public int hashCode() {
        int h = 0;
        for (int k = mag.length - 1; k >= 0; k--) {
            h = (int) (31 * h + (mag[k] & M));
        }
        return h * signum;
    }

    // ---- bits: two's complement views of sign and magnitude -------------------------------

    /** Word k of the infinite two's complement representation. */
    private int word(int k) {
        if (k >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        if (signum >= 0) {
            return mag[k];
        }
        // -m = ~(m - 1): word k of m - 1, inverted
        boolean lowerZero = true;
        for (int j = 0; j < k; j++) {
            if (mag[j] != 0) {
                lowerZero = false;
                break;
            }
        }
        return lowerZero ? -mag[k] : ~mag[k];
    }

    private static BigInteger ofWords(int[] w) {
        if (w.length > 0 && w[w.length - 1] < 0) {
            int[] c = w.clone();
            negateInPlace(c);
            return new BigInteger(-1, Mag.trim(c));
        }
        return new BigInteger(1, Mag.trim(w));
    }

    private BigInteger bitOp(BigInteger o, int op) {
        int n = Math.max(mag.length, o.mag.length) + 1;
        int[] w = new int[n];
        for (int k = 0; k < n; k++) {
            int a = word(k);
            int b = o.word(k);
            w[k] = op == 0 ? a & b : op == 1 ? a | b : op == 2 ? a ^ b : a & ~b;
        }
        return ofWords(w);
    }

    public BigInteger and(BigInteger o) {
        return bitOp(o, 0);
    }

    public BigInteger or(BigInteger o) {
        return bitOp(o, 1);
    }

    public BigInteger xor(BigInteger o) {
        return bitOp(o, 2);
    }

    public BigInteger andNot(BigInteger o) {
        return bitOp(o, 3);
    }

    public BigInteger not() {
        return negate().subtract(ONE);
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return ((word(n >>> 5) >>> (n & 31)) & 1) != 0;
    }

    private BigInteger withBit(int n, int op) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int len = Math.max(mag.length, (n >>> 5) + 1) + 1;
        int[] w = new int[len];
        for (int k = 0; k < len; k++) {
            w[k] = word(k);
        }
        int bit = 1 << (n & 31);
        int k = n >>> 5;
        w[k] = op == 0 ? w[k] | bit : op == 1 ? w[k] & ~bit : w[k] ^ bit;
        return ofWords(w);
    }

    public BigInteger setBit(int n) {
        return withBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return withBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return withBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int k = 0;
        while (mag[k] == 0) {
            k++;
        }
        return k * 32 + Integer.numberOfTrailingZeros(mag[k]);
    }

    /** Bits in the minimal two's complement form, without the sign bit. */
    public int bitLength() {
        int n = Mag.bitLength(mag);
        if (signum < 0 && getLowestSetBit() == n - 1) {
            n--; // -(2^k) needs one bit less
        }
        return n;
    }

    public int bitCount() {
        int c = 0;
        for (int w : mag) {
            c += Integer.bitCount(w);
        }
        if (signum < 0) {
            // bits of -m that differ from the sign bit: those set in m - 1
            c = 0;
            int[] m1 = Mag.sub(mag, new int[] {1});
            for (int w : m1) {
                c += Integer.bitCount(w);
            }
        }
        return c;
    }

    public BigInteger shiftLeft(int n) {
        if (n < 0) {
            return shiftRight(-n);
        }
        return new BigInteger(signum, Mag.shiftLeft(mag, n));
    }

    /** Arithmetic shift: floor(this / 2^n). */
    public BigInteger shiftRight(int n) {
        if (n < 0) {
            return shiftLeft(-n);
        }
        int[] q = Mag.shiftRight(mag, n);
        if (signum < 0 && Mag.anyBelow(mag, n)) {
            q = Mag.add(q, new int[] {1});
        }
        return new BigInteger(signum, q);
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        for (int k = 0; k < byteLen; k++) {
            b[byteLen - 1 - k] = (byte) (word(k >>> 2) >>> (8 * (k & 3)));
        }
        return b;
    }

    // ---- conversions ----------------------------------------------------------------------

    public int intValue() {
        return word(0);
    }

    public long longValue() {
        return ((long) word(1) << 32) | (word(0) & M);
    }

    public int intValueExact() {
        if (bitLength() > 31) {
            throw new ArithmeticException("BigInteger out of int range");
        }
        return intValue();
    }

    public long longValueExact() {
        if (bitLength() > 63) {
            throw new ArithmeticException("BigInteger out of long range");
        }
        return longValue();
    }

    public short shortValueExact() {
        if (bitLength() > 15) {
            throw new ArithmeticException("BigInteger out of short range");
        }
        return (short) intValue();
    }

    public byte byteValueExact() {
        if (bitLength() > 7) {
            throw new ArithmeticException("BigInteger out of byte range");
        }
        return (byte) intValue();
    }

    /** Correctly rounded (half to even) to the nearest double. */
    public double doubleValue() {
        return Double.longBitsToDouble(roundBits(53, 11, 1023));
    }

    public float floatValue() {
        return Float.intBitsToFloat((int) roundBits(24, 8, 127));
    }

    private long roundBits(int prec, int expBits, int bias) {
        if (signum == 0) {
            return 0;
        }
        long sign = signum < 0 ? 1L << (prec - 1 + expBits) : 0;
        int n = Mag.bitLength(mag);
        long maxExp = (1L << expBits) - 1;
        if (n - 1 > bias) {
            return sign | (maxExp << (prec - 1));
        }
        long m;
        if (n <= prec) {
            m = longOf(mag) << (prec - n);
        } else {
            int drop = n - prec;
            m = longOf(Mag.shiftRight(mag, drop));
            boolean half = Mag.testBit(mag, drop - 1);
            boolean sticky = Mag.anyBelow(mag, drop - 1);
            if (half && (sticky || (m & 1) != 0)) {
                m++;
                if (m == 1L << prec) {
                    m >>>= 1;
                    n++;
                }
            }
        }
        long e = n - 1 + bias;
        if (e >= maxExp) {
            return sign | (maxExp << (prec - 1));
        }
        return sign | (e << (prec - 1)) | (m & ((1L << (prec - 1)) - 1));
    }

    private static long longOf(int[] m) {
        return m.length == 0 ? 0 : m.length == 1 ? m[0] & M : ((long) m[1] << 32) | (m[0] & M);
    }

    public String toString(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        String s = Mag.toString(mag, radix);
        return signum < 0 ? "-" + s : s;
    }

    public String toString() {
        return toString(10);
    }

    // ---- primes ---------------------------------------------------------------------------

    private static final int[] SMALL_PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};

    /** Miller-Rabin with the first primes as bases, then pseudo-random ones; exact below 3.3 * 10^24. */
    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = abs();
        if (w.equals(TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        for (int p : SMALL_PRIMES) {
            BigInteger bp = valueOf(p);
            if (w.equals(bp)) {
                return true;
            }
            if (w.remainder(bp).signum == 0) {
                return false;
            }
        }
        BigInteger w1 = w.subtract(ONE);
        int a = w1.getLowestSetBit();
        BigInteger m = w1.shiftRight(a);
        int rounds = Math.max(SMALL_PRIMES.length, (certainty + 1) / 2);
        Random rnd = new Random(w.hashCode());
        for (int r = 0; r < rounds; r++) {
            BigInteger b = r < SMALL_PRIMES.length ? valueOf(SMALL_PRIMES[r])
                : new BigInteger(w.bitLength(), rnd).mod(w.subtract(valueOf(3))).add(TWO);
            BigInteger z = b.modPow(m, w);
            if (z.equals(ONE) || z.equals(w1)) {
                continue;
            }
            boolean ok = false;
            for (int j = 1; j < a; j++) {
                z = z.multiply(z).mod(w);
                if (z.equals(w1)) {
                    ok = true;
                    break;
                }
                if (z.equals(ONE)) {
                    return false;
                }
            }
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || equals(ONE)) {
            return TWO;
        }
        BigInteger c = add(ONE);
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (!c.isProbablePrime(100)) {
            c = c.add(TWO);
        }
        return c;
    }
}
