package java.util.stream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The JDK's collectors, with the same containers (HashMap, ArrayList, HashSet, StringBuilder),
 * the same arithmetic (compensated double sums) and the same messages. Grouping and map
 * collectors are in CollectorsMaps. Combiners are provided but never called here (streams
 * run sequentially).
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Collectors {
    private Collectors() {
    }

    static <T, A, R> Collector<T, A, R> make(Supplier<A> supplier, BiConsumer<A, T> acc, Function<A, R> finisher) {
        return new CollectorImpl<T, A, R>(supplier, acc, (BinaryOperator<A>) NO_COMBINER, finisher, CollectorImpl.CH_NOID);
    }

    /** The combiner of collectors whose partial results are never merged here. */
    static final BinaryOperator<Object> NO_COMBINER = new BinaryOperator<Object>() {
        public Object apply(Object a, Object b) {
            throw new UnsupportedOperationException("Collector.combiner(): streams run sequentially in this VM");
        }
    };

    static final BiConsumer<Collection<Object>, Object> ADD = new BiConsumer<Collection<Object>, Object>() {
        public void accept(Collection<Object> c, Object o) {
            c.add(o);
        }
    };

    static final BinaryOperator<Collection<Object>> ADD_ALL = new BinaryOperator<Collection<Object>>() {
        public Collection<Object> apply(Collection<Object> a, Collection<Object> b) {
            a.addAll(b);
            return a;
        }
    };

    static final Supplier<Object> ARRAY_LIST = new Supplier<Object>() {
        public Object get() {
            return new ArrayList<Object>();
        }
    };

    static final Supplier<Object> HASH_SET = new Supplier<Object>() {
        public Object get() {
            return new HashSet<Object>();
        }
    };

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        return new CollectorImpl<T, C, C>(collectionFactory, (BiConsumer) ADD, (BinaryOperator) ADD_ALL, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<T, List<T>, List<T>>((Supplier) ARRAY_LIST, (BiConsumer) ADD, (BinaryOperator) ADD_ALL, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<T, List<T>, List<T>>((Supplier) ARRAY_LIST, (BiConsumer) ADD, (BinaryOperator) ADD_ALL, new Function<List<T>, List<T>>() {
            public List<T> apply(List<T> list) {
                return (List<T>) List.of(list.toArray());
            }
        }, CollectorImpl.CH_NOID);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>((Supplier) HASH_SET, (BiConsumer) ADD, (BinaryOperator) ADD_ALL, CollectorImpl.CH_UNORDERED_ID);
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>((Supplier) HASH_SET, (BiConsumer) ADD, (BinaryOperator) ADD_ALL, new Function<Set<T>, Set<T>>() {
            public Set<T> apply(Set<T> set) {
                return (Set<T>) Set.of(set.toArray());
            }
        }, CollectorImpl.CH_UNORDERED_NOID);
    }

    public static Collector<CharSequence, ?, String> joining() {
        return make(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new BiConsumer<StringBuilder, CharSequence>() {
            public void accept(StringBuilder sb, CharSequence s) {
                sb.append(s);
            }
        }, new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.toString();
            }
        });
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter, final CharSequence prefix, final CharSequence suffix) {
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        return make(new Supplier<StringJoiner>() {
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            public void accept(StringJoiner j, CharSequence s) {
                j.add(s);
            }
        }, new Function<StringJoiner, String>() {
            public String apply(StringJoiner j) {
                return j.toString();
            }
        });
    }

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper, Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A r, T t) {
                ((BiConsumer) acc).accept(r, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(final Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(final A r, T t) {
                Stream<? extends U> s = mapper.apply(t);
                if (s == null) {
                    return;
                }
                try {
                    Iterator<? extends U> it = s.sequential().iterator();
                    while (it.hasNext()) {
                        ((BiConsumer) acc).accept(r, it.next());
                    }
                } finally {
                    s.close();
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate, Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A r, T t) {
                if (predicate.test(t)) {
                    ((BiConsumer) acc).accept(r, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream, Function<R, RR> finisher) {
        Set<Collector.Characteristics> cs = downstream.characteristics();
        if (cs.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (cs.size() == 1) {
                cs = CollectorImpl.CH_NOID;
            } else {
                EnumSet<Collector.Characteristics> e = EnumSet.copyOf(cs);
                e.remove(Collector.Characteristics.IDENTITY_FINISH);
                cs = java.util.Collections.unmodifiableSet(e);
            }
        }
        return new CollectorImpl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(), downstream.finisher().andThen(finisher), cs);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T t) {
                return 1L;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(java.util.Comparator<? super T> comparator) {
        return reducing(BinaryOperator.<T>minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(java.util.Comparator<? super T> comparator) {
        return reducing(BinaryOperator.<T>maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return make(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        });
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        });
    }

    /** Kahan summation as the JDK's: a[0] high-order sum, a[1] compensation, a[2] simple sum. */
    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return make(new Supplier<double[]>() {
            public double[] get() {
                return new double[3];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                sumWithCompensation(a, val);
                a[2] += val;
            }
        }, new Function<double[], Double>() {
            public Double apply(double[] a) {
                return computeFinalSum(a);
            }
        });
    }

    static double[] sumWithCompensation(double[] intermediateSum, double value) {
        double tmp = value - intermediateSum[1];
        double sum = intermediateSum[0];
        double velvel = sum + tmp;
        intermediateSum[1] = (velvel - sum) - tmp;
        intermediateSum[0] = velvel;
        return intermediateSum;
    }

    /** The compensated sum, or the simple sum (last element) when that is an infinity and the former NaN. */
    static double computeFinalSum(double[] summands) {
        double tmp = summands[0] - summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, AVERAGE_LONGS);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return make(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, AVERAGE_LONGS);
    }

    static final Function<long[], Double> AVERAGE_LONGS = new Function<long[], Double>() {
        public Double apply(long[] a) {
            return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
        }
    };

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return make(new Supplier<double[]>() {
            public double[] get() {
                return new double[4];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                sumWithCompensation(a, val);
                a[2]++;
                a[3] += val;
            }
        }, new Function<double[], Double>() {
            public Double apply(double[] a) {
                return (a[2] == 0) ? 0.0d : (computeFinalSum(a) / a[2]);
            }
        });
    }

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, new Function<Object[], T>() {
            public T apply(Object[] a) {
                return (T) a[0];
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[2];
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                if (a[1] != null) {
                    a[0] = op.apply((T) a[0], t);
                } else {
                    a[0] = t;
                    a[1] = Boolean.TRUE;
                }
            }
        }, new Function<Object[], Optional<T>>() {
            public Optional<T> apply(Object[] a) {
                return Optional.ofNullable((T) a[0]);
            }
        });
    }

    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper, final BinaryOperator<U> op) {
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                a[0] = op.apply((U) a[0], mapper.apply(t));
            }
        }, new Function<Object[], U>() {
            public U apply(Object[] a) {
                return (U) a[0];
            }
        });
    }

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return CollectorsMaps.groupingBy(classifier, (Supplier) HASH_MAP, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return CollectorsMaps.groupingBy(classifier, (Supplier) HASH_MAP, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        return CollectorsMaps.groupingBy(classifier, mapFactory, downstream);
    }

    static final Supplier<Object> HASH_MAP = new Supplier<Object>() {
        public Object get() {
            return new HashMap<Object, Object>();
        }
    };

    /* the concurrent collectors: streams run sequentially here, so they are groupingBy and
     * toMap into a ConcurrentHashMap (or the given ConcurrentMap) */
    static final Supplier<Object> CONCURRENT_MAP = new Supplier<Object>() {
        public Object get() {
            return new ConcurrentHashMap<Object, Object>();
        }
    };

    public static <T, K> Collector<T, ?, ConcurrentMap<K, List<T>>> groupingByConcurrent(Function<? super T, ? extends K> classifier) {
        return CollectorsMaps.groupingBy(classifier, (Supplier) CONCURRENT_MAP, toList());
    }

    public static <T, K, A, D> Collector<T, ?, ConcurrentMap<K, D>> groupingByConcurrent(Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return CollectorsMaps.groupingBy(classifier, (Supplier) CONCURRENT_MAP, downstream);
    }

    public static <T, K, A, D, M extends ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        return CollectorsMaps.groupingBy(classifier, mapFactory, downstream);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return CollectorsMaps.toMapUnique(keyMapper, valueMapper, (Supplier) CONCURRENT_MAP, null);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return CollectorsMaps.toMap(keyMapper, valueMapper, mergeFunction, (Supplier) CONCURRENT_MAP, null);
    }

    public static <T, K, U, M extends ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return CollectorsMaps.toMap(keyMapper, valueMapper, mergeFunction, mapFactory, null);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return CollectorsMaps.partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(Predicate<? super T> predicate, Collector<? super T, A, D> downstream) {
        return CollectorsMaps.partitioningBy(predicate, downstream);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return CollectorsMaps.toMapUnique(keyMapper, valueMapper, (Supplier) HASH_MAP, null);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return CollectorsMaps.toMap(keyMapper, valueMapper, mergeFunction, (Supplier) HASH_MAP, null);
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return CollectorsMaps.toMap(keyMapper, valueMapper, mergeFunction, mapFactory, null);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return CollectorsMaps.toMapUnique(keyMapper, valueMapper, (Supplier) HASH_MAP, CollectorsMaps.UNMODIFIABLE);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return CollectorsMaps.toMap(keyMapper, valueMapper, mergeFunction, (Supplier) HASH_MAP, CollectorsMaps.UNMODIFIABLE);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(new Supplier<IntSummaryStatistics>() {
            public IntSummaryStatistics get() {
                return new IntSummaryStatistics();
            }
        }, new BiConsumer<IntSummaryStatistics, T>() {
            public void accept(IntSummaryStatistics s, T t) {
                s.accept(mapper.applyAsInt(t));
            }
        }, (BinaryOperator) NO_COMBINER, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(new Supplier<LongSummaryStatistics>() {
            public LongSummaryStatistics get() {
                return new LongSummaryStatistics();
            }
        }, new BiConsumer<LongSummaryStatistics, T>() {
            public void accept(LongSummaryStatistics s, T t) {
                s.accept(mapper.applyAsLong(t));
            }
        }, (BinaryOperator) NO_COMBINER, CollectorImpl.CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics s, T t) {
                s.accept(mapper.applyAsDouble(t));
            }
        }, (BinaryOperator) NO_COMBINER, CollectorImpl.CH_ID);
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1, Collector<? super T, ?, R2> downstream2, final BiFunction<? super R1, ? super R2, R> merger) {
        final Collector c1 = Objects.requireNonNull(downstream1, "downstream1");
        final Collector c2 = Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        return make(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {c1.supplier().get(), c2.supplier().get()};
            }
        }, new BiConsumer<Object[], T>() {
            public void accept(Object[] a, T t) {
                c1.accumulator().accept(a[0], t);
                c2.accumulator().accept(a[1], t);
            }
        }, new Function<Object[], R>() {
            public R apply(Object[] a) {
                return merger.apply((R1) c1.finisher().apply(a[0]), (R2) c2.finisher().apply(a[1]));
            }
        });
    }
}
