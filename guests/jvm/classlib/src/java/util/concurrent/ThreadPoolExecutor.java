package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * A pool of worker threads taking tasks from a BlockingQueue, with the JDK's policy: below
 * the core size execute starts a worker, otherwise queues the task, and if the queue is full
 * starts a worker up to the maximum size, else rejects. Workers above the core size (all of
 * them with allowCoreThreadTimeOut) end after keepAliveTime idle (simulated time). The
 * pool's state (run state, workers, counts) is guarded by the pool's monitor; awaitTermination
 * waits on it. shutdown interrupts idle workers (a worker is busy from taking its task's
 * lock until the task ends), shutdownNow every worker, as the JDK.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    private static final RejectedExecutionHandler DEFAULT_HANDLER = new AbortPolicy();

    private final BlockingQueue<Runnable> workQueue;
    private final HashSet<Worker> workers = new HashSet<Worker>();
    private int runState = RUNNING;
    private int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    /** A worker: its thread runs the first task, then tasks from the queue. */
    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        boolean busy;
        long completedTasks;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                DEFAULT_HANDLER);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, DEFAULT_HANDLER);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            if (runState == RUNNING && workerCount < corePoolSize && addWorker(command, true)) {
                return;
            }
        }
        if (isRunning() && workQueue.offer(command)) {
            boolean reject = false;
            synchronized (this) {
                if (runState != RUNNING && workQueue.remove(command)) {
                    reject = true;
                } else if (workerCount == 0) {
                    addWorker(null, false);
                }
            }
            if (reject) {
                reject(command);
            }
            return;
        }
        synchronized (this) {
            if (addWorker(command, false)) {
                return;
            }
        }
        reject(command);
    }

    private synchronized boolean isRunning() {
        return runState == RUNNING;
    }

    /** For ScheduledThreadPoolExecutor: whether tasks may still run (RUNNING, or SHUTDOWN
     * when shutdownOK). */
    final synchronized boolean isRunningOrShutdown(boolean shutdownOK) {
        return runState == RUNNING || (runState == SHUTDOWN && shutdownOK);
    }

    /** For ScheduledThreadPoolExecutor: a worker for a queued task, as the JDK's. */
    final synchronized void ensurePrestart() {
        if (workerCount < corePoolSize) {
            addWorker(null, true);
        } else if (workerCount == 0) {
            addWorker(null, false);
        }
    }

    /** For ScheduledThreadPoolExecutor after it emptied the queue on shutdown. */
    final void tryTerminateAfterShutdown() {
        tryTerminate();
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    /** Starts a worker if the state and the bound (core or maximum) allow; holds the lock. */
    private boolean addWorker(Runnable firstTask, boolean core) {
        if (runState >= STOP || (runState == SHUTDOWN && (firstTask != null || workQueue.isEmpty()))) {
            return false;
        }
        if (workerCount >= (core ? corePoolSize : maximumPoolSize)) {
            return false;
        }
        Worker w = new Worker(firstTask);
        if (w.thread == null) {
            return false;
        }
        workers.add(w);
        workerCount++;
        if (workerCount > largestPoolSize) {
            largestPoolSize = workerCount;
        }
        w.thread.start();
        return true;
    }

    private void runWorker(Worker w) {
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean abrupt = true;
        try {
            while (task != null || (task = getTask()) != null) {
                synchronized (this) {
                    w.busy = true;
                    if (runState >= STOP) {
                        w.thread.interrupt();
                    } else {
                        Thread.interrupted();
                    }
                }
                try {
                    beforeExecute(w.thread, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    synchronized (this) {
                        w.busy = false;
                        w.completedTasks++;
                    }
                }
            }
            abrupt = false;
        } finally {
            processWorkerExit(w, abrupt);
        }
    }

    /** The next task, or null when this worker must end (its count already taken off). */
    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            synchronized (this) {
                if (runState >= STOP || (runState == SHUTDOWN && workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                if ((workerCount > maximumPoolSize || (timed && timedOut))
                        && (workerCount > 1 || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    private void processWorkerExit(Worker w, boolean abrupt) {
        synchronized (this) {
            if (abrupt) {
                workerCount--;
            }
            completedTaskCount += w.completedTasks;
            workers.remove(w);
        }
        tryTerminate();
        synchronized (this) {
            if (runState < STOP) {
                if (!abrupt) {
                    int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                    if (min == 0 && !workQueue.isEmpty()) {
                        min = 1;
                    }
                    if (workerCount >= min) {
                        return;
                    }
                }
                addWorker(null, false);
            }
        }
    }

    private void tryTerminate() {
        synchronized (this) {
            if (runState == RUNNING || runState >= TIDYING || (runState == SHUTDOWN && !workQueue.isEmpty())) {
                return;
            }
            if (workerCount != 0) {
                /* pass the shutdown on to one idle worker (it may be waiting for a queue
                   that will stay empty), as the JDK's interruptIdleWorkers(ONLY_ONE) */
                for (Worker w : workers) {
                    if (!w.busy) {
                        w.thread.interrupt();
                        break;
                    }
                }
                return;
            }
            runState = TIDYING;
        }
        try {
            terminated();
        } finally {
            synchronized (this) {
                runState = TERMINATED;
                notifyAll();
            }
        }
    }

    private void interruptWorkers(boolean idleOnly) {
        for (Worker w : workers) {
            if (!idleOnly || !w.busy) {
                w.thread.interrupt();
            }
        }
    }

    public void shutdown() {
        synchronized (this) {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptWorkers(true);
        }
        onShutdown();
        tryTerminate();
    }

    /** A hook for subclasses, as the JDK's package-private one. */
    void onShutdown() {
    }

    public List<Runnable> shutdownNow() {
        ArrayList<Runnable> tasks = new ArrayList<Runnable>();
        synchronized (this) {
            if (runState < STOP) {
                runState = STOP;
            }
            interruptWorkers(false);
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty()) {
                for (Runnable r : workQueue.toArray(new Runnable[0])) {
                    if (workQueue.remove(r)) {
                        tasks.add(r);
                    }
                }
            }
        }
        tryTerminate();
        return tasks;
    }

    public synchronized boolean isShutdown() {
        return runState != RUNNING;
    }

    public synchronized boolean isTerminating() {
        return runState != RUNNING && runState < TERMINATED;
    }

    public synchronized boolean isTerminated() {
        return runState == TERMINATED;
    }

    public synchronized boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (runState != TERMINATED) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(left / 1000000L, (int) (left % 1000000L));
        }
        return true;
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            int delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workerCount > corePoolSize) {
                interruptWorkers(true);
            } else if (delta > 0) {
                int k = Math.min(delta, workQueue.size());
                while (k-- > 0 && addWorker(null, true)) {
                    if (workQueue.isEmpty()) {
                        break;
                    }
                }
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        synchronized (this) {
            return workerCount < corePoolSize && addWorker(null, true);
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (prestartCoreThread()) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        synchronized (this) {
            if (value != allowCoreThreadTimeOut) {
                allowCoreThreadTimeOut = value;
                if (value) {
                    interruptWorkers(true);
                }
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            this.maximumPoolSize = maximumPoolSize;
            if (workerCount > maximumPoolSize) {
                interruptWorkers(true);
            }
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0) {
            synchronized (this) {
                interruptWorkers(true);
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        for (Object r : workQueue.toArray()) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        tryTerminate();
    }

    public synchronized int getPoolSize() {
        return runState >= TIDYING ? 0 : workers.size();
    }

    public synchronized int getActiveCount() {
        int n = 0;
        for (Worker w : workers) {
            if (w.busy) {
                ++n;
            }
        }
        return n;
    }

    public synchronized int getLargestPoolSize() {
        return largestPoolSize;
    }

    public synchronized long getTaskCount() {
        long n = completedTaskCount;
        for (Worker w : workers) {
            n += w.completedTasks;
            if (w.busy) {
                ++n;
            }
        }
        return n + workQueue.size();
    }

    public synchronized long getCompletedTaskCount() {
        long n = completedTaskCount;
        for (Worker w : workers) {
            n += w.completedTasks;
        }
        return n;
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        String rs;
        synchronized (this) {
            ncompleted = getCompletedTaskCount();
            nactive = getActiveCount();
            nworkers = workers.size();
            rs = runState == RUNNING ? "Running" : runState == TERMINATED ? "Terminated" : "Shutting down";
        }
        return super.toString() + "[" + rs + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    /** Runs the rejected task in the caller's thread unless the pool is shut down. */
    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    /** Throws RejectedExecutionException (the default). */
    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    /** Drops the rejected task. */
    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    /** Drops the oldest queued task and retries, unless the pool is shut down. */
    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
