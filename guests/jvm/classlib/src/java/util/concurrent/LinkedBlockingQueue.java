package java.util.concurrent;

import java.util.Collection;

/** An optionally bounded FIFO blocking queue (unbounded: Integer.MAX_VALUE), see MonitorQueue. */
public class LinkedBlockingQueue<E> extends MonitorQueue<E> {
    private static final long serialVersionUID = 1L;

    public LinkedBlockingQueue() {
        super(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        super(capacity);
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        super(Integer.MAX_VALUE);
        for (E e : c) {
            if (!offer(e)) {
                throw new IllegalStateException("Queue full");
            }
        }
    }
}
