import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counters incremented from thread pools: AtomicLong, LongAdder, AtomicInteger with
 * updateAndGet, a synchronized counter, an AtomicLongArray histogram and a
 * ConcurrentHashMap word count with merge; a racy plain counter is run too but only
 * checked not to exceed the total. Every checked total is exact.
 */
public class ConcCounters {
    static final int TASKS = 8;
    static final int PER_TASK = 2500;

    static long syncCount;

    static synchronized void syncIncrement() {
        syncCount++;
    }

    public static void main(String[] args) throws Exception {
        for (ExecutorService pool : new ExecutorService[] {Executors.newFixedThreadPool(4), Executors.newCachedThreadPool(),
                Executors.newWorkStealingPool(3)}) {
            run(pool);
            pool.shutdown();
            System.out.println("  terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
        }
    }

    static void run(ExecutorService pool) throws Exception {
        AtomicLong atomic = new AtomicLong();
        LongAdder adder = new LongAdder();
        AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        AtomicLongArray histogram = new AtomicLongArray(10);
        ConcurrentHashMap<String, Long> words = new ConcurrentHashMap<>();
        long[] racy = {0};
        syncCount = 0;
        String[] vocabulary = {"alpha", "beta", "gamma", "delta", "epsilon"};
        List<Callable<Long>> tasks = new ArrayList<>();
        for (int t = 0; t < TASKS; t++) {
            int id = t;
            tasks.add(() -> {
                long local = 0;
                for (int i = 0; i < PER_TASK; i++) {
                    atomic.incrementAndGet();
                    adder.increment();
                    syncIncrement();
                    racy[0]++;
                    int v = (id * 7919 + i * 104729) % 100003;
                    max.accumulateAndGet(v, Math::max);
                    histogram.incrementAndGet(v % 10);
                    words.merge(vocabulary[(id + i) % vocabulary.length], 1L, Long::sum);
                    local += v;
                }
                return local;
            });
        }
        long sum = 0;
        for (Future<Long> f : pool.invokeAll(tasks)) {
            sum += f.get();
        }
        long total = (long) TASKS * PER_TASK;
        long histTotal = 0;
        StringBuilder hist = new StringBuilder();
        for (int i = 0; i < histogram.length(); i++) {
            histTotal += histogram.get(i);
            hist.append(histogram.get(i)).append(i < 9 ? "," : "");
        }
        System.out.println("atomic " + atomic.get() + " adder " + adder.sum() + " synchronized " + syncCount + " racy<=total "
                + (racy[0] <= total) + " max " + max.get() + " task sum " + sum);
        System.out.println("  histogram " + hist + " (" + histTotal + ") words " + new TreeMap<>(words)
                + " adder reset " + adder.sumThenReset() + " -> " + adder.sum());
    }
}
