package java.lang.reflect;

public final class Array {
    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException("void");
        }
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        return newArray(componentType, length);
    }

    /** A new zeroed array of the given component type (primitive, class or array class). */
    private static native Object newArray(Class<?> componentType, int length);

    public static int getLength(Object array) throws IllegalArgumentException {
        if (array instanceof Object[]) {
            return ((Object[]) array).length;
        } else if (array instanceof int[]) {
            return ((int[]) array).length;
        } else if (array instanceof long[]) {
            return ((long[]) array).length;
        } else if (array instanceof double[]) {
            return ((double[]) array).length;
        } else if (array instanceof float[]) {
            return ((float[]) array).length;
        } else if (array instanceof char[]) {
            return ((char[]) array).length;
        } else if (array instanceof byte[]) {
            return ((byte[]) array).length;
        } else if (array instanceof short[]) {
            return ((short[]) array).length;
        } else if (array instanceof boolean[]) {
            return ((boolean[]) array).length;
        }
        if (array == null) {
            throw new NullPointerException();
        }
        throw new IllegalArgumentException("Argument is not an array");
    }
}
