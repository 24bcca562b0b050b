package java.util.stream;

/** Streams over a Spliterator (sequential whatever the flag says: see AbstractPipeline). */
public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(java.util.Spliterator<T> spliterator, boolean parallel) {
        java.util.Objects.requireNonNull(spliterator);
        RefPipeline<T> s = new RefPipeline<T>(Pipe.ofSpliterator(spliterator), AbstractPipeline.newHead());
        s.head.parallel = parallel;
        return s;
    }

    public static IntStream intStream(java.util.Spliterator.OfInt spliterator, boolean parallel) {
        java.util.Objects.requireNonNull(spliterator);
        IntStream s = IntPipeline.source(Pipe.ofSpliterator(spliterator));
        return parallel ? s.parallel() : s;
    }

    public static LongStream longStream(java.util.Spliterator.OfLong spliterator, boolean parallel) {
        java.util.Objects.requireNonNull(spliterator);
        LongStream s = LongPipeline.source(Pipe.ofSpliterator(spliterator));
        return parallel ? s.parallel() : s;
    }

    public static DoubleStream doubleStream(java.util.Spliterator.OfDouble spliterator, boolean parallel) {
        java.util.Objects.requireNonNull(spliterator);
        DoubleStream s = DoublePipeline.source(Pipe.ofSpliterator(spliterator));
        return parallel ? s.parallel() : s;
    }
}
