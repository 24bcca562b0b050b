import java.util.ArrayDeque;

/** Producer/consumer over a bounded buffer with wait/notifyAll: every item arrives once, in order per producer. */
public class ThreadsProdCons {
    static final class Buffer {
        private final ArrayDeque<Integer> items = new ArrayDeque<>();
        private final int capacity;
        int maxSeen;

        Buffer(int capacity) {
            this.capacity = capacity;
        }

        synchronized void put(int v) throws InterruptedException {
            while (items.size() == capacity) {
                wait();
            }
            items.addLast(v);
            maxSeen = Math.max(maxSeen, items.size());
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) {
                wait();
            }
            int v = items.removeFirst();
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        final Buffer buf = new Buffer(4);
        final int producers = 3, perProducer = 2000;
        Thread[] ps = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final int base = p * 1000000;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < perProducer; i++) {
                        buf.put(base + i);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "producer-" + p);
        }
        final long[] sums = new long[2];
        final int[] counts = new int[2];
        final boolean[] ordered = {true, true};
        Thread[] cs = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int me = c;
            cs[c] = new Thread(() -> {
                int[] last = {-1, -1, -1};
                try {
                    for (int i = 0; i < producers * perProducer / 2; i++) {
                        int v = buf.take();
                        int p = v / 1000000, k = v % 1000000;
                        if (k <= last[p]) {
                            ordered[me] = false;
                        }
                        last[p] = k;
                        sums[me] += v;
                        counts[me]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : cs) {
            t.start();
        }
        for (Thread t : ps) {
            t.start();
        }
        for (Thread t : ps) {
            t.join();
        }
        for (Thread t : cs) {
            t.join();
        }
        long expect = 0;
        for (int p = 0; p < producers; p++) {
            for (int i = 0; i < perProducer; i++) {
                expect += p * 1000000L + i;
            }
        }
        System.out.println("items " + (counts[0] + counts[1]) + " sum ok " + (sums[0] + sums[1] == expect));
        System.out.println("per-producer order kept " + (ordered[0] && ordered[1]));
        System.out.println("buffer bound kept " + (buf.maxSeen <= 4));
        System.out.println("names " + ps[0].getName() + " " + cs[0].getName() + " " + cs[1].getName());
    }
}
