package java.util.concurrent.atomic;

/** A sum updated by many threads. With green threads there is no contention between
 * processors, so one cell (an AtomicLong) is the whole adder. */
public class LongAdder extends Number implements java.io.Serializable {
    private final AtomicLong cell = new AtomicLong();

    public LongAdder() {
    }

    public void add(long x) {
        cell.getAndAdd(x);
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return cell.get();
    }

    public void reset() {
        cell.set(0L);
    }

    public long sumThenReset() {
        return cell.getAndSet(0L);
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
