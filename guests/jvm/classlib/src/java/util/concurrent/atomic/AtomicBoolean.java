package java.util.concurrent.atomic;

/** A boolean updated atomically (an int 0/1 with the VM's compare-and-set, atomic.c). */
public class AtomicBoolean implements java.io.Serializable {
    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    private native boolean cas(int expect, int update);

    public final boolean get() {
        return value != 0;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return cas(expectedValue ? 1 : 0, newValue ? 1 : 0);
    }

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final void set(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final void lazySet(boolean newValue) {
        set(newValue);
    }

    public final boolean getAndSet(boolean newValue) {
        while (true) {
            boolean v = get();
            if (compareAndSet(v, newValue)) {
                return v;
            }
        }
    }

    public final boolean getPlain() {
        return get();
    }

    public final void setPlain(boolean newValue) {
        set(newValue);
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getOpaque() {
        return get();
    }

    public final void setOpaque(boolean newValue) {
        set(newValue);
    }

    public final boolean getAcquire() {
        return get();
    }

    public final void setRelease(boolean newValue) {
        set(newValue);
    }

    public final boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    /* JDK 9's memory-order variants: one green thread runs at a time, so every order is the
       volatile one; compareAndExchange returns the witness value (the expected one on success) */
    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        while (true) {
            boolean v = get();
            if (v != expectedValue) {
                return v;
            }
            if (compareAndSet(expectedValue, newValue)) {
                return expectedValue;
            }
        }
    }

    public final boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
