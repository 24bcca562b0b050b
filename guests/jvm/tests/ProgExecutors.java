// RELEASE 11
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

public class ProgExecutors {
    static long collatzSteps(long n) {
        long steps = 0;
        while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; steps++; }
        return steps;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> futures = new ArrayList<>();
        for (int chunk = 0; chunk < 8; chunk++) {
            final int lo = chunk * 500 + 1, hi = lo + 500;
            futures.add(pool.submit(() -> {
                long best = 0;
                for (long i = lo; i < hi; i++) best = Math.max(best, collatzSteps(i));
                return best;
            }));
        }
        long best = 0;
        for (Future<Long> f : futures) best = Math.max(best, f.get());
        System.out.println("max collatz steps below 4001: " + best);

        AtomicInteger counter = new AtomicInteger();
        AtomicLong sum = new AtomicLong();
        LongAdder adder = new LongAdder();
        CountDownLatch latch = new CountDownLatch(10);
        for (int t = 0; t < 10; t++) {
            final int id = t;
            pool.execute(() -> {
                for (int i = 0; i < 100; i++) {
                    counter.incrementAndGet();
                    sum.addAndGet(id);
                    adder.increment();
                }
                latch.countDown();
            });
        }
        latch.await();
        System.out.println(counter.get() + " " + sum.get() + " " + adder.sum());

        List<Callable<String>> tasks = new ArrayList<>();
        for (String w : new String[] {"alpha", "beta", "gamma"}) tasks.add(() -> w.toUpperCase() + w.length());
        for (Future<String> f : pool.invokeAll(tasks)) System.out.print(f.get() + " ");
        System.out.println();

        ConcurrentHashMap<String, Integer> words = new ConcurrentHashMap<>();
        List<Future<?>> fs = new ArrayList<>();
        String text = "the cat and the hat and the bat sat on the mat";
        for (int rep = 0; rep < 4; rep++) fs.add(pool.submit(() -> { for (String w : text.split(" ")) words.merge(w, 1, Integer::sum); }));
        for (Future<?> f : fs) f.get();
        System.out.println(new TreeMap<>(words));

        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6 * 7, pool);
        CompletableFuture<String> b = a.thenApply(x -> "answer=" + x).thenCombine(CompletableFuture.supplyAsync(() -> "!", pool), String::concat);
        System.out.println(b.join());
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { if (true) throw new IllegalStateException("boom"); return 1; }, pool);
        System.out.println(failing.exceptionally(ex -> -1).join() + " " + failing.isCompletedExceptionally());
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("cause: " + e.getCause());
        }
        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isShutdown());

        AtomicReference<String> ref = new AtomicReference<>("a");
        ref.updateAndGet(s -> s + "b");
        System.out.println(ref.get() + " " + ref.compareAndSet("ab", "c") + " " + ref);
        AtomicIntegerArray arr = new AtomicIntegerArray(4);
        arr.addAndGet(2, 5);
        System.out.println(arr + " " + IntStream.range(0, 1000).parallel().filter(i -> i % 7 == 0).sum());
    }
}
