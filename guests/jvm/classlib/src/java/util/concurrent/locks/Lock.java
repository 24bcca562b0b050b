package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/** A lock with explicit lock/unlock (java.util.concurrent.locks.Lock). */
public interface Lock {
    void lock();

    void lockInterruptibly() throws InterruptedException;

    boolean tryLock();

    boolean tryLock(long time, TimeUnit unit) throws InterruptedException;

    void unlock();

    Condition newCondition();
}
