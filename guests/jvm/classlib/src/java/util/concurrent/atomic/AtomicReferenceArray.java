package java.util.concurrent.atomic;

import java.util.function.UnaryOperator;

/** An array of references whose elements are updated atomically (compare-and-set: atomic.c). */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = java.util.Arrays.copyOf(array, array.length, Object[].class);
    }

    private static native boolean cas(Object[] a, int i, Object expect, Object update);

    private int check(int i) {
        if (i < 0 || i >= array.length) {
            throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return i;
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        return (E) array[i];
    }

    public final void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        array[i] = newValue;
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        return cas(array, check(i), expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final E getAndSet(int i, E newValue) {
        while (true) {
            E v = get(i);
            if (compareAndSet(i, v, newValue)) {
                return v;
            }
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> f) {
        while (true) {
            E v = get(i), n = f.apply(v);
            if (compareAndSet(i, v, n)) {
                return n;
            }
        }
    }

    public String toString() {
        return java.util.Arrays.toString(array);
    }
}
