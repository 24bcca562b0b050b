package java.util.stream;

import java.util.Comparator;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/** A sequence of objects with lazy intermediate and eager terminal operations (RefPipeline). */
public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);

    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    IntStream mapToInt(ToIntFunction<? super T> mapper);

    LongStream mapToLong(ToLongFunction<? super T> mapper);

    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);

    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);

    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);

    LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper);

    DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper);

    <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper);

    Stream<T> distinct();

    Stream<T> sorted();

    Stream<T> sorted(Comparator<? super T> comparator);

    Stream<T> peek(Consumer<? super T> action);

    Stream<T> limit(long maxSize);

    Stream<T> skip(long n);

    Stream<T> takeWhile(Predicate<? super T> predicate);

    Stream<T> dropWhile(Predicate<? super T> predicate);

    void forEach(Consumer<? super T> action);

    void forEachOrdered(Consumer<? super T> action);

    Object[] toArray();

    <A> A[] toArray(IntFunction<A[]> generator);

    T reduce(T identity, BinaryOperator<T> accumulator);

    Optional<T> reduce(BinaryOperator<T> accumulator);

    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);

    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner);

    <R, A> R collect(Collector<? super T, A, R> collector);

    java.util.List<T> toList();

    Optional<T> min(Comparator<? super T> comparator);

    Optional<T> max(Comparator<? super T> comparator);

    long count();

    boolean anyMatch(Predicate<? super T> predicate);

    boolean allMatch(Predicate<? super T> predicate);

    boolean noneMatch(Predicate<? super T> predicate);

    Optional<T> findFirst();

    Optional<T> findAny();

    static <T> Builder<T> builder() {
        return new RefPipeline.StreamBuilder<T>();
    }

    static <T> Stream<T> empty() {
        return new RefPipeline<T>(Pipe.empty(), AbstractPipeline.newHead());
    }

    static <T> Stream<T> of(T t) {
        return new RefPipeline<T>(Pipe.ofArray(new Object[] {t}, 0, 1), AbstractPipeline.newHead());
    }

    static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : Stream.of(t);
    }

    @SafeVarargs
    static <T> Stream<T> of(T... values) {
        return new RefPipeline<T>(Pipe.ofArray(values, 0, values.length), AbstractPipeline.newHead());
    }

    static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        java.util.Objects.requireNonNull(f);
        return new RefPipeline<T>(Pipe.iterate(seed, null, RefPipeline.fn(f)), AbstractPipeline.newHead());
    }

    static <T> Stream<T> iterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        java.util.Objects.requireNonNull(next);
        java.util.Objects.requireNonNull(hasNext);
        return new RefPipeline<T>(Pipe.iterate(seed, RefPipeline.test(hasNext), RefPipeline.fn(next)), AbstractPipeline.newHead());
    }

    static <T> Stream<T> generate(Supplier<? extends T> s) {
        java.util.Objects.requireNonNull(s);
        return new RefPipeline<T>(Pipe.generate(s), AbstractPipeline.newHead());
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        return RefPipeline.concat(a, b);
    }

    /** A mutable builder of a stream: add, then build once. */
    interface Builder<T> extends Consumer<T> {
        void accept(T t);

        default Builder<T> add(T t) {
            accept(t);
            return this;
        }

        Stream<T> build();
    }
}
