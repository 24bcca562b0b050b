/** Integer/Long/Short/Byte parsing and printing, radix conversions, boxing caches, unsigned helpers. */
public class Numbers {
    public static void main(String[] args) {
        int[] is = {0, 1, -1, 255, -255, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE, 123456789, -987654};
        for (int i : is) {
            System.out.println(i + " " + Integer.toString(i, 2) + " " + Integer.toString(i, 36) + " " + Integer.toHexString(i) + " " + Integer.toOctalString(i)
                + " " + Integer.toBinaryString(i) + " " + Integer.toUnsignedString(i) + " " + Integer.reverseBytes(i) + " " + Integer.signum(i)
                + " " + Integer.numberOfLeadingZeros(i) + " " + Integer.rotateLeft(i, 5) + " " + Integer.hashCode(i));
        }
        long[] ls = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40, -123456789012345L, 0xdeadbeefcafeL};
        for (long l : ls) {
            System.out.println(l + " " + Long.toString(l, 7) + " " + Long.toHexString(l) + " " + Long.toOctalString(l) + " " + Long.toBinaryString(l).length()
                + " " + Long.toUnsignedString(l) + " " + Long.bitCount(l) + " " + Long.reverse(l) + " " + Long.hashCode(l) + " " + Long.signum(l)
                + " " + Long.divideUnsigned(l, 7) + " " + Long.remainderUnsigned(l, 7));
        }
        String[] good = {"0", "-0", "+7", "2147483647", "-2147483648", "0012", "-00"};
        for (String s : good) {
            System.out.print(Integer.parseInt(s) + " ");
        }
        System.out.println();
        String[] bad = {"", "-", "+", "2147483648", "-2147483649", "1_0", " 1", "0x10", "ab"};
        for (String s : bad) {
            try {
                System.out.print(Integer.parseInt(s) + " ");
            } catch (NumberFormatException e) {
                System.out.print("[" + e.getMessage() + "] ");
            }
        }
        System.out.println();
        System.out.println(Integer.parseInt("-ff", 16) + " " + Integer.parseInt("zz", 36) + " " + Long.parseLong("9223372036854775807") + " "
            + Long.parseLong("-9223372036854775808") + " " + Long.parseLong("777", 8) + " " + Integer.valueOf("123") + " " + Integer.decode("0x1F") + " "
            + Integer.decode("-010") + " " + Long.decode("#ff") + " " + Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16) + " "
            + Integer.parseUnsignedInt("4294967295") + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Integer.toUnsignedLong(-1));
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            Integer.parseInt("12", 99);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        Integer a = 127, b = 127, c = 128, d = 128;
        Long la = 127L, lb = 127L;
        Character ca = 'x', cb = 'x';
        Short sa = 100, sb = 100;
        Byte ba = -128, bb = -128;
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (la == lb) + " " + (ca == cb) + " " + (sa == sb) + " " + (ba == bb) + " " + (t1 == t2));
        Integer boxed = 5;
        int unboxed = boxed + 10;
        Long lsum = 0L;
        for (int i = 0; i < 100; i++) {
            lsum += i;
        }
        Double dd = 2.5;
        Object o = 3;
        System.out.println(unboxed + " " + lsum + " " + (dd * 2) + " " + o.getClass().getName() + " " + ((Integer) o).compareTo(4) + " " + Integer.compare(5, 3)
            + " " + Long.compare(-1, 1) + " " + Character.compare('a', 'b') + " " + Boolean.compare(true, false) + " " + Double.compare(0.0, -0.0));
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + (int) Character.MIN_VALUE
            + " " + Integer.SIZE + " " + Long.BYTES + " " + Integer.TYPE + " " + Double.TYPE.getName() + " " + Integer.class + " " + int[].class.getName());
        Number n = Integer.valueOf(300);
        System.out.println(n.byteValue() + " " + n.shortValue() + " " + n.longValue() + " " + n.floatValue() + " " + n.doubleValue() + " "
            + Double.valueOf(3.99).intValue() + " " + Long.valueOf(1L << 35).intValue() + " " + Float.valueOf(1e10f).longValue());
        System.out.println(Integer.valueOf(5).equals(5L) + " " + Long.valueOf(5).equals(5L) + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " "
            + new Integer(77).hashCode() + " " + Boolean.valueOf(false).hashCode() + " " + Character.toString('q') + Short.toString((short) 9)
            + Byte.toString((byte) -3) + Boolean.toString(true) + Long.toString(99L) + Double.toString(1) + Float.toString(2));
        System.out.println(Math.max(3, 7) + " " + Math.min(-3L, 7L) + " " + Math.max(1.5f, Float.NaN) + " " + Math.pow(2, 10) + " " + Math.pow(2, -1) + " "
            + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, 0) + " " + Math.pow(10, 15) + " " + Math.sqrt(144) + " " + Math.exp(0) + " " + Math.log(1) + " "
            + Math.log10(1000) + " " + Math.sin(0) + " " + Math.cos(0) + " " + Math.atan2(0, -1) + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180));
        System.out.println(String.format("%.10f %.10f %.10f %.10f %.10f %.10f %.10f", Math.sin(1), Math.cos(1), Math.tan(1), Math.exp(1), Math.log(10), Math.atan(1),
            Math.pow(1.5, 2.5)));
    }
}
