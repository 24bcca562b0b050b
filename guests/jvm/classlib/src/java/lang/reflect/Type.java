package java.lang.reflect;

/** A type of the Java language; only Class implements it here (no generic signatures). */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
