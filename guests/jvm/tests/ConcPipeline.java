import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A producer/consumer pipeline: a producer generates numbers into a small bounded queue,
 * two squarers and two filters run in stages connected by BlockingQueues, a sink sums what
 * reaches it. Each worker ends on a poison pill and forwards one pill downstream.
 */
public class ConcPipeline {
    static final long POISON = Long.MIN_VALUE;

    public static void main(String[] args) throws Exception {
        for (int n : new int[] {10, 5000}) {
            run(n);
        }
    }

    static Thread stage(String name, BlockingQueue<Long> in, BlockingQueue<Long> out, int pillsOut, java.util.function.LongUnaryOperator f,
            AtomicLong seen) {
        Thread t = new Thread(() -> {
            try {
                for (;;) {
                    long v = in.take();
                    if (v == POISON) {
                        for (int i = 0; i < pillsOut; i++) {
                            out.put(POISON);
                        }
                        return;
                    }
                    seen.incrementAndGet();
                    long r = f.applyAsLong(v);
                    if (r >= 0) {
                        out.put(r);
                    }
                }
            } catch (InterruptedException e) {
                System.out.println(name + " interrupted");
            }
        }, name);
        t.start();
        return t;
    }

    static void run(int n) throws Exception {
        BlockingQueue<Long> numbers = new ArrayBlockingQueue<>(4);
        BlockingQueue<Long> squares = new LinkedBlockingQueue<>(8);
        BlockingQueue<Long> kept = new LinkedBlockingQueue<>();
        AtomicLong squared = new AtomicLong(), filtered = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        /* two squarers, each forwarding one pill: each filter stops at one pill, and every
           value a squarer sends precedes its pill in the FIFO queue */
        for (int i = 0; i < 2; i++) {
            threads.add(stage("square-" + i, numbers, squares, 1, v -> v * v, squared));
        }
        for (int i = 0; i < 2; i++) {
            threads.add(stage("filter-" + i, squares, kept, 1, v -> v % 3 == 0 ? -1 : v, filtered));
        }
        long[] sink = new long[2];
        Thread consumer = new Thread(() -> {
            int pills = 0;
            try {
                while (pills < 2) {
                    long v = kept.take();
                    if (v == POISON) {
                        pills++;
                    } else {
                        sink[0] += v;
                        sink[1]++;
                    }
                }
            } catch (InterruptedException e) {
                System.out.println("sink interrupted");
            }
        }, "sink");
        consumer.start();
        for (long i = 1; i <= n; i++) {
            numbers.put(i);
        }
        numbers.put(POISON);
        numbers.put(POISON);
        for (Thread t : threads) {
            t.join();
        }
        consumer.join();
        long expected = 0, count = 0;
        for (long i = 1; i <= n; i++) {
            if (i * i % 3 != 0) {
                expected += i * i;
                count++;
            }
        }
        System.out.println("n=" + n + ": squared " + squared.get() + " filtered " + filtered.get() + " sink got " + sink[1]
                + " values summing to " + sink[0] + " (expected " + count + ", " + expected + ")");
    }
}
