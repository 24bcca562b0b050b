// RELEASE 11
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * CompletableFuture with time: orTimeout and completeOnTimeout against tasks that sleep far
 * longer or far shorter than the limit, anyOf whose winner is fixed (the others wait on a
 * latch), get with a timeout, delayedExecutor, completeExceptionally, obtrudeValue.
 */
public class Conc2CfTimeouts {
    static String slow(String v, long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            return "interrupted";
        }
        return v;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newCachedThreadPool();
        CompletableFuture<String> late = CompletableFuture.supplyAsync(() -> slow("late", 2000), ex)
                .orTimeout(50, TimeUnit.MILLISECONDS);
        try {
            late.join();
        } catch (Exception e) {
            System.out.println("orTimeout: " + e.getClass().getSimpleName() + " cause " + e.getCause().getClass().getName());
        }
        CompletableFuture<String> quick = CompletableFuture.supplyAsync(() -> slow("quick", 5), ex)
                .orTimeout(3, TimeUnit.SECONDS);
        System.out.println("orTimeout in time: " + quick.join());

        CompletableFuture<String> fallback = CompletableFuture.supplyAsync(() -> slow("real", 2000), ex)
                .completeOnTimeout("default", 40, TimeUnit.MILLISECONDS);
        System.out.println("completeOnTimeout: " + fallback.join());
        CompletableFuture<String> noFallback = CompletableFuture.supplyAsync(() -> slow("real", 1), ex)
                .completeOnTimeout("default", 3, TimeUnit.SECONDS);
        System.out.println("completeOnTimeout in time: " + noFallback.join());

        CountDownLatch gate = new CountDownLatch(1);
        CompletableFuture<String> loser1 = CompletableFuture.supplyAsync(() -> {
            try {
                gate.await();
            } catch (InterruptedException e) {
                return "x";
            }
            return "loser1";
        }, ex);
        CompletableFuture<String> loser2 = loser1.thenApply(s -> s + "+");
        CompletableFuture<String> winner = CompletableFuture.supplyAsync(() -> "winner", ex);
        CompletableFuture<Object> any = CompletableFuture.anyOf(loser1, winner, loser2);
        System.out.println("anyOf: " + any.get());
        gate.countDown();
        System.out.println("losers after gate: " + loser1.join() + " " + loser2.join());
        CompletableFuture<Object> anyDone = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"),
                CompletableFuture.completedFuture("second"));
        System.out.println("anyOf completed: " + anyDone.join());

        CompletableFuture<String> never = new CompletableFuture<>();
        try {
            never.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get timeout: " + e.getClass().getName() + " done " + never.isDone());
        }
        never.completeExceptionally(new UnsupportedOperationException("nope"));
        try {
            never.get();
        } catch (ExecutionException e) {
            System.out.println("completeExceptionally: " + e.getCause());
        }
        System.out.println("exceptionNow-like: " + never.isCompletedExceptionally() + " " + never.isCancelled());
        CompletableFuture<String> cancelled = new CompletableFuture<>();
        System.out.println("cancel: " + cancelled.cancel(true) + " " + cancelled.isCancelled() + " " + cancelled.isCompletedExceptionally());
        try {
            cancelled.join();
        } catch (java.util.concurrent.CancellationException e) {
            System.out.println("join cancelled: " + e.getClass().getName());
        }

        long t0 = System.nanoTime();
        CompletableFuture<String> delayed = CompletableFuture.supplyAsync(() -> "delayed",
                CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS, ex));
        String d = delayed.join();
        long waited = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("delayedExecutor: " + d + " waited >= 100 ms: " + (waited >= 99));
        CompletableFuture<String> ob = CompletableFuture.completedFuture("a");
        ob.obtrudeValue("b");
        System.out.println("obtrudeValue: " + ob.join() + " deps " + ob.getNumberOfDependents());
        CompletableFuture<Integer> failed = CompletableFuture.failedFuture(new ArithmeticException("div"));
        System.out.println("failedFuture: " + failed.exceptionally(t -> -1).join() + " "
                + failed.handle((v, t) -> t.getMessage()).join());
        System.out.println("completedStage: " + CompletableFuture.completedStage(5).thenApply(x -> x + 1).toCompletableFuture().join());
        ex.shutdown();
        System.out.println("awaitTermination: " + ex.awaitTermination(10, TimeUnit.SECONDS));
    }
}
