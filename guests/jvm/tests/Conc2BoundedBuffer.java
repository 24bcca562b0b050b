import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Producer/consumer twice, as in a textbook chapter: a bounded buffer class of our own with
 * synchronized put/take and wait/notifyAll, then an ArrayBlockingQueue with a poison pill per
 * consumer. Consumers add what they took to per-consumer totals; main joins and prints sums.
 */
public class Conc2BoundedBuffer {
    static class BoundedBuffer<T> {
        private final Object[] items;
        private int putIndex, takeIndex, count;
        private int maxSeen;

        BoundedBuffer(int capacity) {
            items = new Object[capacity];
        }

        public synchronized void put(T item) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[putIndex] = item;
            putIndex = (putIndex + 1) % items.length;
            count++;
            if (count > maxSeen) maxSeen = count;
            notifyAll();
        }

        @SuppressWarnings("unchecked")
        public synchronized T take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            T item = (T) items[takeIndex];
            items[takeIndex] = null;
            takeIndex = (takeIndex + 1) % items.length;
            count--;
            notifyAll();
            return item;
        }

        synchronized int maxSeen() {
            return maxSeen;
        }
    }

    static final int PRODUCERS = 3, CONSUMERS = 2, PER_PRODUCER = 400;

    public static void main(String[] args) throws Exception {
        ownBuffer();
        blockingQueue();
    }

    static void ownBuffer() throws Exception {
        final BoundedBuffer<Integer> buf = new BoundedBuffer<Integer>(5);
        final long[] sums = new long[CONSUMERS];
        final int[] counts = new int[CONSUMERS];
        List<Thread> threads = new ArrayList<Thread>();
        for (int p = 0; p < PRODUCERS; p++) {
            final int base = p * 1000;
            threads.add(new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 1; i <= PER_PRODUCER; i++) buf.put(base + i);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }, "producer-" + p));
        }
        final int total = PRODUCERS * PER_PRODUCER;
        final int[] taken = {0};
        for (int c = 0; c < CONSUMERS; c++) {
            final int me = c;
            threads.add(new Thread(() -> {
                try {
                    while (true) {
                        synchronized (taken) {
                            if (taken[0] == total) return;
                            taken[0]++;
                        }
                        int v = buf.take();
                        sums[me] += v;
                        counts[me]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "consumer-" + c));
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        long sum = 0;
        int n = 0;
        for (int c = 0; c < CONSUMERS; c++) {
            sum += sums[c];
            n += counts[c];
        }
        long expect = 0;
        for (int p = 0; p < PRODUCERS; p++)
            for (int i = 1; i <= PER_PRODUCER; i++) expect += p * 1000 + i;
        System.out.println("own buffer: items " + n + ", sum " + sum + ", expected " + expect);
        System.out.println("own buffer: never over capacity: " + (buf.maxSeen() <= 5));
        for (Thread t : threads) System.out.println("  " + t.getName() + " " + t.getState());
    }

    static final String POISON = "<done>";

    static void blockingQueue() throws Exception {
        final BlockingQueue<String> q = new ArrayBlockingQueue<>(4);
        final List<String> seen = Collections.synchronizedList(new ArrayList<String>());
        Thread[] consumers = new Thread[CONSUMERS];
        for (int c = 0; c < CONSUMERS; c++) {
            consumers[c] = new Thread(() -> {
                try {
                    for (String s = q.take(); !s.equals(POISON); s = q.take()) {
                        seen.add(s.toUpperCase());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            consumers[c].start();
        }
        Thread producer = new Thread(() -> {
            try {
                String[] words = "the quick brown fox jumps over the lazy dog again and again".split(" ");
                for (int round = 0; round < 20; round++)
                    for (String w : words) q.put(w + round);
                for (int c = 0; c < CONSUMERS; c++) q.put(POISON);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        producer.join();
        for (Thread c : consumers) c.join();
        List<String> sorted;
        synchronized (seen) {
            sorted = new ArrayList<>(seen);
        }
        Collections.sort(sorted);
        System.out.println("queue: " + sorted.size() + " words, first " + sorted.subList(0, 5)
                + ", last " + sorted.get(sorted.size() - 1) + ", left " + q.size()
                + ", remaining capacity " + q.remainingCapacity());
        System.out.println("consumer names: " + consumers[0].getName() + " " + consumers[1].getName());
    }
}
