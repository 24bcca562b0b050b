package java.lang.reflect;

import jdk.internal.reflect.Reflect;

/**
 * A field of a class. get/set and the typed getters and setters follow the JDK 17 field
 * accessors: the same widening rules, the same exception types and messages, the same order
 * of checks (a static field initialises its class first). Reference stores go through the
 * collector's write barrier (reflect.c).
 */
public final class Field extends AccessibleObject implements Member {
    private static final int REF = 0, BOOLEAN = 1, BYTE = 2, CHAR = 3, SHORT = 4, INT = 5, LONG = 6,
            FLOAT = 7, DOUBLE = 8;
    private static final String[] NAMES = {"", "boolean", "byte", "char", "short", "int", "long", "float",
        "double"};

    private final Class<?> clazz;
    private final int slot;
    private final String name;
    private final Class<?> type;
    private final int modifiers;
    private final int code;

    Field(Class<?> clazz, int slot) {
        this.clazz = clazz;
        this.slot = slot;
        this.name = Reflect.memberName(clazz, Reflect.FIELDS, slot);
        this.modifiers = Reflect.memberModifiers(clazz, Reflect.FIELDS, slot);
        this.type = Reflect.fieldType(clazz, slot);
        this.code = codeOf(type);
    }

    private static int codeOf(Class<?> t) {
        if (!t.isPrimitive()) {
            return REF;
        }
        for (int i = 1; i < NAMES.length; i++) {
            if (NAMES[i].equals(t.getName())) {
                return i;
            }
        }
        throw new InternalError("field of type void");
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getType() {
        return type;
    }

    public boolean isSynthetic() {
        return Modifier.isSynthetic(modifiers);
    }

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Field)) {
            return false;
        }
        Field other = (Field) obj;
        return clazz == other.clazz && name.equals(other.name) && type == other.type;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return ((mod == 0) ? "" : (Modifier.toString(mod) + " ")) + type.getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }

    // ---- checks and messages (jdk.internal.reflect.UnsafeFieldAccessorImpl) ----

    private boolean isStatic() {
        return Modifier.isStatic(modifiers);
    }

    private boolean readOnly() {
        return Modifier.isFinal(modifiers) && (isStatic() || !override || clazz.isRecord());
    }

    private String setMessage(String attemptedType, String attemptedValue) {
        String err = "Can not set";
        if (isStatic()) {
            err += " static";
        }
        if (Modifier.isFinal(modifiers)) {
            err += " final";
        }
        err += " " + type.getName() + " field " + clazz.getName() + "." + name + " to ";
        if (!attemptedValue.isEmpty()) {
            err += "(" + attemptedType + ")" + attemptedValue;
        } else if (!attemptedType.isEmpty()) {
            err += attemptedType;
        } else {
            err += "null value";
        }
        return err;
    }

    private IllegalArgumentException setIllegal(Object o) {
        return new IllegalArgumentException(setMessage(o != null ? o.getClass().getName() : "", ""));
    }

    private IllegalArgumentException getIllegal(String t) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + clazz.getName()
                + "." + name + "\" with illegal data type conversion to " + t);
    }

    /** JDK 17's helpful message for a null receiver: from the access check's obj.getClass()
     * without setAccessible, else from the accessor's o.getClass(). */
    private NullPointerException nullReceiver() {
        return new NullPointerException("Cannot invoke \"Object.getClass()\" because \"" + (override ? "o" : "obj")
                + "\" is null");
    }

    /** Without setAccessible the JDK checks access, and so the receiver, before anything. */
    private void accessCheck(Object obj) {
        if (!override && obj == null && !isStatic()) {
            throw nullReceiver();
        }
    }

    /** The object to access: null for a static field (its class initialised). */
    private Object target(Object obj) {
        if (isStatic()) {
            Reflect.initialize(clazz);
            return null;
        }
        if (obj == null) {
            throw nullReceiver();
        }
        if (!clazz.isAssignableFrom(obj.getClass())) {
            throw setIllegal(obj);
        }
        return obj;
    }

    /** Whether a primitive of code from widens to code to (JLS 5.1.2). */
    private static boolean widens(int from, int to) {
        if (from == to) {
            return true;
        }
        if (from == BOOLEAN || to == BOOLEAN || to == BYTE || to == CHAR) {
            return false;
        }
        if (to == SHORT) {
            return from == BYTE;
        }
        return from != CHAR || to >= INT ? from < to : false;
    }

    // ---- reads ----

    private long raw(Object obj, int as) {
        accessCheck(obj);
        if (code == REF || !widens(code, as)) {
            throw getIllegal(NAMES[as]);
        }
        return Reflect.getPrim(clazz, slot, target(obj));
    }

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        accessCheck(obj);
        if (code == REF) {
            return Reflect.getRef(clazz, slot, target(obj));
        }
        long b = Reflect.getPrim(clazz, slot, target(obj));
        switch (code) {
            case BOOLEAN:
                return Boolean.valueOf(b != 0);
            case BYTE:
                return Byte.valueOf((byte) b);
            case CHAR:
                return Character.valueOf((char) b);
            case SHORT:
                return Short.valueOf((short) b);
            case INT:
                return Integer.valueOf((int) b);
            case LONG:
                return Long.valueOf(b);
            case FLOAT:
                return Float.valueOf(Float.intBitsToFloat((int) b));
            default:
                return Double.valueOf(Double.longBitsToDouble(b));
        }
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return raw(obj, BOOLEAN) != 0;
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (byte) raw(obj, BYTE);
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (char) raw(obj, CHAR);
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (short) raw(obj, SHORT);
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return (int) raw(obj, INT);
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return raw(obj, LONG);
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        long b = raw(obj, FLOAT);
        return code == FLOAT ? Float.intBitsToFloat((int) b) : (float) b;
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        long b = raw(obj, DOUBLE);
        if (code == DOUBLE) {
            return Double.longBitsToDouble(b);
        }
        return code == FLOAT ? (double) Float.intBitsToFloat((int) b) : (double) b;
    }

    // ---- writes ----

    /** Stores a primitive of code from (integral value l, or floating value d). */
    private void store(Object target, int from, long l, double d) {
        long bits;
        boolean floating = from == FLOAT || from == DOUBLE;
        if (code == FLOAT) {
            bits = Float.floatToRawIntBits(floating ? (float) d : (float) l) & 0xffffffffL;
        } else if (code == DOUBLE) {
            bits = Double.doubleToRawLongBits(floating ? d : (double) l);
        } else {
            bits = l;
        }
        Reflect.setPrim(clazz, slot, target, bits);
    }

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        accessCheck(obj);
        Object t = isStatic() ? null : target(obj);
        if (readOnly()) {
            throw new IllegalAccessException(setMessage(value != null ? value.getClass().getName() : "", ""));
        }
        if (isStatic()) {
            Reflect.initialize(clazz);
        }
        if (code == REF) {
            if (value != null && !type.isInstance(value)) {
                throw setIllegal(value);
            }
            Reflect.setRef(clazz, slot, t, value);
            return;
        }
        int from;
        long l = 0;
        double d = 0;
        if (value instanceof Boolean) {
            from = BOOLEAN;
            l = ((Boolean) value) ? 1 : 0;
        } else if (value instanceof Byte) {
            from = BYTE;
            l = (Byte) value;
        } else if (value instanceof Character) {
            from = CHAR;
            l = (Character) value;
        } else if (value instanceof Short) {
            from = SHORT;
            l = (Short) value;
        } else if (value instanceof Integer) {
            from = INT;
            l = (Integer) value;
        } else if (value instanceof Long) {
            from = LONG;
            l = (Long) value;
        } else if (value instanceof Float) {
            from = FLOAT;
            d = (Float) value;
        } else if (value instanceof Double) {
            from = DOUBLE;
            d = (Double) value;
        } else {
            throw setIllegal(value);
        }
        if (!widens(from, code)) {
            throw setIllegal(value);
        }
        store(t, from, l, d);
    }

    /** A typed setter: accepted types, then finality, then the receiver, as the JDK orders. */
    private void setTyped(Object obj, int from, long l, double d, String shown) throws IllegalAccessException {
        accessCheck(obj);
        if (code == REF || !widens(from, code)) {
            throw new IllegalArgumentException(setMessage(NAMES[from], shown));
        }
        if (readOnly()) {
            throw new IllegalAccessException(setMessage(NAMES[from], shown));
        }
        store(target(obj), from, l, d);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, BOOLEAN, z ? 1 : 0, 0, Boolean.toString(z));
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, BYTE, b, 0, Byte.toString(b));
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, CHAR, c, 0, Character.toString(c));
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, SHORT, s, 0, Short.toString(s));
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, INT, i, 0, Integer.toString(i));
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, LONG, l, 0, Long.toString(l));
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, FLOAT, 0, f, Float.toString(f));
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setTyped(obj, DOUBLE, 0, d, Double.toString(d));
    }
}
