package java.time.format;

import java.time.DateTimeException;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Builds formatters (the JDK's API, for the elements this library has): values with adjacent
 * parsing, English text, fractions, offsets, zone ids, instants, literals, optional sections
 * and the pattern letters G u y D M L d Q? E e c a h K k H m s S A n N V z O X x Z ' [ ].
 */
public final class DateTimeFormatterBuilder {
    private static final Map<Character, TemporalField> FIELD_MAP = new HashMap<>();

    static {
        FIELD_MAP.put('G', ChronoField.ERA);
        FIELD_MAP.put('y', ChronoField.YEAR_OF_ERA);
        FIELD_MAP.put('u', ChronoField.YEAR);
        FIELD_MAP.put('Q', java.time.temporal.IsoFields.QUARTER_OF_YEAR);
        FIELD_MAP.put('q', java.time.temporal.IsoFields.QUARTER_OF_YEAR);
        FIELD_MAP.put('M', ChronoField.MONTH_OF_YEAR);
        FIELD_MAP.put('L', ChronoField.MONTH_OF_YEAR);
        FIELD_MAP.put('D', ChronoField.DAY_OF_YEAR);
        FIELD_MAP.put('d', ChronoField.DAY_OF_MONTH);
        FIELD_MAP.put('F', ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH);
        FIELD_MAP.put('E', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('c', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('e', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('a', ChronoField.AMPM_OF_DAY);
        FIELD_MAP.put('H', ChronoField.HOUR_OF_DAY);
        FIELD_MAP.put('k', ChronoField.CLOCK_HOUR_OF_DAY);
        FIELD_MAP.put('K', ChronoField.HOUR_OF_AMPM);
        FIELD_MAP.put('h', ChronoField.CLOCK_HOUR_OF_AMPM);
        FIELD_MAP.put('m', ChronoField.MINUTE_OF_HOUR);
        FIELD_MAP.put('s', ChronoField.SECOND_OF_MINUTE);
        FIELD_MAP.put('S', ChronoField.NANO_OF_SECOND);
        FIELD_MAP.put('A', ChronoField.MILLI_OF_DAY);
        FIELD_MAP.put('n', ChronoField.NANO_OF_SECOND);
        FIELD_MAP.put('N', ChronoField.NANO_OF_DAY);
    }

    private DateTimeFormatterBuilder active = this;
    private final DateTimeFormatterBuilder parent;
    private final List<FormatElements.Element> elements = new ArrayList<>();
    private final boolean optional;
    private int valueParserIndex = -1;

    public DateTimeFormatterBuilder() {
        parent = null;
        optional = false;
    }

    private DateTimeFormatterBuilder(DateTimeFormatterBuilder parent, boolean optional) {
        this.parent = parent;
        this.optional = optional;
    }

    public DateTimeFormatterBuilder parseCaseSensitive() {
        appendInternal(new FormatElements.Setting(0));
        return this;
    }

    public DateTimeFormatterBuilder parseCaseInsensitive() {
        appendInternal(new FormatElements.Setting(1));
        return this;
    }

    public DateTimeFormatterBuilder parseStrict() {
        appendInternal(new FormatElements.Setting(2));
        return this;
    }

    public DateTimeFormatterBuilder parseLenient() {
        appendInternal(new FormatElements.Setting(3));
        return this;
    }

    public DateTimeFormatterBuilder parseDefaulting(TemporalField field, long value) {
        Objects.requireNonNull(field, "field");
        appendInternal(new FormatElements.Element() {
            public boolean format(PrintContext ctx, StringBuilder buf) {
                return true;
            }

            public int parse(ParseContext ctx, CharSequence text, int position) {
                if (!ctx.current().fieldValues.containsKey(field)) {
                    ctx.setParsedField(field, value, position, position);
                }
                return position;
            }

            public String toString() {
                return "Default(" + field + "," + value + ")";
            }
        });
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field) {
        Objects.requireNonNull(field, "field");
        appendValue(new FormatElements.NumberElem(field, 1, 19, SignStyle.NORMAL, 0));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int width) {
        Objects.requireNonNull(field, "field");
        if (width < 1 || width > 19) {
            throw new IllegalArgumentException("The width must be from 1 to 19 inclusive but was " + width);
        }
        appendValue(new FormatElements.NumberElem(field, width, width, SignStyle.NOT_NEGATIVE, 0));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
        if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
            return appendValue(field, maxWidth);
        }
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(signStyle, "signStyle");
        if (minWidth < 1 || minWidth > 19) {
            throw new IllegalArgumentException("The minimum width must be from 1 to 19 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 19) {
            throw new IllegalArgumentException("The maximum width must be from 1 to 19 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("The maximum width must exceed or equal the minimum width but " + maxWidth + " < " + minWidth);
        }
        appendValue(new FormatElements.NumberElem(field, minWidth, maxWidth, signStyle, 0));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth, int baseValue) {
        if (width != 2 || maxWidth != 2 || baseValue != 2000) {
            throw new UnsupportedOperationException("appendValueReduced: only width 2 with base 2000 (pattern yy) is implemented in this VM");
        }
        appendValue(new FormatElements.ReducedElem(field, 2, 0));
        return this;
    }

    private void appendValue(FormatElements.NumberElem pp) {
        if (active.valueParserIndex >= 0) {
            int activeValueParser = active.valueParserIndex;
            FormatElements.NumberElem basePP = (FormatElements.NumberElem) active.elements.get(activeValueParser);
            if (pp.minWidth == pp.maxWidth && pp.signStyle == SignStyle.NOT_NEGATIVE) {
                basePP = basePP.withSubsequentWidth(pp.maxWidth);
                appendInternal(pp.withFixedWidth());
                active.valueParserIndex = activeValueParser;
            } else {
                basePP = basePP.withFixedWidth();
                active.valueParserIndex = appendInternal(pp);
            }
            active.elements.set(activeValueParser, basePP);
        } else {
            active.valueParserIndex = appendInternal(pp);
        }
    }

    public DateTimeFormatterBuilder appendFraction(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
        if (field != ChronoField.NANO_OF_SECOND) {
            throw new UnsupportedOperationException("appendFraction: only NanoOfSecond is implemented in this VM, not " + field);
        }
        if (minWidth < 0 || minWidth > 9) {
            throw new IllegalArgumentException("Minimum width must be from 0 to 9 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 9) {
            throw new IllegalArgumentException("Maximum width must be from 1 to 9 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("Maximum width must exceed or equal the minimum width but " + maxWidth + " < " + minWidth);
        }
        if (minWidth == maxWidth && !decimalPoint) {
            appendValue(new FormatElements.FractionElem(minWidth, maxWidth, decimalPoint, 0));
        } else {
            appendInternal(new FormatElements.FractionElem(minWidth, maxWidth, decimalPoint, 0));
        }
        return this;
    }

    public DateTimeFormatterBuilder appendText(TemporalField field) {
        return appendText(field, TextStyle.FULL);
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, TextStyle textStyle) {
        appendInternal(new TextElements.TextElem(field, textStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant() {
        appendInternal(new TextElements.InstantElem());
        return this;
    }

    public DateTimeFormatterBuilder appendOffsetId() {
        appendInternal(new TextElements.OffsetElem("+HH:MM:ss", "Z"));
        return this;
    }

    public DateTimeFormatterBuilder appendOffset(String pattern, String noOffsetText) {
        appendInternal(new TextElements.OffsetElem(pattern, noOffsetText));
        return this;
    }

    public DateTimeFormatterBuilder appendLocalizedOffset(TextStyle style) {
        if (style != TextStyle.FULL && style != TextStyle.SHORT) {
            throw new IllegalArgumentException("Style must be either full or short");
        }
        appendInternal(new TextElements.LocalizedOffsetElem(style));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneId() {
        appendInternal(new TextElements.ZoneElem(java.time.temporal.TemporalQueries.zoneId(), null));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneRegionId() {
        appendInternal(new TextElements.ZoneElem(TextElements.REGION_ONLY, null));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneText(TextStyle textStyle) {
        appendInternal(new TextElements.ZoneElem(java.time.temporal.TemporalQueries.zoneId(), textStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(char literal) {
        appendInternal(new FormatElements.CharLiteral(literal));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(String literal) {
        Objects.requireNonNull(literal, "literal");
        if (!literal.isEmpty()) {
            if (literal.length() == 1) {
                appendInternal(new FormatElements.CharLiteral(literal.charAt(0)));
            } else {
                appendInternal(new FormatElements.StringLiteral(literal));
            }
        }
        return this;
    }

    public DateTimeFormatterBuilder append(DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        appendInternal(formatter.element().withOptional(false));
        return this;
    }

    public DateTimeFormatterBuilder appendOptional(DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        appendInternal(formatter.element().withOptional(true));
        return this;
    }

    public DateTimeFormatterBuilder appendPattern(String pattern) {
        Objects.requireNonNull(pattern, "pattern");
        PatternParser.parse(this, pattern);
        return this;
    }

    boolean inOptional() {
        return active.parent != null;
    }

    static TemporalField patternField(char letter) {
        return FIELD_MAP.get(letter);
    }

    /** Pattern letters w, W and Y: the US week definition's fields (Sunday, 1 day). */
    void appendWeekBased(char letter, int count) {
        java.time.temporal.WeekFields weekDef = java.time.temporal.WeekFields.SUNDAY_START;
        if (letter == 'Y') {
            if (count == 2) {
                appendValue(new FormatElements.ReducedElem(weekDef.weekBasedYear(), 2, 0));
            } else {
                appendValue(new FormatElements.NumberElem(weekDef.weekBasedYear(), count, 19, count < 4 ? SignStyle.NORMAL : SignStyle.EXCEEDS_PAD, 0));
            }
        } else {
            TemporalField field = letter == 'w' ? weekDef.weekOfWeekBasedYear() : weekDef.weekOfMonth();
            appendValue(new FormatElements.NumberElem(field, count == 2 ? 2 : 1, 2, SignStyle.NOT_NEGATIVE, 0));
        }
    }

    void appendLocalizedDayNumber(int count) {
        appendValue(new TextElements.LocalizedDayNumber(count, 0));
    }

    public DateTimeFormatterBuilder optionalStart() {
        active.valueParserIndex = -1;
        active = new DateTimeFormatterBuilder(active, true);
        return this;
    }

    public DateTimeFormatterBuilder optionalEnd() {
        if (active.parent == null) {
            throw new IllegalStateException("Cannot call optionalEnd() as there was no previous call to optionalStart()");
        }
        if (active.elements.size() > 0) {
            FormatElements.Composite cpp = new FormatElements.Composite(active.elements, active.optional);
            active = active.parent;
            appendInternal(cpp);
        } else {
            active = active.parent;
        }
        return this;
    }

    private int appendInternal(FormatElements.Element pp) {
        active.elements.add(pp);
        active.valueParserIndex = -1;
        return active.elements.size() - 1;
    }

    public DateTimeFormatter toFormatter() {
        return toFormatter(Locale.getDefault());
    }

    public DateTimeFormatter toFormatter(Locale locale) {
        return toFormatter(locale, ResolverStyle.SMART);
    }

    DateTimeFormatter toFormatter(Locale locale, ResolverStyle resolverStyle) {
        while (active.parent != null) {
            optionalEnd();
        }
        FormatElements.Composite pp = new FormatElements.Composite(elements, false);
        return new DateTimeFormatter(pp, locale, resolverStyle, null);
    }

    static DateTimeException unsupported(String what) {
        return new DateTimeException(what + " is not implemented in this VM");
    }
}
