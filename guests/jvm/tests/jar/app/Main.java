package app;

import lib.Util;

/* The jar tests' program (sim-core/tests/jvm_launcher.rs): run with -jar, with -cp
 * a.jar:b.jar:dir, with -D and -ea/-da; its output is compared with the host JDK's. */
public class Main {
    public static void main(String[] args) {
        System.out.println("args " + args.length + " [" + String.join(",", args) + "]");
        System.out.println(Util.greet("jar"));
        System.out.println("x=" + System.getProperty("x") + " y=" + System.getProperty("y", "default")
                + " empty=[" + System.getProperty("empty") + "]");
        boolean on = false;
        assert on = true;
        System.out.println("assertions in app.Main " + (on ? "enabled" : "disabled")
                + ", in lib.Util " + (Util.assertionsEnabled() ? "enabled" : "disabled"));
        try {
            assert args.length > 99 : "fewer than 100 arguments";
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        }
        System.out.println(new lib.Table(300).checksum());
    }
}
