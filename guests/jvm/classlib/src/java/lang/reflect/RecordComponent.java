package java.lang.reflect;

/**
 * A component of a record class. This VM does not keep the Record attribute's entries: a
 * record's instance fields are its components, in the same order (a record cannot declare
 * other instance fields), and the accessor is the public method of the same name without
 * parameters. Generic signatures and annotations are not provided.
 */
public final class RecordComponent implements AnnotatedElement {
    private final Class<?> clazz;
    private final Field field;

    RecordComponent(Class<?> clazz, Field field) {
        this.clazz = clazz;
        this.field = field;
    }

    public String getName() {
        return field.getName();
    }

    public Class<?> getType() {
        return field.getType();
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
    }

    public Method getAccessor() {
        try {
            return clazz.getDeclaredMethod(field.getName());
        } catch (NoSuchMethodException e) {
            throw new InternalError("record " + clazz.getName() + " has no accessor " + field.getName());
        }
    }

    public String toString() {
        return getType().getTypeName() + " " + getName();
    }
}
