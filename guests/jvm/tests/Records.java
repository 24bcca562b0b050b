// RELEASE 17
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Records (Java 16): toString, equals and hashCode from ObjectMethods, compact constructors, nesting. */
public class Records {
    record Point(int x, int y) { }
    record Empty() { }
    record Line(Point from, Point to) {
        Line {
            if (from == null || to == null)
                throw new IllegalArgumentException("endpoint missing");
        }
        double length() {
            int dx = to.x() - from.x(), dy = to.y() - from.y();
            return Math.sqrt(dx * dx + dy * dy);
        }
    }
    record All(boolean z, byte b, char c, short s, int i, long l, float f, double d, String str, Object o) { }
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }
        Range(int single) { this(single, single); }
        static Range unit() { return new Range(0, 1); }
        int size() { return hi - lo; }
    }
    record Named(String name) {
        @Override
        public String toString() { return "Named<" + name + ">"; }
    }
    record Pair<A, B>(A first, B second) { }
    interface Shape { double area(); }
    record Square(double side) implements Shape {
        public double area() { return side * side; }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4), q = new Point(3, 4), r = new Point(4, 3);
        System.out.println(p);
        System.out.println(p.equals(q) + " " + p.equals(r) + " " + p.equals(null) + " " + p.equals("Point[x=3, y=4]"));
        System.out.println(p.hashCode() + " " + q.hashCode() + " " + r.hashCode());
        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        Line line = new Line(new Point(0, 0), p);
        System.out.println(line + " " + line.length());
        System.out.println(line.hashCode() + " " + line.equals(new Line(new Point(0, 0), new Point(3, 4))));
        try {
            new Line(null, p);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        All a = new All(true, (byte) -1, 'c', (short) 7, 42, 1L << 40, 1.5f, -2.25, "s", null);
        All b = new All(true, (byte) -1, 'c', (short) 7, 42, 1L << 40, 1.5f, -2.25, "s", null);
        System.out.println(a);
        System.out.println(a.hashCode() + " " + a.equals(b) + " " + (a.hashCode() == b.hashCode()));
        All nan1 = new All(false, (byte) 0, 'x', (short) 0, 0, 0, Float.NaN, Double.NaN, null, p);
        All nan2 = new All(false, (byte) 0, 'x', (short) 0, 0, 0, Float.NaN, Double.NaN, null, q);
        System.out.println(nan1.equals(nan2) + " " + nan1.hashCode());
        All zero1 = new All(false, (byte) 0, 'x', (short) 0, 0, 0, 0.0f, 0.0, null, null);
        All zero2 = new All(false, (byte) 0, 'x', (short) 0, 0, 0, -0.0f, 0.0, null, null);
        System.out.println(zero1.equals(zero2) + " " + zero1.hashCode() + " " + zero2.hashCode());
        System.out.println(new Range(9, 2) + " " + new Range(5) + " " + Range.unit().size());
        System.out.println(new Named("n") + " " + new Named("n").equals(new Named("n")) + " " + new Named("n").hashCode());
        Pair<String, Integer> pair = new Pair<>("one", 1);
        System.out.println(pair + " " + pair.first() + " " + pair.second() + " " + pair.hashCode());
        System.out.println(new Pair<>(null, null) + " " + new Pair<>(null, null).hashCode());
        Shape sq = new Square(1.5);
        System.out.println(sq + " " + sq.area());
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 50; i++)
            set.add(new Point(i % 5, i % 3));
        System.out.println(set.size() + " " + set.contains(new Point(4, 2)));
        Map<Point, String> map = new HashMap<>();
        map.put(new Point(1, 2), "a");
        map.put(new Point(1, 2), "b");
        System.out.println(map.size() + " " + map.get(new Point(1, 2)));
        record Local(String what, int n) { }
        System.out.println(new Local("local", 1));
        Object o = new Point(7, 8);
        if (o instanceof Point pt && pt.x() > 5)
            System.out.println("pattern " + pt.x() + "," + pt.y());
        System.out.println(o instanceof Record);
    }
}
