package java.util.concurrent;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pool for ForkJoinTasks: a fixed ThreadPoolExecutor of daemon ForkJoinWorkerThreads and
 * no work stealing (a task joined before a worker started it runs in the joining thread, see
 * ForkJoinTask). commonPool() has a fixed parallelism of 3 (the JDK's is the host's CPU
 * count less one), workers named "ForkJoinPool.commonPool-worker-N" from 1; it ignores
 * shutdown, as the JDK's. Other pools name workers "ForkJoinPool-P-worker-N".
 */
public class ForkJoinPool extends AbstractExecutorService {
    static final int COMMON_PARALLELISM = 3;
    private static final AtomicInteger poolIds = new AtomicInteger(1);
    private static ForkJoinPool common;

    private final int parallelism;
    private final boolean isCommon;
    private final ThreadPoolExecutor workers;

    public ForkJoinPool() {
        this(Math.max(1, Runtime.getRuntime().availableProcessors()));
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, "ForkJoinPool-" + poolIds.getAndIncrement() + "-worker-", false);
    }

    private ForkJoinPool(int parallelism, final String prefix, boolean isCommon) {
        if (parallelism <= 0) {
            throw new IllegalArgumentException();
        }
        this.parallelism = parallelism;
        this.isCommon = isCommon;
        final ForkJoinPool self = this;
        final AtomicInteger n = new AtomicInteger(1);
        this.workers = new ThreadPoolExecutor(parallelism, parallelism, 0L, TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<Runnable>(), new ThreadFactory() {
                    public Thread newThread(Runnable r) {
                        return new ForkJoinWorkerThread(self, r, prefix + n.getAndIncrement());
                    }
                });
    }

    public static synchronized ForkJoinPool commonPool() {
        if (common == null) {
            common = new ForkJoinPool(COMMON_PARALLELISM, "ForkJoinPool.commonPool-worker-", true);
        }
        return common;
    }

    public static int getCommonPoolParallelism() {
        return COMMON_PARALLELISM;
    }

    public int getParallelism() {
        return parallelism;
    }

    final void push(final ForkJoinTask<?> task) {
        workers.execute(new Runnable() {
            public void run() {
                task.doExec();
            }
        });
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
        // as the JDK: a thread outside the pool waits for a worker to run the task (so its
        // exception comes back wrapped, see ForkJoinTask), except on the common pool, where
        // it takes the task back and runs it itself if no worker has started it
        Thread me = Thread.currentThread();
        if (isCommon || (me instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) me).pool == this)) {
            return task.join();
        }
        return task.joinExternal();
    }

    public void execute(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        if (task instanceof ForkJoinTask<?>) {
            push((ForkJoinTask<?>) task);
        } else {
            workers.execute(task);
        }
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        execute(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task, result);
        push(t);
        return t;
    }

    public ForkJoinTask<?> submit(Runnable task) {
        ForkJoinTask<?> t = ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public void shutdown() {
        if (!isCommon) {
            workers.shutdown();
        }
    }

    public List<Runnable> shutdownNow() {
        if (isCommon) {
            return new java.util.ArrayList<Runnable>();
        }
        return workers.shutdownNow();
    }

    public boolean isShutdown() {
        return workers.isShutdown();
    }

    public boolean isTerminated() {
        return workers.isTerminated();
    }

    public boolean isTerminating() {
        return workers.isTerminating();
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            return awaitQuiescence(timeout, unit);
        }
        return workers.awaitTermination(timeout, unit);
    }

    /** Waits until no task is queued or running (polling every millisecond of simulated time). */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (workers.getActiveCount() > 0 || !workers.getQueue().isEmpty()) {
            if (deadline - System.nanoTime() <= 0) {
                return false;
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    public boolean isQuiescent() {
        return workers.getActiveCount() == 0 && workers.getQueue().isEmpty();
    }

    public int getPoolSize() {
        return workers.getPoolSize();
    }

    public int getActiveThreadCount() {
        return workers.getActiveCount();
    }

    public long getQueuedTaskCount() {
        return workers.getQueue().size();
    }

    public int getRunningThreadCount() {
        return workers.getActiveCount();
    }

    /** 0: there is no work stealing. */
    public long getStealCount() {
        return 0L;
    }

    public int getQueuedSubmissionCount() {
        return workers.getQueue().size();
    }

    public boolean hasQueuedSubmissions() {
        return !workers.getQueue().isEmpty();
    }

    public String toString() {
        return super.toString() + "[parallelism = " + parallelism + ", size = " + getPoolSize() + "]";
    }
}
