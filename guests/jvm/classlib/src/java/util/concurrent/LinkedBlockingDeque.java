package java.util.concurrent;

import java.util.Collection;

/**
 * An optionally bounded blocking deque (MonitorDeque: an ArrayDeque on the deque's
 * monitor); put and take at either end wait on simulated time.
 */
public class LinkedBlockingDeque<E> extends MonitorDeque<E> implements BlockingDeque<E> {
    private static final long serialVersionUID = 1L;

    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        super(capacity);
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            addLast(e);
        }
    }

    /* with the monitor held: waits until there is room (or the deadline, 0: none) */
    private boolean awaitRoom(long deadline) throws InterruptedException {
        while (items.size() >= capacity) {
            if (deadline == 0) {
                wait();
            } else {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return true;
    }

    /* with the monitor held: waits until there is an element (or the deadline, 0: none) */
    private boolean awaitItem(long deadline) throws InterruptedException {
        while (items.isEmpty()) {
            if (deadline == 0) {
                wait();
            } else {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return true;
    }

    private static long deadline(long timeout, TimeUnit unit) {
        return System.nanoTime() + Math.max(unit.toNanos(timeout), 0L) + 1L;
    }

    private static void checkInterrupt() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }

    public synchronized void putFirst(E e) throws InterruptedException {
        checkNotNull(e);
        checkInterrupt();
        awaitRoom(0);
        items.addFirst(e);
        notifyAll();
    }

    public synchronized void putLast(E e) throws InterruptedException {
        checkNotNull(e);
        checkInterrupt();
        awaitRoom(0);
        items.addLast(e);
        notifyAll();
    }

    public void put(E e) throws InterruptedException {
        putLast(e);
    }

    public synchronized boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        checkNotNull(e);
        checkInterrupt();
        if (!awaitRoom(deadline(timeout, unit))) {
            return false;
        }
        items.addFirst(e);
        notifyAll();
        return true;
    }

    public synchronized boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        checkNotNull(e);
        checkInterrupt();
        if (!awaitRoom(deadline(timeout, unit))) {
            return false;
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerLast(e, timeout, unit);
    }

    public synchronized E takeFirst() throws InterruptedException {
        checkInterrupt();
        awaitItem(0);
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E takeLast() throws InterruptedException {
        checkInterrupt();
        awaitItem(0);
        E e = items.pollLast();
        notifyAll();
        return e;
    }

    public E take() throws InterruptedException {
        return takeFirst();
    }

    public synchronized E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        checkInterrupt();
        if (!awaitItem(deadline(timeout, unit))) {
            return null;
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        checkInterrupt();
        if (!awaitItem(deadline(timeout, unit))) {
            return null;
        }
        E e = items.pollLast();
        notifyAll();
        return e;
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollFirst(timeout, unit);
    }

    public synchronized int remainingCapacity() {
        return capacity - items.size();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        while (n < maxElements && !items.isEmpty()) {
            c.add(items.pollFirst());
            n++;
        }
        if (n > 0) {
            notifyAll();
        }
        return n;
    }
}
