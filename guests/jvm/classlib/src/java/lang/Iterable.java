package java.lang;

public interface Iterable<T> {
    java.util.Iterator<T> iterator();

    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    default void forEach(java.util.function.Consumer<? super T> action) {
        java.util.Objects.requireNonNull(action);
        for (T t : this) {
            action.accept(t);
        }
    }
}
