package java.util.concurrent;

import java.util.Collection;

/** A bounded FIFO blocking queue, see MonitorQueue; the fairness flag changes nothing. */
public class ArrayBlockingQueue<E> extends MonitorQueue<E> {
    private static final long serialVersionUID = 1L;

    public ArrayBlockingQueue(int capacity) {
        super(capacity);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        super(capacity);
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        super(capacity);
        for (E e : c) {
            if (!offer(e)) {
                throw new IllegalArgumentException();
            }
        }
    }
}
