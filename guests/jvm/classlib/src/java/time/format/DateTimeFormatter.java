package java.time.format;

import static java.time.temporal.ChronoField.*;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;
import java.util.Locale;
import java.util.Objects;

/**
 * Formats and parses dates and times: the JDK's ISO formatters, ofPattern (English text) and
 * the US localized styles, with the JDK's output, parse rules (strict, adjacent values,
 * SMART/STRICT resolution) and exception messages.
 */
public final class DateTimeFormatter {
    private final FormatElements.Composite printerParser;
    private final Locale locale;
    private final ResolverStyle resolverStyle;
    private final ZoneId zone;

    public static final DateTimeFormatter ISO_LOCAL_DATE = new DateTimeFormatterBuilder().appendValue(YEAR, 4, 10, SignStyle.EXCEEDS_PAD).appendLiteral('-').appendValue(MONTH_OF_YEAR, 2)
            .appendLiteral('-').appendValue(DAY_OF_MONTH, 2).toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_OFFSET_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive().append(ISO_LOCAL_DATE).appendOffsetId().toFormatter(Locale.ROOT,
            ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive().append(ISO_LOCAL_DATE).optionalStart().appendOffsetId().toFormatter(Locale.ROOT,
            ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_LOCAL_TIME = new DateTimeFormatterBuilder().appendValue(HOUR_OF_DAY, 2).appendLiteral(':').appendValue(MINUTE_OF_HOUR, 2).optionalStart()
            .appendLiteral(':').appendValue(SECOND_OF_MINUTE, 2).optionalStart().appendFraction(NANO_OF_SECOND, 0, 9, true).toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_OFFSET_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive().append(ISO_LOCAL_TIME).appendOffsetId().toFormatter(Locale.ROOT,
            ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive().append(ISO_LOCAL_TIME).optionalStart().appendOffsetId().toFormatter(Locale.ROOT,
            ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive().append(ISO_LOCAL_DATE).appendLiteral('T').append(ISO_LOCAL_TIME)
            .toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive().append(ISO_LOCAL_DATE_TIME).parseLenient().appendOffsetId()
            .parseStrict().toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_ZONED_DATE_TIME = new DateTimeFormatterBuilder().append(ISO_OFFSET_DATE_TIME).optionalStart().appendLiteral('[').parseCaseSensitive()
            .appendZoneRegionId().appendLiteral(']').toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_DATE_TIME = new DateTimeFormatterBuilder().append(ISO_LOCAL_DATE_TIME).optionalStart().appendOffsetId().optionalStart().appendLiteral('[')
            .parseCaseSensitive().appendZoneRegionId().appendLiteral(']').toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_ORDINAL_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive().appendValue(YEAR, 4, 10, SignStyle.EXCEEDS_PAD).appendLiteral('-')
            .appendValue(DAY_OF_YEAR, 3).optionalStart().appendOffsetId().toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_INSTANT = new DateTimeFormatterBuilder().parseCaseInsensitive().appendInstant().toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter BASIC_ISO_DATE = new DateTimeFormatterBuilder().parseCaseInsensitive().appendValue(YEAR, 4).appendValue(MONTH_OF_YEAR, 2)
            .appendValue(DAY_OF_MONTH, 2).optionalStart().parseLenient().appendOffset("+HHMMss", "Z").parseStrict().toFormatter(Locale.ROOT, ResolverStyle.STRICT);
    public static final DateTimeFormatter RFC_1123_DATE_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive().parseLenient().optionalStart().appendText(DAY_OF_WEEK, TextStyle.SHORT)
            .appendLiteral(", ").optionalEnd().appendValue(DAY_OF_MONTH, 1, 2, SignStyle.NOT_NEGATIVE).appendLiteral(' ').appendText(MONTH_OF_YEAR, TextStyle.SHORT).appendLiteral(' ')
            .appendValue(YEAR, 4).appendLiteral(' ').appendValue(HOUR_OF_DAY, 2).appendLiteral(':').appendValue(MINUTE_OF_HOUR, 2).optionalStart().appendLiteral(':')
            .appendValue(SECOND_OF_MINUTE, 2).optionalEnd().appendLiteral(' ').appendOffset("+HHMM", "GMT").toFormatter(Locale.ROOT, ResolverStyle.SMART);

    DateTimeFormatter(FormatElements.Composite printerParser, Locale locale, ResolverStyle resolverStyle, ZoneId zone) {
        this.printerParser = printerParser;
        this.locale = locale;
        this.resolverStyle = resolverStyle;
        this.zone = zone;
    }

    FormatElements.Composite element() {
        return printerParser;
    }

    public static DateTimeFormatter ofPattern(String pattern) {
        return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter();
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter(locale);
    }

    private static String datePattern(FormatStyle style) {
        switch (style) {
            case FULL:
                return "EEEE, MMMM d, y";
            case LONG:
                return "MMMM d, y";
            case MEDIUM:
                return "MMM d, y";
            default:
                return "M/d/yy";
        }
    }

    private static String timePattern(FormatStyle style) {
        switch (style) {
            case FULL:
                return "h:mm:ss a zzzz";
            case LONG:
                return "h:mm:ss a z";
            case MEDIUM:
                return "h:mm:ss a";
            default:
                return "h:mm a";
        }
    }

    public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
        return ofPattern(datePattern(dateStyle));
    }

    public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
        return ofPattern(timePattern(timeStyle));
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateTimeStyle) {
        return ofLocalizedDateTime(dateTimeStyle, dateTimeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
        String glue = (dateStyle == FormatStyle.FULL || dateStyle == FormatStyle.LONG) ? " 'at' " : ", ";
        return ofPattern(datePattern(dateStyle) + glue + timePattern(timeStyle));
    }

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        return new DateTimeFormatter(printerParser, locale, resolverStyle, zone);
    }

    public DateTimeFormatter localizedBy(Locale locale) {
        return withLocale(locale);
    }

    public ZoneId getZone() {
        return zone;
    }

    public DateTimeFormatter withZone(ZoneId zone) {
        return new DateTimeFormatter(printerParser, locale, resolverStyle, zone);
    }

    public ResolverStyle getResolverStyle() {
        return resolverStyle;
    }

    public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
        Objects.requireNonNull(resolverStyle, "resolverStyle");
        return new DateTimeFormatter(printerParser, locale, resolverStyle, zone);
    }

    public String format(TemporalAccessor temporal) {
        StringBuilder buf = new StringBuilder(32);
        formatTo(temporal, buf);
        return buf.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        Objects.requireNonNull(temporal, "temporal");
        Objects.requireNonNull(appendable, "appendable");
        TemporalAccessor target = temporal;
        if (zone != null && temporal.isSupported(INSTANT_SECONDS)) {
            target = ZonedDateTime.ofInstant(Instant.from(temporal), zone);
        }
        PrintContext context = new PrintContext(target);
        try {
            if (appendable instanceof StringBuilder) {
                printerParser.format(context, (StringBuilder) appendable);
            } else {
                StringBuilder buf = new StringBuilder(32);
                printerParser.format(context, buf);
                appendable.append(buf);
            }
        } catch (IOException ex) {
            throw new DateTimeException(ex.getMessage(), ex);
        }
    }

    public TemporalAccessor parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        try {
            return parseResolved0(text);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public <T> T parse(CharSequence text, TemporalQuery<T> query) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(query, "query");
        try {
            return parseResolved0(text).query(query);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    private static String abbreviate(CharSequence text) {
        if (text.length() > 64) {
            return text.subSequence(0, 64).toString() + "...";
        }
        return text.toString();
    }

    private DateTimeParseException createError(CharSequence text, RuntimeException ex) {
        return new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed: " + ex.getMessage(), text, 0, ex);
    }

    private TemporalAccessor parseResolved0(CharSequence text) {
        ParseContext context = new ParseContext();
        int pos = printerParser.parse(context, text, 0);
        if (pos < 0) {
            throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed at index " + ~pos, text, ~pos);
        }
        if (pos < text.length()) {
            throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed, unparsed text found at index " + pos, text, pos);
        }
        Parsed parsed = context.current();
        if (zone != null && parsed.zone == null) {
            parsed.zone = zone;
        }
        return parsed.resolve(resolverStyle);
    }

    public String toString() {
        String pattern = printerParser.toString();
        pattern = pattern.startsWith("[") ? pattern : pattern.substring(1, pattern.length() - 1);
        return pattern;
    }
}
