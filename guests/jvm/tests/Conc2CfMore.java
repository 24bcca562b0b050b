// RELEASE 11
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The rest of CompletableFuture's API a tutorial walks through: runAsync, the Async
 * variants of accept/combine/either, applyToEither and acceptEither with a fixed winner,
 * runAfterBoth/Either, completeAsync, copy, minimalCompletionStage, exceptions through
 * thenCompose, dependents, and the thread names of the default executor avoided (a named
 * pool factory instead).
 */
public class Conc2CfMore {
    public static void main(String[] args) throws Exception {
        int[] made = {0};
        ExecutorService ex = Executors.newFixedThreadPool(3, r -> {
            Thread t = new Thread(r, "cf-" + (++made[0]));
            t.setDaemon(true);
            return t;
        });
        List<String> log = new ArrayList<>();
        CompletableFuture<Void> run = CompletableFuture.runAsync(() -> {
            synchronized (log) {
                log.add("runAsync on cf pool " + Thread.currentThread().getName().startsWith("cf-"));
            }
        }, ex);
        run.get(1, TimeUnit.SECONDS);
        System.out.println(log + " result " + run.join());

        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 20, ex);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 22, ex);
        System.out.println("thenCombineAsync " + a.thenCombineAsync(b, Integer::sum, ex).join());
        StringBuffer sb = new StringBuffer();
        a.thenAcceptAsync(v -> sb.append("accepted ").append(v), ex).join();
        a.thenAcceptBothAsync(b, (x, y) -> sb.append(", both ").append(x * y), ex).join();
        a.runAfterBothAsync(b, () -> sb.append(", after both"), ex).join();
        System.out.println(sb);

        CountDownLatch never = new CountDownLatch(1);
        CompletableFuture<String> slow = CompletableFuture.supplyAsync(() -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                return "interrupted";
            }
            return "slow";
        }, ex);
        CompletableFuture<String> fast = CompletableFuture.completedFuture("fast");
        System.out.println("applyToEither " + slow.applyToEither(fast, s -> s + "!").join());
        StringBuffer either = new StringBuffer();
        slow.acceptEither(fast, either::append).join();
        slow.runAfterEither(fast, () -> either.append(" ran")).join();
        fast.applyToEitherAsync(slow, String::length, ex).thenAccept(n -> either.append(" len ").append(n)).join();
        System.out.println("either " + either);
        System.out.println("slow dependents " + (slow.getNumberOfDependents() > 0) + " done " + slow.isDone());
        never.countDown();
        System.out.println("slow " + slow.join());

        CompletableFuture<String> target = new CompletableFuture<>();
        target.completeAsync(() -> "completed async", ex);
        System.out.println(target.get(1, TimeUnit.SECONDS));
        CompletableFuture<String> orig = new CompletableFuture<>();
        CompletableFuture<String> copy = orig.copy();
        orig.complete("original");
        System.out.println("copy " + copy.join() + " " + copy.isDone());
        CompletableFuture<String> failedOrig = new CompletableFuture<>();
        CompletableFuture<String> failedCopy = failedOrig.copy();
        failedOrig.completeExceptionally(new IllegalStateException("bad"));
        System.out.println("copy of failure " + failedCopy.isCompletedExceptionally()
                + " " + failedCopy.handle((v, t) -> t.getClass().getSimpleName() + "/" + t.getCause().getMessage()).join());
        CompletionStage<String> minimal = CompletableFuture.completedFuture("m").minimalCompletionStage();
        System.out.println("minimal " + minimal.thenApply(s -> s + "inimal").toCompletableFuture().join());
        try {
            ((CompletableFuture<String>) minimal).complete("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("minimal stage cannot be completed: UnsupportedOperationException");
        }

        CompletableFuture<Integer> composedFail = CompletableFuture.supplyAsync(() -> 1, ex)
                .thenCompose(x -> CompletableFuture.<Integer>failedFuture(new ArithmeticException("inner")))
                .thenApply(x -> x + 1);
        try {
            composedFail.join();
        } catch (CompletionException e) {
            System.out.println("compose failure " + e.getCause());
        }
        CompletableFuture<String> recovered = composedFail.handle((v, t) -> "recovered from " + t.getCause().getMessage())
                .thenApplyAsync(String::toUpperCase, ex);
        System.out.println(recovered.join());
        CompletableFuture<Integer> whenAsync = CompletableFuture.supplyAsync(() -> 5, ex)
                .whenCompleteAsync((v, t) -> sb.setLength(0), ex);
        System.out.println("whenCompleteAsync " + whenAsync.join() + " cleared " + (sb.length() == 0));
        List<CompletableFuture<Integer>> fs = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            final int n = i;
            fs.add(CompletableFuture.supplyAsync(() -> n * n, ex).thenApplyAsync(x -> x + 1, ex));
        }
        CompletableFuture<List<Integer>> all = CompletableFuture.allOf(fs.toArray(new CompletableFuture[0]))
                .thenApply(v -> {
                    List<Integer> out = new ArrayList<>();
                    for (CompletableFuture<Integer> f : fs) out.add(f.join());
                    return out;
                });
        System.out.println("allOf collected " + all.join());
        System.out.println("isDone of all " + fs.stream().allMatch(CompletableFuture::isDone));
        CompletableFuture<Object> emptyAny = CompletableFuture.anyOf();
        System.out.println("anyOf() done " + emptyAny.isDone() + ", allOf() done " + CompletableFuture.allOf().isDone());
        ex.shutdown();
        System.out.println("threads made " + made[0]);
    }
}
