package java.util.stream;

import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.DoubleSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
/** A sequence of double values (DoublePipeline); runs sequentially, see AbstractPipeline. */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    DoubleStream mapMulti(DoubleMapMultiConsumer mapper);

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    DoubleStream takeWhile(DoublePredicate predicate);

    DoubleStream dropWhile(DoublePredicate predicate);

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    Stream<Double> boxed();

    DoubleStream sequential();

    DoubleStream parallel();

    PrimitiveIterator.OfDouble iterator();

    java.util.Spliterator.OfDouble spliterator();

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    static Builder builder() {
        return new DoublePipeline.Builder();
    }

    static DoubleStream empty() {
        return DoublePipeline.source(Pipe.empty());
    }

    static DoubleStream of(double t) {
        return DoublePipeline.ofArray(new double[] {t}, 0, 1);
    }

    static DoubleStream of(double... values) {
        return DoublePipeline.ofArray(values, 0, values.length);
    }

    static DoubleStream iterate(double seed, DoubleUnaryOperator f) {
        return DoublePipeline.source(Pipe.iterate(Double.valueOf(seed), null, DoublePipeline.op(f)));
    }

    static DoubleStream iterate(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        Pipe.Test t = DoublePipeline.test(hasNext);
        return DoublePipeline.source(Pipe.iterate(Double.valueOf(seed), t, DoublePipeline.op(next)));
    }

    static DoubleStream generate(final DoubleSupplier s) {
        java.util.Objects.requireNonNull(s);
        return DoublePipeline.source(Pipe.generate(new Supplier<Object>() {
            public Object get() {
                return Double.valueOf(s.getAsDouble());
            }
        }));
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        return DoublePipeline.concat(a, b);
    }

    /** The consumer mapMulti passes each value with. */
    @FunctionalInterface
    interface DoubleMapMultiConsumer {
        void accept(double value, DoubleConsumer ic);
    }

    /** A mutable builder of a stream: add, then build once. */
    interface Builder extends DoubleConsumer {
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }
}
