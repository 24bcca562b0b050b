package java.lang.ref;

/**
 * Cleaning actions run once their object has become phantom reachable, or when cleaned
 * explicitly. This VM has no cleaner thread: the actions of objects the collector found
 * phantom reachable run when the references it cleared are next moved to their queues
 * (Reference.processPendingReferences: after System.gc(), and at the start of every
 * ReferenceQueue poll/remove), on the thread that does so. An exception thrown by an action
 * is ignored, as in the JDK.
 */
public final class Cleaner {
    /* the queue that makes the collector pend cleanables (they are never put in it) */
    static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<Object>();
    /* every registered, not yet cleaned cleanable (a list headed by a sentinel): they stay
       reachable, as the JDK's cleaner thread keeps them, even when the Cleaner is dropped */
    private static final Cleanup LIST = new Cleanup();

    private Cleaner() {
    }

    public static Cleaner create() {
        return new Cleaner();
    }

    public Cleanable register(Object obj, Runnable action) {
        if (obj == null || action == null) {
            throw new NullPointerException();
        }
        return new Cleanup(obj, action);
    }

    public interface Cleanable {
        void clean();
    }

    static final class Cleanup extends PhantomReference<Object> implements Cleanable {
        private final Runnable action;
        private Cleanup prev = this, next = this;

        Cleanup() {
            super(null, null);
            action = null;
        }

        Cleanup(Object obj, Runnable action) {
            super(obj, QUEUE);
            this.action = action;
            synchronized (LIST) {
                prev = LIST;
                next = LIST.next;
                LIST.next.prev = this;
                LIST.next = this;
            }
        }

        /* unlinks this cleanable; false when it was cleaned already */
        private boolean remove() {
            synchronized (LIST) {
                if (next == this) {
                    return false;
                }
                next.prev = prev;
                prev.next = next;
                prev = this;
                next = this;
                return true;
            }
        }

        public void clean() {
            if (remove()) {
                super.clear();
                action.run();
            }
        }

        @Override
        public void clear() {
            if (remove()) {
                super.clear();
            }
        }

        /* the collector found the object phantom reachable */
        void cleanQuietly() {
            try {
                clean();
            } catch (Throwable t) {
                /* ignored, as by the JDK's cleaner thread */
            }
        }
    }
}
