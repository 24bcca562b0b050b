package java.util;

/** The key, value and entry views of a WeakHashMap and their iterator (the JDK's order). */
final class WeakHashMapViews {
    private WeakHashMapViews() {
    }

    /* Walks the table from its last bucket down; holds the next key strongly so that it
       cannot be cleared between hasNext and next. */
    abstract static class HashIterator<K, V, T> implements Iterator<T> {
        private final WeakHashMap<K, V> map;
        private int index;
        private WeakHashMap.Entry<K, V> entry;
        private WeakHashMap.Entry<K, V> lastReturned;
        private int expectedModCount;
        private Object nextKey;
        private Object currentKey;

        HashIterator(WeakHashMap<K, V> map) {
            this.map = map;
            expectedModCount = map.modCount;
            index = map.isEmpty() ? 0 : map.table.length;
        }

        public boolean hasNext() {
            WeakHashMap.Entry<K, V>[] t = map.table;
            while (nextKey == null) {
                WeakHashMap.Entry<K, V> e = entry;
                int i = index;
                while (e == null && i > 0) {
                    e = t[--i];
                }
                entry = e;
                index = i;
                if (e == null) {
                    currentKey = null;
                    return false;
                }
                nextKey = e.get();
                if (nextKey == null) {
                    entry = entry.next;
                }
            }
            return true;
        }

        protected WeakHashMap.Entry<K, V> nextEntry() {
            if (map.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (nextKey == null && !hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturned = entry;
            entry = entry.next;
            currentKey = nextKey;
            nextKey = null;
            return lastReturned;
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (map.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            map.remove(WeakHashMap.unmaskNull(currentKey));
            expectedModCount = map.modCount;
            lastReturned = null;
            currentKey = null;
        }
    }

    static final class KeySet<K, V> extends AbstractSet<K> {
        private final WeakHashMap<K, V> map;

        KeySet(WeakHashMap<K, V> map) {
            this.map = map;
        }

        public Iterator<K> iterator() {
            return new HashIterator<K, V, K>(map) {
                public K next() {
                    return nextEntry().getKey();
                }
            };
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            if (map.containsKey(o)) {
                map.remove(o);
                return true;
            }
            return false;
        }

        public void clear() {
            map.clear();
        }
    }

    static final class Values<K, V> extends AbstractCollection<V> {
        private final WeakHashMap<K, V> map;

        Values(WeakHashMap<K, V> map) {
            this.map = map;
        }

        public Iterator<V> iterator() {
            return new HashIterator<K, V, V>(map) {
                public V next() {
                    return nextEntry().value;
                }
            };
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

    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        private final WeakHashMap<K, V> map;

        EntrySet(WeakHashMap<K, V> map) {
            this.map = map;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new HashIterator<K, V, Map.Entry<K, V>>(map) {
                public Map.Entry<K, V> next() {
                    return nextEntry();
                }
            };
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            WeakHashMap.Entry<K, V> candidate = map.getEntry(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public boolean remove(Object o) {
            return map.removeMapping(o);
        }

        public int size() {
            return map.size();
        }

        public void clear() {
            map.clear();
        }
    }
}
