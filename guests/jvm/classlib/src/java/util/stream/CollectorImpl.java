package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/** The collector Collector.of and Collectors make, and partitioningBy's two-key map. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class CollectorImpl<T, A, R> implements Collector<T, A, R> {
    static final Set<Characteristics> CH_ID = Collections.unmodifiableSet(EnumSet.of(Characteristics.IDENTITY_FINISH));
    static final Set<Characteristics> CH_UNORDERED_ID = Collections.unmodifiableSet(EnumSet.of(Characteristics.UNORDERED, Characteristics.IDENTITY_FINISH));
    static final Set<Characteristics> CH_NOID = Collections.emptySet();
    static final Set<Characteristics> CH_UNORDERED_NOID = Collections.unmodifiableSet(EnumSet.of(Characteristics.UNORDERED));

    private final Supplier<A> supplier;
    private final BiConsumer<A, T> accumulator;
    private final BinaryOperator<A> combiner;
    private final Function<A, R> finisher;
    private final Set<Characteristics> characteristics;

    CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner, Function<A, R> finisher, Set<Characteristics> characteristics) {
        this.supplier = supplier;
        this.accumulator = accumulator;
        this.combiner = combiner;
        this.finisher = finisher;
        this.characteristics = characteristics;
    }

    CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner, Set<Characteristics> characteristics) {
        this(supplier, accumulator, combiner, CollectorImpl.<A, R>castingIdentity(), characteristics);
    }

    static final Function<Object, Object> IDENTITY = new Function<Object, Object>() {
        public Object apply(Object o) {
            return o;
        }
    };

    static <I, R> Function<I, R> castingIdentity() {
        return (Function<I, R>) (Function) IDENTITY;
    }

    public Supplier<A> supplier() {
        return supplier;
    }

    public BiConsumer<A, T> accumulator() {
        return accumulator;
    }

    public BinaryOperator<A> combiner() {
        return combiner;
    }

    public Function<A, R> finisher() {
        return finisher;
    }

    public Set<Characteristics> characteristics() {
        return characteristics;
    }

    /** partitioningBy's result: exactly the keys false and true, in that order. */
    static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> f = new AbstractMap.SimpleImmutableEntry<Boolean, T>(Boolean.FALSE, forFalse);
                    Map.Entry<Boolean, T> t = new AbstractMap.SimpleImmutableEntry<Boolean, T>(Boolean.TRUE, forTrue);
                    return java.util.Arrays.asList(f, t).iterator();
                }

                public int size() {
                    return 2;
                }
            };
        }

        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        public T get(Object key) {
            if (key instanceof Boolean) {
                return ((Boolean) key).booleanValue() ? forTrue : forFalse;
            }
            return null;
        }
    }
}
