package java.util.concurrent;

/**
 * A barrier that a fixed number of parties await, reusable after each trip; the last party
 * to arrive runs the barrier action. Guarded by the barrier's monitor, with a generation
 * object per trip as the JDK's (an interrupted or timed-out party breaks the barrier).
 */
public class CyclicBarrier {
    private static final class Generation {
        boolean broken;
    }

    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public int getParties() {
        return parties;
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException toe) {
            throw new Error(toe);
        }
    }

    public int await(long timeout, TimeUnit unit)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        return dowait(true, unit.toNanos(timeout));
    }

    private synchronized int dowait(boolean timed, long nanos)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        final Generation g = generation;
        if (g.broken) {
            throw new BrokenBarrierException();
        }
        if (Thread.interrupted()) {
            breakBarrier();
            throw new InterruptedException();
        }
        int index = --count;
        if (index == 0) {
            boolean ranAction = false;
            try {
                if (barrierCommand != null) {
                    barrierCommand.run();
                }
                ranAction = true;
                nextGeneration();
                return 0;
            } finally {
                if (!ranAction) {
                    breakBarrier();
                }
            }
        }
        long deadline = System.nanoTime() + nanos;
        for (;;) {
            try {
                if (!timed) {
                    wait();
                } else {
                    long left = deadline - System.nanoTime();
                    if (left > 0) {
                        wait(left / 1000000L, (int) (left % 1000000L));
                    }
                }
            } catch (InterruptedException ie) {
                if (g == generation && !g.broken) {
                    breakBarrier();
                    throw ie;
                }
                Thread.currentThread().interrupt();
            }
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (g != generation) {
                return index;
            }
            if (timed && deadline - System.nanoTime() <= 0) {
                breakBarrier();
                throw new TimeoutException();
            }
        }
    }

    private void nextGeneration() {
        notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        notifyAll();
    }

    public synchronized boolean isBroken() {
        return generation.broken;
    }

    public synchronized void reset() {
        breakBarrier();
        nextGeneration();
    }

    public synchronized int getNumberWaiting() {
        return parties - count;
    }
}
