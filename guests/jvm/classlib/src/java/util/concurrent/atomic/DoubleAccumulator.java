package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/** A double updated by many threads with an accumulator function (JDK 8): one cell holding
 * the value's bits, updated by a compare-and-set loop (green threads do not contend). */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private final DoubleBinaryOperator function;
    private final long identity;
    private final AtomicLong bits;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = Double.doubleToRawLongBits(identity);
        this.bits = new AtomicLong(this.identity);
    }

    public void accumulate(double x) {
        long prev;
        long next;
        do {
            prev = bits.get();
            next = Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(prev), x));
        } while (prev != next && !bits.compareAndSet(prev, next));
    }

    public double get() {
        return Double.longBitsToDouble(bits.get());
    }

    public void reset() {
        bits.set(identity);
    }

    public double getThenReset() {
        return Double.longBitsToDouble(bits.getAndSet(identity));
    }

    public String toString() {
        return Double.toString(get());
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return get();
    }
}
