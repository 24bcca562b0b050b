package java.lang;

/**
 * This VM has one class path and no class loader objects: Class.getClassLoader is null for
 * every class (as for the JDK's bootstrap classes). The system loader exists so that
 * programs can ask it for classes by name; it finds what Class.forName finds.
 */
public abstract class ClassLoader {
    private static ClassLoader system;

    protected ClassLoader() {
    }

    /** The class of this binary name, not initialised; ClassNotFoundException if none. */
    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return Class.forName(name, false, this);
    }

    public final ClassLoader getParent() {
        return null;
    }

    public static ClassLoader getSystemClassLoader() {
        if (system == null) {
            system = new ClassLoader() {
            };
        }
        return system;
    }
}
