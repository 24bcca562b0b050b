package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * An unbounded blocking priority queue: a PriorityQueue (the JDK's binary heap, so
 * toString and iteration show the JDK's heap order) guarded by the queue's monitor; take
 * waits for an element. Iterators walk a snapshot (weakly consistent).
 */
public class PriorityBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final PriorityQueue<E> q;

    public PriorityBlockingQueue() {
        q = new PriorityQueue<E>();
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        q = new PriorityQueue<E>(initialCapacity, comparator);
    }

    public PriorityBlockingQueue(Collection<? extends E> c) {
        q = new PriorityQueue<E>(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
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
        return q.poll();
    }

    public synchronized E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        while (q.isEmpty()) {
            wait();
        }
        return q.poll();
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (q.isEmpty()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            wait(left / 1000000L, (int) (left % 1000000L));
        }
        return q.poll();
    }

    public synchronized E peek() {
        return q.peek();
    }

    public Comparator<? super E> comparator() {
        return q.comparator();
    }

    public synchronized int size() {
        return q.size();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public synchronized boolean remove(Object o) {
        return o != null && q.remove(o);
    }

    public synchronized boolean contains(Object o) {
        return o != null && q.contains(o);
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
        while (n < maxElements && !q.isEmpty()) {
            c.add(q.poll());
            n++;
        }
        return n;
    }

    public synchronized void clear() {
        q.clear();
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), this);
    }
}
