package java.lang.ref;

/** get() is always null; the collector clears the referent when it enqueues (as JDK 9+). */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return null;
    }
}
