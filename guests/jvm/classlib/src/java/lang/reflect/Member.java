package java.lang.reflect;

/** A field, method or constructor. */
public interface Member {
    int PUBLIC = 0;
    int DECLARED = 1;

    Class<?> getDeclaringClass();

    String getName();

    int getModifiers();

    boolean isSynthetic();
}
