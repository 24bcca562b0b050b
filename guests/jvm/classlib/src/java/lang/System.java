package java.lang;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

public final class System {
    private System() {
    }

    /* Not final (unlike the JDK's) so that setIn/setOut/setErr need no native. */
    public static InputStream in = new FileInputStream(FileDescriptor.in);
    public static PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
    public static PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);

    public static void setOut(PrintStream s) {
        out = s;
    }

    public static void setErr(PrintStream s) {
        err = s;
    }

    public static void setIn(InputStream s) {
        in = s;
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    public static String getProperty(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (setProperties != null && setProperties.containsKey(key)) {
            return setProperties.get(key);
        }
        String given = commandLineProperty(key);
        if (given != null) {
            return given;
        }
        if (key.equals("line.separator")) {
            return "\n";
        }
        if (key.equals("file.separator")) {
            return "/";
        }
        if (key.equals("path.separator")) {
            return ":";
        }
        if (key.equals("java.version")) {
            return "1.8";
        }
        if (key.equals("java.vendor")) {
            return "gcsim";
        }
        if (key.equals("os.arch")) {
            return "ppc";
        }
        if (key.equals("os.name")) {
            return "Linux";
        }
        if (key.equals("user.dir")) {
            return jdk.internal.io.Sys.cwd();
        }
        if (key.equals("file.encoding")) {
            return "UTF-8";
        }
        return null;
    }

    /* -Dkey=value from the command line, and java.class.path (the VM's props.c); null if neither */
    private static native String commandLineProperty(String key);

    /* setProperty and clearProperty's values (a null value: cleared), first in getProperty */
    private static java.util.HashMap<String, String> setProperties;

    public static String setProperty(String key, String value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return putProperty(key, value);
    }

    public static String clearProperty(String key) {
        return putProperty(key, null);
    }

    private static String putProperty(String key, String value) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
        String old = getProperty(key);
        if (setProperties == null) {
            setProperties = new java.util.HashMap<String, String>();
        }
        setProperties.put(key, value);
        return old;
    }

    /** A copy of the properties: the standard ones, java.class.path and those set (changing it changes nothing). */
    public static java.util.Properties getProperties() {
        java.util.Properties p = new java.util.Properties();
        String[] standard = {"file.encoding", "file.separator", "java.vendor", "java.version", "line.separator",
            "os.arch", "os.name", "path.separator", "user.dir"};
        for (String k : standard) {
            putIfSet(p, k);
        }
        putIfSet(p, "java.class.path");
        if (setProperties != null) {
            for (String k : setProperties.keySet()) {
                putIfSet(p, k);
            }
        }
        return p;
    }

    private static void putIfSet(java.util.Properties p, String key) {
        String v = getProperty(key);
        if (v != null) {
            p.setProperty(key, v);
        } else {
            p.remove(key);
        }
    }

    public static String getProperty(String key, String def) {
        String v = getProperty(key);
        return v == null ? def : v;
    }

    public static String getenv(String name) {
        return null;
    }

    /** The environment: empty, as getenv(name) is null for every name. */
    public static java.util.Map<String, String> getenv() {
        return java.util.Collections.emptyMap();
    }

    public static String lineSeparator() {
        return "\n";
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
    }
}
