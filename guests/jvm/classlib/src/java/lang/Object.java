package java.lang;

/** Root of the class hierarchy. Identity hash codes come from the VM. */
public class Object {
    public Object() {
    }

    public final native Class<?> getClass();

    public native int hashCode();

    public boolean equals(Object obj) {
        return this == obj;
    }

    protected Object clone() throws CloneNotSupportedException {
        if (!(this instanceof Cloneable)) {
            throw new CloneNotSupportedException(getClass().getName());
        }
        return internalClone();
    }

    /** Shallow copy of this object or array (the VM allocates and copies every field). */
    private native Object internalClone();

    public String toString() {
        return getClass().getName() + "@" + Integer.toHexString(hashCode());
    }

    /* Monitors and wait sets: the VM's threads.c. */
    public final native void notify();

    public final native void notifyAll();

    public final void wait() throws InterruptedException {
        wait0(0L, 0);
    }

    public final void wait(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        wait0(timeout, 0);
    }

    public final void wait(long timeout, int nanos) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        wait0(timeout, nanos);
    }

    private native void wait0(long timeoutMillis, int nanos) throws InterruptedException;

    protected void finalize() throws Throwable {
    }
}
