// RELEASE 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Prog2Records {
    record Sale(String region, String product, int units, double price) {
        double revenue() { return units * price; }
    }
    record Point(int x, int y) implements Comparable<Point> {
        static final Point ORIGIN = new Point(0, 0);
        Point {
            if (x < -1000 || y < -1000) throw new IllegalArgumentException("out of range");
        }
        Point(int both) { this(both, both); }
        double dist(Point o) { return Math.hypot(x - o.x, y - o.y); }
        public int compareTo(Point o) { return Comparator.comparingInt(Point::x).thenComparingInt(Point::y).compare(this, o); }
    }
    record Pair<A, B>(A first, B second) {
        static <A, B> Pair<A, B> of(A a, B b) { return new Pair<>(a, b); }
    }

    public static void main(String[] args) {
        var sales = List.of(
            new Sale("North", "apple", 120, 0.5), new Sale("South", "apple", 80, 0.55), new Sale("North", "pear", 45, 0.75),
            new Sale("East", "plum", 200, 0.3), new Sale("South", "pear", 60, 0.7), new Sale("East", "apple", 95, 0.52),
            new Sale("West", "plum", 10, 0.35), new Sale("North", "plum", 70, 0.33));
        System.out.println(sales.get(0) + " " + sales.get(0).hashCode() + " " + sales.get(0).equals(new Sale("North", "apple", 120, 0.5)));
        double avg = sales.stream().mapToDouble(Sale::revenue).average().orElse(0);
        System.out.println("average revenue " + avg + " " + String.format("%.3f", avg));
        System.out.println("by region " + sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingDouble(Sale::revenue))));
        System.out.println("units by product " + sales.stream().collect(Collectors.toMap(Sale::product, Sale::units, Integer::sum, TreeMap::new)));
        var stats = sales.stream().collect(Collectors.summarizingDouble(Sale::price));
        System.out.println(stats);
        System.out.printf("min %.2f max %.2f avg %.4f sum %.2f n %d%n", stats.getMin(), stats.getMax(), stats.getAverage(), stats.getSum(), stats.getCount());
        var range = sales.stream().collect(Collectors.teeing(
            Collectors.minBy(Comparator.comparingDouble(Sale::revenue)),
            Collectors.maxBy(Comparator.comparingDouble(Sale::revenue)),
            (lo, hi) -> lo.get().product() + ".." + hi.get().product()));
        System.out.println("teeing " + range);
        Map<Boolean, Long> bigSmall = sales.stream().collect(Collectors.partitioningBy(s -> s.units() >= 80, Collectors.counting()));
        System.out.println("partitioned " + bigSmall);
        System.out.println("regions " + sales.stream().map(Sale::region).distinct().sorted(Comparator.reverseOrder()).toList());
        System.out.println("products per region " + sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.mapping(Sale::product, Collectors.toCollection(TreeSet::new)))));
        System.out.println("joined " + sales.stream().filter(s -> s.price() > 0.5).map(s -> s.product() + "@" + s.region()).collect(Collectors.joining(", ", "[", "]")));

        System.out.println(IntStream.rangeClosed(1, 10).boxed().collect(Collectors.toList()) + " " + IntStream.rangeClosed(1, 5).mapToObj(i -> "x".repeat(i)).collect(Collectors.joining("|")));
        System.out.println(Stream.iterate(1, n -> n < 300, n -> n * 3).toList() + " " + Stream.iterate(new int[]{0, 1}, f -> new int[]{f[1], f[0] + f[1]}).limit(12).map(f -> f[0]).toList());
        System.out.println(IntStream.iterate(100, n -> n - 7).takeWhile(n -> n > 50).boxed().toList() + " " + Stream.of(1, 2, 3, 10, 4, 5).dropWhile(n -> n < 5).toList());
        System.out.println(Stream.of(List.of(1, 2), List.of(3), List.<Integer>of(), List.of(4, 5, 6)).flatMap(List::stream).map(n -> n * n).reduce(0, Integer::sum)
                + " " + Stream.of("a-b", "c", "d-e-f").flatMap(s -> Arrays.stream(s.split("-"))).collect(Collectors.toList()));
        long par = IntStream.range(0, 20_000).parallel().filter(i -> i % 3 == 0).asLongStream().sum();
        long seq = LongStream.range(0, 20_000).filter(i -> i % 3 == 0).sum();
        System.out.println("parallel " + par + " sequential " + seq + " " + (par == seq) + " " + IntStream.range(0, 1000).parallel().map(i -> i * 2).boxed().collect(Collectors.toList()).get(999));
        System.out.println(DoubleStream.of(1.5, 2.5, 3.5).map(Math::floor).boxed().toList() + " " + IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sorted().distinct().mapToObj(Integer::toString).collect(Collectors.joining("")));

        var pts = new TreeSet<Point>(List.of(new Point(3, 4), new Point(1), Point.ORIGIN, new Point(-2, 7), new Point(3, -1)));
        System.out.println(pts + " first " + pts.first() + " " + new Point(3, 4).dist(Point.ORIGIN));
        TreeMap<String, Integer> sides = pts.stream().collect(Collectors.toMap(p -> p.x() >= 0 ? "right" : "left", p -> 1, Integer::sum, TreeMap::new));
        System.out.println(sides);
        var pairs = Stream.of("one", "two", "three", "four").map(s -> Pair.of(s, s.length())).sorted(Comparator.comparing((Pair<String, Integer> p) -> p.second()).thenComparing(Pair::first)).toList();
        System.out.println(pairs + " " + pairs.get(0).equals(Pair.of("one", 3)));
        try {
            new Point(-5000, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected " + e.getMessage());
        }
        Map<String, List<String>> anagrams = Stream.of("stop", "pots", "tops", "opts", "post", "spot", "cat", "act", "dog")
            .collect(Collectors.groupingBy(w -> w.chars().sorted().collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString(), TreeMap::new, Collectors.toList()));
        System.out.println(anagrams);
        Supplier<Stream<String>> words = () -> Stream.of("delta", "alpha", "charlie", "bravo", "echo");
        System.out.println(words.get().anyMatch(w -> w.startsWith("c")) + " " + words.get().allMatch(w -> w.length() >= 4) + " " + words.get().noneMatch(String::isEmpty)
                + " " + words.get().min(Comparator.naturalOrder()).get() + " " + words.get().skip(1).limit(3).count() + " " + words.get().findFirst().get()
                + " " + words.get().sorted(Comparator.comparing(String::length).thenComparing(Function.identity())).toList());
        System.out.println(Collectors.class.getSimpleName() + " " + IntStream.range(0, 5).mapToObj(i -> new int[]{i, i * i}).collect(Collectors.toMap(a -> a[0], a -> a[1])));
    }
}
