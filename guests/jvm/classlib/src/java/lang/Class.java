package java.lang;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Members;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import jdk.internal.reflect.Reflect;

/**
 * The runtime class object; the VM creates one per loaded type (no Java fields: adding one
 * would grow every mirror). Reflection follows JDK 17 (natives in reflect.c). Not provided:
 * class loaders (getClassLoader is null), access checks (private members are reachable),
 * run-time annotations (none are reported) and generic signatures.
 */
public final class Class<T> implements java.io.Serializable, Type, AnnotatedElement {
    private static final int ENUM = 0x4000, SYNTHETIC = 0x1000, ANNOTATION = 0x2000;

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

    // ---- lookup ----

    /** The class of this binary name, initialised; ClassNotFoundException if there is none. */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        return Reflect.forName0(className, true);
    }

    /** As forName(String); the loader is ignored (this VM has one class path). */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        return Reflect.forName0(name, initialize);
    }

    /** Always null: this VM has no class loader objects. */
    public ClassLoader getClassLoader() {
        return null;
    }

    // ---- names and kinds ----

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String simple = getSimpleBinaryName();
        if (simple == null) {
            String n = getName();
            return n.substring(n.lastIndexOf('.') + 1);
        }
        return simple;
    }

    /** null for a top-level class, "" for an anonymous one. */
    private String getSimpleBinaryName() {
        if (isPrimitive() || isTopLevelClass()) {
            return null;
        }
        String n = Reflect.simpleBinaryName(this);
        return n == null ? "" : n;
    }

    private boolean isTopLevelClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass() == null;
    }

    private boolean isLocalOrAnonymousClass() {
        return !isArray() && !isPrimitive() && (Reflect.classKind(this) & 2) != 0;
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            StringBuilder dims = new StringBuilder();
            do {
                dims.append("[]");
                cl = cl.getComponentType();
            } while (cl.isArray());
            return cl.getName() + dims;
        }
        return getName();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c != null ? c + "[]" : null;
        }
        if (isHidden() || isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String e = enclosing.getCanonicalName();
        return e == null ? null : e + "." + getSimpleName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return dot != -1 ? cn.substring(0, dot).intern() : "";
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public int getModifiers() {
        return Reflect.classModifiers(this);
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class && (Reflect.classKind(this) & 1) != 0;
    }

    /** The components of a record class in declaration order, else null. */
    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        return isRecord() ? Members.recordComponents(this) : null;
    }

    /** A sealed class or interface (one with a PermittedSubclasses attribute). */
    public boolean isSealed() {
        return !isArray() && !isPrimitive() && (Reflect.classKind(this) & 16) != 0;
    }

    /** The classes a sealed class or interface permits, in declaration order; else null. */
    public Class<?>[] getPermittedSubclasses() {
        return isSealed() ? Reflect.permittedSubclasses(this) : null;
    }

    public Class<?> getNestHost() {
        return Reflect.nestHost(this);
    }

    public boolean isNestmateOf(Class<?> c) {
        return this == c || getNestHost() == c.getNestHost();
    }

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    /** True for the classes the VM makes for lambdas and string concatenation. */
    public boolean isHidden() {
        return !isArray() && !isPrimitive() && (Reflect.classKind(this) & 8) != 0;
    }

    public boolean isAnonymousClass() {
        return isLocalOrAnonymousClass() && (Reflect.classKind(this) & 4) == 0;
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && (Reflect.classKind(this) & 4) != 0;
    }

    public boolean isMemberClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass() != null;
    }

    /** The class a member class is declared in (null for others). */
    public Class<?> getDeclaringClass() {
        return Reflect.declaringClass(this);
    }

    public Class<?> getEnclosingClass() {
        return Reflect.enclosingClass(this);
    }

    public Class<?>[] getInterfaces() {
        return Reflect.interfaces(this);
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    public Class<?> arrayType() {
        return Array.newInstance(this, 0).getClass();
    }

    /** The constants of an enum class in ordinal order (a new array), else null. */
    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        if (!isEnum()) {
            return null;
        }
        return (T[]) Members.enumConstants(this);
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

    // ---- members (java.lang.reflect.Members does the work, so that this class, parsed at
    // every start-up, stays small) ----

    public Field[] getDeclaredFields() {
        return Members.fields(this, false);
    }

    public Field getDeclaredField(String name) throws NoSuchFieldException {
        return Members.declaredField(this, name);
    }

    /** Public fields: this class's, then its superinterfaces', then its superclass's. */
    public Field[] getFields() {
        return Members.publicFields(this);
    }

    public Field getField(String name) throws NoSuchFieldException {
        return Members.publicField(this, name);
    }

    public Method[] getDeclaredMethods() {
        return Members.methods(this, false);
    }

    /**
     * Public methods declared or inherited: this class's (static ones included), its
     * superclasses', then its superinterfaces' non-static ones; a method overridden in a
     * class (same name, parameter and return types) appears once.
     */
    public Method[] getMethods() {
        return Members.publicMethods(this);
    }

    public Method getDeclaredMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        return Members.declaredMethod(this, name, parameterTypes);
    }

    public Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        return Members.publicMethod(this, name, parameterTypes);
    }

    public Constructor<?>[] getDeclaredConstructors() {
        return Members.constructors(this, false);
    }

    public Constructor<?>[] getConstructors() {
        return Members.constructors(this, true);
    }

    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return Members.constructor(this, parameterTypes, false);
    }

    public Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return Members.constructor(this, parameterTypes, true);
    }

    /**
     * The deprecated form: the nullary constructor (InstantiationException naming the class
     * without one); an exception of the constructor is thrown as is, not wrapped.
     */
    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        return Members.newInstance(this);
    }
}
