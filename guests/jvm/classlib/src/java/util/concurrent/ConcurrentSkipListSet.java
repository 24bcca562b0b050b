package java.util.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.NavigableSet;
import java.util.SortedSet;

/**
 * A sorted concurrent NavigableSet: the keys of a ConcurrentSkipListMap (values
 * Boolean.TRUE); subsets and the descending set are sets of the same kind over views of
 * the map, as the JDK's. Iterators are weakly consistent (snapshots); no null elements.
 */
public class ConcurrentSkipListSet<E> extends SkipListKeySet<E> implements Cloneable {
    private static final long serialVersionUID = 1L;

    public ConcurrentSkipListSet() {
        super(new ConcurrentSkipListMap<E, Object>());
    }

    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        super(new ConcurrentSkipListMap<E, Object>(comparator));
    }

    public ConcurrentSkipListSet(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    public ConcurrentSkipListSet(SortedSet<E> s) {
        this(s.comparator());
        addAll(s);
    }

    private ConcurrentSkipListSet(ConcurrentNavigableMap<E, ?> m) {
        super(m);
    }

    SkipListKeySet<E> make(ConcurrentNavigableMap<E, ?> v) {
        return new ConcurrentSkipListSet<E>(v);
    }

    @SuppressWarnings("unchecked")
    public boolean add(E e) {
        return ((ConcurrentNavigableMap<E, Object>) m).putIfAbsent(e, Boolean.TRUE) == null;
    }

    public ConcurrentSkipListSet<E> clone() {
        ConcurrentSkipListSet<E> c = new ConcurrentSkipListSet<E>(comparator());
        c.addAll(this);
        return c;
    }

    public NavigableSet<E> descendingSet() {
        return super.descendingSet();
    }
}
