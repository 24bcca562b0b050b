// RELEASE 17
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * CompletableFuture pipelines as in a tutorial: an order service with records as messages,
 * supplyAsync on an executor, thenApplyAsync, thenCompose, thenCombine, allOf(...).thenRun,
 * exceptionally, handle, whenComplete, join/get exceptions.
 */
public class Conc2CfChains {
    record Order(int id, String item, int qty) {}
    record Priced(Order order, long cents) {}
    record Shipped(Priced priced, String carrier) {}

    static long price(String item) {
        return switch (item) {
            case "apple" -> 45;
            case "pear" -> 60;
            case "melon" -> 320;
            default -> throw new IllegalArgumentException("unknown item " + item);
        };
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(4);
        List<Order> orders = List.of(new Order(1, "apple", 12), new Order(2, "melon", 2),
                new Order(3, "pear", 5), new Order(4, "kiwi", 1), new Order(5, "apple", 100));

        List<CompletableFuture<String>> results = orders.stream()
                .map(o -> CompletableFuture.supplyAsync(() -> o, ex)
                        .thenApplyAsync(ord -> new Priced(ord, price(ord.item()) * ord.qty()), ex)
                        .thenCompose(p -> CompletableFuture.supplyAsync(
                                () -> new Shipped(p, p.cents() > 2000 ? "truck" : "bike"), ex))
                        .thenApply(s -> "order " + s.priced().order().id() + ": " + s.priced().cents()
                                + " cents by " + s.carrier())
                        .exceptionally(t -> "order " + o.id() + " failed: " + t.getClass().getSimpleName()
                                + " / " + t.getCause().getMessage()))
                .collect(Collectors.toList());
        CompletableFuture<Void> all = CompletableFuture.allOf(results.toArray(new CompletableFuture[0]));
        StringBuilder log = new StringBuilder();
        CompletableFuture<Void> after = all.thenRun(() -> log.append("all ").append(results.size()).append(" done"));
        after.join();
        for (CompletableFuture<String> r : results) System.out.println(r.join());
        System.out.println(log);

        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6, ex);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7, ex);
        System.out.println("combine: " + a.thenCombine(b, (x, y) -> x * y).get());
        System.out.println("acceptBoth: " + a.thenAcceptBoth(b, (x, y) -> {}).thenApply(v -> "void " + v).join());

        CompletableFuture<Integer> bad = CompletableFuture.supplyAsync(() -> {
            if (true) throw new IllegalStateException("boom");
            return 1;
        }, ex);
        System.out.println("handle: " + bad.handle((v, t) -> t == null ? "value " + v
                : "error " + t.getClass().getName() + ": " + t.getCause().getMessage()).join());
        StringBuilder wc = new StringBuilder();
        CompletableFuture<Integer> wcf = bad.whenComplete((v, t) -> wc.append("saw ").append(t.getClass().getSimpleName()));
        try {
            wcf.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getClass().getSimpleName() + " cause " + e.getCause());
        }
        System.out.println("whenComplete: " + wc);
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getMessage());
            System.out.println("cause: " + e.getCause());
        }
        System.out.println("isCompletedExceptionally: " + bad.isCompletedExceptionally() + " " + wcf.isCompletedExceptionally());
        CompletableFuture<String> good = CompletableFuture.supplyAsync(() -> "ok", ex)
                .whenComplete((v, t) -> wc.append(", value ").append(v));
        System.out.println("whenComplete value: " + good.join() + " | " + wc);

        int sum = IntStream.rangeClosed(1, 20).mapToObj(i -> CompletableFuture.supplyAsync(() -> i * i, ex))
                .collect(Collectors.toList()).stream().mapToInt(CompletableFuture::join).sum();
        System.out.println("sum of squares: " + sum);
        CompletableFuture<String> applied = CompletableFuture.completedFuture("x")
                .thenApply(s -> s + "y").thenApplyAsync(s -> s + "z", ex)
                .thenCompose(s -> CompletableFuture.completedFuture(s.toUpperCase()));
        System.out.println("chain: " + applied.get() + " " + applied.getNow("none"));
        CompletableFuture<String> manual = new CompletableFuture<>();
        System.out.println("getNow: " + manual.getNow("absent") + " done " + manual.isDone());
        ex.submit(() -> manual.complete("set by pool"));
        System.out.println("manual: " + manual.get());
        System.out.println("complete again: " + manual.complete("second") + " " + manual.join());
        ex.shutdown();
    }
}
