package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking queue of Delayed elements: an element can be taken only when its
 * delay has expired; the head is the one whose delay expired furthest in the past. A
 * PriorityQueue guarded by the queue's monitor; take and timed poll wait on simulated time
 * for the head's delay (or a new head). Iterators walk a snapshot (weakly consistent).
 */
public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final PriorityQueue<E> q = new PriorityQueue<E>();

    public DelayQueue() {
    }

    public DelayQueue(Collection<? extends E> c) {
        addAll(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        q.offer(e);
        notifyAll();
        return true;
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public synchronized E poll() {
        E first = q.peek();
        if (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) {
            return null;
        }
        return q.poll();
    }

    public synchronized E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        for (;;) {
            E first = q.peek();
            if (first == null) {
                wait();
            } else {
                long delay = first.getDelay(TimeUnit.NANOSECONDS);
                if (delay <= 0L) {
                    notifyAll(); /* the other takers look at the new head */
                    return q.poll();
                }
                wait(delay / 1000000L, (int) (delay % 1000000L));
            }
        }
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        for (;;) {
            E first = q.peek();
            long left = deadline - System.nanoTime();
            if (first != null) {
                long delay = first.getDelay(TimeUnit.NANOSECONDS);
                if (delay <= 0L) {
                    return q.poll();
                }
                if (left <= 0) {
                    return null;
                }
                left = Math.min(left, delay);
            } else if (left <= 0) {
                return null;
            }
            wait(left / 1000000L, (int) (left % 1000000L));
        }
    }

    public synchronized E peek() {
        return q.peek();
    }

    public synchronized int size() {
        return q.size();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    /** Moves the expired elements (at most maxElements) into c. */
    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E first; n < maxElements && (first = q.peek()) != null && first.getDelay(TimeUnit.NANOSECONDS) <= 0;) {
            c.add(q.poll());
            n++;
        }
        return n;
    }

    public synchronized void clear() {
        q.clear();
    }

    public synchronized boolean remove(Object o) {
        boolean r = q.remove(o);
        if (r) {
            notifyAll();
        }
        return r;
    }

    public synchronized boolean contains(Object o) {
        return q.contains(o);
    }

    public synchronized Object[] toArray() {
        return q.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return q.toArray(a);
    }

    public synchronized String toString() {
        return q.toString();
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), this);
    }
}
