package java.util.concurrent;

/** An object to act upon after a delay. */
public interface Delayed extends Comparable<Delayed> {
    long getDelay(TimeUnit unit);
}
