package java.lang;

import java.util.HashMap;
import java.util.Map;

/** A ThreadLocal whose values a new thread copies from the thread that constructs it. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    HashMap<ThreadLocal<?>, Object> mapOf(Thread t, boolean create) {
        if (t.inheritableThreadLocals == null && create) {
            t.inheritableThreadLocals = new HashMap<>();
        }
        return t.inheritableThreadLocals;
    }

    @SuppressWarnings("unchecked")
    static HashMap<ThreadLocal<?>, Object> copyMap(HashMap<ThreadLocal<?>, Object> parent) {
        HashMap<ThreadLocal<?>, Object> m = new HashMap<>();
        for (Map.Entry<ThreadLocal<?>, Object> e : parent.entrySet()) {
            InheritableThreadLocal<Object> k = (InheritableThreadLocal<Object>) e.getKey();
            m.put(k, k.childValue(e.getValue()));
        }
        return m;
    }
}
