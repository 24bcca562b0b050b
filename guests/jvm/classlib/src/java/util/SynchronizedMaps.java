package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The views of Collections.synchronizedMap/SortedMap/NavigableMap: every method holds the
 * view's mutex while it calls the backing map, and the key, value and entry views (and the
 * sub-maps) share that mutex, as the JDK's do (see SynchronizedCollections for why green
 * threads need them). Iterating a view is not synchronised: the caller holds the mutex.
 */
class SynchronizedMaps {
    private SynchronizedMaps() {
    }

    static class SyncMap<K, V> implements Map<K, V> {
        private final Map<K, V> m;
        final Object mutex;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        SyncMap(Map<K, V> m) {
            this.m = Objects.requireNonNull(m);
            this.mutex = this;
        }

        SyncMap(Map<K, V> m, Object mutex) {
            this.m = Objects.requireNonNull(m);
            this.mutex = Objects.requireNonNull(mutex);
        }

        public int size() {
            synchronized (mutex) {
                return m.size();
            }
        }

        public boolean isEmpty() {
            synchronized (mutex) {
                return m.isEmpty();
            }
        }

        public boolean containsKey(Object key) {
            synchronized (mutex) {
                return m.containsKey(key);
            }
        }

        public boolean containsValue(Object value) {
            synchronized (mutex) {
                return m.containsValue(value);
            }
        }

        public V get(Object key) {
            synchronized (mutex) {
                return m.get(key);
            }
        }

        public V put(K key, V value) {
            synchronized (mutex) {
                return m.put(key, value);
            }
        }

        public V remove(Object key) {
            synchronized (mutex) {
                return m.remove(key);
            }
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            synchronized (mutex) {
                m.putAll(map);
            }
        }

        public void clear() {
            synchronized (mutex) {
                m.clear();
            }
        }

        public Set<K> keySet() {
            synchronized (mutex) {
                if (keySet == null) {
                    keySet = new SynchronizedCollections.SyncSet<K>(m.keySet(), mutex);
                }
                return keySet;
            }
        }

        public Set<Map.Entry<K, V>> entrySet() {
            synchronized (mutex) {
                if (entrySet == null) {
                    entrySet = new SynchronizedCollections.SyncSet<Map.Entry<K, V>>(m.entrySet(), mutex);
                }
                return entrySet;
            }
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            synchronized (mutex) {
                return m.equals(o);
            }
        }

        public Collection<V> values() {
            synchronized (mutex) {
                if (values == null) {
                    values = new SynchronizedCollections.SyncCollection<V>(m.values(), mutex);
                }
                return values;
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return m.hashCode();
            }
        }

        public String toString() {
            synchronized (mutex) {
                return m.toString();
            }
        }

        public V getOrDefault(Object k, V defaultValue) {
            synchronized (mutex) {
                return m.getOrDefault(k, defaultValue);
            }
        }

        public void forEach(BiConsumer<? super K, ? super V> action) {
            synchronized (mutex) {
                m.forEach(action);
            }
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            synchronized (mutex) {
                m.replaceAll(function);
            }
        }

        public V putIfAbsent(K key, V value) {
            synchronized (mutex) {
                return m.putIfAbsent(key, value);
            }
        }

        public boolean remove(Object key, Object value) {
            synchronized (mutex) {
                return m.remove(key, value);
            }
        }

        public boolean replace(K key, V oldValue, V newValue) {
            synchronized (mutex) {
                return m.replace(key, oldValue, newValue);
            }
        }

        public V replace(K key, V value) {
            synchronized (mutex) {
                return m.replace(key, value);
            }
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> f) {
            synchronized (mutex) {
                return m.computeIfAbsent(key, f);
            }
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
            synchronized (mutex) {
                return m.computeIfPresent(key, f);
            }
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
            synchronized (mutex) {
                return m.compute(key, f);
            }
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
            synchronized (mutex) {
                return m.merge(key, value, f);
            }
        }
    }

    static class SyncSortedMap<K, V> extends SyncMap<K, V> implements SortedMap<K, V> {
        private final SortedMap<K, V> sm;

        SyncSortedMap(SortedMap<K, V> m) {
            super(m);
            sm = m;
        }

        SyncSortedMap(SortedMap<K, V> m, Object mutex) {
            super(m, mutex);
            sm = m;
        }

        public Comparator<? super K> comparator() {
            synchronized (mutex) {
                return sm.comparator();
            }
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            synchronized (mutex) {
                return new SyncSortedMap<K, V>(sm.subMap(fromKey, toKey), mutex);
            }
        }

        public SortedMap<K, V> headMap(K toKey) {
            synchronized (mutex) {
                return new SyncSortedMap<K, V>(sm.headMap(toKey), mutex);
            }
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            synchronized (mutex) {
                return new SyncSortedMap<K, V>(sm.tailMap(fromKey), mutex);
            }
        }

        public K firstKey() {
            synchronized (mutex) {
                return sm.firstKey();
            }
        }

        public K lastKey() {
            synchronized (mutex) {
                return sm.lastKey();
            }
        }
    }

    static final class SyncNavigableMap<K, V> extends SyncSortedMap<K, V> implements NavigableMap<K, V> {
        private final NavigableMap<K, V> nm;

        SyncNavigableMap(NavigableMap<K, V> m) {
            super(m);
            nm = m;
        }

        SyncNavigableMap(NavigableMap<K, V> m, Object mutex) {
            super(m, mutex);
            nm = m;
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            synchronized (mutex) {
                return nm.lowerEntry(key);
            }
        }

        public K lowerKey(K key) {
            synchronized (mutex) {
                return nm.lowerKey(key);
            }
        }

        public Map.Entry<K, V> floorEntry(K key) {
            synchronized (mutex) {
                return nm.floorEntry(key);
            }
        }

        public K floorKey(K key) {
            synchronized (mutex) {
                return nm.floorKey(key);
            }
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            synchronized (mutex) {
                return nm.ceilingEntry(key);
            }
        }

        public K ceilingKey(K key) {
            synchronized (mutex) {
                return nm.ceilingKey(key);
            }
        }

        public Map.Entry<K, V> higherEntry(K key) {
            synchronized (mutex) {
                return nm.higherEntry(key);
            }
        }

        public K higherKey(K key) {
            synchronized (mutex) {
                return nm.higherKey(key);
            }
        }

        public Map.Entry<K, V> firstEntry() {
            synchronized (mutex) {
                return nm.firstEntry();
            }
        }

        public Map.Entry<K, V> lastEntry() {
            synchronized (mutex) {
                return nm.lastEntry();
            }
        }

        public Map.Entry<K, V> pollFirstEntry() {
            synchronized (mutex) {
                return nm.pollFirstEntry();
            }
        }

        public Map.Entry<K, V> pollLastEntry() {
            synchronized (mutex) {
                return nm.pollLastEntry();
            }
        }

        public NavigableMap<K, V> descendingMap() {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.descendingMap(), mutex);
            }
        }

        public NavigableSet<K> keySet() {
            synchronized (mutex) {
                return navigableKeySet();
            }
        }

        public NavigableSet<K> navigableKeySet() {
            synchronized (mutex) {
                return new SynchronizedCollections.SyncNavigableSet<K>(nm.navigableKeySet(), mutex);
            }
        }

        public NavigableSet<K> descendingKeySet() {
            synchronized (mutex) {
                return new SynchronizedCollections.SyncNavigableSet<K>(nm.descendingKeySet(), mutex);
            }
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.subMap(fromKey, true, toKey, false), mutex);
            }
        }

        public SortedMap<K, V> headMap(K toKey) {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.headMap(toKey, false), mutex);
            }
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.tailMap(fromKey, true), mutex);
            }
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive), mutex);
            }
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.headMap(toKey, inclusive), mutex);
            }
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            synchronized (mutex) {
                return new SyncNavigableMap<K, V>(nm.tailMap(fromKey, inclusive), mutex);
            }
        }
    }
}
