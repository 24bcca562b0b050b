import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Dining philosophers: five philosophers, five forks (ReentrantLocks). Each takes the left
 * fork, then tries the right one with tryLock (with and without a timeout) and puts the left
 * one back when it fails, so nobody deadlocks. Every philosopher eats MEALS times; the
 * counts, not the order, are printed. A second table breaks the symmetry by ordering the
 * forks (lowest number first) with plain lock().
 */
public class ConcPhilosophers {
    static final int N = 5;
    static final int MEALS = 40;

    public static void main(String[] args) throws Exception {
        System.out.println("tryLock table: " + table(true));
        System.out.println("ordered table: " + table(false));
    }

    static String table(boolean tryLock) throws Exception {
        ReentrantLock[] forks = new ReentrantLock[N];
        for (int i = 0; i < N; i++) {
            forks[i] = new ReentrantLock();
        }
        int[] meals = new int[N];
        AtomicInteger eating = new AtomicInteger();
        AtomicInteger maxEating = new AtomicInteger();
        Thread[] ps = new Thread[N];
        for (int i = 0; i < N; i++) {
            int me = i;
            ReentrantLock left = forks[i], right = forks[(i + 1) % N];
            ps[i] = new Thread(() -> {
                try {
                    while (meals[me] < MEALS) {
                        if (tryLock) {
                            left.lock();
                            try {
                                boolean got = me % 2 == 0 ? right.tryLock() : right.tryLock(1, TimeUnit.MILLISECONDS);
                                if (!got) {
                                    continue;
                                }
                                try {
                                    eat(me, meals, eating, maxEating);
                                } finally {
                                    right.unlock();
                                }
                            } finally {
                                left.unlock();
                            }
                            Thread.yield();
                        } else {
                            ReentrantLock first = me == N - 1 ? right : left, second = me == N - 1 ? left : right;
                            first.lock();
                            try {
                                second.lock();
                                try {
                                    eat(me, meals, eating, maxEating);
                                } finally {
                                    second.unlock();
                                }
                            } finally {
                                first.unlock();
                            }
                        }
                    }
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }, "philosopher-" + i);
            ps[i].start();
        }
        for (Thread p : ps) {
            p.join();
        }
        StringBuilder sb = new StringBuilder();
        for (int m : meals) {
            sb.append(m).append(' ');
        }
        for (ReentrantLock f : forks) {
            if (f.isLocked()) {
                sb.append("fork left locked ");
            }
        }
        return sb.append("at most ").append(maxEating.get() <= N / 2 ? "N/2" : "too many").append(" eating at once").toString();
    }

    static void eat(int me, int[] meals, AtomicInteger eating, AtomicInteger maxEating) {
        int now = eating.incrementAndGet();
        maxEating.accumulateAndGet(now, Math::max);
        long x = 0;
        for (int k = 0; k < 2000; k++) {
            x += k * me;
        }
        if (x < 0) {
            System.out.println("overflow");
        }
        meals[me]++;
        eating.decrementAndGet();
    }
}
