import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntConsumer;

/**
 * Interview and teaching classics whose threads print, in an order the protocol fixes:
 * ping-pong with wait/notify, odd/even with a lock and two conditions, "ABC" with three
 * semaphores, print-in-order with latches, zero-even-odd and multithreaded FizzBuzz.
 */
public class Conc2Alternating {
    public static void main(String[] args) throws Exception {
        pingPong();
        oddEven();
        abc();
        inOrder();
        zeroEvenOdd(7);
        fizzBuzz(20);
    }

    /* ---- ping-pong: a shared turn flag guarded by one monitor */
    static final Object table = new Object();
    static boolean pingsTurn = true;

    static void pingPong() throws InterruptedException {
        Thread ping = new Thread(() -> rally("ping", true));
        Thread pong = new Thread(() -> rally("pong", false));
        pong.start();
        ping.start();
        ping.join();
        pong.join();
    }

    static void rally(String word, boolean mine) {
        for (int i = 1; i <= 4; i++) {
            synchronized (table) {
                while (pingsTurn != mine) {
                    try {
                        table.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                System.out.println(word + " " + i);
                pingsTurn = !mine;
                table.notifyAll();
            }
        }
    }

    /* ---- odd/even up to 10: one lock, a condition per parity */
    static void oddEven() throws InterruptedException {
        final ReentrantLock lock = new ReentrantLock();
        final Condition oddTurn = lock.newCondition(), evenTurn = lock.newCondition();
        final int[] next = {1};
        final StringBuilder out = new StringBuilder();
        Runnable odd = () -> count(lock, oddTurn, evenTurn, next, 1, out);
        Runnable even = () -> count(lock, evenTurn, oddTurn, next, 0, out);
        Thread a = new Thread(even, "even"), b = new Thread(odd, "odd");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("odd/even:" + out);
    }

    static void count(ReentrantLock lock, Condition mine, Condition other, int[] next, int parity, StringBuilder out) {
        lock.lock();
        try {
            while (next[0] <= 10) {
                if (next[0] % 2 != parity) {
                    mine.awaitUninterruptibly();
                    continue;
                }
                out.append(' ').append(Thread.currentThread().getName().charAt(0)).append(next[0]);
                next[0]++;
                other.signal();
            }
            other.signal();
        } finally {
            lock.unlock();
        }
    }

    /* ---- A, B, C in turn, three rounds: each thread's semaphore is released by the previous */
    static void abc() throws InterruptedException {
        final Semaphore[] sems = {new Semaphore(1), new Semaphore(0), new Semaphore(0)};
        final StringBuffer out = new StringBuffer();
        Thread[] ts = new Thread[3];
        for (int i = 2; i >= 0; i--) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 3; round++) {
                    sems[me].acquireUninterruptibly();
                    out.append((char) ('A' + me));
                    sems[(me + 1) % 3].release();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("abc: " + out);
    }

    /* ---- first, second, third started in reverse order */
    static void inOrder() throws InterruptedException {
        final CountDownLatch firstDone = new CountDownLatch(1), secondDone = new CountDownLatch(1);
        Thread third = new Thread(() -> {
            try {
                secondDone.await();
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("third");
        });
        Thread second = new Thread(() -> {
            try {
                firstDone.await();
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("second");
            secondDone.countDown();
        });
        Thread first = new Thread(() -> {
            System.out.println("first");
            firstDone.countDown();
        });
        third.start();
        second.start();
        first.start();
        first.join();
        second.join();
        third.join();
    }

    /* ---- 0 1 0 2 0 3 ...: zero, even and odd printers coordinated by semaphores */
    static void zeroEvenOdd(final int n) throws InterruptedException {
        final Semaphore zero = new Semaphore(1), even = new Semaphore(0), odd = new Semaphore(0);
        final StringBuilder out = new StringBuilder();
        final IntConsumer print = x -> out.append(x);
        Thread z = new Thread(() -> {
            for (int i = 1; i <= n; i++) {
                zero.acquireUninterruptibly();
                print.accept(0);
                (i % 2 == 0 ? even : odd).release();
            }
        });
        Thread e = new Thread(() -> {
            for (int i = 2; i <= n; i += 2) {
                even.acquireUninterruptibly();
                print.accept(i);
                zero.release();
            }
        });
        Thread o = new Thread(() -> {
            for (int i = 1; i <= n; i += 2) {
                odd.acquireUninterruptibly();
                print.accept(i);
                zero.release();
            }
        });
        o.start();
        e.start();
        z.start();
        z.join();
        e.join();
        o.join();
        System.out.println("zero-even-odd: " + out);
    }

    /* ---- FizzBuzz with four threads meeting at a barrier for every number */
    static void fizzBuzz(final int n) throws Exception {
        final StringBuilder out = new StringBuilder();
        final int[] current = {1};
        final CyclicBarrier barrier = new CyclicBarrier(4, () -> current[0]++);
        Thread[] ts = new Thread[4];
        for (int k = 0; k < 4; k++) {
            final int kind = k;
            ts[k] = new Thread(() -> {
                try {
                    while (true) {
                        int i = current[0];
                        if (i > n) return;
                        boolean f = i % 3 == 0, b = i % 5 == 0;
                        if (kind == 0 && f && b) out.append("FizzBuzz ");
                        else if (kind == 1 && f && !b) out.append("Fizz ");
                        else if (kind == 2 && b && !f) out.append("Buzz ");
                        else if (kind == 3 && !f && !b) out.append(i).append(' ');
                        barrier.await();
                    }
                } catch (Exception ex) {
                    throw new RuntimeException(ex);
                }
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("fizzbuzz: " + out.toString().trim());
    }
}
