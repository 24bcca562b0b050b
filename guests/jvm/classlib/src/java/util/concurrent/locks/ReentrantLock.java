package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock built on one VM monitor (`sync`): the owner and hold
 * count are fields guarded by it, waiting threads wait on it. Conditions keep their own FIFO
 * queue of waiters, signalled in order. Threads waiting to acquire are queued in arrival
 * order: a fair lock goes to the head of the queue, a non-fair one to whoever takes it first
 * (an arriving thread may barge in while the lock is free).
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private final Object sync = new Object();
    private final boolean fair;
    private Thread owner;
    private int holds;
    /* threads waiting to acquire, in arrival order (guarded by sync) */
    private final ArrayDeque<Thread> queued = new ArrayDeque<>();

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    /* with sync held: wait until the lock is free (and, if fair, this thread heads the queue
       of waiting threads), then take it with `count` holds */
    private void acquire(Thread me, int count, boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        if (owner != null || (fair && !queued.isEmpty())) {
            queued.addLast(me);
            boolean ok = false;
            try {
                while (owner != null || (fair && queued.peekFirst() != me)) {
                    try {
                        sync.wait();
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
                ok = true;
            } finally {
                leaveQueue(me, ok);
            }
        }
        owner = me;
        holds = count;
        if (interrupted) {
            me.interrupt();
        }
    }

    /* with sync held: `me` leaves the queue; if it gives up, the next in line may take a free lock */
    private void leaveQueue(Thread me, boolean acquiring) {
        queued.remove(me);
        if (!acquiring && owner == null) {
            sync.notifyAll();
        }
    }

    public void lock() {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            if (owner == me) {
                holds++;
                return;
            }
            try {
                acquire(me, 1, false);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        Thread me = Thread.currentThread();
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (sync) {
            if (owner == me) {
                holds++;
                return;
            }
            acquire(me, 1, true);
        }
    }

    public boolean tryLock() {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            if (owner == null) {
                owner = me;
                holds = 1;
                return true;
            }
            if (owner == me) {
                holds++;
                return true;
            }
            return false;
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (sync) {
            if (owner == me) {
                holds++;
                return true;
            }
            if (owner != null || (fair && !queued.isEmpty())) {
                queued.addLast(me);
                boolean ok = false;
                try {
                    while (owner != null || (fair && queued.peekFirst() != me)) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            return false;
                        }
                        sync.wait(left / 1000000L, (int) (left % 1000000L));
                    }
                    ok = true;
                } finally {
                    leaveQueue(me, ok);
                }
            }
            owner = me;
            holds = 1;
            return true;
        }
    }

    public void unlock() {
        synchronized (sync) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                sync.notifyAll();
            }
        }
    }

    public Condition newCondition() {
        return new ConditionObject();
    }

    public int getHoldCount() {
        synchronized (sync) {
            return owner == Thread.currentThread() ? holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        synchronized (sync) {
            return owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (sync) {
            return owner != null;
        }
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (sync) {
            return owner;
        }
    }

    public final boolean hasQueuedThreads() {
        synchronized (sync) {
            return !queued.isEmpty();
        }
    }

    public final boolean hasQueuedThread(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        synchronized (sync) {
            return queued.contains(thread);
        }
    }

    public final int getQueueLength() {
        synchronized (sync) {
            return queued.size();
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        synchronized (sync) {
            return new ArrayList<Thread>(queued);
        }
    }

    private ConditionObject owned(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject) || ((ConditionObject) condition).lock() != this) {
            throw new IllegalArgumentException("not owner");
        }
        if (owner != Thread.currentThread()) {
            throw new IllegalMonitorStateException();
        }
        return (ConditionObject) condition;
    }

    public boolean hasWaiters(Condition condition) {
        synchronized (sync) {
            return !owned(condition).waitingThreads().isEmpty();
        }
    }

    public int getWaitQueueLength(Condition condition) {
        synchronized (sync) {
            return owned(condition).waitingThreads().size();
        }
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        synchronized (sync) {
            return owned(condition).waitingThreads();
        }
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }

    /** A waiter of a condition: signalled once, in FIFO order. */
    private static final class Waiter {
        final Thread thread = Thread.currentThread();
        boolean signalled;
    }

    private final class ConditionObject implements Condition, java.io.Serializable {
        private final ArrayDeque<Waiter> waiters = new ArrayDeque<>();

        ReentrantLock lock() {
            return ReentrantLock.this;
        }

        /* with sync held: the threads waiting for a signal, in order */
        List<Thread> waitingThreads() {
            List<Thread> ts = new ArrayList<Thread>();
            for (Waiter w : waiters) {
                if (!w.signalled) {
                    ts.add(w.thread);
                }
            }
            return ts;
        }

        /* releases the lock, waits until signalled, the deadline (0: none) or an interrupt,
           and takes the lock back; returns whether it was signalled */
        private boolean awaitUntilNanos(long deadline, boolean interruptible) throws InterruptedException {
            Thread me = Thread.currentThread();
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            synchronized (sync) {
                if (owner != me) {
                    throw new IllegalMonitorStateException();
                }
                int saved = holds;
                owner = null;
                holds = 0;
                sync.notifyAll();
                Waiter w = new Waiter();
                waiters.addLast(w);
                InterruptedException interrupted = null;
                boolean selfInterrupt = false;
                while (!w.signalled) {
                    try {
                        if (deadline == 0) {
                            sync.wait();
                        } else {
                            long left = deadline - System.nanoTime();
                            if (left <= 0) {
                                break;
                            }
                            sync.wait(left / 1000000L, (int) (left % 1000000L));
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            interrupted = e;
                            break;
                        }
                        selfInterrupt = true;
                    }
                }
                boolean signalled = w.signalled;
                waiters.remove(w);
                acquire(me, saved, false);
                if (interrupted != null) {
                    throw interrupted;
                }
                if (selfInterrupt) {
                    me.interrupt();
                }
                return signalled;
            }
        }

        public void await() throws InterruptedException {
            awaitUntilNanos(0, true);
        }

        public void awaitUninterruptibly() {
            try {
                awaitUntilNanos(0, false);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            long deadline = System.nanoTime() + Math.max(nanosTimeout, 1L);
            awaitUntilNanos(deadline, true);
            return deadline - System.nanoTime();
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            long deadline = System.nanoTime() + Math.max(unit.toNanos(time), 1L);
            return awaitUntilNanos(deadline, true);
        }

        public boolean awaitUntil(Date deadline) throws InterruptedException {
            long ms = deadline.getTime() - System.currentTimeMillis();
            return await(ms, TimeUnit.MILLISECONDS);
        }

        public void signal() {
            synchronized (sync) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                for (Waiter w : waiters) {
                    if (!w.signalled) {
                        w.signalled = true;
                        sync.notifyAll();
                        return;
                    }
                }
            }
        }

        public void signalAll() {
            synchronized (sync) {
                if (owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                for (Waiter w : waiters) {
                    w.signalled = true;
                }
                sync.notifyAll();
            }
        }
    }
}
