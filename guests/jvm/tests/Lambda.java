// EXPECTED-ONLY: invokedynamic is not supported by the VM; it must fail clearly (BootstrapMethodError, exit 1).
/** A lambda: the VM prints what came before, then fails with BootstrapMethodError naming the class and method. */
public class Lambda {
    public static void main(String[] args) {
        System.out.println("before lambda");
        Runnable r = () -> System.out.println("inside lambda");
        r.run();
        System.out.println("after lambda");
    }
}
