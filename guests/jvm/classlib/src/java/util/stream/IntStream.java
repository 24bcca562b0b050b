package java.util.stream;

import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.IntSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
/** A sequence of int values (IntPipeline); runs sequentially, see AbstractPipeline. */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    IntStream mapMulti(IntMapMultiConsumer mapper);

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    IntStream takeWhile(IntPredicate predicate);

    IntStream dropWhile(IntPredicate predicate);

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    Stream<Integer> boxed();

    IntStream sequential();

    IntStream parallel();

    PrimitiveIterator.OfInt iterator();

    java.util.Spliterator.OfInt spliterator();

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    static IntStream range(int startInclusive, int endExclusive) {
        return IntPipeline.source(Pipe.range(startInclusive, Math.max(startInclusive, endExclusive), true));
    }

    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        return IntPipeline.source(Pipe.range(startInclusive, Math.max((long) startInclusive, (long) endInclusive + 1), true));
    }

    static Builder builder() {
        return new IntPipeline.Builder();
    }

    static IntStream empty() {
        return IntPipeline.source(Pipe.empty());
    }

    static IntStream of(int t) {
        return IntPipeline.ofArray(new int[] {t}, 0, 1);
    }

    static IntStream of(int... values) {
        return IntPipeline.ofArray(values, 0, values.length);
    }

    static IntStream iterate(int seed, IntUnaryOperator f) {
        return IntPipeline.source(Pipe.iterate(Integer.valueOf(seed), null, IntPipeline.op(f)));
    }

    static IntStream iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        Pipe.Test t = IntPipeline.test(hasNext);
        return IntPipeline.source(Pipe.iterate(Integer.valueOf(seed), t, IntPipeline.op(next)));
    }

    static IntStream generate(final IntSupplier s) {
        java.util.Objects.requireNonNull(s);
        return IntPipeline.source(Pipe.generate(new Supplier<Object>() {
            public Object get() {
                return Integer.valueOf(s.getAsInt());
            }
        }));
    }

    static IntStream concat(IntStream a, IntStream b) {
        return IntPipeline.concat(a, b);
    }

    /** The consumer mapMulti passes each value with. */
    @FunctionalInterface
    interface IntMapMultiConsumer {
        void accept(int value, IntConsumer ic);
    }

    /** A mutable builder of a stream: add, then build once. */
    interface Builder extends IntConsumer {
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }
}
