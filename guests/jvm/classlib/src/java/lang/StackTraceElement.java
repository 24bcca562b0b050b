package java.lang;

import java.util.Objects;

/**
 * One frame of a stack trace. The VM records each frame as the string the JDK prints for it
 * ({@code pkg.Cls.method(File.java:12)}, {@code (Native Method)} or {@code (Unknown Source)});
 * {@link Throwable#getStackTrace} parses those strings into these objects. No module or
 * class-loader names: frames print as the JDK prints frames of application classes.
 */
public final class StackTraceElement implements java.io.Serializable {
    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this.declaringClass = Objects.requireNonNull(declaringClass, "Declaring class is null");
        this.methodName = Objects.requireNonNull(methodName, "Method name is null");
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    /** Parses one frame string of the VM's backtrace (see the class comment). */
    static StackTraceElement parse(String frame) {
        int open = frame.indexOf('(');
        int dot = frame.lastIndexOf('.', open < 0 ? frame.length() : open);
        String cls = dot < 0 ? "" : frame.substring(0, dot);
        String method = open < 0 ? frame.substring(dot + 1) : frame.substring(dot + 1, open);
        String where = open < 0 ? "" : frame.substring(open + 1, frame.length() - 1);
        if (where.equals("Native Method")) {
            return new StackTraceElement(cls, method, null, -2);
        }
        if (where.equals("Unknown Source") || where.isEmpty()) {
            return new StackTraceElement(cls, method, null, -1);
        }
        int colon = where.lastIndexOf(':');
        if (colon < 0) {
            return new StackTraceElement(cls, method, where, -1);
        }
        return new StackTraceElement(cls, method, where.substring(0, colon), Integer.parseInt(where.substring(colon + 1)));
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String getModuleName() {
        return null;
    }

    public String getModuleVersion() {
        return null;
    }

    public String getClassLoaderName() {
        return null;
    }

    @Override
    public String toString() {
        String where;
        if (isNativeMethod()) {
            where = "(Native Method)";
        } else if (fileName == null) {
            where = "(Unknown Source)";
        } else if (lineNumber >= 0) {
            where = "(" + fileName + ":" + lineNumber + ")";
        } else {
            where = "(" + fileName + ")";
        }
        return declaringClass + "." + methodName + where;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber && e.declaringClass.equals(declaringClass)
            && e.methodName.equals(methodName) && Objects.equals(fileName, e.fileName);
    }

    @Override
    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + Objects.hashCode(fileName);
        result = 31 * result + lineNumber;
        return result;
    }
}
