package java.math;

/**
 * Immutable decimal numbers unscaledValue × 10^-scale, as the JDK's: exact add, subtract
 * and multiply; division exact, to a scale or to a MathContext precision (rounded once,
 * exact quotients reduced toward the preferred scale); the eight rounding modes; and the
 * JDK's three string forms (toString's scientific notation when the exponent is below -6
 * or the scale negative, toEngineeringString, toPlainString).
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    private final BigInteger intVal;
    private final int scale;
    private int precision;

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(new BigDecimal(unscaledVal, scale).round(mc));
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    private BigDecimal(BigDecimal v) {
        this(v.intVal, v.scale);
    }

    /** The exact value of the double. */
    public BigDecimal(double val) {
        this(ofDouble(val));
    }

    public BigDecimal(double val, MathContext mc) {
        this(ofDouble(val).round(mc));
    }

    public BigDecimal(String val) {
        this(parse(val.toCharArray(), 0, val.length()));
    }

    public BigDecimal(String val, MathContext mc) {
        this(parse(val.toCharArray(), 0, val.length()).round(mc));
    }

    public BigDecimal(char[] in) {
        this(parse(in, 0, in.length));
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(parse(in, offset, len));
    }

    private static BigDecimal ofDouble(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int sign = bits < 0 ? -1 : 1;
        int exponent = (int) ((bits >> 52) & 0x7ffL);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1 : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) {
            return ZERO;
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger s = BigInteger.valueOf(sign * significand);
        if (exponent == 0) {
            return new BigDecimal(s, 0);
        } else if (exponent < 0) {
            return new BigDecimal(BigInteger.valueOf(5).pow(-exponent).multiply(s), -exponent);
        }
        return new BigDecimal(BigInteger.TWO.pow(exponent).multiply(s), 0);
    }

    private static BigDecimal parse(char[] in, int off, int len) {
        int end = off + len;
        if (len <= 0 || off < 0 || end > in.length) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        int i = off;
        boolean neg = false;
        if (in[i] == '-' || in[i] == '+') {
            neg = in[i] == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        int scale = 0;
        boolean dot = false;
        boolean any = false;
        long exp = 0;
        for (; i < end; i++) {
            char c = in[i];
            if (c >= '0' && c <= '9') {
                digits.append(c);
                any = true;
                if (dot) {
                    scale++;
                }
            } else if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                i++;
                boolean eneg = false;
                if (i < end && (in[i] == '-' || in[i] == '+')) {
                    eneg = in[i] == '-';
                    i++;
                }
                if (i >= end) {
                    throw new NumberFormatException("No exponent digits.");
                }
                for (; i < end; i++) {
                    char d = in[i];
                    if (d < '0' || d > '9') {
                        throw new NumberFormatException("Exponent has non-digit characters.");
                    }
                    exp = exp * 10 + (d - '0');
                    if (exp > Integer.MAX_VALUE + 1L) {
                        throw new NumberFormatException("Exponent overflow.");
                    }
                }
                if (eneg) {
                    exp = -exp;
                }
                break;
            } else {
                throw new NumberFormatException("Character " + c + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (!any) {
            throw new NumberFormatException("No digits found.");
        }
        long sc = scale - exp;
        if (sc > Integer.MAX_VALUE || sc < Integer.MIN_VALUE) {
            throw new NumberFormatException("Scale out of range.");
        }
        BigInteger v = new BigInteger(digits.toString());
        return new BigDecimal(neg ? v.negate() : v, (int) sc);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---- accessors ------------------------------------------------------------------------

    public int scale() {
        return scale;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public int signum() {
        return intVal.signum();
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = digits(intVal);
            precision = p;
        }
        return p;
    }

    private static int digits(BigInteger v) {
        if (v.signum() == 0) {
            return 1;
        }
        return v.abs().toString().length();
    }

    private static int checkScale(long s) {
        if (s > Integer.MAX_VALUE) {
            throw new ArithmeticException("Underflow");
        }
        if (s < Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return (int) s;
    }

    static BigInteger tenPow(long n) {
        return BigInteger.TEN.pow((int) n);
    }

    // ---- arithmetic -------------------------------------------------------------------------

    public BigDecimal add(BigDecimal o) {
        if (scale == o.scale) {
            return new BigDecimal(intVal.add(o.intVal), scale);
        }
        if (scale > o.scale) {
            return new BigDecimal(intVal.add(o.intVal.multiply(tenPow((long) scale - o.scale))), scale);
        }
        return new BigDecimal(intVal.multiply(tenPow((long) o.scale - scale)).add(o.intVal), o.scale);
    }

    public BigDecimal add(BigDecimal o, MathContext mc) {
        if (mc.precision == 0) {
            return add(o);
        }
        boolean z1 = signum() == 0;
        boolean z2 = o.signum() == 0;
        if (z1 || z2) {
            int pref = Math.max(scale, o.scale);
            if (z1 && z2) {
                return new BigDecimal(BigInteger.ZERO, pref);
            }
            BigDecimal r = z1 ? o.round(mc) : round(mc);
            if (r.scale == pref) {
                return r;
            } else if (r.scale > pref) {
                return stripZerosTo(r.intVal, r.scale, pref);
            }
            int precisionDiff = mc.precision - r.precision();
            int scaleDiff = pref - r.scale;
            return precisionDiff >= scaleDiff ? r.setScale(pref) : r.setScale(r.scale + precisionDiff);
        }
        return add(o).round(mc);
    }

    public BigDecimal subtract(BigDecimal o) {
        return add(o.negate());
    }

    public BigDecimal subtract(BigDecimal o, MathContext mc) {
        return add(o.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal o) {
        return new BigDecimal(intVal.multiply(o.intVal), checkScale((long) scale + o.scale));
    }

    public BigDecimal multiply(BigDecimal o, MathContext mc) {
        return multiply(o).round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    /** q rounded up by one unit when the discarded part asks for it (q, r non-negative). */
    static BigInteger roundUnit(BigInteger q, int cmpHalf, boolean inexact, int sign, RoundingMode rm) {
        if (!inexact) {
            return q;
        }
        boolean up;
        switch (rm) {
            case UP: up = true; break;
            case DOWN: up = false; break;
            case CEILING: up = sign > 0; break;
            case FLOOR: up = sign < 0; break;
            case HALF_UP: up = cmpHalf >= 0; break;
            case HALF_DOWN: up = cmpHalf > 0; break;
            case HALF_EVEN: up = cmpHalf > 0 || (cmpHalf == 0 && q.testBit(0)); break;
            default: throw new ArithmeticException("Rounding necessary");
        }
        return up ? q.add(BigInteger.ONE) : q;
    }

    /** a / b rounded to an integer (any signs, b non-zero). */
    static BigInteger divRound(BigInteger a, BigInteger b, RoundingMode rm) {
        BigInteger[] qr = a.abs().divideAndRemainder(b.abs());
        int sign = a.signum() * b.signum();
        int cmpHalf = qr[1].shiftLeft(1).compareTo(b.abs());
        BigInteger q = roundUnit(qr[0], cmpHalf, qr[1].signum() != 0, sign, rm);
        return sign < 0 ? q.negate() : q;
    }

    public BigDecimal setScale(int newScale, RoundingMode rm) {
        if (newScale == scale) {
            return this;
        }
        if (newScale > scale) {
            return new BigDecimal(intVal.multiply(tenPow((long) newScale - scale)), newScale);
        }
        return new BigDecimal(divRound(intVal, tenPow((long) scale - newScale), rm), newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal round(MathContext mc) {
        BigDecimal r = this;
        if (mc.precision == 0) {
            return r;
        }
        int drop = r.precision() - mc.precision;
        while (drop > 0) {
            r = r.setScale(checkScale((long) r.scale - drop), mc.roundingMode);
            drop = r.precision() - mc.precision;
        }
        return r;
    }

    private static BigDecimal stripZerosTo(BigInteger v, int scale, long preferred) {
        while (v.signum() != 0 && scale > preferred) {
            BigInteger[] qr = v.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            v = qr[0];
            scale--;
        }
        return new BigDecimal(v, scale);
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return stripZerosTo(intVal, scale, Long.MIN_VALUE);
    }

    private void checkDivisor(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode rm) {
        checkDivisor(divisor);
        // this / divisor * 10^scale = intVal * 10^(scale - this.scale + divisor.scale) / divisor.intVal
        long shift = (long) scale - this.scale + divisor.scale;
        BigInteger a = intVal;
        BigInteger b = divisor.intVal;
        if (shift >= 0) {
            a = a.multiply(tenPow(shift));
        } else {
            b = b.multiply(tenPow(-shift));
        }
        return new BigDecimal(divRound(a, b, rm), scale);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode rm) {
        return divide(divisor, scale, rm);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    /** The exact quotient; ArithmeticException when its decimal expansion does not end. */
    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(divisor);
        int preferredScale = checkScaleSat((long) scale - divisor.scale);
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, preferredScale);
        }
        MathContext mc = new MathContext((int) Math.min(precision() + (long) Math.ceil(10.0 * divisor.precision() / 3.0), Integer.MAX_VALUE),
            RoundingMode.UNNECESSARY);
        BigDecimal q;
        try {
            q = divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        if (preferredScale > q.scale) {
            return q.setScale(preferredScale, RoundingMode.UNNECESSARY);
        }
        return q;
    }

    private static int checkScaleSat(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    /** The quotient rounded once to mc.precision digits; an exact one reduced toward this.scale - divisor.scale. */
    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divide(divisor);
        }
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, checkScaleSat(preferred));
        }
        int sign = signum() * divisor.signum();
        BigInteger x = intVal.abs();
        BigInteger y = divisor.intVal.abs();
        long s = (long) mc.precision - (precision() - divisor.precision());
        if (s >= 0) {
            x = x.multiply(tenPow(s));
        } else {
            y = y.multiply(tenPow(-s));
        }
        BigInteger[] qr = x.divideAndRemainder(y);
        BigInteger q = qr[0];
        boolean sticky = qr[1].signum() != 0;
        long resScale = preferred + s;
        int drop = digits(q) - mc.precision;
        boolean inexact = sticky;
        if (drop > 0) {
            BigInteger p = tenPow(drop);
            BigInteger[] dr = q.divideAndRemainder(p);
            int cmpHalf = dr[1].shiftLeft(1).compareTo(p);
            if (cmpHalf == 0 && sticky) {
                cmpHalf = 1;
            }
            inexact = sticky || dr[1].signum() != 0;
            q = roundUnit(dr[0], cmpHalf, inexact, sign, mc.roundingMode);
            resScale -= drop;
        } else {
            int cmpHalf = qr[1].shiftLeft(1).compareTo(y);
            q = roundUnit(q, cmpHalf, inexact, sign, mc.roundingMode);
        }
        if (digits(q) > mc.precision) {
            q = q.divide(BigInteger.TEN);
            resScale--;
        }
        BigDecimal r = new BigDecimal(sign < 0 ? q.negate() : q, checkScale(resScale));
        if (!inexact) {
            r = stripZerosTo(r.intVal, r.scale, preferred);
        }
        return r;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        long shift = (long) divisor.scale - scale;
        BigInteger a = intVal;
        BigInteger b = divisor.intVal;
        if (shift >= 0) {
            a = a.multiply(tenPow(shift));
        } else {
            b = b.multiply(tenPow(-shift));
        }
        BigInteger q = a.divide(b);
        if (q.signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, checkScaleSat(preferred));
        }
        BigDecimal r = stripZerosTo(q, 0, preferred);
        if (r.scale < preferred) {
            r = r.setScale(checkScale(preferred), RoundingMode.UNNECESSARY);
        }
        return r;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        BigDecimal q = divideToIntegralValue(divisor);
        if (mc.precision > 0 && q.precision() > mc.precision) {
            BigDecimal s = q.stripTrailingZeros();
            if (s.precision() > mc.precision) {
                throw new ArithmeticException("Division impossible");
            }
            return s.setScale(Math.max(s.scale, q.scale - (q.precision() - mc.precision)), RoundingMode.UNNECESSARY);
        }
        return q;
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return subtract(divideToIntegralValue(divisor).multiply(divisor));
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    /** The JDK's algorithm (X3.274): repeated squaring at precision mc + digits(n) + 1. */
    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext workmc = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seenbit = false;
        for (int i = 1;; i++) {
            mag += mag;
            if (mag < 0) {
                seenbit = true;
                acc = acc.multiply(this, workmc);
            }
            if (i == 31) {
                break;
            }
            if (seenbit) {
                acc = acc.multiply(acc, workmc);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, workmc);
        }
        return acc.round(mc);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale + n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale - n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    public BigDecimal min(BigDecimal o) {
        return compareTo(o) <= 0 ? this : o;
    }

    public BigDecimal max(BigDecimal o) {
        return compareTo(o) >= 0 ? this : o;
    }

    // ---- comparison -----------------------------------------------------------------------

    public int compareTo(BigDecimal o) {
        if (scale == o.scale) {
            return intVal.compareTo(o.intVal);
        }
        int s1 = signum();
        int s2 = o.signum();
        if (s1 != s2) {
            return s1 > s2 ? 1 : -1;
        }
        if (s1 == 0) {
            return 0;
        }
        return subtract(o).signum();
    }

    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal o = (BigDecimal) x;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    // ---- conversions ----------------------------------------------------------------------

    public BigInteger toBigInteger() {
        return setScale(0, RoundingMode.DOWN).intVal;
    }

    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    public int intValue() {
        return toBigInteger().intValue();
    }

    public long longValue() {
        return toBigInteger().longValue();
    }

    public int intValueExact() {
        BigInteger v = toBigIntegerExact();
        if (v.bitLength() > 31) {
            throw new ArithmeticException("Overflow");
        }
        return v.intValue();
    }

    public long longValueExact() {
        BigInteger v = toBigIntegerExact();
        if (v.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return v.longValue();
    }

    public short shortValueExact() {
        int v = intValueExact();
        if (v != (short) v) {
            throw new ArithmeticException("Overflow");
        }
        return (short) v;
    }

    public byte byteValueExact() {
        int v = intValueExact();
        if (v != (byte) v) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) v;
    }

    public double doubleValue() {
        return Double.parseDouble(toString());
    }

    public float floatValue() {
        return Float.parseFloat(toString());
    }

    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    public String toPlainString() {
        if (scale == 0) {
            return intVal.toString();
        }
        if (scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(intVal.toString());
            for (int k = 0; k < -(long) scale; k++) {
                sb.append('0');
            }
            return sb.toString();
        }
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        int pad = scale - coeff.length();
        if (pad >= 0) {
            sb.append("0.");
            for (; pad > 0; pad--) {
                sb.append('0');
            }
            sb.append(coeff);
        } else {
            sb.append(coeff, 0, -pad).append('.').append(coeff, -pad, coeff.length());
        }
        return sb.toString();
    }

    /** The JDK's layoutChars. */
    private String layout(boolean sci) {
        if (scale == 0) {
            return intVal.toString();
        }
        String coeff = intVal.abs().toString();
        int coeffLen = coeff.length();
        StringBuilder buf = new StringBuilder();
        if (signum() < 0) {
            buf.append('-');
        }
        long adjusted = -(long) scale + (coeffLen - 1);
        if (scale >= 0 && adjusted >= -6) {
            int pad = scale - coeffLen;
            if (pad >= 0) {
                buf.append("0.");
                for (; pad > 0; pad--) {
                    buf.append('0');
                }
                buf.append(coeff);
            } else {
                buf.append(coeff, 0, -pad).append('.').append(coeff, -pad, coeffLen);
            }
            return buf.toString();
        }
        if (sci) {
            buf.append(coeff.charAt(0));
            if (coeffLen > 1) {
                buf.append('.').append(coeff, 1, coeffLen);
            }
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) {
                sig += 3;
            }
            adjusted -= sig;
            sig++;
            if (signum() == 0) {
                switch (sig) {
                    case 1: buf.append('0'); break;
                    case 2: buf.append("0.00"); adjusted += 3; break;
                    default: buf.append("0.0"); adjusted += 3; break;
                }
            } else if (sig >= coeffLen) {
                buf.append(coeff);
                for (int k = sig - coeffLen; k > 0; k--) {
                    buf.append('0');
                }
            } else {
                buf.append(coeff, 0, sig).append('.').append(coeff, sig, coeffLen);
            }
        }
        if (adjusted != 0) {
            buf.append('E');
            if (adjusted > 0) {
                buf.append('+');
            }
            buf.append(adjusted);
        }
        return buf.toString();
    }
}
