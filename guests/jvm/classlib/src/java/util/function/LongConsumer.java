package java.util.function;

@FunctionalInterface
public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(final LongConsumer after) {
        java.util.Objects.requireNonNull(after);
        final LongConsumer self = this;
        return new LongConsumer() {
            public void accept(long t) {
                self.accept(t);
                after.accept(t);
            }
        };
    }
}
