package java.util.concurrent;

/** A Future that is a Runnable: running it completes the Future. */
public interface RunnableFuture<V> extends Runnable, Future<V> {
    void run();
}
