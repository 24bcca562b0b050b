package java.util.function;

@FunctionalInterface
public interface LongUnaryOperator {
    long applyAsLong(long operand);

    default LongUnaryOperator compose(final LongUnaryOperator before) {
        java.util.Objects.requireNonNull(before);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long v) {
                return self.applyAsLong(before.applyAsLong(v));
            }
        };
    }

    default LongUnaryOperator andThen(final LongUnaryOperator after) {
        java.util.Objects.requireNonNull(after);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long t) {
                return after.applyAsLong(self.applyAsLong(t));
            }
        };
    }

    static LongUnaryOperator identity() {
        return new LongUnaryOperator() {
            public long applyAsLong(long t) {
                return t;
            }
        };
    }
}
