package java.util.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
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

/** The object stream: a stage of a pipeline of objects (see Pipe for how it runs). */
@SuppressWarnings({"unchecked", "rawtypes"})
final class RefPipeline<T> extends AbstractPipeline implements Stream<T> {
    RefPipeline(Pipe pipe, Head head) {
        super(pipe, head);
    }

    private <R> Stream<R> then(Pipe p) {
        return new RefPipeline<R>(p, head);
    }

    static Pipe.Fn fn(final Function f) {
        return new Pipe.Fn() {
            public Object apply(Object o) {
                return f.apply(o);
            }
        };
    }

    static Pipe.Test test(final Predicate p) {
        return new Pipe.Test() {
            public boolean test(Object o) {
                return p.test(o);
            }
        };
    }

    static Pipe.Fn effect(final Consumer c) {
        return new Pipe.Fn() {
            public Object apply(Object o) {
                c.accept(o);
                return null;
            }
        };
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        final AbstractPipeline x = (AbstractPipeline) a;
        final AbstractPipeline y = (AbstractPipeline) b;
        Head h = AbstractPipeline.newHead();
        h.parallel = x.isParallel() || y.isParallel();
        RefPipeline<T> r = new RefPipeline<T>(Pipe.concat(x.take(), y.take()), h);
        r.onClose(new Runnable() {
            public void run() {
                try {
                    x.close();
                } finally {
                    y.close();
                }
            }
        });
        return r;
    }

    public Stream<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(Pipe.filter(take(), test(predicate)));
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.map(take(), fn(mapper)));
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Integer.valueOf(mapper.applyAsInt((T) o));
            }
        }), head);
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Long.valueOf(mapper.applyAsLong((T) o));
            }
        }), head);
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Double.valueOf(mapper.applyAsDouble((T) o));
            }
        }), head);
    }

    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.flatMap(take(), fn(mapper)));
    }

    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(Pipe.flatMap(take(), fn(mapper)), head);
    }

    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(Pipe.flatMap(take(), fn(mapper)), head);
    }

    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(Pipe.flatMap(take(), fn(mapper)), head);
    }

    public <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.buffered(take(), new Pipe.MultiFn() {
            public void apply(Object o, final ArrayList<Object> out) {
                mapper.accept((T) o, new Consumer<R>() {
                    public void accept(R r) {
                        out.add(r);
                    }
                });
            }
        }));
    }

    public Stream<T> distinct() {
        return then(Pipe.distinct(take()));
    }

    public Stream<T> sorted() {
        return then(Pipe.sorted(take(), null));
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return then(Pipe.sorted(take(), (Comparator) comparator));
    }

    public Stream<T> peek(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return then(Pipe.peek(take(), effect(action)));
    }

    public Stream<T> limit(long maxSize) {
        return then(Pipe.limit(take(), maxSize));
    }

    public Stream<T> skip(long n) {
        return then(Pipe.skip(take(), n));
    }

    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(Pipe.takeWhile(take(), test(predicate)));
    }

    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(Pipe.dropWhile(take(), test(predicate)));
    }

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Pipe p = take();
        while (p.next()) {
            action.accept((T) p.v);
        }
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        return Pipe.drain(take());
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        Object[] all = Pipe.drain(take());
        A[] a = generator.apply(all.length);
        if (a.length != all.length) {
            throw new IllegalStateException("Begin size " + all.length + " is not equal to fixed size " + a.length);
        }
        Object[] dst = a;
        for (int i = 0; i < all.length; i++) {
            dst[i] = all[i];
        }
        return a;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Pipe p = take();
        T r = identity;
        while (p.next()) {
            r = accumulator.apply(r, (T) p.v);
        }
        return r;
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Pipe p = take();
        if (!p.next()) {
            return Optional.empty();
        }
        T r = (T) p.v;
        while (p.next()) {
            r = accumulator.apply(r, (T) p.v);
        }
        return Optional.of(r);
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Pipe p = take();
        U r = identity;
        while (p.next()) {
            r = accumulator.apply(r, (T) p.v);
        }
        return r;
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Pipe p = take();
        R r = supplier.get();
        while (p.next()) {
            accumulator.accept(r, (T) p.v);
        }
        return r;
    }

    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        return (R) collectWith(take(), (Collector) collector);
    }

    static Object collectWith(Pipe p, Collector c) {
        Object container = c.supplier().get();
        BiConsumer acc = c.accumulator();
        while (p.next()) {
            acc.accept(container, p.v);
        }
        if (c.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return container;
        }
        return c.finisher().apply(container);
    }

    public java.util.List<T> toList() {
        return (java.util.List<T>) java.util.Collections.unmodifiableList(java.util.Arrays.asList(Pipe.drain(take())));
    }

    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.minBy(comparator));
    }

    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.maxBy(comparator));
    }

    public long count() {
        return Pipe.count(take());
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return Pipe.match(take(), test(predicate), 0);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return Pipe.match(take(), test(predicate), 1);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return Pipe.match(take(), test(predicate), 2);
    }

    public Optional<T> findFirst() {
        Pipe p = take();
        return p.next() ? Optional.of((T) p.v) : Optional.<T>empty();
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    public Iterator<T> iterator() {
        return (Iterator<T>) Pipe.iterator(take());
    }

    public Spliterator<T> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED);
    }

    public Stream<T> sequential() {
        head.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        head.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return then(take());
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    /** Stream.builder(). */
    static final class StreamBuilder<T> implements Stream.Builder<T> {
        private ArrayList<Object> items = new ArrayList<Object>();

        public void accept(T t) {
            if (items == null) {
                throw new IllegalStateException();
            }
            items.add(t);
        }

        public Stream<T> build() {
            if (items == null) {
                throw new IllegalStateException();
            }
            Object[] a = items.toArray();
            items = null;
            return new RefPipeline<T>(Pipe.ofArray(a, 0, a.length), AbstractPipeline.newHead());
        }
    }
}
