package java.util.concurrent;

import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;

/**
 * ConcurrentHashMap's bulk operations (forEach, search, reduce and their key, value and
 * entry forms) over a snapshot of the map in traversal order. The parallelism threshold is
 * accepted and ignored: with green threads the JDK's split into subtasks would gain nothing,
 * and every result the JDK fixes (those of associative, commutative reducers; a search whose
 * function is non-null for one element) is the same. The elements are keys, values or
 * entries (immutable: setValue throws UnsupportedOperationException, as on the JDK's
 * nodes); the pair forms take the entries.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
final class ConcurrentHashMapBulk {
    private ConcurrentHashMapBulk() {
    }

    /* ---- over single elements; a null transformer result is skipped */

    static void forEach(Object[] elems, Function transformer, Consumer action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Object e : elems) {
            Object u = transformer == null ? e : transformer.apply(e);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    static Object search(Object[] elems, Function f) {
        if (f == null) {
            throw new NullPointerException();
        }
        for (Object e : elems) {
            Object u = f.apply(e);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    static Object reduce(Object[] elems, Function transformer, BiFunction reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        Object r = null;
        for (Object e : elems) {
            Object u = transformer == null ? e : transformer.apply(e);
            if (u != null) {
                r = r == null ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    static long reduceToLong(Object[] elems, ToLongFunction t, long basis, LongBinaryOperator op) {
        if (t == null || op == null) {
            throw new NullPointerException();
        }
        long r = basis;
        for (Object e : elems) {
            r = op.applyAsLong(r, t.applyAsLong(e));
        }
        return r;
    }

    static int reduceToInt(Object[] elems, ToIntFunction t, int basis, IntBinaryOperator op) {
        if (t == null || op == null) {
            throw new NullPointerException();
        }
        int r = basis;
        for (Object e : elems) {
            r = op.applyAsInt(r, t.applyAsInt(e));
        }
        return r;
    }

    static double reduceToDouble(Object[] elems, ToDoubleFunction t, double basis, DoubleBinaryOperator op) {
        if (t == null || op == null) {
            throw new NullPointerException();
        }
        double r = basis;
        for (Object e : elems) {
            r = op.applyAsDouble(r, t.applyAsDouble(e));
        }
        return r;
    }

    /* ---- over (key, value) pairs of the entries */

    static void forEachPair(Object[] entries, BiConsumer action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            action.accept(e.getKey(), e.getValue());
        }
    }

    static void forEachPair(Object[] entries, BiFunction transformer, Consumer action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            Object u = transformer.apply(e.getKey(), e.getValue());
            if (u != null) {
                action.accept(u);
            }
        }
    }

    static Object searchPairs(Object[] entries, BiFunction f) {
        if (f == null) {
            throw new NullPointerException();
        }
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            Object u = f.apply(e.getKey(), e.getValue());
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    static Object reducePairs(Object[] entries, BiFunction transformer, BiFunction reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        Object r = null;
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            Object u = transformer.apply(e.getKey(), e.getValue());
            if (u != null) {
                r = r == null ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    static long reducePairsToLong(Object[] entries, ToLongBiFunction t, long basis, LongBinaryOperator op) {
        if (t == null || op == null) {
            throw new NullPointerException();
        }
        long r = basis;
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            r = op.applyAsLong(r, t.applyAsLong(e.getKey(), e.getValue()));
        }
        return r;
    }

    static int reducePairsToInt(Object[] entries, ToIntBiFunction t, int basis, IntBinaryOperator op) {
        if (t == null || op == null) {
            throw new NullPointerException();
        }
        int r = basis;
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            r = op.applyAsInt(r, t.applyAsInt(e.getKey(), e.getValue()));
        }
        return r;
    }

    static double reducePairsToDouble(Object[] entries, ToDoubleBiFunction t, double basis, DoubleBinaryOperator op) {
        if (t == null || op == null) {
            throw new NullPointerException();
        }
        double r = basis;
        for (Object o : entries) {
            Map.Entry e = (Map.Entry) o;
            r = op.applyAsDouble(r, t.applyAsDouble(e.getKey(), e.getValue()));
        }
        return r;
    }
}
