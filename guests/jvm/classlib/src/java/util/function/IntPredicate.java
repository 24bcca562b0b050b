package java.util.function;

@FunctionalInterface
public interface IntPredicate {
    boolean test(int value);

    default IntPredicate and(final IntPredicate other) {
        java.util.Objects.requireNonNull(other);
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int t) {
                return self.test(t) && other.test(t);
            }
        };
    }

    default IntPredicate negate() {
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int t) {
                return !self.test(t);
            }
        };
    }

    default IntPredicate or(final IntPredicate other) {
        java.util.Objects.requireNonNull(other);
        final IntPredicate self = this;
        return new IntPredicate() {
            public boolean test(int t) {
                return self.test(t) || other.test(t);
            }
        };
    }
}
