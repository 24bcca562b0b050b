package java.util.stream;

/** The operations every stream has. Streams run sequentially here (see AbstractPipeline). */
public interface BaseStream<T, S extends BaseStream<T, S>> extends AutoCloseable {
    java.util.Iterator<T> iterator();

    java.util.Spliterator<T> spliterator();

    boolean isParallel();

    S sequential();

    S parallel();

    S unordered();

    S onClose(Runnable closeHandler);

    void close();
}
