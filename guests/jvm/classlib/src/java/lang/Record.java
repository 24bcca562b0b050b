package java.lang;

/**
 * Base of record classes (JLS 8.10). javac makes a record's toString, hashCode and equals
 * call invokedynamic with java.lang.runtime.ObjectMethods.bootstrap, which the VM links
 * itself (indy.c): "Name[a=1, b=x]", 31 * h + hash(component), component-wise equality.
 */
public abstract class Record {
    protected Record() {
    }

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
