package java.util;

import java.util.function.Consumer;

/** Spliterators over iterators, collections and arrays (never split: trySplit is null). */
public final class Spliterators {
    private Spliterators() {
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), null, -1, characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), null, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(c), -1, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int characteristics) {
        return spliterator(array, 0, array.length, characteristics);
    }

    @SuppressWarnings("unchecked")
    public static <T> Spliterator<T> spliterator(Object[] array, int from, int to, int characteristics) {
        if (from < 0 || from > to || to > array.length) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        List<Object> list = Arrays.asList(array).subList(from, to);
        return new IteratorSpliterator<T>((Iterator<T>) list.iterator(), null, to - from, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        return new Iterator<T>() {
            boolean ready;
            T next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new Consumer<T>() {
                        public void accept(T t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                T t = next;
                next = null;
                return t;
            }
        };
    }

    public static <T> Spliterator<T> emptySpliterator() {
        return spliterator(new Object[0], Spliterator.SIZED);
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new SpliteratorsPrimitive.IntIteratorSpliterator(iterator, -1, characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new SpliteratorsPrimitive.IntIteratorSpliterator(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfInt spliterator(int[] array, int characteristics) {
        return spliterator(array, 0, array.length, characteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int from, int to, int characteristics) {
        return new SpliteratorsPrimitive.IntIteratorSpliterator(SpliteratorsPrimitive.arrayIterator(array, from, to), to - from,
            characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static PrimitiveIterator.OfInt iterator(Spliterator.OfInt spliterator) {
        return SpliteratorsPrimitive.iterator(spliterator);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return spliterator(new int[0], Spliterator.SIZED);
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new SpliteratorsPrimitive.LongIteratorSpliterator(iterator, -1, characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new SpliteratorsPrimitive.LongIteratorSpliterator(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfLong spliterator(long[] array, int characteristics) {
        return spliterator(array, 0, array.length, characteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int from, int to, int characteristics) {
        return new SpliteratorsPrimitive.LongIteratorSpliterator(SpliteratorsPrimitive.arrayIterator(array, from, to), to - from,
            characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static PrimitiveIterator.OfLong iterator(Spliterator.OfLong spliterator) {
        return SpliteratorsPrimitive.iterator(spliterator);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return spliterator(new long[0], Spliterator.SIZED);
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator, int characteristics) {
        return new SpliteratorsPrimitive.DoubleIteratorSpliterator(iterator, -1, characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
        return new SpliteratorsPrimitive.DoubleIteratorSpliterator(iterator, size, characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int characteristics) {
        return spliterator(array, 0, array.length, characteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int from, int to, int characteristics) {
        return new SpliteratorsPrimitive.DoubleIteratorSpliterator(SpliteratorsPrimitive.arrayIterator(array, from, to), to - from,
            characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    public static PrimitiveIterator.OfDouble iterator(Spliterator.OfDouble spliterator) {
        return SpliteratorsPrimitive.iterator(spliterator);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return spliterator(new double[0], Spliterator.SIZED);
    }

    /** A spliterator over an iterator (bound late for a collection). */
    static final class IteratorSpliterator<T> implements Spliterator<T> {
        private Iterator<? extends T> it;
        private final Collection<? extends T> collection;
        private long est;
        private final int characteristics;

        IteratorSpliterator(Iterator<? extends T> it, Collection<? extends T> c, long size, int characteristics) {
            this.it = it;
            this.collection = c;
            this.est = size;
            this.characteristics = characteristics;
        }

        private Iterator<? extends T> it() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
            return it;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = it();
            if (!i.hasNext()) {
                return false;
            }
            if (est > 0) {
                est--;
            }
            action.accept(i.next());
            return true;
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            if (it == null && collection != null) {
                return collection.size();
            }
            return est < 0 ? Long.MAX_VALUE : est;
        }

        public int characteristics() {
            return characteristics;
        }
    }
}
