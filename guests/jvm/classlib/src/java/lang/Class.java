package java.lang;

/** Minimal runtime class object; the VM creates one per loaded type. */
public final class Class<T> implements java.io.Serializable {
    private Class() {
    }

    /** Binary name with dots ("java.lang.String", "[I", "[Ljava.lang.Object;"). */
    public native String getName();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native Class<? super T> getSuperclass();

    public native Class<?> getComponentType();

    /** The Class of a primitive type by its keyword name ("int", "void", ...). */
    static native Class<?> getPrimitiveClass(String name);

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String n = getName();
        int i = n.lastIndexOf('.');
        n = n.substring(i + 1);
        int d = n.lastIndexOf('$');
        if (d >= 0) {
            String rest = n.substring(d + 1);
            int k = 0;
            while (k < rest.length() && Character.isDigit(rest.charAt(k))) {
                k++;
            }
            return rest.substring(k);
        }
        return n;
    }

    public boolean isEnum() {
        return getSuperclass() == Enum.class;
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    /* -ea/-da/-esa/-dsa (the VM's props.c) */
    public native boolean desiredAssertionStatus();

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }
}
