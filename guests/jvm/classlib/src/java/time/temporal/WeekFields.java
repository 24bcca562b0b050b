package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Objects;

/**
 * Localized week definitions: the first day of the week and the minimal days in the first
 * week (the JDK's fields and values). ISO is Monday/4; every locale of this VM uses the US
 * definition, Sunday/1. Reading the fields is supported; setting them throws
 * UnsupportedOperationException naming the field.
 */
public final class WeekFields implements java.io.Serializable {
    private static final long serialVersionUID = -1177360819670808121L;
    public static final WeekFields ISO = new WeekFields(DayOfWeek.MONDAY, 4);
    public static final WeekFields SUNDAY_START = new WeekFields(DayOfWeek.SUNDAY, 1);
    public static final TemporalUnit WEEK_BASED_YEARS = IsoFields.WEEK_BASED_YEARS;

    private final DayOfWeek firstDayOfWeek;
    private final int minimalDays;
    private final transient TemporalField dayOfWeek = new Field(this, 0, "DayOfWeek");
    private final transient TemporalField weekOfMonth = new Field(this, 1, "WeekOfMonth");
    private final transient TemporalField weekOfYear = new Field(this, 2, "WeekOfYear");
    private final transient TemporalField weekOfWeekBasedYear = new Field(this, 3, "WeekOfWeekBasedYear");
    private final transient TemporalField weekBasedYear = new Field(this, 4, "WeekBasedYear");

    private WeekFields(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        this.firstDayOfWeek = firstDayOfWeek;
        this.minimalDays = minimalDaysInFirstWeek;
    }

    public static WeekFields of(Locale locale) {
        Objects.requireNonNull(locale, "locale");
        return SUNDAY_START;
    }

    public static WeekFields of(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        if (minimalDaysInFirstWeek < 1 || minimalDaysInFirstWeek > 7) {
            throw new IllegalArgumentException("Minimal number of days is invalid");
        }
        if (firstDayOfWeek == DayOfWeek.MONDAY && minimalDaysInFirstWeek == 4) {
            return ISO;
        }
        if (firstDayOfWeek == DayOfWeek.SUNDAY && minimalDaysInFirstWeek == 1) {
            return SUNDAY_START;
        }
        return new WeekFields(firstDayOfWeek, minimalDaysInFirstWeek);
    }

    public DayOfWeek getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDays;
    }

    public TemporalField dayOfWeek() {
        return dayOfWeek;
    }

    public TemporalField weekOfMonth() {
        return weekOfMonth;
    }

    public TemporalField weekOfYear() {
        return weekOfYear;
    }

    public TemporalField weekOfWeekBasedYear() {
        return weekOfWeekBasedYear;
    }

    public TemporalField weekBasedYear() {
        return weekBasedYear;
    }

    public boolean equals(Object object) {
        if (this == object) {
            return true;
        }
        if (object instanceof WeekFields) {
            return hashCode() == object.hashCode();
        }
        return false;
    }

    public int hashCode() {
        return firstDayOfWeek.ordinal() * 7 + minimalDays;
    }

    public String toString() {
        return "WeekFields[" + firstDayOfWeek + ',' + minimalDays + ']';
    }

    static final class Field implements TemporalField {
        private final WeekFields weekDef;
        private final int kind;
        private final String name;

        Field(WeekFields weekDef, int kind, String name) {
            this.weekDef = weekDef;
            this.kind = kind;
            this.name = name;
        }

        private int sow() {
            return weekDef.firstDayOfWeek.getValue();
        }

        public TemporalUnit getBaseUnit() {
            return kind == 0 ? ChronoUnit.DAYS : kind == 4 ? ChronoUnit.YEARS : ChronoUnit.WEEKS;
        }

        public TemporalUnit getRangeUnit() {
            return kind == 0 ? ChronoUnit.WEEKS : kind == 1 ? ChronoUnit.MONTHS : kind == 4 ? ChronoUnit.FOREVER : ChronoUnit.YEARS;
        }

        public ValueRange range() {
            switch (kind) {
                case 0:
                    return ValueRange.of(1, 7);
                case 1:
                    return ValueRange.of(0, 1, 4, 6);
                case 2:
                    return ValueRange.of(0, 1, 52, 54);
                case 3:
                    return ValueRange.of(1, 52, 53);
                default:
                    return ChronoField.YEAR.range();
            }
        }

        public boolean isDateBased() {
            return true;
        }

        public boolean isTimeBased() {
            return false;
        }

        public boolean isSupportedBy(TemporalAccessor temporal) {
            if (!temporal.isSupported(ChronoField.DAY_OF_WEEK)) {
                return false;
            }
            switch (kind) {
                case 0:
                    return true;
                case 1:
                    return temporal.isSupported(ChronoField.DAY_OF_MONTH);
                case 2:
                    return temporal.isSupported(ChronoField.DAY_OF_YEAR);
                default:
                    return temporal.isSupported(ChronoField.EPOCH_DAY);
            }
        }

        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            switch (kind) {
                case 0:
                    return range();
                case 1:
                    return WeekMath.weekRange(temporal, ChronoField.DAY_OF_MONTH, sow(), weekDef.minimalDays);
                case 2:
                    return WeekMath.weekRange(temporal, ChronoField.DAY_OF_YEAR, sow(), weekDef.minimalDays);
                case 3:
                    return WeekMath.weekOfWeekBasedYearRange(temporal, sow(), weekDef.minimalDays);
                default:
                    return ChronoField.YEAR.range();
            }
        }

        public long getFrom(TemporalAccessor temporal) {
            switch (kind) {
                case 0:
                    return WeekMath.localizedDayOfWeek(temporal, sow());
                case 1:
                    return WeekMath.weekOfMonth(temporal, sow(), weekDef.minimalDays);
                case 2:
                    return WeekMath.weekOfYear(temporal, sow(), weekDef.minimalDays);
                case 3:
                    return WeekMath.weekOfWeekBasedYear(LocalDate.from(temporal), sow(), weekDef.minimalDays);
                default:
                    return WeekMath.weekBasedYear(LocalDate.from(temporal), sow(), weekDef.minimalDays);
            }
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            int newVal = range().checkValidIntValue(newValue, this);
            int currentVal = temporal.get(this);
            if (newVal == currentVal) {
                return temporal;
            }
            if (kind == 0 || kind == 1 || kind == 2) {
                return (R) temporal.plus(kind == 0 ? newVal - currentVal : (newVal - currentVal) * 7L, ChronoUnit.DAYS);
            }
            throw new UnsupportedOperationException("Setting " + this + " is not implemented in this VM");
        }

        public String toString() {
            return name + "[" + weekDef.toString() + "]";
        }
    }
}
