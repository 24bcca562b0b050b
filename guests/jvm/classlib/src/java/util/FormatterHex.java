package java.util;

/** The %a conversion of Formatter: hexadecimal floating point as the JDK prints it. */
final class FormatterHex {
    private FormatterHex() {
    }

    /** The whole field for %a (lower case; the caller upper-cases %A). */
    static String format(Object arg, String flags, int width, int precision) {
        double v;
        if (arg instanceof Double) {
            v = ((Double) arg).doubleValue();
        } else if (arg instanceof Float) {
            v = ((Float) arg).floatValue();
        } else {
            throw new IllegalFormatConversionException('a', arg.getClass());
        }
        StringBuilder sb = new StringBuilder();
        if (v != v) {
            sb.append("NaN");
        } else {
            boolean neg = Double.compare(v, 0.0) < 0;
            double a = Math.abs(v);
            if (neg) {
                sb.append('-');
            } else if (flags.indexOf('+') >= 0) {
                sb.append('+');
            } else if (flags.indexOf(' ') >= 0) {
                sb.append(' ');
            }
            if (Double.isInfinite(a)) {
                sb.append("Infinity");
            } else {
                int prec = precision == -1 ? 0 : (precision == 0 ? 1 : precision);
                String s = hexDouble(a, prec);
                int signLength = sb.length();
                sb.append("0x");
                if (flags.indexOf('0') >= 0) {
                    // zeros between "0x" and the digits, to the width (before the fraction's padding)
                    for (int i = 0; i < width - s.length() - 2 - signLength; i++) {
                        sb.append('0');
                    }
                }
                int idx = s.indexOf('p');
                StringBuilder va = new StringBuilder(s.substring(0, idx));
                if (prec != 0) {
                    addZeros(va, prec);
                }
                sb.append(va).append('p').append(s, idx + 1, s.length());
            }
        }
        if (width > sb.length()) {
            int pad = width - sb.length();
            StringBuilder p = new StringBuilder();
            if (flags.indexOf('-') >= 0) {
                p.append(sb);
                for (int i = 0; i < pad; i++) {
                    p.append(' ');
                }
            } else {
                for (int i = 0; i < pad; i++) {
                    p.append(' ');
                }
                p.append(sb);
            }
            return p.toString();
        }
        return sb.toString();
    }

    /** Pads the fraction of "1.8" to prec digits (adding the point when there is none). */
    private static void addZeros(StringBuilder sb, int prec) {
        int len = sb.length();
        int i = sb.indexOf(".");
        boolean needDot = false;
        if (i < 0) {
            needDot = true;
            i = len;
        }
        int outPrec = len - i - (needDot ? 0 : 1);
        if (outPrec == prec) {
            return;
        }
        if (needDot) {
            sb.append('.');
        }
        for (int k = outPrec; k < prec; k++) {
            sb.append('0');
        }
    }

    /** Double.toHexString without "0x", its significand rounded half-even to prec hex digits. */
    private static String hexDouble(double d, int prec) {
        if (!Double.isFinite(d) || d == 0.0 || prec == 0 || prec >= 13) {
            return Double.toHexString(d).substring(2);
        }
        int exponent = Math.getExponent(d);
        boolean subnormal = exponent == Double.MIN_EXPONENT - 1;
        if (subnormal) {
            d *= Math.scalb(1.0, 54);
        }
        int precision = 1 + prec * 4;
        int shiftDistance = 53 - precision;
        long doppel = Double.doubleToLongBits(d);
        long newSignif = (doppel & 0x7fffffffffffffffL) >> shiftDistance;
        long roundingBits = doppel & ~(~0L << shiftDistance);
        boolean leastZero = (newSignif & 0x1L) == 0L;
        boolean round = ((1L << (shiftDistance - 1)) & roundingBits) != 0L;
        boolean sticky = shiftDistance > 1 && (~(1L << (shiftDistance - 1)) & roundingBits) != 0;
        if ((leastZero && round && sticky) || (!leastZero && round)) {
            newSignif++;
        }
        long signBit = doppel & 0x8000000000000000L;
        double result = Double.longBitsToDouble(signBit | (newSignif << shiftDistance));
        if (Double.isInfinite(result)) {
            return "1.0p1024";
        }
        String res = Double.toHexString(result).substring(2);
        if (!subnormal) {
            return res;
        }
        int idx = res.indexOf('p');
        return res.substring(0, idx) + "p" + (Integer.parseInt(res.substring(idx + 1)) - 54);
    }
}
