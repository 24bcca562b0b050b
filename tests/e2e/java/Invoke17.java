// RELEASE 17
import java.lang.invoke.*;
import java.util.*;
import java.util.stream.*;

/* java.lang.invoke and StackWalker on OpenJDK's library: direct method handles of every
 * kind through invokeExact/invoke (LambdaForms), bound and adapted handles, a hidden class,
 * and the stack as StackWalker walks it. */
public class Invoke17 {
    private int base = 40;
    int add(int x) { return base + x; }
    static String greet(String who, int n) { return "hello " + who + " x" + n; }
    Invoke17() {}
    Invoke17(int b) { base = b; }

    static List<String> walk() {
        return StackWalker.getInstance().walk(s -> s.map(f -> f.getMethodName() + ":" + f.getLineNumber())
                .collect(Collectors.toList()));
    }
    static List<String> deeper(int n) { return n == 0 ? walk() : deeper(n - 1); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findVirtual(Invoke17.class, "add", MethodType.methodType(int.class, int.class));
        MethodHandle greet = l.findStatic(Invoke17.class, "greet",
                MethodType.methodType(String.class, String.class, int.class));
        MethodHandle make = l.findConstructor(Invoke17.class, MethodType.methodType(void.class, int.class));
        MethodHandle getter = l.findGetter(Invoke17.class, "base", int.class);
        Invoke17 o = (Invoke17) make.invokeExact(2);
        System.out.println("virtual " + (int) add.invokeExact(o, 5) + " getter " + (int) getter.invokeExact(o));
        System.out.println("static " + (String) greet.invokeExact("world", 3));
        System.out.println("invoke " + greet.invoke("boxed", Integer.valueOf(7)));
        MethodHandle bound = greet.bindTo("bound");
        System.out.println("bound " + (String) bound.invokeExact(1));
        MethodHandle dropped = MethodHandles.dropArguments(greet, 0, long.class);
        System.out.println("dropped " + (String) dropped.invokeExact(9L, "d", 2));
        MethodHandle len = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        MethodHandle filtered = MethodHandles.filterReturnValue(greet, len);
        System.out.println("filtered " + (int) filtered.invokeExact("abc", 4));
        MethodHandle concat = l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        System.out.println("spread " + concat.asSpreader(Object[].class, 1).invoke("a", new Object[] {"b"}));
        try {
            add.invokeExact(o, 1L);
        } catch (WrongMethodTypeException e) {
            System.out.println("wrong type: " + e.getClass().getSimpleName());
        }
        System.out.println("walk " + deeper(2));
        System.out.println("caller " + StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(s -> s.map(StackWalker.StackFrame::getDeclaringClass).findFirst().get().getName()));
        Runnable r = () -> System.out.println("lambda class hidden " + Runnable.class.isInstance(null));
        r.run();
        System.out.println("done");
    }
}
