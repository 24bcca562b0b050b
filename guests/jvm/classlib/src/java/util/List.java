package java.util;

public interface List<E> extends Collection<E> {
    boolean addAll(int index, Collection<? extends E> c);

    E get(int index);

    E set(int index, E element);

    void add(int index, E element);

    E remove(int index);

    int indexOf(Object o);

    int lastIndexOf(Object o);

    ListIterator<E> listIterator();

    ListIterator<E> listIterator(int index);

    List<E> subList(int fromIndex, int toIndex);

    default void replaceAll(java.util.function.UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        final ListIterator<E> li = this.listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    default void sort(Comparator<? super E> c) {
        Object[] a = this.toArray();
        Arrays.sort(a, (Comparator) c);
        ListIterator<E> i = this.listIterator();
        for (Object e : a) {
            i.next();
            i.set((E) e);
        }
    }

    static <E> List<E> of() {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {}));
    }

    static <E> List<E> of(E e1) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1}));
    }

    static <E> List<E> of(E e1, E e2) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2}));
    }

    static <E> List<E> of(E e1, E e2, E e3) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9}));
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10}));
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <E> List<E> of(E... elements) {
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(elements));
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.ListN) {
            return (List<E>) coll;
        }
        return new ImmutableCollections.ListN<E>(ImmutableCollections.checked(coll.toArray()));
    }
}
