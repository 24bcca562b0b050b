// RELEASE 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Collectors (issue 16): every factory, grouping into HashMap/TreeMap/LinkedHashMap, joining, summarizing with doubles printed, toMap's duplicate-key message; printed as the JDK prints them. */
public class StreamCollectors {
    record City(String name, String country, int population, double area) {
    }

    static int row;

    static void show(String what, Object result) {
        System.out.println((++row) + " " + what + " = " + result);
    }

    static void attempt(String what, Supplier<Object> f) {
        try {
            show(what, f.get());
        } catch (RuntimeException e) {
            show(what, e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<City> cities = List.of(
            new City("Paris", "FR", 2161000, 105.4),
            new City("Lyon", "FR", 513275, 47.87),
            new City("Berlin", "DE", 3645000, 891.8),
            new City("Hamburg", "DE", 1841000, 755.2),
            new City("Munich", "DE", 1472000, 310.4),
            new City("Rome", "IT", 2873000, 1285.0),
            new City("Milan", "IT", 1352000, 181.8),
            new City("Naples", "IT", 959000, 117.3),
            new City("Madrid", "ES", 3223000, 604.3),
            new City("Porto", "PT", 237591, 41.42),
            new City("Lisbon", "PT", 504718, 100.05),
            new City("Nice", "FR", 342669, 71.92));
        List<String> words = Arrays.asList("apple", "avocado", "banana", "blueberry", "cherry", "cranberry", "date", "fig", "grape", "guava", "kiwi", "lemon", "lime", "mango", "melon", "olive", "orange", "papaya", "peach", "pear", "plum");

        show("toList", words.stream().filter(w -> w.length() == 4).collect(Collectors.toList()));
        show("toSet", words.stream().map(w -> w.charAt(0)).collect(Collectors.toSet()));
        show("toSet strings", words.stream().collect(Collectors.toSet()));
        show("toCollection TreeSet", words.stream().map(String::length).collect(Collectors.toCollection(TreeSet::new)));
        show("toCollection ArrayDeque", Stream.of(3, 1, 2).collect(Collectors.toCollection(ArrayDeque::new)));
        show("toUnmodifiableList", words.stream().limit(3).collect(Collectors.toUnmodifiableList()));
        attempt("toUnmodifiableList null", () -> Stream.of("a", null).collect(Collectors.toUnmodifiableList()));
        show("toUnmodifiableSet size", words.stream().map(String::length).collect(Collectors.toUnmodifiableSet()).size());
        show("joining", words.stream().limit(5).collect(Collectors.joining()));
        show("joining delim", words.stream().limit(5).collect(Collectors.joining(", ")));
        show("joining full", words.stream().limit(5).collect(Collectors.joining("|", "<", ">")));
        show("joining empty", Stream.<String>empty().collect(Collectors.joining(",", "[", "]")));
        show("StringJoiner", new StringJoiner("-", "{", "}").add("a").add("b").toString() + " " + new StringJoiner(",").setEmptyValue("EMPTY") + " " + new StringJoiner("/").add("x").merge(new StringJoiner(":").add("y").add("z")));
        show("counting", words.stream().filter(w -> w.startsWith("p")).collect(Collectors.counting()));
        show("summingInt", cities.stream().collect(Collectors.summingInt(City::population)));
        show("summingLong", cities.stream().collect(Collectors.summingLong(c -> (long) c.population() * 1000)));
        show("summingDouble", cities.stream().collect(Collectors.summingDouble(City::area)));
        show("averagingInt", cities.stream().collect(Collectors.averagingInt(City::population)));
        show("averagingLong", cities.stream().collect(Collectors.averagingLong(c -> c.name().length())));
        show("averagingDouble", cities.stream().collect(Collectors.averagingDouble(City::area)));
        show("averaging empty", Stream.<City>empty().collect(Collectors.averagingDouble(City::area)));
        show("summarizingInt", cities.stream().collect(Collectors.summarizingInt(City::population)));
        show("summarizingLong", cities.stream().collect(Collectors.summarizingLong(c -> -c.population())));
        show("summarizingDouble", cities.stream().collect(Collectors.summarizingDouble(City::area)));
        show("summarizingDouble tiny", DoubleStream.of(1e-7, 2e-7, 3.3e-9).boxed().collect(Collectors.summarizingDouble(d -> d)));
        show("minBy", cities.stream().collect(Collectors.minBy(Comparator.comparingDouble(City::area))).map(City::name));
        show("maxBy", cities.stream().collect(Collectors.maxBy(Comparator.comparingInt(City::population))).map(City::name));
        show("minBy empty", Stream.<City>empty().collect(Collectors.minBy(Comparator.comparingInt(City::population))));
        show("reducing identity", cities.stream().map(City::population).collect(Collectors.reducing(0, Integer::sum)));
        show("reducing optional", words.stream().collect(Collectors.reducing((a, b) -> a.length() >= b.length() ? a : b)));
        show("reducing mapper", words.stream().collect(Collectors.reducing(0, String::length, Math::max)));
        show("mapping", cities.stream().collect(Collectors.mapping(City::country, Collectors.joining(""))));
        show("filtering", cities.stream().collect(Collectors.filtering(c -> c.area() > 500, Collectors.mapping(City::name, Collectors.toList()))));
        show("flatMapping", words.stream().limit(3).collect(Collectors.flatMapping(w -> w.chars().mapToObj(c -> (char) c), Collectors.toCollection(TreeSet::new))));
        show("collectingAndThen", words.stream().collect(Collectors.collectingAndThen(Collectors.toList(), l -> l.size() + " words, last " + l.get(l.size() - 1))));
        attempt("collectingAndThen unmodifiable", () -> Stream.of(1).collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)).add(2));
        show("teeing", cities.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(City::population), (n, s) -> s / n)));

        // grouping
        show("groupingBy", cities.stream().collect(Collectors.groupingBy(City::country)).keySet());
        show("groupingBy names", cities.stream().collect(Collectors.groupingBy(City::country, Collectors.mapping(City::name, Collectors.toList()))));
        show("groupingBy TreeMap", cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.mapping(City::name, Collectors.joining("/")))));
        show("groupingBy counting", words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.counting())));
        show("groupingBy length TreeMap", words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList())));
        show("groupingBy LinkedHashMap", cities.stream().collect(Collectors.groupingBy(City::country, LinkedHashMap::new, Collectors.summingInt(City::population))));
        show("groupingBy averaging", cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.averagingDouble(City::area))));
        show("groupingBy summarizing", cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.summarizingDouble(City::area))));
        show("groupingBy maxBy", cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.collectingAndThen(Collectors.maxBy(Comparator.comparingInt(City::population)), o -> o.get().name()))));
        show("groupingBy nested", cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.groupingBy(c -> c.population() > 1000000 ? "big" : "small", TreeMap::new, Collectors.counting()))));
        show("groupingBy toSet", words.stream().collect(Collectors.groupingBy(String::length, Collectors.toSet())));
        attempt("groupingBy null key", () -> Stream.of("a", "b").collect(Collectors.groupingBy(s -> s.equals("b") ? null : s)));
        show("partitioningBy", words.stream().collect(Collectors.partitioningBy(w -> w.length() > 5)));
        show("partitioningBy counting", cities.stream().collect(Collectors.partitioningBy(c -> c.area() > 300, Collectors.counting())));
        show("partitioningBy empty", Stream.<String>empty().collect(Collectors.partitioningBy(String::isEmpty)));
        Map<Boolean, List<String>> part = words.stream().collect(Collectors.partitioningBy(w -> w.contains("an")));
        show("partition get", part.get(true) + " " + part.get(false).size() + " " + part.containsKey(true) + " " + part.size());

        // toMap
        show("toMap", cities.stream().collect(Collectors.toMap(City::name, City::population)));
        show("toMap TreeMap merge", cities.stream().collect(Collectors.toMap(City::country, City::population, Integer::sum, TreeMap::new)));
        show("toMap merge", words.stream().collect(Collectors.toMap(w -> w.charAt(0), w -> w, (a, b) -> a + "+" + b)));
        attempt("toMap duplicate", () -> words.stream().collect(Collectors.toMap(String::length, w -> w)));
        attempt("toMap null value", () -> Stream.of("a").collect(Collectors.toMap(w -> w, w -> null)));
        show("toUnmodifiableMap", new TreeMap<>(cities.stream().limit(3).collect(Collectors.toUnmodifiableMap(City::name, City::country))));
        attempt("toUnmodifiableMap duplicate", () -> cities.stream().collect(Collectors.toUnmodifiableMap(City::country, City::name)));
        show("toMap identity function", Stream.of("x", "yy").collect(Collectors.toMap(Function.identity(), String::length)));

        // Collector.of
        Collector<String, StringBuilder, String> rev = Collector.of(StringBuilder::new, (sb, s) -> sb.insert(0, s), (a, b) -> b.append(a), StringBuilder::toString);
        show("Collector.of finisher", Stream.of("a", "b", "c").collect(rev));
        Collector<Integer, int[], int[]> idc = Collector.of(() -> new int[1], (a, x) -> a[0] += x, (a, b) -> { a[0] += b[0]; return a; }, Collector.Characteristics.IDENTITY_FINISH);
        show("Collector.of identity", Stream.of(1, 2, 3).collect(idc)[0] + " " + idc.characteristics());
        show("characteristics", Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics() + " " + Collectors.joining().characteristics());

        // a report: doubles printed through the collectors
        Map<String, DoubleSummaryStatistics> byCountry = cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.summarizingDouble(c -> c.population() / c.area())));
        byCountry.forEach((k, v) -> System.out.println(k + " density min " + v.getMin() + " max " + v.getMax() + " avg " + v.getAverage() + String.format(" (%.2f)", v.getAverage())));
        double[] xs = new Random(42).doubles().limit(50).toArray();
        show("random doubles sum", Arrays.stream(xs).sum());
        show("random doubles summarizing", Arrays.stream(xs).boxed().collect(Collectors.summarizingDouble(d -> d * 1000)));
        show("random doubles averaging", Arrays.stream(xs).boxed().collect(Collectors.averagingDouble(d -> d)));
        show("random ints", new Random(7).ints(8, 0, 100).boxed().collect(Collectors.toList()));
        show("random ints unbounded", new Random(7).ints().limit(3).boxed().collect(Collectors.toList()));
        show("random longs", new Random(9).longs(3).boxed().collect(Collectors.toList()));
        show("random doubles bounded", new Random(11).doubles(4, 5.0, 6.0).boxed().collect(Collectors.toList()));
    }
}
