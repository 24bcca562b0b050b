import java.util.*;

public class ProgOop {
    interface Shape extends Comparable<Shape> {
        double area();
        default String describe() { return name() + " with area " + fmt(area()); }
        default int compareTo(Shape o) { return Double.compare(area(), o.area()); }
        String name();
        static Shape unit() { return new Square(1); }
        static String fmt(double d) { return String.format("%.3f", d); }
    }

    static abstract class Base implements Shape {
        private static int created;
        protected final int serial;
        Base() { serial = ++created; }
        public String name() { return getClass().getSimpleName() + "#" + serial; }
        @Override public String toString() { return describe(); }
    }

    static final class Circle extends Base {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; }
    }

    static class Rect extends Base {
        final double w, h;
        Rect(double w, double h) { this.w = w; this.h = h; }
        public double area() { return w * h; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Rect)) return false;
            Rect r = (Rect) o;
            return Double.compare(w, r.w) == 0 && Double.compare(h, r.h) == 0;
        }
        @Override public int hashCode() { return Objects.hash(w, h); }
    }

    static final class Square extends Rect {
        Square(double s) { super(s, s); }
        @Override public String describe() { return "square " + super.describe(); }
    }

    enum Op {
        ADD("+") { long apply(long a, long b) { return a + b; } },
        SUB("-") { long apply(long a, long b) { return a - b; } },
        MUL("*") { long apply(long a, long b) { return a * b; } },
        DIV("/") {
            long apply(long a, long b) {
                if (b == 0) throw new ArithmeticException("divide by zero in " + this);
                return a / b;
            }
        };
        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        abstract long apply(long a, long b);
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    static final class Range implements Iterable<Integer> {
        final int lo, hi, step;
        Range(int lo, int hi, int step) { this.lo = lo; this.hi = hi; this.step = step; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int next = lo;
                public boolean hasNext() { return next < hi; }
                public Integer next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    int v = next; next += step; return v;
                }
            };
        }
    }

    static class Pair<A extends Comparable<A>, B> implements Comparable<Pair<A, B>> {
        final A a; final B b;
        Pair(A a, B b) { this.a = a; this.b = b; }
        public int compareTo(Pair<A, B> o) { return a.compareTo(o.a); }
        @Override public String toString() { return "<" + a + ", " + b + ">"; }
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> xs) {
        T best = xs.get(0);
        for (T x : xs) if (x.compareTo(best) > 0) best = x;
        return best;
    }

    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) { if (i > 0) sb.append(sep); sb.append(parts[i]); }
        return sb.toString() + " (" + parts.length + ")";
    }

    class Counter {
        int count;
        void hit() { count++; total++; }
    }
    int total;

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<Shape>(Arrays.asList(new Circle(1.5), new Rect(2, 3), new Square(2), Shape.unit(), new Circle(0.5)));
        Collections.sort(shapes);
        for (Shape s : shapes) System.out.println(s);
        System.out.println(new Rect(2, 2).equals(new Square(2)) + " " + (new Rect(2, 3).hashCode() == new Rect(2, 3).hashCode()) + " " + new Rect(1, 2).equals(new Rect(2, 1)));
        Set<Rect> set = new HashSet<Rect>(Arrays.asList(new Rect(1, 1), new Square(1), new Rect(1, 2)));
        System.out.println("distinct rects: " + set.size());

        EnumMap<Op, Long> results = new EnumMap<Op, Long>(Op.class);
        for (Op op : Op.values()) results.put(op, op.apply(84, 4));
        System.out.println(results);
        for (Op op : EnumSet.range(Op.SUB, Op.DIV)) System.out.print("84 " + op.symbol + " 4 = " + op.apply(84, 4) + "; ");
        System.out.println();
        try { Op.DIV.apply(1, 0); } catch (ArithmeticException e) { System.out.println(e.getMessage() + " " + Op.DIV.getClass().getSuperclass().getSimpleName() + " " + Op.DIV.getDeclaringClass().getSimpleName()); }
        System.out.println(Op.valueOf("MUL").ordinal() + " " + Op.MUL.compareTo(Op.ADD) + " " + Op.MUL.name());
        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values()) System.out.printf("Weight on %s is %f%n", p, p.surfaceGravity() * mass);

        int total = 0;
        for (int x : new Range(3, 20, 4)) total += x;
        System.out.println("range sum " + total);
        Iterator<Integer> it = new Range(0, 1, 1).iterator();
        it.next();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("exhausted: " + e); }
        try { it.remove(); } catch (UnsupportedOperationException e) { System.out.println("remove: " + e); }

        List<Pair<String, Integer>> pairs = new ArrayList<Pair<String, Integer>>();
        pairs.add(new Pair<String, Integer>("pear", 3));
        pairs.add(new Pair<String, Integer>("apple", 7));
        pairs.add(new Pair<String, Integer>("zucchini", 1));
        System.out.println(max(pairs) + " " + max(Arrays.asList(3, 9, 2)) + " " + Collections.min(pairs));
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3, 4) + " " + sum(new int[] {5, 5}));
        System.out.println(join("-", "a", 1, 2.5, 'c', null) + " " + join(","));

        ProgOop outer = new ProgOop();
        ProgOop.Counter c1 = outer.new Counter(), c2 = outer.new Counter();
        c1.hit(); c1.hit(); c2.hit();
        System.out.println(c1.count + " " + c2.count + " " + outer.total);

        class Local implements Runnable {
            final String tag;
            Local(String tag) { this.tag = tag; }
            public void run() { System.out.println("local " + tag + " sees " + shapes.size() + " shapes"); }
        }
        new Local("L1").run();
        Runnable anon = new Runnable() {
            int calls;
            public void run() { System.out.println("anonymous call " + (++calls) + " " + getClass().getName()); }
        };
        anon.run(); anon.run();
        Comparator<String> byLen = new Comparator<String>() {
            public int compare(String a, String b) { return a.length() - b.length(); }
        };
        List<String> ws = new ArrayList<String>(Arrays.asList("ccc", "a", "bb", "dddd", "ee"));
        Collections.sort(ws, byLen);
        System.out.println(ws + " " + Collections.max(ws, byLen.reversed()));
        Object[] things = {1, "two", 3.0, 'c', 4L, null, new int[0], Op.ADD};
        for (Object o : things) {
            String kind = o instanceof Number ? "number" : o instanceof CharSequence ? "text" : o == null ? "null" : o.getClass().isArray() ? "array" : o.getClass().getSimpleName();
            System.out.print(kind + " ");
        }
        System.out.println();
    }
}
