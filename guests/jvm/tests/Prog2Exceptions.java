import java.io.*;
import java.util.*;

public class Prog2Exceptions {
    static class ValidationException extends Exception {
        private final String field;
        ValidationException(String field, String msg) { super(field + ": " + msg); this.field = field; }
        String field() { return field; }
    }

    static class Resource implements AutoCloseable {
        static final List<String> log = new ArrayList<>();
        final String name; final boolean failOnClose;
        Resource(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; log.add("open " + name); }
        void use(boolean fail) { log.add("use " + name); if (fail) throw new IllegalStateException("failed using " + name); }
        @Override public void close() throws IOException {
            log.add("close " + name);
            if (failOnClose) throw new IOException("close failed for " + name);
        }
    }

    static int depth = 0;
    static int recurse(int n) { depth = n; return recurse(n + 1) + 1; }

    @SuppressWarnings("finally")
    static int finallyWins() {
        try { return 1; } finally { return 2; }
    }

    static String order() {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("try ");
            throw new RuntimeException("x");
        } catch (RuntimeException e) {
            sb.append("catch ");
            return sb.append("return ").toString();
        } finally {
            sb.append("finally");
        }
    }

    static void validate(Map<String, String> form) throws ValidationException {
        String age = form.get("age");
        if (form.get("name") == null || form.get("name").isEmpty()) throw new ValidationException("name", "required");
        try {
            int a = Integer.parseInt(age);
            if (a < 0 || a > 150) throw new ValidationException("age", "out of range " + a);
        } catch (NumberFormatException e) {
            ValidationException ve = new ValidationException("age", "not a number");
            ve.initCause(e);
            throw ve;
        }
    }

    public static void main(String[] args) {
        for (boolean useFail : new boolean[]{false, true}) {
            for (boolean closeFail : new boolean[]{false, true}) {
                Resource.log.clear();
                try (Resource a = new Resource("A", false); Resource b = new Resource("B", closeFail)) {
                    a.use(false);
                    b.use(useFail);
                } catch (Exception e) {
                    StringBuilder sb = new StringBuilder(e.getClass().getSimpleName() + ": " + e.getMessage());
                    for (Throwable s : e.getSuppressed()) sb.append(" [suppressed ").append(s.getMessage()).append(']');
                    Resource.log.add(sb.toString());
                }
                System.out.println(useFail + "/" + closeFail + " " + Resource.log);
            }
        }
        System.out.println(finallyWins() + " " + order());
        String[][] forms = {{"name", "Ann", "age", "34"}, {"name", "", "age", "20"}, {"name", "Bob", "age", "abc"}, {"name", "Cy", "age", "200"}};
        for (String[] f : forms) {
            Map<String, String> form = new HashMap<>();
            for (int i = 0; i < f.length; i += 2) form.put(f[i], f[i + 1]);
            try {
                validate(form);
                System.out.println("ok " + form.get("name"));
            } catch (ValidationException e) {
                System.out.println("invalid " + e.field() + " -> " + e.getMessage() + (e.getCause() != null ? " caused by " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage() : ""));
            }
        }
        try {
            recurse(0);
        } catch (StackOverflowError e) {
            System.out.println("StackOverflowError caught, depth > 1000: " + (depth > 1000));
        }
        Object[] tests = new Object[6];
        for (int t = 0; t < tests.length; t++) {
            try {
                switch (t) {
                    case 0: { int[] a = new int[2]; a[2] = 1; break; }
                    case 1: { Object o = "s"; Integer i = (Integer) o; break; }
                    case 2: { Integer.parseInt("12x"); break; }
                    case 3: { new ArrayList<Integer>().iterator().next(); break; }
                    case 4: { List<Integer> l = new ArrayList<>(Arrays.asList(1, 2)); for (Integer i : l) l.add(3); break; }
                    default: { throw new UnsupportedOperationException(); }
                }
            } catch (ArrayIndexOutOfBoundsException | ClassCastException e) {
                System.out.println(t + " " + e.getClass().getSimpleName());
            } catch (NumberFormatException e) {
                System.out.println(t + " " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println(t + " " + e.getClass().getName() + " " + e.getMessage());
            }
        }
        try {
            try {
                throw new IOException("inner");
            } catch (IOException e) {
                throw new UncheckedIOException("wrapped", e);
            } finally {
                System.out.println("inner finally");
            }
        } catch (UncheckedIOException e) {
            System.out.println(e.getMessage() + " / " + e.getCause().getMessage() + " / " + e);
        }
        Throwable chain = new RuntimeException("top", new IllegalArgumentException("middle", new ArithmeticException("bottom")));
        for (Throwable c = chain; c != null; c = c.getCause()) System.out.println("  " + c);
        Exception plain = new Exception();
        System.out.println(plain.getMessage() + " " + plain + " " + new RuntimeException(new IOException("x")).getMessage());
        int code = 0;
        try {
            assert false : "assertions are off";
            code = 1;
        } catch (AssertionError e) {
            code = 2;
        }
        System.out.println("assert code " + code);
    }
}
