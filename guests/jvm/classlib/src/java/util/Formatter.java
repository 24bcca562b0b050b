package java.util;

/**
 * printf-style formatting: conversions b B h H s S c C d o x X e E f g G a A % n, flags
 * '-' '#' '+' ' ' '0' ',' '(', width, precision, explicit (n$) and relative (<)
 * argument indexes. Floating-point conversions use the same decimal digits and
 * half-up rounding as the JDK's Formatter; a A as the JDK (FormatterHex). Date/time (t T)
 * conversions throw UnknownFormatConversionException.
 */
public final class Formatter implements java.io.Closeable, java.io.Flushable {
    /** Where the output goes (a StringBuilder unless given another Appendable). */
    private final Appendable a;
    /** Where format writes: a itself when it is a StringBuilder, else a buffer appended to a. */
    private StringBuilder sb;
    private java.io.IOException lastException;

    public Formatter() {
        this(new StringBuilder());
    }

    public Formatter(Appendable a) {
        this.a = a == null ? new StringBuilder() : a;
    }

    public Formatter(Appendable a, Locale l) {
        this(a);
    }

    public Formatter(Locale l) {
        this();
    }

    public Formatter(java.io.PrintStream ps) {
        this((Appendable) Objects.requireNonNull(ps));
    }

    public Formatter(java.io.OutputStream os) {
        this(new java.io.BufferedWriter(new java.io.OutputStreamWriter(os)));
    }

    public String toString() {
        return a.toString();
    }

    public Appendable out() {
        return a;
    }

    public java.io.IOException ioException() {
        return lastException;
    }

    public void flush() {
        if (a instanceof java.io.Flushable) {
            try {
                ((java.io.Flushable) a).flush();
            } catch (java.io.IOException e) {
                lastException = e;
            }
        }
    }

    public void close() {
        if (a instanceof java.io.Closeable) {
            try {
                ((java.io.Closeable) a).close();
            } catch (java.io.IOException e) {
                lastException = e;
            }
        }
    }

    public Locale locale() {
        return Locale.US;
    }

    public Formatter format(Locale l, String format, Object... args) {
        return format(format, args);
    }

    public Formatter format(String format, Object... args) {
        if (a instanceof StringBuilder) {
            sb = (StringBuilder) a;
            formatInto(format, args);
            return this;
        }
        sb = new StringBuilder();
        formatInto(format, args);
        try {
            a.append(sb);
        } catch (java.io.IOException e) {
            lastException = e;
        }
        return this;
    }

    private void formatInto(String format, Object... args) {
        int last = -1;
        int ordinary = 0;
        int i = 0;
        int n = format.length();
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%') {
                sb.append(c);
                i++;
                continue;
            }
            int start = i;
            i++;
            if (i >= n) {
                throw new UnknownFormatConversionException("%");
            }
            // [argument_index$][flags][width][.precision]conversion
            int argIndex = -1;
            int j = i;
            while (j < n && format.charAt(j) >= '0' && format.charAt(j) <= '9') {
                j++;
            }
            if (j < n && j > i && format.charAt(j) == '$') {
                argIndex = Integer.parseInt(format.substring(i, j));
                i = j + 1;
            }
            String flags = "";
            boolean relative = false;
            while (i < n && "-#+ 0,(<".indexOf(format.charAt(i)) >= 0) {
                char f = format.charAt(i);
                if (f == '<') {
                    relative = true;
                } else {
                    if (flags.indexOf(f) >= 0) {
                        throw new DuplicateFormatFlagsException(String.valueOf(f));
                    }
                    flags += f;
                }
                i++;
            }
            int width = -1;
            j = i;
            while (j < n && format.charAt(j) >= '0' && format.charAt(j) <= '9') {
                j++;
            }
            if (j > i) {
                width = Integer.parseInt(format.substring(i, j));
                i = j;
            }
            int precision = -1;
            if (i < n && format.charAt(i) == '.') {
                i++;
                j = i;
                while (j < n && format.charAt(j) >= '0' && format.charAt(j) <= '9') {
                    j++;
                }
                if (j == i) {
                    throw new UnknownFormatConversionException(".");
                }
                precision = Integer.parseInt(format.substring(i, j));
                i = j;
            }
            if (i >= n) {
                throw new UnknownFormatConversionException(format.substring(start));
            }
            char conv = format.charAt(i++);
            if (conv == 'n') {
                sb.append('\n');
                continue;
            }
            if (conv == '%') {
                pad("%", flags, width);
                continue;
            }
            if ("bBhHsScCdoxXeEfgGaA".indexOf(conv) < 0) {
                throw new UnknownFormatConversionException(String.valueOf(conv));
            }
            checkFlags(conv, flags, width, precision, format.substring(start, i));
            Object arg;
            if (relative) {
                if (last < 0) {
                    throw new MissingFormatArgumentException(format.substring(start, i));
                }
            } else if (argIndex > 0) {
                last = argIndex - 1;
            } else {
                last = ordinary++;
            }
            if (args == null || last >= args.length) {
                throw new MissingFormatArgumentException(format.substring(start, i));
            }
            arg = args[last];
            convert(arg, conv, flags, width, precision);
        }
    }

    /** The JDK's checks of flags against the conversion, width and precision, in its order. */
    private static void checkFlags(char conv, String flags, int width, int precision, String spec) {
        char lc = Character.toLowerCase(conv);
        if (lc == 'b' || lc == 'h' || lc == 's') {
            badFlags(flags, "#", conv);
            missingWidth(flags.replace("0", ""), width, spec);
            badFlags(flags, "+ 0,(", conv);
            return;
        }
        if (lc == 'c') {
            if (precision >= 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
            badFlags(flags, "#+ 0,(", conv);
            missingWidth(flags.replace("0", ""), width, spec);
            return;
        }
        missingWidth(flags, width, spec);
        if ((flags.indexOf('-') >= 0 && flags.indexOf('0') >= 0) || (flags.indexOf('+') >= 0 && flags.indexOf(' ') >= 0)) {
            throw new IllegalFormatFlagsException(flags);
        }
        if ((lc == 'd' || lc == 'o' || lc == 'x') && precision >= 0) {
            throw new IllegalFormatPrecisionException(precision);
        }
        if (lc == 'd') {
            badFlags(flags, "#", conv);
        } else if (lc == 'o' || lc == 'x') {
            badFlags(flags, "+ ,(", conv);
        } else if (lc == 'e') {
            badFlags(flags, ",", conv);
        } else if (lc == 'g') {
            badFlags(flags, "#", conv);
        } else if (lc == 'a') {
            badFlags(flags, "(,", conv);
        }
    }

    private static void missingWidth(String flags, int width, String spec) {
        if ((flags.indexOf('-') >= 0 || flags.indexOf('0') >= 0) && width < 0) {
            throw new MissingFormatWidthException(spec);
        }
    }

    private static void badFlags(String flags, String bad, char conv) {
        for (int k = 0; k < bad.length(); k++) {
            if (flags.indexOf(bad.charAt(k)) >= 0) {
                throw new FormatFlagsConversionMismatchException(String.valueOf(bad.charAt(k)), conv);
            }
        }
    }

    private void pad(String s, String flags, int width) {
        if (width > s.length()) {
            if (flags.indexOf('-') >= 0) {
                sb.append(s);
                spaces(width - s.length());
            } else {
                spaces(width - s.length());
                sb.append(s);
            }
        } else {
            sb.append(s);
        }
    }

    private void spaces(int k) {
        for (int i = 0; i < k; i++) {
            sb.append(' ');
        }
    }

    private void convert(Object arg, char conv, String flags, int width, int precision) {
        boolean upper = Character.isUpperCase(conv);
        String s;
        switch (Character.toLowerCase(conv)) {
            case 'b':
                s = (arg == null) ? "false" : (arg instanceof Boolean ? arg.toString() : "true");
                break;
            case 'h':
                s = (arg == null) ? "null" : Integer.toHexString(arg.hashCode());
                break;
            case 's':
                s = String.valueOf(arg);
                break;
            case 'c':
                if (arg == null) {
                    s = "null";
                } else if (arg instanceof Character) {
                    s = arg.toString();
                } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                    int cp = ((Number) arg).intValue();
                    if (!Character.isValidCodePoint(cp)) {
                        throw new IllegalFormatCodePointException(cp);
                    }
                    s = new String(Character.toChars(cp));
                } else {
                    throw new IllegalFormatConversionException(conv, arg.getClass());
                }
                break;
            case 'd':
            case 'o':
            case 'x':
                s = integral(arg, Character.toLowerCase(conv), flags, width);
                if (upper) {
                    s = s.toUpperCase();
                }
                sb.append(s);
                return;
            case 'e':
            case 'f':
            case 'g':
                s = floating(arg, Character.toLowerCase(conv), flags, width, precision);
                if (upper) {
                    s = s.toUpperCase();
                }
                sb.append(s);
                return;
            case 'a':
                s = arg == null ? finishPlain("null", flags, width) : FormatterHex.format(arg, flags, width, precision);
                sb.append(upper ? s.toUpperCase() : s);
                return;
            default:
                throw new UnknownFormatConversionException(String.valueOf(conv));
        }
        if (precision >= 0 && precision < s.length()) {
            s = s.substring(0, precision);
        }
        if (upper) {
            s = s.toUpperCase();
        }
        pad(s, flags, width);
    }

    private static String group(String digits) {
        StringBuilder r = new StringBuilder();
        int n = digits.length();
        for (int i = 0; i < n; i++) {
            if (i > 0 && (n - i) % 3 == 0) {
                r.append(',');
            }
            r.append(digits.charAt(i));
        }
        return r.toString();
    }

    /** Applies sign, zero padding, grouping, parentheses and width to a magnitude. */
    private static String finishNumber(String mag, boolean neg, String flags, int width, String prefix) {
        StringBuilder r = new StringBuilder();
        if (neg) {
            r.append(flags.indexOf('(') >= 0 ? '(' : '-');
        } else if (flags.indexOf('+') >= 0) {
            r.append('+');
        } else if (flags.indexOf(' ') >= 0) {
            r.append(' ');
        }
        r.append(prefix);
        int tail = (neg && flags.indexOf('(') >= 0) ? 1 : 0;
        if (flags.indexOf('0') >= 0) {
            int zeros = width - r.length() - mag.length() - tail;
            for (int k = 0; k < zeros; k++) {
                r.append('0');
            }
        }
        r.append(mag);
        if (tail == 1) {
            r.append(')');
        }
        String s = r.toString();
        if (width > s.length()) {
            StringBuilder p = new StringBuilder();
            if (flags.indexOf('-') >= 0) {
                p.append(s);
                for (int k = s.length(); k < width; k++) {
                    p.append(' ');
                }
            } else {
                for (int k = s.length(); k < width; k++) {
                    p.append(' ');
                }
                p.append(s);
            }
            s = p.toString();
        }
        return s;
    }

    private static String integral(Object arg, char conv, String flags, int width) {
        if (arg == null) {
            return finishPlain("null", flags, width);
        }
        long v;
        int bits;
        if (arg instanceof Integer) {
            v = ((Integer) arg).intValue();
            bits = 32;
        } else if (arg instanceof Long) {
            v = ((Long) arg).longValue();
            bits = 64;
        } else if (arg instanceof Short) {
            v = ((Short) arg).shortValue();
            bits = 16;
        } else if (arg instanceof Byte) {
            v = ((Byte) arg).byteValue();
            bits = 8;
        } else {
            throw new IllegalFormatConversionException(conv, arg.getClass());
        }
        if (conv == 'd') {
            boolean neg = v < 0;
            String mag = neg ? Long.toString(v).substring(1) : Long.toString(v);
            if (flags.indexOf(',') >= 0) {
                mag = group(mag);
            }
            return finishNumber(mag, neg, flags, width, "");
        }
        long u = (bits == 64) ? v : (v & ((1L << bits) - 1));
        String mag = (conv == 'x') ? Long.toHexString(u) : Long.toOctalString(u);
        String prefix = "";
        if (flags.indexOf('#') >= 0) {
            prefix = (conv == 'x') ? "0x" : "0";
        }
        return finishNumber(mag, false, flags.replace("+", "").replace(" ", ""), width, prefix);
    }

    private static String finishPlain(String s, String flags, int width) {
        StringBuilder p = new StringBuilder();
        boolean left = flags.indexOf('-') >= 0;
        if (left) {
            p.append(s);
        }
        for (int k = s.length(); k < width; k++) {
            p.append(' ');
        }
        if (!left) {
            p.append(s);
        }
        return p.toString();
    }

    private static String floating(Object arg, char conv, String flags, int width, int precision) {
        if (arg == null) {
            return finishPlain("null", flags, width);
        }
        double v;
        if (arg instanceof Double) {
            v = ((Double) arg).doubleValue();
        } else if (arg instanceof Float) {
            v = ((Float) arg).floatValue();
        } else {
            throw new IllegalFormatConversionException(conv, arg.getClass());
        }
        if (v != v) {
            return finishPlain("NaN", flags, width);
        }
        boolean neg = Double.compare(v, 0.0) < 0;
        double a = Math.abs(v);
        if (Double.isInfinite(a)) {
            String s = (neg ? (flags.indexOf('(') >= 0 ? "(Infinity)" : "-Infinity")
                : (flags.indexOf('+') >= 0 ? "+Infinity" : (flags.indexOf(' ') >= 0 ? " Infinity" : "Infinity")));
            return finishPlain(s, flags, width);
        }
        int prec = (precision < 0) ? 6 : precision;
        String mag;
        if (conv == 'f') {
            mag = jdk.internal.math.FloatingDecimal.formatFixed(a, prec);
            if (flags.indexOf(',') >= 0) {
                int dot = mag.indexOf('.');
                mag = group(dot < 0 ? mag : mag.substring(0, dot)) + (dot < 0 ? "" : mag.substring(dot));
            }
        } else if (conv == 'e') {
            mag = jdk.internal.math.FloatingDecimal.formatScientific(a, prec);
        } else {
            mag = jdk.internal.math.FloatingDecimal.formatGeneral(a, prec == 0 ? 1 : prec);
            if (flags.indexOf(',') >= 0 && mag.indexOf('e') < 0) {
                int dot = mag.indexOf('.');
                mag = group(dot < 0 ? mag : mag.substring(0, dot)) + (dot < 0 ? "" : mag.substring(dot));
            }
        }
        if (flags.indexOf('#') >= 0 && prec == 0 && conv != 'g') {
            int e = mag.indexOf('e');
            mag = (e < 0) ? mag + "." : mag.substring(0, e) + "." + mag.substring(e);
        }
        return finishNumber(mag, neg, flags, width, "");
    }
}
