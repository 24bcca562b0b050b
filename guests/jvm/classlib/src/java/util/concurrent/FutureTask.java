package java.util.concurrent;

/**
 * A cancellable computation whose result is a Future; its state, outcome and runner are
 * guarded by the task's own monitor and waiters wait on it (the VM's green threads).
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    private Callable<V> callable;
    private int state;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    public synchronized boolean isCancelled() {
        return state >= CANCELLED;
    }

    public synchronized boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            if (mayInterruptIfRunning && runner != null) {
                runner.interrupt();
            }
            callable = null;
            notifyAll();
        }
        done();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        synchronized (this) {
            while (state == NEW) {
                wait();
            }
            return report();
        }
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            while (state == NEW) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
            return report();
        }
    }

    @SuppressWarnings("unchecked")
    private V report() throws ExecutionException {
        if (state == NORMAL) {
            return (V) outcome;
        }
        if (state >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) outcome);
    }

    /** Called once the task is done (completed, failed or cancelled); subclasses override. */
    protected void done() {
    }

    protected void set(V v) {
        if (complete(NORMAL, v)) {
            done();
        }
    }

    protected void setException(Throwable t) {
        if (complete(EXCEPTIONAL, t)) {
            done();
        }
    }

    private synchronized boolean complete(int how, Object result) {
        if (state != NEW) {
            return false;
        }
        outcome = result;
        state = how;
        callable = null;
        notifyAll();
        return true;
    }

    public void run() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW || runner != null) {
                return;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            V result;
            try {
                result = c.call();
            } catch (Throwable ex) {
                setException(ex);
                return;
            }
            set(result);
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
    }

    /** Runs the task without setting its result; false if it failed or was cancelled. */
    protected boolean runAndReset() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            c.call();
        } catch (Throwable ex) {
            setException(ex);
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
        synchronized (this) {
            return state == NEW;
        }
    }

    public String toString() {
        String status;
        synchronized (this) {
            if (state == NORMAL) {
                status = "[Completed normally]";
            } else if (state == EXCEPTIONAL) {
                status = "[Completed exceptionally: " + outcome + "]";
            } else if (state >= CANCELLED) {
                status = "[Cancelled]";
            } else {
                status = callable == null ? "[Not completed]" : "[Not completed, task = " + callable + "]";
            }
        }
        return super.toString() + status;
    }
}
