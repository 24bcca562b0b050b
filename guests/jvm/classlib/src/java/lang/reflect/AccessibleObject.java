package java.lang.reflect;

/**
 * Base of Field, Method and Constructor. This VM does not check access (README "Own
 * limits"): private members are reachable with or without setAccessible, which is accepted
 * and remembered (it still decides whether a final instance field may be written, as in the
 * JDK).
 */
public class AccessibleObject implements AnnotatedElement {
    boolean override;

    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject a : array) {
            a.setAccessible(flag);
        }
    }

    public final boolean trySetAccessible() {
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    /** Always true: there are no access checks. */
    public final boolean canAccess(Object obj) {
        return true;
    }
}
