package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * A map that compares keys (and, in containsValue/remove(k, v), values) by reference, hashed
 * by System.identityHashCode: the JDK's linear-probe table of alternating keys and values.
 * Iteration order follows the identity hashes, as in the JDK (where they differ from ours, so
 * programs that print an IdentityHashMap's order are not deterministic there either).
 * Iterators walk a snapshot of the table taken when they start and fail fast on changes not
 * made through them.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final Object NULL_KEY = new Object();
    private static final int MINIMUM_CAPACITY = 4;
    private static final int MAXIMUM_CAPACITY = 1 << 29;

    transient Object[] table;
    int size;
    transient int modCount;

    public IdentityHashMap() {
        table = new Object[2 * 32];
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        table = new Object[2 * capacity(expectedMaxSize)];
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    private static int capacity(int expectedMaxSize) {
        if (expectedMaxSize > MAXIMUM_CAPACITY / 3) {
            return MAXIMUM_CAPACITY;
        }
        if (expectedMaxSize <= 2 * MINIMUM_CAPACITY / 3) {
            return MINIMUM_CAPACITY;
        }
        return Integer.highestOneBit(expectedMaxSize + (expectedMaxSize << 1));
    }

    private static Object maskNull(Object key) {
        return key == null ? NULL_KEY : key;
    }

    @SuppressWarnings("unchecked")
    static <K> K unmaskNull(Object key) {
        return key == NULL_KEY ? null : (K) key;
    }

    private static int hash(Object x, int length) {
        int h = System.identityHashCode(x);
        return ((h << 1) - (h << 8)) & (length - 1);
    }

    private static int nextKeyIndex(int i, int len) {
        return i + 2 < len ? i + 2 : 0;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private int indexOf(Object key) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                return i;
            }
            if (item == null) {
                return -1;
            }
            i = nextKeyIndex(i, len);
        }
    }

    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : (V) table[i + 1];
    }

    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    public boolean containsValue(Object value) {
        Object[] tab = table;
        for (int i = 1; i < tab.length; i += 2) {
            if (tab[i] == value && tab[i - 1] != null) {
                return true;
            }
        }
        return false;
    }

    @SuppressWarnings("unchecked")
    public V put(K key, V value) {
        Object k = maskNull(key);
        while (true) {
            Object[] tab = table;
            int len = tab.length;
            int i = hash(k, len);
            for (Object item; (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
                if (item == k) {
                    V old = (V) tab[i + 1];
                    tab[i + 1] = value;
                    return old;
                }
            }
            int s = size + 1;
            if (s + (s << 1) > len && resize(len)) {
                continue;
            }
            modCount++;
            tab[i] = k;
            tab[i + 1] = value;
            size = s;
            return null;
        }
    }

    private boolean resize(int newCapacity) {
        int newLength = newCapacity * 2;
        Object[] oldTable = table;
        int oldLength = oldTable.length;
        if (oldLength == 2 * MAXIMUM_CAPACITY) {
            if (size == MAXIMUM_CAPACITY - 1) {
                throw new IllegalStateException("Capacity exhausted.");
            }
            return false;
        }
        if (oldLength >= newLength) {
            return false;
        }
        Object[] newTable = new Object[newLength];
        for (int j = 0; j < oldLength; j += 2) {
            Object key = oldTable[j];
            if (key != null) {
                int i = hash(key, newLength);
                while (newTable[i] != null) {
                    i = nextKeyIndex(i, newLength);
                }
                newTable[i] = key;
                newTable[i + 1] = oldTable[j + 1];
            }
        }
        table = newTable;
        return true;
    }

    @SuppressWarnings("unchecked")
    public V remove(Object key) {
        int i = indexOf(key);
        if (i < 0) {
            return null;
        }
        V old = (V) table[i + 1];
        modCount++;
        size--;
        table[i] = null;
        table[i + 1] = null;
        closeDeletion(i);
        return old;
    }

    public boolean remove(Object key, Object value) {
        int i = indexOf(key);
        if (i < 0 || table[i + 1] != value) {
            return false;
        }
        remove(key);
        return true;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        int i = indexOf(key);
        if (i < 0 || table[i + 1] != oldValue) {
            return false;
        }
        table[i + 1] = newValue;
        return true;
    }

    /** Moves later entries of the probe run into the hole at d (Knuth's algorithm R). */
    private void closeDeletion(int d) {
        Object[] tab = table;
        int len = tab.length;
        Object item;
        for (int i = nextKeyIndex(d, len); (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
            int r = hash(item, len);
            if ((i < r && (r <= d || d <= i)) || (r <= d && d <= i)) {
                tab[d] = item;
                tab[d + 1] = tab[i + 1];
                tab[i] = null;
                tab[i + 1] = null;
                d = i;
            }
        }
    }

    public void clear() {
        modCount++;
        Arrays.fill(table, null);
        size = 0;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size) {
                return false;
            }
            Object[] tab = m.table;
            for (int i = 0; i < tab.length; i += 2) {
                Object k = tab[i];
                if (k != null) {
                    int j = indexOf(unmaskNull(k));
                    if (j < 0 || table[j + 1] != tab[i + 1]) {
                        return false;
                    }
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int result = 0;
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            Object key = tab[i];
            if (key != null) {
                result += System.identityHashCode(unmaskNull(key)) ^ System.identityHashCode(tab[i + 1]);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        IdentityHashMap<K, V> m = new IdentityHashMap<K, V>();
        m.table = table.clone();
        m.size = size;
        return m;
    }

    @SuppressWarnings("unchecked")
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expected = modCount;
        Object[] t = table;
        for (int i = 0; i < t.length; i += 2) {
            Object k = t[i];
            if (k != null) {
                action.accept((K) unmaskNull(k), (V) t[i + 1]);
            }
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
        }
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expected = modCount;
        Object[] t = table;
        for (int i = 0; i < t.length; i += 2) {
            Object k = t[i];
            if (k != null) {
                t[i + 1] = function.apply((K) unmaskNull(k), (V) t[i + 1]);
            }
            if (modCount != expected) {
                throw new ConcurrentModificationException();
            }
        }
    }

    private final class EntryIterator implements Iterator<Map.Entry<K, V>> {
        private final Object[] snapshot = table.clone();
        private int index;
        private int expectedModCount = modCount;
        private Object lastKey;
        private boolean canRemove;

        public boolean hasNext() {
            while (index < snapshot.length && snapshot[index] == null) {
                index += 2;
            }
            return index < snapshot.length;
        }

        public Map.Entry<K, V> next() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastKey = snapshot[index];
            index += 2;
            canRemove = true;
            return new IdEntry(IdentityHashMap.<K>unmaskNull(lastKey));
        }

        public void remove() {
            if (!canRemove) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            canRemove = false;
            IdentityHashMap.this.remove(unmaskNull(lastKey));
            expectedModCount = modCount;
        }
    }

    /** An entry that reads and writes through to the map. */
    private final class IdEntry implements Map.Entry<K, V> {
        private final K key;

        IdEntry(K key) {
            this.key = key;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return get(key);
        }

        public V setValue(V value) {
            return put(key, value);
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return e.getKey() == key && e.getValue() == getValue();
        }

        public int hashCode() {
            return System.identityHashCode(key) ^ System.identityHashCode(getValue());
        }

        public String toString() {
            return key + "=" + getValue();
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new EntryIterator();
            }

            public int size() {
                return size;
            }

            public void clear() {
                IdentityHashMap.this.clear();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                int i = indexOf(e.getKey());
                return i >= 0 && table[i + 1] == e.getValue();
            }
        };
    }

    public Set<K> keySet() {
        return new AbstractSet<K>() {
            public Iterator<K> iterator() {
                final EntryIterator it = new EntryIterator();
                return new Iterator<K>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public K next() {
                        return it.next().getKey();
                    }

                    public void remove() {
                        it.remove();
                    }
                };
            }

            public int size() {
                return size;
            }

            public boolean contains(Object o) {
                return containsKey(o);
            }

            public boolean remove(Object o) {
                int before = size;
                IdentityHashMap.this.remove(o);
                return size != before;
            }

            public void clear() {
                IdentityHashMap.this.clear();
            }
        };
    }
}
