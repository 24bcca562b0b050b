package java.lang;

import java.util.HashMap;
import java.util.function.Supplier;

/** A value per thread, kept in a map of the Thread (Thread.threadLocals). */
public class ThreadLocal<T> {
    public ThreadLocal() {
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new ThreadLocal<S>() {
            protected S initialValue() {
                return supplier.get();
            }
        };
    }

    protected T initialValue() {
        return null;
    }

    HashMap<ThreadLocal<?>, Object> mapOf(Thread t, boolean create) {
        if (t.threadLocals == null && create) {
            t.threadLocals = new HashMap<>();
        }
        return t.threadLocals;
    }

    @SuppressWarnings("unchecked")
    public T get() {
        HashMap<ThreadLocal<?>, Object> m = mapOf(Thread.currentThread(), true);
        if (m.containsKey(this)) {
            return (T) m.get(this);
        }
        T v = initialValue();
        m.put(this, v);
        return v;
    }

    public void set(T value) {
        mapOf(Thread.currentThread(), true).put(this, value);
    }

    public void remove() {
        HashMap<ThreadLocal<?>, Object> m = mapOf(Thread.currentThread(), false);
        if (m != null) {
            m.remove(this);
        }
    }
}
