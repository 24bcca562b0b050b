package java.util.concurrent;

import java.util.Collection;

/**
 * An unbounded thread-safe deque (MonitorDeque: an ArrayDeque on the deque's monitor; the
 * JDK's is lock-free). No null elements; iterators are weakly consistent (snapshots).
 */
public class ConcurrentLinkedDeque<E> extends MonitorDeque<E> {
    private static final long serialVersionUID = 1L;

    public ConcurrentLinkedDeque() {
        super(Integer.MAX_VALUE);
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        this();
        for (E e : c) {
            addLast(e);
        }
    }
}
