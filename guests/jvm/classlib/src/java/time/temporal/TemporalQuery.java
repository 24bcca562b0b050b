package java.time.temporal;

/** A query of a temporal object (the JDK's functional interface). */
@FunctionalInterface
public interface TemporalQuery<R> {
    R queryFrom(TemporalAccessor temporal);
}
