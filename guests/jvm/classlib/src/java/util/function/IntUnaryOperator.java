package java.util.function;

@FunctionalInterface
public interface IntUnaryOperator {
    int applyAsInt(int operand);

    default IntUnaryOperator compose(final IntUnaryOperator before) {
        java.util.Objects.requireNonNull(before);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int v) {
                return self.applyAsInt(before.applyAsInt(v));
            }
        };
    }

    default IntUnaryOperator andThen(final IntUnaryOperator after) {
        java.util.Objects.requireNonNull(after);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int t) {
                return after.applyAsInt(self.applyAsInt(t));
            }
        };
    }

    static IntUnaryOperator identity() {
        return new IntUnaryOperator() {
            public int applyAsInt(int t) {
                return t;
            }
        };
    }
}
