package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * The JDK's source abstraction of streams, provided as far as programs use it to make a
 * stream (StreamSupport.stream over Spliterators.spliterator...). Streams here never split:
 * trySplit may return null, as the JDK allows. The primitive specialisations (OfInt, OfLong,
 * OfDouble) are what IntStream.spliterator() etc. and Spliterators' primitive factories return.
 */
public interface Spliterator<T> {
    int ORDERED = 0x00000010;
    int DISTINCT = 0x00000001;
    int SORTED = 0x00000004;
    int SIZED = 0x00000040;
    int NONNULL = 0x00000100;
    int IMMUTABLE = 0x00000400;
    int CONCURRENT = 0x00001000;
    int SUBSIZED = 0x00004000;

    boolean tryAdvance(Consumer<? super T> action);

    default void forEachRemaining(Consumer<? super T> action) {
        do {
        } while (tryAdvance(action));
    }

    Spliterator<T> trySplit();

    long estimateSize();

    default long getExactSizeIfKnown() {
        return (characteristics() & SIZED) == 0 ? -1L : estimateSize();
    }

    int characteristics();

    default boolean hasCharacteristics(int characteristics) {
        return (characteristics() & characteristics) == characteristics;
    }

    default Comparator<? super T> getComparator() {
        throw new IllegalStateException();
    }

    /** A spliterator of primitive values. */
    interface OfPrimitive<T, T_CONS, T_SPLITR extends Spliterator.OfPrimitive<T, T_CONS, T_SPLITR>> extends Spliterator<T> {
        T_SPLITR trySplit();

        boolean tryAdvance(T_CONS action);

        default void forEachRemaining(T_CONS action) {
            do {
            } while (tryAdvance(action));
        }
    }

    /** A spliterator of int values. */
    interface OfInt extends OfPrimitive<Integer, IntConsumer, OfInt> {
        OfInt trySplit();

        boolean tryAdvance(IntConsumer action);

        default void forEachRemaining(IntConsumer action) {
            do {
            } while (tryAdvance(action));
        }

        default boolean tryAdvance(Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                return tryAdvance((IntConsumer) action);
            }
            Objects.requireNonNull(action);
            final Consumer<? super Integer> a = action;
            return tryAdvance(new IntConsumer() {
                public void accept(int v) {
                    a.accept(v);
                }
            });
        }

        default void forEachRemaining(Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                forEachRemaining((IntConsumer) action);
            } else {
                Objects.requireNonNull(action);
                final Consumer<? super Integer> a = action;
                forEachRemaining(new IntConsumer() {
                    public void accept(int v) {
                        a.accept(v);
                    }
                });
            }
        }
    }

    /** A spliterator of long values. */
    interface OfLong extends OfPrimitive<Long, LongConsumer, OfLong> {
        OfLong trySplit();

        boolean tryAdvance(LongConsumer action);

        default void forEachRemaining(LongConsumer action) {
            do {
            } while (tryAdvance(action));
        }

        default boolean tryAdvance(Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                return tryAdvance((LongConsumer) action);
            }
            Objects.requireNonNull(action);
            final Consumer<? super Long> a = action;
            return tryAdvance(new LongConsumer() {
                public void accept(long v) {
                    a.accept(v);
                }
            });
        }

        default void forEachRemaining(Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                forEachRemaining((LongConsumer) action);
            } else {
                Objects.requireNonNull(action);
                final Consumer<? super Long> a = action;
                forEachRemaining(new LongConsumer() {
                    public void accept(long v) {
                        a.accept(v);
                    }
                });
            }
        }
    }

    /** A spliterator of double values. */
    interface OfDouble extends OfPrimitive<Double, DoubleConsumer, OfDouble> {
        OfDouble trySplit();

        boolean tryAdvance(DoubleConsumer action);

        default void forEachRemaining(DoubleConsumer action) {
            do {
            } while (tryAdvance(action));
        }

        default boolean tryAdvance(Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                return tryAdvance((DoubleConsumer) action);
            }
            Objects.requireNonNull(action);
            final Consumer<? super Double> a = action;
            return tryAdvance(new DoubleConsumer() {
                public void accept(double v) {
                    a.accept(v);
                }
            });
        }

        default void forEachRemaining(Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                forEachRemaining((DoubleConsumer) action);
            } else {
                Objects.requireNonNull(action);
                final Consumer<? super Double> a = action;
                forEachRemaining(new DoubleConsumer() {
                    public void accept(double v) {
                        a.accept(v);
                    }
                });
            }
        }
    }
}
