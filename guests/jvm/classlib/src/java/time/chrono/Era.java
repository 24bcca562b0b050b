package java.time.chrono;

import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;
import java.util.Locale;

/** An era of a calendar system (the JDK's interface; English names). */
public interface Era extends TemporalAccessor, TemporalAdjuster {
    int getValue();

    default boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field == ChronoField.ERA;
        }
        return field != null && field.isSupportedBy(this);
    }

    default ValueRange range(TemporalField field) {
        return TemporalAccessor.super.range(field);
    }

    default int get(TemporalField field) {
        if (field == ChronoField.ERA) {
            return getValue();
        }
        return TemporalAccessor.super.get(field);
    }

    default long getLong(TemporalField field) {
        if (field == ChronoField.ERA) {
            return getValue();
        } else if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    default <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.precision()) {
            return (R) ChronoUnit.ERAS;
        }
        return TemporalAccessor.super.query(query);
    }

    default Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.ERA, getValue());
    }

    default String getDisplayName(TextStyle style, Locale locale) {
        boolean ce = getValue() == 1;
        switch (style) {
            case FULL:
            case FULL_STANDALONE:
                return ce ? "Anno Domini" : "Before Christ";
            case NARROW:
            case NARROW_STANDALONE:
                return ce ? "A" : "B";
            default:
                return ce ? "AD" : "BC";
        }
    }
}
