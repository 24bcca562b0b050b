package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * Patterns of the JDK's syntax ("#,##0.00;(#)", "0.###E0", "00%", "'#'0 ¤" ...):
 * prefixes and suffixes with quotes, %, ‰ and ¤, grouping, minimum and maximum integer
 * and fraction digits, scientific and engineering exponents, the eight rounding modes
 * (default HALF_EVEN, on Double.toString's digits as the JDK's DigitList), and
 * parsing of plain numbers with grouping, affixes and multipliers. Symbols are English.
 */
public class DecimalFormat extends NumberFormat {
    private static final int DOUBLE_INTEGER_DIGITS = 309;
    private static final int DOUBLE_FRACTION_DIGITS = 340;

    private DecimalFormatSymbols symbols;
    private String positivePrefix = "";
    private String positiveSuffix = "";
    private String negativePrefix = "-";
    private String negativeSuffix = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponentialNotation;
    private int minExponentDigits;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private String pattern = "";

    public DecimalFormat() {
        this("#,##0.###");
    }

    public DecimalFormat(String pattern) {
        this(pattern, new DecimalFormatSymbols());
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols s) {
        symbols = (DecimalFormatSymbols) s.clone();
        applyPattern(pattern);
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String s) {
        positivePrefix = s;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String s) {
        positiveSuffix = s;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String s) {
        negativePrefix = s;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String s) {
        negativeSuffix = s;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int m) {
        multiplier = m;
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int n) {
        if (n < 0 || n > 127) {
            throw new IllegalArgumentException("newValue is out of valid range. value: " + n);
        }
        groupingSize = n;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean b) {
        decimalSeparatorAlwaysShown = b;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode rm) {
        if (rm == null) {
            throw new NullPointerException();
        }
        roundingMode = rm;
    }

    public void setMaximumIntegerDigits(int v) {
        super.setMaximumIntegerDigits(Math.min(v, DOUBLE_INTEGER_DIGITS));
    }

    public void setMinimumIntegerDigits(int v) {
        super.setMinimumIntegerDigits(Math.min(v, DOUBLE_INTEGER_DIGITS));
    }

    public void setMaximumFractionDigits(int v) {
        super.setMaximumFractionDigits(Math.min(v, DOUBLE_FRACTION_DIGITS));
    }

    public void setMinimumFractionDigits(int v) {
        super.setMinimumFractionDigits(Math.min(v, DOUBLE_FRACTION_DIGITS));
    }

    public String toPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        new PatternParser(this, pattern).apply();
        this.pattern = pattern;
    }

    /** Called by PatternParser with the results of one pattern. */
    void setPattern(String pp, String ps, String np, String ns, int mult, int minInt, int maxInt, int minFrac, int maxFrac, int grouping,
        boolean pointShown, boolean exp, int minExpDigits) {
        positivePrefix = pp;
        positiveSuffix = ps;
        negativePrefix = np;
        negativeSuffix = ns;
        multiplier = mult;
        useExponentialNotation = exp;
        minExponentDigits = minExpDigits;
        maximumIntegerDigits = Math.min(maxInt, DOUBLE_INTEGER_DIGITS);
        minimumIntegerDigits = Math.min(minInt, maximumIntegerDigits);
        maximumFractionDigits = Math.min(maxFrac, DOUBLE_FRACTION_DIGITS);
        minimumFractionDigits = Math.min(minFrac, maximumFractionDigits);
        setGroupingUsed(grouping > 0);
        groupingSize = grouping > 0 ? grouping : 0;
        decimalSeparatorAlwaysShown = pointShown;
    }

    String currencySymbol() {
        return symbols.getCurrencySymbol();
    }

    // ---- formatting -------------------------------------------------------------------------

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof BigDecimal) {
            return formatDecimal((BigDecimal) number, toAppendTo);
        } else if (number instanceof BigInteger) {
            return formatDecimal(new BigDecimal((BigInteger) number), toAppendTo);
        }
        return super.format(number, toAppendTo, pos);
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition pos) {
        if (Double.isNaN(number) || (Double.isInfinite(number) && multiplier == 0)) {
            return result.append(symbols.getNaN());
        }
        boolean isNegative = ((number < 0.0) || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) {
            number *= multiplier;
        }
        if (Double.isInfinite(number)) {
            return result.append(isNegative ? negativePrefix : positivePrefix).append(symbols.getInfinity())
                .append(isNegative ? negativeSuffix : positiveSuffix);
        }
        if (isNegative) {
            number = -number;
        }
        DigitList dl = new DigitList();
        dl.roundingMode = roundingMode;
        dl.set(isNegative, number, useExponentialNotation ? maximumIntegerDigits + maximumFractionDigits : maximumFractionDigits,
            !useExponentialNotation);
        return subformat(result, dl, isNegative, false);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition pos) {
        boolean isNegative = number < 0;
        if (isNegative) {
            number = -number;
        }
        if (multiplier != 1 && multiplier != 0) {
            long cutoff = Long.MAX_VALUE / Math.abs(multiplier);
            if (number > cutoff || number < 0) {
                return formatDecimal(BigDecimal.valueOf(isNegative ? -number : number), result);
            }
            number *= multiplier;
        } else if (multiplier == 0) {
            number = 0;
        }
        if (number < 0 && number != Long.MIN_VALUE) {
            number = -number;
            isNegative = !isNegative;
        }
        DigitList dl = new DigitList();
        dl.roundingMode = roundingMode;
        dl.set(isNegative, number, useExponentialNotation ? maximumIntegerDigits + maximumFractionDigits : 0);
        return subformat(result, dl, isNegative, true);
    }

    private StringBuffer formatDecimal(BigDecimal number, StringBuffer result) {
        if (multiplier != 1) {
            number = number.multiply(BigDecimal.valueOf(multiplier));
        }
        boolean isNegative = number.signum() < 0;
        if (isNegative) {
            number = number.negate();
        }
        DigitList dl = new DigitList();
        dl.roundingMode = roundingMode;
        dl.set(isNegative, number.toString(), false, true,
            useExponentialNotation ? maximumIntegerDigits + maximumFractionDigits : maximumFractionDigits, !useExponentialNotation);
        if (number.signum() == 0) {
            dl.count = 0;
            dl.decimalAt = 0;
        }
        return subformat(result, dl, isNegative, false);
    }

    private StringBuffer subformat(StringBuffer result, DigitList dl, boolean isNegative, boolean isInteger) {
        result.append(isNegative ? negativePrefix : positivePrefix);
        if (dl.isZero()) {
            dl.decimalAt = 0;
        }
        char zero = symbols.getZeroDigit();
        int zeroDelta = zero - '0';
        char decimal = symbols.getDecimalSeparator();
        int maxIntDigits = maximumIntegerDigits;
        int minIntDigits = minimumIntegerDigits;
        int maxFraDigits = maximumFractionDigits;
        int minFraDigits = minimumFractionDigits;
        if (useExponentialNotation) {
            int exponent = dl.decimalAt;
            int repeat = maxIntDigits;
            int minimumIntegerDigits = minIntDigits;
            if (repeat > 1 && repeat > minIntDigits) {
                exponent = exponent >= 1 ? ((exponent - 1) / repeat) * repeat : ((exponent - repeat) / repeat) * repeat;
                minimumIntegerDigits = 1;
            } else {
                exponent -= minimumIntegerDigits;
            }
            int minimumDigits = minIntDigits + minFraDigits;
            if (minimumDigits < 0) {
                minimumDigits = Integer.MAX_VALUE;
            }
            int integerDigits = dl.isZero() ? minimumIntegerDigits : dl.decimalAt - exponent;
            if (minimumDigits < integerDigits) {
                minimumDigits = integerDigits;
            }
            int totalDigits = Math.max(dl.count, minimumDigits);
            for (int i = 0; i < totalDigits; ++i) {
                if (i == integerDigits) {
                    result.append(decimal);
                }
                result.append(i < dl.count ? (char) (dl.digits[i] + zeroDelta) : zero);
            }
            if (decimalSeparatorAlwaysShown && totalDigits == integerDigits) {
                result.append(decimal);
            }
            result.append(symbols.getExponentSeparator());
            if (dl.isZero()) {
                exponent = 0;
            }
            if (exponent < 0) {
                exponent = -exponent;
                result.append(symbols.getMinusSign());
            }
            String e = Integer.toString(exponent);
            for (int i = e.length(); i < minExponentDigits; ++i) {
                result.append(zero);
            }
            for (int i = 0; i < e.length(); i++) {
                result.append((char) (e.charAt(i) + zeroDelta));
            }
        } else {
            int count = minIntDigits;
            int digitIndex = 0;
            if (dl.decimalAt > 0 && count < dl.decimalAt) {
                count = dl.decimalAt;
            }
            if (count > maxIntDigits) {
                count = maxIntDigits;
                digitIndex = dl.decimalAt - count;
            }
            int sizeBeforeIntegerPart = result.length();
            for (int i = count - 1; i >= 0; --i) {
                if (i < dl.decimalAt && digitIndex < dl.count) {
                    result.append((char) (dl.digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
                if (isGroupingUsed() && i > 0 && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(symbols.getGroupingSeparator());
                }
            }
            boolean fractionPresent = minFraDigits > 0 || (!isInteger && digitIndex < dl.count);
            if (!fractionPresent && result.length() == sizeBeforeIntegerPart) {
                result.append(zero);
            }
            if (decimalSeparatorAlwaysShown || fractionPresent) {
                result.append(decimal);
            }
            for (int i = 0; i < maxFraDigits; ++i) {
                if (i >= minFraDigits && (isInteger || digitIndex >= dl.count)) {
                    break;
                }
                if (-1 - i > dl.decimalAt - 1) {
                    result.append(zero);
                    continue;
                }
                if (!isInteger && digitIndex < dl.count) {
                    result.append((char) (dl.digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
            }
        }
        return result.append(isNegative ? negativeSuffix : positiveSuffix);
    }

    // ---- parsing ----------------------------------------------------------------------------

    /** Plain numbers: an affix, digits with grouping, a fraction (unless integer-only), the suffix. */
    public Number parse(String text, ParsePosition pos) {
        int start = pos.getIndex();
        boolean pos1 = text.startsWith(positivePrefix, start);
        boolean neg1 = text.startsWith(negativePrefix, start);
        if (pos1 && neg1) {
            if (positivePrefix.length() > negativePrefix.length()) {
                neg1 = false;
            } else if (positivePrefix.length() < negativePrefix.length()) {
                pos1 = false;
            }
        }
        if (!pos1 && !neg1) {
            pos.setErrorIndex(start);
            return null;
        }
        int i = start + (neg1 && !pos1 ? negativePrefix.length() : positivePrefix.length());
        if (text.startsWith(symbols.getInfinity(), i)) {
            i += symbols.getInfinity().length();
            pos.setIndex(i);
            return Double.valueOf(neg1 && !pos1 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
        }
        StringBuilder digits = new StringBuilder();
        int digitStart = i;
        boolean sawDecimal = false;
        char grouping = symbols.getGroupingSeparator();
        char decimal = symbols.getDecimalSeparator();
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            int d = c - symbols.getZeroDigit();
            if (d >= 0 && d <= 9) {
                digits.append((char) ('0' + d));
            } else if (c == decimal && !sawDecimal && !isParseIntegerOnly()) {
                sawDecimal = true;
                digits.append('.');
            } else if (c == grouping && isGroupingUsed() && !sawDecimal) {
                continue;
            } else {
                break;
            }
        }
        if (digits.length() == 0 || (digits.length() == 1 && sawDecimal) || i == digitStart) {
            pos.setErrorIndex(i);
            return null;
        }
        boolean negative = neg1 && !pos1;
        if (pos1 && neg1) {
            if (text.startsWith(negativeSuffix, i) && !negativeSuffix.equals(positiveSuffix)) {
                negative = true;
            }
        }
        String suffix = negative ? negativeSuffix : positiveSuffix;
        if (!text.startsWith(suffix, i)) {
            pos.setErrorIndex(i);
            return null;
        }
        pos.setIndex(i + suffix.length());
        BigDecimal v = new BigDecimal(digits.toString());
        if (multiplier != 1) {
            v = v.divide(BigDecimal.valueOf(multiplier), java.math.MathContext.DECIMAL64);
        }
        if (negative) {
            v = v.negate();
        }
        if (negative && v.signum() == 0) {
            return Double.valueOf(-0.0);
        }
        try {
            if (v.signum() == 0 || v.stripTrailingZeros().scale() <= 0) {
                return Long.valueOf(v.longValueExact());
            }
        } catch (ArithmeticException e) {
            // too large for a long: a double
        }
        return Double.valueOf(v.doubleValue());
    }

    public boolean equals(Object o) {
        if (!(o instanceof DecimalFormat)) {
            return false;
        }
        DecimalFormat d = (DecimalFormat) o;
        return pattern.equals(d.pattern) && multiplier == d.multiplier && roundingMode == d.roundingMode
            && positivePrefix.equals(d.positivePrefix) && negativePrefix.equals(d.negativePrefix) && positiveSuffix.equals(d.positiveSuffix)
            && negativeSuffix.equals(d.negativeSuffix) && maximumFractionDigits == d.maximumFractionDigits
            && minimumFractionDigits == d.minimumFractionDigits && minimumIntegerDigits == d.minimumIntegerDigits;
    }

    public int hashCode() {
        return (maximumIntegerDigits * 37 + maximumFractionDigits) * 37 + positivePrefix.hashCode();
    }
}
