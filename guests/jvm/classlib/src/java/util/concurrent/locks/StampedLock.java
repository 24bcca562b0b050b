package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with write, read and optimistic read modes, with the JDK's stamp
 * encoding (a version in the high bits, the write bit 128, a reader count in the low 7
 * bits with an overflow count beyond 126), built on one VM monitor guarding `state`.
 * Waiting readers and writers are woken in the VM's FIFO order; unlike the JDK, a reader
 * does not wait behind a queued writer. Not reentrant, as the JDK's.
 */
public class StampedLock implements java.io.Serializable {
    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << 7;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private final Object sync = new Object();
    private long state = ORIGIN;
    private int readerOverflow;

    /* ---- with sync held ---- */
    private long takeWrite() {
        state += WBIT;
        return state;
    }

    private long takeRead() {
        if ((state & RBITS) < RFULL) {
            state += RUNIT;
        } else {
            readerOverflow++;
        }
        return state;
    }

    /* waits until the mode can be taken; deadline 0: none; false on timeout */
    private boolean await(boolean write, long deadline, boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        while (write ? (state & ABITS) != 0 : (state & WBIT) != 0) {
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
            Thread.currentThread().interrupt();
        }
        return true;
    }

    private long acquire(boolean write, long deadline, boolean interruptible) throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (sync) {
            if (!await(write, deadline, interruptible)) {
                return 0L;
            }
            return write ? takeWrite() : takeRead();
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return acquire(write, 0, false);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public long writeLock() {
        return acquireUninterruptibly(true);
    }

    public long tryWriteLock() {
        synchronized (sync) {
            return (state & ABITS) == 0 ? takeWrite() : 0L;
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        return acquire(true, System.nanoTime() + Math.max(unit.toNanos(time), 1L), true);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        return acquire(true, 0, true);
    }

    public long readLock() {
        return acquireUninterruptibly(false);
    }

    public long tryReadLock() {
        synchronized (sync) {
            return (state & WBIT) == 0 ? takeRead() : 0L;
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        return acquire(false, System.nanoTime() + Math.max(unit.toNanos(time), 1L), true);
    }

    public long readLockInterruptibly() throws InterruptedException {
        return acquire(false, 0, true);
    }

    public long tryOptimisticRead() {
        synchronized (sync) {
            long s = state;
            return (s & WBIT) == 0L ? (s & SBITS) : 0L;
        }
    }

    public boolean validate(long stamp) {
        synchronized (sync) {
            return (stamp & SBITS) == (state & SBITS);
        }
    }

    /* with sync held */
    private long releaseWrite(long stamp) {
        if (state != stamp || (stamp & WBIT) == 0L) {
            throw new IllegalMonitorStateException();
        }
        state = (stamp += WBIT) == 0L ? ORIGIN : stamp;
        sync.notifyAll();
        return state;
    }

    /* with sync held */
    private long releaseRead(long stamp) {
        long s = state;
        if ((stamp & SBITS) != (s & SBITS) || (stamp & ABITS) == 0L || (s & ABITS) == 0L || (s & ABITS) == WBIT) {
            throw new IllegalMonitorStateException();
        }
        if ((s & RBITS) == RFULL && readerOverflow > 0) {
            readerOverflow--;
        } else {
            state = s - RUNIT;
        }
        if ((state & RBITS) == 0) {
            sync.notifyAll();
        }
        return state;
    }

    public void unlockWrite(long stamp) {
        synchronized (sync) {
            releaseWrite(stamp);
        }
    }

    public void unlockRead(long stamp) {
        synchronized (sync) {
            releaseRead(stamp);
        }
    }

    public void unlock(long stamp) {
        synchronized (sync) {
            if ((stamp & WBIT) != 0L) {
                releaseWrite(stamp);
            } else {
                releaseRead(stamp);
            }
        }
    }

    public long tryConvertToWriteLock(long stamp) {
        synchronized (sync) {
            long a = stamp & ABITS, s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            if (a == 0L) {
                return (s & ABITS) == 0L ? takeWrite() : 0L;
            }
            if (a == WBIT) {
                return s == stamp ? stamp : 0L;
            }
            if ((s & ABITS) == RUNIT && readerOverflow == 0) {
                state = s - RUNIT + WBIT;
                return state;
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (sync) {
            long a = stamp & ABITS, s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            if (a == 0L) {
                return (s & WBIT) == 0L ? takeRead() : 0L;
            }
            if (a == WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                state = s + WBIT + RUNIT;
                sync.notifyAll();
                return state;
            }
            return (s & ABITS) != 0L && (s & WBIT) == 0L ? stamp : 0L;
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (sync) {
            long a = stamp & ABITS, s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            if (a == 0L) {
                return stamp;
            }
            if (a == WBIT) {
                return s == stamp ? releaseWrite(stamp) : 0L;
            }
            if ((s & ABITS) == 0L || (s & WBIT) != 0L) {
                return 0L;
            }
            return releaseRead(stamp) & SBITS;
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (sync) {
            if ((state & WBIT) == 0L) {
                return false;
            }
            releaseWrite(state);
            return true;
        }
    }

    public boolean tryUnlockRead() {
        synchronized (sync) {
            long s = state;
            if ((s & ABITS) == 0L || (s & WBIT) != 0L) {
                return false;
            }
            releaseRead(s);
            return true;
        }
    }

    public boolean isWriteLocked() {
        synchronized (sync) {
            return (state & WBIT) != 0L;
        }
    }

    public boolean isReadLocked() {
        synchronized (sync) {
            return (state & RBITS) != 0L;
        }
    }

    public int getReadLockCount() {
        synchronized (sync) {
            return readCount(state);
        }
    }

    private int readCount(long s) {
        long r = s & RBITS;
        return (int) (r >= RFULL ? RFULL + readerOverflow : r);
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public String toString() {
        long s;
        synchronized (sync) {
            s = state;
        }
        return super.toString() + ((s & ABITS) == 0L ? "[Unlocked]"
            : (s & WBIT) != 0L ? "[Write-locked]" : "[Read-locks:" + getReadLockCount() + "]");
    }

    public Lock asReadLock() {
        return new View(false);
    }

    public Lock asWriteLock() {
        return new View(true);
    }

    public ReadWriteLock asReadWriteLock() {
        return new ReadWriteLock() {
            public Lock readLock() {
                return asReadLock();
            }

            public Lock writeLock() {
                return asWriteLock();
            }
        };
    }

    /** The read or write mode as a plain Lock (no conditions, as the JDK's views). */
    private final class View implements Lock {
        private final boolean write;

        View(boolean write) {
            this.write = write;
        }

        public void lock() {
            acquireUninterruptibly(write);
        }

        public void lockInterruptibly() throws InterruptedException {
            acquire(write, 0, true);
        }

        public boolean tryLock() {
            return (write ? tryWriteLock() : tryReadLock()) != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return (write ? tryWriteLock(time, unit) : tryReadLock(time, unit)) != 0L;
        }

        public void unlock() {
            if (!(write ? tryUnlockWrite() : tryUnlockRead())) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }
}
