package java.util.concurrent;

/** Counting semaphore built on the VM's monitors. Waiters are woken in the VM's FIFO wait
 * order, so fair and non-fair semaphores behave alike; the threads waiting are listed
 * (getQueueLength, hasQueuedThreads) in arrival order. */
public class Semaphore implements java.io.Serializable {
    private int permits;
    private final boolean fair;
    /* the threads waiting in an acquire, in arrival order (guarded by this) */
    private final java.util.ArrayList<Thread> queue = new java.util.ArrayList<Thread>();

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    public void acquire() throws InterruptedException {
        acquire(1);
    }

    public synchronized void acquire(int n) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (permits < n) {
            queue.add(Thread.currentThread());
            try {
                while (permits < n) {
                    wait();
                }
            } finally {
                queue.remove(Thread.currentThread());
            }
        }
        permits -= n;
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public synchronized void acquireUninterruptibly(int n) {
        boolean interrupted = false;
        if (permits < n) {
            queue.add(Thread.currentThread());
            while (permits < n) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            queue.remove(Thread.currentThread());
        }
        permits -= n;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public synchronized boolean tryAcquire(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (permits < n) {
            return false;
        }
        permits -= n;
        return true;
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public synchronized boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        if (permits >= n) {
            permits -= n;
            return true;
        }
        queue.add(Thread.currentThread());
        try {
            while (permits < n) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        } finally {
            queue.remove(Thread.currentThread());
        }
        permits -= n;
        return true;
    }

    public void release() {
        release(1);
    }

    public synchronized void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        permits += n;
        notifyAll();
    }

    public synchronized int availablePermits() {
        return permits;
    }

    public synchronized int drainPermits() {
        int p = permits;
        permits = 0;
        return p;
    }

    public final synchronized boolean hasQueuedThreads() {
        return !queue.isEmpty();
    }

    public final synchronized int getQueueLength() {
        return queue.size();
    }

    protected synchronized java.util.Collection<Thread> getQueuedThreads() {
        return new java.util.ArrayList<Thread>(queue);
    }

    protected synchronized void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        permits -= reduction;
    }

    public boolean isFair() {
        return fair;
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
