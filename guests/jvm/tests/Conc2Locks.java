// RELEASE 11
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** ReentrantLock with tryLock and fairness, a Condition bounded buffer, a ReadWriteLock cache. */
public class Conc2Locks {
    static class Buffer {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        final int[] items = new int[3];
        int head, tail, count;

        void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[tail] = x;
                tail = (tail + 1) % items.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                int x = items[head];
                head = (head + 1) % items.length;
                count--;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    static class Cache {
        final ReadWriteLock rw = new ReentrantReadWriteLock();
        final Map<Integer, Long> map = new HashMap<>();
        int misses;

        long get(int key) {
            rw.readLock().lock();
            try {
                Long v = map.get(key);
                if (v != null) return v;
            } finally {
                rw.readLock().unlock();
            }
            rw.writeLock().lock();
            try {
                Long v = map.get(key);
                if (v == null) {
                    misses++;
                    v = (long) key * key;
                    map.put(key, v);
                }
                return v;
            } finally {
                rw.writeLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        System.out.println("fair " + lock.isFair() + " " + new ReentrantLock(true).isFair());
        lock.lock();
        lock.lock();
        System.out.println("held " + lock.isHeldByCurrentThread() + " holds " + lock.getHoldCount() + " locked " + lock.isLocked());
        var results = new ArrayList<String>();
        Thread other = new Thread(() -> {
            boolean got = lock.tryLock();
            String r1 = "tryLock " + got;
            try {
                boolean timed = lock.tryLock(30, TimeUnit.MILLISECONDS);
                r1 += ", tryLock(30ms) " + timed;
                if (timed) lock.unlock();
            } catch (InterruptedException e) {
                r1 += ", interrupted";
            }
            synchronized (results) {
                results.add(r1);
            }
        }, "other");
        other.start();
        other.join();
        System.out.println("while main holds: " + results);
        lock.unlock();
        lock.unlock();
        System.out.println("after unlock locked " + lock.isLocked());
        Thread other2 = new Thread(() -> {
            try {
                boolean timed = lock.tryLock(1, TimeUnit.SECONDS);
                synchronized (results) {
                    results.add("free: tryLock(1s) " + timed + " holds " + lock.getHoldCount());
                }
                if (timed) lock.unlock();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        other2.start();
        other2.join();
        System.out.println(results.get(1));
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock without holding: " + e.getClass().getSimpleName());
        }

        ReentrantLock fair = new ReentrantLock(true);
        List<Integer> order = new ArrayList<>();
        fair.lock();
        Thread[] ws = new Thread[4];
        CountDownLatch queued = new CountDownLatch(4);
        for (int i = 0; i < ws.length; i++) {
            final int id = i;
            ws[i] = new Thread(() -> {
                fair.lock();
                try {
                    order.add(id);
                } finally {
                    fair.unlock();
                }
            });
        }
        for (Thread w : ws) {
            w.start();
            while (!fair.hasQueuedThread(w)) Thread.sleep(1);
        }
        System.out.println("queue length " + fair.getQueueLength() + " hasQueuedThreads " + fair.hasQueuedThreads());
        fair.unlock();
        for (Thread w : ws) w.join();
        System.out.println("fair order " + order);

        Buffer buf = new Buffer();
        long[] got = new long[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 500; i++) got[0] += buf.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        for (int i = 1; i <= 500; i++) buf.put(i);
        consumer.join();
        System.out.println("condition buffer sum " + got[0]);

        Condition c = lock.newCondition();
        lock.lock();
        try {
            long left = c.awaitNanos(TimeUnit.MILLISECONDS.toNanos(20));
            System.out.println("awaitNanos timed out: " + (left <= 0));
            System.out.println("await(10ms) " + c.await(10, TimeUnit.MILLISECONDS));
        } finally {
            lock.unlock();
        }
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: IllegalMonitorStateException");
        }

        Cache cache = new Cache();
        Thread[] readers = new Thread[4];
        long[] sums = new long[4];
        for (int i = 0; i < readers.length; i++) {
            final int id = i;
            readers[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) sums[id] += cache.get(k % 25);
            });
            readers[i].start();
        }
        for (Thread r : readers) r.join();
        System.out.println("cache sums " + sums[0] + " " + sums[1] + " " + sums[2] + " " + sums[3] + " misses " + cache.misses);
        ReentrantReadWriteLock rwl = new ReentrantReadWriteLock();
        rwl.readLock().lock();
        rwl.readLock().lock();
        System.out.println("read holds " + rwl.getReadHoldCount() + " readers " + rwl.getReadLockCount()
                + " write tryLock " + rwl.writeLock().tryLock());
        rwl.readLock().unlock();
        rwl.readLock().unlock();
        rwl.writeLock().lock();
        rwl.readLock().lock();
        System.out.println("downgrade: write held " + rwl.isWriteLockedByCurrentThread() + " read " + rwl.getReadHoldCount());
        rwl.writeLock().unlock();
        System.out.println("after write unlock: write locked " + rwl.isWriteLocked() + " read " + rwl.getReadHoldCount());
        rwl.readLock().unlock();
    }
}
