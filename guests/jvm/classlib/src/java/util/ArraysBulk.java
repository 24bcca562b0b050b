package java.util;

import java.util.function.BinaryOperator;
import java.util.function.DoubleBinaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;

/** Arrays.setAll, parallelPrefix (run sequentially: the same results), mismatch and compare. */
final class ArraysBulk {
    private ArraysBulk() {
    }

    static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    static <T> void prefix(T[] array, int from, int to, BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        for (int i = from + 1; i < to; i++) {
            array[i] = op.apply(array[i - 1], array[i]);
        }
    }

    static void prefix(int[] array, int from, int to, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = from + 1; i < to; i++) {
            array[i] = op.applyAsInt(array[i - 1], array[i]);
        }
    }

    static void prefix(long[] array, int from, int to, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = from + 1; i < to; i++) {
            array[i] = op.applyAsLong(array[i - 1], array[i]);
        }
    }

    static void prefix(double[] array, int from, int to, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = from + 1; i < to; i++) {
            array[i] = op.applyAsDouble(array[i - 1], array[i]);
        }
    }

    static int mismatch(int[] a, int[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : length;
    }

    static int compare(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Integer.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }
}
