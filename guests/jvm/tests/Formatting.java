/** String.format / printf: integer, string, char, boolean, floating conversions with flags, widths and precisions. */
public class Formatting {
    public static void main(String[] args) {
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%,d] [%(d] [%x] [%X] [%o] [%#x] [%#o] [%08X]",
            42, 42, 42, 42, 42, 42, 1234567, -42, 255, 255, 8, 255, 8, 0xbeef));
        System.out.println(String.format("[%d] [%x] [%x] [%x] [%d] [%,d] [%o]", -7, -1, -1L, (byte) -1, Long.MIN_VALUE, -9876543210L, (short) -8));
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.2s] [%S] [%s] [%c] [%C] [%b] [%B] [%b] [%%] [%n]", "str", "right", "left", "truncate", "upper",
            null, 'x', 'y', true, false, null).replace("\n", "NL"));
        double[] ds = {0.0, -0.0, 1.0, 0.5, 0.125, 0.15, 0.25, 0.35, 2.5, 1.005, 123.456, -123.456, 1e-5, 1e-7, 12345678.9, 1e20, 9.999999, 0.1 + 0.2,
            Math.PI, -Math.E, 999.9995, 0.000123456, 5e-324, 1.7976931348623157E308};
        for (double d : ds) {
            System.out.println(String.format("%f|%.0f|%.1f|%.2f|%.3f|%10.4f|%-12.2f|%+.2f|%e|%.3e|%E|%g|%.3g|%,.2f|%(.1f|%010.3f", d, d, d, d, d, d, d, d, d, d,
                d, d, d, d, d, d));
        }
        System.out.println(String.format("%f %e %g %.2f", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1.5f));
        System.out.println(String.format("%s %s %s %.3f %10.2e", 1.5f, 0.1f, 1e-5f, 0.1f, 12345.678f));
        System.out.println(String.format("%2$s %1$s %2$s %<s %s", "a", "b"));
        System.out.println(String.format("%-8s|%8s|%08.2f|%,15.3f|%x", "ab", "cd", -3.14159, 1234567.891, 3000000000L));
        System.out.printf("%d items at %.2f each = %.2f%n", 3, 19.99, 3 * 19.99);
        System.out.printf("%5.1f%%%n", 45.678);
        StringBuilder table = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            table.append(String.format("%3d %6.3f %-6s|%n", i, Math.sqrt(i), "r" + i));
        }
        System.out.print(table);
        System.out.println(String.format("%h %h", "hello", 42));
    }
}
