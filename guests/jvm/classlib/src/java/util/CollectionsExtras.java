package java.util;

/**
 * The rarer Collections methods: sub-list search, replaceAll, newSetFromMap, asLifoQueue
 * the empty list iterator and enumeration, and the immutable n-copies list behind nCopies
 * and singletonList.
 */
final class CollectionsExtras {
    private CollectionsExtras() {
    }

    static int indexOfSubList(List<?> source, List<?> target) {
        int n = source.size() - target.size();
        for (int i = 0; i <= n; i++) {
            if (matchesAt(source, target, i)) {
                return i;
            }
        }
        return -1;
    }

    static int lastIndexOfSubList(List<?> source, List<?> target) {
        for (int i = source.size() - target.size(); i >= 0; i--) {
            if (matchesAt(source, target, i)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean matchesAt(List<?> source, List<?> target, int at) {
        for (int j = 0; j < target.size(); j++) {
            if (!Objects.equals(source.get(at + j), target.get(j))) {
                return false;
            }
        }
        return true;
    }

    static <T> boolean replaceAll(List<T> list, T oldVal, T newVal) {
        boolean result = false;
        for (ListIterator<T> it = list.listIterator(); it.hasNext(); ) {
            if (Objects.equals(it.next(), oldVal)) {
                it.set(newVal);
                result = true;
            }
        }
        return result;
    }

    static final ListIterator<Object> EMPTY_LIST_ITERATOR = Collections.emptyList().listIterator();

    static final Enumeration<Object> EMPTY_ENUMERATION = new Enumeration<Object>() {
        public boolean hasMoreElements() {
            return false;
        }

        public Object nextElement() {
            throw new NoSuchElementException();
        }
    };

    /** Collections.newSetFromMap: a set whose elements are the keys of an empty map. */
    static final class SetFromMap<E> extends AbstractSet<E> implements java.io.Serializable {
        private final Map<E, Boolean> m;

        SetFromMap(Map<E, Boolean> map) {
            if (!map.isEmpty()) {
                throw new IllegalArgumentException("Map is non-empty");
            }
            m = map;
        }

        public int size() {
            return m.size();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean add(E e) {
            return m.put(e, Boolean.TRUE) == null;
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public void clear() {
            m.clear();
        }

        public Iterator<E> iterator() {
            return m.keySet().iterator();
        }
    }

    /** Collections.asLifoQueue: a queue view of a deque that adds and takes at its head. */
    static final class AsLifoQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
        private final Deque<E> q;

        AsLifoQueue(Deque<E> q) {
            this.q = q;
        }

        public boolean offer(E e) {
            return q.offerFirst(e);
        }

        public boolean add(E e) {
            q.addFirst(e);
            return true;
        }

        public E poll() {
            return q.pollFirst();
        }

        public E peek() {
            return q.peekFirst();
        }

        public Iterator<E> iterator() {
            return q.iterator();
        }

        public int size() {
            return q.size();
        }
    }

    /** n copies of one element (Collections.nCopies, singletonList): immutable, with the JDK's index messages. */
    static final class CopiesList<E> extends AbstractList<E> implements RandomAccess {
        private final int n;
        private final E element;

        CopiesList(int n, E element) {
            this.n = n;
            this.element = element;
        }

        public int size() {
            return n;
        }

        public E get(int index) {
            if (index < 0 || index >= n) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
            }
            return element;
        }

        public boolean contains(Object o) {
            return n != 0 && Objects.equals(o, element);
        }

        public int indexOf(Object o) {
            return contains(o) ? 0 : -1;
        }

        public int lastIndexOf(Object o) {
            return contains(o) ? n - 1 : -1;
        }
    }
}
