package java.lang;

/**
 * One frame of a stack trace (Thread.getStackTrace). The VM describes frames as
 * "pkg.Class.method(File.java:12)", "(Native Method)" or "(Unknown Source)"; parse reads
 * that back. No module or class-loader names (toString prints the classic form).
 */
public final class StackTraceElement implements java.io.Serializable {
    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null || methodName == null) {
            throw new NullPointerException(declaringClass == null ? "Declaring class is null" : "Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    static StackTraceElement parse(String frame) {
        int open = frame.lastIndexOf('(', frame.length() - 1);
        String where = frame.substring(open + 1, frame.length() - 1);
        String qualified = frame.substring(0, open);
        int dot = qualified.lastIndexOf('.');
        String cls = qualified.substring(0, dot);
        String method = qualified.substring(dot + 1);
        if (where.equals("Native Method")) {
            return new StackTraceElement(cls, method, null, -2);
        }
        int colon = where.lastIndexOf(':');
        if (where.equals("Unknown Source") || colon < 0) {
            return new StackTraceElement(cls, method, null, -1);
        }
        return new StackTraceElement(cls, method, where.substring(0, colon), Integer.parseInt(where.substring(colon + 1)));
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String toString() {
        String where;
        if (isNativeMethod()) {
            where = "Native Method";
        } else if (fileName == null) {
            where = "Unknown Source";
        } else if (lineNumber >= 0) {
            where = fileName + ":" + lineNumber;
        } else {
            where = fileName;
        }
        return declaringClass + "." + methodName + "(" + where + ")";
    }

    public boolean equals(Object o) {
        if (!(o instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) o;
        return declaringClass.equals(e.declaringClass) && methodName.equals(e.methodName)
            && (fileName == null ? e.fileName == null : fileName.equals(e.fileName)) && lineNumber == e.lineNumber;
    }

    public int hashCode() {
        int h = 31 * declaringClass.hashCode() + methodName.hashCode();
        h = 31 * h + (fileName == null ? 0 : fileName.hashCode());
        return 31 * h + lineNumber;
    }
}
