package java.util;

public interface Set<E> extends Collection<E> {

    static <E> Set<E> of() {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {}), true);
    }

    static <E> Set<E> of(E e1) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1}), true);
    }

    static <E> Set<E> of(E e1, E e2) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9}), true);
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10}), true);
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <E> Set<E> of(E... elements) {
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(elements), true);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.SetN) {
            return (Set<E>) coll;
        }
        return new ImmutableCollections.SetN<E>(ImmutableCollections.checked(coll.toArray()), false);
    }
}
