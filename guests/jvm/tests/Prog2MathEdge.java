public class Prog2MathEdge {
    public static void main(String[] args) {
        System.out.println(Integer.MIN_VALUE / -1);
        System.out.println(Integer.MIN_VALUE % -1);
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + -Integer.MIN_VALUE);
        System.out.println((int) 3.99e10 + " " + (long) 3.99e10 + " " + (int) -3.99e10 + " " + (int) Double.NaN + " " + (long) Float.POSITIVE_INFINITY);
        System.out.println((int) 3.99 + " " + (int) -3.99 + " " + (char) 65.7 + " " + (byte) 200 + " " + (short) 70000 + " " + (byte) -129);
        System.out.println(Math.round(-2.5) + " " + Math.round(2.5) + " " + Math.round(-0.5f) + " " + Math.round(0.49999999999999994) + " " + Math.rint(2.5) + " " + Math.rint(3.5));
        System.out.println(Math.floor(-1.1) + " " + Math.ceil(-1.1) + " " + Math.ceil(-0.5) + " " + Math.floor(0.0) + " " + Math.signum(-3.2));
        System.out.println(Math.sqrt(2) + " " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.hypot(3, 4) + " " + Math.hypot(1e300, 1e300));
        System.out.println(Math.atan2(1, 1) + " " + Math.toDegrees(Math.atan2(-1, -1)) + " " + Math.toRadians(180) + " " + Math.atan2(0.0, -0.0));
        System.out.println(Math.sin(Math.PI) + " " + Math.cos(Math.PI / 3) + " " + Math.tan(Math.PI / 4) + " " + Math.asin(1) + " " + Math.acos(-1));
        System.out.println(Math.exp(1) + " " + Math.log(Math.E) + " " + Math.log10(1000) + " " + Math.log1p(1e-10) + " " + Math.expm1(1e-10) + " " + Math.pow(2, -1074));
        System.out.println(Math.sinh(1) + " " + Math.cosh(1) + " " + Math.tanh(0.5) + " " + Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.getExponent(1024.0));
        System.out.println(StrictMath.sqrt(3) + " " + StrictMath.sin(1) + " " + StrictMath.pow(10, -3) + " " + StrictMath.log(10) + " " + StrictMath.atan(1) * 4);
        System.out.println(Double.MIN_VALUE + " " + Double.MAX_VALUE + " " + Float.MIN_VALUE + " " + Float.MAX_VALUE + " " + Double.MIN_NORMAL);
        System.out.println(0.0 / 0.0 + " " + 1.0 / 0 + " " + -1.0 / 0 + " " + (0.0 == -0.0) + " " + Double.compare(0.0, -0.0) + " " + Double.valueOf(0.0).equals(-0.0));
        System.out.println((Double.NaN == Double.NaN) + " " + Double.isNaN(0.0 / 0) + " " + Double.compare(Double.NaN, 1) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1));
        System.out.println(0.1 + 0.2 + " " + (0.1 + 0.2 == 0.3) + " " + 1.0 / 3 + " " + 2.0 / 3 + " " + 100.0 + " " + 1e7 + " " + 1e-3 + " " + 1e-4 + " " + 123456789.0);
        System.out.println(1.0f / 3 + " " + 0.1f + " " + (double) 0.1f + " " + 1e7f + " " + 16777217f + " " + 3.4e38f * 10 + " " + (float) 1e-50);
        System.out.println(Float.toString(1.1f * 1.1f) + " " + Double.toString(1.1 * 1.1) + " " + (0.1f + 0.2f) + " " + 100f / 7);
        System.out.println(Long.MAX_VALUE + 1 + " " + (Integer.MAX_VALUE + 1) + " " + (Long.MAX_VALUE + 1) + " " + Long.MIN_VALUE / -1 + " " + (byte) (127 + 1));
        System.out.println(Math.floorMod(-7, 3) + " " + Math.floorMod(7, -3) + " " + Math.floorDiv(-7, 2) + " " + (-7 / 2) + " " + (-7 >> 1) + " " + (-7 >>> 28) + " " + (1 << 33) + " " + (1L << 33));
        try {
            System.out.println(Math.multiplyExact(1 << 20, 1 << 12));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        try {
            System.out.println(Math.toIntExact(1L << 40));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        try {
            System.out.println(5 / (args.length));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        System.out.println(5.0 / args.length + " " + 5 % 3.5 + " " + -5.5 % 2 + " " + Math.IEEEremainder(5, 3) + " " + Math.abs(-0.0) + " " + Math.copySign(3, -0.0));
        char c = 'a';
        c += 2;
        c++;
        int ci = c + 1;
        System.out.println(c + " " + ci + " " + (char) ci + " " + (char) (c + 1) + " " + ('a' + 'b') + " " + (char) ('a' + 'b' - 'a') + " " + "x" + 'y' + 'z' + " " + ('y' + 'z') + "x");
        Integer a1 = 127, a2 = 127, b1 = 128, b2 = 128;
        Long l1 = 127L, l2 = 127L;
        System.out.println((a1 == a2) + " " + (b1 == b2) + " " + b1.equals(b2) + " " + (l1 == l2) + " " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + " " + new Integer(5).equals(5L));
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toBinaryString(-1).length() + " " + Integer.bitCount(255) + " " + Integer.reverse(1) + " " + Integer.highestOneBit(100) + " " + Integer.lowestOneBit(100));
        System.out.println(Integer.parseInt("101010", 2) + " " + Integer.parseInt("-ff", 16) + " " + Integer.toOctalString(64) + " " + Integer.toHexString(-256) + " " + Integer.toString(255, 36) + " " + Long.toBinaryString(5L));
        System.out.println(Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfTrailingZeros(64) + " " + Integer.rotateLeft(0x80000001, 1) + " " + Integer.reverseBytes(0x01020304) + " " + Long.bitCount(-1L) + " " + Integer.signum(-9));
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedString(-1) + " " + Integer.divideUnsigned(-1, 2) + " " + Long.toUnsignedString(-1L) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.toUnsignedLong(-2));
        System.out.println(Short.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Character.MAX_VALUE + 0 + " " + Integer.MAX_VALUE + " " + Long.MIN_VALUE + " " + Integer.SIZE + " " + Long.BYTES);
        System.out.println(Double.doubleToLongBits(1.0) + " " + Long.toHexString(Double.doubleToLongBits(-2.5)) + " " + Float.floatToIntBits(1.5f) + " " + Double.longBitsToDouble(0x7ff0000000000000L) + " " + Float.intBitsToFloat(0x3f800001));
        System.out.println(Double.parseDouble("1e-3") + " " + Double.valueOf("  3.5  ") + " " + Double.parseDouble("0x1.8p1") + " " + Float.parseFloat("1.17549435E-38") + " " + Double.parseDouble("-Infinity") + " " + Double.toHexString(1.0));
        System.out.println(Double.sum(1, 2) + " " + Double.max(1, 2) + " " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Long.hashCode(1L << 32) + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true) + " " + Character.hashCode('a'));
        System.out.println(Math.sqrt(-1) + " " + Math.log(0) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + (float) Math.PI + " " + (double) (float) Math.PI);
    }
}
