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
}
