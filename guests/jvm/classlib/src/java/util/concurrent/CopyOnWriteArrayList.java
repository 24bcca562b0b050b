package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A list whose every change copies its array under the list's monitor; reads take the
 * current array without locking and iterators walk the array of their creation (they never
 * throw ConcurrentModificationException, and remove/set/add through them are unsupported,
 * as the JDK's).
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E> implements RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    private volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = c.toArray();
        if (array.getClass() != Object[].class) {
            array = Arrays.copyOf(array, array.length, Object[].class);
        }
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    public int size() {
        return array.length;
    }

    public boolean isEmpty() {
        return array.length == 0;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        if (index < 0 || index >= a.length) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
        }
        return (E) a[index];
    }

    private static int indexOf(Object o, Object[] a, int from, int to) {
        for (int i = from; i < to; i++) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(Object o) {
        Object[] a = array;
        return indexOf(o, a, 0, a.length);
    }

    public int indexOf(E e, int index) {
        Object[] a = array;
        return indexOf(e, a, index, a.length);
    }

    public int lastIndexOf(Object o) {
        Object[] a = array;
        for (int i = a.length - 1; i >= 0; i--) {
            if (o == null ? a[i] == null : o.equals(a[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return array.clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] es = array;
        if (a.length < es.length) {
            return (T[]) Arrays.copyOf(es, es.length, a.getClass());
        }
        System.arraycopy(es, 0, a, 0, es.length);
        if (a.length > es.length) {
            a[es.length] = null;
        }
        return a;
    }

    public synchronized E set(int index, E element) {
        E old = get(index);
        if (old != element) {
            Object[] a = array.clone();
            a[index] = element;
            array = a;
        }
        return old;
    }

    public synchronized boolean add(E e) {
        Object[] a = Arrays.copyOf(array, array.length + 1);
        a[a.length - 1] = e;
        array = a;
        return true;
    }

    public synchronized void add(int index, E element) {
        Object[] old = array;
        if (index < 0 || index > old.length) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + old.length);
        }
        Object[] a = new Object[old.length + 1];
        System.arraycopy(old, 0, a, 0, index);
        a[index] = element;
        System.arraycopy(old, index, a, index + 1, old.length - index);
        array = a;
    }

    public synchronized E remove(int index) {
        E old = get(index);
        Object[] a = array;
        Object[] n = new Object[a.length - 1];
        System.arraycopy(a, 0, n, 0, index);
        System.arraycopy(a, index + 1, n, index, a.length - index - 1);
        array = n;
        return old;
    }

    public synchronized boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        remove(i);
        return true;
    }

    public synchronized boolean addIfAbsent(E e) {
        if (indexOf(e) >= 0) {
            return false;
        }
        return add(e);
    }

    public synchronized int addAllAbsent(Collection<? extends E> c) {
        int n = 0;
        for (E e : c) {
            if (addIfAbsent(e)) {
                n++;
            }
        }
        return n;
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        Object[] add = c.toArray();
        if (add.length == 0) {
            return false;
        }
        Object[] a = Arrays.copyOf(array, array.length + add.length);
        System.arraycopy(add, 0, a, array.length, add.length);
        array = a;
        return true;
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        Object[] old = array;
        if (index < 0 || index > old.length) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + old.length);
        }
        Object[] add = c.toArray();
        if (add.length == 0) {
            return false;
        }
        Object[] a = new Object[old.length + add.length];
        System.arraycopy(old, 0, a, 0, index);
        System.arraycopy(add, 0, a, index, add.length);
        System.arraycopy(old, index, a, index + add.length, old.length - index);
        array = a;
        return true;
    }

    public synchronized boolean removeIf(Predicate<? super E> filter) {
        if (filter == null) {
            throw new NullPointerException();
        }
        Object[] a = array;
        Object[] keep = new Object[a.length];
        int n = 0;
        for (Object o : a) {
            @SuppressWarnings("unchecked")
            E e = (E) o;
            if (!filter.test(e)) {
                keep[n++] = o;
            }
        }
        if (n == a.length) {
            return false;
        }
        array = Arrays.copyOf(keep, n);
        return true;
    }

    public boolean removeAll(final Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    @SuppressWarnings("unchecked")
    public synchronized void replaceAll(UnaryOperator<E> operator) {
        Object[] a = array.clone();
        for (int i = 0; i < a.length; i++) {
            a[i] = operator.apply((E) a[i]);
        }
        array = a;
    }

    @SuppressWarnings("unchecked")
    public synchronized void sort(Comparator<? super E> c) {
        Object[] a = array.clone();
        Arrays.sort(a, (Comparator<Object>) c);
        array = a;
    }

    public synchronized void clear() {
        array = new Object[0];
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        for (Object o : array) {
            action.accept((E) o);
        }
    }

    public Iterator<E> iterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator() {
        return new Snapshot<E>(array, 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] a = array;
        if (index < 0 || index > a.length) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }
        return new Snapshot<E>(a, index);
    }

    public Object clone() {
        return new CopyOnWriteArrayList<E>(this);
    }

    /** A list iterator over the array of its creation; changes through it are unsupported. */
    private static final class Snapshot<E> implements ListIterator<E> {
        private final Object[] a;
        private int cursor;

        Snapshot(Object[] a, int cursor) {
            this.a = a;
            this.cursor = cursor;
        }

        public boolean hasNext() {
            return cursor < a.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= a.length) {
                throw new NoSuchElementException();
            }
            return (E) a[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return (E) a[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }
    }
}
