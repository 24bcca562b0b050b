// RELEASE 17
import java.util.*;
import java.util.stream.*;

public class ProgModern {
    sealed interface Vehicle permits Car, Truck, Bike {}
    record Car(String make, int seats) implements Vehicle {}
    record Truck(String make, double tons) implements Vehicle {}
    static final class Bike implements Vehicle {
        final boolean electric;
        Bike(boolean electric) { this.electric = electric; }
    }

    interface Greeter {
        String name();
        default String greet() { return decorate("Hello, " + name()); }
        private String decorate(String s) { return "*" + s + "*"; }
        static Greeter of(String n) { return () -> n; }
    }

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static String toll(Vehicle v) {
        if (v instanceof Car c && c.seats() > 5) return "van " + c.make();
        if (v instanceof Car c) return "car " + c.make();
        if (v instanceof Truck t) return String.format("truck %s %.1ft -> %d", t.make(), t.tons(), (int) Math.ceil(t.tons() * 10));
        if (v instanceof Bike b) return b.electric ? "e-bike" : "bike";
        return "?";
    }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> {
                int n = d.name().length();
                yield n + 6;
            }
        };
    }

    static String classify(Object o) {
        String kind = switch (o.getClass().getSimpleName()) {
            case "Integer", "Long" -> "integral";
            case "Double" -> "floating";
            default -> "other";
        };
        return o + ":" + kind;
    }

    public static void main(String[] args) {
        var vehicles = List.of(new Car("Fiat", 4), new Car("VW", 7), new Truck("MAN", 7.25), new Bike(true), new Bike(false));
        for (var v : vehicles) System.out.println(toll(v));
        var counts = new TreeMap<String, Integer>();
        for (var v : vehicles) counts.merge(v.getClass().getSimpleName(), 1, Integer::sum);
        System.out.println(counts);
        for (Day d : Day.values()) System.out.print(d + "=" + letters(d) + " ");
        System.out.println();
        System.out.println(classify(3) + " " + classify(4L) + " " + classify(2.5) + " " + classify("s"));
        String json = """
            {
              "name": "widget",
              "tags": ["a", "b"],\
             "escaped": "tab\there"
            }
            """;
        System.out.print(json);
        System.out.println(json.lines().count() + " lines, stripped: " + json.lines().map(String::strip).collect(Collectors.joining()));
        System.out.println(Greeter.of("world").greet());
        var sb = new StringBuilder();
        for (var i = 0; i < 3; i++) sb.append(i).append(',');
        System.out.println(sb);
        System.out.println("  x ".isBlank() + " " + " ab ".strip() + "|" + "ab".repeat(3) + " " + "A\nB\n".lines().toList());
        Object o = new Car("Audi", 5);
        System.out.println(o instanceof Car car && car.make().startsWith("A") ? "an A-car with " + car.seats() : "no");
        System.out.println(o + " " + o.equals(new Car("Audi", 5)) + " " + (o.hashCode() == new Car("Audi", 5).hashCode()));
        int day = 3;
        String name = switch (day) { case 1 -> "one"; case 2 -> "two"; case 3 -> "three"; default -> "many"; };
        System.out.println(name);
        var map = Map.of("k", 1);
        System.out.println(map + " " + Set.of(5).contains(5) + " " + List.copyOf(List.of(1, 2)));
        try {
            List.of(1).add(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable: " + e.getClass().getSimpleName());
        }
        record Point(int x, int y) {
            Point { if (x < 0) throw new IllegalArgumentException("x < 0"); }
            double dist() { return Math.hypot(x, y); }
            static Point origin() { return new Point(0, 0); }
        }
        var pts = Stream.of(new Point(3, 4), Point.origin(), new Point(1, 1)).sorted(Comparator.comparingDouble(Point::dist)).toList();
        System.out.println(pts + " " + pts.get(2).dist());
        try { new Point(-1, 0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }
}
