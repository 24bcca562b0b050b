import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.ParseException;
import java.util.Locale;

/**
 * java.text.DecimalFormat and NumberFormat against the JDK: a table of patterns over values
 * chosen at rounding edges (ties that are and are not exact in binary), every rounding mode,
 * exponent patterns, the setters, long/BigDecimal/BigInteger arguments, and parsing.
 */
public class NumberFormats {
    public static void main(String[] args) throws ParseException {
        System.out.println(new DecimalFormat("0.0000").format(0.00005) + " " + new DecimalFormat("0.0").format(0.05));
        String[] patterns = {"#,##0.00", "0.00", "#.##", "0.###", "#,##0.###", "000000", "#", "#,###", "0.0", "00.00%", "#,##0%", "0\u2030",
            "'#'#,##0.00' units'", "$#,##0.00;($#,##0.00)", "#,##0.00;-#", "0.00 \u00a4", "#,##,###", "0.000E0", "00.###E0", "##0.#####E0", "#.##E00",
            "0.#E0", "0E0", "##0.00", ".00", "#.", "0.0000000000", "#,##0.0#;(#)", "'Total: '0.0", "''0''"};
        double[] values = {0, -0.0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 0.005, 0.015, 0.025, 0.0049999, 1.005, 2.675, 1234.5, 1234567.891, -1234567.891, 0.1,
            0.3333333333, 2.0 / 3, 123456789012.345, 1e-7, 9.995, 99.995, 0.95, 1e20, 3.14159265358979, 12345.6789, 1e-300, 5e-324, 1.7976931348623157E308,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p, new DecimalFormatSymbols(Locale.US));
            StringBuilder sb = new StringBuilder(p).append(" |");
            for (double v : values) {
                sb.append(' ').append(f.format(v));
            }
            sb.append(" | ").append(f.format(0L)).append(' ').append(f.format(123456789L)).append(' ').append(f.format(-42L)).append(' ')
                .append(f.format(Long.MIN_VALUE)).append(' ').append(f.format(new BigDecimal("12345.678950"))).append(' ')
                .append(f.format(new BigInteger("-98765432109876543210"))).append(' ').append(f.format(Integer.valueOf(7)));
            sb.append(" | ").append(f.getMinimumIntegerDigits()).append(' ').append(f.getMaximumFractionDigits()).append(' ')
                .append(f.getMinimumFractionDigits()).append(' ').append(f.getGroupingSize()).append(' ').append(f.isGroupingUsed()).append(' ')
                .append(f.getMultiplier()).append(' ').append(f.getPositivePrefix()).append('/').append(f.getPositiveSuffix()).append('/')
                .append(f.getNegativePrefix()).append('/').append(f.getNegativeSuffix());
            System.out.println(sb);
        }
        double[] ties = {0.5, 1.5, 2.5, -0.5, -1.5, 0.125, 0.375, 1.005, 2.345, 2.355, -2.345, 0.0625, 1.45, 1.55, 1e-3, 12.5};
        for (RoundingMode rm : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(rm.toString());
            DecimalFormat f0 = new DecimalFormat("0");
            DecimalFormat f2 = new DecimalFormat("0.00");
            f0.setRoundingMode(rm);
            f2.setRoundingMode(rm);
            for (double v : ties) {
                try {
                    sb.append(' ').append(f0.format(v)).append('/').append(f2.format(v));
                } catch (ArithmeticException e) {
                    sb.append(" AE");
                }
            }
            System.out.println(sb);
        }
        NumberFormat[] nfs = {NumberFormat.getInstance(), NumberFormat.getNumberInstance(Locale.US), NumberFormat.getIntegerInstance(),
            NumberFormat.getPercentInstance(), NumberFormat.getCurrencyInstance(Locale.US)};
        for (NumberFormat nf : nfs) {
            System.out.println(nf.format(1234567.891) + " " + nf.format(-0.5) + " " + nf.format(2.5) + " " + nf.format(0.125) + " " + nf.format(42L) + " "
                + nf.format(-9876543210L) + " " + nf.getMaximumFractionDigits() + " " + nf.isParseIntegerOnly());
        }
        NumberFormat nf = NumberFormat.getInstance();
        nf.setMinimumFractionDigits(2);
        nf.setMaximumFractionDigits(4);
        nf.setGroupingUsed(false);
        nf.setMinimumIntegerDigits(3);
        System.out.println(nf.format(3.14159265) + " " + nf.format(12345.6) + " " + nf.format(0.00005) + " " + nf.format(7L));
        nf.setMaximumIntegerDigits(2);
        System.out.println(nf.format(12345.6) + " " + nf.getMinimumIntegerDigits() + " " + nf.format(987L));
        DecimalFormat df = new DecimalFormat("#,##0.00");
        df.setDecimalSeparatorAlwaysShown(true);
        df.setMaximumFractionDigits(0);
        df.setGroupingSize(4);
        df.setPositivePrefix("+");
        df.setNegativeSuffix(" CR");
        df.setMultiplier(10);
        System.out.println(df.format(123456.78) + " " + df.format(-5.55) + " " + df.format(3L) + " " + df.getMinimumFractionDigits());
        DecimalFormat pf = new DecimalFormat("#,##0.###");
        String[] inputs = {"1,234.5", "-42", "3.0", "12abc", "1e5", "0", "-0", "9,223,372,036,854,775,807", "99999999999999999999", ".5"};
        for (String in : inputs) {
            try {
                Number n = pf.parse(in);
                System.out.println(in + " -> " + n + " " + n.getClass().getSimpleName());
            } catch (ParseException e) {
                System.out.println(in + " -> ParseException " + e.getMessage() + " at " + e.getErrorOffset());
            }
        }
        try {
            pf.parse("abc");
        } catch (ParseException e) {
            System.out.println("ParseException " + e.getMessage() + " " + e.getErrorOffset());
        }
        System.out.println(NumberFormat.getPercentInstance().parse("45%") + " " + NumberFormat.getIntegerInstance().parse("1,234.56") + " "
            + new DecimalFormat("0.00;(0.00)").parse("(3.25)"));
        for (String bad : new String[] {"#,##0.0.0", "0#", "#,##0,", "0.00E", "'abc", "%%0"}) {
            try {
                new DecimalFormat(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("IAE " + e.getMessage());
            }
        }
    }
}
