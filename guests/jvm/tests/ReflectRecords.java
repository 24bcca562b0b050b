// RELEASE 17
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/** Reflection over Java 9-17 classes (issue 16): records, nestmates, private interface methods. */
public class ReflectRecords {
    record Point(int x, int y) {
        static int made;

        Point {
            if (x < 0) {
                throw new IllegalArgumentException("negative x " + x);
            }
            made++;
        }

        int sum() {
            return x + y;
        }
    }

    record Named(String name, List<Point> points, double weight) {
    }

    interface Greeter {
        private String prefix() {
            return "hello ";
        }

        default String greet(String who) {
            return prefix() + who;
        }
    }

    static class Secretive implements Greeter {
        private int hidden = 7;

        private static String whisper() {
            return "psst";
        }
    }

    sealed interface Expr permits Num, Add {
    }

    record Num(int v) implements Expr {
    }

    record Add(Expr l, Expr r) implements Expr {
    }

    enum Planet {
        MERCURY(3.303e+23), EARTH(5.976e+24);

        private final double mass;

        Planet(double mass) {
            this.mass = mass;
        }
    }

    public static void main(String[] args) throws Exception {
        for (Class<?> c : new Class<?>[] {Point.class, Named.class, Num.class, Secretive.class, Greeter.class,
            Expr.class, Planet.class, int.class, int[][].class, String.class, ReflectRecords.class}) {
            System.out.println(c.getName() + " record=" + c.isRecord() + " pkg='" + c.getPackageName() + "' mods="
                    + Modifier.toString(c.getModifiers()) + " array=" + c.arrayType().getName() + " comp="
                    + c.componentType() + " super=" + c.getSuperclass());
            RecordComponent[] rc = c.getRecordComponents();
            if (rc != null) {
                for (RecordComponent r : rc) {
                    System.out.println("  component " + r + " accessor " + r.getAccessor() + " of "
                            + r.getDeclaringRecord().getSimpleName());
                }
            }
        }
        Constructor<Point> pc = Point.class.getDeclaredConstructor(int.class, int.class);
        System.out.println(pc + " params " + pc.getParameterCount());
        Point p = pc.newInstance(3, 4);
        System.out.println(p + " made " + Point.made);
        try {
            pc.newInstance(-1, 0);
        } catch (InvocationTargetException e) {
            System.out.println("ITE " + e.getCause());
        }
        List<String> values = new ArrayList<>();
        for (RecordComponent r : Point.class.getRecordComponents()) {
            values.add(r.getName() + "=" + r.getAccessor().invoke(p));
        }
        System.out.println(values + " sum " + Point.class.getDeclaredMethod("sum").invoke(p));
        Method eq = Point.class.getMethod("equals", Object.class);
        System.out.println(eq.invoke(p, new Point(3, 4)) + " " + eq.invoke(p, new Point(4, 3)) + " "
                + Point.class.getMethod("hashCode").invoke(p).equals(p.hashCode()) + " "
                + Point.class.getMethod("toString").invoke(p));
        Field fx = Point.class.getDeclaredField("x");
        System.out.println(fx + " = " + fx.getInt(p));
        fx.setAccessible(true);
        try {
            fx.setInt(p, 9);
        } catch (IllegalAccessException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        Named n = new Named("tri", List.of(new Point(0, 0), new Point(1, 1)), 2.5);
        System.out.println(serialize(n));
        System.out.println(serialize(new Add(new Num(1), new Add(new Num(2), new Num(3)))));

        // nestmates: private members of nested classes without setAccessible
        Secretive s = new Secretive();
        Field hidden = Secretive.class.getDeclaredField("hidden");
        hidden.setInt(s, hidden.getInt(s) + 1);
        System.out.println(s.hidden + " " + Secretive.class.getDeclaredMethod("whisper").invoke(null));
        List<String> gm = new ArrayList<>();
        for (Method m : Greeter.class.getDeclaredMethods()) {
            gm.add(m.toString() + " default=" + m.isDefault());
        }
        Collections.sort(gm);
        System.out.println(gm);
        System.out.println(Greeter.class.getMethod("greet", String.class).invoke(s, "world"));
        Method prefix = Greeter.class.getDeclaredMethod("prefix");
        System.out.println(prefix.invoke(s));

        // enums with fields, lambdas through reflection
        for (Planet pl : Planet.class.getEnumConstants()) {
            Field mass = Planet.class.getDeclaredField("mass");
            System.out.println(pl + " " + mass.getDouble(pl) + " " + Planet.class.getMethod("name").invoke(pl));
        }
        Supplier<String> sup = () -> "from lambda";
        Method get = Supplier.class.getMethod("get");
        System.out.println(get.invoke(sup) + " " + get.getDeclaringClass().getSimpleName());
        Runnable r = ReflectRecords::tick;
        Runnable.class.getMethod("run").invoke(r);
        System.out.println("ticks " + ticks);
        for (Class<?> c : new Class<?>[] {Expr.class, Num.class, Point.class, String.class, int[].class}) {
            System.out.println(c.getSimpleName() + " sealed=" + c.isSealed() + " permits="
                    + Arrays.toString(c.getPermittedSubclasses()) + " host=" + c.getNestHost().getSimpleName()
                    + " mate=" + c.isNestmateOf(ReflectRecords.class));
        }
        Object[] objs = {p, n, "s", 5, new int[0]};
        for (Object o : objs) {
            System.out.println(o.getClass().getSimpleName() + " isRecord=" + o.getClass().isRecord());
        }
    }

    static int ticks;

    static void tick() {
        ticks++;
    }

    /** A record serializer as a framework would write it: components by reflection, recursively. */
    static String serialize(Object o) throws Exception {
        if (o == null || !o.getClass().isRecord()) {
            if (o instanceof List<?> l) {
                List<String> parts = new ArrayList<>();
                for (Object e : l) {
                    parts.add(serialize(e));
                }
                return parts.toString();
            }
            return String.valueOf(o);
        }
        StringBuilder sb = new StringBuilder(o.getClass().getSimpleName()).append('{');
        RecordComponent[] rc = o.getClass().getRecordComponents();
        for (int i = 0; i < rc.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(rc[i].getName()).append(':').append(serialize(rc[i].getAccessor().invoke(o)));
        }
        return sb.append('}').toString();
    }
}
