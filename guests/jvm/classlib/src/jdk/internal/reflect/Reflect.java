package jdk.internal.reflect;

/**
 * The VM side of reflection (reflect.c, classlib/NATIVES.md) and the argument conversions
 * Method.invoke and Constructor.newInstance share. A member is named by its declaring class
 * and its index among that class's fields (kind 0) or methods (kind 1, constructors and
 * static initialisers included). The natives check nothing: callers pass valid indexes,
 * receivers of the declaring class and values of the member's exact type.
 */
public final class Reflect {
    private Reflect() {
    }

    public static final int FIELDS = 0;
    public static final int METHODS = 1;

    /** A class by binary name ("a.B", "[I", "[La.B;"); ClassNotFoundException if none. */
    public static native Class<?> forName0(String name, boolean initialize) throws ClassNotFoundException;

    /** Runs the class's static initialisation if it has not run (its exceptions propagate). */
    public static native void initialize(Class<?> c);

    /** Class.getModifiers as HotSpot computes it (InnerClasses flags for nested classes). */
    public static native int classModifiers(Class<?> c);

    /** Bits: 1 record, 2 local or anonymous, 4 has a simple binary name, 8 made by the VM, 16 sealed. */
    public static native int classKind(Class<?> c);

    /** The InnerClasses simple name, null for top-level and anonymous classes. */
    public static native String simpleBinaryName(Class<?> c);

    /** The class a member class is declared in, else null. */
    public static native Class<?> declaringClass(Class<?> c);

    /** The immediately enclosing class of a nested, local or anonymous class, else null. */
    public static native Class<?> enclosingClass(Class<?> c);

    /** The direct superinterfaces in declaration order. */
    public static native Class<?>[] interfaces(Class<?> c);

    /** The classes a sealed class or interface permits (PermittedSubclasses), loaded. */
    public static native Class<?>[] permittedSubclasses(Class<?> c);

    /** The class's nest host (NestHost), else the class itself. */
    public static native Class<?> nestHost(Class<?> c);

    public static native int memberCount(Class<?> c, int kind);

    public static native String memberName(Class<?> c, int kind, int index);

    public static native int memberModifiers(Class<?> c, int kind, int index);

    public static native Class<?> fieldType(Class<?> c, int index);

    public static native Class<?>[] parameterTypes(Class<?> c, int index);

    public static native Class<?> returnType(Class<?> c, int index);

    public static native Class<?>[] exceptionTypes(Class<?> c, int index);

    /** A primitive field's value widened to a long (float and double as their raw bits). */
    public static native long getPrim(Class<?> c, int index, Object obj);

    public static native Object getRef(Class<?> c, int index, Object obj);

    public static native void setPrim(Class<?> c, int index, Object obj, long bits);

    public static native void setRef(Class<?> c, int index, Object obj, Object value);

    /**
     * Calls method index of c (virtually on obj for an overridable method) with arguments
     * already of the parameters' exact types; the method's exceptions propagate unwrapped.
     */
    public static native Object invoke(Class<?> c, int index, Object obj, Object[] args);

    /** A new zeroed instance of a concrete class, initialised first. */
    public static native Object allocate(Class<?> c);

    /** Throws any Throwable without declaring it. */
    @SuppressWarnings("unchecked")
    public static <T extends Throwable> RuntimeException sneakyThrow(Throwable t) throws T {
        throw (T) t;
    }

    /**
     * The arguments of a call converted as HotSpot's Reflection::invoke does: the count must
     * match ("wrong number of arguments"), a primitive parameter takes a box of its type or of
     * a type that widens to it (null is an IllegalArgumentException without a message, anything
     * else "argument type mismatch"), a reference parameter
     * takes null or an instance ("argument type mismatch").
     */
    public static Object[] convertArgs(Class<?>[] types, Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != types.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            Class<?> t = types[i];
            Object a = args[i];
            if (!t.isPrimitive()) {
                if (a != null && !t.isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                out[i] = a;
            } else {
                out[i] = widen(a, t);
            }
        }
        return out;
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    /** A box converted to the box of primitive type t by widening (JLS 5.1.2). */
    private static Object widen(Object a, Class<?> t) {
        if (a == null) {
            throw new IllegalArgumentException();
        }
        if (t == boolean.class) {
            if (a instanceof Boolean) {
                return a;
            }
            throw mismatch();
        }
        long l;
        double d;
        int rank; // 0 byte, 1 short, 2 char, 3 int, 4 long, 5 float, 6 double
        if (a instanceof Byte) {
            l = (Byte) a;
            d = l;
            rank = 0;
        } else if (a instanceof Short) {
            l = (Short) a;
            d = l;
            rank = 1;
        } else if (a instanceof Character) {
            l = (Character) a;
            d = l;
            rank = 2;
        } else if (a instanceof Integer) {
            l = (Integer) a;
            d = l;
            rank = 3;
        } else if (a instanceof Long) {
            l = (Long) a;
            d = (double) l;
            rank = 4;
        } else if (a instanceof Float) {
            l = 0;
            d = (Float) a;
            rank = 5;
        } else if (a instanceof Double) {
            l = 0;
            d = (Double) a;
            rank = 6;
        } else {
            throw mismatch();
        }
        if (t == byte.class) {
            if (rank == 0) {
                return a;
            }
        } else if (t == short.class) {
            if (rank <= 1 && rank != 2) {
                return rank == 1 ? a : Short.valueOf((short) l);
            }
        } else if (t == char.class) {
            if (rank == 2) {
                return a;
            }
        } else if (t == int.class) {
            if (rank <= 3) {
                return rank == 3 ? a : Integer.valueOf((int) l);
            }
        } else if (t == long.class) {
            if (rank <= 4) {
                return rank == 4 ? a : Long.valueOf(l);
            }
        } else if (t == float.class) {
            if (rank <= 5) {
                if (rank == 5) {
                    return a;
                }
                return Float.valueOf(rank == 4 ? (float) l : (float) d);
            }
        } else if (t == double.class) {
            if (rank == 6) {
                return a;
            }
            if (rank == 5) {
                return Double.valueOf((double) (Float) a);
            }
            return Double.valueOf(rank == 4 ? (double) l : d);
        }
        throw mismatch();
    }
}
