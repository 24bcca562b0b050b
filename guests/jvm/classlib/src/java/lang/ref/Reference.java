package java.lang.ref;

/**
 * A reference object: its referent is not traced by the collector (refs.c). The VM clears
 * the referent of a soft, weak or phantom reference when the collector finds it no longer
 * reachable the way the kind demands, and puts a cleared reference that has a queue on its
 * pending list; {@link ReferenceQueue} moves pending references to their queues whenever a
 * queue could be observed and after {@code System.gc()}, as the JDK's Reference Handler
 * thread would have.
 */
public abstract class Reference<T> {
    /* Not a strong reference: the VM leaves it out of the objects' reference slots. Stored
       once by init0 (no write barrier) and cleared with a plain store of null. */
    private T referent;

    /* The queue to enqueue in: null when none, or once removed from its queue;
       ReferenceQueue.ENQUEUED while in a queue. The VM reads it (refs.c). */
    volatile ReferenceQueue<? super T> queue;

    /* The next reference in the queue (itself at the tail) */
    Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.queue = queue;
        init0(referent);
    }

    /** Stores the referent and registers this reference with the collector (refs.c). */
    private native void init0(Object referent);

    /** The next reference the collector cleared that has a queue, or null (refs.c). */
    static native Reference<?> takePending();

    /**
     * Moves every reference the collector cleared to its queue and runs the cleaning actions
     * of Cleaner (the work of the JDK's Reference Handler and cleaner threads). Public for
     * Runtime.gc() only: the JDK has no such public method.
     */
    public static void processPendingReferences() {
        for (Reference<?> r = takePending(); r != null; r = takePending()) {
            ReferenceQueue<?> q = r.queue;
            if (q == Cleaner.QUEUE) {
                ((Cleaner.Cleanup) r).cleanQuietly();
            } else if (q != null) {
                q.enqueue0(r);
            }
        }
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    /** @deprecated as in the JDK: true while this reference is in its queue */
    @Deprecated
    public boolean isEnqueued() {
        processPendingReferences();
        return queue == ReferenceQueue.ENQUEUED;
    }

    public boolean enqueue() {
        processPendingReferences();
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue0(this);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }
}
