package java.util.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An iterator over a snapshot of a concurrent collection's elements (weakly consistent, as
 * the JDK's): remove() removes the last element returned from the collection (for a
 * descending iterator of a deque: its last occurrence).
 */
final class SnapshotIterator<E> implements Iterator<E> {
    private final Object[] items;
    private final Collection<?> owner;
    private int next;
    private int last = -1;
    private final boolean fromEnd;

    SnapshotIterator(Object[] items, Collection<?> owner) {
        this(items, owner, false);
    }

    SnapshotIterator(Object[] items, Collection<?> owner, boolean fromEnd) {
        this.items = items;
        this.owner = owner;
        this.fromEnd = fromEnd;
    }

    public boolean hasNext() {
        return next < items.length;
    }

    @SuppressWarnings("unchecked")
    public E next() {
        if (next >= items.length) {
            throw new NoSuchElementException();
        }
        last = next++;
        return (E) items[last];
    }

    public void remove() {
        if (last < 0) {
            throw new IllegalStateException();
        }
        if (fromEnd) {
            ((java.util.Deque<?>) owner).removeLastOccurrence(items[last]);
        } else {
            owner.remove(items[last]);
        }
        last = -1;
    }
}
