import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/** Counters bumped from many threads, with CAS loops and the functional update methods. */
public class Conc2Atomics {
    static final int THREADS = 6, ROUNDS = 800;

    static final class Stack<T> {
        static final class Node<T> {
            final T value;
            final Node<T> next;

            Node(T value, Node<T> next) {
                this.value = value;
                this.next = next;
            }
        }

        final AtomicReference<Node<T>> top = new AtomicReference<Node<T>>();

        void push(T v) {
            Node<T> old;
            do {
                old = top.get();
            } while (!top.compareAndSet(old, new Node<T>(v, old)));
        }

        T pop() {
            while (true) {
                Node<T> old = top.get();
                if (old == null) return null;
                if (top.compareAndSet(old, old.next)) return old.value;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong(100);
        final AtomicIntegerArray hist = new AtomicIntegerArray(10);
        final LongAdder adder = new LongAdder();
        final DoubleAdder dadder = new DoubleAdder();
        final LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        final LongAccumulator product = new LongAccumulator((a, b) -> (a * b) % 1_000_003, 1);
        final AtomicInteger casMax = new AtomicInteger(Integer.MIN_VALUE);
        final AtomicReference<String> longest = new AtomicReference<String>("");
        final Stack<Integer> stack = new Stack<Integer>();
        final AtomicBoolean once = new AtomicBoolean();
        final AtomicInteger winners = new AtomicInteger();
        final CountDownLatch start = new CountDownLatch(1);
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                if (once.compareAndSet(false, true)) winners.incrementAndGet();
                for (int i = 0; i < ROUNDS; i++) {
                    int v = id * ROUNDS + i;
                    ai.incrementAndGet();
                    al.addAndGet(2);
                    hist.getAndIncrement(v % 10);
                    adder.increment();
                    dadder.add(0.5);
                    max.accumulate(v);
                    product.accumulate((v % 97) + 1);
                    int seen;
                    do {
                        seen = casMax.get();
                    } while (v > seen && !casMax.compareAndSet(seen, v));
                    ai.updateAndGet(x -> x + 1);
                    al.accumulateAndGet(3, (a, b) -> a + b);
                    final String s = "t" + id + "-" + i;
                    longest.accumulateAndGet(s, (a, b) -> a.length() > b.length()
                            || (a.length() == b.length() && a.compareTo(b) >= 0) ? a : b);
                    if (i % 100 == 0) stack.push(v);
                }
            });
            ts[t].start();
        }
        start.countDown();
        for (Thread t : ts) t.join();
        System.out.println("AtomicInteger " + ai.get() + " (expected " + 2 * THREADS * ROUNDS + ")");
        System.out.println("AtomicLong " + al.get() + " (expected " + (100 + 5L * THREADS * ROUNDS) + ")");
        System.out.println("histogram " + hist);
        System.out.println("LongAdder " + adder.sum() + " " + adder + " intValue " + adder.intValue());
        System.out.println("DoubleAdder " + dadder.sum());
        System.out.println("LongAccumulator max " + max.get() + " product " + product.get() + " " + max);
        System.out.println("CAS max " + casMax.get());
        System.out.println("longest " + longest.get());
        int popped = 0;
        long popSum = 0;
        for (Integer v = stack.pop(); v != null; v = stack.pop()) {
            popped++;
            popSum += v;
        }
        System.out.println("stack popped " + popped + " sum " + popSum);
        System.out.println("once winners " + winners.get());
        System.out.println("getAndUpdate " + ai.getAndUpdate(x -> x * 2) + " -> " + ai.get());
        System.out.println("getAndAccumulate " + al.getAndAccumulate(10, Math::max) + " -> " + al.get());
        System.out.println("sumThenReset " + adder.sumThenReset() + " -> " + adder.sum());
        max.reset();
        System.out.println("after reset " + max.get() + " getThenReset " + product.getThenReset() + " -> " + product.get());
        System.out.println("weakCompareAndSet " + ai.weakCompareAndSet(ai.get(), 7) + " " + ai);
        System.out.println("lazySet " + hist.length() + " " + hist.addAndGet(3, 1000) + " " + hist.compareAndSet(0, THREADS * ROUNDS / 10, -1) + " " + hist.get(0));
    }
}
