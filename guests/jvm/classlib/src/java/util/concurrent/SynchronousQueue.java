package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * A queue without capacity: offer succeeds only if a taker is waiting, put waits for one
 * and poll takes from a waiting put. Guarded by the queue's monitor: elements handed to
 * waiting takers sit in a list no longer than the number of those takers; waiting puts are
 * a FIFO of nodes marked when taken. Fairness flags change nothing.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final ArrayDeque<E> handed = new ArrayDeque<E>();
    private final ArrayDeque<Node<E>> putters = new ArrayDeque<Node<E>>();
    private int takers;

    private static final class Node<E> {
        final E item;
        boolean taken;

        Node(E item) {
            this.item = item;
        }
    }

    public SynchronousQueue() {
    }

    public SynchronousQueue(boolean fair) {
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (takers > handed.size()) {
            handed.addLast(e);
            notifyAll();
            return true;
        }
        return false;
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return handOver(e, true, unit.toNanos(timeout));
    }

    public void put(E e) throws InterruptedException {
        handOver(e, false, 0);
    }

    /** Waits (at most nanos if timed) until a taker has the element; false on time-out. */
    private synchronized boolean handOver(E e, boolean timed, long nanos) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (offer(e)) {
            return true;
        }
        long deadline = System.nanoTime() + nanos;
        Node<E> n = new Node<E>(e);
        putters.addLast(n);
        notifyAll();
        try {
            while (!n.taken) {
                if (timed) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        putters.remove(n);
                        return false;
                    }
                    wait(left / 1000000L, (int) (left % 1000000L));
                } else {
                    wait();
                }
            }
            return true;
        } catch (InterruptedException ie) {
            if (n.taken) {
                Thread.currentThread().interrupt();
                return true;
            }
            putters.remove(n);
            throw ie;
        }
    }

    public E take() throws InterruptedException {
        return poll(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        E fromPutter = poll();
        if (fromPutter != null) {
            return fromPutter;
        }
        long nanos = unit.toNanos(timeout);
        long deadline = nanos == Long.MAX_VALUE ? 0 : System.nanoTime() + nanos;
        takers++;
        notifyAll();
        try {
            while (handed.isEmpty()) {
                if (nanos == Long.MAX_VALUE) {
                    wait();
                } else {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return null;
                    }
                    wait(left / 1000000L, (int) (left % 1000000L));
                }
            }
            return handed.pollFirst();
        } catch (InterruptedException ie) {
            if (handed.size() >= takers) {
                // an element was handed over for this taker: take it, keep the interrupt
                Thread.currentThread().interrupt();
                return handed.pollFirst();
            }
            throw ie;
        } finally {
            takers--;
        }
    }

    /** An element of a waiting put/offer, else null. */
    public synchronized E poll() {
        Node<E> n = putters.pollFirst();
        if (n == null) {
            return null;
        }
        n.taken = true;
        notifyAll();
        return n.item;
    }

    public E peek() {
        return null;
    }

    public int size() {
        return 0;
    }

    public boolean isEmpty() {
        return true;
    }

    public int remainingCapacity() {
        return 0;
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public void clear() {
    }

    public Iterator<E> iterator() {
        return Collections.<E>emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        int n = 0;
        E e;
        while (n < maxElements && (e = poll()) != null) {
            c.add(e);
            n++;
        }
        return n;
    }
}
