package java.lang.ref;

/**
 * A queue of cleared references, last in first out as in the JDK. Every method first moves
 * the references the collector cleared since the last look to their queues
 * (Reference.processPendingReferences), so a program sees them as soon as it looks.
 */
public class ReferenceQueue<T> {
    /* the queue field of a reference that is in a queue */
    static final ReferenceQueue<Object> ENQUEUED = new ReferenceQueue<Object>();

    private Reference<? extends T> head;
    private long length;

    public ReferenceQueue() {
    }

    synchronized boolean enqueue0(Reference<?> r) {
        ReferenceQueue<?> q = r.queue;
        if (q != this || this == ENQUEUED) {
            return false; /* no queue, another queue, or already enqueued */
        }
        @SuppressWarnings("unchecked")
        Reference<? extends T> t = (Reference<? extends T>) r;
        r.queue = ENQUEUED;
        r.next = head == null ? r : head;
        head = t;
        length++;
        notifyAll();
        return true;
    }

    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r != null) {
            r.queue = null;
            Reference<?> rn = r.next;
            @SuppressWarnings("unchecked")
            Reference<? extends T> n = rn == r ? null : (Reference<? extends T>) rn;
            head = n;
            r.next = r;
            length--;
        }
        return r;
    }

    public Reference<? extends T> poll() {
        Reference.processPendingReferences();
        synchronized (this) {
            return reallyPoll();
        }
    }

    /**
     * Waits up to timeout milliseconds of simulated time (0: without limit) for a reference.
     * With one thread only a collection caused by this thread could enqueue one, so a timed
     * remove with an empty queue returns null once the time has passed.
     */
    public Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        long end = System.nanoTime() + timeout * 1000000L;
        for (;;) {
            Reference.processPendingReferences();
            synchronized (this) {
                Reference<? extends T> r = reallyPoll();
                if (r != null) {
                    return r;
                }
                if (timeout == 0) {
                    wait();
                } else {
                    long left = end - System.nanoTime();
                    if (left <= 0) {
                        return null;
                    }
                    wait(Math.max(1L, Math.min(left / 1000000L, 10L)));
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
