package java.time.chrono;

import java.time.Clock;
import java.time.LocalDate;
import java.time.Year;
import java.time.temporal.TemporalAccessor;
import java.util.Arrays;
import java.util.List;

/** The ISO calendar system (the common methods of the JDK's IsoChronology). */
public final class IsoChronology implements Chronology, java.io.Serializable {
    private static final long serialVersionUID = -1440403870442975015L;
    public static final IsoChronology INSTANCE = new IsoChronology();

    private IsoChronology() {
    }

    public String getId() {
        return "ISO";
    }

    public String getCalendarType() {
        return "iso8601";
    }

    public boolean isLeapYear(long prolepticYear) {
        return Year.isLeap(prolepticYear);
    }

    public LocalDate date(int prolepticYear, int month, int dayOfMonth) {
        return LocalDate.of(prolepticYear, month, dayOfMonth);
    }

    public LocalDate dateYearDay(int prolepticYear, int dayOfYear) {
        return LocalDate.ofYearDay(prolepticYear, dayOfYear);
    }

    public LocalDate dateEpochDay(long epochDay) {
        return LocalDate.ofEpochDay(epochDay);
    }

    public LocalDate date(TemporalAccessor temporal) {
        return LocalDate.from(temporal);
    }

    public LocalDate dateNow() {
        return LocalDate.now();
    }

    public LocalDate dateNow(Clock clock) {
        return LocalDate.now(clock);
    }

    public IsoEra eraOf(int eraValue) {
        return IsoEra.of(eraValue);
    }

    public List<Era> eras() {
        return Arrays.<Era>asList(IsoEra.values());
    }

    public int prolepticYear(Era era, int yearOfEra) {
        return (era == IsoEra.CE ? yearOfEra : 1 - yearOfEra);
    }

    public boolean equals(Object obj) {
        return obj == this;
    }

    public int hashCode() {
        return getClass().hashCode() ^ getId().hashCode();
    }

    public String toString() {
        return getId();
    }
}
