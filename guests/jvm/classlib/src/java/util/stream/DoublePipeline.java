package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.DoubleSummaryStatistics;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;

/** The double stream: a stage of a pipeline of boxed double values (see Pipe for how it runs). */
final class DoublePipeline extends AbstractPipeline implements DoubleStream {
    DoublePipeline(Pipe pipe, Head head) {
        super(pipe, head);
    }

    static double un(Object o) {
        return ((Double) o).doubleValue();
    }

    private DoubleStream then(Pipe p) {
        return new DoublePipeline(p, head);
    }

    static Pipe.Test test(final DoublePredicate p) {
        Objects.requireNonNull(p);
        return new Pipe.Test() {
            public boolean test(Object o) {
                return p.test(un(o));
            }
        };
    }

    static Pipe.Fn op(final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        return new Pipe.Fn() {
            public Object apply(Object o) {
                return Double.valueOf(f.applyAsDouble(un(o)));
            }
        };
    }

    static DoubleStream source(Pipe p) {
        return new DoublePipeline(p, AbstractPipeline.newHead());
    }

    static DoubleStream ofArray(double[] a, int from, int to) {
        Pipe.checkRange(a.length, from, to);
        Object[] boxed = new Object[to - from];
        for (int i = from; i < to; i++) {
            boxed[i - from] = Double.valueOf(a[i]);
        }
        return source(Pipe.ofArray(boxed, 0, boxed.length));
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        final AbstractPipeline x = (AbstractPipeline) a;
        final AbstractPipeline y = (AbstractPipeline) b;
        DoublePipeline r = new DoublePipeline(Pipe.concat(x.take(), y.take()), AbstractPipeline.newHead());
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

    public DoubleStream filter(DoublePredicate predicate) {
        return then(Pipe.filter(take(), test(predicate)));
    }

    public DoubleStream map(DoubleUnaryOperator mapper) {
        return then(Pipe.map(take(), op(mapper)));
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return mapper.apply(un(o));
            }
        }), head);
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.flatMap(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return mapper.apply(un(o));
            }
        }));
    }

    public DoubleStream mapMulti(final DoubleStream.DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.buffered(take(), new Pipe.MultiFn() {
            public void apply(Object o, final ArrayList<Object> out) {
                mapper.accept(un(o), new DoubleConsumer() {
                    public void accept(double r) {
                        out.add(Double.valueOf(r));
                    }
                });
            }
        }));
    }

    public DoubleStream distinct() {
        return then(Pipe.distinct(take()));
    }

    public DoubleStream sorted() {
        return then(Pipe.sorted(take(), null));
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return then(Pipe.peek(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                action.accept(un(o));
                return null;
            }
        }));
    }

    public DoubleStream limit(long maxSize) {
        return then(Pipe.limit(take(), maxSize));
    }

    public DoubleStream skip(long n) {
        return then(Pipe.skip(take(), n));
    }

    public DoubleStream takeWhile(DoublePredicate predicate) {
        return then(Pipe.takeWhile(take(), test(predicate)));
    }

    public DoubleStream dropWhile(DoublePredicate predicate) {
        return then(Pipe.dropWhile(take(), test(predicate)));
    }

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        Pipe p = take();
        while (p.next()) {
            action.accept(un(p.v));
        }
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        Object[] all = Pipe.drain(take());
        double[] a = new double[all.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = un(all[i]);
        }
        return a;
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Pipe p = take();
        double r = identity;
        while (p.next()) {
            r = op.applyAsDouble(r, un(p.v));
        }
        return r;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Pipe p = take();
        if (!p.next()) {
            return OptionalDouble.empty();
        }
        double r = un(p.v);
        while (p.next()) {
            r = op.applyAsDouble(r, un(p.v));
        }
        return OptionalDouble.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
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

    public OptionalDouble min() {
        Pipe p = take();
        if (!p.next()) {
            return OptionalDouble.empty();
        }
        double r = un(p.v);
        while (p.next()) {
            r = Math.min(r, un(p.v));
        }
        return OptionalDouble.of(r);
    }

    public OptionalDouble max() {
        Pipe p = take();
        if (!p.next()) {
            return OptionalDouble.empty();
        }
        double r = un(p.v);
        while (p.next()) {
            r = Math.max(r, un(p.v));
        }
        return OptionalDouble.of(r);
    }

    public long count() {
        return Pipe.count(take());
    }

    public DoubleSummaryStatistics summaryStatistics() {
        Pipe p = take();
        DoubleSummaryStatistics s = new DoubleSummaryStatistics();
        while (p.next()) {
            s.accept(un(p.v));
        }
        return s;
    }

    public boolean anyMatch(DoublePredicate predicate) {
        return Pipe.match(take(), test(predicate), 0);
    }

    public boolean allMatch(DoublePredicate predicate) {
        return Pipe.match(take(), test(predicate), 1);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return Pipe.match(take(), test(predicate), 2);
    }

    public OptionalDouble findFirst() {
        Pipe p = take();
        return p.next() ? OptionalDouble.of(un(p.v)) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public Stream<Double> boxed() {
        return new RefPipeline<Double>(take(), head);
    }

    public DoubleStream sequential() {
        head.parallel = false;
        return this;
    }

    public DoubleStream parallel() {
        head.parallel = true;
        return this;
    }

    public DoubleStream unordered() {
        return then(take());
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public PrimitiveIterator.OfDouble iterator() {
        final java.util.Iterator<Object> it = Pipe.iterator(take());
        return new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return un(it.next());
            }
        };
    }

    public Spliterator<Double> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED);
    }

    /** DoubleStream.builder(). */
    static final class Builder implements DoubleStream.Builder {
        private ArrayList<Object> items = new ArrayList<Object>();

        public void accept(double t) {
            if (items == null) {
                throw new IllegalStateException();
            }
            items.add(Double.valueOf(t));
        }

        public DoubleStream build() {
            if (items == null) {
                throw new IllegalStateException();
            }
            Object[] a = items.toArray();
            items = null;
            return source(Pipe.ofArray(a, 0, a.length));
        }
    }

    public IntStream mapToInt(final java.util.function.DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Integer.valueOf(mapper.applyAsInt(un(o)));
            }
        }), head);
    }

    public LongStream mapToLong(final java.util.function.DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Long.valueOf(mapper.applyAsLong(un(o)));
            }
        }), head);
    }

    /** Kahan-compensated, as the JDK's (Collectors.sumWithCompensation / computeFinalSum). */
    public double sum() {
        Pipe p = take();
        double[] s = new double[3];
        while (p.next()) {
            double d = un(p.v);
            Collectors.sumWithCompensation(s, d);
            s[2] += d;
        }
        return Collectors.computeFinalSum(s);
    }

    public java.util.OptionalDouble average() {
        Pipe p = take();
        double[] s = new double[4];
        while (p.next()) {
            double d = un(p.v);
            Collectors.sumWithCompensation(s, d);
            s[2]++;
            s[3] += d;
        }
        return s[2] > 0 ? java.util.OptionalDouble.of(Collectors.computeFinalSum(s) / s[2]) : java.util.OptionalDouble.empty();
    }
}
