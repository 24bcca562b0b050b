package java.time.format;

import java.time.DateTimeException;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.List;

/** The printer-parsers a formatter is made of (the JDK's, as far as patterns need them). */
final class FormatElements {
    private FormatElements() {
    }

    static final long[] EXCEED_POINTS = {0L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L, 1000000000L, 10000000000L};

    /** One element: prints into buf (false: a field was missing in an optional section), parses from pos (~pos: the error's index). */
    interface Element {
        boolean format(PrintContext ctx, StringBuilder buf);

        int parse(ParseContext ctx, CharSequence text, int position);
    }

    static final class Composite implements Element {
        final Element[] elements;
        final boolean optional;

        Composite(List<Element> list, boolean optional) {
            this.elements = list.toArray(new Element[0]);
            this.optional = optional;
        }

        Composite withOptional(boolean optional) {
            return optional == this.optional ? this : new Composite(java.util.Arrays.asList(elements), optional);
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            int length = buf.length();
            if (optional) {
                ctx.optional++;
            }
            try {
                for (Element e : elements) {
                    if (!e.format(ctx, buf)) {
                        buf.setLength(length);
                        return true;
                    }
                }
            } finally {
                if (optional) {
                    ctx.optional--;
                }
            }
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            if (optional) {
                ctx.startOptional();
                int pos = position;
                for (Element e : elements) {
                    pos = e.parse(ctx, text, pos);
                    if (pos < 0) {
                        ctx.endOptional(false);
                        return position;
                    }
                }
                ctx.endOptional(true);
                return pos;
            }
            for (Element e : elements) {
                position = e.parse(ctx, text, position);
                if (position < 0) {
                    break;
                }
            }
            return position;
        }

        public String toString() {
            StringBuilder buf = new StringBuilder();
            buf.append(optional ? "[" : "(");
            for (Element e : elements) {
                buf.append(e);
            }
            buf.append(optional ? "]" : ")");
            return buf.toString();
        }
    }

    /** Switches case sensitivity or strictness for the rest of the parse. */
    static final class Setting implements Element {
        final int kind;

        Setting(int kind) {
            this.kind = kind;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            switch (kind) {
                case 0:
                    ctx.caseSensitive = true;
                    break;
                case 1:
                    ctx.caseSensitive = false;
                    break;
                case 2:
                    ctx.strict = true;
                    break;
                default:
                    ctx.strict = false;
                    break;
            }
            return position;
        }

        public String toString() {
            return new String[] {"ParseCaseSensitive(true)", "ParseCaseSensitive(false)", "ParseStrict(true)", "ParseStrict(false)"}[kind];
        }
    }

    static final class CharLiteral implements Element {
        final char literal;

        CharLiteral(char literal) {
            this.literal = literal;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            if (position == text.length()) {
                return ~position;
            }
            char ch = text.charAt(position);
            if (ch != literal && (ctx.caseSensitive || (Character.toUpperCase(ch) != Character.toUpperCase(literal) && Character.toLowerCase(ch) != Character.toLowerCase(literal)))) {
                return ~position;
            }
            return position + 1;
        }

        public String toString() {
            return literal == '\'' ? "''" : "'" + literal + "'";
        }
    }

    static final class StringLiteral implements Element {
        final String literal;

        StringLiteral(String literal) {
            this.literal = literal;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            if (position > text.length() || !text.toString().regionMatches(!ctx.caseSensitive, position, literal, 0, literal.length())) {
                return ~position;
            }
            return position + literal.length();
        }

        public String toString() {
            return "'" + literal.replace("'", "''") + "'";
        }
    }

    /** A number: min/max width, sign style, and the widths of the fixed-width numbers that follow it (adjacent parsing). */
    static class NumberElem implements Element {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle signStyle;
        final int subsequentWidth;

        NumberElem(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle, int subsequentWidth) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
            this.subsequentWidth = subsequentWidth;
        }

        NumberElem withSubsequentWidth(int width) {
            return new NumberElem(field, minWidth, maxWidth, signStyle, Math.max(subsequentWidth, 0) + width);
        }

        NumberElem withFixedWidth() {
            return subsequentWidth == -1 ? this : new NumberElem(field, minWidth, maxWidth, signStyle, -1);
        }

        long printValue(PrintContext ctx, long value) {
            return value;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long valueLong = ctx.getValue(field);
            if (valueLong == null) {
                return false;
            }
            long value = printValue(ctx, valueLong);
            String str = (value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value)));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                if (signStyle == SignStyle.EXCEEDS_PAD) {
                    if (minWidth < 19 && value >= EXCEED_POINTS[minWidth]) {
                        buf.append('+');
                    }
                } else if (signStyle == SignStyle.ALWAYS) {
                    buf.append('+');
                }
            } else {
                switch (signStyle) {
                    case NORMAL:
                    case EXCEEDS_PAD:
                    case ALWAYS:
                        buf.append('-');
                        break;
                    case NOT_NEGATIVE:
                        throw new DateTimeException("Field " + field + " cannot be printed as the value " + value + " cannot be negative according to the SignStyle");
                    default:
                        break;
                }
            }
            for (int i = 0; i < minWidth - str.length(); i++) {
                buf.append('0');
            }
            buf.append(str);
            return true;
        }

        boolean isFixedWidth(ParseContext ctx) {
            return subsequentWidth == -1 || (subsequentWidth > 0 && minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE);
        }

        private static boolean signParse(SignStyle style, boolean positive, boolean strict, boolean fixedWidth) {
            switch (style) {
                case NORMAL:
                    return !positive || !strict;
                case ALWAYS:
                case EXCEEDS_PAD:
                    return true;
                default:
                    return !strict && !fixedWidth;
            }
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char sign = text.charAt(position);
            boolean negative = false;
            boolean positive = false;
            int effMinWidth = (ctx.strict || isFixedWidth(ctx) ? minWidth : 1);
            if (sign == '+') {
                if (!signParse(signStyle, true, ctx.strict, minWidth == maxWidth)) {
                    return ~position;
                }
                positive = true;
                position++;
            } else if (sign == '-') {
                if (!signParse(signStyle, false, ctx.strict, minWidth == maxWidth)) {
                    return ~position;
                }
                negative = true;
                position++;
            } else if (signStyle == SignStyle.ALWAYS && ctx.strict) {
                return ~position;
            }
            int minEndPos = position + effMinWidth;
            if (minEndPos > length) {
                return ~position;
            }
            int effMaxWidth = (ctx.strict || isFixedWidth(ctx) ? maxWidth : 9) + Math.max(subsequentWidth, 0);
            long total = 0;
            java.math.BigInteger totalBig = null;
            int pos = position;
            for (int pass = 0; pass < 2; pass++) {
                int maxEndPos = Math.min(pos + effMaxWidth, length);
                while (pos < maxEndPos) {
                    char ch = text.charAt(pos++);
                    int digit = (ch >= '0' && ch <= '9') ? ch - '0' : -1;
                    if (digit < 0) {
                        pos--;
                        if (pos < minEndPos) {
                            return ~position;
                        }
                        break;
                    }
                    if ((pos - position) > 18) {
                        if (totalBig == null) {
                            totalBig = java.math.BigInteger.valueOf(total);
                        }
                        totalBig = totalBig.multiply(java.math.BigInteger.TEN).add(java.math.BigInteger.valueOf(digit));
                    } else {
                        total = total * 10 + digit;
                    }
                }
                if (subsequentWidth > 0 && pass == 0) {
                    int parseLen = pos - position;
                    effMaxWidth = Math.max(effMinWidth, parseLen - subsequentWidth);
                    pos = position;
                    total = 0;
                    totalBig = null;
                } else {
                    break;
                }
            }
            if (negative) {
                if (totalBig != null) {
                    if (totalBig.signum() == 0 && ctx.strict) {
                        return ~(position - 1);
                    }
                    totalBig = totalBig.negate();
                }
                if (totalBig == null && total == 0 && ctx.strict) {
                    return ~(position - 1);
                }
                total = -total;
            } else if (signStyle == SignStyle.EXCEEDS_PAD && ctx.strict) {
                int parseLen = pos - position;
                if (positive) {
                    if (parseLen <= minWidth) {
                        return ~(position - 1);
                    }
                } else if (parseLen > minWidth) {
                    return ~position;
                }
            }
            if (totalBig != null) {
                if (totalBig.bitLength() > 63) {
                    totalBig = totalBig.divide(java.math.BigInteger.TEN);
                    pos--;
                }
                return setValue(ctx, totalBig.longValue(), position, pos);
            }
            return setValue(ctx, total, position, pos);
        }

        int setValue(ParseContext ctx, long value, int errorPos, int successPos) {
            return ctx.setParsedField(field, value, errorPos, successPos);
        }

        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && signStyle == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + signStyle + ")";
        }
    }

    /** A two-digit year relative to 2000 (pattern yy). */
    static final class ReducedElem extends NumberElem {
        static final int BASE = 2000;

        ReducedElem(TemporalField field, int width, int subsequentWidth) {
            super(field, width, width, SignStyle.NOT_NEGATIVE, subsequentWidth);
        }

        NumberElem withSubsequentWidth(int width) {
            return new ReducedElem(field, minWidth, Math.max(subsequentWidth, 0) + width);
        }

        NumberElem withFixedWidth() {
            return subsequentWidth == -1 ? this : new ReducedElem(field, minWidth, -1);
        }

        long printValue(PrintContext ctx, long value) {
            long absValue = Math.abs(value);
            if (value >= BASE && value < BASE + EXCEED_POINTS[minWidth]) {
                return absValue % EXCEED_POINTS[minWidth];
            }
            return absValue % EXCEED_POINTS[maxWidth];
        }

        int setValue(ParseContext ctx, long value, int errorPos, int successPos) {
            int parseLen = successPos - errorPos;
            if (parseLen == minWidth && value >= 0) {
                long range = EXCEED_POINTS[minWidth];
                long lastPart = BASE % range;
                long basePart = BASE - lastPart;
                value = basePart + value;
                if (value < BASE) {
                    value += range;
                }
            }
            return ctx.setParsedField(field, value, errorPos, successPos);
        }

        public String toString() {
            return "ReducedValue(" + field + "," + minWidth + "," + maxWidth + ",2000-01-01)";
        }
    }

    /** The fraction of a second (nano-of-second), optionally after a decimal point. */
    static final class FractionElem extends NumberElem {
        final boolean decimalPoint;

        FractionElem(int minWidth, int maxWidth, boolean decimalPoint, int subsequentWidth) {
            super(ChronoField.NANO_OF_SECOND, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
            this.decimalPoint = decimalPoint;
        }

        NumberElem withSubsequentWidth(int width) {
            return new FractionElem(minWidth, maxWidth, decimalPoint, Math.max(subsequentWidth, 0) + width);
        }

        NumberElem withFixedWidth() {
            return subsequentWidth == -1 ? this : new FractionElem(minWidth, maxWidth, decimalPoint, -1);
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long value = ctx.getValue(field);
            if (value == null) {
                return false;
            }
            int nano = ChronoField.NANO_OF_SECOND.checkValidIntValue(value);
            String digits = Integer.toString(nano + 1000_000_000).substring(1);
            int scale = 9;
            while (scale > 0 && digits.charAt(scale - 1) == '0') {
                scale--;
            }
            if (scale == 0) {
                if (minWidth > 0) {
                    if (decimalPoint) {
                        buf.append('.');
                    }
                    for (int i = 0; i < minWidth; i++) {
                        buf.append('0');
                    }
                }
            } else {
                int outputScale = Math.min(Math.max(scale, minWidth), maxWidth);
                if (decimalPoint) {
                    buf.append('.');
                }
                buf.append(digits, 0, outputScale);
            }
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int effectiveMin = (ctx.strict || isFixedWidth(ctx) ? minWidth : 0);
            int effectiveMax = (ctx.strict || isFixedWidth(ctx) ? maxWidth : 9);
            int length = text.length();
            if (position != length && decimalPoint) {
                if (text.charAt(position) != '.') {
                    return effectiveMin > 0 ? ~position : position;
                }
                position++;
            } else if (position == length) {
                return effectiveMin > 0 ? ~position : position;
            }
            int minEndPos = position + effectiveMin;
            if (minEndPos > length) {
                return ~position;
            }
            int maxEndPos = Math.min(position + effectiveMax, length);
            int total = 0;
            int pos = position;
            while (pos < maxEndPos) {
                char ch = text.charAt(pos++);
                if (ch < '0' || ch > '9') {
                    if (pos < minEndPos) {
                        return ~position;
                    }
                    pos--;
                    break;
                }
                total = total * 10 + (ch - '0');
            }
            for (int i = pos - position; i < 9; i++) {
                total *= 10;
            }
            return ctx.setParsedField(field, total, position, pos);
        }

        public String toString() {
            return "Fraction(" + field + "," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint" : "") + ")";
        }
    }
}
