package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

/** submit/invokeAll/invokeAny on top of execute, as the JDK's. */
public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<Void> f = newTaskFor(task, null);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> f = newTaskFor(task, result);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> f = newTaskFor(task);
        execute(f);
        return f;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                RunnableFuture<T> f = newTaskFor(t);
                futures.add(f);
                execute(f);
            }
            for (Future<T> f : futures) {
                if (!f.isDone()) {
                    try {
                        f.get();
                    } catch (CancellationException | ExecutionException ignore) {
                        // the caller reads it from the Future
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            cancelAll(futures);
            throw t;
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        if (tasks == null || unit == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks) {
            futures.add(newTaskFor(t));
        }
        try {
            for (Future<T> f : futures) {
                if (System.nanoTime() - deadline >= 0) {
                    cancelAll(futures);
                    return futures;
                }
                execute((Runnable) f);
            }
            for (Future<T> f : futures) {
                if (!f.isDone()) {
                    try {
                        f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    } catch (CancellationException | ExecutionException ignore) {
                        // the caller reads it from the Future
                    } catch (TimeoutException toe) {
                        cancelAll(futures);
                        return futures;
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            cancelAll(futures);
            throw t;
        }
    }

    private static <T> void cancelAll(List<Future<T>> futures) {
        for (Future<T> f : futures) {
            f.cancel(true);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return doInvokeAny(tasks, false, 0);
        } catch (TimeoutException cannotHappen) {
            throw new IllegalStateException(cannotHappen);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        return doInvokeAny(tasks, true, unit.toNanos(timeout));
    }

    /**
     * Submits every task at once (the JDK submits them one by one as earlier ones fail; the
     * result, the first task to succeed, is the same for a program whose output does not
     * depend on timing) and returns the first successful result; the others are cancelled.
     */
    private <T> T doInvokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        int n = tasks.size();
        if (n == 0) {
            throw new IllegalArgumentException();
        }
        final LinkedBlockingQueue<Future<T>> completed = new LinkedBlockingQueue<Future<T>>();
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(n);
        long deadline = System.nanoTime() + nanos;
        try {
            Iterator<? extends Callable<T>> it = tasks.iterator();
            while (it.hasNext()) {
                Callable<T> c = it.next();
                if (c == null) {
                    throw new NullPointerException();
                }
                FutureTask<T> f = new FutureTask<T>(c) {
                    protected void done() {
                        completed.add(this);
                    }
                };
                futures.add(f);
                execute(f);
            }
            ExecutionException last = null;
            for (int left = n; left > 0; left--) {
                Future<T> f;
                if (timed) {
                    f = completed.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    if (f == null) {
                        throw new TimeoutException();
                    }
                } else {
                    f = completed.take();
                }
                try {
                    return f.get();
                } catch (ExecutionException eex) {
                    last = eex;
                } catch (RuntimeException rex) {
                    last = new ExecutionException(rex);
                }
            }
            throw last;
        } finally {
            cancelAll(futures);
        }
    }
}
