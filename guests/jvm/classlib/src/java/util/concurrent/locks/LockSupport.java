package java.util.concurrent.locks;

/**
 * park/unpark with the JDK's permit semantics, on the VM's green threads (threads.c): each
 * thread has one permit; unpark makes it available (or wakes the parked thread), park
 * consumes it or waits until unpark, an interrupt (the interrupt status stays set, nothing
 * is thrown) or the deadline. This VM never returns spuriously, but callers must not rely
 * on that.
 */
public class LockSupport {
    private LockSupport() {
    }

    private static native void park0(long nanos);

    private static native void unpark0(Thread t);

    /* the blockers of the threads parked with one */
    private static final java.util.HashMap<Thread, Object> blockers = new java.util.HashMap<>();

    private static void setBlocker(Object blocker) {
        synchronized (blockers) {
            if (blocker == null) {
                blockers.remove(Thread.currentThread());
            } else {
                blockers.put(Thread.currentThread(), blocker);
            }
        }
    }

    public static void unpark(Thread thread) {
        if (thread != null) {
            unpark0(thread);
        }
    }

    public static void park() {
        park0(0L);
    }

    public static void park(Object blocker) {
        setBlocker(blocker);
        park0(0L);
        setBlocker(null);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            park0(nanos);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            setBlocker(blocker);
            park0(nanos);
            setBlocker(null);
        }
    }

    /** deadline: System.currentTimeMillis() time */
    public static void parkUntil(long deadline) {
        long ms = deadline - System.currentTimeMillis();
        if (ms > 0) {
            park0(ms * 1000000L);
        }
    }

    public static void parkUntil(Object blocker, long deadline) {
        setBlocker(blocker);
        parkUntil(deadline);
        setBlocker(null);
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        synchronized (blockers) {
            return blockers.get(t);
        }
    }
}
