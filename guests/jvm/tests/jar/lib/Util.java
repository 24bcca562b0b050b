package lib;

public class Util {
    public static String greet(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            b.append(s.charAt(i % s.length()));
        }
        return "hello " + s + " " + b.toString().hashCode();
    }

    public static boolean assertionsEnabled() {
        boolean on = false;
        assert on = true;
        return on;
    }
}
