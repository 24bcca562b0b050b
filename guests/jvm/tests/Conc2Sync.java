import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** Synchronizers: a Semaphore parking lot, a latch start gate, barrier phases, Phaser, Exchanger. */
public class Conc2Sync {
    public static void main(String[] args) throws Exception {
        parkingLot();
        startGate();
        barrier();
        phaser();
        exchanger();
    }

    /** toString without the identity hash code: "[Permits = 5]". */
    static String tail(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    static void parkingLot() throws Exception {
        final Semaphore spaces = new Semaphore(3, true);
        final AtomicInteger parked = new AtomicInteger(), most = new AtomicInteger();
        Thread[] cars = new Thread[8];
        for (int i = 0; i < cars.length; i++) {
            cars[i] = new Thread(() -> {
                try {
                    spaces.acquire();
                    try {
                        int now = parked.incrementAndGet();
                        most.accumulateAndGet(now, Math::max);
                        Thread.sleep(10);
                        parked.decrementAndGet();
                    } finally {
                        spaces.release();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "car-" + i);
            cars[i].start();
        }
        for (Thread c : cars) c.join();
        System.out.println("parking: at most " + most.get() + " parked, permits " + spaces.availablePermits()
                + ", fair " + spaces.isFair());
        System.out.println("tryAcquire(4) " + spaces.tryAcquire(4) + ", tryAcquire(2) " + spaces.tryAcquire(2)
                + ", left " + spaces.availablePermits() + ", drain " + spaces.drainPermits()
                + ", timed " + spaces.tryAcquire(5, TimeUnit.MILLISECONDS));
        spaces.release(5);
        System.out.println("after release(5): " + spaces.availablePermits() + " " + tail(spaces));
    }

    static void startGate() throws Exception {
        final CountDownLatch ready = new CountDownLatch(5), go = new CountDownLatch(1), done = new CountDownLatch(5);
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        for (int i = 0; i < 5; i++) {
            final int id = i;
            new Thread(() -> {
                ready.countDown();
                try {
                    go.await();
                    log.add("runner " + id + " saw gate " + go.getCount());
                } catch (InterruptedException e) {
                    log.add("interrupted");
                }
                done.countDown();
            }).start();
        }
        ready.await();
        System.out.println("gate: all ready, go count " + go.getCount() + ", done count " + done.getCount());
        go.countDown();
        System.out.println("gate: finished in time " + done.await(5, TimeUnit.SECONDS) + " " + tail(done));
        Collections.sort(log);
        System.out.println("gate: " + log);
        System.out.println("gate: await(0) on open latch " + go.await(0, TimeUnit.SECONDS));
    }

    static void barrier() throws Exception {
        final int parties = 4, phases = 3;
        final long[] partial = new long[parties];
        final List<String> results = new ArrayList<String>();
        final int[] phase = {0};
        final CyclicBarrier barrier = new CyclicBarrier(parties, () -> {
            long s = 0;
            for (long p : partial) s += p;
            results.add("phase " + phase[0] + " total " + s + " by " + Thread.currentThread().getName().startsWith("worker"));
            phase[0]++;
        });
        Thread[] ws = new Thread[parties];
        for (int i = 0; i < parties; i++) {
            final int id = i;
            ws[i] = new Thread(() -> {
                try {
                    for (int p = 0; p < phases; p++) {
                        partial[id] = (long) (id + 1) * (p + 1) * 10;
                        int arrival = barrier.await();
                        if (arrival < 0 || arrival >= parties) throw new AssertionError(arrival);
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new RuntimeException(e);
                }
            }, "worker-" + i);
            ws[i].start();
        }
        for (Thread w : ws) w.join();
        for (String r : results) System.out.println("barrier: " + r);
        System.out.println("barrier: parties " + barrier.getParties() + " waiting " + barrier.getNumberWaiting() + " broken " + barrier.isBroken());
        final CyclicBarrier two = new CyclicBarrier(2);
        try {
            two.await(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("barrier: timeout, broken " + two.isBroken());
        }
        try {
            two.await();
        } catch (BrokenBarrierException e) {
            System.out.println("barrier: " + e.getClass().getSimpleName());
        }
        two.reset();
        System.out.println("barrier: after reset broken " + two.isBroken());
    }

    static void phaser() throws Exception {
        final Phaser ph = new Phaser(1) {
            @Override
            protected boolean onAdvance(int phase, int registered) {
                synchronized (this) {
                    System.out.println("phaser: advance " + phase + " registered " + registered);
                }
                return phase >= 3 || registered == 0;
            }
        };
        final long[] work = new long[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ph.register();
            ts[i] = new Thread(() -> {
                for (int round = 0; round <= id; round++) {
                    work[id] += round + 1;
                    ph.arriveAndAwaitAdvance();
                }
                ph.arriveAndDeregister();
            });
            ts[i].start();
        }
        System.out.println("phaser: registered " + ph.getRegisteredParties() + " phase " + ph.getPhase());
        while (!ph.isTerminated()) {
            int p = ph.arriveAndAwaitAdvance();
            if (p < 0) break;
        }
        for (Thread t : ts) t.join();
        System.out.println("phaser: work " + work[0] + " " + work[1] + " " + work[2] + " terminated " + ph.isTerminated()
                + " phase " + ph.getPhase());
    }

    static void exchanger() throws Exception {
        final Exchanger<List<Integer>> ex = new Exchanger<List<Integer>>();
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Thread filler = new Thread(() -> {
            List<Integer> buf = new ArrayList<Integer>();
            int next = 0;
            try {
                for (int round = 0; round < 4; round++) {
                    while (buf.size() < 5) buf.add(next++);
                    buf = ex.exchange(buf);
                    log.add("filler got back " + buf.size());
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        filler.start();
        List<Integer> mine = new ArrayList<Integer>();
        int total = 0;
        for (int round = 0; round < 4; round++) {
            mine = ex.exchange(mine);
            for (int v : mine) total += v;
            System.out.println("exchanger: round " + round + " got " + mine);
            mine.clear();
        }
        filler.join();
        System.out.println("exchanger: total " + total + " " + log);
        try {
            ex.exchange(null, 10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchanger: timed out");
        }
    }
}
