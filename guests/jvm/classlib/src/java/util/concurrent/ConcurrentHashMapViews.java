package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;

/** ConcurrentHashMap's values and entry-set views: iterators over snapshots, changes write through. */
final class ConcurrentHashMapViews {
    private ConcurrentHashMapViews() {
    }

    static final class Values<V> extends AbstractCollection<V> {
        private final ConcurrentHashMap<?, V> map;

        Values(ConcurrentHashMap<?, V> map) {
            this.map = map;
        }

        public Iterator<V> iterator() {
            return map.snapshotIterator(1);
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public void clear() {
            map.clear();
        }
    }

    static final class Entries<K, V> extends AbstractSet<Map.Entry<K, V>> {
        private final ConcurrentHashMap<K, V> map;

        Entries(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return map.snapshotIterator(2);
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            if (k == null || v == null) {
                return false;
            }
            Object r = map.get(k);
            return r != null && (r == v || r.equals(v));
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && map.remove(k, v);
        }

        public void clear() {
            map.clear();
        }
    }
}
