package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The deque behind LinkedBlockingDeque and ConcurrentLinkedDeque: an ArrayDeque with a
 * capacity, guarded by the deque's own monitor; every change notifies all waiters (the
 * blocking subclass waits on it). No null elements. Iterators walk snapshots taken when
 * they are created (weakly consistent, as the JDK's).
 */
abstract class MonitorDeque<E> extends AbstractQueue<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    final ArrayDeque<E> items = new ArrayDeque<E>();
    final int capacity;

    MonitorDeque(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    public synchronized boolean offerFirst(E e) {
        checkNotNull(e);
        if (items.size() >= capacity) {
            return false;
        }
        items.addFirst(e);
        notifyAll();
        return true;
    }

    public synchronized boolean offerLast(E e) {
        checkNotNull(e);
        if (items.size() >= capacity) {
            return false;
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public void push(E e) {
        addFirst(e);
    }

    public synchronized E pollFirst() {
        E e = items.pollFirst();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    public synchronized E pollLast() {
        E e = items.pollLast();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    public E poll() {
        return pollFirst();
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public synchronized E peekFirst() {
        return items.peekFirst();
    }

    public synchronized E peekLast() {
        return items.peekLast();
    }

    public E peek() {
        return peekFirst();
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E element() {
        return getFirst();
    }

    public synchronized boolean removeFirstOccurrence(Object o) {
        if (o != null && items.removeFirstOccurrence(o)) {
            notifyAll();
            return true;
        }
        return false;
    }

    public synchronized boolean removeLastOccurrence(Object o) {
        if (o != null && items.removeLastOccurrence(o)) {
            notifyAll();
            return true;
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public synchronized int size() {
        return items.size();
    }

    public synchronized boolean isEmpty() {
        return items.isEmpty();
    }

    public synchronized boolean contains(Object o) {
        return o != null && items.contains(o);
    }

    public synchronized void clear() {
        items.clear();
        notifyAll();
    }

    public synchronized Object[] toArray() {
        return items.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return items.toArray(a);
    }

    public synchronized String toString() {
        return items.toString();
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), this);
    }

    public Iterator<E> descendingIterator() {
        Object[] a = toArray();
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            Object t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return new SnapshotIterator<E>(a, this, true);
    }
}
