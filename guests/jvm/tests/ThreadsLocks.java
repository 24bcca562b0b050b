import java.util.ArrayDeque;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** ReentrantLock (reentrancy, tryLock, timeouts), Condition (a bounded buffer with two
 * conditions), CountDownLatch (a start gate and a done latch) and Semaphore (concurrency
 * bound) with several threads. Output does not depend on the interleaving. */
public class ThreadsLocks {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
    static final ArrayDeque<Integer> buffer = new ArrayDeque<>();
    static long counter;

    static void put(int v) throws InterruptedException {
        lock.lock();
        try {
            while (buffer.size() == 3) {
                notFull.await();
            }
            buffer.addLast(v);
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
    }

    static int take() throws InterruptedException {
        lock.lock();
        try {
            while (buffer.isEmpty()) {
                notEmpty.await();
            }
            int v = buffer.removeFirst();
            notFull.signal();
            return v;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        final int n = 5;
        final CountDownLatch start = new CountDownLatch(1), done = new CountDownLatch(n);
        for (int t = 0; t < n; t++) {
            new Thread(() -> {
                try {
                    start.await();
                    for (int i = 0; i < 5000; i++) {
                        lock.lock();
                        try {
                            lock.lock();
                            try {
                                long c = counter;
                                counter = c + 1;
                            } finally {
                                lock.unlock();
                            }
                        } finally {
                            lock.unlock();
                        }
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    done.countDown();
                }
            }).start();
        }
        System.out.println("latch before " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("counter " + counter + " latch " + done.getCount() + " locked " + lock.isLocked());

        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 500; i++) {
                    put(i);
                }
                put(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        final long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int v; (v = take()) != -1; ) {
                    sum[0] += v;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("condition buffer sum " + sum[0]);

        final Semaphore sem = new Semaphore(2);
        final int[] inside = new int[2]; /* current, max */
        final CountDownLatch semDone = new CountDownLatch(6);
        for (int t = 0; t < 6; t++) {
            new Thread(() -> {
                try {
                    for (int k = 0; k < 20; k++) {
                        sem.acquire();
                        try {
                            synchronized (inside) {
                                inside[0]++;
                                inside[1] = Math.max(inside[1], inside[0]);
                            }
                            Thread.sleep(1);
                            synchronized (inside) {
                                inside[0]--;
                            }
                        } finally {
                            sem.release();
                        }
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    semDone.countDown();
                }
            }).start();
        }
        semDone.await();
        System.out.println("semaphore max inside " + inside[1] + " permits " + sem.availablePermits());

        final CountDownLatch held = new CountDownLatch(1), release = new CountDownLatch(1);
        Thread holder = new Thread(() -> {
            lock.lock();
            try {
                held.countDown();
                release.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            } finally {
                lock.unlock();
            }
        }, "holder");
        holder.start();
        held.await();
        System.out.println("tryLock while held " + lock.tryLock() + " timed " + lock.tryLock(20, TimeUnit.MILLISECONDS)
            + " " + lock.toString().replaceAll("@[0-9a-f]+", "@x"));
        release.countDown();
        holder.join();
        System.out.println("tryLock free " + lock.tryLock() + " holds " + lock.getHoldCount());
        Condition c = lock.newCondition();
        System.out.println("await timeout signalled " + c.await(10, TimeUnit.MILLISECONDS) + " holds " + lock.getHoldCount());
        lock.unlock();
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock without holding: IllegalMonitorStateException");
        }
        System.out.println("latch timeout " + new CountDownLatch(1).await(5, TimeUnit.MILLISECONDS)
            + " semaphore timeout " + new Semaphore(0).tryAcquire(5, TimeUnit.MILLISECONDS));
        System.out.println(TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.convert(2, TimeUnit.MINUTES)
            + " " + TimeUnit.NANOSECONDS.toMicros(123456) + " " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE));
    }
}
