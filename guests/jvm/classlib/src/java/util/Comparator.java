package java.util;

public interface Comparator<T> {
    int compare(T o1, T o2);

    default Comparator<T> reversed() {
        return Collections.reverseOrder(this);
    }

    default Comparator<T> thenComparing(final Comparator<? super T> other) {
        final Comparator<T> self = this;
        return new Comparator<T>() {
            public int compare(T c1, T c2) {
                int res = self.compare(c1, c2);
                return (res != 0) ? res : other.compare(c1, c2);
            }
        };
    }

    default <U extends Comparable<? super U>> Comparator<T> thenComparing(java.util.function.Function<? super T, ? extends U> keyExtractor) {
        return thenComparing(comparing(keyExtractor));
    }

    default Comparator<T> thenComparingInt(java.util.function.ToIntFunction<? super T> keyExtractor) {
        return thenComparing(comparingInt(keyExtractor));
    }

    default <U> Comparator<T> thenComparing(java.util.function.Function<? super T, ? extends U> keyExtractor, Comparator<? super U> keyComparator) {
        return thenComparing(comparing(keyExtractor, keyComparator));
    }

    default Comparator<T> thenComparingLong(java.util.function.ToLongFunction<? super T> keyExtractor) {
        return thenComparing(comparingLong(keyExtractor));
    }

    default Comparator<T> thenComparingDouble(java.util.function.ToDoubleFunction<? super T> keyExtractor) {
        return thenComparing(comparingDouble(keyExtractor));
    }

    static <T, U extends Comparable<? super U>> Comparator<T> comparing(final java.util.function.Function<? super T, ? extends U> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparator<T>() {
            public int compare(T c1, T c2) {
                return keyExtractor.apply(c1).compareTo(keyExtractor.apply(c2));
            }
        };
    }

    static <T, U> Comparator<T> comparing(final java.util.function.Function<? super T, ? extends U> keyExtractor, final Comparator<? super U> keyComparator) {
        Objects.requireNonNull(keyExtractor);
        Objects.requireNonNull(keyComparator);
        return new Comparator<T>() {
            public int compare(T c1, T c2) {
                return keyComparator.compare(keyExtractor.apply(c1), keyExtractor.apply(c2));
            }
        };
    }

    static <T> Comparator<T> comparingInt(final java.util.function.ToIntFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparator<T>() {
            public int compare(T c1, T c2) {
                return Integer.compare(keyExtractor.applyAsInt(c1), keyExtractor.applyAsInt(c2));
            }
        };
    }

    static <T> Comparator<T> comparingLong(final java.util.function.ToLongFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparator<T>() {
            public int compare(T c1, T c2) {
                return Long.compare(keyExtractor.applyAsLong(c1), keyExtractor.applyAsLong(c2));
            }
        };
    }

    static <T> Comparator<T> comparingDouble(final java.util.function.ToDoubleFunction<? super T> keyExtractor) {
        Objects.requireNonNull(keyExtractor);
        return new Comparator<T>() {
            public int compare(T c1, T c2) {
                return Double.compare(keyExtractor.applyAsDouble(c1), keyExtractor.applyAsDouble(c2));
            }
        };
    }

    static <T> Comparator<T> nullsFirst(final Comparator<? super T> comparator) {
        return new Comparator<T>() {
            public int compare(T a, T b) {
                if (a == null) {
                    return (b == null) ? 0 : -1;
                } else if (b == null) {
                    return 1;
                }
                return (comparator == null) ? 0 : comparator.compare(a, b);
            }
        };
    }

    static <T> Comparator<T> nullsLast(final Comparator<? super T> comparator) {
        return new Comparator<T>() {
            public int compare(T a, T b) {
                if (a == null) {
                    return (b == null) ? 0 : 1;
                } else if (b == null) {
                    return -1;
                }
                return (comparator == null) ? 0 : comparator.compare(a, b);
            }
        };
    }

    @SuppressWarnings("unchecked")
    static <T extends Comparable<? super T>> Comparator<T> naturalOrder() {
        return (Comparator<T>) Collections.NaturalOrder.INSTANCE;
    }

    static <T extends Comparable<? super T>> Comparator<T> reverseOrder() {
        return Collections.reverseOrder();
    }
}
