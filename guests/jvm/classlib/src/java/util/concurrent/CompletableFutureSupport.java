package java.util.concurrent;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * CompletableFuture's helpers kept out of its file: allOf/anyOf, the bodies of the
 * two-source stages (both/either) and of exceptionallyCompose, and the delay scheduler of
 * orTimeout/completeOnTimeout/delayedExecutor (the JDK's Delayer: one daemon thread
 * "CompletableFutureDelayScheduler" running a ScheduledThreadPoolExecutor on simulated time).
 */
final class CompletableFutureSupport {
    private CompletableFutureSupport() {
    }

    static void checkNotNull(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
    }

    /* get's and join's report of a result */
    static <V> V reportGet(Object r) throws ExecutionException {
        Throwable x = CompletableFuture.exceptionOf(r);
        if (x == null) {
            return CompletableFuture.valueOf(r);
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

    static <V> V reportJoin(Object r) {
        Throwable x = CompletableFuture.exceptionOf(r);
        if (x == null) {
            return CompletableFuture.valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException) {
            throw (CompletionException) x;
        }
        throw new CompletionException(x);
    }

    /** Completes when all complete; exceptionally with the first failed one's exception (in order). */
    static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        final int[] left = {cfs.length};
        if (cfs.length == 0) {
            d.completeRaw(CompletableFuture.NIL);
            return d;
        }
        for (CompletableFuture<?> f : cfs) {
            f.onDone(new CompletableFuture.Action() {
                public void run(Object r) {
                    synchronized (left) {
                        if (--left[0] != 0) {
                            return;
                        }
                    }
                    for (CompletableFuture<?> g : cfs) {
                        Object gr = g.rawResult();
                        if (CompletableFuture.failed(gr)) {
                            d.completeRaw(CompletableFuture.encodeRelay(gr));
                            return;
                        }
                    }
                    d.completeRaw(CompletableFuture.NIL);
                }
            });
        }
        return d;
    }

    /** Completes as the first of them to complete (an exception wrapped in a CompletionException). */
    static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> f : cfs) {
            f.onDone(new CompletableFuture.Action() {
                public void run(Object r) {
                    d.completeRaw(CompletableFuture.encodeRelay(r));
                }
            });
        }
        return d;
    }

    /** d completes as r: a value as is, an exception wrapped in a CompletionException. */
    static <U> CompletableFuture.Body<U> relay() {
        return new CompletableFuture.Body<U>() {
            public void apply(Object r, Object s, CompletableFuture<U> d) {
                d.completeRaw(CompletableFuture.encodeRelay(r));
            }
        };
    }

    static <T, U> CompletableFuture.Body<Void> acceptBoth(final BiConsumer<? super T, ? super U> action) {
        checkNotNull(action);
        return new CompletableFuture.Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.accept(CompletableFuture.<T>valueOf(r), CompletableFuture.<U>valueOf(s));
                d.completeRaw(CompletableFuture.NIL);
            }
        };
    }

    static CompletableFuture.Body<Void> run(final Runnable action) {
        checkNotNull(action);
        return new CompletableFuture.Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.run();
                d.completeRaw(CompletableFuture.NIL);
            }
        };
    }

    /** body on a value; a failure relayed (the one-source stages) */
    static <U> CompletableFuture.Body<U> onValue(final CompletableFuture.Body<U> body) {
        return new CompletableFuture.Body<U>() {
            public void apply(Object r, Object s, CompletableFuture<U> d) throws Throwable {
                if (CompletableFuture.failed(r)) {
                    d.completeRaw(CompletableFuture.encodeRelay(r));
                } else {
                    body.apply(r, s, d);
                }
            }
        };
    }

    static <T, U> CompletableFuture.Body<U> apply(final Function<? super T, ? extends U> fn) {
        checkNotNull(fn);
        return new CompletableFuture.Body<U>() {
            public void apply(Object r, Object s, CompletableFuture<U> d) {
                d.completeRaw(CompletableFuture.encodeValue(fn.apply(CompletableFuture.<T>valueOf(r))));
            }
        };
    }

    static <T> CompletableFuture.Body<Void> accept(final Consumer<? super T> action) {
        checkNotNull(action);
        return new CompletableFuture.Body<Void>() {
            public void apply(Object r, Object s, CompletableFuture<Void> d) {
                action.accept(CompletableFuture.<T>valueOf(r));
                d.completeRaw(CompletableFuture.NIL);
            }
        };
    }

    /** The stage fn returns for the value, relayed. */
    static <T, U> CompletableFuture.Body<U> compose(final Function<? super T, ? extends CompletionStage<U>> fn) {
        checkNotNull(fn);
        return new CompletableFuture.Body<U>() {
            public void apply(Object r, Object s, final CompletableFuture<U> d) {
                fn.apply(CompletableFuture.<T>valueOf(r)).toCompletableFuture().onDone(new CompletableFuture.Action() {
                    public void run(Object nr) {
                        d.completeRaw(CompletableFuture.encodeRelay(nr));
                    }
                });
            }
        };
    }

    /** action sees the value or exception; the result is relayed, unless action throws
     * on a value (then its exception; on an exception it is added as suppressed). */
    static <T> CompletableFuture.Body<T> whenComplete(final BiConsumer<? super T, ? super Throwable> action) {
        checkNotNull(action);
        return new CompletableFuture.Body<T>() {
            public void apply(Object r, Object s, CompletableFuture<T> d) {
                Throwable x = CompletableFuture.exceptionOf(r);
                try {
                    action.accept(CompletableFuture.<T>valueOf(r), x);
                } catch (Throwable ex) {
                    if (x == null) {
                        d.completeRaw(CompletableFuture.encodeThrowable(ex));
                        return;
                    }
                    if (x != ex) {
                        x.addSuppressed(ex);
                    }
                }
                d.completeRaw(CompletableFuture.encodeRelay(r));
            }
        };
    }

    /** On failure: the stage fn returns for the exception, relayed; else the value. */
    static <T> CompletableFuture.Body<T> exceptionallyCompose(final Function<Throwable, ? extends CompletionStage<T>> fn) {
        checkNotNull(fn);
        return new CompletableFuture.Body<T>() {
            public void apply(Object r, Object s, final CompletableFuture<T> d) {
                Throwable x = CompletableFuture.exceptionOf(r);
                if (x == null) {
                    d.completeRaw(r);
                    return;
                }
                fn.apply(x).toCompletableFuture().onDone(new CompletableFuture.Action() {
                    public void run(Object nr) {
                        d.completeRaw(CompletableFuture.encodeRelay(nr));
                    }
                });
            }
        };
    }

    // ----- delays

    /** The JDK's Delayer: one daemon scheduler thread, cancelled tasks removed. */
    static final class Delayer {
        static final ScheduledThreadPoolExecutor delayer;

        static {
            delayer = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
                public Thread newThread(Runnable r) {
                    Thread t = new Thread(r);
                    t.setDaemon(true);
                    t.setName("CompletableFutureDelayScheduler");
                    return t;
                }
            });
            delayer.setRemoveOnCancelPolicy(true);
        }

        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return delayer.schedule(command, delay, unit);
        }
    }

    /** Submits each task to an executor after a delay. */
    static final class DelayedExecutor implements Executor {
        final long delay;
        final TimeUnit unit;
        final Executor executor;

        DelayedExecutor(long delay, TimeUnit unit, Executor executor) {
            this.delay = delay;
            this.unit = unit;
            this.executor = executor;
        }

        public void execute(final Runnable r) {
            checkNotNull(r);
            Delayer.delay(new Runnable() {
                public void run() {
                    executor.execute(r);
                }
            }, delay, unit);
        }
    }

    /** Completes f with a TimeoutException (timedOut) or with value after the delay, unless
     * it completed before; once f completes the scheduled action is cancelled. */
    static <T> void timeout(final CompletableFuture<T> f, final boolean timedOut, final T value, long timeout, TimeUnit unit) {
        final ScheduledFuture<?> task = Delayer.delay(new Runnable() {
            public void run() {
                if (timedOut) {
                    if (!f.isDone()) {
                        f.completeExceptionally(new TimeoutException());
                    }
                } else {
                    f.complete(value);
                }
            }
        }, timeout, unit);
        f.whenComplete(new BiConsumer<T, Throwable>() {
            public void accept(T ignore, Throwable ex) {
                if (!task.isDone()) {
                    task.cancel(false);
                }
            }
        });
    }
}
