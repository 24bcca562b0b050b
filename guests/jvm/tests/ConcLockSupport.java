// RELEASE 11
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

/** LockSupport permits, StampedLock stamps and modes, conditions of a read-write lock's
 * write lock. */
public class ConcLockSupport {
    public static void main(String[] args) throws Exception {
        permits();
        parkedThreads();
        stamped();
        stampedThreads();
        rwConditions();
        System.out.println("done");
    }

    static void permits() {
        Thread me = Thread.currentThread();
        LockSupport.unpark(me);
        LockSupport.unpark(me); /* permits do not accumulate */
        long t0 = System.nanoTime();
        LockSupport.park(); /* consumes the permit */
        LockSupport.parkNanos(20000000L); /* no permit: times out */
        long waited = System.nanoTime() - t0;
        System.out.println("permit consumed, parkNanos waited>=20ms " + (waited >= 20000000L));
        LockSupport.parkNanos(-5);
        LockSupport.parkUntil(System.currentTimeMillis() - 10);
        me.interrupt();
        LockSupport.park(); /* returns at once: interrupted */
        System.out.println("park with interrupt pending returns, still interrupted " + Thread.interrupted());
        LockSupport.unpark(null);
        System.out.println("blocker of main " + LockSupport.getBlocker(me));
    }

    static void parkedThreads() throws Exception {
        Object blocker = "the blocker";
        AtomicInteger stage = new AtomicInteger();
        Thread t = new Thread(() -> {
            stage.set(1);
            while (stage.get() != 2) {
                LockSupport.park(blocker);
            }
            System.out.println("worker unparked at stage 2");
            stage.set(3);
            LockSupport.park(); /* until interrupted */
            System.out.println("worker interrupted while parked: " + Thread.currentThread().isInterrupted());
            long t0 = System.nanoTime();
            LockSupport.parkUntil(System.currentTimeMillis() + 30);
            System.out.println("worker parkUntil returned at once (interrupt pending) " + ((System.nanoTime() - t0) < 20000000L));
        });
        t.start();
        while (stage.get() != 1 || t.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        System.out.println("worker state " + t.getState() + " blocker " + LockSupport.getBlocker(t));
        stage.set(2);
        LockSupport.unpark(t);
        while (stage.get() != 3 || t.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        System.out.println("worker parked again, blocker " + LockSupport.getBlocker(t));
        t.interrupt();
        t.join();
        /* a ring of threads passing a token with park/unpark */
        int n = 4, rounds = 5;
        Thread[] ring = new Thread[n];
        AtomicInteger token = new AtomicInteger(0);
        StringBuilder trace = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int id = i;
            ring[i] = new Thread(() -> {
                for (int r = 0; r < rounds; r++) {
                    while (token.get() != id) {
                        LockSupport.park();
                    }
                    synchronized (trace) {
                        trace.append(id);
                    }
                    token.set((id + 1) % n);
                    LockSupport.unpark(ring[(id + 1) % n]);
                }
            });
        }
        for (Thread r : ring) {
            r.start();
        }
        for (Thread r : ring) {
            r.join();
        }
        System.out.println("park ring " + trace);
    }

    static String state(StampedLock sl) {
        String s = sl.toString();
        return s.substring(s.indexOf('['));
    }

    static void stamped() {
        StampedLock sl = new StampedLock();
        long w = sl.writeLock();
        System.out.println("write stamp " + w + " locked " + sl.isWriteLocked() + " " + state(sl) + " optimistic " + sl.tryOptimisticRead()
                + " tryRead " + sl.tryReadLock() + " isWriteStamp " + StampedLock.isWriteLockStamp(w));
        sl.unlockWrite(w);
        long o = sl.tryOptimisticRead();
        System.out.println("optimistic " + o + " valid " + sl.validate(o) + " isOptimistic " + StampedLock.isOptimisticReadStamp(o));
        long r1 = sl.readLock();
        long r2 = sl.readLock();
        System.out.println("read stamps " + r1 + " " + r2 + " count " + sl.getReadLockCount() + " " + state(sl) + " valid " + sl.validate(o)
                + " tryWrite " + sl.tryWriteLock() + " isRead " + StampedLock.isReadLockStamp(r1));
        System.out.println("convert with two readers " + sl.tryConvertToWriteLock(r2));
        sl.unlock(r1);
        long cw = sl.tryConvertToWriteLock(r2);
        System.out.println("convert sole reader " + cw + " write locked " + sl.isWriteLocked() + " optimistic now valid " + sl.validate(o));
        long cr = sl.tryConvertToReadLock(cw);
        System.out.println("back to read " + cr + " " + state(sl));
        long co = sl.tryConvertToOptimisticRead(cr);
        System.out.println("to optimistic " + co + " " + state(sl) + " valid " + sl.validate(co));
        try {
            sl.unlockWrite(co);
        } catch (IllegalMonitorStateException e) {
            System.out.println("bad unlock: IllegalMonitorStateException");
        }
        Lock rl = sl.asReadLock();
        rl.lock();
        System.out.println("view read lock " + sl.isReadLocked() + " tryUnlockWrite " + sl.tryUnlockWrite());
        rl.unlock();
        Lock wl = sl.asReadWriteLock().writeLock();
        wl.lock();
        System.out.println("view write lock " + sl.isWriteLocked());
        wl.unlock();
        System.out.println("final " + state(sl) + " tryUnlockRead " + sl.tryUnlockRead());
    }

    /** Optimistic readers of a point retry while writers move it; x == y always holds. */
    static void stampedThreads() throws Exception {
        StampedLock sl = new StampedLock();
        long[] point = {0, 0};
        AtomicInteger inconsistent = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            boolean writer = t < 2;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 300; i++) {
                    if (writer) {
                        long s = sl.writeLock();
                        try {
                            point[0]++;
                            Thread.yield();
                            point[1]++;
                        } finally {
                            sl.unlockWrite(s);
                        }
                    } else {
                        long s = sl.tryOptimisticRead();
                        long x = point[0], y = point[1];
                        if (!sl.validate(s)) {
                            s = sl.readLock();
                            try {
                                x = point[0];
                                y = point[1];
                            } finally {
                                sl.unlockRead(s);
                            }
                        }
                        if (x != y) {
                            inconsistent.incrementAndGet();
                        }
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("stamped point " + point[0] + "," + point[1] + " inconsistent reads " + inconsistent.get());
    }

    static void rwConditions() throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Lock w = rw.writeLock();
        Condition notEmpty = w.newCondition();
        Condition notFull = w.newCondition();
        ArrayDeque<Integer> buf = new ArrayDeque<>();
        int cap = 2, items = 20;
        long[] sum = {0};
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < items; i++) {
                w.lock();
                try {
                    while (buf.isEmpty()) {
                        notEmpty.awaitUninterruptibly();
                    }
                    sum[0] += buf.poll();
                    notFull.signal();
                } finally {
                    w.unlock();
                }
            }
        });
        consumer.start();
        for (int i = 1; i <= items; i++) {
            w.lock();
            w.lock(); /* reentrant: await releases both holds */
            try {
                while (buf.size() == cap) {
                    notFull.await();
                }
                buf.add(i);
                notEmpty.signal();
                System.out.print(rw.getWriteHoldCount() == 2 ? "" : "holds lost ");
            } finally {
                w.unlock();
                w.unlock();
            }
        }
        consumer.join();
        System.out.println("rw condition sum " + sum[0]);
        w.lock();
        long t0 = System.nanoTime();
        boolean signalled = notEmpty.await(20, TimeUnit.MILLISECONDS);
        System.out.println("timed await signalled " + signalled + " waited>=20ms " + ((System.nanoTime() - t0) >= 20000000L)
                + " still held " + rw.isWriteLockedByCurrentThread());
        w.unlock();
        try {
            notEmpty.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without the lock: IllegalMonitorStateException");
        }
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read lock condition: UnsupportedOperationException");
        }
    }
}
