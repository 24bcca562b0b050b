package java.util;

/** Helpers of Arrays.stream over a range: the JDK's bounds checks and messages. */
final class ArraysStreams {
    private ArraysStreams() {
    }

    static void check(int length, int from, int to) {
        if (from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }

    static <T> java.util.stream.Stream<T> of(T[] array, int from, int to) {
        check(array.length, from, to);
        return java.util.stream.Stream.of(array).skip(from).limit(to - from);
    }

    /** The elements from..to-1 of a primitive array, checked. */
    @SuppressWarnings("unchecked")
    static <A> A range(A array, int length, int from, int to) {
        check(length, from, to);
        Object out;
        if (array instanceof int[]) {
            out = Arrays.copyOfRange((int[]) array, from, to);
        } else if (array instanceof long[]) {
            out = Arrays.copyOfRange((long[]) array, from, to);
        } else {
            out = Arrays.copyOfRange((double[]) array, from, to);
        }
        return (A) out;
    }
}
