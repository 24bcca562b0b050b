package java.util.concurrent;

import java.util.Comparator;
import java.util.Map;
import java.util.SortedMap;

/**
 * A sorted ConcurrentNavigableMap: a skip list (SkipList: deterministic levels) on one
 * monitor; the map, its sub-maps and descending views share it (SkipListView has their
 * behaviour). Iterators are weakly consistent (snapshots); entries are immutable
 * snapshots; null keys and values throw NullPointerException, as the JDK's.
 */
public class ConcurrentSkipListMap<K, V> extends SkipListView<K, V> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    public ConcurrentSkipListMap() {
        super(new SkipList<K, V>(null), null, false, null, false, false);
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        super(new SkipList<K, V>(comparator), null, false, null, false, false);
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this();
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this(m.comparator());
        putAll(m);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public ConcurrentSkipListMap<K, V> clone() {
        ConcurrentSkipListMap<K, V> c = new ConcurrentSkipListMap<K, V>(sl.comparator);
        c.putAll(this);
        return c;
    }
}
