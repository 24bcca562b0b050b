package java.time.chrono;

/** A calendar system; this VM has only the ISO one (IsoChronology). */
public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    boolean isLeapYear(long prolepticYear);

    default int compareTo(Chronology other) {
        return getId().compareTo(other.getId());
    }
}
