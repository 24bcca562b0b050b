// RELEASE 17
import java.util.*;
import java.util.stream.*;

public class Prog2Shapes {
    sealed interface Shape permits Circle, Rect, Triangle, Square {}
    record Circle(double r) implements Shape {
        Circle {
            if (r <= 0) throw new IllegalArgumentException("radius must be positive: " + r);
        }
        static Circle unit() { return new Circle(1); }
    }
    record Rect(double w, double h) implements Shape {}
    record Triangle(double a, double b, double c) implements Shape {
        Triangle {
            double[] s = {a, b, c};
            Arrays.sort(s);
            if (s[0] + s[1] <= s[2]) throw new IllegalArgumentException("not a triangle: " + a + ", " + b + ", " + c);
        }
    }
    static final class Square implements Shape {
        final double side;
        Square(double side) { this.side = side; }
        @Override public String toString() { return "Square[" + side + "]"; }
    }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return r.w() * r.w();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Triangle t) {
            double p = (t.a() + t.b() + t.c()) / 2;
            return Math.sqrt(p * (p - t.a()) * (p - t.b()) * (p - t.c()));
        }
        return ((Square) s).side * ((Square) s).side;
    }

    static String kind(Shape s) {
        if (s instanceof Circle) return "circle";
        if (s instanceof Rect r) return r.w() == r.h() ? "square-ish rect" : "rect";
        if (s instanceof Triangle t) {
            int equal = (t.a() == t.b() ? 1 : 0) + (t.b() == t.c() ? 1 : 0) + (t.a() == t.c() ? 1 : 0);
            return switch (equal) {
                case 3 -> "equilateral";
                case 1 -> "isosceles";
                default -> {
                    String k = "scalene";
                    yield t.a() * t.a() + t.b() * t.b() == t.c() * t.c() ? k + " right" : k;
                }
            };
        }
        return "square";
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    static int daysIn(String month, boolean leap) {
        return switch (month.toLowerCase()) {
            case "feb", "february" -> leap ? 29 : 28;
            case "apr", "jun", "sep", "nov" -> 30;
            default -> {
                if (month.length() < 3) throw new IllegalArgumentException("bad month " + month);
                yield 31;
            }
        };
    }

    public static void main(String[] args) {
        var shapes = new ArrayList<Shape>(List.of(new Circle(1.5), new Rect(2, 3.5), new Triangle(3, 4, 5), new Rect(2, 2),
                new Triangle(2, 2, 2), new Square(1.25), Circle.unit(), new Triangle(5, 5, 8)));
        for (var s : shapes) System.out.printf("%-32s %-16s area %8.3f%n", s, kind(s), area(s));
        var total = shapes.stream().mapToDouble(Prog2Shapes::area).sum();
        System.out.println("total " + total + " max " + shapes.stream().max(Comparator.comparingDouble(Prog2Shapes::area)).orElseThrow());
        Map<String, Long> byKind = shapes.stream().collect(Collectors.groupingBy(Prog2Shapes::kind, TreeMap::new, Collectors.counting()));
        System.out.println(byKind);
        System.out.println(new Circle(2).equals(new Circle(2.0)) + " " + new Rect(1, 2).hashCode() + " " + new Circle(2).hashCode() + " " + new Triangle(3, 4, 5));
        for (String bad : new String[]{"circle", "triangle"}) {
            try {
                Shape s = bad.equals("circle") ? new Circle(-1) : new Triangle(1, 2, 10);
                System.out.println(s);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values()) System.out.printf("Weight on %-8s is %7.2f (g=%.4f)%n", p, p.surfaceGravity() * mass, p.surfaceGravity());
        System.out.println(Planet.valueOf("JUPITER").ordinal() + " " + Planet.EARTH.compareTo(Planet.JUPITER) + " " + Planet.MERCURY.name());
        for (String m : List.of("Jan", "feb", "SEP", "December")) System.out.print(m + "=" + daysIn(m, true) + " ");
        System.out.println();
        try { daysIn("x", false); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        String json = """
            {
              "name": "shapes",
              "count": %d,
              "tags": ["a", "b"]\
            }
            """.formatted(shapes.size());
        System.out.print(json);
        System.out.println(json.lines().map(String::strip).collect(Collectors.joining(" ")));
        Object[] things = {42, "text", 3.5, 'c', List.of(1, 2), null, new int[]{1, 2, 3}, Planet.EARTH};
        for (Object o : things) {
            String d;
            if (o instanceof Integer i && i > 40) d = "big int " + (i + 1);
            else if (o instanceof String str) d = "string of " + str.length();
            else if (o instanceof Number n) d = "number " + n.intValue();
            else if (o instanceof int[] arr) d = "int array sum " + Arrays.stream(arr).sum();
            else if (o instanceof Enum<?> e) d = "enum " + e.name() + " of " + e.getDeclaringClass().getSimpleName();
            else d = String.valueOf(o);
            System.out.println(d);
        }
    }
}
