package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The views of Collections.synchronizedCollection/Set/SortedSet/NavigableSet/List: every
 * method holds the view's mutex (the view itself, or the map of a key/value/entry view)
 * while it calls the backing collection, as the JDK's do. Threads are green threads
 * preempted at branches, calls and returns, so an unsynchronised ArrayList.add can be cut
 * in half by another thread's; these views make the usual `synchronizedList(new
 * ArrayList<>())` shared between threads correct. Iteration and streams are not
 * synchronised (the caller holds the mutex, as the JDK's documentation requires).
 */
class SynchronizedCollections {
    private SynchronizedCollections() {
    }

    static class SyncCollection<E> implements Collection<E> {
        final Collection<E> c;
        final Object mutex;

        SyncCollection(Collection<E> c) {
            this.c = Objects.requireNonNull(c);
            this.mutex = this;
        }

        SyncCollection(Collection<E> c, Object mutex) {
            this.c = Objects.requireNonNull(c);
            this.mutex = Objects.requireNonNull(mutex);
        }

        public int size() {
            synchronized (mutex) {
                return c.size();
            }
        }

        public boolean isEmpty() {
            synchronized (mutex) {
                return c.isEmpty();
            }
        }

        public boolean contains(Object o) {
            synchronized (mutex) {
                return c.contains(o);
            }
        }

        public Object[] toArray() {
            synchronized (mutex) {
                return c.toArray();
            }
        }

        public <T> T[] toArray(T[] a) {
            synchronized (mutex) {
                return c.toArray(a);
            }
        }

        public <T> T[] toArray(IntFunction<T[]> f) {
            synchronized (mutex) {
                return c.toArray(f);
            }
        }

        public Iterator<E> iterator() {
            return c.iterator();
        }

        public boolean add(E e) {
            synchronized (mutex) {
                return c.add(e);
            }
        }

        public boolean remove(Object o) {
            synchronized (mutex) {
                return c.remove(o);
            }
        }

        public boolean containsAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.containsAll(coll);
            }
        }

        public boolean addAll(Collection<? extends E> coll) {
            synchronized (mutex) {
                return c.addAll(coll);
            }
        }

        public boolean removeAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.removeAll(coll);
            }
        }

        public boolean retainAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.retainAll(coll);
            }
        }

        public void clear() {
            synchronized (mutex) {
                c.clear();
            }
        }

        public String toString() {
            synchronized (mutex) {
                return c.toString();
            }
        }

        public void forEach(Consumer<? super E> action) {
            synchronized (mutex) {
                c.forEach(action);
            }
        }

        public boolean removeIf(Predicate<? super E> filter) {
            synchronized (mutex) {
                return c.removeIf(filter);
            }
        }

        public Spliterator<E> spliterator() {
            return c.spliterator();
        }

        public java.util.stream.Stream<E> stream() {
            return c.stream();
        }

        public java.util.stream.Stream<E> parallelStream() {
            return c.parallelStream();
        }
    }

    static class SyncSet<E> extends SyncCollection<E> implements Set<E> {
        SyncSet(Set<E> s) {
            super(s);
        }

        SyncSet(Set<E> s, Object mutex) {
            super(s, mutex);
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            synchronized (mutex) {
                return c.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return c.hashCode();
            }
        }
    }

    static class SyncSortedSet<E> extends SyncSet<E> implements SortedSet<E> {
        private final SortedSet<E> ss;

        SyncSortedSet(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        SyncSortedSet(SortedSet<E> s, Object mutex) {
            super(s, mutex);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            synchronized (mutex) {
                return ss.comparator();
            }
        }

        public SortedSet<E> subSet(E from, E to) {
            synchronized (mutex) {
                return new SyncSortedSet<E>(ss.subSet(from, to), mutex);
            }
        }

        public SortedSet<E> headSet(E to) {
            synchronized (mutex) {
                return new SyncSortedSet<E>(ss.headSet(to), mutex);
            }
        }

        public SortedSet<E> tailSet(E from) {
            synchronized (mutex) {
                return new SyncSortedSet<E>(ss.tailSet(from), mutex);
            }
        }

        public E first() {
            synchronized (mutex) {
                return ss.first();
            }
        }

        public E last() {
            synchronized (mutex) {
                return ss.last();
            }
        }
    }

    static class SyncNavigableSet<E> extends SyncSortedSet<E> implements NavigableSet<E> {
        private final NavigableSet<E> ns;

        SyncNavigableSet(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        SyncNavigableSet(NavigableSet<E> s, Object mutex) {
            super(s, mutex);
            ns = s;
        }

        public E lower(E e) {
            synchronized (mutex) {
                return ns.lower(e);
            }
        }

        public E floor(E e) {
            synchronized (mutex) {
                return ns.floor(e);
            }
        }

        public E ceiling(E e) {
            synchronized (mutex) {
                return ns.ceiling(e);
            }
        }

        public E higher(E e) {
            synchronized (mutex) {
                return ns.higher(e);
            }
        }

        public E pollFirst() {
            synchronized (mutex) {
                return ns.pollFirst();
            }
        }

        public E pollLast() {
            synchronized (mutex) {
                return ns.pollLast();
            }
        }

        public NavigableSet<E> descendingSet() {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.descendingSet(), mutex);
            }
        }

        public Iterator<E> descendingIterator() {
            synchronized (mutex) {
                return descendingSet().iterator();
            }
        }

        public NavigableSet<E> subSet(E from, E to) {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.subSet(from, true, to, false), mutex);
            }
        }

        public NavigableSet<E> headSet(E to) {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.headSet(to, false), mutex);
            }
        }

        public NavigableSet<E> tailSet(E from) {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.tailSet(from, true), mutex);
            }
        }

        public NavigableSet<E> subSet(E from, boolean fromInclusive, E to, boolean toInclusive) {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.subSet(from, fromInclusive, to, toInclusive), mutex);
            }
        }

        public NavigableSet<E> headSet(E to, boolean inclusive) {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.headSet(to, inclusive), mutex);
            }
        }

        public NavigableSet<E> tailSet(E from, boolean inclusive) {
            synchronized (mutex) {
                return new SyncNavigableSet<E>(ns.tailSet(from, inclusive), mutex);
            }
        }
    }

    static class SyncList<E> extends SyncCollection<E> implements List<E> {
        final List<E> list;

        SyncList(List<E> list) {
            super(list);
            this.list = list;
        }

        SyncList(List<E> list, Object mutex) {
            super(list, mutex);
            this.list = list;
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            synchronized (mutex) {
                return list.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return list.hashCode();
            }
        }

        public E get(int index) {
            synchronized (mutex) {
                return list.get(index);
            }
        }

        public E set(int index, E element) {
            synchronized (mutex) {
                return list.set(index, element);
            }
        }

        public void add(int index, E element) {
            synchronized (mutex) {
                list.add(index, element);
            }
        }

        public E remove(int index) {
            synchronized (mutex) {
                return list.remove(index);
            }
        }

        public int indexOf(Object o) {
            synchronized (mutex) {
                return list.indexOf(o);
            }
        }

        public int lastIndexOf(Object o) {
            synchronized (mutex) {
                return list.lastIndexOf(o);
            }
        }

        public boolean addAll(int index, Collection<? extends E> coll) {
            synchronized (mutex) {
                return list.addAll(index, coll);
            }
        }

        public ListIterator<E> listIterator() {
            return list.listIterator();
        }

        public ListIterator<E> listIterator(int index) {
            return list.listIterator(index);
        }

        public List<E> subList(int from, int to) {
            synchronized (mutex) {
                return wrap(list.subList(from, to), mutex);
            }
        }

        public void replaceAll(UnaryOperator<E> operator) {
            synchronized (mutex) {
                list.replaceAll(operator);
            }
        }

        public void sort(Comparator<? super E> cmp) {
            synchronized (mutex) {
                list.sort(cmp);
            }
        }
    }

    static final class SyncRandomAccessList<E> extends SyncList<E> implements RandomAccess {
        SyncRandomAccessList(List<E> list) {
            super(list);
        }

        SyncRandomAccessList(List<E> list, Object mutex) {
            super(list, mutex);
        }
    }

    static <E> List<E> wrap(List<E> list, Object mutex) {
        if (list instanceof RandomAccess) {
            return mutex == null ? new SyncRandomAccessList<E>(list) : new SyncRandomAccessList<E>(list, mutex);
        }
        return mutex == null ? new SyncList<E>(list) : new SyncList<E>(list, mutex);
    }
}
