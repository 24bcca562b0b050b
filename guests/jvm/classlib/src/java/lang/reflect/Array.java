package java.lang.reflect;

public final class Array {
    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE || dimensions(componentType) >= MAX_DIM) {
            throw new IllegalArgumentException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        return newArray(componentType, length);
    }

    /** HotSpot's limit on array dimensions. */
    private static final int MAX_DIM = 255;

    private static int dimensions(Class<?> c) {
        int d = 0;
        while (c.isArray()) {
            d++;
            c = c.getComponentType();
        }
        return d;
    }

    /** A new zeroed array of the given component type (primitive, class or array class). */
    private static native Object newArray(Class<?> componentType, int length);

    /**
     * A multi-dimensional array: dimensions.length levels of arrays below componentType. The
     * checks and their order are HotSpot's (IllegalArgumentException without a message for no
     * dimensions, more than 255 in all, or void).
     */
    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > MAX_DIM) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(String.valueOf(d));
            }
        }
        if (componentType == Void.TYPE || dimensions(componentType) + dimensions.length > MAX_DIM) {
            throw new IllegalArgumentException();
        }
        Class<?> t = componentType;
        for (int i = 1; i < dimensions.length; i++) {
            t = newArray(t, 0).getClass();
        }
        return build(t, dimensions, 0);
    }

    private static Object build(Class<?> elem, int[] dims, int level) {
        Object a = newArray(elem, dims[level]);
        if (level + 1 < dims.length) {
            Object[] o = (Object[]) a;
            for (int i = 0; i < o.length; i++) {
                o[i] = build(elem.getComponentType(), dims, level + 1);
            }
        }
        return a;
    }

    private static IllegalArgumentException notArray() {
        return new IllegalArgumentException("Argument is not an array");
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    private static ArrayIndexOutOfBoundsException oob(int index, int length) {
        return new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
    }

    /** An element, boxed for primitive arrays. */
    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        int n = getLength(array);
        if (index < 0 || index >= n) {
            throw oob(index, n);
        }
        if (array instanceof Object[]) {
            return ((Object[]) array)[index];
        } else if (array instanceof int[]) {
            return ((int[]) array)[index];
        } else if (array instanceof long[]) {
            return ((long[]) array)[index];
        } else if (array instanceof double[]) {
            return ((double[]) array)[index];
        } else if (array instanceof float[]) {
            return ((float[]) array)[index];
        } else if (array instanceof char[]) {
            return ((char[]) array)[index];
        } else if (array instanceof byte[]) {
            return ((byte[]) array)[index];
        } else if (array instanceof short[]) {
            return ((short[]) array)[index];
        }
        return ((boolean[]) array)[index];
    }

    /** The element of a primitive array widened to long (kind: the widest accepted). */
    private static long integral(Object array, int index, int rank) {
        Object v = get(array, index);
        int r = v instanceof Byte ? 0 : v instanceof Short ? 1 : v instanceof Character ? 2
                : v instanceof Integer ? 3 : v instanceof Long ? 4 : 9;
        if (r > rank || (rank == 1 && r == 2) || (rank == 0 && r != 0) || (rank == 2 && r != 2)) {
            throw mismatch();
        }
        return v instanceof Character ? (Character) v : ((Number) v).longValue();
    }

    public static boolean getBoolean(Object array, int index) {
        Object v = get(array, index);
        if (!(v instanceof Boolean) || array instanceof Object[]) {
            throw mismatch();
        }
        return (Boolean) v;
    }

    public static byte getByte(Object array, int index) {
        return (byte) integral(prim(array), index, 0);
    }

    public static short getShort(Object array, int index) {
        return (short) integral(prim(array), index, 1);
    }

    public static char getChar(Object array, int index) {
        return (char) integral(prim(array), index, 2);
    }

    public static int getInt(Object array, int index) {
        return (int) integral(prim(array), index, 3);
    }

    public static long getLong(Object array, int index) {
        return integral(prim(array), index, 4);
    }

    public static float getFloat(Object array, int index) {
        Object v = get(prim(array), index);
        if (v instanceof Float) {
            return (Float) v;
        }
        return (float) integral(array, index, 4);
    }

    public static double getDouble(Object array, int index) {
        Object v = get(prim(array), index);
        if (v instanceof Double) {
            return (Double) v;
        }
        if (v instanceof Float) {
            return (Float) v;
        }
        long l = integral(array, index, 4);
        return (double) l;
    }

    private static Object prim(Object array) {
        if (array instanceof Object[]) {
            throw mismatch();
        }
        getLength(array);
        return array;
    }

    /** Stores value, unboxed and widened for primitive arrays ("argument type mismatch"). */
    public static void set(Object array, int index, Object value) throws IllegalArgumentException {
        int n = getLength(array);
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !array.getClass().getComponentType().isInstance(value)) {
                throw mismatch();
            }
            if (index < 0 || index >= n) {
                throw oob(index, n);
            }
            a[index] = value;
            return;
        }
        if (value instanceof Boolean) {
            if (!(array instanceof boolean[])) {
                throw mismatch();
            }
            checkIndex(index, n);
            ((boolean[]) array)[index] = (Boolean) value;
        } else if (value instanceof Float) {
            setDouble0(array, index, (Float) value, true);
        } else if (value instanceof Double) {
            setDouble0(array, index, (Double) value, false);
        } else if (value instanceof Character) {
            setLong0(array, index, (Character) value, 2);
        } else if (value instanceof Byte) {
            setLong0(array, index, (Byte) value, 0);
        } else if (value instanceof Short) {
            setLong0(array, index, (Short) value, 1);
        } else if (value instanceof Integer) {
            setLong0(array, index, (Integer) value, 3);
        } else if (value instanceof Long) {
            setLong0(array, index, (Long) value, 4);
        } else {
            throw mismatch();
        }
    }

    private static void checkIndex(int index, int n) {
        if (index < 0 || index >= n) {
            throw oob(index, n);
        }
    }

    /** An integral value of rank r (0 byte, 1 short, 2 char, 3 int, 4 long) into a primitive array. */
    private static void setLong0(Object array, int index, long v, int r) {
        int n = getLength(array);
        if (array instanceof byte[] && r == 0) {
            checkIndex(index, n);
            ((byte[]) array)[index] = (byte) v;
        } else if (array instanceof short[] && (r == 0 || r == 1)) {
            checkIndex(index, n);
            ((short[]) array)[index] = (short) v;
        } else if (array instanceof char[] && r == 2) {
            checkIndex(index, n);
            ((char[]) array)[index] = (char) v;
        } else if (array instanceof int[] && r <= 3) {
            checkIndex(index, n);
            ((int[]) array)[index] = (int) v;
        } else if (array instanceof long[]) {
            checkIndex(index, n);
            ((long[]) array)[index] = v;
        } else if (array instanceof float[]) {
            checkIndex(index, n);
            ((float[]) array)[index] = (float) v;
        } else if (array instanceof double[]) {
            checkIndex(index, n);
            ((double[]) array)[index] = (double) v;
        } else {
            throw mismatch();
        }
    }

    private static void setDouble0(Object array, int index, double v, boolean isFloat) {
        int n = getLength(array);
        if (array instanceof float[] && isFloat) {
            checkIndex(index, n);
            ((float[]) array)[index] = (float) v;
        } else if (array instanceof double[]) {
            checkIndex(index, n);
            ((double[]) array)[index] = v;
        } else {
            throw mismatch();
        }
    }

    public static void setBoolean(Object array, int index, boolean z) {
        set(prim(array), index, z);
    }

    public static void setByte(Object array, int index, byte b) {
        set(prim(array), index, b);
    }

    public static void setChar(Object array, int index, char c) {
        set(prim(array), index, c);
    }

    public static void setShort(Object array, int index, short s) {
        set(prim(array), index, s);
    }

    public static void setInt(Object array, int index, int i) {
        set(prim(array), index, i);
    }

    public static void setLong(Object array, int index, long l) {
        set(prim(array), index, l);
    }

    public static void setFloat(Object array, int index, float f) {
        set(prim(array), index, f);
    }

    public static void setDouble(Object array, int index, double d) {
        set(prim(array), index, d);
    }

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
