import java.io.*;

public class ProgStackTraces {
    static class ValidationException extends Exception {
        ValidationException(String msg, Throwable cause) { super(msg, cause); }
    }

    static int parse(String s) {
        int v = 0;
        for (char c : s.toCharArray()) {
            if (c < '0' || c > '9') throw new NumberFormatException("For input string: \"" + s + "\"");
            v = v * 10 + (c - '0');
        }
        return v;
    }

    static int load(String s) throws ValidationException {
        try {
            return parse(s);
        } catch (NumberFormatException e) {
            throw new ValidationException("bad input: " + s, e);
        }
    }

    static void level3(int n) {
        if (n == 0) throw new IllegalStateException("deep");
        level3(n - 1);
    }

    static class Res implements AutoCloseable {
        public void close() { throw new UnsupportedOperationException("close"); }
    }

    public static void main(String[] args) throws Exception {
        try {
            load("12x");
        } catch (ValidationException e) {
            e.printStackTrace(System.out);
        }
        try {
            try {
                level3(3);
            } catch (IllegalStateException e) {
                throw new RuntimeException("wrapped", e);
            }
        } catch (RuntimeException e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.print(sw);
        }
        try (Res r = new Res()) {
            throw new IOException("body");
        } catch (IOException e) {
            e.printStackTrace(System.out);
        }
        Throwable t = new Error("top", new Exception("middle", new ArithmeticException("bottom")));
        t.printStackTrace(System.out);
        Exception noMsg = new Exception();
        noMsg.addSuppressed(new IllegalArgumentException("s1", new NullPointerException("npe")));
        noMsg.printStackTrace(System.out);
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println(st[0].getMethodName() + " " + st[0].getClassName() + " " + st.length);
    }
}
