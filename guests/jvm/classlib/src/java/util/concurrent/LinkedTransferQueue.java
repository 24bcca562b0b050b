package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * An unbounded TransferQueue on the queue's monitor: elements are nodes in an ArrayDeque;
 * a consumer marks the node it takes, so transfer can wait until its node is taken;
 * tryTransfer succeeds only when more consumers are waiting than elements are queued.
 * Iterators walk snapshots (weakly consistent).
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private static final class Node {
        final Object item;
        boolean taken;

        Node(Object item) {
            this.item = item;
        }
    }

    private final ArrayDeque<Node> nodes = new ArrayDeque<Node>();
    private int waitingConsumers;

    public LinkedTransferQueue() {
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        addAll(c);
    }

    /* with the monitor held */
    private Node enqueue(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node n = new Node(e);
        nodes.addLast(n);
        notifyAll();
        return n;
    }

    @SuppressWarnings("unchecked")
    private E dequeue() {
        Node n = nodes.pollFirst();
        n.taken = true;
        notifyAll();
        return (E) n.item;
    }

    /* with the monitor held: waits for n to be taken (deadline 0: none); on timeout or
       interrupt removes it and reports false or throws */
    private boolean awaitTaken(Node n, long deadline) throws InterruptedException {
        try {
            while (!n.taken) {
                if (deadline == 0) {
                    wait();
                } else {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        nodes.remove(n);
                        return false;
                    }
                    wait(left / 1000000L, (int) (left % 1000000L));
                }
            }
            return true;
        } catch (InterruptedException ie) {
            if (!n.taken) {
                nodes.remove(n);
                throw ie;
            }
            Thread.currentThread().interrupt();
            return true;
        }
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        enqueue(e);
        return true;
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public synchronized boolean tryTransfer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        if (waitingConsumers > nodes.size()) {
            enqueue(e);
            return true;
        }
        return false;
    }

    public synchronized void transfer(E e) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        awaitTaken(enqueue(e), 0);
    }

    public synchronized boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Node n = enqueue(e);
        return awaitTaken(n, System.nanoTime() + Math.max(unit.toNanos(timeout), 1L));
    }

    public synchronized E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        waitingConsumers++;
        try {
            while (nodes.isEmpty()) {
                wait();
            }
        } finally {
            waitingConsumers--;
        }
        return dequeue();
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        waitingConsumers++;
        try {
            while (nodes.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        } finally {
            waitingConsumers--;
        }
        return dequeue();
    }

    public synchronized E poll() {
        return nodes.isEmpty() ? null : dequeue();
    }

    @SuppressWarnings("unchecked")
    public synchronized E peek() {
        Node n = nodes.peekFirst();
        return n == null ? null : (E) n.item;
    }

    public synchronized boolean hasWaitingConsumer() {
        return waitingConsumers > 0;
    }

    public synchronized int getWaitingConsumerCount() {
        return waitingConsumers;
    }

    public synchronized int size() {
        return nodes.size();
    }

    public synchronized boolean isEmpty() {
        return nodes.isEmpty();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public synchronized boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        for (Iterator<Node> it = nodes.iterator(); it.hasNext();) {
            Node n = it.next();
            if (o.equals(n.item)) {
                it.remove();
                notifyAll();
                return true;
            }
        }
        return false;
    }

    public synchronized boolean contains(Object o) {
        if (o != null) {
            for (Node n : nodes) {
                if (o.equals(n.item)) {
                    return true;
                }
            }
        }
        return false;
    }

    public synchronized Object[] toArray() {
        Object[] a = new Object[nodes.size()];
        int i = 0;
        for (Node n : nodes) {
            a[i++] = n.item;
        }
        return a;
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
        while (n < maxElements && !nodes.isEmpty()) {
            c.add(dequeue());
            n++;
        }
        return n;
    }

    public Iterator<E> iterator() {
        return new SnapshotIterator<E>(toArray(), this);
    }

    public String toString() {
        return java.util.Arrays.toString(toArray());
    }
}
