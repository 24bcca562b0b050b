package java.lang;

/**
 * Base of enum types. Each constant registers itself with its enum class when
 * constructed, which is how valueOf(Class, String) finds constants without reflection (and
 * EnumSet/EnumMap their universe, through jdk.internal.misc.EnumUniverse).
 */
public abstract class Enum<E extends Enum<E>> implements Comparable<E>, java.io.Serializable {
    private final String name;
    private final int ordinal;

    private static Enum<?>[] registry = new Enum<?>[64];
    private static int registered;

    static {
        jdk.internal.misc.EnumUniverse.source = new jdk.internal.misc.EnumUniverse.Source() {
            public Enum<?>[] constants(Class<?> enumClass) {
                int n = 0;
                for (int i = 0; i < registered; i++) {
                    if (registry[i].getDeclaringClass() == enumClass) {
                        n++;
                    }
                }
                Enum<?>[] out = new Enum<?>[n];
                for (int i = 0; i < registered; i++) {
                    Enum<?> e = registry[i];
                    if (e.getDeclaringClass() == enumClass && e.ordinal < n) {
                        out[e.ordinal] = e;
                    }
                }
                return out;
            }
        };
    }

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
        if (registered == registry.length) {
            Enum<?>[] n = new Enum<?>[registered * 2];
            System.arraycopy(registry, 0, n, 0, registered);
            registry = n;
        }
        registry[registered++] = this;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final int hashCode() {
        return super.hashCode();
    }

    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public final int compareTo(E o) {
        Enum<?> other = o;
        if (getClass() != other.getClass() && getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return ordinal - other.ordinal;
    }

    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> clazz = getClass();
        Class<?> zuper = clazz.getSuperclass();
        return (zuper == Enum.class) ? (Class<E>) clazz : (Class<E>) zuper;
    }

    @SuppressWarnings("unchecked")
    public static <T extends Enum<T>> T valueOf(Class<T> enumType, String name) {
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        for (int i = 0; i < registered; i++) {
            Enum<?> e = registry[i];
            if (e.name.equals(name) && e.getDeclaringClass() == enumType) {
                return (T) e;
            }
        }
        if (!enumType.isEnum()) { /* the JDK's enumConstantDirectory */
            throw new IllegalArgumentException(enumType.getName() + " is not an enum class");
        }
        throw new IllegalArgumentException("No enum constant " + enumType.getName().replace('$', '.') + "." + name);
    }
}
