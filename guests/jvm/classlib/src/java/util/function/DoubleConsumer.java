package java.util.function;

@FunctionalInterface
public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(final DoubleConsumer after) {
        java.util.Objects.requireNonNull(after);
        final DoubleConsumer self = this;
        return new DoubleConsumer() {
            public void accept(double t) {
                self.accept(t);
                after.accept(t);
            }
        };
    }
}
