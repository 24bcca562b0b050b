import java.util.ArrayList;
import java.util.List;

/**
 * Threads preempted by the VM's timer inside synchronized blocks, inside synchronized
 * methods and between notify and the end of the notifier's synchronized block, allocating
 * while they hold the lock (so collections see every thread's frames). Each critical section
 * is far longer than the VM's quantum and does a read-modify-write of shared state through
 * a local: a second thread inside it would lose updates, so the exact totals show mutual
 * exclusion held. Output does not depend on the interleaving.
 */
public class ThreadsPreempt {
    static final Object lock = new Object();
    static long shared;
    static long methodShared;
    static int allocated;

    static synchronized void longMethod(int n) {
        long local = methodShared;
        for (int i = 0; i < n; i++) {
            local += i % 5;
        }
        methodShared = local;
    }

    static long criticalSection(int n, List<int[]> keep) {
        synchronized (lock) {
            long local = shared;
            for (int i = 0; i < n; i++) {
                local += i % 3;
                if (i % 200 == 0) {
                    int[] a = new int[32];
                    a[0] = i;
                    keep.add(a);
                    if (keep.size() > 16) {
                        keep.remove(0);
                    }
                    allocated++;
                }
            }
            shared = local;
            return local;
        }
    }

    /* ping-pong: the notifier keeps computing after notify, still holding the lock */
    static int turn;
    static int handoffs;

    static void pingPong(int me, int rounds) throws InterruptedException {
        for (int r = 0; r < rounds; r++) {
            synchronized (lock) {
                while (turn != me) {
                    lock.wait();
                }
                turn = 1 - me;
                handoffs++;
                lock.notifyAll();
                long x = 0;
                for (int i = 0; i < 30000; i++) {
                    x += i ^ r;
                }
                if (x == 42) {
                    System.out.println("impossible");
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final int workers = 4, rounds = 6, n = 30000;
        Thread[] ts = new Thread[workers + 2];
        for (int w = 0; w < workers; w++) {
            ts[w] = new Thread(() -> {
                List<int[]> keep = new ArrayList<>();
                for (int r = 0; r < rounds; r++) {
                    criticalSection(n, keep);
                    longMethod(n);
                }
                int sum = 0;
                for (int[] a : keep) {
                    sum += a.length;
                }
                if (sum != 16 * 32) {
                    throw new IllegalStateException("kept arrays " + sum);
                }
            });
        }
        for (int p = 0; p < 2; p++) {
            final int me = p;
            ts[workers + p] = new Thread(() -> {
                try {
                    pingPong(me, 20);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long perSection = 0, perMethod = 0;
        for (int i = 0; i < n; i++) {
            perSection += i % 3;
            perMethod += i % 5;
        }
        System.out.println("shared " + shared + " expected " + perSection * workers * rounds);
        System.out.println("method " + methodShared + " expected " + perMethod * workers * rounds);
        System.out.println("handoffs " + handoffs + " turn " + turn + " allocated " + allocated);
    }
}
