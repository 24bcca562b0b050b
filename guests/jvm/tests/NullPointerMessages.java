import java.util.*;
import java.util.function.*;

/**
 * Helpful NullPointerException messages where javac --release 8's bytecode differs from 17's
 * (ExceptionMessages is compiled for 17): private fields of the outer class through the
 * synthetic access$N00 methods, string concatenation by StringBuilder, try-with-resources,
 * unboxing, wide locals; a method reference's NPE inside the lambda class has no message.
 */
public class NullPointerMessages {
    private int secret;
    private String label;

    static class Inner {
        int peek(NullPointerMessages o) { return o.secret; }
        int labelLen(NullPointerMessages o) { return o.label.length(); }
    }

    static class Res implements AutoCloseable {
        public void close() { }
    }

    interface Case { void run() throws Throwable; }

    static void show(String what, Case c) {
        try {
            c.run();
            System.out.println(what + ": no exception");
        } catch (Throwable t) {
            System.out.println(what + ": " + t);
        }
    }

    static String concat(String a, Object b) { return a + b.hashCode() + "!"; }
    static Res open() { return null; }
    static int sumBoxed(List<Integer> l) { int s = 0; for (int x : l) s += x; return s; }
    static long longs(long a, Long b) { return a + b; }
    static int twoDim(int[][] g, int r, int c) { return g[r][c]; }
    static void assign(int[][] g) { g[1][2] = 3; }
    static int chained(Map<String, List<String>> m) { return m.get("k").size(); }
    static int strSwitch(String s) { switch (s) { case "x": return 1; default: return 0; } }
    static char charAtNull(String[] arr, int i) { return arr[i].charAt(0); }
    static int deep(NullPointerMessages a) { return a.inner().inner().inner().secret; }
    NullPointerMessages inner() { return null; }
    static int wideLocal(long a, long b, long c, String s) { return s.length(); }
    static int manyLocals() {
        String a0 = "a", a1 = "b", a2 = "c", a3 = "d";
        String s = a0.length() > 5 ? a1 : null;
        return s.length() + a2.length() + a3.length();
    }

    public static void main(String[] args) {
        show("concat", () -> concat("a", null));
        show("try with resources", () -> { try (Res r = open()) { r.close(); } });
        show("unboxing in for", () -> sumBoxed(Arrays.asList(1, null)));
        show("long unboxing", () -> longs(1, null));
        show("two dim", () -> twoDim(new int[3][], 1, 2));
        show("assign two dim", () -> assign(new int[3][]));
        show("map chain", () -> chained(new HashMap<>()));
        show("switch", () -> strSwitch(null));
        show("array char", () -> charAtNull(new String[2], 1));
        show("deep", () -> deep(new NullPointerMessages()));
        show("wide", () -> wideLocal(1, 2, 3, null));
        show("many locals", () -> manyLocals());
        show("accessor", () -> new Inner().peek(null));
        show("accessor label", () -> new Inner().labelLen(new NullPointerMessages()));
        show("function", () -> { Function<String, Integer> f = String::length; f.apply(null); });
        show("supplier", () -> { Supplier<String> s = () -> null; s.get().trim(); });
        show("anon", () -> new Runnable() { public void run() { String t = null; t.isEmpty(); } }.run());
    }
}
