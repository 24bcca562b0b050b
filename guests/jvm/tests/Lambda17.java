// RELEASE 17
/** Lambdas compiled for Java 17: bridges (altMetafactory), lambdas in interface static and default
 * methods, enum constructors and static initialisers, array clone, varargs and PrintStream method
 * references, nested lambdas. */
import java.util.function.*;
public class Lambda17 {
    interface StrFn extends Function<String, String> { String apply(String s); }
    interface Maker {
        String name();
        static Supplier<String> fixed() { return () -> "static in interface"; }
        default Supplier<String> self() { return () -> "default " + name(); }
        default Supplier<String> ref() { return this::name; }
    }
    enum Op {
        ADD((a, b) -> a + b), MUL((a, b) -> a * b);
        final IntBinaryOperator f;
        Op(IntBinaryOperator f) { this.f = f; }
    }
    static final Supplier<String> STATIC_INIT;
    static { String s = "clinit"; STATIC_INIT = () -> s + "!"; }
    public static void main(String[] args) {
        StrFn up = s -> s.toUpperCase();
        Function<String, String> asF = up;
        System.out.println(up.apply("a") + asF.apply("b"));
        Maker m = () -> "mk";
        System.out.println(Maker.fixed().get() + " " + m.self().get() + " " + m.ref().get());
        System.out.println(Op.ADD.f.applyAsInt(3, 4) + " " + Op.MUL.f.applyAsInt(3, 4));
        System.out.println(STATIC_INIT.get());
        Function<int[], Object> cl = int[]::clone;
        int[] a = {1, 2, 3};
        int[] b = (int[]) cl.apply(a);
        System.out.println(b.length + " " + (a != b) + " " + b[2]);
        BiFunction<String, Object[], String> fmt = String::format;
        System.out.println(fmt.apply("%s-%s", new Object[] {"x", 1}));
        Function<Object, String> ts = Object::toString;
        System.out.println(ts.apply(42));
        ToIntFunction<String> h = String::hashCode;
        System.out.println(h.applyAsInt("abc"));
        Consumer<String> pr = System.out::println;
        pr.accept("consumer");
        Supplier<Supplier<String>> nested = () -> () -> "nested";
        System.out.println(nested.get().get());
    }
}
