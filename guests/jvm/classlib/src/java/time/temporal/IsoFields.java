package java.time.temporal;

import java.time.LocalDate;

/**
 * The ISO quarter and week-based-year fields (the JDK's names and values). Reading them
 * (get, getLong, range) is supported; setting them (with) adjusts a date as the JDK does for
 * the quarter fields and throws UnsupportedOperationException for the week fields.
 */
public final class IsoFields {
    private IsoFields() {
    }

    public static final TemporalField DAY_OF_QUARTER = new Field(0, "DayOfQuarter");
    public static final TemporalField QUARTER_OF_YEAR = new Field(1, "QuarterOfYear");
    public static final TemporalField WEEK_OF_WEEK_BASED_YEAR = new Field(2, "WeekOfWeekBasedYear");
    public static final TemporalField WEEK_BASED_YEAR = new Field(3, "WeekBasedYear");
    public static final TemporalUnit WEEK_BASED_YEARS = ChronoUnit.YEARS;
    public static final TemporalUnit QUARTER_YEARS = ChronoUnit.MONTHS;

    private static final int[] QUARTER_DAYS = {0, 90, 181, 273, 0, 91, 182, 274};

    static final class Field implements TemporalField {
        private final int kind;
        private final String name;

        Field(int kind, String name) {
            this.kind = kind;
            this.name = name;
        }

        public TemporalUnit getBaseUnit() {
            return kind == 0 ? ChronoUnit.DAYS : kind == 1 ? ChronoUnit.MONTHS : kind == 2 ? ChronoUnit.WEEKS : ChronoUnit.YEARS;
        }

        public TemporalUnit getRangeUnit() {
            return kind == 0 ? ChronoUnit.MONTHS : kind == 1 ? ChronoUnit.YEARS : kind == 2 ? ChronoUnit.YEARS : ChronoUnit.FOREVER;
        }

        public ValueRange range() {
            switch (kind) {
                case 0:
                    return ValueRange.of(1, 90, 92);
                case 1:
                    return ValueRange.of(1, 4);
                case 2:
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
            if (kind == 1) {
                return temporal.isSupported(ChronoField.MONTH_OF_YEAR) && temporal.isSupported(ChronoField.YEAR);
            }
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + name);
            }
            switch (kind) {
                case 0: {
                    long qoy = temporal.getLong(QUARTER_OF_YEAR);
                    if (qoy == 1) {
                        long year = temporal.getLong(ChronoField.YEAR);
                        return (java.time.Year.isLeap(year) ? ValueRange.of(1, 91) : ValueRange.of(1, 90));
                    } else if (qoy == 2) {
                        return ValueRange.of(1, 91);
                    } else if (qoy == 3 || qoy == 4) {
                        return ValueRange.of(1, 92);
                    }
                    return range();
                }
                case 2:
                    return WeekMath.weekOfWeekBasedYearRange(temporal, 1, 4);
                default:
                    return range();
            }
        }

        public long getFrom(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + name);
            }
            switch (kind) {
                case 0: {
                    int doy = temporal.get(ChronoField.DAY_OF_YEAR);
                    int moy = temporal.get(ChronoField.MONTH_OF_YEAR);
                    long year = temporal.getLong(ChronoField.YEAR);
                    return doy - QUARTER_DAYS[((moy - 1) / 3) + (java.time.Year.isLeap(year) ? 4 : 0)];
                }
                case 1: {
                    long moy = temporal.getLong(ChronoField.MONTH_OF_YEAR);
                    return ((moy + 2) / 3);
                }
                case 2:
                    return WeekMath.weekOfWeekBasedYear(LocalDate.from(temporal), 1, 4);
                default:
                    return WeekMath.weekBasedYear(LocalDate.from(temporal), 1, 4);
            }
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            long curValue = getFrom(temporal);
            range().checkValidValue(newValue, this);
            switch (kind) {
                case 0:
                    return (R) temporal.with(ChronoField.DAY_OF_YEAR, temporal.getLong(ChronoField.DAY_OF_YEAR) + (newValue - curValue));
                case 1:
                    return (R) temporal.with(ChronoField.MONTH_OF_YEAR, temporal.getLong(ChronoField.MONTH_OF_YEAR) + (newValue - curValue) * 3);
                default:
                    throw new UnsupportedOperationException("Setting " + name + " is not implemented in this VM");
            }
        }

        public String toString() {
            return name;
        }
    }
}
