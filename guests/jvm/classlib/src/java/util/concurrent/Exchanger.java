package java.util.concurrent;

/**
 * A meeting point where two threads swap objects: the first to arrive waits (on the
 * exchanger's monitor) for the second, which takes its item and leaves its own.
 */
public class Exchanger<V> {
    private static final class Slot {
        final Object item;
        Object match;
        boolean done;

        Slot(Object item) {
            this.item = item;
        }
    }

    private Slot waiting;

    public Exchanger() {
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }

    @SuppressWarnings("unchecked")
    private synchronized V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Slot s = waiting;
        if (s != null) {
            waiting = null;
            s.match = x;
            s.done = true;
            notifyAll();
            return (V) s.item;
        }
        Slot mine = new Slot(x);
        waiting = mine;
        long deadline = System.nanoTime() + nanos;
        try {
            while (!mine.done) {
                if (timed) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        waiting = null;
                        throw new TimeoutException();
                    }
                    wait(left / 1000000L, (int) (left % 1000000L));
                } else {
                    wait();
                }
            }
        } catch (InterruptedException ie) {
            if (!mine.done) {
                waiting = null;
                throw ie;
            }
            Thread.currentThread().interrupt();
        }
        return (V) mine.match;
    }
}
