import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

/**
 * Threads that allocate (tests/e2e/tests/threads.rs): WORKERS threads each build and drop
 * short lists of boxed values and hand every ROUNDS-th list to a consumer through a shared
 * queue (wait/notify), so the heap collects while several threads hold live data. Prints
 * only after every thread has ended, so the output does not depend on the interleaving.
 */
public class ThreadChurn {
    static final int WORKERS = 3;
    static final LinkedList<List<Integer>> queue = new LinkedList<>();
    static int produced;
    static long consumedSum;

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        Thread consumer = new Thread(() -> {
            int taken = 0;
            while (taken < WORKERS * (rounds / 10)) {
                List<Integer> l;
                synchronized (queue) {
                    while (queue.isEmpty()) {
                        try {
                            queue.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    l = queue.removeFirst();
                }
                long s = 0;
                for (int v : l) {
                    s += v;
                }
                synchronized (queue) {
                    consumedSum += s;
                }
                taken++;
            }
        }, "consumer");
        consumer.start();
        List<Thread> workers = new ArrayList<>();
        long[] sums = new long[WORKERS];
        for (int w = 0; w < WORKERS; w++) {
            final int id = w;
            Thread t = new Thread(() -> {
                long mine = 0;
                for (int r = 0; r < rounds; r++) {
                    List<Integer> l = new ArrayList<>();
                    for (int k = 0; k < 20; k++) {
                        l.add(id * 100000 + r * 20 + k);
                    }
                    for (int v : l) {
                        mine += v & 7;
                    }
                    if (r % 10 == 0) {
                        synchronized (queue) {
                            queue.addLast(l);
                            produced++;
                            queue.notifyAll();
                        }
                    }
                }
                sums[id] = mine;
            }, "worker-" + w);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
        consumer.join();
        System.out.println("produced " + produced + " consumed sum " + consumedSum);
        for (int w = 0; w < WORKERS; w++) {
            System.out.println("worker-" + w + " " + sums[w]);
        }
    }
}
