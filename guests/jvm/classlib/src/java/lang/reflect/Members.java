package java.lang.reflect;

import java.util.ArrayList;
import java.util.List;
import jdk.internal.reflect.Reflect;

/**
 * The members of a class as new reflective objects, and the lookups of java.lang.Class (which
 * cannot reach the package-private constructors of Field, Method and Constructor, and stays
 * small because every start-up parses it). Each call makes new objects, as the JDK hands out
 * copies.
 */
public final class Members {
    private Members() {
    }

    /** Declared fields in class-file order (public ones only when publicOnly). */
    public static Field[] fields(Class<?> c, boolean publicOnly) {
        int n = Reflect.memberCount(c, Reflect.FIELDS);
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (!publicOnly || Modifier.isPublic(Reflect.memberModifiers(c, Reflect.FIELDS, i))) {
                k++;
            }
        }
        Field[] out = new Field[k];
        k = 0;
        for (int i = 0; i < n; i++) {
            if (!publicOnly || Modifier.isPublic(Reflect.memberModifiers(c, Reflect.FIELDS, i))) {
                out[k++] = new Field(c, i);
            }
        }
        return out;
    }

    private static boolean wanted(Class<?> c, int i, boolean ctors, boolean publicOnly) {
        String name = Reflect.memberName(c, Reflect.METHODS, i);
        if (ctors ? !name.equals("<init>") : name.startsWith("<")) {
            return false;
        }
        return !publicOnly || Modifier.isPublic(Reflect.memberModifiers(c, Reflect.METHODS, i));
    }

    private static int count(Class<?> c, boolean ctors, boolean publicOnly) {
        int n = Reflect.memberCount(c, Reflect.METHODS);
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (wanted(c, i, ctors, publicOnly)) {
                k++;
            }
        }
        return k;
    }

    /** Declared methods in class-file order, without constructors and static initialisers. */
    public static Method[] methods(Class<?> c, boolean publicOnly) {
        Method[] out = new Method[count(c, false, publicOnly)];
        int n = Reflect.memberCount(c, Reflect.METHODS);
        for (int i = 0, k = 0; i < n; i++) {
            if (wanted(c, i, false, publicOnly)) {
                out[k++] = new Method(c, i);
            }
        }
        return out;
    }

    /** Declared constructors in class-file order. */
    @SuppressWarnings("unchecked")
    public static <T> Constructor<T>[] constructors(Class<T> c, boolean publicOnly) {
        Constructor<T>[] out = (Constructor<T>[]) new Constructor<?>[count(c, true, publicOnly)];
        int n = Reflect.memberCount(c, Reflect.METHODS);
        for (int i = 0, k = 0; i < n; i++) {
            if (wanted(c, i, true, publicOnly)) {
                out[k++] = new Constructor<T>(c, i);
            }
        }
        return out;
    }

    /** The components of a record class: its instance fields, in declaration order. */
    public static RecordComponent[] recordComponents(Class<?> c) {
        List<RecordComponent> out = new ArrayList<>();
        for (Field f : fields(c, false)) {
            if (!Modifier.isStatic(f.getModifiers())) {
                out.add(new RecordComponent(c, f));
            }
        }
        return out.toArray(new RecordComponent[0]);
    }

    // ---- the lookups of java.lang.Class ----

    public static Field declaredField(Class<?> c, String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (Field f : fields(c, false)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** Public fields: the class's, then its superinterfaces', then its superclass's. */
    public static Field[] publicFields(Class<?> c) {
        List<Field> out = new ArrayList<>();
        addPublicFields(c, out, new ArrayList<Class<?>>());
        return out.toArray(new Field[0]);
    }

    private static void addPublicFields(Class<?> c, List<Field> out, List<Class<?>> seenInterfaces) {
        for (Field f : fields(c, true)) {
            out.add(f);
        }
        for (Class<?> i : c.getInterfaces()) {
            if (!seenInterfaces.contains(i)) {
                seenInterfaces.add(i);
                addPublicFields(i, out, seenInterfaces);
            }
        }
        if (!c.isInterface() && c.getSuperclass() != null) {
            addPublicFields(c.getSuperclass(), out, seenInterfaces);
        }
    }

    public static Field publicField(Class<?> c, String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        Field f = findPublicField(c, name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return f;
    }

    private static Field findPublicField(Class<?> c, String name) {
        for (Field f : fields(c, true)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            Field f = findPublicField(i, name);
            if (f != null) {
                return f;
            }
        }
        Class<?> s = c.isInterface() ? null : c.getSuperclass();
        return s == null ? null : findPublicField(s, name);
    }

    /**
     * Public methods declared or inherited: the class's (static ones included), its
     * superclasses', then its superinterfaces' non-static ones; a method overridden in a
     * class (same name, parameter and return types) appears once.
     */
    public static Method[] publicMethods(Class<?> c) {
        List<Method> out = new ArrayList<>();
        addPublicMethods(c, out, true);
        return out.toArray(new Method[0]);
    }

    private static boolean sameSignature(Method a, Method b) {
        return a.getName().equals(b.getName()) && a.getReturnType() == b.getReturnType()
                && sameParams(a.parameterTypes, b.parameterTypes);
    }

    private static void addPublicMethods(Class<?> c, List<Method> out, boolean withStatics) {
        for (Method m : methods(c, true)) {
            if (!withStatics && Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            int found = -1;
            for (int k = 0; k < out.size() && found < 0; k++) {
                if (sameSignature(out.get(k), m)) {
                    found = k;
                }
            }
            if (found < 0) {
                out.add(m);
            } else {
                Class<?> have = out.get(found).getDeclaringClass();
                /* a subinterface's method overrides its superinterface's */
                if (have.isInterface() && have != c && have.isAssignableFrom(c)) {
                    out.set(found, m);
                }
            }
        }
        if (!c.isInterface() && c.getSuperclass() != null) {
            addPublicMethods(c.getSuperclass(), out, true);
        }
        for (Class<?> i : c.getInterfaces()) {
            addPublicMethods(i, out, false);
        }
    }

    private static boolean sameParams(Class<?>[] have, Class<?>[] want) {
        int n = want == null ? 0 : want.length;
        if (have.length != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (have[i] != want[i]) {
                return false;
            }
        }
        return true;
    }

    /** Of the matches, the one with the most specific return type (covariant bridges). */
    private static Method mostSpecific(Method[] ms, String name, Class<?>[] types, Class<?> from) {
        Method res = null;
        for (Method m : ms) {
            if (m.getName().equals(name) && sameParams(m.parameterTypes, types)
                    && (from == null || m.getDeclaringClass() == from)) {
                if (res == null || (res.getReturnType() != m.getReturnType()
                        && res.getReturnType().isAssignableFrom(m.getReturnType()))) {
                    res = m;
                }
            }
        }
        return res;
    }

    /** NoSuchMethodException's message as the JDK's: "a.B.name(int,java.lang.String)". */
    private static String methodToString(Class<?> c, String name, Class<?>[] types) {
        StringBuilder sb = new StringBuilder(c.getName()).append('.').append(name).append('(');
        for (int i = 0; types != null && i < types.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(types[i] == null ? "null" : types[i].getName());
        }
        return sb.append(')').toString();
    }

    public static Method declaredMethod(Class<?> c, String name, Class<?>[] types) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        Method m = mostSpecific(methods(c, false), name, types, null);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(c, name, types));
        }
        return m;
    }

    /** The public method of the most derived class declaring it, then the superinterfaces. */
    public static Method publicMethod(Class<?> c, String name, Class<?>[] types) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        Method[] all = publicMethods(c);
        Method first = mostSpecific(all, name, types, null);
        Method m = first == null ? null : mostSpecific(all, name, types, first.getDeclaringClass());
        if (m == null) {
            throw new NoSuchMethodException(methodToString(c, name, types));
        }
        return m;
    }

    public static <T> Constructor<T> constructor(Class<T> c, Class<?>[] types, boolean publicOnly)
            throws NoSuchMethodException {
        for (Constructor<T> k : constructors(c, publicOnly)) {
            if (sameParams(k.parameterTypes, types)) {
                return k;
            }
        }
        throw new NoSuchMethodException(methodToString(c, "<init>", types));
    }

    /** Class.newInstance: the constructor's exception is thrown unwrapped. */
    public static <T> T newInstance(Class<T> c) throws InstantiationException, IllegalAccessException {
        if (c == Class.class) {
            throw new IllegalAccessException("Can not call newInstance() on the Class for java.lang.Class");
        }
        Constructor<T> k;
        try {
            k = constructor(c, null, false);
        } catch (NoSuchMethodException e) {
            InstantiationException ie = new InstantiationException(c.getName());
            ie.initCause(e);
            throw ie;
        }
        try {
            return k.newInstance();
        } catch (InvocationTargetException e) {
            throw Reflect.<RuntimeException>sneakyThrow(e.getTargetException());
        }
    }

    /** The constants of an enum class from its values() (a new array). */
    public static Object enumConstants(Class<?> c) {
        try {
            return publicMethod(c, "values", null).invoke(null);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
