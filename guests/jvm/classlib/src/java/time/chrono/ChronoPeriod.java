package java.time.chrono;

import java.time.temporal.TemporalAmount;

/** A date-based amount of a calendar system; this library has only the ISO one (Period). */
public interface ChronoPeriod extends TemporalAmount {
    boolean isZero();

    boolean isNegative();
}
