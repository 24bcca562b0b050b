package java.lang.reflect;

import java.util.ArrayList;
import java.util.List;
import jdk.internal.reflect.Reflect;

/**
 * The declared members of a class as new reflective objects, for java.lang.Class (which
 * cannot reach the package-private constructors of Field, Method and Constructor). Each call
 * makes new objects, as the JDK hands out copies.
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
}
