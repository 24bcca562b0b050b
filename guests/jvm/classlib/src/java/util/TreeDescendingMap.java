package java.util;

/**
 * The reverse-order view of a TreeMap or of one of its range views (TreeMap.descendingMap,
 * descendingKeySet, TreeSet.descendingSet). Reads, writes and removals go to the backing
 * tree; navigation is the forward range's mirrored (lower is the forward higher, first the
 * forward last), and its entries are the tree's own (setValue writes through).
 */
final class TreeDescendingMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V> {
    /** The forward range, in ascending order. */
    private final TreeSubMap<K, V> s;
    /** What descendingMap() gives back: the TreeMap itself or the forward range view. */
    private final NavigableMap<K, V> forward;

    TreeDescendingMap(TreeSubMap<K, V> s, NavigableMap<K, V> forward) {
        this.s = s;
        this.forward = forward;
    }

    public int size() {
        return s.size();
    }

    public boolean isEmpty() {
        return s.isEmpty();
    }

    public boolean containsKey(Object key) {
        return s.containsKey(key);
    }

    public V get(Object key) {
        return s.get(key);
    }

    public V put(K key, V value) {
        return s.put(key, value);
    }

    public V remove(Object key) {
        return s.remove(key);
    }

    public Comparator<? super K> comparator() {
        return Collections.reverseOrder(s.comparator());
    }

    public K firstKey() {
        return s.lastKey();
    }

    public K lastKey() {
        return s.firstKey();
    }

    public Map.Entry<K, V> firstEntry() {
        return s.lastEntry();
    }

    public Map.Entry<K, V> lastEntry() {
        return s.firstEntry();
    }

    public Map.Entry<K, V> pollFirstEntry() {
        return s.pollLastEntry();
    }

    public Map.Entry<K, V> pollLastEntry() {
        return s.pollFirstEntry();
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return s.higherEntry(key);
    }

    public K lowerKey(K key) {
        return s.higherKey(key);
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return s.ceilingEntry(key);
    }

    public K floorKey(K key) {
        return s.ceilingKey(key);
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return s.floorEntry(key);
    }

    public K ceilingKey(K key) {
        return s.floorKey(key);
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return s.lowerEntry(key);
    }

    public K higherKey(K key) {
        return s.lowerKey(key);
    }

    public NavigableMap<K, V> descendingMap() {
        return forward;
    }

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        return new TreeMap.KeySet<K>(this);
    }

    public NavigableSet<K> descendingKeySet() {
        return forward.navigableKeySet();
    }

    private NavigableMap<K, V> of(NavigableMap<K, V> range) {
        TreeSubMap<K, V> r = (TreeSubMap<K, V>) range;
        return new TreeDescendingMap<K, V>(r, r);
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (s.m.compare(fromKey, toKey) < 0) {
            throw new IllegalArgumentException("fromKey > toKey");
        }
        return of(s.subMap(toKey, toInclusive, fromKey, fromInclusive));
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return of(s.tailMap(toKey, inclusive));
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return of(s.headMap(fromKey, inclusive));
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                final TreeMap.Entry<K, V> first = s.absHighest();
                return new Iterator<Map.Entry<K, V>>() {
                    TreeMap.Entry<K, V> next = first;
                    TreeMap.Entry<K, V> last;
                    int expectedModCount = s.m.modCount;

                    public boolean hasNext() {
                        return next != null && !s.tooLow(next.key);
                    }

                    public Map.Entry<K, V> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        if (s.m.modCount != expectedModCount) {
                            throw new ConcurrentModificationException();
                        }
                        last = next;
                        next = TreeMap.predecessor(next);
                        return last;
                    }

                    public void remove() {
                        if (last == null) {
                            throw new IllegalStateException();
                        }
                        if (s.m.modCount != expectedModCount) {
                            throw new ConcurrentModificationException();
                        }
                        // deleting a node with two children moves its successor's contents
                        // into it: the predecessor (next) is not touched
                        s.m.deleteEntry(last);
                        last = null;
                        expectedModCount = s.m.modCount;
                    }
                };
            }

            public int size() {
                return s.size();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                @SuppressWarnings("unchecked")
                K k = (K) e.getKey();
                return s.containsKey(k) && Objects.equals(s.get(k), e.getValue());
            }

            public boolean remove(Object o) {
                if (!contains(o)) {
                    return false;
                }
                s.remove(((Map.Entry<?, ?>) o).getKey());
                return true;
            }
        };
    }
}
