package java.util.concurrent;

import java.util.Collection;

/**
 * A task run by a ForkJoinPool. There is no work stealing: fork() queues the task on the
 * pool, and join() of a task that no worker has started yet runs it in the joining thread
 * (so recursive fork/join completes on any number of workers, also one). Status, result and
 * exception are guarded by the task's monitor; joiners wait on it.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;
    private static final int NEW = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    private int status;
    private Throwable exception;
    /* the thread that completed the task with `exception` (null for a cancellation) */
    private Thread exceptionThread;
    private boolean cancelled;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    /** Runs the task here unless someone else has started it. */
    final void doExec() {
        synchronized (this) {
            if (status != NEW) {
                return;
            }
            status = RUNNING;
        }
        try {
            if (exec()) {
                finish(null);
            } else {
                synchronized (this) {
                    status = NEW;
                }
            }
        } catch (Throwable t) {
            finish(t);
        }
    }

    private synchronized void finish(Throwable t) {
        if (status == DONE) {
            return;
        }
        exception = t;
        exceptionThread = t == null ? null : Thread.currentThread();
        status = DONE;
        notifyAll();
    }

    private synchronized void awaitDone() {
        boolean interrupted = false;
        while (status != DONE) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : ForkJoinPool.commonPool();
        p.push(this);
        return this;
    }

    public final V join() {
        doExec();
        awaitDone();
        return reportJoin();
    }

    public final V invoke() {
        return join();
    }

    /* for a task pushed by a thread outside the pool: wait for a worker to run it, as the
       JDK's ForkJoinPool.invoke does for external callers */
    final V joinExternal() {
        awaitDone();
        return reportJoin();
    }

    /**
     * The task's exception as the JDK reports it: if another thread threw it, a new exception
     * of the same class with the original as its cause (its Throwable constructor, else its
     * no-argument one and initCause), so that the joiner's stack trace shows up too.
     */
    private Throwable thrown() {
        Throwable ex;
        Thread t;
        synchronized (this) {
            ex = exception;
            t = exceptionThread;
        }
        if (ex == null || t == null || t == Thread.currentThread()) {
            return ex;
        }
        try {
            java.lang.reflect.Constructor<?> noArg = null;
            java.lang.reflect.Constructor<?> oneArg = null;
            for (java.lang.reflect.Constructor<?> c : ex.getClass().getConstructors()) {
                Class<?>[] ps = c.getParameterTypes();
                if (ps.length == 0) {
                    noArg = c;
                } else if (ps.length == 1 && ps[0] == Throwable.class) {
                    oneArg = c;
                    break;
                }
            }
            if (oneArg != null) {
                return (Throwable) oneArg.newInstance(ex);
            }
            if (noArg != null) {
                Throwable rx = (Throwable) noArg.newInstance();
                rx.initCause(ex);
                return rx;
            }
        } catch (Exception ignore) {
            // the original then
        }
        return ex;
    }

    private V reportJoin() {
        Throwable x = thrown();
        if (x == null) {
            return getRawResult();
        }
        if (x instanceof RuntimeException) {
            throw (RuntimeException) x;
        }
        if (x instanceof Error) {
            throw (Error) x;
        }
        throw new RuntimeException(x);
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i >= 1; i--) {
            tasks[i].fork();
        }
        RuntimeException first = null;
        for (int i = 0; i < tasks.length; i++) {
            try {
                tasks[i].join();
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        ForkJoinTask<?>[] a = tasks.toArray(new ForkJoinTask<?>[0]);
        invokeAll(a);
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (status != NEW) {
                return cancelled;
            }
            cancelled = true;
            exception = new CancellationException();
            status = DONE;
            notifyAll();
            return true;
        }
    }

    public final synchronized boolean isDone() {
        return status == DONE;
    }

    public final synchronized boolean isCancelled() {
        return cancelled;
    }

    public final synchronized boolean isCompletedAbnormally() {
        return status == DONE && exception != null;
    }

    public final synchronized boolean isCompletedNormally() {
        return status == DONE && exception == null;
    }

    public final Throwable getException() {
        return thrown();
    }

    public void complete(V value) {
        setRawResult(value);
        finish(null);
    }

    public void completeExceptionally(Throwable ex) {
        finish(ex);
    }

    public final V get() throws InterruptedException, ExecutionException {
        synchronized (this) {
            while (status != DONE) {
                wait();
            }
        }
        return reportGet();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        synchronized (this) {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            while (status != DONE) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return reportGet();
    }

    private V reportGet() throws ExecutionException {
        Throwable x = thrown();
        if (x == null) {
            return getRawResult();
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        throw new ExecutionException(x);
    }

    /** join() without the result or the exception. */
    public final void quietlyJoin() {
        doExec();
        awaitDone();
    }

    /** invoke() without the result or the exception. */
    public final void quietlyInvoke() {
        doExec();
        awaitDone();
    }

    /** Completes the task normally without setting a result. */
    public final void quietlyComplete() {
        finish(null);
    }

    /** Makes a done task runnable again (its exception and cancellation forgotten). */
    public void reinitialize() {
        synchronized (this) {
            status = NEW;
            exception = null;
            exceptionThread = null;
            cancelled = false;
        }
    }

    /** Always false: a forked task stays queued on its pool (join runs it here if no worker has). */
    public boolean tryUnfork() {
        return false;
    }

    /** 0: there is no work stealing, so no worker holds tasks others could take. */
    public static int getSurplusQueuedTaskCount() {
        return 0;
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    /** Wraps a Runnable or Callable as a task (submit/execute of plain tasks). */
    static final class Adapted<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 1L;
        private final Callable<? extends T> callable;
        private T result;

        Adapted(Callable<? extends T> callable) {
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        protected void setRawResult(T v) {
            result = v;
        }

        protected boolean exec() {
            try {
                result = callable.call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
            return true;
        }

        public void run() {
            invoke();
        }
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new Adapted<Object>(Executors.callable(runnable));
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new Adapted<T>(Executors.callable(runnable, result));
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new Adapted<T>(callable);
    }
}
