package java.util.stream;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Collectors that build maps: groupingBy, partitioningBy, toMap (JDK semantics and messages). */
@SuppressWarnings({"unchecked", "rawtypes"})
final class CollectorsMaps {
    private CollectorsMaps() {
    }

    /** toUnmodifiableMap's finisher. */
    static final Function<Map<Object, Object>, Map<Object, Object>> UNMODIFIABLE = new Function<Map<Object, Object>, Map<Object, Object>>() {
        public Map<Object, Object> apply(Map<Object, Object> m) {
            return Map.ofEntries(m.entrySet().toArray(new Map.Entry[0]));
        }
    };

    static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        Objects.requireNonNull(downstream);
        final Supplier<A> downstreamSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        final Function<Object, A> newContainer = new Function<Object, A>() {
            public A apply(Object k) {
                return downstreamSupplier.get();
            }
        };
        BiConsumer<Map<K, A>, T> accumulator = new BiConsumer<Map<K, A>, T>() {
            public void accept(Map<K, A> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A container = (A) m.computeIfAbsent(key, (Function) newContainer);
                ((BiConsumer) downstreamAccumulator).accept(container, t);
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, Map<K, A>, M>((Supplier) mapFactory, accumulator, (BinaryOperator) Collectors.NO_COMBINER, CollectorImpl.CH_ID);
        }
        final Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<Map<K, A>, M> finisher = new Function<Map<K, A>, M>() {
            public M apply(Map<K, A> intermediate) {
                intermediate.replaceAll(new BiFunction<K, A, A>() {
                    public A apply(K k, A v) {
                        return downstreamFinisher.apply(v);
                    }
                });
                return (M) intermediate;
            }
        };
        return new CollectorImpl<T, Map<K, A>, M>((Supplier) mapFactory, accumulator, (BinaryOperator) Collectors.NO_COMBINER, finisher, CollectorImpl.CH_NOID);
    }

    static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate, Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(predicate);
        final Collector<? super T, A, D> ds = downstream;
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        Supplier<CollectorImpl.Partition<A>> supplier = new Supplier<CollectorImpl.Partition<A>>() {
            public CollectorImpl.Partition<A> get() {
                return new CollectorImpl.Partition<A>(ds.supplier().get(), ds.supplier().get());
            }
        };
        BiConsumer<CollectorImpl.Partition<A>, T> accumulator = new BiConsumer<CollectorImpl.Partition<A>, T>() {
            public void accept(CollectorImpl.Partition<A> p, T t) {
                ((BiConsumer) downstreamAccumulator).accept(predicate.test(t) ? p.forTrue : p.forFalse, t);
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<T, CollectorImpl.Partition<A>, Map<Boolean, D>>(supplier, accumulator, (BinaryOperator) Collectors.NO_COMBINER, CollectorImpl.CH_ID);
        }
        Function<CollectorImpl.Partition<A>, Map<Boolean, D>> finisher = new Function<CollectorImpl.Partition<A>, Map<Boolean, D>>() {
            public Map<Boolean, D> apply(CollectorImpl.Partition<A> p) {
                return new CollectorImpl.Partition<D>(ds.finisher().apply(p.forTrue), ds.finisher().apply(p.forFalse));
            }
        };
        return new CollectorImpl<T, CollectorImpl.Partition<A>, Map<Boolean, D>>(supplier, accumulator, (BinaryOperator) Collectors.NO_COMBINER, finisher, CollectorImpl.CH_NOID);
    }

    /** toMap without a merge function: a second value for a key is an IllegalStateException. */
    static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMapUnique(final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper, Supplier<M> mapFactory, Function finisher) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        BiConsumer<M, T> accumulator = new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                K k = keyMapper.apply(element);
                U v = Objects.requireNonNull(valueMapper.apply(element));
                U u = map.putIfAbsent(k, v);
                if (u != null) {
                    throw new IllegalStateException(String.format("Duplicate key %s (attempted merging values %s and %s)", k, u, v));
                }
            }
        };
        return make(mapFactory, accumulator, finisher);
    }

    static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper, final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory, Function finisher) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        BiConsumer<M, T> accumulator = new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
            }
        };
        return make(mapFactory, accumulator, finisher);
    }

    private static <T, M> Collector<T, ?, M> make(Supplier<M> mapFactory, BiConsumer<M, T> accumulator, Function finisher) {
        if (finisher == null) {
            return new CollectorImpl<T, M, M>(mapFactory, accumulator, (BinaryOperator) Collectors.NO_COMBINER, CollectorImpl.CH_ID);
        }
        return new CollectorImpl<T, M, M>(mapFactory, accumulator, (BinaryOperator) Collectors.NO_COMBINER, finisher, CollectorImpl.CH_NOID);
    }
}
