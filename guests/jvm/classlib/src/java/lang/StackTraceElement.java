package java.lang;

import java.util.Objects;

/**
 * One frame of a stack trace. The VM records each frame as the string the JDK prints for it
 * ({@code pkg.Cls.method(File.java:12)}, {@code (Native Method)} or {@code (Unknown Source)});
 * {@link Throwable#getStackTrace} parses those strings into these objects. A frame of a class
 * of the class library (the VM's embedded archive) belongs to module java.base and prints as
 * {@code java.base/java.util.ArrayList.get(ArrayList.java:118)}; a frame of a class from the
 * class path has the loader "app" and no module, and prints without a prefix, as in the JDK.
 */
public final class StackTraceElement implements java.io.Serializable {
    private final String classLoaderName;
    private final String moduleName;
    private final String moduleVersion;
    /** Made from the VM's backtrace: the built-in loader's name and the version are not printed. */
    private final boolean fromVm;
    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber, false);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
                             String declaringClass, String methodName, String fileName, int lineNumber) {
        this(classLoaderName, moduleName, moduleVersion, declaringClass, methodName, fileName, lineNumber, false);
    }

    private StackTraceElement(String classLoaderName, String moduleName, String moduleVersion, String declaringClass,
                              String methodName, String fileName, int lineNumber, boolean fromVm) {
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.fromVm = fromVm;
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
        String file = null;
        int line = -1;
        if (where.equals("Native Method")) {
            line = -2;
        } else if (!where.equals("Unknown Source") && !where.isEmpty()) {
            int colon = where.lastIndexOf(':');
            file = colon < 0 ? where : where.substring(0, colon);
            line = colon < 0 ? -1 : Integer.parseInt(where.substring(colon + 1));
        }
        boolean library = isLibraryClass(cls);
        return new StackTraceElement(library ? null : "app", library ? "java.base" : null, null, cls, method, file, line, true);
    }

    /** Whether the loaded class of this name came from the class library (not the class path). */
    private static native boolean isLibraryClass(String className);

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
        return moduleName;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getClassLoaderName() {
        return classLoaderName;
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
        String prefix = "";
        if (!fromVm && classLoaderName != null && !classLoaderName.isEmpty()) {
            prefix = classLoaderName + "/";
        }
        if (moduleName != null && !moduleName.isEmpty()) {
            prefix += moduleName;
            if (!fromVm && moduleVersion != null && !moduleVersion.isEmpty()) {
                prefix += "@" + moduleVersion;
            }
        }
        return (prefix.isEmpty() ? "" : prefix + "/") + declaringClass + "." + methodName + where;
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
            && e.methodName.equals(methodName) && Objects.equals(fileName, e.fileName)
            && Objects.equals(classLoaderName, e.classLoaderName) && Objects.equals(moduleName, e.moduleName)
            && Objects.equals(moduleVersion, e.moduleVersion);
    }

    @Override
    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + Objects.hashCode(classLoaderName);
        result = 31 * result + Objects.hashCode(moduleName);
        result = 31 * result + Objects.hashCode(moduleVersion);
        result = 31 * result + Objects.hashCode(fileName);
        result = 31 * result + lineNumber;
        return result;
    }
}
