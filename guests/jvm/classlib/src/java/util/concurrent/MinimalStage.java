package java.util.concurrent;

/**
 * CompletableFuture.minimalCompletionStage's result, as the JDK's: the CompletionStage
 * methods work (their stages are minimal too); the other methods of CompletableFuture throw
 * UnsupportedOperationException; toCompletableFuture returns a full future completed as
 * this one.
 */
final class MinimalStage<T> extends CompletableFuture<T> {
    MinimalStage() {
    }

    MinimalStage(Object r) {
        super(r);
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new MinimalStage<U>();
    }

    public T get() {
        throw new UnsupportedOperationException();
    }

    public T get(long timeout, TimeUnit unit) {
        throw new UnsupportedOperationException();
    }

    public T getNow(T valueIfAbsent) {
        throw new UnsupportedOperationException();
    }

    public T join() {
        throw new UnsupportedOperationException();
    }

    public boolean complete(T value) {
        throw new UnsupportedOperationException();
    }

    public boolean completeExceptionally(Throwable ex) {
        throw new UnsupportedOperationException();
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        throw new UnsupportedOperationException();
    }

    public void obtrudeValue(T value) {
        throw new UnsupportedOperationException();
    }

    public void obtrudeException(Throwable ex) {
        throw new UnsupportedOperationException();
    }

    public boolean isDone() {
        throw new UnsupportedOperationException();
    }

    public boolean isCancelled() {
        throw new UnsupportedOperationException();
    }

    public boolean isCompletedExceptionally() {
        throw new UnsupportedOperationException();
    }

    public int getNumberOfDependents() {
        throw new UnsupportedOperationException();
    }

    public CompletableFuture<T> completeAsync(java.util.function.Supplier<? extends T> supplier, Executor executor) {
        throw new UnsupportedOperationException();
    }

    public CompletableFuture<T> completeAsync(java.util.function.Supplier<? extends T> supplier) {
        throw new UnsupportedOperationException();
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        throw new UnsupportedOperationException();
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        throw new UnsupportedOperationException();
    }

    public CompletableFuture<T> toCompletableFuture() {
        return dep(null, CompletableFutureSupport.<T>relay(), new CompletableFuture<T>());
    }
}
