package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/** An int array whose elements are updated atomically (compare-and-set: atomic.c). */
public class AtomicIntegerArray implements java.io.Serializable {
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    private static native boolean cas(int[] a, int i, int expect, int update);

    private int check(int i) {
        if (i < 0 || i >= array.length) {
            throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return i;
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return array[i];
    }

    public final void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        array[i] = newValue;
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return cas(array, check(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getAndSet(int i, int newValue) {
        while (true) {
            int v = get(i);
            if (compareAndSet(i, v, newValue)) {
                return v;
            }
        }
    }

    public final int getAndAdd(int i, int delta) {
        while (true) {
            int v = get(i);
            if (compareAndSet(i, v, v + delta)) {
                return v;
            }
        }
    }

    public final int addAndGet(int i, int delta) {
        return getAndAdd(i, delta) + delta;
    }

    public final int getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final int getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final int incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    public final int getAndUpdate(int i, IntUnaryOperator f) {
        while (true) {
            int v = get(i);
            if (compareAndSet(i, v, f.applyAsInt(v))) {
                return v;
            }
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator f) {
        while (true) {
            int v = get(i), n = f.applyAsInt(v);
            if (compareAndSet(i, v, n)) {
                return n;
            }
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator f) {
        while (true) {
            int v = get(i), n = f.applyAsInt(v, x);
            if (compareAndSet(i, v, n)) {
                return n;
            }
        }
    }

    public String toString() {
        return java.util.Arrays.toString(array);
    }
}
