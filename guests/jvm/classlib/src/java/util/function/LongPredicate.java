package java.util.function;

@FunctionalInterface
public interface LongPredicate {
    boolean test(long value);

    default LongPredicate and(final LongPredicate other) {
        java.util.Objects.requireNonNull(other);
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long t) {
                return self.test(t) && other.test(t);
            }
        };
    }

    default LongPredicate negate() {
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long t) {
                return !self.test(t);
            }
        };
    }

    default LongPredicate or(final LongPredicate other) {
        java.util.Objects.requireNonNull(other);
        final LongPredicate self = this;
        return new LongPredicate() {
            public boolean test(long t) {
                return self.test(t) || other.test(t);
            }
        };
    }
}
