package java.lang.reflect;

import jdk.internal.reflect.Reflect;

/** A method of a class; invoke dispatches virtually on the receiver as invokevirtual does. */
public final class Method extends Executable {
    private final Class<?> returnType;

    Method(Class<?> clazz, int slot) {
        super(clazz, slot);
        this.returnType = Reflect.returnType(clazz, slot);
    }

    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public boolean isBridge() {
        return (modifiers & Modifier.BRIDGE) != 0;
    }

    public boolean isDefault() {
        return ((modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC)
                && clazz.isInterface();
    }

    /**
     * Calls the method as HotSpot's reflection does: a static method initialises its class; an
     * instance method needs a receiver (NullPointerException) of the declaring class
     * (IllegalArgumentException "object is not an instance of declaring class") and runs the
     * receiver's override; the arguments are unboxed and widened (Reflect.convertArgs); an
     * exception of the method comes wrapped in an InvocationTargetException; a primitive
     * result comes boxed, void as null.
     */
    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (Modifier.isStatic(modifiers)) {
            Reflect.initialize(clazz);
            obj = null;
        } else {
            if (obj == null) {
                /* the JDK's message: without setAccessible its access check calls obj.getClass() */
                throw new NullPointerException(override ? null : "Cannot invoke \"Object.getClass()\" because \"obj\" is null");
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        return call(obj, args);
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Method)) {
            return false;
        }
        Method other = (Method) obj;
        if (clazz != other.clazz || !name.equals(other.name) || returnType != other.returnType) {
            return false;
        }
        return java.util.Arrays.equals(parameterTypes, other.parameterTypes);
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.methodModifiers(), isDefault(),
                returnType.getTypeName() + " " + clazz.getTypeName() + "." + name);
    }
}
