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
     * exists yet has not been initialised, and this VM cannot initialise a class from a Class
     * object (no Class.forName): EnumSet and EnumMap wait for their first element (whose
     * class is then initialised), and what needs the constants before that (allOf,
     * complementOf of an empty set) is this error naming the class, never a silent empty set.
     */
    public static Enum<?>[] of(Class<?> enumClass) {
        Enum<?>[] c = ofIfInitialised(enumClass);
        if (c == null) {
            throw new UnsupportedOperationException("EnumSet/EnumMap of " + enumClass.getName()
                + " before any of its constants is used: this VM cannot initialise an enum class from its Class object yet");
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
