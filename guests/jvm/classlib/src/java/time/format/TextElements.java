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
                if (str.regionMatches(!ctx.caseSensitive, position, name, 0, name.length()) && (best < 0 || name.length() > names[best].length())) {
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

    /** The US-localized day-of-week number (Sunday = 1), pattern letters e and c. */
    static final class LocalizedDayNumber implements FormatElements.Element {
        final int count;

        LocalizedDayNumber(int count) {
            this.count = count;
        }

        public boolean format(PrintContext ctx, StringBuilder buf) {
            Long value = ctx.getValue(ChronoField.DAY_OF_WEEK);
            if (value == null) {
                return false;
            }
            long local = value % 7 + 1;
            if (count == 2) {
                buf.append('0');
            }
            buf.append(local);
            return true;
        }

        public int parse(ParseContext ctx, CharSequence text, int position) {
            int pos = position;
            if (count == 2) {
                if (pos >= text.length() || text.charAt(pos) != '0') {
                    return ~position;
                }
                pos++;
            }
            if (pos >= text.length() || text.charAt(pos) < '1' || text.charAt(pos) > '7') {
                return ~position;
            }
            int local = text.charAt(pos) - '0';
            return ctx.setParsedField(ChronoField.DAY_OF_WEEK, (local + 5) % 7 + 1, position, pos + 1);
        }

        public String toString() {
            return "Localized(DayOfWeek," + count + ")";
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
            if (position == length) {
                return noOffsetLen == 0 ? ctx.setParsedField(ChronoField.OFFSET_SECONDS, 0, position, position) : ~position;
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
                if (hours > 18 || minutes > 59 || seconds > 59) {
                    return ~position;
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

        public int parse(ParseContext ctx, CharSequence text, int position) {
            throw new DateTimeException("Parsing a localized offset (pattern letter O or ZZZZ) is not implemented in this VM");
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

        public int parse(ParseContext ctx, CharSequence text, int position) {
            if (textStyle != null) {
                throw new DateTimeException("Parsing a time-zone name (pattern letter z) is not implemented in this VM");
            }
            int pos = position;
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (Character.isLetterOrDigit(c) || c == '/' || c == '_' || c == '+' || c == '-' || c == '~' || c == '.' || c == ':') {
                    pos++;
                } else {
                    break;
                }
            }
            if (pos == position) {
                return ~position;
            }
            try {
                ctx.setParsedZone(ZoneId.of(text.subSequence(position, pos).toString()));
            } catch (DateTimeException ex) {
                return ~position;
            }
            return pos;
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
            java.util.Map<TemporalField, Long> f = sub.current().fieldValues;
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
