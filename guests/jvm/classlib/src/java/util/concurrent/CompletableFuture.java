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

    CompletableFuture(Object r) {
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

    public T get() throws InterruptedException, ExecutionException {
        return CompletableFutureSupport.reportGet(waitResult());
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
        return CompletableFutureSupport.reportGet(r);
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
        return CompletableFutureSupport.reportJoin(r);
    }

    public T getNow(T valueIfAbsent) {
        Object r;
        synchronized (this) {
            r = result;
        }
        return r == null ? valueIfAbsent : CompletableFutureSupport.<T>reportJoin(r);
    }

    // ----- factories

    static Executor asyncPool() {
        return ForkJoinPool.commonPool();
    }

    /** The executor of the *Async forms without one: the common pool. */
    public Executor defaultExecutor() {
        return asyncPool();
    }

    /** An executor that submits each task to executor after the delay (simulated time). */
    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new CompletableFutureSupport.DelayedExecutor(delay, unit, executor);
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, asyncPool());
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, asyncPool());
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
        return runAsync(runnable, asyncPool());
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
        return new MinimalStage<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new MinimalStage<U>(new AltResult(ex));
    }

    /** Completes when all complete; exceptionally with the first failed one's exception (in order). */
    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        return CompletableFutureSupport.allOf(cfs);
    }

    /** Completes as the first of them to complete (an exception wrapped in a CompletionException). */
    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        return CompletableFutureSupport.anyOf(cfs);
    }

    final synchronized Object rawResult() {
        return result;
    }

    // ----- dependent stages

    /** A new stage computed by body from this stage's result, on e (null: the completing thread). */
    <U> CompletableFuture<U> dep(final Executor e, final Body<U> body) {
        return dep(e, body, this.<U>newIncompleteFuture());
    }

    <U> CompletableFuture<U> dep(final Executor e, final Body<U> body, final CompletableFuture<U> d) {
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
    <U> CompletableFuture<U> both(final Executor e, CompletionStage<?> other, final Body<U> body) {
        final CompletableFuture<?> o = other.toCompletableFuture();
        final CompletableFuture<U> d = newIncompleteFuture();
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
    <U> CompletableFuture<U> either(final Executor e, CompletionStage<?> other, final Body<U> body) {
        final CompletableFuture<?> o = other.toCompletableFuture();
        final CompletableFuture<U> d = newIncompleteFuture();
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
        // as the JDK's: a source already done runs the action at once (this one first) and
        // registers no dependent on the other
        Object r;
        synchronized (this) {
            r = result;
        }
        if (r == null) {
            synchronized (o) {
                r = o.result;
            }
        }
        if (r != null) {
            a.run(r);
            return d;
        }
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

    private <U> CompletableFuture<U> applyStage(Executor e, Function<? super T, ? extends U> fn) {
        return dep(e, CompletableFutureSupport.onValue(CompletableFutureSupport.<T, U>apply(fn)));
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

    private CompletableFuture<Void> acceptStage(Executor e, Consumer<? super T> action) {
        return dep(e, CompletableFutureSupport.onValue(CompletableFutureSupport.<T>accept(action)));
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

    private CompletableFuture<Void> runStage(Executor e, Runnable action) {
        return dep(e, CompletableFutureSupport.onValue(CompletableFutureSupport.run(action)));
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
            BiConsumer<? super T, ? super U> action) {
        return both(null, other, CompletableFutureSupport.<T, U>acceptBoth(action));
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return both(defaultExecutor(), other, CompletableFutureSupport.<T, U>acceptBoth(action));
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return both(async(executor), other, CompletableFutureSupport.<T, U>acceptBoth(action));
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return both(null, other, CompletableFutureSupport.run(action));
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return both(defaultExecutor(), other, CompletableFutureSupport.run(action));
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return both(async(executor), other, CompletableFutureSupport.run(action));
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return either(null, other, CompletableFutureSupport.<T, U>apply(fn));
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return either(defaultExecutor(), other, CompletableFutureSupport.<T, U>apply(fn));
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
            Executor executor) {
        return either(async(executor), other, CompletableFutureSupport.<T, U>apply(fn));
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return either(null, other, CompletableFutureSupport.<T>accept(action));
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return either(defaultExecutor(), other, CompletableFutureSupport.<T>accept(action));
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
            Executor executor) {
        return either(async(executor), other, CompletableFutureSupport.<T>accept(action));
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return either(null, other, CompletableFutureSupport.run(action));
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return either(defaultExecutor(), other, CompletableFutureSupport.run(action));
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return either(async(executor), other, CompletableFutureSupport.run(action));
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

    private <U> CompletableFuture<U> composeStage(Executor e, Function<? super T, ? extends CompletionStage<U>> fn) {
        return dep(e, CompletableFutureSupport.onValue(CompletableFutureSupport.<T, U>compose(fn)));
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

    private CompletableFuture<T> whenStage(Executor e, BiConsumer<? super T, ? super Throwable> action) {
        return dep(e, CompletableFutureSupport.<T>whenComplete(action));
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return exceptionallyStage(null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return exceptionallyStage(defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return exceptionallyStage(async(executor), fn);
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return dep(null, CompletableFutureSupport.exceptionallyCompose(fn));
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return dep(defaultExecutor(), CompletableFutureSupport.exceptionallyCompose(fn));
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
            Executor executor) {
        return dep(async(executor), CompletableFutureSupport.exceptionallyCompose(fn));
    }

    private CompletableFuture<T> exceptionallyStage(Executor e, final Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return dep(e, new Body<T>() {
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

    // ----- JDK 9 additions

    /** A new incomplete future of the same kind (MinimalStage for minimal stages). */
    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    /** A future completed as this one (exceptions wrapped in a CompletionException). */
    public CompletableFuture<T> copy() {
        return dep(null, CompletableFutureSupport.<T>relay());
    }

    /** A stage that only supports the CompletionStage methods (MinimalStage). */
    public CompletionStage<T> minimalCompletionStage() {
        return dep(null, CompletableFutureSupport.<T>relay(), new MinimalStage<T>());
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        executor.execute(new Runnable() {
            public void run() {
                try {
                    completeRaw(encodeValue(supplier.get()));
                } catch (Throwable x) {
                    completeRaw(encodeThrowable(x));
                }
            }
        });
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    /** Completes with a TimeoutException unless done within the timeout. */
    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (rawResult() == null) {
            CompletableFutureSupport.timeout(this, true, null, timeout, unit);
        }
        return this;
    }

    /** Completes with value unless done within the timeout. */
    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (rawResult() == null) {
            CompletableFutureSupport.timeout(this, false, value, timeout, unit);
        }
        return this;
    }

    /** Sets the result whether or not already completed (dependents waiting run). */
    public void obtrudeValue(T value) {
        obtrude(encodeValue(value));
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        obtrude(new AltResult(ex));
    }

    private void obtrude(Object r) {
        ArrayList<Action> deps;
        synchronized (this) {
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
    }

    public String toString() {
        Object r = rawResult();
        String status;
        if (r == null) {
            int n;
            synchronized (this) {
                n = dependents == null ? 0 : dependents.size();
            }
            status = n == 0 ? "[Not completed]" : "[Not completed, " + n + " dependents]"; /* JDK 17.0.15 */
        } else if (failed(r)) {
            status = "[Completed exceptionally: " + exceptionOf(r) + "]";
        } else {
            status = "[Completed normally]";
        }
        return super.toString() + status;
    }
}
