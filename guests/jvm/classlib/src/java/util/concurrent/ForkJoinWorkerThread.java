package java.util.concurrent;

/** A worker thread of a ForkJoinPool (daemon, as the JDK's). */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(pool, null, "ForkJoinPool-worker");
    }

    ForkJoinWorkerThread(ForkJoinPool pool, Runnable r, String name) {
        super(r, name);
        this.pool = pool;
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return 0;
    }
}
