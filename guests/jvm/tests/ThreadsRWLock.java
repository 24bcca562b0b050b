import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** ReentrantReadWriteLock: readers share the lock (they overlap while one sleeps holding
 * it), writers are exclusive (no reader or writer inside with them), reentrancy and
 * downgrading, tryLock, IllegalMonitorStateException. Output does not depend on the
 * interleaving. */
public class ThreadsRWLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int readersInside, maxReaders, writersInside;
    static boolean violation;
    static long data;
    static final Object stats = new Object();

    public static void main(String[] args) throws Exception {
        final int readers = 4, writers = 2;
        final CountDownLatch done = new CountDownLatch(readers + writers);
        final CountDownLatch allReading = new CountDownLatch(readers);
        for (int r = 0; r < readers; r++) {
            new Thread(() -> {
                try {
                    rw.readLock().lock();
                    try {
                        enterRead();
                        allReading.countDown();
                        allReading.await(); /* every reader is inside at once */
                        exitRead();
                    } finally {
                        rw.readLock().unlock();
                    }
                    for (int k = 0; k < 30; k++) {
                        rw.readLock().lock();
                        try {
                            enterRead();
                            long a = data;
                            Thread.sleep(1);
                            if (data != a) {
                                violation = true;
                            }
                            exitRead();
                        } finally {
                            rw.readLock().unlock();
                        }
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    done.countDown();
                }
            }).start();
        }
        for (int w = 0; w < writers; w++) {
            new Thread(() -> {
                try {
                    for (int k = 0; k < 20; k++) {
                        rw.writeLock().lock();
                        try {
                            rw.writeLock().lock(); /* reentrant */
                            try {
                                synchronized (stats) {
                                    writersInside++;
                                    if (writersInside > 1 || readersInside > 0) {
                                        violation = true;
                                    }
                                }
                                long d = data;
                                for (int i = 0; i < 20000; i++) {
                                    d += i & 1;
                                }
                                data = d;
                                synchronized (stats) {
                                    writersInside--;
                                }
                            } finally {
                                rw.writeLock().unlock();
                            }
                        } finally {
                            rw.writeLock().unlock();
                        }
                        Thread.sleep(1);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    done.countDown();
                }
            }).start();
        }
        done.await();
        System.out.println("data " + data + " violation " + violation + " readers overlapped " + (maxReaders == readers));
        rw.writeLock().lock();
        rw.readLock().lock(); /* downgrade */
        rw.writeLock().unlock();
        System.out.println("downgraded: write locked " + rw.isWriteLocked() + " read holds " + rw.getReadHoldCount()
            + " read count " + rw.getReadLockCount());
        Thread other = new Thread(() -> {
            try {
                System.out.println("other: tryLock write " + rw.writeLock().tryLock(10, TimeUnit.MILLISECONDS)
                    + " read " + rw.readLock().tryLock());
                rw.readLock().unlock();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        other.start();
        other.join();
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock without holding: IllegalMonitorStateException");
        }
        try {
            rw.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write unlock without holding: IllegalMonitorStateException");
        }
        System.out.println("free: " + rw.writeLock().tryLock() + " " + rw.getWriteHoldCount());
    }

    static void enterRead() {
        synchronized (stats) {
            readersInside++;
            maxReaders = Math.max(maxReaders, readersInside);
            if (writersInside > 0) {
                violation = true;
            }
        }
    }

    static void exitRead() {
        synchronized (stats) {
            readersInside--;
        }
    }
}
