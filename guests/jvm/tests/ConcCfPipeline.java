// RELEASE 11
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * CompletableFuture pipelines as services are often written: look up prices of several
 * shops asynchronously on a pool, apply a discount service (thenCompose), combine with an
 * exchange rate (thenCombine), collect with allOf, recover from a failing shop
 * (exceptionally/handle), take the fastest of two mirrors (anyOf) and chain callbacks.
 */
public class ConcCfPipeline {
    static ExecutorService pool = Executors.newFixedThreadPool(3);

    static int price(String shop, String product) {
        if (shop.equals("BrokenShop")) {
            throw new IllegalStateException(shop + " is down");
        }
        delay(5 + shop.length() % 4 * 5);
        return Math.abs((shop + product).hashCode() % 1000) + 100;
    }

    static void delay(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    static CompletableFuture<Integer> discount(int price) {
        return CompletableFuture.supplyAsync(() -> price * 9 / 10, pool);
    }

    public static void main(String[] args) throws Exception {
        List<String> shops = List.of("BestPrice", "LetsSaveBig", "MyFavoriteShop", "BuyItAll", "BrokenShop");
        CompletableFuture<Double> rate = CompletableFuture.supplyAsync(() -> {
            delay(20);
            return 1.25;
        }, pool);
        List<CompletableFuture<String>> quotes = new ArrayList<>();
        for (String shop : shops) {
            quotes.add(CompletableFuture.supplyAsync(() -> price(shop, "phone"), pool)
                    .thenCompose(ConcCfPipeline::discount)
                    .thenCombine(rate, (p, r) -> String.format("%s: %.2f", shop, p * r))
                    .exceptionally(ex -> shop + ": unavailable (" + ex.getCause().getMessage() + ")"));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(quotes.toArray(new CompletableFuture[0]));
        List<String> lines = all.thenApply(v -> quotes.stream().map(CompletableFuture::join).collect(Collectors.toList())).join();
        lines.forEach(System.out::println);

        CompletableFuture<String> mirrorA = CompletableFuture.supplyAsync(() -> {
            delay(60);
            return "mirror A";
        }, pool);
        CompletableFuture<String> mirrorB = CompletableFuture.supplyAsync(() -> {
            delay(5);
            return "mirror B";
        }, pool);
        System.out.println("fastest: " + CompletableFuture.anyOf(mirrorA, mirrorB).join());

        CompletableFuture<Integer> chain = CompletableFuture.supplyAsync(() -> 2, pool)
                .thenApplyAsync(x -> x * 10, pool)
                .thenApply(x -> x + 1)
                .whenComplete((v, ex) -> System.out.println("chain produced " + v))
                .handle((v, ex) -> ex == null ? v * 2 : -1);
        System.out.println("chain result " + chain.get(1, TimeUnit.SECONDS));

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> 1 / (chain.join() - 42), pool);
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("failing: " + e.getCause());
        }
        String handled = failing.handle((v, ex) -> ex == null ? "value " + v : "recovered from " + ex.getCause().getClass().getSimpleName())
                .join();
        System.out.println(handled);
        StringBuilder order = new StringBuilder();
        CompletableFuture<Void> seq = CompletableFuture.runAsync(() -> order.append("a"), pool)
                .thenRun(() -> order.append("b"))
                .thenRunAsync(() -> order.append("c"), pool)
                .thenAccept(v -> order.append("d"));
        seq.join();
        System.out.println("sequence " + order + " mirrorA " + mirrorA.join());
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(1, TimeUnit.SECONDS));
    }
}
