package java.lang.reflect;

import jdk.internal.reflect.Reflect;

/** Base of Method and Constructor: a method of the declaring class by its index. */
public abstract class Executable extends AccessibleObject implements Member {
    final Class<?> clazz;
    final int slot;
    final String name;
    final int modifiers;
    final Class<?>[] parameterTypes;
    private Class<?>[] exceptionTypes;

    Executable(Class<?> clazz, int slot) {
        this.clazz = clazz;
        this.slot = slot;
        this.name = Reflect.memberName(clazz, Reflect.METHODS, slot);
        this.modifiers = Reflect.memberModifiers(clazz, Reflect.METHODS, slot);
        this.parameterTypes = Reflect.parameterTypes(clazz, slot);
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        if (exceptionTypes == null) {
            exceptionTypes = Reflect.exceptionTypes(clazz, slot);
        }
        return exceptionTypes.clone();
    }

    public boolean isVarArgs() {
        return (modifiers & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return Modifier.isSynthetic(modifiers);
    }

    /** Same member of the same class. */
    boolean sameMember(Executable other) {
        return other != null && clazz == other.clazz && slot == other.slot;
    }

    /** "mods ret Decl.name(A,B) throws E" as the JDK's sharedToString. */
    String sharedToString(int mask, boolean isDefault, String head) {
        StringBuilder sb = new StringBuilder();
        int mod = modifiers & mask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
        } else {
            int access = mod & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
            if (access != 0) {
                sb.append(Modifier.toString(access)).append(' ');
            }
            if (isDefault) {
                sb.append("default ");
            }
            mod = mod & ~(Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
            if (mod != 0) {
                sb.append(Modifier.toString(mod)).append(' ');
            }
        }
        sb.append(head).append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
        }
        sb.append(')');
        Class<?>[] ex = getExceptionTypes();
        if (ex.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < ex.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(ex[i].getTypeName());
            }
        }
        return sb.toString();
    }

    /** Calls this member on obj (null for a static method) with args already checked. */
    Object call(Object obj, Object[] args) throws InvocationTargetException {
        Object[] converted = Reflect.convertArgs(parameterTypes, args);
        try {
            return Reflect.invoke(clazz, slot, obj, converted);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }
}
