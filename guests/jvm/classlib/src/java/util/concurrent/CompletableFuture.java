package java.util.concurrent;

import java.util.ArrayList;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future completed explicitly or by a stage of a computation. Its result (a value, NIL for
 * null, or an AltResult holding the exception) and its dependents are guarded by the
 * future's monitor; get/join wait on it. Dependents run when the future completes, the most
 * recently added first (the JDK's stack order), in the completing thread, or on an executor
 * for the *Async forms; a dependent added to a completed future runs at once in the caller.
 * Exceptions are encoded as the JDK's: a stage that fails or depends on a failed stage holds
 * a CompletionException around the cause. The default executor of the *Async forms is
 * ForkJoinPool.commonPool().
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    /** Something to do with the result once there is one. */
    interface Action {
        void run(Object r);
    }

    /** A dependent stage's computation from its source's result(s), completing d. */
    interface Body<U> {
        void apply(Object r, Object s, CompletableFuture<U> d) throws Throwable;
    }

    private Object result;
    private ArrayList<Action> dependents;

    public CompletableFuture() {
    }

    private CompletableFuture(Object r) {
        this.result = r;
    }

    // ----- completion

    final boolean completeRaw(Object r) {
        ArrayList<Action> deps;
        synchronized (this) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            notifyAll();
        }
        if (deps != null) {
            for (int i = deps.size() - 1; i >= 0; i--) {
                deps.get(i).run(r);
            }
        }
        return true;
    }

    final void onDone(Action a) {
        Object r;
        synchronized (this) {
            r = result;
            if (r == null) {
                if (dependents == null) {
                    dependents = new ArrayList<Action>();
                }
                dependents.add(a);
                return;
            }
        }
        a.run(r);
    }

    static AltResult encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    static Object encodeRelay(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null && !(x instanceof CompletionException)) {
                return new AltResult(new CompletionException(x));
            }
        }
        return r;
    }

    static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    static boolean failed(Object r) {
        return r instanceof AltResult && ((AltResult) r).ex != null;
    }

    static Throwable exceptionOf(Object r) {
        return r instanceof AltResult ? ((AltResult) r).ex : null;
    }

    @SuppressWarnings("unchecked")
    static <V> V valueOf(Object r) {
        return r instanceof AltResult ? null : (V) r;
    }

    public boolean complete(T value) {
        return completeRaw(encodeValue(value));
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeRaw(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = completeRaw(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public synchronized boolean isDone() {
        return result != null;
    }

    public synchronized boolean isCancelled() {
        return result instanceof AltResult && ((AltResult) result).ex instanceof CancellationException;
    }

    public synchronized boolean isCompletedExceptionally() {
        return failed(result);
    }

    public synchronized int getNumberOfDependents() {
        return dependents == null ? 0 : dependents.size();
    }

    // ----- waiting and reporting

    private synchronized Object waitResult() throws InterruptedException {
        while (result == null) {
            wait();
        }
        return result;
    }

    private static <V> V reportGet(Object r) throws ExecutionException {
        Throwable x = exceptionOf(r);
        if (x == null) {
            return valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        Throwable cause;
        if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
            x = cause;
        }
        throw new ExecutionException(x);
    }

    private static <V> V reportJoin(Object r) {
        Throwable x = exceptionOf(r);
        if (x == null) {
            return valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException) {
            throw (CompletionException) x;
        }
        throw new CompletionException(x);
    }

    public T get() throws InterruptedException, ExecutionException {
        return reportGet(waitResult());
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        Object r;
        synchronized (this) {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            while (result == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
            r = result;
        }
        return reportGet(r);
    }

    public T join() {
        Object r;
        synchronized (this) {
            boolean interrupted = false;
            while (result == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            r = result;
        }
        return reportJoin(r);
    }

    public T getNow(T valueIfAbsent) {
        Object r;
        synchronized (this) {
            r = result;
        }
        return r == null ? valueIfAbsent : CompletableFuture.<T>reportJoin(r);
    }

    // ----- factories

    static Executor defaultExecutor() {
        return ForkJoinPool.commonPool();
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("CompletableFuture.delayedExecutor is not supported by this VM");
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, defaultExecutor());
    }

    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = new CompletableFuture<U>();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    d.completeRaw(encodeValue(supplier.get()));
                } catch (Throwable x) {
                    d.completeRaw(encodeThrowable(x));
                }
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, defaultExecutor());
    }

    public static CompletableFuture<Void> runAsync(final Runnable runnable, Executor executor) {
        if (runnable == null || executor == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    runnable.run();
                    d.completeRaw(NIL);
                } catch (Throwable x) {
                    d.completeRaw(encodeThrowable(x));
                }
            }
        });
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return completedFuture(value);
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    /** Completes when all complete; exceptionally with the first failed one's exception (in order). */
    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        final int[] left = {cfs.length};
        if (cfs.length == 0) {
            d.completeRaw(NIL);
            return d;
        }
        for (CompletableFuture<?> f : cfs) {
            f.onDone(new Action() {
                public void run(Object r) {
                    synchronized (left) {
                        if (--left[0] != 0) {
                            return;
                        }
                    }
                    for (CompletableFuture<?> g : cfs) {
                        Object gr = g.rawResult();
                        if (failed(gr)) {
                            d.completeRaw(encodeRelay(gr));
                            return;
                        }
                    }
                    d.completeRaw(NIL);
                }
            });
        }
        return d;
    }

    /** Completes as the first of them to complete (an exception wrapped in a CompletionException). */
    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> f : cfs) {
            f.onDone(new Action() {
                public void run(Object r) {
                    d.completeRaw(encodeRelay(r));
                }
            });
        }
        return d;
    }

    final synchronized Object rawResult() {
        return result;
    }

    // ----- dependent stages

    /** A new stage computed by body from this stage's result, on e (null: the completing thread). */
    private <U> CompletableFuture<U> dep(final Executor e, final Body<U> body) {
        final CompletableFuture<U> d = new CompletableFuture<U>();
        onDone(new Action() {
            public void run(Object r) {
                fire(e, body, r, null, d);
            }
        });
        return d;
    }

    private static <U> void fire(Executor e, final Body<U> body, final Object r, final Object s,
            final CompletableFuture<U> d) {
        Runnable task = new Runnable() {
            public void run() {
                try {
                    body.apply(r, s, d);
                } catch (Throwable x) {
                    d.completeRaw(encodeThrowable(x));
                }
            }
        };
        if (e == null) {
            task.run();
        } else {
            try {
                e.execute(task);
            } catch (Throwable x) {
                d.completeRaw(encodeThrowable(x));
            }
        }
    }

    /** A new stage computed by body from this and other's results once both are done. */
    private <U> CompletableFuture<U> both(final Executor e, CompletionStage<?> other, final Body<U> body) {
        final CompletableFuture<?> o = other.toCompletableFuture();
        final CompletableFuture<U> d = new CompletableFuture<U>();
        onDone(new Action() {
            public void run(final Object r) {
                o.onDone(new Action() {
                    public void run(Object s) {
                        if (failed(r)) {
                            d.completeRaw(encodeRelay(r));
                        } else if (failed(s)) {
                            d.completeRaw(encodeRelay(s));
                        } else {
                            fire(e, body, r, s, d);
                        }
                    }
                });
            }
        });
        return d;
    }

    /** A new stage computed by body from whichever of this and other completes first. */
    private <U> CompletableFuture<U> either(final Executor e, CompletionStage<?> other, final Body<U> body) {
        final CompletableFuture<?> o = other.toCompletableFuture();
        final CompletableFuture<U> d = new CompletableFuture<U>();
        final boolean[] claimed = {false};
        Action a = new Action() {
            public void run(Object r) {
                synchronized (claimed) {
                    if (claimed[0]) {
                        return;
                    }
                    claimed[0] = true;
                }
                if (failed(r)) {
                    d.completeRaw(encodeRelay(r));
                } else {
                    fire(e, body, r, null, d);
                }
            }
        };
        onDone(a);
        o.onDone(a);
        return d;
    }

    private static Executor async(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return applyStage(null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return applyStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return applyStage(async(executor), fn);
    }

    private <U> CompletableFuture<U> applyStage(Executor e, final Function<? super T, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<U>() {
            public void apply(Object r, Object s, CompletableFuture<U> d) {
                if (failed(r)) {
                    d.completeRaw(encodeRelay(r));
                } else {
                    d.completeRaw(encodeValue(fn.apply(CompletableFuture.<T>valueOf(r))));
                }
            }
        });
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return acceptStage(null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return acceptStage(defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return acceptStage(async(executor), action);
    }

    private CompletableFuture<Void> acceptStage(Executor e, final Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                if (failed(r)) {
                    d.completeRaw(encodeRelay(r));
                } else {
                    action.accept(CompletableFuture.<T>valueOf(r));
                    d.completeRaw(NIL);
                }
            }
        });
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return runStage(null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return runStage(defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return runStage(async(executor), action);
    }

    private CompletableFuture<Void> runStage(Executor e, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                if (failed(r)) {
                    d.completeRaw(encodeRelay(r));
                } else {
                    action.run();
                    d.completeRaw(NIL);
                }
            }
        });
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return combineStage(null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return combineStage(defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return combineStage(async(executor), other, fn);
    }

    private <U, V> CompletableFuture<V> combineStage(Executor e, CompletionStage<? extends U> other,
            final BiFunction<? super T, ? super U, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return both(e, other, new Body<V>() {
            public void apply(Object r, Object s, CompletableFuture<V> d) {
                d.completeRaw(encodeValue(fn.apply(CompletableFuture.<T>valueOf(r), CompletableFuture.<U>valueOf(s))));
            }
        });
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            final BiConsumer<? super T, ? super U> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return both(null, other, new Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.accept(CompletableFuture.<T>valueOf(r), CompletableFuture.<U>valueOf(s));
                d.completeRaw(NIL);
            }
        });
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return both(null, other, new Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.run();
                d.completeRaw(NIL);
            }
        });
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, final Function<? super T, U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return either(null, other, new Body<U>() {
            public void apply(Object r, Object s, CompletableFuture<U> d) {
                d.completeRaw(encodeValue(fn.apply(CompletableFuture.<T>valueOf(r))));
            }
        });
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, final Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return either(null, other, new Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.accept(CompletableFuture.<T>valueOf(r));
                d.completeRaw(NIL);
            }
        });
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, final Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return either(null, other, new Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.run();
                d.completeRaw(NIL);
            }
        });
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return composeStage(null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return composeStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return composeStage(async(executor), fn);
    }

    private <U> CompletableFuture<U> composeStage(Executor e,
            final Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<U>() {
            public void apply(Object r, Object s, final CompletableFuture<U> d) {
                if (failed(r)) {
                    d.completeRaw(encodeRelay(r));
                    return;
                }
                CompletionStage<U> next = fn.apply(CompletableFuture.<T>valueOf(r));
                next.toCompletableFuture().onDone(new Action() {
                    public void run(Object nr) {
                        d.completeRaw(encodeRelay(nr));
                    }
                });
            }
        });
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleStage(null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return handleStage(async(executor), fn);
    }

    private <U> CompletableFuture<U> handleStage(Executor e, final BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<U>() {
            public void apply(Object r, Object s, CompletableFuture<U> d) {
                d.completeRaw(encodeValue(fn.apply(CompletableFuture.<T>valueOf(r), exceptionOf(r))));
            }
        });
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return whenStage(null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return whenStage(defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return whenStage(async(executor), action);
    }

    private CompletableFuture<T> whenStage(Executor e, final BiConsumer<? super T, ? super Throwable> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<T>() {
            public void apply(Object r, Object s, CompletableFuture<T> d) {
                Throwable x = exceptionOf(r);
                try {
                    action.accept(CompletableFuture.<T>valueOf(r), x);
                } catch (Throwable ex) {
                    if (x == null) {
                        d.completeRaw(encodeThrowable(ex));
                        return;
                    }
                    if (x != ex) {
                        x.addSuppressed(ex);
                    }
                }
                d.completeRaw(encodeRelay(r));
            }
        });
    }

    public CompletableFuture<T> exceptionally(final Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return dep(null, new Body<T>() {
            public void apply(Object r, Object s, CompletableFuture<T> d) {
                Throwable x = exceptionOf(r);
                if (x == null) {
                    d.completeRaw(r);
                } else {
                    d.completeRaw(encodeValue(fn.apply(x)));
                }
            }
        });
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public String toString() {
        Object r = rawResult();
        String status;
        if (r == null) {
            int n = getNumberOfDependents();
            status = n == 0 ? "[Incomplete]" : "[Incomplete with " + n + " dependents]";
        } else if (failed(r)) {
            status = "[Completed exceptionally: " + exceptionOf(r) + "]";
        } else {
            status = "[Completed normally]";
        }
        return super.toString() + status;
    }
}
