package java.util.concurrent.locks;

import java.util.HashMap;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant read-write lock on one VM monitor (`sync`): many readers or one writer; the
 * writer may also take the read lock (downgrading); a reader asking for the write lock waits
 * forever, as in the JDK. The write lock has conditions (FIFO waiters, as ReentrantLock's);
 * the read lock has none (UnsupportedOperationException, as the JDK). Fairness is kept but
 * changes nothing.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private final Object sync = new Object();
    private final boolean fair;
    private final ReadLock readerLock = new ReadLock(this);
    private final WriteLock writerLock = new WriteLock(this);
    private Thread writer;
    private int writeHolds;
    private int readHolds;
    private final HashMap<Thread, Integer> readers = new HashMap<>();

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this.fair = fair;
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public final boolean isFair() {
        return fair;
    }

    /* ---- with sync held ---- */
    private boolean canRead(Thread me) {
        return writer == null || writer == me;
    }

    private void takeRead(Thread me) {
        Integer n = readers.get(me);
        readers.put(me, n == null ? 1 : n + 1);
        readHolds++;
    }

    private boolean canWrite(Thread me) {
        return writer == me || (writer == null && readHolds == 0);
    }

    private void takeWrite(Thread me) {
        writer = me;
        writeHolds++;
    }

    /* waits for `read ? canRead : canWrite`; deadline 0: none; false on timeout */
    private boolean await(Thread me, boolean read, long deadline, boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        while (read ? !canRead(me) : !canWrite(me)) {
            try {
                if (deadline == 0) {
                    sync.wait();
                } else {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return false;
                    }
                    sync.wait(left / 1000000L, (int) (left % 1000000L));
                }
            } catch (InterruptedException e) {
                if (interruptible) {
                    throw e;
                }
                interrupted = true;
            }
        }
        if (interrupted) {
            me.interrupt();
        }
        return true;
    }

    private boolean acquire(boolean read, long timeoutNanos, boolean timed, boolean interruptible)
        throws InterruptedException {
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = timed ? System.nanoTime() + Math.max(timeoutNanos, 1L) : 0;
        synchronized (sync) {
            if (!await(me, read, deadline, interruptible)) {
                return false;
            }
            if (read) {
                takeRead(me);
            } else {
                takeWrite(me);
            }
            return true;
        }
    }

    private boolean tryAcquire(boolean read) {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            if (read ? !canRead(me) : !canWrite(me)) {
                return false;
            }
            if (read) {
                takeRead(me);
            } else {
                takeWrite(me);
            }
            return true;
        }
    }

    private void release(boolean read) {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            if (read) {
                Integer n = readers.get(me);
                if (n == null) {
                    throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
                }
                if (n == 1) {
                    readers.remove(me);
                } else {
                    readers.put(me, n - 1);
                }
                readHolds--;
            } else {
                if (writer != me) {
                    throw new IllegalMonitorStateException();
                }
                if (--writeHolds == 0) {
                    writer = null;
                }
            }
            sync.notifyAll();
        }
    }

    public int getReadLockCount() {
        synchronized (sync) {
            return readHolds;
        }
    }

    public int getReadHoldCount() {
        synchronized (sync) {
            Integer n = readers.get(Thread.currentThread());
            return n == null ? 0 : n;
        }
    }

    public boolean isWriteLocked() {
        synchronized (sync) {
            return writer != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        synchronized (sync) {
            return writer == Thread.currentThread();
        }
    }

    public int getWriteHoldCount() {
        synchronized (sync) {
            return writer == Thread.currentThread() ? writeHolds : 0;
        }
    }

    public String toString() {
        synchronized (sync) {
            return super.toString() + "[Write locks = " + writeHolds + ", Read locks = " + readHolds + "]";
        }
    }

    /** The shared lock. */
    public static class ReadLock implements Lock, java.io.Serializable {
        private final ReentrantReadWriteLock rw;

        protected ReadLock(ReentrantReadWriteLock lock) {
            rw = lock;
        }

        public void lock() {
            try {
                rw.acquire(true, 0, false, false);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            rw.acquire(true, 0, false, true);
        }

        public boolean tryLock() {
            return rw.tryAcquire(true);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return rw.acquire(true, unit.toNanos(timeout), true, true);
        }

        public void unlock() {
            rw.release(true);
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return super.toString() + "[Read locks = " + rw.getReadLockCount() + "]";
        }
    }

    /** The exclusive lock. */
    public static class WriteLock implements Lock, java.io.Serializable {
        private final ReentrantReadWriteLock rw;

        protected WriteLock(ReentrantReadWriteLock lock) {
            rw = lock;
        }

        public void lock() {
            try {
                rw.acquire(false, 0, false, false);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            rw.acquire(false, 0, false, true);
        }

        public boolean tryLock() {
            return rw.tryAcquire(false);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return rw.acquire(false, unit.toNanos(timeout), true, true);
        }

        public void unlock() {
            rw.release(false);
        }

        public Condition newCondition() {
            return rw.new WriteCondition();
        }

        public boolean isHeldByCurrentThread() {
            return rw.isWriteLockedByCurrentThread();
        }

        public int getHoldCount() {
            return rw.getWriteHoldCount();
        }
    }

    /** A waiter of a write-lock condition: signalled once, in FIFO order. */
    private static final class Waiter {
        boolean signalled;
    }

    /** A condition of the write lock: await releases every write hold and takes them back. */
    final class WriteCondition implements Condition, java.io.Serializable {
        private final java.util.ArrayDeque<Waiter> waiters = new java.util.ArrayDeque<>();

        private void checkOwner() {
            if (writer != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
        }

        /* deadline 0: none; returns whether it was signalled */
        private boolean awaitUntilNanos(long deadline, boolean interruptible) throws InterruptedException {
            Thread me = Thread.currentThread();
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            synchronized (sync) {
                checkOwner();
                int saved = writeHolds;
                writer = null;
                writeHolds = 0;
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
                if (!ReentrantReadWriteLock.this.await(me, false, 0, false)) {
                    throw new InternalError("write lock not retaken");
                }
                writer = me;
                writeHolds = saved;
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

        public boolean awaitUntil(java.util.Date deadline) throws InterruptedException {
            return await(deadline.getTime() - System.currentTimeMillis(), TimeUnit.MILLISECONDS);
        }

        public void signal() {
            synchronized (sync) {
                checkOwner();
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
                checkOwner();
                for (Waiter w : waiters) {
                    w.signalled = true;
                }
                sync.notifyAll();
            }
        }
    }
}
