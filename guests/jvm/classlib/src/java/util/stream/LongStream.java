package java.util.stream;

import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.LongSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
/** A sequence of long values (LongPipeline); runs sequentially, see AbstractPipeline. */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    LongStream mapMulti(LongMapMultiConsumer mapper);

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    LongStream takeWhile(LongPredicate predicate);

    LongStream dropWhile(LongPredicate predicate);

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    Stream<Long> boxed();

    LongStream sequential();

    LongStream parallel();

    PrimitiveIterator.OfLong iterator();

    java.util.Spliterator.OfLong spliterator();

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    DoubleStream asDoubleStream();

    static LongStream range(long startInclusive, long endExclusive) {
        return LongPipeline.source(Pipe.range(startInclusive, Math.max(startInclusive, endExclusive), false));
    }

    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        if (endInclusive == Long.MAX_VALUE) {
            return concat(range(startInclusive, endInclusive), of(endInclusive));
        }
        return LongPipeline.source(Pipe.range(startInclusive, endInclusive + 1, false));
    }

    static Builder builder() {
        return new LongPipeline.Builder();
    }

    static LongStream empty() {
        return LongPipeline.source(Pipe.empty());
    }

    static LongStream of(long t) {
        return LongPipeline.ofArray(new long[] {t}, 0, 1);
    }

    static LongStream of(long... values) {
        return LongPipeline.ofArray(values, 0, values.length);
    }

    static LongStream iterate(long seed, LongUnaryOperator f) {
        return LongPipeline.source(Pipe.iterate(Long.valueOf(seed), null, LongPipeline.op(f)));
    }

    static LongStream iterate(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        Pipe.Test t = LongPipeline.test(hasNext);
        return LongPipeline.source(Pipe.iterate(Long.valueOf(seed), t, LongPipeline.op(next)));
    }

    static LongStream generate(final LongSupplier s) {
        java.util.Objects.requireNonNull(s);
        return LongPipeline.source(Pipe.generate(new Supplier<Object>() {
            public Object get() {
                return Long.valueOf(s.getAsLong());
            }
        }));
    }

    static LongStream concat(LongStream a, LongStream b) {
        return LongPipeline.concat(a, b);
    }

    /** The consumer mapMulti passes each value with. */
    @FunctionalInterface
    interface LongMapMultiConsumer {
        void accept(long value, LongConsumer ic);
    }

    /** A mutable builder of a stream: add, then build once. */
    interface Builder extends LongConsumer {
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }
}
