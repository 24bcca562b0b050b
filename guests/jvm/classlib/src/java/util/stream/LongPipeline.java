package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.LongSummaryStatistics;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

/** The long stream: a stage of a pipeline of boxed long values (see Pipe for how it runs). */
final class LongPipeline extends AbstractPipeline implements LongStream {
    LongPipeline(Pipe pipe, Head head) {
        super(pipe, head);
    }

    static long un(Object o) {
        return ((Long) o).longValue();
    }

    private LongStream then(Pipe p) {
        return new LongPipeline(p, head);
    }

    static Pipe.Test test(final LongPredicate p) {
        Objects.requireNonNull(p);
        return new Pipe.Test() {
            public boolean test(Object o) {
                return p.test(un(o));
            }
        };
    }

    static Pipe.Fn op(final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        return new Pipe.Fn() {
            public Object apply(Object o) {
                return Long.valueOf(f.applyAsLong(un(o)));
            }
        };
    }

    static LongStream source(Pipe p) {
        return new LongPipeline(p, AbstractPipeline.newHead());
    }

    static LongStream ofArray(long[] a, int from, int to) {
        Pipe.checkRange(a.length, from, to);
        Object[] boxed = new Object[to - from];
        for (int i = from; i < to; i++) {
            boxed[i - from] = Long.valueOf(a[i]);
        }
        return source(Pipe.ofArray(boxed, 0, boxed.length));
    }

    static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        final AbstractPipeline x = (AbstractPipeline) a;
        final AbstractPipeline y = (AbstractPipeline) b;
        LongPipeline r = new LongPipeline(Pipe.concat(x.take(), y.take()), AbstractPipeline.newHead());
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

    public LongStream filter(LongPredicate predicate) {
        return then(Pipe.filter(take(), test(predicate)));
    }

    public LongStream map(LongUnaryOperator mapper) {
        return then(Pipe.map(take(), op(mapper)));
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return mapper.apply(un(o));
            }
        }), head);
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.flatMap(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return mapper.apply(un(o));
            }
        }));
    }

    public LongStream mapMulti(final LongStream.LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(Pipe.buffered(take(), new Pipe.MultiFn() {
            public void apply(Object o, final ArrayList<Object> out) {
                mapper.accept(un(o), new LongConsumer() {
                    public void accept(long r) {
                        out.add(Long.valueOf(r));
                    }
                });
            }
        }));
    }

    public LongStream distinct() {
        return then(Pipe.distinct(take()));
    }

    public LongStream sorted() {
        return then(Pipe.sorted(take(), null));
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return then(Pipe.peek(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                action.accept(un(o));
                return null;
            }
        }));
    }

    public LongStream limit(long maxSize) {
        return then(Pipe.limit(take(), maxSize));
    }

    public LongStream skip(long n) {
        return then(Pipe.skip(take(), n));
    }

    public LongStream takeWhile(LongPredicate predicate) {
        return then(Pipe.takeWhile(take(), test(predicate)));
    }

    public LongStream dropWhile(LongPredicate predicate) {
        return then(Pipe.dropWhile(take(), test(predicate)));
    }

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        Pipe p = take();
        while (p.next()) {
            action.accept(un(p.v));
        }
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        Object[] all = Pipe.drain(take());
        long[] a = new long[all.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = un(all[i]);
        }
        return a;
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Pipe p = take();
        long r = identity;
        while (p.next()) {
            r = op.applyAsLong(r, un(p.v));
        }
        return r;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Pipe p = take();
        if (!p.next()) {
            return OptionalLong.empty();
        }
        long r = un(p.v);
        while (p.next()) {
            r = op.applyAsLong(r, un(p.v));
        }
        return OptionalLong.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
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

    public OptionalLong min() {
        Pipe p = take();
        if (!p.next()) {
            return OptionalLong.empty();
        }
        long r = un(p.v);
        while (p.next()) {
            r = Math.min(r, un(p.v));
        }
        return OptionalLong.of(r);
    }

    public OptionalLong max() {
        Pipe p = take();
        if (!p.next()) {
            return OptionalLong.empty();
        }
        long r = un(p.v);
        while (p.next()) {
            r = Math.max(r, un(p.v));
        }
        return OptionalLong.of(r);
    }

    public long count() {
        return Pipe.count(take());
    }

    public LongSummaryStatistics summaryStatistics() {
        Pipe p = take();
        LongSummaryStatistics s = new LongSummaryStatistics();
        while (p.next()) {
            s.accept(un(p.v));
        }
        return s;
    }

    public boolean anyMatch(LongPredicate predicate) {
        return Pipe.match(take(), test(predicate), 0);
    }

    public boolean allMatch(LongPredicate predicate) {
        return Pipe.match(take(), test(predicate), 1);
    }

    public boolean noneMatch(LongPredicate predicate) {
        return Pipe.match(take(), test(predicate), 2);
    }

    public OptionalLong findFirst() {
        Pipe p = take();
        return p.next() ? OptionalLong.of(un(p.v)) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public Stream<Long> boxed() {
        return new RefPipeline<Long>(take(), head);
    }

    public LongStream sequential() {
        head.parallel = false;
        return this;
    }

    public LongStream parallel() {
        head.parallel = true;
        return this;
    }

    public LongStream unordered() {
        return then(take());
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public PrimitiveIterator.OfLong iterator() {
        final java.util.Iterator<Object> it = Pipe.iterator(take());
        return new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return un(it.next());
            }
        };
    }

    public Spliterator<Long> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED);
    }

    /** LongStream.builder(). */
    static final class Builder implements LongStream.Builder {
        private ArrayList<Object> items = new ArrayList<Object>();

        public void accept(long t) {
            if (items == null) {
                throw new IllegalStateException();
            }
            items.add(Long.valueOf(t));
        }

        public LongStream build() {
            if (items == null) {
                throw new IllegalStateException();
            }
            Object[] a = items.toArray();
            items = null;
            return source(Pipe.ofArray(a, 0, a.length));
        }
    }

    public IntStream mapToInt(final java.util.function.LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Integer.valueOf(mapper.applyAsInt(un(o)));
            }
        }), head);
    }

    public DoubleStream mapToDouble(final java.util.function.LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(Pipe.map(take(), new Pipe.Fn() {
            public Object apply(Object o) {
                return Double.valueOf(mapper.applyAsDouble(un(o)));
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

    public long sum() {
        Pipe p = take();
        long s = 0;
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
