package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** A long array whose elements are updated atomically (compare-and-set: atomic.c). */
public class AtomicLongArray implements java.io.Serializable {
    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    private static native boolean cas(long[] a, int i, long expect, long update);

    private int check(int i) {
        if (i < 0 || i >= array.length) {
            throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return i;
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return array[i];
    }

    public final void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        array[i] = newValue;
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return cas(array, check(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getAndSet(int i, long newValue) {
        while (true) {
            long v = get(i);
            if (compareAndSet(i, v, newValue)) {
                return v;
            }
        }
    }

    public final long getAndAdd(int i, long delta) {
        while (true) {
            long v = get(i);
            if (compareAndSet(i, v, v + delta)) {
                return v;
            }
        }
    }

    public final long addAndGet(int i, long delta) {
        return getAndAdd(i, delta) + delta;
    }

    public final long getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final long getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final long incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    public final long getAndUpdate(int i, LongUnaryOperator f) {
        while (true) {
            long v = get(i);
            if (compareAndSet(i, v, f.applyAsLong(v))) {
                return v;
            }
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator f) {
        while (true) {
            long v = get(i), n = f.applyAsLong(v);
            if (compareAndSet(i, v, n)) {
                return n;
            }
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator f) {
        while (true) {
            long v = get(i), n = f.applyAsLong(v, x);
            if (compareAndSet(i, v, n)) {
                return n;
            }
        }
    }

    public String toString() {
        return java.util.Arrays.toString(array);
    }
}
