package java.lang.ref;

/**
 * Cleared only by the last collection before an OutOfMemoryError (refs.c: this VM's soft
 * reference policy); a collection that is not under memory pressure keeps every referent.
 */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return super.get();
    }
}
