package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An unbounded FIFO queue for several threads: an ArrayDeque under the queue's monitor (not
 * lock-free as the JDK's; green threads run one at a time). Iterators walk a snapshot.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    private final ArrayDeque<E> items = new ArrayDeque<E>();

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        for (E e : c) {
            offer(e);
        }
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        items.addLast(e);
        return true;
    }

    public synchronized E poll() {
        return items.pollFirst();
    }

    public synchronized E peek() {
        return items.peekFirst();
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

    public synchronized boolean remove(Object o) {
        return o != null && items.removeFirstOccurrence(o);
    }

    public synchronized void clear() {
        items.clear();
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
        final Object[] snapshot = toArray();
        return new Iterator<E>() {
            private int next;
            private int last = -1;

            public boolean hasNext() {
                return next < snapshot.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next >= snapshot.length) {
                    throw new NoSuchElementException();
                }
                last = next++;
                return (E) snapshot[last];
            }

            public void remove() {
                if (last < 0) {
                    throw new IllegalStateException();
                }
                ConcurrentLinkedQueue.this.remove(snapshot[last]);
                last = -1;
            }
        };
    }
}
