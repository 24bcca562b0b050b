package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

/**
 * A ThreadPoolExecutor whose queue orders tasks by the simulated time at which they are
 * due (ties: submission order), as the JDK's: a fixed pool of corePoolSize workers started
 * on demand; schedule, scheduleAtFixedRate (the next run is due one period after the
 * previous due time) and scheduleWithFixedDelay (one delay after the previous run ended);
 * execute and submit schedule with no delay. After shutdown, delayed one-shot tasks still
 * run and periodic ones stop (the JDK's default policies, settable); removeOnCancel as the
 * JDK's. A periodic task that throws stops and its future reports the exception.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    private static final long DEFAULT_KEEPALIVE_NANOS = 10000000L;
    private static long sequencer; /* ties between equal due times: submission order */

    private volatile boolean continueExistingPeriodicTasksAfterShutdown;
    private volatile boolean executeExistingDelayedTasksAfterShutdown = true;
    private volatile boolean removeOnCancel;

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_NANOS, TimeUnit.NANOSECONDS, new DelayedWorkQueue());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_NANOS, TimeUnit.NANOSECONDS, new DelayedWorkQueue(),
                threadFactory);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_NANOS, TimeUnit.NANOSECONDS, new DelayedWorkQueue(),
                handler);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_NANOS, TimeUnit.NANOSECONDS, new DelayedWorkQueue(),
                threadFactory, handler);
    }

    private static synchronized long nextSequence() {
        return sequencer++;
    }

    private static long triggerTime(long delay, TimeUnit unit) {
        long d = unit.toNanos(delay < 0 ? 0 : delay);
        return System.nanoTime() + (d < (Long.MAX_VALUE >> 1) ? d : Long.MAX_VALUE >> 1);
    }

    /** A task with a due time; periodic when period != 0 (> 0 fixed rate, < 0 fixed delay). */
    private class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private final long sequenceNumber;
        private volatile long time;
        private final long period;
        RunnableScheduledFuture<V> outerTask = this;

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long period) {
            super(r, result);
            this.time = triggerTime;
            this.period = period;
            this.sequenceNumber = nextSequence();
        }

        ScheduledFutureTask(Callable<V> callable, long triggerTime) {
            super(callable);
            this.time = triggerTime;
            this.period = 0;
            this.sequenceNumber = nextSequence();
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledFutureTask) {
                ScheduledFutureTask<?> x = (ScheduledFutureTask<?>) other;
                long diff = time - x.time;
                if (diff < 0) {
                    return -1;
                } else if (diff > 0) {
                    return 1;
                }
                return sequenceNumber < x.sequenceNumber ? -1 : 1;
            }
            long diff = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return (diff < 0) ? -1 : (diff > 0) ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0;
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled && removeOnCancel) {
                remove(this);
            }
            return cancelled;
        }

        public void run() {
            if (!canRunInCurrentRunState(this)) {
                cancel(false);
            } else if (!isPeriodic()) {
                super.run();
            } else if (super.runAndReset()) {
                time = period > 0 ? time + period : triggerTime(-period, TimeUnit.NANOSECONDS);
                reExecutePeriodic(outerTask);
            }
        }
    }

    boolean canRunInCurrentRunState(RunnableScheduledFuture<?> task) {
        if (task.isPeriodic()) {
            return isRunningOrShutdown(continueExistingPeriodicTasksAfterShutdown);
        }
        return isRunningOrShutdown(executeExistingDelayedTasksAfterShutdown || task.getDelay(TimeUnit.NANOSECONDS) <= 0);
    }

    private void delayedExecute(RunnableScheduledFuture<?> task) {
        if (isShutdown()) {
            reject(task);
            return;
        }
        getQueue().add(task);
        if (!canRunInCurrentRunState(task) && remove(task)) {
            task.cancel(false);
        } else {
            ensurePrestart();
        }
    }

    private void reExecutePeriodic(RunnableScheduledFuture<?> task) {
        if (canRunInCurrentRunState(task)) {
            getQueue().add(task);
            if (canRunInCurrentRunState(task) || !remove(task)) {
                ensurePrestart();
                return;
            }
        }
        task.cancel(false);
    }

    /* the shutdown policies: cancel and drop what may no longer run */
    void onShutdown() {
        BlockingQueue<Runnable> q = getQueue();
        boolean keepDelayed = executeExistingDelayedTasksAfterShutdown;
        boolean keepPeriodic = continueExistingPeriodicTasksAfterShutdown;
        for (Object e : q.toArray()) {
            if (e instanceof RunnableScheduledFuture) {
                RunnableScheduledFuture<?> t = (RunnableScheduledFuture<?>) e;
                if ((t.isPeriodic() ? !keepPeriodic : (!keepDelayed && t.getDelay(TimeUnit.NANOSECONDS) > 0))
                        || t.isCancelled()) {
                    if (q.remove(t)) {
                        t.cancel(false);
                    }
                }
            }
        }
        tryTerminateAfterShutdown();
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Runnable runnable, RunnableScheduledFuture<V> task) {
        return task;
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Callable<V> callable, RunnableScheduledFuture<V> task) {
        return task;
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<Void> t = decorateTask(command,
                new ScheduledFutureTask<Void>(command, null, triggerTime(delay, unit), 0));
        delayedExecute(t);
        return t;
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<V> t = decorateTask(callable,
                new ScheduledFutureTask<V>(callable, triggerTime(delay, unit)));
        delayedExecute(t);
        return t;
    }

    private ScheduledFuture<?> schedulePeriodic(Runnable command, long initialDelay, long period, TimeUnit unit) {
        ScheduledFutureTask<Void> sft = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit),
                period);
        RunnableScheduledFuture<Void> t = decorateTask(command, sft);
        sft.outerTask = t;
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0L) {
            throw new IllegalArgumentException();
        }
        return schedulePeriodic(command, initialDelay, unit.toNanos(period), unit);
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0L) {
            throw new IllegalArgumentException();
        }
        return schedulePeriodic(command, initialDelay, -unit.toNanos(delay), unit);
    }

    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public void setContinueExistingPeriodicTasksAfterShutdownPolicy(boolean value) {
        continueExistingPeriodicTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getContinueExistingPeriodicTasksAfterShutdownPolicy() {
        return continueExistingPeriodicTasksAfterShutdown;
    }

    public void setExecuteExistingDelayedTasksAfterShutdownPolicy(boolean value) {
        executeExistingDelayedTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getExecuteExistingDelayedTasksAfterShutdownPolicy() {
        return executeExistingDelayedTasksAfterShutdown;
    }

    public void setRemoveOnCancelPolicy(boolean value) {
        removeOnCancel = value;
    }

    public boolean getRemoveOnCancelPolicy() {
        return removeOnCancel;
    }

    public void shutdown() {
        super.shutdown();
    }

    public List<Runnable> shutdownNow() {
        return super.shutdownNow();
    }

    public BlockingQueue<Runnable> getQueue() {
        return super.getQueue();
    }

    /** The work queue: a DelayQueue of the scheduled tasks seen as Runnables. */
    static class DelayedWorkQueue extends AbstractQueue<Runnable> implements BlockingQueue<Runnable> {
        private final DelayQueue<RunnableScheduledFuture<?>> q = new DelayQueue<RunnableScheduledFuture<?>>();

        private static RunnableScheduledFuture<?> task(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            return (RunnableScheduledFuture<?>) r;
        }

        public boolean offer(Runnable r) {
            return q.offer(task(r));
        }

        public boolean add(Runnable r) {
            return offer(r);
        }

        public void put(Runnable r) {
            offer(r);
        }

        public boolean offer(Runnable r, long timeout, TimeUnit unit) {
            return offer(r);
        }

        public Runnable poll() {
            return q.poll();
        }

        public Runnable take() throws InterruptedException {
            return q.take();
        }

        public Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
            return q.poll(timeout, unit);
        }

        public Runnable peek() {
            return q.peek();
        }

        public int size() {
            return q.size();
        }

        public boolean isEmpty() {
            return q.size() == 0;
        }

        public int remainingCapacity() {
            return Integer.MAX_VALUE;
        }

        public boolean remove(Object o) {
            return q.remove(o);
        }

        public boolean contains(Object o) {
            return q.contains(o);
        }

        public void clear() {
            q.clear();
        }

        public Object[] toArray() {
            return q.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return q.toArray(a);
        }

        public int drainTo(Collection<? super Runnable> c) {
            return drainTo(c, Integer.MAX_VALUE);
        }

        public int drainTo(Collection<? super Runnable> c, int maxElements) {
            if (c == null) {
                throw new NullPointerException();
            }
            if (c == this) {
                throw new IllegalArgumentException();
            }
            int n = 0;
            for (Runnable r; n < maxElements && (r = q.poll()) != null; n++) {
                c.add(r);
            }
            return n;
        }

        public Iterator<Runnable> iterator() {
            return new SnapshotIterator<Runnable>(q.toArray(), this);
        }

        public String toString() {
            return q.toString();
        }
    }
}
