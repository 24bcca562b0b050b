package java.util.concurrent;

/** Creates threads on demand (executors use one for their workers). */
public interface ThreadFactory {
    Thread newThread(Runnable r);
}
