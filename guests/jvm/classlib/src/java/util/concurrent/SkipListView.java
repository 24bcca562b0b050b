package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * ConcurrentSkipListMap's behaviour, for the map itself (no bounds, ascending) and for its
 * sub-map and descending views (bounds lo/hi in the list's ascending order, `descending`
 * reverses every navigation): all share one SkipList and its monitor. Entries handed out
 * are immutable snapshots (as the JDK's); iterators walk a snapshot of the range taken when
 * they are created (weakly consistent); null keys and values are refused.
 */
class SkipListView<K, V> extends AbstractMap<K, V> implements ConcurrentNavigableMap<K, V> {
    final SkipList<K, V> sl;
    private final K lo;
    private final boolean loInclusive;
    private final K hi;
    private final boolean hiInclusive;
    private final boolean descending;

    SkipListView(SkipList<K, V> sl, K lo, boolean loInclusive, K hi, boolean hiInclusive, boolean descending) {
        if (lo != null && hi != null && sl.cpr(lo, hi) > 0) {
            throw new IllegalArgumentException("inconsistent range");
        }
        this.sl = sl;
        this.lo = lo;
        this.loInclusive = loInclusive;
        this.hi = hi;
        this.hiInclusive = hiInclusive;
        this.descending = descending;
    }

    /* ---- bounds ---- */
    private boolean tooLow(Object key) {
        if (lo == null) {
            return false;
        }
        int c = sl.cpr(key, lo);
        return c < 0 || (c == 0 && !loInclusive);
    }

    private boolean tooHigh(Object key) {
        if (hi == null) {
            return false;
        }
        int c = sl.cpr(key, hi);
        return c > 0 || (c == 0 && !hiInclusive);
    }

    private boolean inBounds(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    private void checkKey(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (!inBounds(key)) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    private static void checkNotNull(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
    }

    private boolean unbounded() {
        return lo == null && hi == null;
    }

    /* ---- navigation in ascending order, within bounds (sl's monitor held by callers that
       need more than one step) ---- */
    private SkipList.Node<K, V> loNode() {
        SkipList.Node<K, V> n = lo == null ? sl.first() : sl.findNear(lo, loInclusive ? SkipList.GT | SkipList.EQ : SkipList.GT);
        return n == null || tooHigh(n.key) ? null : n;
    }

    private SkipList.Node<K, V> hiNode() {
        SkipList.Node<K, V> n = hi == null ? sl.last() : sl.findNear(hi, hiInclusive ? SkipList.LT | SkipList.EQ : SkipList.LT);
        return n == null || tooLow(n.key) ? null : n;
    }

    /* rel in this view's order (LT: before key in the view) */
    private SkipList.Node<K, V> near(Object key, int rel) {
        checkNotNull(key);
        if (descending) {
            rel = (rel & SkipList.LT) != 0 ? (rel & SkipList.EQ) : (rel | SkipList.LT);
        }
        synchronized (sl) {
            if (tooLow(key)) {
                return (rel & SkipList.LT) != 0 ? null : loNode();
            }
            if (tooHigh(key)) {
                return (rel & SkipList.LT) != 0 ? hiNode() : null;
            }
            SkipList.Node<K, V> n = sl.findNear(key, rel);
            return n == null || !inBounds(n.key) ? null : n;
        }
    }

    private SkipList.Node<K, V> firstNode() {
        synchronized (sl) {
            return descending ? hiNode() : loNode();
        }
    }

    private SkipList.Node<K, V> lastNode() {
        synchronized (sl) {
            return descending ? loNode() : hiNode();
        }
    }

    private static <K, V> Map.Entry<K, V> entry(SkipList.Node<K, V> n) {
        return n == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(n.key, n.value);
    }

    private static <K> K key(SkipList.Node<K, ?> n) {
        return n == null ? null : n.key;
    }

    /** The nodes in range, in this view's order. */
    ArrayList<SkipList.Node<K, V>> snapshot() {
        ArrayList<SkipList.Node<K, V>> r = sl.range(lo, loInclusive, hi, hiInclusive);
        if (descending) {
            Collections.reverse(r);
        }
        return r;
    }

    /* ---- Map ---- */
    public int size() {
        return unbounded() ? sl.size() : sl.range(lo, loInclusive, hi, hiInclusive).size();
    }

    public boolean isEmpty() {
        return firstNode() == null;
    }

    public boolean containsKey(Object key) {
        checkNotNull(key);
        return inBounds(key) && sl.find(key) != null;
    }

    public V get(Object key) {
        checkNotNull(key);
        synchronized (sl) {
            SkipList.Node<K, V> n = inBounds(key) ? sl.find(key) : null;
            return n == null ? null : n.value;
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public boolean containsValue(Object value) {
        checkNotNull(value);
        for (SkipList.Node<K, V> n : snapshot()) {
            if (value.equals(n.value)) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        checkKey(key);
        checkNotNull(value);
        return sl.put(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        checkKey(key);
        checkNotNull(value);
        return sl.put(key, value, true);
    }

    public V remove(Object key) {
        checkNotNull(key);
        return inBounds(key) ? sl.remove(key, null) : null;
    }

    public boolean remove(Object key, Object value) {
        checkNotNull(key);
        return value != null && inBounds(key) && sl.remove(key, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        checkNotNull(key);
        checkNotNull(oldValue);
        checkNotNull(newValue);
        synchronized (sl) {
            SkipList.Node<K, V> n = inBounds(key) ? sl.find(key) : null;
            if (n == null || !oldValue.equals(n.value)) {
                return false;
            }
            n.value = newValue;
            return true;
        }
    }

    public V replace(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        synchronized (sl) {
            SkipList.Node<K, V> n = inBounds(key) ? sl.find(key) : null;
            if (n == null) {
                return null;
            }
            V old = n.value;
            n.value = value;
            return old;
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> f) {
        checkKey(key);
        checkNotNull(f);
        synchronized (sl) {
            V v = get(key);
            if (v == null && (v = f.apply(key)) != null) {
                sl.put(key, v, false);
            }
            return v;
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        checkNotNull(key);
        checkNotNull(f);
        synchronized (sl) {
            V v = get(key);
            if (v == null) {
                return null;
            }
            V r = f.apply(key, v);
            if (r == null) {
                sl.remove(key, null);
            } else {
                sl.put(key, r, false);
            }
            return r;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        checkKey(key);
        checkNotNull(f);
        synchronized (sl) {
            V r = f.apply(key, get(key));
            if (r == null) {
                sl.remove(key, null);
            } else {
                sl.put(key, r, false);
            }
            return r;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
        checkKey(key);
        checkNotNull(value);
        checkNotNull(f);
        synchronized (sl) {
            V old = get(key);
            V r = old == null ? value : f.apply(old, value);
            if (r == null) {
                sl.remove(key, null);
            } else {
                sl.put(key, r, false);
            }
            return r;
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
        checkNotNull(f);
        synchronized (sl) {
            for (SkipList.Node<K, V> n : sl.range(lo, loInclusive, hi, hiInclusive)) {
                V v = f.apply(n.key, n.value);
                checkNotNull(v);
                n.value = v;
            }
        }
    }

    public void clear() {
        synchronized (sl) {
            for (SkipList.Node<K, V> n : sl.range(lo, loInclusive, hi, hiInclusive)) {
                sl.remove(n.key, null);
            }
        }
    }

    /* ---- NavigableMap ---- */
    public Comparator<? super K> comparator() {
        Comparator<? super K> c = sl.comparator;
        if (!descending) {
            return c;
        }
        if (c == null) {
            return Collections.reverseOrder();
        }
        return Collections.reverseOrder(c);
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return entry(near(key, SkipList.LT));
    }

    public K lowerKey(K key) {
        return key(near(key, SkipList.LT));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return entry(near(key, SkipList.LT | SkipList.EQ));
    }

    public K floorKey(K key) {
        return key(near(key, SkipList.LT | SkipList.EQ));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return entry(near(key, SkipList.GT | SkipList.EQ));
    }

    public K ceilingKey(K key) {
        return key(near(key, SkipList.GT | SkipList.EQ));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return entry(near(key, SkipList.GT));
    }

    public K higherKey(K key) {
        return key(near(key, SkipList.GT));
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (sl) {
            return entry(firstNode());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (sl) {
            return entry(lastNode());
        }
    }

    public K firstKey() {
        SkipList.Node<K, V> n = firstNode();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public K lastKey() {
        SkipList.Node<K, V> n = lastNode();
        if (n == null) {
            throw new NoSuchElementException();
        }
        return n.key;
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (sl) {
            Map.Entry<K, V> e = entry(firstNode());
            if (e != null) {
                sl.remove(e.getKey(), null);
            }
            return e;
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (sl) {
            Map.Entry<K, V> e = entry(lastNode());
            if (e != null) {
                sl.remove(e.getKey(), null);
            }
            return e;
        }
    }

    /* ---- views ---- */
    /* from/to in this view's order; null: open */
    private SkipListView<K, V> newView(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (descending) {
            K tk = fromKey;
            fromKey = toKey;
            toKey = tk;
            boolean ti = fromInclusive;
            fromInclusive = toInclusive;
            toInclusive = ti;
        }
        if (lo != null) {
            if (fromKey == null) {
                fromKey = lo;
                fromInclusive = loInclusive;
            } else {
                int c = sl.cpr(fromKey, lo);
                if (c < 0 || (c == 0 && !loInclusive && fromInclusive)) {
                    throw new IllegalArgumentException("key out of range");
                }
            }
        }
        if (hi != null) {
            if (toKey == null) {
                toKey = hi;
                toInclusive = hiInclusive;
            } else {
                int c = sl.cpr(toKey, hi);
                if (c > 0 || (c == 0 && !hiInclusive && toInclusive)) {
                    throw new IllegalArgumentException("key out of range");
                }
            }
        }
        return new SkipListView<K, V>(sl, fromKey, fromInclusive, toKey, toInclusive, descending);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        checkNotNull(fromKey);
        checkNotNull(toKey);
        if (sl.cpr(fromKey, toKey) * (descending ? -1 : 1) > 0) {
            throw new IllegalArgumentException("inconsistent range");
        }
        return newView(fromKey, fromInclusive, toKey, toInclusive);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        checkNotNull(toKey);
        return newView(null, false, toKey, inclusive);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        checkNotNull(fromKey);
        return newView(fromKey, inclusive, null, false);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        return new SkipListView<K, V>(sl, lo, loInclusive, hi, hiInclusive, !descending);
    }

    public NavigableSet<K> keySet() {
        return new SkipListKeySet<K>(this);
    }

    public NavigableSet<K> navigableKeySet() {
        return new SkipListKeySet<K>(this);
    }

    public NavigableSet<K> descendingKeySet() {
        return new SkipListKeySet<K>(descendingMap());
    }

    /** Walks a snapshot; remove() removes the last key returned from the map. */
    private abstract class SnapshotIter<T> implements Iterator<T> {
        private final ArrayList<SkipList.Node<K, V>> nodes = snapshot();
        private int next;
        private SkipList.Node<K, V> last;

        public boolean hasNext() {
            return next < nodes.size();
        }

        SkipList.Node<K, V> nextNode() {
            if (next >= nodes.size()) {
                throw new NoSuchElementException();
            }
            return last = nodes.get(next++);
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            SkipListView.this.remove(last.key);
            last = null;
        }
    }

    Iterator<K> keyIterator() {
        return new SnapshotIter<K>() {
            public K next() {
                return nextNode().key;
            }
        };
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new SnapshotIter<V>() {
                    public V next() {
                        return nextNode().value;
                    }
                };
            }

            public int size() {
                return SkipListView.this.size();
            }

            public boolean isEmpty() {
                return SkipListView.this.isEmpty();
            }

            public boolean contains(Object o) {
                return containsValue(o);
            }

            public void clear() {
                SkipListView.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SnapshotIter<Map.Entry<K, V>>() {
                    public Map.Entry<K, V> next() {
                        return entry(nextNode());
                    }
                };
            }

            public int size() {
                return SkipListView.this.size();
            }

            public boolean isEmpty() {
                return SkipListView.this.isEmpty();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                V v = e.getKey() == null ? null : get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return e.getKey() != null && SkipListView.this.remove(e.getKey(), e.getValue());
            }

            public void clear() {
                SkipListView.this.clear();
            }
        };
    }
}
