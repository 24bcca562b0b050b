import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

/** java.util.concurrent.atomic under contention (threads preempted between their CAS
 * loops' read and compare-and-set), a lock-free Treiber stack on AtomicReference, and the
 * single-threaded API. Totals are exact. */
public class ThreadsAtomics {
    static final class Node {
        final int value;
        final Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static final AtomicReference<Node> top = new AtomicReference<>();

    static void push(int v) {
        while (true) {
            Node t = top.get();
            if (top.compareAndSet(t, new Node(v, t))) {
                return;
            }
        }
    }

    static int pop() {
        while (true) {
            Node t = top.get();
            if (t == null) {
                return -1;
            }
            if (top.compareAndSet(t, t.next)) {
                return t.value;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong(1L << 40);
        final LongAdder adder = new LongAdder();
        final AtomicIntegerArray aia = new AtomicIntegerArray(4);
        final AtomicLongArray ala = new AtomicLongArray(3);
        final AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        final AtomicBoolean winner = new AtomicBoolean();
        final AtomicInteger winners = new AtomicInteger();
        final long[] popped = new long[1];
        final int threads = 6, per = 20000;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                if (winner.compareAndSet(false, true)) {
                    winners.incrementAndGet();
                }
                Object junk = null; /* garbage, so that small heaps collect meanwhile */
                for (int i = 0; i < per; i++) {
                    if ((i & 3) == 0) {
                        junk = new long[4];
                    }
                    ai.incrementAndGet();
                    al.addAndGet(2);
                    adder.increment();
                    aia.getAndIncrement(i & 3);
                    ala.addAndGet(i % 3, i);
                    max.accumulateAndGet(i * (me + 1), Math::max);
                    if (i % 10 == 0) {
                        push(i);
                    }
                }
                if (junk == null) {
                    throw new IllegalStateException();
                }
                long sum = 0;
                for (int i = 0; i < per / 20; i++) {
                    sum += pop();
                }
                synchronized (popped) {
                    popped[0] += sum;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int left = 0;
        long leftSum = 0;
        for (int v; (v = pop()) >= 0; ) {
            left++;
            leftSum += v;
        }
        long pushedSum = 0;
        for (int i = 0; i < per; i += 10) {
            pushedSum += i;
        }
        System.out.println("int " + ai.get() + " long " + al.get() + " adder " + adder.sum());
        System.out.println("int array " + aia + " long array " + ala);
        System.out.println("max " + max.get() + " winners " + winners.get() + " flag " + winner.get());
        System.out.println("stack left " + left + " sums match " + (popped[0] + leftSum == pushedSum * threads));

        AtomicInteger a = new AtomicInteger(5);
        System.out.println(a.getAndSet(7) + " " + a.compareAndSet(5, 1) + " " + a.compareAndSet(7, 1) + " " + a
            + " " + a.updateAndGet(x -> x * 10) + " " + a.getAndUpdate(x -> x + 1) + " " + a.intValue());
        AtomicLong l = new AtomicLong();
        System.out.println(l.incrementAndGet() + " " + l.decrementAndGet() + " " + l.getAndAdd(5) + " " + l
            + " " + l.accumulateAndGet(3, (x, y) -> x * y));
        AtomicReference<String> r = new AtomicReference<>("a");
        String b = new String("a");
        System.out.println(r.compareAndSet(b, "x") + " " + r.compareAndSet("a", "b") + " " + r.get()
            + " " + r.getAndUpdate(s -> s + "!") + " " + r + " " + r.accumulateAndGet("?", String::concat));
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(new String[] {"p", "q"});
        System.out.println(ra.compareAndSet(1, "q", "z") + " " + ra + " " + ra.length());
        try {
            aia.compareAndSet(4, 0, 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("out of bounds: " + e.getMessage());
        }
        LongAdder la = new LongAdder();
        la.add(40);
        la.increment();
        la.increment();
        System.out.println(la + " " + la.sumThenReset() + " " + la.sum());
    }
}
