// RELEASE 11
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Newer and rarer API of the atomics and of Semaphore that lock-free code and tutorials
 * use: JDK 9's compareAndExchange and memory-order variants, the accumulate/update forms of
 * the atomic arrays, a semaphore's queue of waiting threads and reducePermits, a spin lock on
 * compareAndExchange shared by four threads.
 */
public class Conc2ApiEdges {
    static final class SpinLock {
        private final AtomicInteger state = new AtomicInteger();

        void lock() {
            while (state.compareAndExchangeAcquire(0, 1) != 0) {
                Thread.onSpinWait();
                Thread.yield();
            }
        }

        void unlock() {
            state.setRelease(0);
        }
    }

    static final class ShrinkableSemaphore extends Semaphore {
        ShrinkableSemaphore(int permits) {
            super(permits);
        }

        void shrink(int n) {
            reducePermits(n);
        }

        int queuedNow() {
            return getQueuedThreads().size();
        }
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println("compareAndExchange hit " + ai.compareAndExchange(5, 6) + " miss " + ai.compareAndExchange(5, 7) + " now " + ai);
        System.out.println("acquire/release " + ai.compareAndExchangeAcquire(6, 8) + " " + ai.compareAndExchangeRelease(8, 9)
                + " opaque " + ai.getOpaque() + " weak " + ai.weakCompareAndSetVolatile(9, 10) + ai.weakCompareAndSetAcquire(10, 11)
                + ai.weakCompareAndSetRelease(0, 1) + " " + ai.get());
        ai.setOpaque(3);
        System.out.println("setOpaque " + ai.getAcquire() + " plain " + ai.getPlain());
        AtomicLong al = new AtomicLong(1L << 40);
        System.out.println("long compareAndExchange " + al.compareAndExchange(1L << 40, 7) + " " + al.compareAndExchange(1, 2) + " " + al.getOpaque());
        AtomicBoolean ab = new AtomicBoolean();
        System.out.println("boolean compareAndExchange " + ab.compareAndExchange(false, true) + " " + ab.compareAndExchange(false, false)
                + " acquire " + ab.getAcquire() + " weakCAS " + ab.weakCompareAndSetVolatile(true, false) + " " + ab.get());
        ab.setRelease(true);
        System.out.println("boolean setRelease " + ab.getOpaque());
        String one = "one", two = "two";
        AtomicReference<String> ar = new AtomicReference<>(one);
        System.out.println("reference compareAndExchange " + ar.compareAndExchange(one, two) + " " + ar.compareAndExchange(one, "x") + " " + ar.getOpaque());

        AtomicIntegerArray ia = new AtomicIntegerArray(new int[] {1, 2, 3});
        System.out.println("int array getAndAccumulate " + ia.getAndAccumulate(1, 10, Math::max) + " -> " + ia
                + " getAndUpdate " + ia.getAndUpdate(2, x -> x * 7) + " -> " + ia.get(2));
        AtomicLongArray la = new AtomicLongArray(2);
        System.out.println("long array getAndAccumulate " + la.getAndAccumulate(0, 5, Long::sum) + " accumulateAndGet "
                + la.accumulateAndGet(0, 5, Long::sum) + " " + la);
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(new String[] {"a", "b"});
        System.out.println("reference array getAndUpdate " + ra.getAndUpdate(0, s -> s + "!") + " accumulateAndGet "
                + ra.accumulateAndGet(1, "c", String::concat) + " getAndAccumulate " + ra.getAndAccumulate(1, "d", String::concat) + " " + ra);

        SpinLock spin = new SpinLock();
        int[] counter = {0};
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    spin.lock();
                    try {
                        counter[0]++;
                    } finally {
                        spin.unlock();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("spin lock counter " + counter[0]);

        ShrinkableSemaphore sem = new ShrinkableSemaphore(0);
        CountDownLatch done = new CountDownLatch(3);
        Thread[] waiters = new Thread[3];
        for (int i = 0; i < waiters.length; i++) {
            waiters[i] = new Thread(() -> {
                sem.acquireUninterruptibly();
                done.countDown();
            });
            waiters[i].start();
            while (sem.getQueueLength() < i + 1) Thread.sleep(1);
        }
        System.out.println("semaphore queue " + sem.getQueueLength() + " hasQueuedThreads " + sem.hasQueuedThreads() + " listed " + sem.queuedNow());
        sem.release(2);
        while (done.getCount() > 1) Thread.sleep(1);
        System.out.println("after release(2): queue " + sem.getQueueLength() + " permits " + sem.availablePermits());
        sem.release(5);
        done.await();
        sem.shrink(6);
        System.out.println("after reducePermits(6): permits " + sem.availablePermits() + " queue " + sem.getQueueLength()
                + " hasQueuedThreads " + sem.hasQueuedThreads() + " tryAcquire " + sem.tryAcquire());
        try {
            sem.shrink(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("reducePermits(-1): IllegalArgumentException");
        }
    }
}
