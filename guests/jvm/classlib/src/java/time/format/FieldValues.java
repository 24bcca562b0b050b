package java.time.format;

import java.time.temporal.TemporalField;

/**
 * The parsed field values in insertion order: a few fields, found by identity (fields are
 * singletons; a HashMap's hashing costs more than a linear search of about ten entries). Prints as a Map does.
 */
final class FieldValues {
    private TemporalField[] fields = new TemporalField[8];
    private long[] values = new long[8];
    private int size;

    int size() {
        return size;
    }

    TemporalField fieldAt(int i) {
        return fields[i];
    }

    long valueAt(int i) {
        return values[i];
    }

    private int indexOf(TemporalField field) {
        for (int i = 0; i < size; i++) {
            if (fields[i] == field) {
                return i;
            }
        }
        return -1;
    }

    boolean containsKey(TemporalField field) {
        return indexOf(field) >= 0;
    }

    Long get(TemporalField field) {
        int i = indexOf(field);
        return i < 0 ? null : values[i];
    }

    /** Sets a value; the previous one, or null. */
    Long put(TemporalField field, long value) {
        int i = indexOf(field);
        if (i >= 0) {
            long old = values[i];
            values[i] = value;
            return old;
        }
        if (size == fields.length) {
            fields = java.util.Arrays.copyOf(fields, size * 2);
            values = java.util.Arrays.copyOf(values, size * 2);
        }
        fields[size] = field;
        values[size] = value;
        size++;
        return null;
    }

    Long remove(TemporalField field) {
        int i = indexOf(field);
        if (i < 0) {
            return null;
        }
        long old = values[i];
        removeAt(i);
        return old;
    }

    void removeAt(int i) {
        System.arraycopy(fields, i + 1, fields, i, size - i - 1);
        System.arraycopy(values, i + 1, values, i, size - i - 1);
        size--;
        fields[size] = null;
    }

    void putAll(FieldValues other) {
        for (int i = 0; i < other.size; i++) {
            put(other.fields[i], other.values[i]);
        }
    }

    public String toString() {
        StringBuilder buf = new StringBuilder("{");
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                buf.append(", ");
            }
            buf.append(fields[i]).append('=').append(values[i]);
        }
        return buf.append('}').toString();
    }
}
