package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;

/** Printer-parsers for English text, localized day numbers, offsets, zones and instants. */
final class TextElements {
    private TextElements() {
    }

    static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"};
    static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    private static final String[][] MONTH_TEXTS = {MONTHS, abbreviate(MONTHS, 3), abbreviate(MONTHS, 1)};
    private static final String[][] DAY_TEXTS = {DAYS, abbreviate(DAYS, 3), abbreviate(DAYS, 1)};
    private static final String[][] AMPM_TEXTS = {{"AM", "PM"}, {"AM", "PM"}, {"a", "p"}};
    private static final String[][] QUARTER_TEXTS = {{"1st quarter", "2nd quarter", "3rd quarter", "4th quarter"}, {"Q1", "Q2", "Q3", "Q4"}, {"1", "2", "3", "4"}};
    private static final String[][] ERA_TEXTS = {{"Before Christ", "Anno Domini"}, {"BC", "AD"}, {"B", "A"}};

    private static String[] abbreviate(String[] names, int length) {
        String[] out = new String[names.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = names[i].substring(0, length);
        }
        return out;
    }

    /** The English texts of a field's values (index 0 = the field's minimum), or null. */
    static String[] texts(TemporalField field, TextStyle style) {
        int kind = (style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE) ? 0 : (style == TextStyle.NARROW || style == TextStyle.NARROW_STANDALONE) ? 2 : 1;
        if (field == ChronoField.MONTH_OF_YEAR) {
            return MONTH_TEXTS[kind];
        } else if (field == ChronoField.DAY_OF_WEEK) {
            return DAY_TEXTS[kind];
        } else if (field == ChronoField.AMPM_OF_DAY) {
            return AMPM_TEXTS[kind];
        } else if (field == ChronoField.ERA) {
            return ERA_TEXTS[kind];
        } else if (field == java.time.temporal.IsoFields.QUARTER_OF_YEAR) {
            return QUARTER_TEXTS[kind];
        }
        return null;
    }

    static final class TextElem implements FormatElements.Element {
        final TemporalField field;
        final TextStyle style;

        TextElem(TemporalField field, TextStyle style) {
            this.field = field;
            this.style = style;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long value = ctx.getValue(field);
            if (value == null) {
                return false;
            }
            String[] names = texts(field, style);
            long min = field.range().getMinimum();
            if (names == null || value < min || value - min >= names.length) {
                buf.append(value);
            } else {
                buf.append(names[(int) (value - min)]);
            }
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int length = text.length();
            if (position < 0 || position > length) {
                throw new IndexOutOfBoundsException();
            }
            String[] names = texts(field, style);
            if (names == null) {
                return ~position;
            }
            String str = text.toString();
            int best = -1;
            for (int i = 0; i < names.length; i++) {
                String name = names[i];
                if (str.regionMatches(!ctx.caseSensitive, position, name, 0, name.length()) && (best < 0 || name.length() >= names[best].length())) {
                    best = i;
                }
            }
            if (best < 0) {
                return ~position;
            }
            return ctx.setParsedField(field, field.range().getMinimum() + best, position, position + names[best].length());
        }

        public String toString() {
            return style == TextStyle.FULL ? "Text(" + field + ")" : "Text(" + field + "," + style + ")";
        }
    }

    /** The US-localized day-of-week number (Sunday = 1), pattern letters e and c: a fixed-width value (adjacent parsing). */
    static final class LocalizedDayNumber extends FormatElements.NumberElem {
        LocalizedDayNumber(int count, int subsequentWidth) {
            super(ChronoField.DAY_OF_WEEK, count, count, SignStyle.NOT_NEGATIVE, subsequentWidth);
        }

        FormatElements.NumberElem withSubsequentWidth(int width) {
            return new LocalizedDayNumber(minWidth, Math.max(subsequentWidth, 0) + width);
        }

        FormatElements.NumberElem withFixedWidth() {
            return subsequentWidth == -1 ? this : new LocalizedDayNumber(minWidth, -1);
        }

        long printValue(PrintContext ctx, long value) {
            return value % 7 + 1;
        }

        int setValue(ParseContext ctx, long value, int errorPos, int successPos) {
            if (value < 1 || value > 7) {
                return ~errorPos;
            }
            return ctx.setParsedField(field, (value + 5) % 7 + 1, errorPos, successPos);
        }

        public String toString() {
            return "Localized(DayOfWeek," + minWidth + ")";
        }
    }

    static final String[] OFFSET_PATTERNS = {"+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss", "+HHMMSS", "+HH:MM:SS", "+HHmmss", "+HH:mm:ss"};

    /** An offset such as +01:00, or the no-offset text (Z, +00, ...) for zero. */
    static final class OffsetElem implements FormatElements.Element {
        final int type;
        final String noOffsetText;

        OffsetElem(String pattern, String noOffsetText) {
            int index = -1;
            for (int i = 0; i < OFFSET_PATTERNS.length; i++) {
                if (OFFSET_PATTERNS[i].equals(pattern)) {
                    index = i;
                }
            }
            if (index < 0) {
                throw new IllegalArgumentException("Invalid zone offset pattern: " + pattern);
            }
            this.type = index;
            this.noOffsetText = noOffsetText;
        }

        private boolean isColon() {
            return type > 0 && (type % 2) == 0;
        }

        private static void pad2(boolean colon, int value, StringBuilder buf) {
            buf.append(colon ? ":" : "").append((char) (value / 10 + '0')).append((char) (value % 10 + '0'));
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long offsetSecs = ctx.getValue(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs == 0) {
                buf.append(noOffsetText);
            } else {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                int bufPos = buf.length();
                int output = absHours;
                buf.append(totalSecs < 0 ? "-" : "+");
                pad2(false, absHours, buf);
                if ((type >= 3 && type <= 8) || (type >= 9 && absSeconds > 0) || (type >= 1 && absMinutes > 0)) {
                    pad2(isColon(), absMinutes, buf);
                    output += absMinutes;
                    if (type == 7 || type == 8 || (type >= 5 && absSeconds > 0)) {
                        pad2(isColon(), absSeconds, buf);
                        output += absSeconds;
                    }
                }
                if (output == 0) {
                    buf.setLength(bufPos);
                    buf.append(noOffsetText);
                }
            }
            return true;
        }

        private static int digits2(CharSequence text, int pos) {
            if (pos + 2 > text.length()) {
                return -1;
            }
            char a = text.charAt(pos);
            char b = text.charAt(pos + 1);
            if (a < '0' || a > '9' || b < '0' || b > '9') {
                return -1;
            }
            return (a - '0') * 10 + (b - '0');
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int length = text.length();
            int noOffsetLen = noOffsetText.length();
            if (noOffsetLen == 0) {
                if (position == length) {
                    return ctx.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position);
                }
            } else {
                if (position == length) {
                    return ~position;
                }
                if (text.toString().regionMatches(!ctx.caseSensitive, position, noOffsetText, 0, noOffsetLen)) {
                    return ctx.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position + noOffsetLen);
                }
            }
            char sign = text.charAt(position);
            if (sign == '+' || sign == '-') {
                int negative = (sign == '-' ? -1 : 1);
                int pos = position + 1;
                int hours = digits2(text, pos);
                if (hours < 0) {
                    return noOffsetMatch(ctx, text, position);
                }
                pos += 2;
                int minutes = 0;
                int seconds = 0;
                int sep = isColon() ? 1 : 0;
                boolean minutesRequired = type >= 3 && type <= 8;
                if (type > 0 && (!isColon() || (pos < length && text.charAt(pos) == ':')) && digits2(text, pos + sep) >= 0) {
                    minutes = digits2(text, pos + sep);
                    pos += 2 + sep;
                    boolean secondsRequired = type == 7 || type == 8;
                    if (type >= 5 && (!isColon() || (pos < length && text.charAt(pos) == ':')) && digits2(text, pos + sep) >= 0) {
                        seconds = digits2(text, pos + sep);
                        pos += 2 + sep;
                    } else if (secondsRequired && ctx.strict) {
                        return ~position;
                    }
                } else if (minutesRequired && ctx.strict) {
                    return ~position;
                }
                if (hours > 23 || minutes > 59 || seconds > 59) {
                    throw new DateTimeException("Value out of range: Hour[0-23], Minute[0-59], Second[0-59]");
                }
                long offsetSecs = negative * (hours * 3600L + minutes * 60L + seconds);
                return ctx.setParsedField(ChronoField.OFFSET_SECONDS, offsetSecs, position, pos);
            }
            return noOffsetMatch(ctx, text, position);
        }

        private int noOffsetMatch(ParseContext ctx, CharSequence text, int position) {
            int noOffsetLen = noOffsetText.length();
            if (text.toString().regionMatches(!ctx.caseSensitive, position, noOffsetText, 0, noOffsetLen)) {
                return ctx.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position + noOffsetLen);
            }
            return ~position;
        }

        public String toString() {
            String converted = noOffsetText.replace("'", "''");
            return "Offset(" + OFFSET_PATTERNS[type] + ",'" + converted + "')";
        }
    }

    /** GMT+1 (short) or GMT+01:00 (full), pattern letter O and ZZZZ. */
    static final class LocalizedOffsetElem implements FormatElements.Element {
        final TextStyle style;

        LocalizedOffsetElem(TextStyle style) {
            this.style = style;
        }

        private static void hms(StringBuilder buf, int value) {
            buf.append((char) (value / 10 + '0')).append((char) (value % 10 + '0'));
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long offsetSecs = ctx.getValue(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            buf.append("GMT");
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs != 0) {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                buf.append(totalSecs < 0 ? "-" : "+");
                if (style == TextStyle.FULL) {
                    hms(buf, absHours);
                    buf.append(':');
                    hms(buf, absMinutes);
                    if (absSeconds != 0) {
                        buf.append(':');
                        hms(buf, absSeconds);
                    }
                } else {
                    if (absHours >= 10) {
                        buf.append((char) (absHours / 10 + '0'));
                    }
                    buf.append((char) (absHours % 10 + '0'));
                    if (absMinutes != 0 || absSeconds != 0) {
                        buf.append(':');
                        hms(buf, absMinutes);
                        if (absSeconds != 0) {
                            buf.append(':');
                            hms(buf, absSeconds);
                        }
                    }
                }
            }
            return true;
        }

        private static int digit(CharSequence text, int position) {
            if (position >= text.length()) {
                return -1;
            }
            char c = text.charAt(position);
            return (c < '0' || c > '9') ? -1 : c - '0';
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int pos = position;
            int end = text.length();
            if (!text.toString().regionMatches(!ctx.caseSensitive, pos, "GMT", 0, 3)) {
                return ~position;
            }
            pos += 3;
            if (pos == end) {
                return ctx.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, pos);
            }
            char sign = text.charAt(pos);
            int negative;
            if (sign == '+') {
                negative = 1;
            } else if (sign == '-') {
                negative = -1;
            } else {
                return ctx.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, pos);
            }
            pos++;
            int h;
            int m = 0;
            int s = 0;
            if (style == TextStyle.FULL) {
                int h1 = digit(text, pos++);
                int h2 = digit(text, pos++);
                if (h1 < 0 || h2 < 0 || pos >= end || text.charAt(pos++) != ':') {
                    return ~position;
                }
                h = h1 * 10 + h2;
                int m1 = digit(text, pos++);
                int m2 = digit(text, pos++);
                if (m1 < 0 || m2 < 0) {
                    return ~position;
                }
                m = m1 * 10 + m2;
                if (pos + 2 < end && text.charAt(pos) == ':') {
                    int s1 = digit(text, pos + 1);
                    int s2 = digit(text, pos + 2);
                    if (s1 >= 0 && s2 >= 0) {
                        s = s1 * 10 + s2;
                        pos += 3;
                    }
                }
            } else {
                h = digit(text, pos++);
                if (h < 0) {
                    return ~position;
                }
                if (pos < end) {
                    int h2 = digit(text, pos);
                    if (h2 >= 0) {
                        h = h * 10 + h2;
                        pos++;
                    }
                    if (pos + 2 < end && text.charAt(pos) == ':') {
                        int m1 = digit(text, pos + 1);
                        int m2 = digit(text, pos + 2);
                        if (m1 >= 0 && m2 >= 0) {
                            m = m1 * 10 + m2;
                            pos += 3;
                            if (pos + 2 < end && text.charAt(pos) == ':') {
                                int s1 = digit(text, pos + 1);
                                int s2 = digit(text, pos + 2);
                                if (s1 >= 0 && s2 >= 0) {
                                    s = s1 * 10 + s2;
                                    pos += 3;
                                }
                            }
                        }
                    }
                }
            }
            long offsetSecs = negative * (h * 3600L + m * 60L + s);
            return ctx.setParsedField(ChronoField.OFFSET_SECONDS, offsetSecs, position, pos);
        }

        public String toString() {
            return "LocalizedOffset(" + style + ")";
        }
    }

    static final TemporalQuery<ZoneId> REGION_ONLY = new TemporalQuery<ZoneId>() {
        public ZoneId queryFrom(TemporalAccessor temporal) {
            ZoneId zone = temporal.query(TemporalQueries.zoneId());
            return zone instanceof ZoneOffset ? null : zone;
        }

        public String toString() {
            return "ZoneRegionId()";
        }
    };

    /** A zone id (pattern VV; the ISO formatters' [region]); text (z, zzzz) names UTC and GMT. */
    static final class ZoneElem implements FormatElements.Element {
        final TemporalQuery<ZoneId> query;
        final TextStyle textStyle;

        ZoneElem(TemporalQuery<ZoneId> query, TextStyle textStyle) {
            this.query = query;
            this.textStyle = textStyle;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            ZoneId zone = ctx.getValue(query);
            if (zone == null) {
                return false;
            }
            String id = zone.getId();
            if (textStyle != null && !(zone instanceof ZoneOffset)) {
                boolean full = textStyle == TextStyle.FULL;
                switch (id) {
                    case "UTC":
                    case "Etc/UTC":
                    case "Etc/UCT":
                    case "UCT":
                    case "Universal":
                    case "Etc/Universal":
                    case "Zulu":
                    case "Etc/Zulu":
                        id = full ? "Coordinated Universal Time" : "UTC";
                        break;
                    case "GMT":
                    case "Etc/GMT":
                    case "Greenwich":
                    case "Etc/Greenwich":
                    case "GMT0":
                    case "Etc/GMT0":
                    case "Etc/GMT+0":
                    case "Etc/GMT-0":
                        id = full ? "Greenwich Mean Time" : "GMT";
                        break;
                    default:
                        throw new DateTimeException("The name of time-zone " + id + " (pattern letter z) is not known to this VM");
                }
            }
            buf.append(id);
            return true;
        }

        private static boolean charEquals(ParseContext ctx, char a, char b) {
            return ctx.caseSensitive ? a == b : Character.toUpperCase(a) == Character.toUpperCase(b) || Character.toLowerCase(a) == Character.toLowerCase(b);
        }

        private static final String[] NAMES = {"Coordinated Universal Time", "Greenwich Mean Time", "UTC", "GMT"};
        private static final String[] NAME_IDS = {"UTC", "GMT", "UTC", "GMT"};

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char nextChar = text.charAt(position);
            if (nextChar == '+' || nextChar == '-') {
                return parseOffsetBased(ctx, text, position, position, "Z");
            } else if (length >= position + 2) {
                char nextNextChar = text.charAt(position + 1);
                if (charEquals(ctx, nextChar, 'U') && charEquals(ctx, nextNextChar, 'T')) {
                    if (length >= position + 3 && charEquals(ctx, text.charAt(position + 2), 'C')) {
                        if (textStyle == null) {
                            return parseOffsetBased(ctx, text, position, position + 3, "0");
                        }
                    } else {
                        return parseOffsetBased(ctx, text, position, position + 2, "0");
                    }
                } else if (charEquals(ctx, nextChar, 'G') && length >= position + 3 && charEquals(ctx, nextNextChar, 'M') && charEquals(ctx, text.charAt(position + 2), 'T')) {
                    if (length >= position + 4 && charEquals(ctx, text.charAt(position + 3), '0')) {
                        ctx.setParsedZone(ZoneId.of("GMT0"));
                        return position + 4;
                    }
                    return parseOffsetBased(ctx, text, position, position + 3, "0");
                }
            }
            String str = text.toString();
            if (textStyle != null) {
                for (int i = 0; i < NAMES.length; i++) {
                    if (str.regionMatches(!ctx.caseSensitive, position, NAMES[i], 0, NAMES[i].length())) {
                        int after = position + NAMES[i].length();
                        boolean offsetOrEnd = after == length || text.charAt(after) == '+' || text.charAt(after) == '-';
                        ctx.setParsedZone(ZoneId.of(NAME_IDS[i].equals("UTC") && !(offsetOrEnd && NAMES[i].equals("UTC")) ? "Etc/UTC" : NAME_IDS[i]));
                        return position + NAMES[i].length();
                    }
                }
            }
            int pos = position;
            while (pos < length) {
                char c = text.charAt(pos);
                if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (pos > position && ((c >= '0' && c <= '9') || c == '/' || c == '_' || c == '+' || c == '-' || c == '~' || c == '.'))) {
                    pos++;
                } else {
                    break;
                }
            }
            while (pos > position) {
                try {
                    ctx.setParsedZone(ZoneId.of(str.substring(position, pos)));
                    return pos;
                } catch (DateTimeException ex) {
                    pos--;
                }
            }
            if (charEquals(ctx, nextChar, 'Z')) {
                ctx.setParsedZone(ZoneOffset.UTC);
                return position + 1;
            }
            return ~position;
        }

        private static int parseOffsetBased(ParseContext ctx, CharSequence text, int prefixPos, int position, String noOffsetText) {
            String prefix = text.subSequence(prefixPos, position).toString().toUpperCase();
            if (position >= text.length()) {
                ctx.setParsedZone(ZoneId.of(prefix));
                return position;
            }
            if (text.charAt(position) == '0' || charEquals(ctx, text.charAt(position), 'Z')) {
                ctx.setParsedZone(ZoneId.of(prefix));
                return position;
            }
            ParseContext newContext = new ParseContext();
            newContext.caseSensitive = ctx.caseSensitive;
            newContext.strict = ctx.strict;
            int endPos = new OffsetElem("+HH:MM:ss", noOffsetText).parse(newContext, text, position);
            try {
                if (endPos < 0) {
                    if (noOffsetText.equals("Z")) {
                        return ~prefixPos;
                    }
                    ctx.setParsedZone(ZoneId.of(prefix));
                    return position;
                }
                int offset = (int) newContext.current().fieldValues.get(ChronoField.OFFSET_SECONDS).longValue();
                ctx.setParsedZone(ZoneId.ofOffset(prefix, ZoneOffset.ofTotalSeconds(offset)));
                return endPos;
            } catch (DateTimeException dte) {
                return ~prefixPos;
            }
        }

        public String toString() {
            return textStyle != null ? "ZoneText(" + textStyle + ")" : query.toString();
        }
    }

    /** An instant as an ISO UTC date-time, e.g. 2024-03-15T10:15:30Z (ISO_INSTANT). */
    static final class InstantElem implements FormatElements.Element {
        private static DateTimeFormatter parser;

        private static synchronized DateTimeFormatter parser() {
            if (parser == null) {
                parser = new DateTimeFormatterBuilder().parseCaseInsensitive().append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T').append(DateTimeFormatter.ISO_LOCAL_TIME)
                        .appendOffsetId().toFormatter();
            }
            return parser;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long inSecs = ctx.getValue(ChronoField.INSTANT_SECONDS);
            Long inNanos = null;
            if (ctx.temporal.isSupported(ChronoField.NANO_OF_SECOND)) {
                inNanos = ctx.temporal.getLong(ChronoField.NANO_OF_SECOND);
            }
            if (inSecs == null) {
                return false;
            }
            int inNano = ChronoField.NANO_OF_SECOND.checkValidIntValue(inNanos != null ? inNanos : 0);
            LocalDateTime ldt = LocalDateTime.ofEpochSecond(inSecs, 0, ZoneOffset.UTC);
            buf.append(ldt);
            if (ldt.getSecond() == 0) {
                buf.append(":00");
            }
            if (inNano > 0) {
                if (inNano % 1000_000 == 0) {
                    buf.append('.').append(Integer.toString((inNano / 1000_000) + 1000).substring(1));
                } else if (inNano % 1000 == 0) {
                    buf.append('.').append(Integer.toString((inNano / 1000) + 1000_000).substring(1));
                } else {
                    buf.append('.').append(Integer.toString(inNano + 1000_000_000).substring(1));
                }
            }
            buf.append('Z');
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            ParseContext sub = new ParseContext();
            sub.caseSensitive = false;
            int pos = parser().element().parse(sub, text, position);
            if (pos < 0) {
                return pos;
            }
            FieldValues f = sub.current().fieldValues;
            try {
                long hour = f.get(ChronoField.HOUR_OF_DAY);
                Long sec = f.get(ChronoField.SECOND_OF_MINUTE);
                Long nano = f.get(ChronoField.NANO_OF_SECOND);
                int days = 0;
                if (hour == 24 && f.get(ChronoField.MINUTE_OF_HOUR) == 0 && (sec == null || sec == 0) && (nano == null || nano == 0)) {
                    hour = 0;
                    days = 1;
                }
                LocalDateTime ldt = LocalDateTime.of(f.get(ChronoField.YEAR).intValue(), f.get(ChronoField.MONTH_OF_YEAR).intValue(), f.get(ChronoField.DAY_OF_MONTH).intValue(), (int) hour,
                        f.get(ChronoField.MINUTE_OF_HOUR).intValue(), sec == null ? 0 : sec.intValue(), 0).plusDays(days);
                long offset = f.get(ChronoField.OFFSET_SECONDS);
                long instantSecs = ldt.toEpochSecond(ZoneOffset.UTC) - offset;
                int successPos = ctx.setParsedField(ChronoField.INSTANT_SECONDS, instantSecs, position, pos);
                return ctx.setParsedField(ChronoField.NANO_OF_SECOND, nano == null ? 0 : nano, position, successPos);
            } catch (RuntimeException ex) {
                return ~position;
            }
        }

        public String toString() {
            return "ParseCaseSensitive(false)Instant()";
        }
    }
}
