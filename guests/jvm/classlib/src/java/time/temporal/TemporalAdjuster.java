package java.time.temporal;

/** A strategy for adjusting a temporal object (the JDK's functional interface). */
@FunctionalInterface
public interface TemporalAdjuster {
    Temporal adjustInto(Temporal temporal);
}
