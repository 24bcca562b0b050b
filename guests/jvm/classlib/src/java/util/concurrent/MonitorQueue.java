package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * The bounded FIFO blocking queue behind LinkedBlockingQueue and ArrayBlockingQueue: an
 * ArrayDeque guarded by the queue's own monitor; put/take wait on it and every change
 * notifies all waiters (the VM wakes them in FIFO order). Iterators walk a snapshot taken
 * when they are created (weakly consistent, as the JDK's; remove() removes that element).
 */
abstract class MonitorQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final ArrayDeque<E> items = new ArrayDeque<E>();
    private final int capacity;

    MonitorQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
    }

    public synchronized int size() {
        return items.size();
    }

    public synchronized int remainingCapacity() {
        return capacity - items.size();
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (items.size() >= capacity) {
            return false;
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    public synchronized void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        while (items.size() >= capacity) {
            wait();
        }
        items.addLast(e);
        notifyAll();
    }

    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (items.size() >= capacity) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(left / 1000000L, (int) (left % 1000000L));
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    public synchronized E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        while (items.isEmpty()) {
            wait();
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (items.isEmpty()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            wait(left / 1000000L, (int) (left % 1000000L));
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E poll() {
        E e = items.pollFirst();
        if (e != null) {
            notifyAll();
        }
        return e;
    }

    public synchronized E peek() {
        return items.peekFirst();
    }

    public synchronized boolean remove(Object o) {
        if (o != null && items.removeFirstOccurrence(o)) {
            notifyAll();
            return true;
        }
        return false;
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
                    throw new java.util.NoSuchElementException();
                }
                last = next++;
                return (E) snapshot[last];
            }

            public void remove() {
                if (last < 0) {
                    throw new IllegalStateException();
                }
                MonitorQueue.this.remove(snapshot[last]);
                last = -1;
            }
        };
    }
}
