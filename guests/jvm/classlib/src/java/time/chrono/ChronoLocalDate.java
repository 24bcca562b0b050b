package java.time.chrono;

import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/** A date of a calendar system; this library has only the ISO one (LocalDate). */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    long toEpochDay();

    boolean isLeapYear();

    int lengthOfMonth();

    default int lengthOfYear() {
        return (isLeapYear() ? 366 : 365);
    }

    default int compareTo(ChronoLocalDate other) {
        return Long.compare(toEpochDay(), other.toEpochDay());
    }

    default boolean isAfter(ChronoLocalDate other) {
        return this.toEpochDay() > other.toEpochDay();
    }

    default boolean isBefore(ChronoLocalDate other) {
        return this.toEpochDay() < other.toEpochDay();
    }

    default boolean isEqual(ChronoLocalDate other) {
        return this.toEpochDay() == other.toEpochDay();
    }
}
