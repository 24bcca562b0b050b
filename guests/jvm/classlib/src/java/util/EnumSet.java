package java.util;

/**
 * A set of the constants of one enum class, a bit vector by ordinal; iterates in ordinal
 * order. The JDK's RegularEnumSet/JumboEnumSet are one class here (words of 64 bits).
 */
public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    final Class<E> elementType;
    /** The constants by ordinal; null until the enum class is initialised (see EnumUniverse). */
    Enum<?>[] universe;

    EnumSet(Class<E> elementType, Enum<?>[] universe) {
        this.elementType = elementType;
        this.universe = universe;
    }

    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        return new BitEnumSet<E>(elementType, jdk.internal.misc.EnumUniverse.ofIfInitialised(elementType));
    }

    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> s = noneOf(elementType);
        s.addAll();
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet) {
            return ((EnumSet<E>) c).clone();
        }
        if (c.isEmpty()) {
            throw new IllegalArgumentException("Collection is empty");
        }
        Iterator<E> i = c.iterator();
        E first = i.next();
        EnumSet<E> result = EnumSet.of(first);
        while (i.hasNext()) {
            result.add(i.next());
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> result = copyOf(s);
        result.complement();
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> result = noneOf(e.getDeclaringClass());
        result.add(e);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> result = of(e1);
        result.add(e2);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> result = of(e1, e2);
        result.add(e3);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> result = of(e1, e2, e3);
        result.add(e4);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> result = of(e1, e2, e3, e4);
        result.add(e5);
        return result;
    }

    @SafeVarargs
    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> result = of(first);
        for (E e : rest) {
            result.add(e);
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        EnumSet<E> result = noneOf(from.getDeclaringClass());
        result.addRange(from, to);
        return result;
    }

    abstract void addAll();

    abstract void addRange(E from, E to);

    abstract void complement();

    @SuppressWarnings("unchecked")
    public EnumSet<E> clone() {
        try {
            return (EnumSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /** The bit-vector implementation. */
    static final class BitEnumSet<E extends Enum<E>> extends EnumSet<E> {
        private long[] words;
        private int size;

        BitEnumSet(Class<E> elementType, Enum<?>[] universe) {
            super(elementType, universe);
            words = new long[universe == null ? 0 : (universe.length + 63) >>> 6];
        }

        /** The universe, found now if it was not when the set was made. */
        private Enum<?>[] universe() {
            if (universe == null) {
                universe = jdk.internal.misc.EnumUniverse.of(elementType);
                words = new long[(universe.length + 63) >>> 6];
            }
            return universe;
        }

        private boolean has(int i) {
            return (i >>> 6) < words.length && (words[i >>> 6] & (1L << i)) != 0;
        }

        private int ordinalOf(Object o) {
            if (o == null) {
                return -1;
            }
            Class<?> c = o.getClass();
            if (c != elementType && c.getSuperclass() != elementType) {
                return -1;
            }
            return ((Enum<?>) o).ordinal();
        }

        private void typeCheck(E e) {
            Class<?> c = e.getClass();
            if (c != elementType && c.getSuperclass() != elementType) {
                throw new ClassCastException(c + " != " + elementType);
            }
        }

        void addAll() {
            universe();
            for (int i = 0; i < universe.length; i++) {
                words[i >>> 6] |= 1L << i;
            }
            size = universe.length;
        }

        void addRange(E from, E to) {
            universe();
            for (int i = from.ordinal(); i <= to.ordinal(); i++) {
                if ((words[i >>> 6] & (1L << i)) == 0) {
                    words[i >>> 6] |= 1L << i;
                    size++;
                }
            }
        }

        void complement() {
            universe();
            for (int i = 0; i < universe.length; i++) {
                words[i >>> 6] ^= 1L << i;
            }
            size = universe.length - size;
        }

        public int size() {
            return size;
        }

        public boolean isEmpty() {
            return size == 0;
        }

        public boolean contains(Object o) {
            int i = ordinalOf(o);
            return i >= 0 && has(i);
        }

        public boolean add(E e) {
            typeCheck(e);
            universe();
            int i = e.ordinal();
            if ((words[i >>> 6] & (1L << i)) != 0) {
                return false;
            }
            words[i >>> 6] |= 1L << i;
            size++;
            return true;
        }

        public boolean remove(Object o) {
            int i = ordinalOf(o);
            if (i < 0 || !has(i)) {
                return false;
            }
            words[i >>> 6] &= ~(1L << i);
            size--;
            return true;
        }

        public void clear() {
            Arrays.fill(words, 0L);
            size = 0;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int next = find(0);
                int last = -1;

                private int find(int from) {
                    int n = universe == null ? 0 : universe.length;
                    for (int i = from; i < n; i++) {
                        if (has(i)) {
                            return i;
                        }
                    }
                    return -1;
                }

                public boolean hasNext() {
                    return next >= 0;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (next < 0) {
                        throw new NoSuchElementException();
                    }
                    last = next;
                    next = find(next + 1);
                    return (E) universe[last];
                }

                public void remove() {
                    if (last < 0) {
                        throw new IllegalStateException();
                    }
                    if ((words[last >>> 6] & (1L << last)) != 0) {
                        words[last >>> 6] &= ~(1L << last);
                        size--;
                    }
                    last = -1;
                }
            };
        }

        public BitEnumSet<E> clone() {
            BitEnumSet<E> c = (BitEnumSet<E>) super.clone();
            c.words = words.clone();
            return c;
        }
    }
}
