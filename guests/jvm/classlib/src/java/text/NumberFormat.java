package java.text;

import java.math.RoundingMode;

/**
 * Locale-style number formatting; every instance here is a DecimalFormat with the English
 * patterns the JDK uses for them: number "#,##0.###", integer "#,##0" (rounding to even,
 * parsing integers only), percent "#,##0%", currency "¤#,##0.00" ("$" for Locale.US).
 */
public abstract class NumberFormat extends Format {
    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    private boolean groupingUsed = true;
    private boolean parseIntegerOnly;
    int maximumIntegerDigits = 40;
    int minimumIntegerDigits = 1;
    int maximumFractionDigits = 3;
    int minimumFractionDigits = 0;

    protected NumberFormat() {
    }

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public Number parse(String source) throws ParseException {
        ParsePosition pp = new ParsePosition(0);
        Number result = parse(source, pp);
        if (pp.getIndex() == 0) {
            throw new ParseException("Unparseable number: \"" + source + "\"", pp.getErrorIndex());
        }
        return result;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public static NumberFormat getInstance() {
        return getNumberInstance();
    }

    public static NumberFormat getInstance(java.util.Locale l) {
        return getNumberInstance(l);
    }

    public static NumberFormat getNumberInstance() {
        return new DecimalFormat("#,##0.###");
    }

    public static NumberFormat getNumberInstance(java.util.Locale l) {
        return new DecimalFormat("#,##0.###", new DecimalFormatSymbols(l));
    }

    public static NumberFormat getIntegerInstance() {
        return getIntegerInstance(java.util.Locale.getDefault());
    }

    public static NumberFormat getIntegerInstance(java.util.Locale l) {
        DecimalFormat f = new DecimalFormat("#,##0", new DecimalFormatSymbols(l));
        f.setMaximumFractionDigits(0);
        f.setDecimalSeparatorAlwaysShown(false);
        f.setParseIntegerOnly(true);
        return f;
    }

    public static NumberFormat getPercentInstance() {
        return getPercentInstance(java.util.Locale.getDefault());
    }

    public static NumberFormat getPercentInstance(java.util.Locale l) {
        return new DecimalFormat("#,##0%", new DecimalFormatSymbols(l));
    }

    public static NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(java.util.Locale.getDefault());
    }

    public static NumberFormat getCurrencyInstance(java.util.Locale l) {
        return new DecimalFormat("\u00a4#,##0.00", new DecimalFormatSymbols(l));
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
        }
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
        }
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
        }
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
        }
    }

    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        throw new UnsupportedOperationException();
    }
}
