package java.util.concurrent;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Objects;
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
 * A hash map whose every operation holds the map's monitor (green threads: one runs at a
 * time, so one lock costs nothing in parallelism). Its table follows the JDK 17 one step for
 * step so that iteration order is the JDK's for the same operations: the same spread hash,
 * lazily allocated table, resize when the count reaches 3/4 of the table, the presizing of
 * the constructors, putAll and long bins, and the transfer's split of a bin (its last run
 * of nodes kept, the nodes before it prepended, so in reverse). Not modelled: tree bins
 * (a bin of 8 or more keys in a table of 64 or more stays a list, so such a bin's order can
 * differ from the JDK's). The bulk operations (forEach/search/reduce with a parallelism
 * threshold) run sequentially (ConcurrentHashMapBulk). Iterators walk a snapshot of the entries taken when they are
 * created (weakly consistent, never ConcurrentModificationException).
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int MIN_TREEIFY_CAPACITY = 64;

    static final class Node<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }
    }

    private Node<K, V>[] table;
    private int sizeCtl;
    private long count;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    static int spread(int h) {
        return (h ^ (h >>> 16)) & 0x7fffffff;
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    @SuppressWarnings("unchecked")
    private void initTable() {
        int n = sizeCtl > 0 ? sizeCtl : DEFAULT_CAPACITY;
        table = (Node<K, V>[]) new Node<?, ?>[n];
        sizeCtl = n - (n >>> 2);
    }

    private Node<K, V> find(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                return e;
            }
        }
        return null;
    }

    /** As the JDK's putVal: a new key goes to the end of its bin. */
    private V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        if (table == null) {
            initTable();
        }
        Node<K, V>[] tab = table;
        int i = (tab.length - 1) & h;
        Node<K, V> f = tab[i];
        int binCount = 0;
        if (f == null) {
            tab[i] = new Node<K, V>(h, key, value, null);
        } else {
            V oldVal = null;
            binCount = 1;
            for (Node<K, V> e = f;; ++binCount) {
                if (e.hash == h && (e.key == key || key.equals(e.key))) {
                    oldVal = e.val;
                    if (!onlyIfAbsent) {
                        e.val = value;
                    }
                    break;
                }
                Node<K, V> pred = e;
                if ((e = e.next) == null) {
                    pred.next = new Node<K, V>(h, key, value, null);
                    break;
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin();
            }
            if (oldVal != null) {
                return oldVal;
            }
        }
        addCount(1L, binCount);
        return null;
    }

    /** A long bin: the JDK grows a small table instead of making a tree (no trees here). */
    private void treeifyBin() {
        int n = table.length;
        if (n < MIN_TREEIFY_CAPACITY) {
            tryPresize(n << 1);
        }
    }

    private void addCount(long x, int check) {
        count += x;
        if (check >= 0) {
            while (count >= (long) sizeCtl && table != null && table.length < MAXIMUM_CAPACITY) {
                transfer();
            }
        }
    }

    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            if (table == null || table.length == 0) {
                int n = (sc > c) ? sc : c;
                @SuppressWarnings("unchecked")
                Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n];
                table = nt;
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || table.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    /** Doubles the table, splitting each bin as the JDK's transfer does. */
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        @SuppressWarnings("unchecked")
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln;
            Node<K, V> hn;
            if (runBit == 0) {
                ln = lastRun;
                hn = null;
            } else {
                hn = lastRun;
                ln = null;
            }
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                }
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    /** Removes the key's node (if cv is null or matches) or replaces its value; the old value. */
    private V replaceNode(Object key, V value, Object cv) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        int i = (tab.length - 1) & h;
        for (Node<K, V> e = tab[i], pred = null; e != null; pred = e, e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                V ev = e.val;
                if (cv != null && cv != ev && !cv.equals(ev)) {
                    return null;
                }
                if (value != null) {
                    e.val = value;
                } else {
                    if (pred == null) {
                        tab[i] = e.next;
                    } else {
                        pred.next = e.next;
                    }
                    addCount(-1L, -1);
                }
                return ev;
            }
        }
        return null;
    }

    public synchronized int size() {
        return count > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) count;
    }

    public synchronized long mappingCount() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized V get(Object key) {
        Node<K, V> e = find(key);
        return e == null ? null : e.val;
    }

    public synchronized boolean containsKey(Object key) {
        return find(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        if (table != null) {
            for (Node<K, V> f : table) {
                for (Node<K, V> e = f; e != null; e = e.next) {
                    if (e.val == value || value.equals(e.val)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public synchronized V put(K key, V value) {
        return putVal(key, value, false);
    }

    public synchronized V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public synchronized V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public synchronized boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public synchronized boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public synchronized V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public synchronized void clear() {
        if (table != null) {
            for (int i = 0; i < table.length; i++) {
                table[i] = null;
            }
        }
        count = 0;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            action.accept(e.key, e.val);
        }
    }

    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            V v = function.apply(e.key, e.val);
            if (v == null) {
                throw new NullPointerException();
            }
            replaceNode(e.key, v, null);
        }
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e != null) {
            return e.val;
        }
        V v = mappingFunction.apply(key);
        if (v != null) {
            putVal(key, v, false);
        }
        return v;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            return null;
        }
        V v = remappingFunction.apply(key, e.val);
        if (v != null) {
            e.val = v;
        } else {
            replaceNode(key, null, null);
        }
        return v;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        V v = remappingFunction.apply(key, e == null ? null : e.val);
        if (e != null) {
            if (v != null) {
                e.val = v;
            } else {
                replaceNode(key, null, null);
            }
        } else if (v != null) {
            putVal(key, v, false);
        }
        return v;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            putVal(key, value, false);
            return value;
        }
        V v = remappingFunction.apply(e.val, value);
        if (v != null) {
            e.val = v;
        } else {
            replaceNode(key, null, null);
        }
        return v;
    }

    /** The keys (kind 0), values (1) or entries (2: setValue throws, as the JDK's nodes) in table order. */
    private Object[] elements(int kind) {
        Node<K, V>[] nodes = snapshot();
        Object[] out = new Object[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            Node<K, V> e = nodes[i];
            out[i] = kind == 0 ? e.key : kind == 1 ? e.val : new AbstractMap.SimpleImmutableEntry<K, V>(e.key, e.val);
        }
        return out;
    }

    /* ---- bulk operations (ConcurrentHashMapBulk: sequential, the threshold ignored) */

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        ConcurrentHashMapBulk.forEachPair(elements(2), action);
    }

    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer, Consumer<? super U> action) {
        ConcurrentHashMapBulk.forEachPair(elements(2), transformer, action);
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        return (U) ConcurrentHashMapBulk.searchPairs(elements(2), searchFunction);
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return (U) ConcurrentHashMapBulk.reducePairs(elements(2), transformer, reducer);
    }

    public double reduceToDouble(long parallelismThreshold, ToDoubleBiFunction<? super K, ? super V> transformer, double basis, DoubleBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reducePairsToDouble(elements(2), transformer, basis, reducer);
    }

    public long reduceToLong(long parallelismThreshold, ToLongBiFunction<? super K, ? super V> transformer, long basis, LongBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reducePairsToLong(elements(2), transformer, basis, reducer);
    }

    public int reduceToInt(long parallelismThreshold, ToIntBiFunction<? super K, ? super V> transformer, int basis, IntBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reducePairsToInt(elements(2), transformer, basis, reducer);
    }

    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        ConcurrentHashMapBulk.forEach(elements(0), null, action);
    }

    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer, Consumer<? super U> action) {
        ConcurrentHashMapBulk.forEach(elements(0), Objects.requireNonNull(transformer), action);
    }

    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        return (U) ConcurrentHashMapBulk.search(elements(0), searchFunction);
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        return (K) ConcurrentHashMapBulk.reduce(elements(0), null, reducer);
    }

    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return (U) ConcurrentHashMapBulk.reduce(elements(0), Objects.requireNonNull(transformer), reducer);
    }

    public double reduceKeysToDouble(long parallelismThreshold, ToDoubleFunction<? super K> transformer, double basis, DoubleBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToDouble(elements(0), transformer, basis, reducer);
    }

    public long reduceKeysToLong(long parallelismThreshold, ToLongFunction<? super K> transformer, long basis, LongBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToLong(elements(0), transformer, basis, reducer);
    }

    public int reduceKeysToInt(long parallelismThreshold, ToIntFunction<? super K> transformer, int basis, IntBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToInt(elements(0), transformer, basis, reducer);
    }

    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        ConcurrentHashMapBulk.forEach(elements(1), null, action);
    }

    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer, Consumer<? super U> action) {
        ConcurrentHashMapBulk.forEach(elements(1), Objects.requireNonNull(transformer), action);
    }

    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        return (U) ConcurrentHashMapBulk.search(elements(1), searchFunction);
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        return (V) ConcurrentHashMapBulk.reduce(elements(1), null, reducer);
    }

    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return (U) ConcurrentHashMapBulk.reduce(elements(1), Objects.requireNonNull(transformer), reducer);
    }

    public double reduceValuesToDouble(long parallelismThreshold, ToDoubleFunction<? super V> transformer, double basis, DoubleBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToDouble(elements(1), transformer, basis, reducer);
    }

    public long reduceValuesToLong(long parallelismThreshold, ToLongFunction<? super V> transformer, long basis, LongBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToLong(elements(1), transformer, basis, reducer);
    }

    public int reduceValuesToInt(long parallelismThreshold, ToIntFunction<? super V> transformer, int basis, IntBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToInt(elements(1), transformer, basis, reducer);
    }

    public void forEachEntry(long parallelismThreshold, Consumer<? super Map.Entry<K, V>> action) {
        ConcurrentHashMapBulk.forEach(elements(2), null, action);
    }

    public <U> void forEachEntry(long parallelismThreshold, Function<? super Map.Entry<K, V>, ? extends U> transformer, Consumer<? super U> action) {
        ConcurrentHashMapBulk.forEach(elements(2), Objects.requireNonNull(transformer), action);
    }

    public <U> U searchEntries(long parallelismThreshold, Function<? super Map.Entry<K, V>, ? extends U> searchFunction) {
        return (U) ConcurrentHashMapBulk.search(elements(2), searchFunction);
    }

    public Map.Entry<K, V> reduceEntries(long parallelismThreshold, BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        return (Map.Entry<K, V>) ConcurrentHashMapBulk.reduce(elements(2), null, reducer);
    }

    public <U> U reduceEntries(long parallelismThreshold, Function<? super Map.Entry<K, V>, ? extends U> transformer, BiFunction<? super U, ? super U, ? extends U> reducer) {
        return (U) ConcurrentHashMapBulk.reduce(elements(2), Objects.requireNonNull(transformer), reducer);
    }

    public double reduceEntriesToDouble(long parallelismThreshold, ToDoubleFunction<? super Map.Entry<K, V>> transformer, double basis, DoubleBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToDouble(elements(2), transformer, basis, reducer);
    }

    public long reduceEntriesToLong(long parallelismThreshold, ToLongFunction<? super Map.Entry<K, V>> transformer, long basis, LongBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToLong(elements(2), transformer, basis, reducer);
    }

    public int reduceEntriesToInt(long parallelismThreshold, ToIntFunction<? super Map.Entry<K, V>> transformer, int basis, IntBinaryOperator reducer) {
        return ConcurrentHashMapBulk.reduceToInt(elements(2), transformer, basis, reducer);
    }

    /** The nodes in table order (the order of the JDK's traversal). */
    @SuppressWarnings("unchecked")
    private synchronized Node<K, V>[] snapshot() {
        Node<K, V>[] out = (Node<K, V>[]) new Node<?, ?>[(int) count];
        int k = 0;
        if (table != null) {
            for (Node<K, V> f : table) {
                for (Node<K, V> e = f; e != null; e = e.next) {
                    out[k++] = e;
                }
            }
        }
        return out;
    }

    /** Iterates a snapshot; kind 0 keys, 1 values, 2 entries; remove() removes that key. */
    private final class SnapshotIterator<T> implements Iterator<T>, Enumeration<T> {
        private final Node<K, V>[] nodes = snapshot();
        private final int kind;
        private int next;
        private Node<K, V> last;

        SnapshotIterator(int kind) {
            this.kind = kind;
        }

        public boolean hasNext() {
            return next < nodes.length;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (next >= nodes.length) {
                throw new NoSuchElementException();
            }
            last = nodes[next++];
            if (kind == 0) {
                return (T) last.key;
            }
            if (kind == 1) {
                return (T) last.val;
            }
            return (T) new MapEntry(last.key, last.val);
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            ConcurrentHashMap.this.remove(last.key);
            last = null;
        }

        public boolean hasMoreElements() {
            return hasNext();
        }

        public T nextElement() {
            return next();
        }
    }

    /** An entry of an iterator: setValue writes through to the map. */
    private final class MapEntry extends AbstractMap.SimpleEntry<K, V> {
        private static final long serialVersionUID = 1L;

        MapEntry(K key, V value) {
            super(key, value);
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V old = super.setValue(value);
            put(getKey(), value);
            return old;
        }
    }

    public Enumeration<K> keys() {
        return new SnapshotIterator<K>(0);
    }

    public Enumeration<V> elements() {
        return new SnapshotIterator<V>(1);
    }

    public KeySetView<K, V> keySet() {
        return new KeySetView<K, V>(this, null);
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public Collection<V> values() {
        return new ConcurrentHashMapViews.Values<V>(this);
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new ConcurrentHashMapViews.Entries<K, V>(this);
    }

    /* for the views: kind 0 keys, 1 values, 2 entries */
    <T> Iterator<T> snapshotIterator(int kind) {
        return new SnapshotIterator<T>(kind);
    }

    /** The keys of a ConcurrentHashMap as a Set; add puts the mapped value (if one was given). */
    public static class KeySetView<K, V> extends AbstractSet<K> implements java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public V getMappedValue() {
            return value;
        }

        public Iterator<K> iterator() {
            return map.new SnapshotIterator<K>(0);
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public void clear() {
            map.clear();
        }

        public boolean add(K e) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            synchronized (map) {
                return map.putVal(e, value, true) == null;
            }
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            for (K e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }
    }
}
