// RELEASE 8 -g
import java.util.HashMap;
import java.util.Map;

/**
 * Compiled with javac -g: the class has a LocalVariableTable, and the helpful
 * NullPointerException messages name locals and parameters as the JDK does ("because
 * \"order\" is null"), a slot reused by two variables by the one in scope at the instruction.
 */
public class NullPointerNames {
    static class Order {
        String customer;
        Order parent;
        int[] quantities;
    }

    interface Case { void run(); }

    static void show(String what, Case c) {
        try {
            c.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": " + e.getMessage());
        }
    }

    static int customerLength(Order order) { return order.customer.length(); }
    static int parentQuantity(Order order, int index) { return order.parent.quantities[index]; }
    int total(Order first, Order second) { return first.quantities.length + second.quantities.length; }
    static int reused(boolean which) {
        int n = 0;
        if (which) {
            String name = "a";
            n += name.length();
        }
        {
            String other = which ? null : "b";
            n += other.length();
        }
        return n;
    }
    static int lookup(Map<String, Order> byId, String id) {
        Order found = byId.get(id);
        return found.quantities[0];
    }

    public static void main(String[] args) {
        show("parameter", () -> customerLength(null));
        show("field of parameter", () -> customerLength(new Order()));
        show("parent chain", () -> parentQuantity(new Order(), 1));
        show("second parameter", () -> { Order o = new Order(); o.quantities = new int[1]; new NullPointerNames().total(o, new Order()); });
        show("reused slot", () -> reused(true));
        show("local from map", () -> lookup(new HashMap<>(), "k"));
        show("lambda local", () -> { String text = args.length > 3 ? "x" : null; System.out.println(text.trim()); });
    }
}
