package java.time.temporal;

import java.time.LocalDate;

/** Week arithmetic shared by WeekFields and IsoFields (the JDK's ComputedDayOfField rules). */
final class WeekMath {
    private WeekMath() {
    }

    static int localizedDayOfWeek(TemporalAccessor temporal, int firstDayOfWeek) {
        int isoDow = temporal.get(ChronoField.DAY_OF_WEEK);
        return Math.floorMod(isoDow - firstDayOfWeek, 7) + 1;
    }

    static int startOfWeekOffset(int day, int dow, int minDays) {
        int weekStart = Math.floorMod(day - dow, 7);
        int offset = -weekStart;
        if (weekStart + 1 > minDays) {
            offset = 7 - weekStart;
        }
        return offset;
    }

    static int computeWeek(int offset, int day) {
        return ((7 + offset + (day - 1)) / 7);
    }

    static long weekOfMonth(TemporalAccessor temporal, int sow, int minDays) {
        int dow = localizedDayOfWeek(temporal, sow);
        int dom = temporal.get(ChronoField.DAY_OF_MONTH);
        return computeWeek(startOfWeekOffset(dom, dow, minDays), dom);
    }

    static long weekOfYear(TemporalAccessor temporal, int sow, int minDays) {
        int dow = localizedDayOfWeek(temporal, sow);
        int doy = temporal.get(ChronoField.DAY_OF_YEAR);
        return computeWeek(startOfWeekOffset(doy, dow, minDays), doy);
    }

    static int weekBasedYear(TemporalAccessor temporal, int sow, int minDays) {
        int dow = localizedDayOfWeek(temporal, sow);
        int year = temporal.get(ChronoField.YEAR);
        int doy = temporal.get(ChronoField.DAY_OF_YEAR);
        int offset = startOfWeekOffset(doy, dow, minDays);
        int week = computeWeek(offset, doy);
        if (week == 0) {
            return year - 1;
        }
        int yearLen = (int) temporal.range(ChronoField.DAY_OF_YEAR).getMaximum();
        int newYearWeek = computeWeek(offset, yearLen + minDays);
        if (week >= newYearWeek) {
            return year + 1;
        }
        return year;
    }

    static int weekOfWeekBasedYear(TemporalAccessor temporal, int sow, int minDays) {
        int dow = localizedDayOfWeek(temporal, sow);
        int doy = temporal.get(ChronoField.DAY_OF_YEAR);
        int offset = startOfWeekOffset(doy, dow, minDays);
        int week = computeWeek(offset, doy);
        if (week == 0) {
            LocalDate date = LocalDate.from(temporal).minusDays(doy);
            return weekOfWeekBasedYear(date, sow, minDays);
        } else if (week > 50) {
            int yearLen = (int) temporal.range(ChronoField.DAY_OF_YEAR).getMaximum();
            int newYearWeek = computeWeek(offset, yearLen + minDays);
            if (week >= newYearWeek) {
                week = week - newYearWeek + 1;
            }
        }
        return week;
    }

    static ValueRange weekRange(TemporalAccessor temporal, TemporalField field, int sow, int minDays) {
        if (!temporal.isSupported(field)) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        int dow = localizedDayOfWeek(temporal, sow);
        int offset = startOfWeekOffset(temporal.get(field), dow, minDays);
        ValueRange fieldRange = temporal.range(field);
        return ValueRange.of(computeWeek(offset, (int) fieldRange.getMinimum()), computeWeek(offset, (int) fieldRange.getMaximum()));
    }

    static ValueRange weekOfWeekBasedYearRange(TemporalAccessor temporal, int sow, int minDays) {
        if (!temporal.isSupported(ChronoField.DAY_OF_YEAR)) {
            throw new UnsupportedTemporalTypeException("Unsupported field: DayOfYear");
        }
        int dow = localizedDayOfWeek(temporal, sow);
        int doy = temporal.get(ChronoField.DAY_OF_YEAR);
        int offset = startOfWeekOffset(doy, dow, minDays);
        int week = computeWeek(offset, doy);
        if (week == 0) {
            LocalDate date = LocalDate.from(temporal).minusDays(doy + 7);
            return weekOfWeekBasedYearRange(date, sow, minDays);
        }
        ValueRange dayRange = temporal.range(ChronoField.DAY_OF_YEAR);
        int yearLen = (int) dayRange.getMaximum();
        int newYearWeek = computeWeek(offset, yearLen + minDays);
        if (week >= newYearWeek) {
            LocalDate date = LocalDate.from(temporal).plusDays(yearLen - doy + 1 + 7);
            return weekOfWeekBasedYearRange(date, sow, minDays);
        }
        return ValueRange.of(1, newYearWeek - 1);
    }
}
