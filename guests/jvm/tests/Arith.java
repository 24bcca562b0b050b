/** Integer and long arithmetic: every int/long bytecode, overflow, division, shifts, conversions. */
public class Arith {
    static int[] ints = {0, 1, -1, 2, -2, 7, -7, 100, 0x7fffffff, 0x80000000, 0x7ffffffe, 0x80000001, 12345678, -987654321, 0xffff, 0x10000};
    static long[] longs = {0L, 1L, -1L, 3L, -3L, 0x7fffffffffffffffL, 0x8000000000000000L, 0xffffffffL, 0x100000000L, -0x100000000L,
        1234567890123456789L, -987654321987654321L, 0x7fffffffL, 0x80000000L};

    static long mix(long h, long v) {
        return h * 31 + v;
    }

    public static void main(String[] args) {
        long h = 0;
        for (int a : ints) {
            for (int b : ints) {
                h = mix(h, a + b);
                h = mix(h, a - b);
                h = mix(h, a * b);
                if (b != 0) {
                    h = mix(h, a / b);
                    h = mix(h, a % b);
                }
                h = mix(h, a & b);
                h = mix(h, a | b);
                h = mix(h, a ^ b);
                h = mix(h, a << b);
                h = mix(h, a >> b);
                h = mix(h, a >>> b);
                h = mix(h, a < b ? 1 : a == b ? 2 : 3);
            }
            h = mix(h, -a);
            h = mix(h, (byte) a);
            h = mix(h, (short) a);
            h = mix(h, (char) a);
            h = mix(h, (long) a);
            h = mix(h, Float.floatToIntBits((float) a));
            h = mix(h, Double.doubleToLongBits((double) a));
        }
        System.out.println("int hash " + h);
        h = 0;
        for (long a : longs) {
            for (long b : longs) {
                h = mix(h, a + b);
                h = mix(h, a - b);
                h = mix(h, a * b);
                if (b != 0) {
                    h = mix(h, a / b);
                    h = mix(h, a % b);
                }
                h = mix(h, a & b);
                h = mix(h, a | b);
                h = mix(h, a ^ b);
                h = mix(h, a << (int) b);
                h = mix(h, a >> (int) b);
                h = mix(h, a >>> (int) b);
                h = mix(h, Long.compare(a, b));
                h = mix(h, a < b ? 1 : a == b ? 2 : 3);
            }
            h = mix(h, -a);
            h = mix(h, (int) a);
            h = mix(h, Float.floatToIntBits((float) a));
            h = mix(h, Double.doubleToLongBits((double) a));
        }
        System.out.println("long hash " + h);
        // Individual well-known cases
        System.out.println(Integer.MIN_VALUE / -1);
        System.out.println(Integer.MIN_VALUE % -1);
        System.out.println(Long.MIN_VALUE / -1);
        System.out.println(Long.MIN_VALUE % -1);
        System.out.println(-7 / 2 + " " + -7 % 2 + " " + 7 / -2 + " " + 7 % -2);
        System.out.println(-7L / 2 + " " + -7L % 2 + " " + 7L / -2 + " " + 7L % -2);
        System.out.println((1 << 33) + " " + (1L << 65) + " " + (-1 >>> 28) + " " + (-1L >>> 60) + " " + (-16 >> 2));
        System.out.println(Integer.MAX_VALUE + 1);
        System.out.println(Long.MAX_VALUE + 1);
        System.out.println((byte) 200 + " " + (short) 70000 + " " + (int) (char) -1 + " " + (int) 3000000000L);
        int x = 5;
        x += 1000;
        x -= 2000;
        x *= -3;
        x /= 7;
        x %= 100;
        x <<= 3;
        x >>= 1;
        x >>>= 1;
        x ^= 0x55;
        x |= 0x100;
        x &= 0xfff;
        System.out.println("compound " + x);
        // iinc with wide index and large constants
        int a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0;
        long l0 = 0;
        int v = 10;
        for (int i = 0; i < 300; i++) {
            v += 1000;
            v -= 129;
            a0 += i;
            a1 ^= i;
            a2 += a1;
            a3 -= 3;
            a4 += 32767;
            l0 += v;
        }
        System.out.println(v + " " + a0 + " " + a1 + " " + a2 + " " + a3 + " " + a4 + " " + l0);
        char c = 'A';
        c += 2;
        c++;
        short s = 32767;
        s++;
        byte b = 127;
        b += 1;
        System.out.println(c + " " + s + " " + b);
        System.out.println(Integer.toHexString(Integer.reverse(0x12345678)) + " " + Integer.bitCount(0xf0f0) + " "
            + Long.numberOfLeadingZeros(1L << 40) + " " + Long.numberOfTrailingZeros(1L << 40) + " " + Integer.highestOneBit(1000));
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(Long.MAX_VALUE, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
    }
}
