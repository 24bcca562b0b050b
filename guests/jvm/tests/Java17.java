// RELEASE 17
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/** Java 9-17 class files: string concatenation (StringConcatFactory), enhanced switch, text
 * blocks, sealed hierarchies, nestmate private access, private interface methods, lambdas. */
public class Java17 {
    sealed interface Expr permits Num, Add, Mul, Neg { }
    record Num(int v) implements Expr { }
    record Add(Expr l, Expr r) implements Expr { }
    record Mul(Expr l, Expr r) implements Expr { }
    static final class Neg implements Expr {
        final Expr e;
        Neg(Expr e) { this.e = e; }
    }
    static abstract sealed class Animal permits Dog, Cat { abstract String sound(); }
    static final class Dog extends Animal { String sound() { return "woof"; } }
    static non-sealed class Cat extends Animal { String sound() { return "meow"; } }
    static class Lion extends Cat { String sound() { return "roar"; } }
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    interface Greeter {
        default String greet(String n) { return prefix() + n; }
        private String prefix() { return "hi "; }
        private static String unused() { return "x"; }
    }

    private int secret = 41;
    private static String hidden() { return "hidden"; }

    class Inner {
        private int mine = 1;
        int peek() { return secret + mine; }             // outer private field
        String call() { return hidden() + secret(); }     // outer private methods
    }
    private String secret() { return "#" + secret; }
    static class Nested {
        private String nestedSecret() { return "nested"; }
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m) return eval(m.l()) * eval(m.r());
        if (e instanceof Neg n) return -eval(n.e);
        throw new AssertionError();
    }

    static String kind(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            case WED -> {
                String s = "mid";
                yield s + "week";
            }
            default -> "weekday";
        };
    }

    static int score(String s) {
        switch (s) {
            case "a", "b" -> { return 1; }
            case "long string here" -> { return 2; }
            default -> { return s.length(); }
        }
    }

    static String oldSwitch(int i) {
        String r;
        switch (i) {
            case 1: r = "one"; break;
            case 2: case 3: r = "two-three"; break;
            default: r = "many";
        }
        return r;
    }

    public static void main(String[] args) {
        // string concatenation with every kind of argument
        boolean z = false; byte b = -8; char c = 'C'; short s = -300; int i = -5; long l = 1234567890123L;
        float f = 0.1f; double d = 1e-7; String str = "text"; String nul = null; Object o = null;
        int[] arr = new int[0]; char[] chars = {'h', 'i'}; Object obj = new StringBuilder("sb");
        System.out.println("z=" + z + " b=" + b + " c=" + c + " s=" + s + " i=" + i + " l=" + l);
        System.out.println("f=" + f + " d=" + d + " str=" + str + " nul=" + nul + " o=" + o + " obj=" + obj);
        System.out.println("arr " + (arr.length) + (chars.length) + " " + new String(chars));
        System.out.println(c + c + "" + c + c);
        System.out.println(1 + 2 + "three" + 4 + 5);
        System.out.println("" + Float.NaN + Double.POSITIVE_INFINITY + (-0.0f) + 100.0 + 1e21 + Long.MIN_VALUE);
        System.out.println("ctl\u0001chars\u0002kept " + i + "\u0001" + c);
        String acc = "";
        for (int k = 0; k < 5; k++)
            acc += k + ",";
        System.out.println(acc);
        String many = "" + i + i + i + i + i + i + i + i + i + i + l + l + l + l + f + f + d + d + c + c + z + z + str + str;
        System.out.println(many);
        Character boxed = 'x';
        Integer bi = null;
        System.out.println("boxed " + boxed + " " + bi);

        // text blocks
        String tb = """
            Hello,
              "text" block\tend
            line \
            joined
            """;
        System.out.print(tb);
        System.out.println(tb.length() + " " + tb.split("\n").length);

        // switch expressions and statements
        for (Day day : Day.values())
            System.out.print(kind(day) + " ");
        System.out.println();
        System.out.println(score("a") + " " + score("b") + " " + score("long string here") + " " + score("xyz"));
        System.out.println(oldSwitch(1) + " " + oldSwitch(3) + " " + oldSwitch(9));
        int code = 3;
        String word = switch (code) { case 1 -> "one"; case 2 -> "two"; case 3 -> "three"; default -> "?"; };
        System.out.println(word);

        // sealed hierarchies
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Num(4))));
        System.out.println(e.getClass() == Add.class ? "eval " + eval(e) : "?");
        List<Animal> zoo = new ArrayList<>();
        zoo.add(new Dog());
        zoo.add(new Cat());
        zoo.add(new Lion());
        for (Animal a : zoo)
            System.out.print(a.sound() + " ");
        System.out.println();

        // nestmates: private members across nest members
        Java17 outer = new Java17();
        Inner in = outer.new Inner();
        System.out.println(in.peek() + " " + in.call() + " " + in.mine + " " + new Nested().nestedSecret());
        outer.secret = 10;
        Supplier<String> sup = outer::secret;
        System.out.println(sup.get());
        Greeter g = new Greeter() { };
        System.out.println(g.greet("there"));

        // lambdas compiled for 17
        var list = new ArrayList<String>();
        for (var w : new String[] {"delta", "alpha", "charlie", "bravo"})
            list.add(w);
        list.sort(String::compareTo);
        System.out.println(list);
        Function<String, String> up = String::toUpperCase;
        IntFunction<String> rep = n -> n == 0 ? "" : "ab" + "ab".substring(0, 2 * (n - 1) > 2 ? 2 : 2 * (n - 1)) + (n > 2 ? "ab" : "");
        System.out.println(up.apply("shout") + " " + rep.apply(3));
        int base = 7;
        Function<Integer, String> fmt = x -> "v" + (x + base) + c + f;
        System.out.println(fmt.apply(1));
    }
}
