package jdk.internal.misc;

/**
 * The constants of an enum class in ordinal order, for EnumSet and EnumMap (the JDK gets them
 * by reflection, from values()). java.lang.Enum's static initialiser installs the source,
 * which reads the registry every enum constant joins when it is constructed.
 */
public final class EnumUniverse {
    private EnumUniverse() {
    }

    /** What java.lang.Enum provides. */
    public interface Source {
        Enum<?>[] constants(Class<?> enumClass);
    }

    public static Source source;

    /**
     * The constants of enumClass, in ordinal order. An enum class none of whose constants
     * exists yet has not been initialised: it is initialised here (as the JDK's values()
     * call would), so allOf and complementOf work as a class's first use. EnumSet and
     * EnumMap made before that wait for their first element (ofIfInitialised).
     */
    public static Enum<?>[] of(Class<?> enumClass) {
        Enum<?>[] c = ofIfInitialised(enumClass);
        if (c == null) {
            try {
                Class.forName(enumClass.getName());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("enum class " + enumClass.getName() + " cannot be initialised", e);
            }
            c = source == null ? null : source.constants(enumClass);
            if (c == null) {
                c = new Enum<?>[0]; /* an enum without constants */
            }
        }
        return c;
    }

    /** The constants, or null while none exists (EnumSet/EnumMap then wait for their first element). */
    public static Enum<?>[] ofIfInitialised(Class<?> enumClass) {
        if (enumClass == null) {
            throw new NullPointerException();
        }
        if (!enumClass.isEnum()) {
            throw new ClassCastException(enumClass + " not an enum");
        }
        Enum<?>[] c = source == null ? null : source.constants(enumClass);
        return c == null || c.length == 0 ? null : c;
    }
}
