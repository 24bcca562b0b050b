package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/** A value updated by many threads with an accumulator function (JDK 8). With green threads
 * one cell is the whole accumulator: accumulate is a compare-and-set loop on it. */
public class LongAccumulator extends Number implements java.io.Serializable {
    private final LongBinaryOperator function;
    private final long identity;
    private final AtomicLong cell;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.cell = new AtomicLong(identity);
    }

    public void accumulate(long x) {
        long prev;
        long next;
        do {
            prev = cell.get();
            next = function.applyAsLong(prev, x);
        } while (prev != next && !cell.compareAndSet(prev, next));
    }

    public long get() {
        return cell.get();
    }

    public void reset() {
        cell.set(identity);
    }

    public long getThenReset() {
        return cell.getAndSet(identity);
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
