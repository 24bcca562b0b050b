package java.util.function;

@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(final DoublePredicate other) {
        java.util.Objects.requireNonNull(other);
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double t) {
                return self.test(t) && other.test(t);
            }
        };
    }

    default DoublePredicate negate() {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double t) {
                return !self.test(t);
            }
        };
    }

    default DoublePredicate or(final DoublePredicate other) {
        java.util.Objects.requireNonNull(other);
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double t) {
                return self.test(t) || other.test(t);
            }
        };
    }
}
