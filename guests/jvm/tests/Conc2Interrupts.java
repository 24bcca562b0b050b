import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Cancellation by interrupt of every blocking call a worker makes: lockInterruptibly,
 * Semaphore.acquire, CountDownLatch.await, BlockingQueue.take/put, CyclicBarrier.await
 * (the others see BrokenBarrierException), Object.wait, Thread.join, LockSupport.park;
 * Future.get with a timeout; a worker loop polling isInterrupted; shutdownNow's interrupts.
 */
public class Conc2Interrupts {
    interface Blocking {
        void block() throws Exception;
    }

    static String interruptWhile(String what, Blocking b) throws InterruptedException {
        final String[] result = {"no result"};
        Thread t = new Thread(() -> {
            try {
                b.block();
                result[0] = "returned, interrupted flag " + Thread.currentThread().isInterrupted();
            } catch (Exception e) {
                result[0] = e.getClass().getSimpleName() + ", flag " + Thread.currentThread().isInterrupted();
            }
        });
        t.start();
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        String state = t.getState().toString();
        t.interrupt();
        t.join();
        return what + " (" + state + "): " + result[0];
    }

    public static void main(String[] args) throws Exception {
        final ReentrantLock lock = new ReentrantLock();
        lock.lock();
        System.out.println(interruptWhile("lockInterruptibly", lock::lockInterruptibly));
        System.out.println(interruptWhile("tryLock(1 min)", () -> lock.tryLock(1, TimeUnit.MINUTES)));
        lock.unlock();
        final Semaphore none = new Semaphore(0);
        System.out.println(interruptWhile("Semaphore.acquire", none::acquire));
        System.out.println(interruptWhile("Semaphore.acquireUninterruptibly then release", () -> {
            Thread helper = new Thread(() -> {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
                none.release();
            });
            helper.start();
            none.acquireUninterruptibly();
        }));
        final CountDownLatch latch = new CountDownLatch(1);
        System.out.println(interruptWhile("CountDownLatch.await", latch::await));
        final BlockingQueue<Integer> q = new ArrayBlockingQueue<Integer>(1);
        System.out.println(interruptWhile("take", q::take));
        q.put(1);
        System.out.println(interruptWhile("put on full queue", () -> q.put(2)));
        q.clear();
        System.out.println(interruptWhile("poll(1 min)", () -> q.poll(1, TimeUnit.MINUTES)));
        final Object mon = new Object();
        System.out.println(interruptWhile("Object.wait", () -> {
            synchronized (mon) {
                mon.wait();
            }
        }));
        final Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        sleeper.start();
        System.out.println(interruptWhile("Thread.join", sleeper::join));
        sleeper.join();
        System.out.println(interruptWhile("LockSupport.park", () -> {
            LockSupport.park();
            if (Thread.interrupted()) throw new InterruptedException("park returned on interrupt");
        }));

        final CyclicBarrier barrier = new CyclicBarrier(3);
        final List<String> seen = new ArrayList<String>();
        Thread[] parties = new Thread[2];
        for (int i = 0; i < 2; i++) {
            parties[i] = new Thread(() -> {
                String r;
                try {
                    barrier.await();
                    r = "passed";
                } catch (Exception e) {
                    r = e.getClass().getSimpleName();
                }
                synchronized (seen) {
                    seen.add(r);
                }
            });
            parties[i].start();
        }
        while (barrier.getNumberWaiting() < 2) Thread.sleep(1);
        parties[0].interrupt();
        for (Thread p : parties) p.join();
        java.util.Collections.sort(seen);
        System.out.println("barrier: " + seen + " broken " + barrier.isBroken());

        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<String> slow = pool.submit(() -> {
            long n = 0;
            while (!Thread.currentThread().isInterrupted()) n++;
            return "stopped";
        });
        try {
            slow.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get(20ms): TimeoutException, done " + slow.isDone());
        }
        System.out.println("cancel(true) " + slow.cancel(true) + " cancelled " + slow.isCancelled());
        final CountDownLatch started = new CountDownLatch(2);
        final List<String> ends = new ArrayList<String>();
        for (int i = 0; i < 2; i++) {
            pool.execute(() -> {
                started.countDown();
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    synchronized (ends) {
                        ends.add("interrupted");
                    }
                }
            });
        }
        started.await();
        List<Runnable> never = pool.shutdownNow();
        System.out.println("shutdownNow: " + never.size() + " never ran, terminated " + pool.awaitTermination(1, TimeUnit.SECONDS)
                + " " + ends);
    }
}
