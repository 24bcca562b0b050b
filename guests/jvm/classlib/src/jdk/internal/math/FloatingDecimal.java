package jdk.internal.math;

/**
 * Decimal conversion of float and double, written for this project.
 *
 * Binary to decimal follows the digit-generation procedure of OpenJDK 17's
 * Double.toString (Steele and White's free-format algorithm with an estimated decimal
 * exponent, an exact path for integers below 2^63 and the "at least two digits in
 * E-form" rule), which is not always the shortest representation; the outputs match
 * OpenJDK 17 exactly (tested on the host against the real Double.toString).
 *
 * Decimal to binary is exact: the decimal is turned into a big integer ratio and rounded
 * once, half to even.
 */
public final class FloatingDecimal {
    /** Decimal digits ('0'..'9') of the value, no leading zero. */
    final char[] digits = new char[32];
    int nDigits;
    /** Value = 0.d1d2d3... * 10^decExponent. */
    int decExponent;
    boolean negative;
    /** Special value text ("NaN", "Infinity", "0.0") or null. */
    String special;
    /** Set by dtoa as the JDK sets them (not in every path): see digitsRoundedUp, decimalDigitsExact. */
    private boolean decimalDigitsRoundedUp;
    private boolean exactDecimalConversion;

    private static final int EXP_SHIFT = 52;
    private static final long FRACT_HOB = 1L << EXP_SHIFT;
    private static final int MAX_SMALL_BIN_EXP = 62;
    private static final int MIN_SMALL_BIN_EXP = -(63 / 3);

    private static final int[] SMALL_5_POW = {
        1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625, 48828125, 244140625, 1220703125
    };
    private static final long[] LONG_5_POW = new long[27];
    private static final int[] N_5_BITS = new int[27];

    static {
        long p = 1;
        for (int i = 0; i < LONG_5_POW.length; i++) {
            LONG_5_POW[i] = p;
            N_5_BITS[i] = (p == 1) ? 0 : 64 - Long.numberOfLeadingZeros(p);
            p *= 5;
        }
    }

    private FloatingDecimal() {
    }

    // ------------------------------------------------------------------ binary to decimal

    public static FloatingDecimal ofDouble(double d, boolean compatible) {
        FloatingDecimal fd = new FloatingDecimal();
        long dBits = Double.doubleToRawLongBits(d);
        fd.negative = dBits < 0;
        long fractBits = dBits & 0x000fffffffffffffL;
        int binExp = (int) ((dBits >>> EXP_SHIFT) & 0x7ff);
        if (binExp == 0x7ff) {
            fd.special = (fractBits == 0) ? (fd.negative ? "-Infinity" : "Infinity") : "NaN";
            fd.negative = fd.negative && fractBits == 0;
            return fd;
        }
        int nSignificantBits;
        if (binExp == 0) {
            if (fractBits == 0) {
                fd.special = fd.negative ? "-0.0" : "0.0";
                fd.digits[0] = '0';
                fd.nDigits = 1;
                fd.decExponent = 1;
                return fd;
            }
            int leadingZeros = Long.numberOfLeadingZeros(fractBits);
            int shift = leadingZeros - (63 - EXP_SHIFT);
            fractBits <<= shift;
            binExp = 1 - shift;
            nSignificantBits = 64 - leadingZeros;
        } else {
            fractBits |= FRACT_HOB;
            nSignificantBits = EXP_SHIFT + 1;
        }
        binExp -= 1023;
        fd.dtoa(binExp, fractBits, nSignificantBits, compatible);
        return fd;
    }

    public static FloatingDecimal ofFloat(float f, boolean compatible) {
        FloatingDecimal fd = new FloatingDecimal();
        int fBits = Float.floatToRawIntBits(f);
        fd.negative = fBits < 0;
        int fractBits = fBits & 0x007fffff;
        int binExp = (fBits >>> 23) & 0xff;
        if (binExp == 0xff) {
            fd.special = (fractBits == 0) ? (fd.negative ? "-Infinity" : "Infinity") : "NaN";
            fd.negative = fd.negative && fractBits == 0;
            return fd;
        }
        int nSignificantBits;
        if (binExp == 0) {
            if (fractBits == 0) {
                fd.special = fd.negative ? "-0.0" : "0.0";
                fd.digits[0] = '0';
                fd.nDigits = 1;
                fd.decExponent = 1;
                return fd;
            }
            int leadingZeros = Integer.numberOfLeadingZeros(fractBits);
            int shift = leadingZeros - (31 - 23);
            fractBits <<= shift;
            binExp = 1 - shift;
            nSignificantBits = 32 - leadingZeros;
        } else {
            fractBits |= 1 << 23;
            nSignificantBits = 24;
        }
        binExp -= 127;
        fd.dtoa(binExp, ((long) fractBits) << (EXP_SHIFT - 23), nSignificantBits, compatible);
        return fd;
    }

    /** floor(p2 * log10(2)) for the small p2 of the integer path. */
    private static int insignificantDigitsForPow2(int p2) {
        if (p2 > 1 && p2 < 64) {
            return (int) ((p2 * 30103L) / 100000L);
        }
        return 0;
    }

    private void developLongDigits(int decExp, long lvalue, int insignificantDigits) {
        if (insignificantDigits != 0) {
            long pow10 = LONG_5_POW[insignificantDigits] << insignificantDigits;
            long residue = lvalue % pow10;
            lvalue /= pow10;
            decExp += insignificantDigits;
            if (residue >= (pow10 >> 1)) {
                lvalue++;
            }
        }
        // Digits of lvalue without its trailing zeros.
        char[] tmp = new char[20];
        int n = 0;
        while (lvalue % 10 == 0) {
            lvalue /= 10;
            decExp++;
        }
        while (lvalue != 0) {
            tmp[n++] = (char) ('0' + (int) (lvalue % 10));
            lvalue /= 10;
        }
        for (int i = 0; i < n; i++) {
            digits[i] = tmp[n - 1 - i];
        }
        nDigits = n;
        decExponent = decExp + n;
    }

    private static int estimateDecExp(long fractBits, int binExp) {
        double d2 = Double.longBitsToDouble(0x3ff0000000000000L | (fractBits & 0x000fffffffffffffL));
        double d = (d2 - 1.5D) * 0.289529654D + 0.176091259 + (double) binExp * 0.301029995663981;
        return (int) Math.floor(d);
    }

    private void dtoa(int binExp, long fractBits, int nSignificantBits, boolean compatible) {
        int tailZeros = Long.numberOfTrailingZeros(fractBits);
        int nFractBits = EXP_SHIFT + 1 - tailZeros;
        int nTinyBits = Math.max(0, nFractBits - binExp - 1);
        if (binExp <= MAX_SMALL_BIN_EXP && binExp >= MIN_SMALL_BIN_EXP) {
            if (nTinyBits < LONG_5_POW.length && (nFractBits + N_5_BITS[nTinyBits]) < 64 && nTinyBits == 0) {
                int insignificant = (binExp > nSignificantBits) ? insignificantDigitsForPow2(binExp - nSignificantBits - 1) : 0;
                if (binExp >= EXP_SHIFT) {
                    fractBits <<= (binExp - EXP_SHIFT);
                } else {
                    fractBits >>>= (EXP_SHIFT - binExp);
                }
                developLongDigits(0, fractBits, insignificant);
                return;
            }
        }
        int decExp = estimateDecExp(fractBits, binExp);
        int b5 = Math.max(0, -decExp);
        int b2 = b5 + nTinyBits + binExp;
        int s5 = Math.max(0, decExp);
        int s2 = s5 + nTinyBits;
        int m5 = b5;
        int m2 = b2 - nSignificantBits;
        fractBits >>>= tailZeros;
        b2 -= nFractBits - 1;
        int common2 = Math.min(b2, s2);
        b2 -= common2;
        s2 -= common2;
        m2 -= common2;
        if (nFractBits == 1) {
            m2 -= 1;
        }
        if (m2 < 0) {
            b2 -= m2;
            s2 -= m2;
            m2 = 0;
        }
        int ndigit = 0;
        boolean low;
        boolean high;
        long lowDigitDifference;
        int q;
        int bBits = nFractBits + b2 + ((b5 < N_5_BITS.length) ? N_5_BITS[b5] : (b5 * 3));
        int tenSBits = s2 + 1 + (((s5 + 1) < N_5_BITS.length) ? N_5_BITS[s5 + 1] : ((s5 + 1) * 3));
        if (bBits < 64 && tenSBits < 64) {
            if (bBits < 32 && tenSBits < 32) {
                int b = ((int) fractBits * SMALL_5_POW[b5]) << b2;
                int s = SMALL_5_POW[s5] << s2;
                int m = SMALL_5_POW[m5] << m2;
                int tens = s * 10;
                q = b / s;
                b = 10 * (b % s);
                m *= 10;
                low = (b < m);
                high = (b + m > tens);
                if (q == 0 && !high) {
                    decExp--;
                } else {
                    digits[ndigit++] = (char) ('0' + q);
                }
                if (!compatible || decExp < -3 || decExp >= 8) {
                    high = false;
                    low = false;
                }
                while (!low && !high) {
                    q = b / s;
                    b = 10 * (b % s);
                    m *= 10;
                    if (m > 0) {
                        low = (b < m);
                        high = (b + m > tens);
                    } else {
                        low = true;
                        high = true;
                    }
                    digits[ndigit++] = (char) ('0' + q);
                }
                lowDigitDifference = (b << 1) - tens;
                exactDecimalConversion = b == 0;
            } else {
                long b = (fractBits * LONG_5_POW[b5]) << b2;
                long s = LONG_5_POW[s5] << s2;
                long m = LONG_5_POW[m5] << m2;
                long tens = s * 10L;
                q = (int) (b / s);
                b = 10L * (b % s);
                m *= 10L;
                low = (b < m);
                high = (b + m > tens);
                if (q == 0 && !high) {
                    decExp--;
                } else {
                    digits[ndigit++] = (char) ('0' + q);
                }
                if (!compatible || decExp < -3 || decExp >= 8) {
                    high = false;
                    low = false;
                }
                while (!low && !high) {
                    q = (int) (b / s);
                    b = 10 * (b % s);
                    m *= 10;
                    if (m > 0L) {
                        low = (b < m);
                        high = (b + m > tens);
                    } else {
                        low = true;
                        high = true;
                    }
                    digits[ndigit++] = (char) ('0' + q);
                }
                lowDigitDifference = (b << 1) - tens;
                exactDecimalConversion = b == 0;
            }
        } else {
            int[] bBig = Big.mulPow52(Big.ofLong(fractBits), b5, b2);
            int[] sBig = Big.mulPow52(Big.ofLong(1), s5, s2);
            int[] mBig = Big.mulPow52(Big.ofLong(1), m5, m2);
            int[] tenSBig = Big.mulSmall(sBig, 10);
            q = Big.quoRem(bBig, sBig);
            bBig = Big.mulSmall(bBig, 10);
            mBig = Big.mulSmall(mBig, 10);
            low = Big.cmp(bBig, mBig) < 0;
            high = Big.cmp(tenSBig, Big.add(bBig, mBig)) <= 0;
            if (q == 0 && !high) {
                decExp--;
            } else {
                digits[ndigit++] = (char) ('0' + q);
            }
            if (!compatible || decExp < -3 || decExp >= 8) {
                high = false;
                low = false;
            }
            while (!low && !high) {
                q = Big.quoRem(bBig, sBig);
                bBig = Big.mulSmall(bBig, 10);
                mBig = Big.mulSmall(mBig, 10);
                low = Big.cmp(bBig, mBig) < 0;
                high = Big.cmp(tenSBig, Big.add(bBig, mBig)) <= 0;
                digits[ndigit++] = (char) ('0' + q);
            }
            exactDecimalConversion = Big.len(bBig) == 0;
            if (high && low) {
                lowDigitDifference = Big.cmp(Big.shiftLeft(bBig, 1), tenSBig);
            } else {
                lowDigitDifference = 0L;
            }
        }
        decExponent = decExp + 1;
        nDigits = ndigit;
        if (high) {
            if (low) {
                if (lowDigitDifference == 0L) {
                    if ((digits[nDigits - 1] & 1) != 0) {
                        roundup();
                    }
                } else if (lowDigitDifference > 0) {
                    roundup();
                }
            } else {
                roundup();
            }
        }
    }

    private void roundup() {
        int i = nDigits - 1;
        char q = digits[i];
        if (q == '9') {
            while (q == '9' && i > 0) {
                digits[i] = '0';
                q = digits[--i];
            }
            if (q == '9') {
                decExponent += 1;
                digits[0] = '1';
                return;
            }
        }
        digits[i] = (char) (q + 1);
        decimalDigitsRoundedUp = true;
    }

    /** Whether the last digit was rounded up (as the JDK's BinaryToASCIIConverter.digitsRoundedUp, for DecimalFormat). */
    public boolean digitsRoundedUp() {
        return decimalDigitsRoundedUp;
    }

    /** Whether the digits are the value's exact decimal expansion (the JDK's decimalDigitsExact). */
    public boolean decimalDigitsExact() {
        return exactDecimalConversion;
    }

    /** The text of Double.toString / Float.toString. */
    public String toJavaFormatString() {
        if (special != null) {
            return special;
        }
        StringBuilder sb = new StringBuilder(26);
        if (negative) {
            sb.append('-');
        }
        if (decExponent > 0 && decExponent < 8) {
            int charLength = Math.min(nDigits, decExponent);
            sb.append(digits, 0, charLength);
            if (charLength < decExponent) {
                for (int i = charLength; i < decExponent; i++) {
                    sb.append('0');
                }
                sb.append(".0");
            } else {
                sb.append('.');
                if (charLength < nDigits) {
                    sb.append(digits, charLength, nDigits - charLength);
                } else {
                    sb.append('0');
                }
            }
        } else if (decExponent <= 0 && decExponent > -3) {
            sb.append("0.");
            for (int i = decExponent; i < 0; i++) {
                sb.append('0');
            }
            sb.append(digits, 0, nDigits);
        } else {
            sb.append(digits[0]).append('.');
            if (nDigits > 1) {
                sb.append(digits, 1, nDigits - 1);
            } else {
                sb.append('0');
            }
            sb.append('E');
            if (decExponent <= 0) {
                sb.append('-').append(-decExponent + 1);
            } else {
                sb.append(decExponent - 1);
            }
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ decimal to binary

    public static double parseDouble(String in) throws NumberFormatException {
        return Double.longBitsToDouble(parse(in, false));
    }

    public static float parseFloat(String in) throws NumberFormatException {
        return Float.intBitsToFloat((int) parse(in, true));
    }

    private static NumberFormatException bad(String in) {
        return new NumberFormatException("For input string: \"" + in + "\"");
    }

    /** Returns the raw bits of the double (or, when single, of the float) nearest to in. */
    private static long parse(String in, boolean single) throws NumberFormatException {
        if (in == null) {
            throw new NullPointerException();
        }
        String s = in.trim();
        int len = s.length();
        if (len == 0) {
            throw new NumberFormatException("empty String");
        }
        int i = 0;
        boolean neg = false;
        char c = s.charAt(0);
        if (c == '-' || c == '+') {
            neg = c == '-';
            i++;
        }
        if (s.startsWith("NaN", i) && i + 3 == len) {
            return single ? 0x7fc00000L : 0x7ff8000000000000L;
        }
        if (s.startsWith("Infinity", i) && i + 8 == len) {
            long inf = single ? 0x7f800000L : 0x7ff0000000000000L;
            return neg ? (inf | (single ? 0x80000000L : Long.MIN_VALUE)) : inf;
        }
        if (s.startsWith("0x", i) || s.startsWith("0X", i)) {
            return parseHex(in, s, i + 2, neg, single);
        }
        // Significant digits (leading zeros dropped) and the decimal exponent.
        char[] dig = new char[len];
        int nd = 0;
        int decPt = -1;
        int intDigits = 0;
        boolean sawDigit = false;
        boolean nonZeroTail = false;
        for (; i < len; i++) {
            c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                sawDigit = true;
                if (nd == 0 && c == '0') {
                    if (decPt >= 0) {
                        intDigits--;
                    }
                    continue;
                }
                if (nd < 800) {
                    dig[nd++] = c;
                } else if (c != '0') {
                    nonZeroTail = true;
                }
                if (decPt < 0) {
                    intDigits++;
                }
            } else if (c == '.') {
                if (decPt >= 0) {
                    throw new NumberFormatException("multiple points");
                }
                decPt = i;
            } else {
                break;
            }
        }
        if (!sawDigit) {
            throw bad(in);
        }
        long exp = 0;
        if (i < len && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            boolean eneg = false;
            if (i < len && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                eneg = s.charAt(i) == '-';
                i++;
            }
            int start = i;
            while (i < len && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                if (exp < 100000000L) {
                    exp = exp * 10 + (s.charAt(i) - '0');
                }
                i++;
            }
            if (i == start) {
                throw bad(in);
            }
            if (eneg) {
                exp = -exp;
            }
        }
        if (i < len) {
            c = s.charAt(i);
            if (i == len - 1 && (c == 'f' || c == 'F' || c == 'd' || c == 'D')) {
                i++;
            } else {
                throw bad(in);
            }
        }
        long signBit = single ? 0x80000000L : Long.MIN_VALUE;
        if (nd == 0) {
            return neg ? signBit : 0;
        }
        if (nonZeroTail) {
            dig[nd++] = '1';
        }
        // value = 0.dig * 10^(intDigits + exp) = digInt * 10^e10
        long e10 = intDigits + exp - nd;
        long magnitude = intDigits + exp; // value < 10^magnitude, >= 10^(magnitude-1)
        long bits;
        if (magnitude > 330) {
            bits = single ? 0x7f800000L : 0x7ff0000000000000L;
        } else if (magnitude < -360) {
            bits = 0;
        } else {
            int[] m = Big.ofDecimal(dig, nd);
            bits = Big.toBinary(m, (int) e10, single);
        }
        return neg ? (bits | signBit) : bits;
    }

    private static long parseHex(String in, String s, int i, boolean neg, boolean single) {
        int len = s.length();
        long mant = 0;
        int shiftExp = 0;
        boolean sticky = false;
        boolean sawDigit = false;
        boolean afterPoint = false;
        for (; i < len; i++) {
            char c = s.charAt(i);
            int d = Character.digit(c, 16);
            if (d >= 0) {
                sawDigit = true;
                if (mant < (1L << 58)) {
                    mant = (mant << 4) | d;
                    if (afterPoint) {
                        shiftExp -= 4;
                    }
                } else {
                    sticky |= d != 0;
                    if (!afterPoint) {
                        shiftExp += 4;
                    }
                }
            } else if (c == '.' && !afterPoint) {
                afterPoint = true;
            } else {
                break;
            }
        }
        if (!sawDigit || i >= len || (s.charAt(i) != 'p' && s.charAt(i) != 'P')) {
            throw bad(in);
        }
        i++;
        boolean eneg = false;
        if (i < len && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            eneg = s.charAt(i) == '-';
            i++;
        }
        long exp = 0;
        int start = i;
        while (i < len && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            if (exp < 100000000L) {
                exp = exp * 10 + (s.charAt(i) - '0');
            }
            i++;
        }
        if (i == start) {
            throw bad(in);
        }
        if (i < len) {
            char c = s.charAt(i);
            if (i == len - 1 && (c == 'f' || c == 'F' || c == 'd' || c == 'D')) {
                i++;
            } else {
                throw bad(in);
            }
        }
        long signBit = single ? 0x80000000L : Long.MIN_VALUE;
        if (mant == 0) {
            return neg ? signBit : 0;
        }
        long e2 = (eneg ? -exp : exp) + shiftExp;
        if (e2 > 5000) {
            e2 = 5000;
        } else if (e2 < -5000) {
            e2 = -5000;
        }
        int[] m = Big.ofLong(mant);
        if (sticky) {
            m = Big.add(Big.shiftLeft(m, 1), Big.ofLong(1));
            e2 -= 1;
        }
        long bits = Big.toBinaryPow2(m, (int) e2, single);
        return neg ? (bits | signBit) : bits;
    }
    // ------------------------------------------------------------------ Formatter support

    /** Half-up rounding of the digits to prec digits (the JDK Formatter's rule). */
    private static int applyPrecision(int decExp, char[] digits, int nDigits, int prec) {
        if (prec >= nDigits || prec < 0) {
            return decExp;
        }
        if (prec == 0) {
            if (digits[0] >= '5') {
                digits[0] = '1';
                fill(digits, 1, nDigits, '0');
                return decExp + 1;
            }
            fill(digits, 0, nDigits, '0');
            return decExp;
        }
        int q = digits[prec];
        if (q >= '5') {
            int i = prec;
            q = digits[--i];
            if (q == '9') {
                while (q == '9' && i > 0) {
                    q = digits[--i];
                }
                if (q == '9') {
                    digits[0] = '1';
                    fill(digits, 1, nDigits, '0');
                    return decExp + 1;
                }
            }
            digits[i] = (char) (q + 1);
            fill(digits, i + 1, nDigits, '0');
        } else {
            fill(digits, prec, nDigits, '0');
        }
        return decExp;
    }

    private static void fill(char[] a, int from, int to, char c) {
        for (int i = from; i < to; i++) {
            a[i] = c;
        }
    }

    private static void fillDecimal(StringBuilder sb, int precision, char[] digits, int nDigits, int exp) {
        if (exp > 0) {
            if (nDigits < exp) {
                sb.append(digits, 0, nDigits);
                for (int i = nDigits; i < exp; i++) {
                    sb.append('0');
                }
            } else {
                int t = Math.min(nDigits - exp, precision);
                sb.append(digits, 0, exp);
                if (t > 0) {
                    sb.append('.').append(digits, exp, t);
                }
            }
        } else {
            int zeros = Math.max(0, Math.min(-exp, precision));
            int t = Math.max(0, Math.min(nDigits, precision + exp));
            if (zeros > 0 || t > 0) {
                sb.append("0.");
                for (int i = 0; i < zeros; i++) {
                    sb.append('0');
                }
                if (t > 0) {
                    sb.append(digits, 0, t);
                }
            } else {
                sb.append('0');
            }
        }
    }

    private static void fillScientific(StringBuilder sb, int precision, char[] digits, int nDigits, int exp) {
        int t = Math.max(0, Math.min(nDigits - 1, precision));
        sb.append(digits[0]);
        if (t > 0) {
            sb.append('.').append(digits, 1, t);
        }
    }

    private static String exponent(int exp) {
        int e = (exp <= 0) ? -exp + 1 : exp - 1;
        return (exp <= 0 ? "e-" : "e+") + (e <= 9 ? "0" : "") + e;
    }

    /** Pads the fraction with zeros to prec digits (adding the point when prec > 0). */
    private static void addZeros(StringBuilder sb, int prec) {
        int dot = sb.indexOf(".");
        int outPrec = (dot < 0) ? 0 : sb.length() - dot - 1;
        if (outPrec >= prec) {
            return;
        }
        if (dot < 0) {
            sb.append('.');
        }
        for (int i = outPrec; i < prec; i++) {
            sb.append('0');
        }
    }

    /** %.precf of a non-negative finite value, as the JDK Formatter prints it. */
    public static String formatFixed(double a, int prec) {
        FloatingDecimal fd = ofDouble(a, false);
        char[] d = fd.digits;
        int exp = applyPrecision(fd.decExponent, d, fd.nDigits, fd.decExponent + prec);
        StringBuilder sb = new StringBuilder();
        fillDecimal(sb, prec, d, fd.nDigits, exp);
        addZeros(sb, prec);
        return sb.toString();
    }

    /** %.prece of a non-negative finite value. */
    public static String formatScientific(double a, int prec) {
        FloatingDecimal fd = ofDouble(a, false);
        char[] d = fd.digits;
        int exp = applyPrecision(fd.decExponent, d, fd.nDigits, prec + 1);
        StringBuilder sb = new StringBuilder();
        fillScientific(sb, prec, d, fd.nDigits, exp);
        addZeros(sb, prec);
        sb.append(a == 0.0 ? "e+00" : exponent(exp));
        return sb.toString();
    }

    /** %.precg of a non-negative finite value (prec already defaulted: 6, 0 means 1). */
    public static String formatGeneral(double a, int prec) {
        if (a == 0.0) {
            StringBuilder sb = new StringBuilder("0");
            addZeros(sb, prec - 1);
            return sb.toString();
        }
        FloatingDecimal fd = ofDouble(a, false);
        char[] d = fd.digits;
        int exp = applyPrecision(fd.decExponent, d, fd.nDigits, prec);
        StringBuilder sb = new StringBuilder();
        if (exp - 1 < -4 || exp - 1 >= prec) {
            fillScientific(sb, prec - 1, d, fd.nDigits, exp);
            addZeros(sb, prec - 1);
            sb.append(exponent(exp));
        } else {
            fillDecimal(sb, prec - exp, d, fd.nDigits, exp);
            addZeros(sb, prec - exp);
        }
        return sb.toString();
    }
}
