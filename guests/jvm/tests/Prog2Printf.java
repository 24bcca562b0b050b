import java.util.*;

public class Prog2Printf {
    public static void main(String[] args) {
        System.out.printf("%,d|%,d|%,.2f|%,10d|%-,10d|%n", 1234567890, -9876543210L, 1234567.891, 1234, 5678);
        System.out.printf("%08.3f|%+08.2f|%-8.1f|%8.0f|%.0f|%.0f|%.0f%n", 3.14159, 2.5, -1.25, 99.5, 0.5, 1.5, 2.5);
        System.out.printf("%e|%.2e|%E|%12.4e|%e%n", 12345.678, 0.000123, 1e100, -6.02214076e23, 0.0);
        System.out.printf("%g|%g|%g|%.3g|%g|%g%n", 12345.678, 0.000123, 1e-5, 98765.4321, 100000.0, 1000000.0);
        System.out.printf("%x|%X|%08x|%#x|%o|%#o|%x|%x%n", 255, 48879, 3054, 255, 8, 8, -1, -255L);
        System.out.printf("%b|%B|%b|%b|%c|%C|%c%n", true, false, null, "x", 'a', 'b', 65);
        System.out.printf("%10s|%-10s|%.3s|%10.2s|%S%n", "right", "left", "truncate", "ab", "upper");
        System.out.printf("%5d|%-5d|%05d|%+d|% d|(%d)|%(d%n", 42, 42, 42, 42, 42, -7, -7);
        System.out.printf("%s %s %s %s%n", 1.0f, 1e10, 1.0e-5, 100.0 / 3);
        System.out.printf("%2$s %1$s %2$s %<s%n", "a", "b");
        System.out.printf("%.2f%% done, %d%%%n", 45.678, 99);
        System.out.printf("%h %h%n", "hello", 42);
        System.out.println(String.format("|%-15s|%5d|%8.2f|", "widget", 17, 3.5));
        System.out.println(String.format("%03d:%02d:%06.3f", 7, 5, 9.87654));
        System.out.println(String.format("%,.3f %,d", 0.0005, 999));
        System.out.println(String.format(Locale.ROOT, "%.1f %.1f %.1f %.1f", 0.05, 0.15, 0.25, 0.35));
        System.out.println(String.format("%.3f %.3f %.10f", 1.0005, 2.0005, Math.PI));
        System.out.println(String.format("%s|%10.4s|%-6b|", Arrays.asList(1, 2), "abcdefg", true));
        System.out.println(String.format("%d %s", Long.MIN_VALUE, Integer.MIN_VALUE));
        System.out.println(String.format("%x %X", 1L << 40, (byte) -1));
        System.out.println(String.format("%.2f %.2f %e", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        System.out.println(String.format("%10.3e|%-12.2e|", 123456.0, 0.00098765));
        System.out.println(String.format("%o %o", -8, 0));
        StringBuilder sb = new StringBuilder();
        Formatter f = new Formatter(sb);
        f.format("%-6s%6s%n", "Name", "Qty");
        for (int i = 1; i <= 3; i++) f.format("%-6s%6d%n", "item" + i, i * i * 100);
        System.out.print(f.toString());
        String table = String.format("%-10s|%10s%n", "key", "value") + String.format("%-10s|%10.3f%n", "pi", Math.PI);
        System.out.print(table);
        try {
            String.format("%d", "nope");
        } catch (IllegalFormatConversionException e) {
            System.out.println("IllegalFormatConversionException " + e.getConversion());
        }
        try {
            String.format("%s %s", "only");
        } catch (MissingFormatArgumentException e) {
            System.out.println("MissingFormatArgumentException " + e.getFormatSpecifier());
        }
        try {
            String.format("%q", 1);
        } catch (UnknownFormatConversionException e) {
            System.out.println("UnknownFormatConversionException " + e.getConversion());
        }
        System.out.println(String.format("%n").equals(System.lineSeparator()) + " " + System.getProperty("line.separator").length());
    }
}
