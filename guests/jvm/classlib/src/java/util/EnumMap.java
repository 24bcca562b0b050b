package java.util;

/**
 * A map keyed by the constants of one enum class: an array indexed by ordinal; iterates in
 * ordinal order (keySet, values, entrySet, toString), as the JDK's.
 */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private final Class<K> keyType;
    /** The constants by ordinal; null (and vals empty) until the enum class is initialised. */
    private Enum<?>[] keyUniverse;
    private Object[] vals;
    private int size;

    /** Stands for a null value in vals (where null means absent). */
    private static final Object NULL = new Object();

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        keyUniverse = jdk.internal.misc.EnumUniverse.ofIfInitialised(keyType);
        vals = new Object[keyUniverse == null ? 0 : keyUniverse.length];
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        keyUniverse = m.keyUniverse;
        vals = m.vals.clone();
        size = m.size;
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            keyType = em.keyType;
            keyUniverse = em.keyUniverse;
            vals = em.vals.clone();
            size = em.size;
        } else {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("Specified map is empty");
            }
            keyType = m.keySet().iterator().next().getDeclaringClass();
            keyUniverse = jdk.internal.misc.EnumUniverse.of(keyType);
            vals = new Object[keyUniverse.length];
            putAll(m);
        }
    }

    private int index(Object key) {
        if (key == null) {
            return -1;
        }
        Class<?> c = key.getClass();
        if (c != keyType && c.getSuperclass() != keyType) {
            return -1;
        }
        int i = ((Enum<?>) key).ordinal();
        return i < vals.length ? i : -1;
    }

    @SuppressWarnings("unchecked")
    private V unmask(Object v) {
        return v == NULL ? null : (V) v;
    }

    public int size() {
        return size;
    }

    public boolean containsValue(Object value) {
        Object m = value == null ? NULL : value;
        for (Object v : vals) {
            if (v != null && m.equals(v)) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        int i = index(key);
        return i >= 0 && vals[i] != null;
    }

    public V get(Object key) {
        int i = index(key);
        return i >= 0 ? unmask(vals[i]) : null;
    }

    public V put(K key, V value) {
        Class<?> c = key.getClass();
        if (c != keyType && c.getSuperclass() != keyType) {
            throw new ClassCastException(c + " != " + keyType);
        }
        if (keyUniverse == null) {
            keyUniverse = jdk.internal.misc.EnumUniverse.of(keyType);
            vals = new Object[keyUniverse.length];
        }
        int i = key.ordinal();
        Object old = vals[i];
        vals[i] = value == null ? NULL : value;
        if (old == null) {
            size++;
        }
        return unmask(old);
    }

    public V remove(Object key) {
        int i = index(key);
        if (i < 0) {
            return null;
        }
        Object old = vals[i];
        vals[i] = null;
        if (old != null) {
            size--;
        }
        return unmask(old);
    }

    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public int size() {
                return size;
            }

            public void clear() {
                EnumMap.this.clear();
            }

            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iterator<Map.Entry<K, V>>() {
                    int next = find(0);
                    int last = -1;

                    private int find(int from) {
                        for (int i = from; i < vals.length; i++) {
                            if (vals[i] != null) {
                                return i;
                            }
                        }
                        return -1;
                    }

                    public boolean hasNext() {
                        return next >= 0;
                    }

                    public Map.Entry<K, V> next() {
                        if (next < 0) {
                            throw new NoSuchElementException();
                        }
                        last = next;
                        next = find(next + 1);
                        return new Entry(last);
                    }

                    public void remove() {
                        if (last < 0) {
                            throw new IllegalStateException();
                        }
                        if (vals[last] != null) {
                            vals[last] = null;
                            size--;
                        }
                        last = -1;
                    }
                };
            }
        };
    }

    /** A live entry: setValue writes the map. */
    private final class Entry implements Map.Entry<K, V> {
        private final int index;

        Entry(int index) {
            this.index = index;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            return (K) keyUniverse[index];
        }

        public V getValue() {
            return unmask(vals[index]);
        }

        public V setValue(V value) {
            V old = unmask(vals[index]);
            vals[index] = value == null ? NULL : value;
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return getKey() == e.getKey() && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return getKey().hashCode() ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }

    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        try {
            EnumMap<K, V> m = (EnumMap<K, V>) super.clone();
            m.vals = vals.clone();
            return m;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
