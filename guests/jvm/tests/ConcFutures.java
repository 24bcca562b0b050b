// RELEASE 17
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** CompletableFuture beyond JDK 8: timeouts, delayed executors, the *Async both/either
 * forms, minimal stages, obtrude, copy, exceptionallyAsync/Compose. */
public class ConcFutures {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        timeouts();
        delayed(pool);
        asyncForms(pool);
        minimal();
        misc(pool);
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
        System.out.println("done");
    }

    static void timeouts() throws Exception {
        CompletableFuture<String> never = new CompletableFuture<>();
        CompletableFuture<String> t = never.orTimeout(20, TimeUnit.MILLISECONDS);
        System.out.println("orTimeout returns this " + (t == never));
        try {
            t.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getCause().getClass().getName());
        }
        try {
            t.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause().getClass().getName() + " exceptionally " + t.isCompletedExceptionally());
        }
        CompletableFuture<String> quick = new CompletableFuture<>();
        quick.orTimeout(1, TimeUnit.SECONDS);
        System.out.println("dependents while waiting " + quick.getNumberOfDependents());
        quick.complete("in time");
        System.out.println("completed in time: " + quick.join() + " dependents " + quick.getNumberOfDependents());
        CompletableFuture<Integer> slow = new CompletableFuture<>();
        System.out.println("completeOnTimeout " + slow.completeOnTimeout(42, 15, TimeUnit.MILLISECONDS).join());
        System.out.println("already done " + CompletableFuture.completedFuture(1).completeOnTimeout(2, 1, TimeUnit.MILLISECONDS).join());
        CompletableFuture<Integer> late = CompletableFuture.supplyAsync(() -> {
            sleep(200);
            return 1;
        }).completeOnTimeout(-1, 20, TimeUnit.MILLISECONDS);
        System.out.println("late supplier replaced by " + late.join());
    }

    static void delayed(Executor pool) throws Exception {
        long t0 = System.nanoTime();
        Executor after30 = CompletableFuture.delayedExecutor(30, TimeUnit.MILLISECONDS, pool);
        CompletableFuture<String> f = CompletableFuture.supplyAsync(() -> "delayed", after30);
        System.out.println(f.join() + " waited>=30ms " + ((System.nanoTime() - t0) >= 30000000L));
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> order.add("60"), CompletableFuture.delayedExecutor(60, TimeUnit.MILLISECONDS));
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> order.add("20"), CompletableFuture.delayedExecutor(20, TimeUnit.MILLISECONDS));
        CompletableFuture.allOf(a, b).join();
        System.out.println("delayed order " + order);
    }

    static String who() {
        return Thread.currentThread().getName().startsWith("pool-") ? "pool" : "other";
    }

    static void asyncForms(Executor pool) throws Exception {
        CompletableFuture<Integer> x = CompletableFuture.completedFuture(6);
        CompletableFuture<Integer> y = CompletableFuture.supplyAsync(() -> 7, pool);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        x.thenAcceptBothAsync(y, (a, b) -> log.add("acceptBoth " + a * b + " on " + who()), pool).join();
        x.thenAcceptBothAsync(y, (a, b) -> log.add("acceptBoth default " + (a + b))).join();
        x.runAfterBothAsync(y, () -> log.add("runAfterBoth on " + who()), pool).join();
        x.runAfterBothAsync(y, () -> log.add("runAfterBoth default")).join();
        CompletableFuture<Integer> never = new CompletableFuture<>();
        log.add("applyToEither " + never.applyToEitherAsync(y, v -> v * 10, pool).join());
        log.add("applyToEither default " + y.applyToEitherAsync(never, v -> v + 1).join());
        never.acceptEitherAsync(x, v -> log.add("acceptEither " + v + " on " + who()), pool).join();
        never.acceptEitherAsync(x, v -> log.add("acceptEither default " + v)).join();
        never.runAfterEitherAsync(y, () -> log.add("runAfterEither on " + who()), pool).join();
        never.runAfterEitherAsync(y, () -> log.add("runAfterEither default")).join();
        CompletableFuture<Integer> failed = CompletableFuture.failedFuture(new IllegalStateException("bad"));
        try {
            failed.thenAcceptBothAsync(y, (a, b) -> log.add("not run"), pool).join();
        } catch (CompletionException e) {
            log.add("both with a failure: " + e.getCause().getMessage());
        }
        for (String s : log) {
            System.out.println(s);
        }
        try {
            x.runAfterBothAsync(y, null, pool);
        } catch (NullPointerException e) {
            System.out.println("null action: NPE");
        }
    }

    static void minimal() throws Exception {
        CompletableFuture<String> src = new CompletableFuture<>();
        CompletionStage<String> m = src.minimalCompletionStage();
        try {
            ((CompletableFuture<String>) m).join();
        } catch (UnsupportedOperationException e) {
            System.out.println("minimal join: UnsupportedOperationException");
        }
        CompletionStage<Integer> len = m.thenApply(String::length);
        try {
            ((CompletableFuture<Integer>) len).complete(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("dependent of minimal is minimal too");
        }
        src.complete("hello");
        System.out.println("minimal via toCompletableFuture " + len.toCompletableFuture().join() + " " + m.toCompletableFuture().get());
        CompletionStage<String> done = CompletableFuture.completedStage("stage");
        System.out.println("completedStage " + done.toCompletableFuture().join() + " " + done.thenApply(s -> s + "!").toCompletableFuture().join());
        try {
            ((CompletableFuture<String>) done).isDone();
        } catch (UnsupportedOperationException e) {
            System.out.println("completedStage is minimal");
        }
        CompletionStage<String> fs = CompletableFuture.failedStage(new RuntimeException("nope"));
        System.out.println("failedStage " + fs.handle((v, ex) -> ex.getMessage()).toCompletableFuture().join());
    }

    static void misc(Executor pool) throws Exception {
        CompletableFuture<String> f = CompletableFuture.completedFuture("old");
        f.obtrudeValue("new");
        System.out.println("obtrudeValue " + f.join());
        f.obtrudeException(new IllegalArgumentException("forced"));
        try {
            f.join();
        } catch (CompletionException e) {
            System.out.println("obtrudeException " + e.getCause().getMessage());
        }
        CompletableFuture<String> c = new CompletableFuture<>();
        CompletableFuture<String> copy = c.copy();
        CompletableFuture<Integer> dep1 = c.thenApply(String::length);
        System.out.println("dependents " + c.getNumberOfDependents() + " " + c.toString().replaceAll(".*\\[", "["));
        c.completeExceptionally(new ArithmeticException("div"));
        try {
            copy.join();
        } catch (CompletionException e) {
            System.out.println("copy failed with " + e.getCause() + " dep " + dep1.isCompletedExceptionally());
        }
        CompletableFuture<Integer> recovered = CompletableFuture.<Integer>failedFuture(new RuntimeException("x"))
                .exceptionallyAsync(ex -> ex.getMessage().length() + 100, pool);
        CompletableFuture<Integer> composed = CompletableFuture.<Integer>failedFuture(new RuntimeException("yy"))
                .exceptionallyCompose(ex -> CompletableFuture.supplyAsync(() -> ex.getMessage().length() + 200, pool));
        CompletableFuture<Integer> composedAsync = CompletableFuture.completedFuture(5)
                .exceptionallyComposeAsync(ex -> CompletableFuture.completedFuture(-1));
        CompletableFuture<Integer> defaultAsync = CompletableFuture.<Integer>failedFuture(new RuntimeException("zzz"))
                .exceptionallyAsync(ex -> ex.getMessage().length());
        System.out.println("exceptionallyAsync " + recovered.join() + " compose " + composed.join() + " normal " + composedAsync.join()
                + " default " + defaultAsync.join());
        CompletableFuture<String> ca = new CompletableFuture<String>().completeAsync(() -> "async " + who(), pool);
        System.out.println("completeAsync " + ca.join() + " default executor " + (ca.defaultExecutor() != null));
        CompletableFuture<String> inc = ca.newIncompleteFuture();
        System.out.println("newIncompleteFuture done " + inc.isDone() + " " + inc.getClass().getSimpleName());
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}
