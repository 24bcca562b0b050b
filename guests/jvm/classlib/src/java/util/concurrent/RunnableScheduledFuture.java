package java.util.concurrent;

/** A ScheduledFuture that is Runnable; periodic ones run more than once. */
public interface RunnableScheduledFuture<V> extends RunnableFuture<V>, ScheduledFuture<V> {
    boolean isPeriodic();
}
