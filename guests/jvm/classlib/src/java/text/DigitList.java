package java.text;

import java.math.RoundingMode;

/**
 * The decimal digits DecimalFormat prints: digits[0..count) with the decimal point after
 * decimalAt of them, trailing zeros dropped. A double's digits are Double.toString's (not
 * its exact binary value), rounded as the JDK's DigitList rounds them: a '5' that ends
 * those digits is a tie only when FloatingDecimal found them exact, and otherwise rounds
 * up unless FloatingDecimal's last step rounded them up (its flags, not the true relation
 * to the binary value, as in the JDK). The details are JDK 17's (JDK 21+ differ slightly:
 * trailing zeros of "5.0E-5" take part in rounding it to 4 fraction digits in 17).
 */
final class DigitList {
    char[] digits = new char[32];
    int count;
    int decimalAt;
    RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean isNegative;

    boolean isZero() {
        for (int i = 0; i < count; i++) {
            if (digits[i] != '0') {
                return false;
            }
        }
        return true;
    }

    void set(boolean negative, double source, int maximumDigits, boolean fixedPoint) {
        jdk.internal.math.FloatingDecimal fd = jdk.internal.math.FloatingDecimal.ofDouble(source, true);
        set(negative, fd.toJavaFormatString(), fd.digitsRoundedUp(), fd.decimalDigitsExact(), maximumDigits, fixedPoint);
    }

    /** Decimal text (optionally with an exponent) as the digit list. */
    void set(boolean negative, String s, boolean roundedUp, boolean exact, int maximumDigits, boolean fixedPoint) {
        isNegative = negative;
        int len = s.length();
        if (digits.length < len) {
            digits = new char[len];
        }
        decimalAt = -1;
        count = 0;
        int exponent = 0;
        int leadingZerosAfterDecimal = 0;
        boolean nonZeroSeen = false;
        for (int i = 0; i < len;) {
            char c = s.charAt(i++);
            if (c == '.') {
                decimalAt = count;
            } else if (c == 'e' || c == 'E') {
                exponent = Integer.parseInt(s.charAt(i) == '+' ? s.substring(i + 1) : s.substring(i));
                break;
            } else if (c >= '0' && c <= '9') {
                if (!nonZeroSeen) {
                    nonZeroSeen = c != '0';
                    if (!nonZeroSeen && decimalAt != -1) {
                        ++leadingZerosAfterDecimal;
                    }
                }
                if (nonZeroSeen) {
                    digits[count++] = c;
                }
            }
        }
        if (decimalAt == -1) {
            decimalAt = count;
        }
        if (nonZeroSeen) {
            decimalAt += exponent - leadingZerosAfterDecimal;
        }
        if (fixedPoint) {
            if (-decimalAt > maximumDigits) {
                count = 0;
                return;
            } else if (-decimalAt == maximumDigits) {
                if (shouldRoundUp(0, roundedUp, exact)) {
                    count = 1;
                    ++decimalAt;
                    digits[0] = '1';
                } else {
                    count = 0;
                }
                return;
            }
        }
        // JDK 17 drops trailing zeros only here, after the underflow cases above (which see them)
        while (count > 1 && digits[count - 1] == '0') {
            --count;
        }
        round(fixedPoint ? (maximumDigits + decimalAt) : maximumDigits, roundedUp, exact);
    }

    /** A non-negative long (Long.MIN_VALUE as its magnitude) rounded to maximumDigits (0: all). */
    void set(boolean negative, long source, int maximumDigits) {
        String s = source == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(source);
        set(negative, source <= 0 && source != Long.MIN_VALUE ? "0" : s, false, true, maximumDigits > 0 ? maximumDigits : Integer.MAX_VALUE, false);
        if (source == 0) {
            count = 0;
            decimalAt = 0;
        }
    }

    private void round(int maximumDigits, boolean alreadyRounded, boolean exact) {
        if (maximumDigits >= 0 && maximumDigits < count) {
            if (shouldRoundUp(maximumDigits, alreadyRounded, exact)) {
                maximumDigits = roundUp(maximumDigits);
            }
            count = maximumDigits;
            while (count > 1 && digits[count - 1] == '0') {
                --count;
            }
        }
    }

    private boolean nonZeroAfterIndex(int index) {
        for (int i = index; i < count; ++i) {
            if (digits[i] != '0') {
                return true;
            }
        }
        return false;
    }

    private boolean shouldRoundUp(int maximumDigits, boolean alreadyRounded, boolean exact) {
        if (maximumDigits < count) {
            switch (roundingMode) {
                case UP:
                    return nonZeroAfterIndex(maximumDigits);
                case DOWN:
                    break;
                case CEILING:
                    return nonZeroAfterIndex(maximumDigits) && !isNegative;
                case FLOOR:
                    return nonZeroAfterIndex(maximumDigits) && isNegative;
                case HALF_UP:
                case HALF_DOWN:
                    if (digits[maximumDigits] > '5') {
                        return true;
                    } else if (digits[maximumDigits] == '5') {
                        if (maximumDigits != count - 1) {
                            return true; // JDK 17: any digit after the '5', even a kept trailing zero
                        }
                        return exact ? roundingMode == RoundingMode.HALF_UP : !alreadyRounded;
                    }
                    break;
                case HALF_EVEN:
                    if (digits[maximumDigits] > '5') {
                        return true;
                    } else if (digits[maximumDigits] == '5') {
                        if (maximumDigits == count - 1) {
                            if (alreadyRounded) {
                                return false;
                            }
                            return !exact || (maximumDigits > 0 && digits[maximumDigits - 1] % 2 != 0);
                        }
                        return nonZeroAfterIndex(maximumDigits + 1);
                    }
                    break;
                default:
                    if (nonZeroAfterIndex(maximumDigits)) {
                        throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                    }
                    break;
            }
        }
        return false;
    }

    private int roundUp(int maximumDigits) {
        do {
            --maximumDigits;
            if (maximumDigits < 0) {
                digits[0] = '1';
                ++decimalAt;
                maximumDigits = 0;
                break;
            }
            ++digits[maximumDigits];
        } while (digits[maximumDigits] > '9');
        return ++maximumDigits;
    }
}
