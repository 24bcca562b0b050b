package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.IntSummaryStatistics;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/** The int stream: a stage of a pipeline of boxed int values (see Pipe for how it runs). */
final class IntPipeline extends AbstractPipeline implements IntStream {
    IntPipeline(Pipe pipe, Head head) {
        super(pipe, head);
    }

    static int un(Object o) {
        return ((Integer) o).intValue();
    }

    private IntStream then(Pipe p) {
        return new IntPipeline(p, head);
    }

    static Pipe.Test test(final IntPredicate p) {
        Objects.requireNonNull(p);
        return new Pipe.Test() {
            public boolean test(Object o) {
                return p.test(un(o));
            }
        };
    }

    static Pipe.Fn op(final IntUnaryOperator f) {
        Objects.requireNonNull(f);
        return new Pipe.Fn() {
            public Object apply(Object o) {
                return Integer.valueOf(f.applyAsInt(un(o)));
            }
        };
    }

    static IntStream source(Pipe p) {
        return new IntPipeline(p, AbstractPipeline.newHead());
    }

    static IntStream ofArray(int[] a, int from, int to) {
        Pipe.checkRange(a.length, from, to);
        Object[] boxed = new Object[to - from];
        for (int i = from; i < to; i++) {
            boxed[i - from] = Integer.valueOf(a[i]);
        }
        return source(Pipe.ofArray(boxed, 0, boxed.length));
    }

    static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        final AbstractPipeline x = (AbstractPipeline) a;
        final AbstractPipeline y = (AbstractPipeline) b;
        IntPipeline r = new IntPipeline(Pipe.concat(x.take(), y.take()), AbstractPipeline.newHead());
        r.head.parallel = x.isParallel() || y.isParallel();
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

    public IntStream filter(IntPredicate predicate) {
        return then(Pipe.filter(take(), test(predicate)));
    }

    public IntStream map(IntUnaryOperator mapper) {
        return then(Pipe.map(take(), op(mapper)));
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return mapper.apply(un(o));
            }
        }), head);
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.flatMap(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return mapper.apply(un(o));
            }
        }));
    }

    public IntStream mapMulti(final IntStream.IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.buffered(take(), new Pipe.MultiFn() {
            public void apply(Object o, final ArrayList<Object> out) {
                mapper.accept(un(o), new IntConsumer() {
                    public void accept(int r) {
                        out.add(Integer.valueOf(r));
                    }
                });
            }
        }));
    }

    public IntStream distinct() {
        return then(Pipe.distinct(take()));
    }

    public IntStream sorted() {
        return then(Pipe.sorted(take(), null));
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return then(Pipe.peek(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                action.accept(un(o));
                return null;
            }
        }));
    }

    public IntStream limit(long maxSize) {
        return then(Pipe.limit(take(), maxSize));
    }

    public IntStream skip(long n) {
        return then(Pipe.skip(take(), n));
    }

    public IntStream takeWhile(IntPredicate predicate) {
        return then(Pipe.takeWhile(take(), test(predicate)));
    }

    public IntStream dropWhile(IntPredicate predicate) {
        return then(Pipe.dropWhile(take(), test(predicate)));
    }

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        Pipe p = take();
        while (p.next()) {
            action.accept(un(p.v));
        }
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        Object[] all = Pipe.drain(take());
        int[] a = new int[all.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = un(all[i]);
        }
        return a;
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Pipe p = take();
        int r = identity;
        while (p.next()) {
            r = op.applyAsInt(r, un(p.v));
        }
        return r;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Pipe p = take();
        if (!p.next()) {
            return OptionalInt.empty();
        }
        int r = un(p.v);
        while (p.next()) {
            r = op.applyAsInt(r, un(p.v));
        }
        return OptionalInt.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Pipe p = take();
        R r = supplier.get();
        while (p.next()) {
            accumulator.accept(r, un(p.v));
        }
        return r;
    }

    public OptionalInt min() {
        Pipe p = take();
        if (!p.next()) {
            return OptionalInt.empty();
        }
        int r = un(p.v);
        while (p.next()) {
            r = Math.min(r, un(p.v));
        }
        return OptionalInt.of(r);
    }

    public OptionalInt max() {
        Pipe p = take();
        if (!p.next()) {
            return OptionalInt.empty();
        }
        int r = un(p.v);
        while (p.next()) {
            r = Math.max(r, un(p.v));
        }
        return OptionalInt.of(r);
    }

    public long count() {
        return Pipe.count(take());
    }

    public IntSummaryStatistics summaryStatistics() {
        Pipe p = take();
        IntSummaryStatistics s = new IntSummaryStatistics();
        while (p.next()) {
            s.accept(un(p.v));
        }
        return s;
    }

    public boolean anyMatch(IntPredicate predicate) {
        return Pipe.match(take(), test(predicate), 0);
    }

    public boolean allMatch(IntPredicate predicate) {
        return Pipe.match(take(), test(predicate), 1);
    }

    public boolean noneMatch(IntPredicate predicate) {
        return Pipe.match(take(), test(predicate), 2);
    }

    public OptionalInt findFirst() {
        Pipe p = take();
        return p.next() ? OptionalInt.of(un(p.v)) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public Stream<Integer> boxed() {
        return new RefPipeline<Integer>(take(), head);
    }

    public IntStream sequential() {
        head.parallel = false;
        return this;
    }

    public IntStream parallel() {
        head.parallel = true;
        return this;
    }

    public IntStream unordered() {
        return then(take());
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public PrimitiveIterator.OfInt iterator() {
        final java.util.Iterator<Object> it = Pipe.iterator(take());
        return new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return un(it.next());
            }
        };
    }

    public Spliterator<Integer> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED);
    }

    /** IntStream.builder(). */
    static final class Builder implements IntStream.Builder {
        private ArrayList<Object> items = new ArrayList<Object>();

        public void accept(int t) {
            if (items == null) {
                throw new IllegalStateException();
            }
            items.add(Integer.valueOf(t));
        }

        public IntStream build() {
            if (items == null) {
                throw new IllegalStateException();
            }
            Object[] a = items.toArray();
            items = null;
            return source(Pipe.ofArray(a, 0, a.length));
        }
    }

    public LongStream mapToLong(final java.util.function.IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Long.valueOf(mapper.applyAsLong(un(o)));
            }
        }), head);
    }

    public DoubleStream mapToDouble(final java.util.function.IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Double.valueOf(mapper.applyAsDouble(un(o)));
            }
        }), head);
    }

    public LongStream asLongStream() {
        return new LongPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Long.valueOf(un(o));
            }
        }), head);
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Double.valueOf(un(o));
            }
        }), head);
    }

    public int sum() {
        Pipe p = take();
        int s = 0;
        while (p.next()) {
            s += un(p.v);
        }
        return s;
    }

    /** As the JDK: the long sum over the count. */
    public java.util.OptionalDouble average() {
        Pipe p = take();
        long n = 0;
        long s = 0;
        while (p.next()) {
            n++;
            s += un(p.v);
        }
        return n > 0 ? java.util.OptionalDouble.of((double) s / n) : java.util.OptionalDouble.empty();
    }
}
