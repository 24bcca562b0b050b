package java.util;

/** A range view of a TreeMap. */
final class TreeSubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V> {
    final TreeMap<K, V> m;
    final K lo;
    final K hi;
    final boolean fromStart;
    final boolean toEnd;
    final boolean loInclusive;
    final boolean hiInclusive;

    TreeSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi, boolean hiInclusive) {
        this.m = m;
        this.fromStart = fromStart;
        this.lo = lo;
        this.loInclusive = loInclusive;
        this.toEnd = toEnd;
        this.hi = hi;
        this.hiInclusive = hiInclusive;
    }

    boolean tooLow(Object key) {
        if (!fromStart) {
            int c = m.compare(key, lo);
            return c < 0 || (c == 0 && !loInclusive);
        }
        return false;
    }

    boolean tooHigh(Object key) {
        if (!toEnd) {
            int c = m.compare(key, hi);
            return c > 0 || (c == 0 && !hiInclusive);
        }
        return false;
    }

    boolean inRange(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    TreeMap.Entry<K, V> absLowest() {
        TreeMap.Entry<K, V> e = fromStart ? m.getFirstEntry() : m.getCeilingEntry(lo, loInclusive);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> absHighest() {
        TreeMap.Entry<K, V> e = toEnd ? m.getLastEntry() : m.getFloorEntry(hi, hiInclusive);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> inRangeOrNull(TreeMap.Entry<K, V> e) {
        return (e == null || !inRange(e.key)) ? null : e;
    }

    public boolean containsKey(Object key) {
        return inRange(key) && m.containsKey(key);
    }

    public V put(K key, V value) {
        if (!inRange(key)) {
            throw new IllegalArgumentException("key out of range");
        }
        return m.put(key, value);
    }

    public V get(Object key) {
        return !inRange(key) ? null : m.get(key);
    }

    public V remove(Object key) {
        return !inRange(key) ? null : m.remove(key);
    }

    public int size() {
        int n = 0;
        for (TreeMap.Entry<K, V> e = absLowest(); e != null && !tooHigh(e.key); e = TreeMap.successor(e)) {
            n++;
        }
        return n;
    }

    public boolean isEmpty() {
        return absLowest() == null;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                final TreeMap.Entry<K, V> first = absLowest();
                return new Iterator<Map.Entry<K, V>>() {
                    TreeMap.Entry<K, V> next = first;
                    TreeMap.Entry<K, V> last;
                    int expectedModCount = m.modCount;

                    public boolean hasNext() {
                        return next != null && !tooHigh(next.key);
                    }

                    public Map.Entry<K, V> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        if (m.modCount != expectedModCount) {
                            throw new ConcurrentModificationException();
                        }
                        last = next;
                        next = TreeMap.successor(next);
                        return last;
                    }

                    public void remove() {
                        if (last == null) {
                            throw new IllegalStateException();
                        }
                        if (m.modCount != expectedModCount) {
                            throw new ConcurrentModificationException();
                        }
                        if (last.left != null && last.right != null) {
                            next = last;
                        }
                        m.deleteEntry(last);
                        last = null;
                        expectedModCount = m.modCount;
                    }
                };
            }

            public int size() {
                return TreeSubMap.this.size();
            }
        };
    }

    public Comparator<? super K> comparator() {
        return m.comparator();
    }

    public K firstKey() {
        return TreeMap.key(absLowest());
    }

    public K lastKey() {
        return TreeMap.key(absHighest());
    }

    public Map.Entry<K, V> firstEntry() {
        return TreeMap.exportEntry(absLowest());
    }

    public Map.Entry<K, V> lastEntry() {
        return TreeMap.exportEntry(absHighest());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        TreeMap.Entry<K, V> e = absLowest();
        Map.Entry<K, V> r = TreeMap.exportEntry(e);
        if (e != null) {
            m.deleteEntry(e);
        }
        return r;
    }

    public Map.Entry<K, V> pollLastEntry() {
        TreeMap.Entry<K, V> e = absHighest();
        Map.Entry<K, V> r = TreeMap.exportEntry(e);
        if (e != null) {
            m.deleteEntry(e);
        }
        return r;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return TreeMap.exportEntry(inRangeOrNull(tooHigh(key) ? absHighest() : m.getFloorEntry(key, false)));
    }

    public K lowerKey(K key) {
        return TreeMap.keyOrNull(lowerEntry(key));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return TreeMap.exportEntry(inRangeOrNull(tooHigh(key) ? absHighest() : m.getFloorEntry(key, true)));
    }

    public K floorKey(K key) {
        return TreeMap.keyOrNull(floorEntry(key));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return TreeMap.exportEntry(inRangeOrNull(tooLow(key) ? absLowest() : m.getCeilingEntry(key, true)));
    }

    public K ceilingKey(K key) {
        return TreeMap.keyOrNull(ceilingEntry(key));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return TreeMap.exportEntry(inRangeOrNull(tooLow(key) ? absLowest() : m.getCeilingEntry(key, false)));
    }

    public K higherKey(K key) {
        return TreeMap.keyOrNull(higherEntry(key));
    }

    public NavigableMap<K, V> descendingMap() {
        return new TreeDescendingMap<K, V>(this, this);
    }

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        return new TreeMap.KeySet<K>(this);
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    private NavigableMap<K, V> sub(boolean fs, K l, boolean li, boolean te, K h, boolean hi2) {
        if (!fs && (tooLow(l) || tooHigh(l))) {
            throw new IllegalArgumentException("fromKey out of range");
        }
        if (!te && (tooLow(h) || tooHigh(h))) {
            throw new IllegalArgumentException("toKey out of range");
        }
        return new TreeSubMap<K, V>(m, fs && fromStart, fs ? lo : l, fs ? loInclusive : li, te && toEnd, te ? hi : h, te ? hiInclusive : hi2);
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        return sub(false, fromKey, fromInclusive, false, toKey, toInclusive);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return sub(true, null, true, false, toKey, inclusive);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return sub(false, fromKey, inclusive, true, null, true);
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
}
