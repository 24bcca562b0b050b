package java.util;

/**
 * The unmodifiable collections of List.of, Set.of, Map.of and their copyOf forms: no nulls
 * (NullPointerException), every mutator throws UnsupportedOperationException. Unlike the JDK,
 * Set.of and Map.of iterate in insertion order (the JDK randomizes it per run; programs that
 * print it are not deterministic there).
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    static Object[] checked(Object[] input) {
        Object[] a = new Object[input.length];
        for (int i = 0; i < input.length; i++) {
            a[i] = Objects.requireNonNull(input[i]);
        }
        return a;
    }

    abstract static class ImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(java.util.function.Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    /** List.of(...): an array that is never written after construction. */
    static final class ListN<E> extends AbstractList<E> implements RandomAccess {
        static final ListN<Object> EMPTY = new ListN<Object>(new Object[0]);
        private final Object[] elements;

        ListN(Object[] checkedElements) {
            this.elements = checkedElements;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index < 0 || index >= elements.length) {
                if (elements.length == 1 || elements.length == 2) { /* the JDK's List12 */
                    throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
                }
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + elements.length);
            }
            return (E) elements[index];
        }

        public int size() {
            return elements.length;
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        public boolean add(E e) {
            throw uoe();
        }

        public void add(int index, E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(java.util.function.Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public Iterator<E> iterator() {
            return new ListItr(0);
        }

        public ListIterator<E> listIterator() {
            return new ListItr(0);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > elements.length) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return new ListItr(index);
        }

        /** The JDK's ListItr: remove, set and add are unsupported (not IllegalStateException). */
        private final class ListItr implements ListIterator<E> {
            private int cursor;

            ListItr(int cursor) {
                this.cursor = cursor;
            }

            public boolean hasNext() {
                return cursor != elements.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (cursor >= elements.length) {
                    throw new NoSuchElementException();
                }
                return (E) elements[cursor++];
            }

            public boolean hasPrevious() {
                return cursor != 0;
            }

            @SuppressWarnings("unchecked")
            public E previous() {
                if (cursor <= 0) {
                    throw new NoSuchElementException();
                }
                return (E) elements[--cursor];
            }

            public int nextIndex() {
                return cursor;
            }

            public int previousIndex() {
                return cursor - 1;
            }

            public void remove() {
                throw uoe();
            }

            public void set(E e) {
                throw uoe();
            }

            public void add(E e) {
                throw uoe();
            }
        }
    }

    /** Set.of(...): distinct elements in insertion order. */
    static final class SetN<E> extends ImmutableCollection<E> implements Set<E> {
        static final SetN<Object> EMPTY = new SetN<Object>(new Object[0], false);
        private final Object[] elements;

        SetN(Object[] checkedElements, boolean rejectDuplicates) {
            Object[] kept = new Object[checkedElements.length];
            int n = 0;
            for (Object e : checkedElements) {
                boolean seen = false;
                for (int i = 0; i < n && !seen; i++) {
                    seen = kept[i].equals(e);
                }
                if (seen && rejectDuplicates) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
                if (!seen) {
                    kept[n++] = e;
                }
            }
            this.elements = Arrays.copyOf(kept, n);
        }

        public int size() {
            return elements.length;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            for (Object e : elements) {
                if (o.equals(e)) {
                    return true;
                }
            }
            return false;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int next;

                public boolean hasNext() {
                    return next < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (next >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[next++];
                }
            };
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Set<?> s = (Set<?>) o;
            return s.size() == size() && containsAll(s);
        }

        public int hashCode() {
            int h = 0;
            for (Object e : elements) {
                h += e.hashCode();
            }
            return h;
        }
    }

    /** Map.of(...) and Map.ofEntries(...): distinct keys in insertion order. */
    static final class MapN<K, V> extends AbstractMap<K, V> {
        static final MapN<Object, Object> EMPTY = new MapN<Object, Object>(new Object[0], false);
        private final Object[] keys;
        private final Object[] values;

        /** kv holds key, value, key, value ..., all non-null. */
        MapN(Object[] kv, boolean rejectDuplicates) {
            int n = 0;
            Object[] k = new Object[kv.length / 2];
            Object[] v = new Object[kv.length / 2];
            for (int i = 0; i < kv.length; i += 2) {
                int at = find(k, n, kv[i]);
                if (at >= 0 && rejectDuplicates) {
                    throw new IllegalArgumentException("duplicate key: " + kv[i]);
                }
                if (at >= 0) {
                    v[at] = kv[i + 1];
                } else {
                    k[n] = kv[i];
                    v[n++] = kv[i + 1];
                }
            }
            this.keys = Arrays.copyOf(k, n);
            this.values = Arrays.copyOf(v, n);
        }

        private static int find(Object[] keys, int n, Object key) {
            for (int i = 0; i < n; i++) {
                if (keys[i].equals(key)) {
                    return i;
                }
            }
            return -1;
        }

        public int size() {
            return keys.length;
        }

        public boolean containsKey(Object key) {
            return find(keys, keys.length, Objects.requireNonNull(key)) >= 0;
        }

        public boolean containsValue(Object value) {
            Objects.requireNonNull(value);
            for (Object v : values) {
                if (value.equals(v)) {
                    return true;
                }
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public V get(Object key) {
            int at = find(keys, keys.length, Objects.requireNonNull(key));
            return at < 0 ? null : (V) values[at];
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) {
            throw uoe();
        }

        public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
            throw uoe();
        }

        public Set<Map.Entry<K, V>> entrySet() {
            Object[] entries = new Object[keys.length];
            for (int i = 0; i < keys.length; i++) {
                entries[i] = new KeyValueHolder<Object, Object>(keys[i], values[i]);
            }
            return new SetN<Map.Entry<K, V>>(entries, false);
        }
    }

    /** Map.entry(k, v): an unmodifiable, non-null pair. */
    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        private final K key;
        private final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException("not supported");
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }
}
