package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.SortedSet;

/**
 * The keys of a ConcurrentNavigableMap as a NavigableSet (ConcurrentSkipListMap.keySet and
 * its kin; ConcurrentSkipListSet extends it with add). Subsets are key sets of sub-maps.
 */
class SkipListKeySet<E> extends AbstractSet<E> implements NavigableSet<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    ConcurrentNavigableMap<E, ?> m;

    SkipListKeySet(ConcurrentNavigableMap<E, ?> m) {
        this.m = m;
    }

    /** A set of the same kind over the view v. */
    SkipListKeySet<E> make(ConcurrentNavigableMap<E, ?> v) {
        return new SkipListKeySet<E>(v);
    }

    public int size() {
        return m.size();
    }

    public boolean isEmpty() {
        return m.isEmpty();
    }

    public boolean contains(Object o) {
        return m.containsKey(o);
    }

    public boolean remove(Object o) {
        return m.remove(o) != null;
    }

    public void clear() {
        m.clear();
    }

    public E lower(E e) {
        return m.lowerKey(e);
    }

    public E floor(E e) {
        return m.floorKey(e);
    }

    public E ceiling(E e) {
        return m.ceilingKey(e);
    }

    public E higher(E e) {
        return m.higherKey(e);
    }

    public Comparator<? super E> comparator() {
        return m.comparator();
    }

    public E first() {
        return m.firstKey();
    }

    public E last() {
        return m.lastKey();
    }

    public E pollFirst() {
        Map.Entry<E, ?> e = m.pollFirstEntry();
        return e == null ? null : e.getKey();
    }

    public E pollLast() {
        Map.Entry<E, ?> e = m.pollLastEntry();
        return e == null ? null : e.getKey();
    }

    @SuppressWarnings("unchecked")
    public Iterator<E> iterator() {
        return ((SkipListView<E, ?>) m).keyIterator();
    }

    public Iterator<E> descendingIterator() {
        return descendingSet().iterator();
    }

    public NavigableSet<E> descendingSet() {
        return make(m.descendingMap());
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
        return make(m.subMap(fromElement, fromInclusive, toElement, toInclusive));
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        return make(m.headMap(toElement, inclusive));
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        return make(m.tailMap(fromElement, inclusive));
    }

    public NavigableSet<E> subSet(E fromElement, E toElement) {
        return subSet(fromElement, true, toElement, false);
    }

    public NavigableSet<E> headSet(E toElement) {
        return headSet(toElement, false);
    }

    public NavigableSet<E> tailSet(E fromElement) {
        return tailSet(fromElement, true);
    }

    public boolean removeAll(Collection<?> c) {
        boolean changed = false;
        for (Object e : c) {
            changed |= remove(e);
        }
        return changed;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof java.util.Set)) {
            return false;
        }
        Collection<?> c = (Collection<?>) o;
        return c.size() == size() && containsAll(c);
    }
}
