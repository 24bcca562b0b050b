package java.util;

/** Array utilities. Object sorts are stable merge sorts; primitive sorts are quicksorts. */
public final class Arrays {
    private Arrays() {
    }

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + toIndex);
        }
    }

    @SuppressWarnings("unchecked")
    static <T> T[] newArrayOfSameType(T[] a, int length) {
        return (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), length);
    }


    public static void sort(int[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.quickSort(a, fromIndex, toIndex - 1);
    }

    public static int binarySearch(int[] a, int key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void sort(long[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.quickSort(a, fromIndex, toIndex - 1);
    }

    public static int binarySearch(long[] a, long key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void sort(short[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.quickSort(a, fromIndex, toIndex - 1);
    }

    public static int binarySearch(short[] a, short key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void sort(char[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.quickSort(a, fromIndex, toIndex - 1);
    }

    public static int binarySearch(char[] a, char key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void sort(byte[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.quickSort(a, fromIndex, toIndex - 1);
    }

    public static int binarySearch(byte[] a, byte key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void sort(float[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sortFloats(a, fromIndex, toIndex);
    }

    public static int binarySearch(float[] a, float key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void sort(double[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sortDoubles(a, fromIndex, toIndex);
    }

    public static int binarySearch(double[] a, double key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key);
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(int[] a, int[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(int[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(int[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(long[] a, long[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(long[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(long[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(short[] a, short[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(short[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(short[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(char[] a, char[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(char[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(char[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(byte[] a, byte[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(byte[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(byte[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(float[] a, float[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(float[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(float[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(double[] a, double[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(double[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(double[] a) {
        return ArraysContent.toString(a);
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(boolean[] a) {
        return ArraysContent.hashCode(a);
    }

    public static String toString(boolean[] a) {
        return ArraysContent.toString(a);
    }

    // ------------------------------------------------------------------ objects

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = ((Object) newType == (Object) Object[].class)
            ? (T[]) new Object[newLength]
            : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
            ? (T[]) new Object[newLength]
            : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean equals(Object[] a, Object[] a2) {
        return ArraysContent.equals(a, a2);
    }

    public static int hashCode(Object[] a) {
        return ArraysContent.hashCode(a);
    }

    public static int deepHashCode(Object[] a) {
        return ArraysContent.deepHashCode(a);
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        return ArraysContent.deepEquals(a1, a2);
    }

    static boolean deepEquals0(Object e1, Object e2) {
        return ArraysContent.deepEquals0(e1, e2);
    }

    public static String toString(Object[] a) {
        return ArraysContent.toString(a);
    }

    public static String deepToString(Object[] a) {
        return ArraysContent.deepToString(a);
    }

    public static void sort(Object[] a) {
        sort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        sort(a, 0, a.length, c);
    }

    /** Stable merge sort; a null comparator means natural ordering. */
    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        if (toIndex - fromIndex < 2) {
            return;
        }
        Object[] aux = new Object[toIndex - fromIndex];
        System.arraycopy(a, fromIndex, aux, 0, toIndex - fromIndex);
        ArraysSort.mergeSort(aux, a, fromIndex, toIndex, -fromIndex, c);
    }

    public static int binarySearch(Object[] a, Object key) {
        return ArraysSearch.binarySearch(a, key);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return ArraysSearch.binarySearch(a, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        return ArraysSearch.binarySearch(a, fromIndex, toIndex, key, c);
    }

    @SafeVarargs
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        return java.util.stream.Stream.of(array);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array, int from, int to) {
        return ArraysStreams.of(array, from, to);
    }

    public static java.util.stream.IntStream stream(int[] array) {
        return java.util.stream.IntStream.of(array);
    }

    public static java.util.stream.IntStream stream(int[] array, int from, int to) {
        return java.util.stream.IntStream.of(ArraysStreams.range(array, array.length, from, to));
    }

    public static java.util.stream.LongStream stream(long[] array) {
        return java.util.stream.LongStream.of(array);
    }

    public static java.util.stream.LongStream stream(long[] array, int from, int to) {
        return java.util.stream.LongStream.of(ArraysStreams.range(array, array.length, from, to));
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        return java.util.stream.DoubleStream.of(array);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int from, int to) {
        return java.util.stream.DoubleStream.of(ArraysStreams.range(array, array.length, from, to));
    }

    /** The fixed-size list view of asList (named as in the JDK, so getClass() prints the same). */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] b) {
            int size = size();
            if (b.length < size) {
                return copyOf(this.a, size, (Class<? extends T[]>) b.getClass());
            }
            System.arraycopy(this.a, 0, b, 0, size);
            if (b.length > size) {
                b[size] = null;
            }
            return b;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            for (int i = 0; i < a.length; i++) {
                if (Objects.equals(o, a[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) != -1;
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }
    }

    public static <T> Spliterator<T> spliterator(T[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> Spliterator<T> spliterator(T[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    // ---- bulk operations (JDK 8): sequential here, with the results of the JDK's parallel forms ----

    public static <T> void setAll(T[] array, java.util.function.IntFunction<? extends T> generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static void setAll(int[] array, java.util.function.IntUnaryOperator generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static void setAll(long[] array, java.util.function.IntToLongFunction generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static void setAll(double[] array, java.util.function.IntToDoubleFunction generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static <T> void parallelSetAll(T[] array, java.util.function.IntFunction<? extends T> generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static void parallelSetAll(int[] array, java.util.function.IntUnaryOperator generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static void parallelSetAll(long[] array, java.util.function.IntToLongFunction generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static void parallelSetAll(double[] array, java.util.function.IntToDoubleFunction generator) {
        ArraysBulk.setAll(array, generator);
    }

    public static <T> void parallelPrefix(T[] array, java.util.function.BinaryOperator<T> op) {
        ArraysBulk.prefix(array, 0, array.length, op);
    }

    public static void parallelPrefix(int[] array, java.util.function.IntBinaryOperator op) {
        ArraysBulk.prefix(array, 0, array.length, op);
    }

    public static void parallelPrefix(long[] array, java.util.function.LongBinaryOperator op) {
        ArraysBulk.prefix(array, 0, array.length, op);
    }

    public static void parallelPrefix(double[] array, java.util.function.DoubleBinaryOperator op) {
        ArraysBulk.prefix(array, 0, array.length, op);
    }

    public static void parallelSort(int[] a) {
        sort(a);
    }

    public static void parallelSort(long[] a) {
        sort(a);
    }

    public static void parallelSort(double[] a) {
        sort(a);
    }

    public static void parallelSort(char[] a) {
        sort(a);
    }

    public static void parallelSort(int[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        sort(a);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) {
        sort(a, cmp);
    }

    public static int mismatch(int[] a, int[] b) {
        return ArraysBulk.mismatch(a, b);
    }

    public static int compare(int[] a, int[] b) {
        return ArraysBulk.compare(a, b);
    }
}
