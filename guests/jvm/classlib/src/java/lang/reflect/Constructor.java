package java.lang.reflect;

import jdk.internal.reflect.Reflect;

/** A constructor of a class. */
public final class Constructor<T> extends Executable {
    Constructor(Class<T> clazz, int slot) {
        super(clazz, slot);
    }

    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    /** The binary name of the declaring class, as the JDK names constructors. */
    public String getName() {
        return clazz.getName();
    }

    /**
     * A new instance as the JDK makes it: an enum is an IllegalArgumentException, an abstract
     * class an InstantiationException; the class is initialised, the arguments are converted
     * as Method.invoke's, and an exception of the constructor comes wrapped in an
     * InvocationTargetException.
     */
    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException,
            InvocationTargetException {
        if ((clazz.getModifiers() & Modifier.ENUM) != 0) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        if (clazz == Class.class) {
            throw new IllegalAccessException("Can not instantiate java.lang.Class");
        }
        Reflect.initialize(clazz);
        Object[] converted = Reflect.convertArgs(parameterTypes, initargs);
        Object o = Reflect.allocate(clazz);
        try {
            Reflect.invoke(clazz, slot, o, converted);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
        return (T) o;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Constructor)) {
            return false;
        }
        Constructor<?> other = (Constructor<?>) obj;
        return clazz == other.clazz && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.constructorModifiers(), false, clazz.getTypeName());
    }
}
