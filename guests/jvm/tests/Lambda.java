import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.*;

/** Lambdas and method references compiled for Java 8 (LambdaMetafactory, no string concat indy). */
public class Lambda {
    interface Shape { double area(); }
    interface Named { String name(); default String hello() { return "hello " + name(); } }
    interface Marker { }
    interface IntMaker { int make(); }
    interface Widen { long widen(int x); }
    interface Boxer { Object box(int x); }
    interface Unboxer { int unbox(Integer x); }
    interface VoidOf { void take(String s); }
    interface DoubleOp { double apply(double x); }
    interface LongOp { long apply(long x, long y); }

    private final String tag;
    private int counter;

    Lambda(String tag) { this.tag = tag; }
    Lambda() { this("default"); }

    private String priv(String s) { return tag + "/" + s; }
    String inst(String s) { return "inst " + tag + " " + s; }
    static String stat(String s) { return "stat " + s; }
    static int three() { return 3; }
    int bump() { return ++counter; }

    static class Base { String who() { return "base"; } }
    static class Derived extends Base {
        String who() { return "derived"; }
        Supplier<String> superWho() { return super::who; }
        Supplier<String> thisWho() { return this::who; }
    }

    public static void main(String[] args) {
        System.out.println("before lambda");
        Runnable r = () -> System.out.println("inside lambda");
        r.run();
        System.out.println("after lambda");
        System.out.println("same non-capturing instance: " + (mk() == mk()));

        Function<String, String> f1 = Lambda::stat;                 // static
        Lambda l = new Lambda("L");
        Function<String, String> f2 = l::inst;                      // bound receiver
        BiFunction<Lambda, String, String> f3 = Lambda::inst;       // unbound receiver
        Function<String, String> f4 = l::priv;                      // private (nestmate or special)
        Supplier<Lambda> f5 = Lambda::new;                          // constructor
        Function<String, Lambda> f6 = Lambda::new;                  // constructor with an argument
        Function<Integer, String[]> f7 = String[]::new;             // array constructor
        Comparator<String> f8 = String::compareTo;                  // virtual on a library class
        Function<List<String>, Integer> f9 = List::size;            // interface method
        Derived d = new Derived();
        System.out.println(f1.apply("a"));
        System.out.println(f2.apply("b"));
        System.out.println(f3.apply(l, "c"));
        System.out.println(f4.apply("d"));
        System.out.println(f5.get().tag);
        System.out.println(f6.apply("six").tag);
        System.out.println(f7.apply(7).length);
        System.out.println(f8.compare("apple", "banana") < 0);
        List<String> list = new ArrayList<>();
        list.add("x");
        list.add("y");
        System.out.println(f9.apply(list));
        System.out.println(d.superWho().get() + " " + d.thisWho().get());
        Named n = () -> "world";
        System.out.println(n.hello());

        // conversions between the interface and the implementation
        IntMaker im = Lambda::three;
        Widen w = x -> x * 1000000000L;
        Boxer b = x -> x;
        Unboxer u = x -> x + 1;
        ToLongFunction<Integer> tl = Integer::intValue;
        IntFunction<Integer> boxed = Integer::valueOf;
        DoubleOp half = x -> x / 2;
        VoidOf v = l::bump_and_print;
        System.out.println(im.make() + " " + w.widen(5) + " " + b.box(9) + " " + u.unbox(41) + " " + tl.applyAsLong(77));
        System.out.println(boxed.apply(12) + " " + half.apply(5));
        v.take("void");
        IntSupplier counterRef = l::bump;
        System.out.println(counterRef.getAsInt() + " " + counterRef.getAsInt());

        // capturing every primitive type and references
        boolean z = true; byte by = -7; char c = 'Z'; short s = 300; int i = 123456; long lg = -9876543210L;
        float fl = 1.25f; double db = -0.1; String str = "str"; int[] arr = {1, 2};
        Supplier<String> all = () -> "" + z + "," + by + "," + c + "," + s + "," + i + "," + lg + "," + fl + "," + db
                + "," + str + "," + arr.length;
        System.out.println(all.get());
        LongOp lbo = (x, y) -> x * y + lg;
        System.out.println(lbo.apply(3, 4));

        // serializable and marker interfaces (altMetafactory)
        Runnable ser = (Runnable & java.io.Serializable) () -> System.out.println("serializable lambda");
        ser.run();
        System.out.println(ser instanceof java.io.Serializable);
        Runnable mark = (Runnable & Marker) () -> { };
        System.out.println(mark instanceof Marker);

        // lambdas as library callbacks
        List<String> words = new ArrayList<>();
        words.add("pear"); words.add("fig"); words.add("banana"); words.add("kiwi");
        words.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(words);
        words.forEach(x -> System.out.print(x.charAt(0)));
        System.out.println();
        words.removeIf(x -> x.length() == 4);
        System.out.println(words);
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Comparator.naturalOrder());
        System.out.println(max.apply(3, 9));
        Function<Integer, Integer> inc = x -> x + 1, dbl = x -> x * 2;
        System.out.println(inc.andThen(dbl).apply(5) + " " + inc.compose(dbl).apply(5));
        Predicate<String> empty = String::isEmpty;
        System.out.println(empty.negate().test("") + " " + empty.or(x -> x.startsWith("a")).test("abc"));

        // a lambda throwing, caught outside
        Supplier<Object> bad = () -> { throw new IllegalStateException("from lambda"); };
        try {
            bad.get();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
            e.printStackTrace(System.out); // the lambda class's own frame is hidden, as in the JDK
        }
        // a null bound receiver fails at capture
        String nul = null;
        try {
            Supplier<Integer> sz = nul::length;
            System.out.println("no exception " + sz);
        } catch (NullPointerException e) {
            System.out.println("NPE at capture");
        }
        // many objects from one capturing site
        int sum = 0;
        for (int k = 0; k < 2000; k++) {
            final int kk = k;
            IntSupplier cap = () -> kk * 2;
            sum += cap.getAsInt();
        }
        System.out.println("sum " + sum);
    }

    void bump_and_print(String s) { System.out.println(s + " " + bump()); }

    static Runnable mk() { return () -> { }; }
}
