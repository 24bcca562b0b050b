// RELEASE 17
import java.util.*;
import java.util.function.*;

/** List/Set/Map.of, Optional*, Comparator combinators, String.repeat/strip/isBlank, java.util.function. */
public class UtilApis {
    static void expect(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    static <T extends Comparable<T>> List<T> sorted(Collection<T> c) {
        List<T> l = new ArrayList<>(c);
        Collections.sort(l);
        return l;
    }

    record P(String name, int age, long id, double score) {}

    public static void main(String[] args) {
        factories();
        optionals();
        comparators();
        strings();
        functions();
    }

    static void factories() {
        List<Integer> l = List.of(3, 1, 2);
        System.out.println(l + " " + l.size() + " " + l.get(1) + " " + l.contains(2) + " " + l.indexOf(2));
        System.out.println(List.of() + " " + List.of("a") + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
        System.out.println(l.equals(Arrays.asList(3, 1, 2)) + " " + (l.hashCode() == Arrays.asList(3, 1, 2).hashCode()));
        expect("List.of add", () -> l.add(4));
        expect("List.of set", () -> l.set(0, 4));
        expect("List.of remove", () -> l.remove(0));
        expect("List.of clear", () -> l.clear());
        expect("List.of sort", () -> l.sort(null));
        expect("List.of null", () -> List.of(1, null));
        expect("List.of contains null", () -> l.contains(null));
        expect("List.of get 5", () -> l.get(5));
        List<String> src = new ArrayList<>(List.of("x", "y"));
        List<String> copy = List.copyOf(src);
        src.add("z");
        System.out.println(copy + " " + src + " " + (List.copyOf(copy) == copy));
        expect("List.copyOf null element", () -> List.copyOf(Arrays.asList("a", null)));

        Set<String> s = Set.of("pear", "apple", "fig", "kiwi");
        System.out.println(sorted(s) + " " + s.size() + " " + s.contains("fig") + " " + s.contains("plum"));
        System.out.println(s.equals(new HashSet<>(Arrays.asList("fig", "kiwi", "apple", "pear"))) + " " + (s.hashCode() == new HashSet<>(s).hashCode()));
        expect("Set.of duplicate", () -> Set.of("a", "b", "a"));
        expect("Set.of add", () -> s.add("x"));
        expect("Set.of remove", () -> s.remove("fig"));
        expect("Set.of null", () -> Set.of("a", null));
        Set<Integer> sc = Set.copyOf(Arrays.asList(5, 5, 4, 4, 3));
        System.out.println(sorted(sc) + " " + sc.size());

        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println(sorted(m.keySet()) + " " + sorted(m.values()) + " " + m.get("two") + " " + m.get("four") + " " + m.size());
        System.out.println(m.containsKey("one") + " " + m.containsValue(3) + " " + m.getOrDefault("zero", 0));
        List<String> es = new ArrayList<>();
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            es.add(e.toString());
        }
        System.out.println(sorted(es));
        System.out.println(m.equals(new HashMap<>(m)) + " " + (m.hashCode() == new HashMap<>(m).hashCode()));
        expect("Map.of duplicate key", () -> Map.of("k", 1, "k", 2));
        expect("Map.of put", () -> m.put("four", 4));
        expect("Map.of remove", () -> m.remove("one"));
        expect("Map.of null value", () -> Map.of("k", null));
        try {
            m.get(null);
        } catch (NullPointerException npe) {
            System.out.println("Map.of get null: NullPointerException"); // the JDK's message is a helpful-NPE text
        }
        Map.Entry<String, Integer> e = Map.entry("k", 7);
        System.out.println(e + " " + e.getKey() + " " + e.getValue() + " " + e.equals(new AbstractMap.SimpleEntry<>("k", 7)));
        expect("Map.entry setValue", () -> e.setValue(8));
        expect("Map.entry null", () -> Map.entry(null, 1));
        Map<String, Integer> oe = Map.ofEntries(Map.entry("a", 1), Map.entry("b", 2));
        System.out.println(new TreeMap<>(oe) + " " + new TreeMap<>(Map.copyOf(new HashMap<>(oe))));
        System.out.println(Map.of() + " " + Map.of("x", 1) + " " + Set.of() + " " + Set.of(9));
        System.out.println(new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7, "h", 8, "i", 9, "j", 10)));
    }

    static void optionals() {
        Optional<String> a = Optional.of("abc");
        Optional<String> n = Optional.empty();
        System.out.println(a + " " + n + " " + Optional.ofNullable(null) + " " + a.isPresent() + " " + n.isEmpty());
        System.out.println(a.map(String::length) + " " + n.map(String::length) + " " + a.filter(x -> x.startsWith("b")));
        System.out.println(a.flatMap(x -> Optional.of(x + x)).get() + " " + n.orElse("dflt") + " " + n.orElseGet(() -> "got"));
        System.out.println(n.or(() -> Optional.of("alt")).get() + " " + a.equals(Optional.of("abc")) + " " + (a.hashCode() == "abc".hashCode()));
        a.ifPresent(x -> System.out.println("present " + x));
        n.ifPresentOrElse(x -> System.out.println("no"), () -> System.out.println("empty branch"));
        expect("Optional.get empty", () -> n.get());
        expect("Optional.orElseThrow empty", () -> n.orElseThrow());
        expect("Optional.orElseThrow supplier", () -> n.orElseThrow(() -> new IllegalStateException("custom")));
        expect("Optional.of null", () -> Optional.of(null));
        OptionalInt oi = OptionalInt.of(42);
        OptionalLong ol = OptionalLong.of(-5L);
        OptionalDouble od = OptionalDouble.of(2.5);
        System.out.println(oi + " " + ol + " " + od + " " + OptionalInt.empty() + " " + OptionalLong.empty() + " " + OptionalDouble.empty());
        System.out.println(oi.getAsInt() + " " + ol.getAsLong() + " " + od.getAsDouble() + " " + OptionalInt.empty().orElse(-1)
            + " " + OptionalDouble.empty().orElseGet(() -> 0.5) + " " + oi.equals(OptionalInt.of(42)) + " " + od.hashCode());
        expect("OptionalLong.getAsLong empty", () -> OptionalLong.empty().getAsLong());
        oi.ifPresent(v -> System.out.println("int " + v));
    }

    static void comparators() {
        List<P> ps = new ArrayList<>(List.of(new P("bo", 30, 7L, 1.5), new P("al", 30, 3L, 2.5),
            new P("cy", 25, 9L, 1.5), new P("al", 22, 1L, 0.5), new P("di", 25, 2L, 3.0)));
        List<P> l = new ArrayList<>(ps);
        l.sort(Comparator.comparing(P::name));
        System.out.println(names(l));
        l.sort(Comparator.comparing(P::name).thenComparing(P::age));
        System.out.println(names(l));
        l.sort(Comparator.comparingInt(P::age).thenComparing(P::name, Comparator.reverseOrder()));
        System.out.println(names(l));
        l.sort(Comparator.comparingDouble(P::score).thenComparingLong(P::id));
        System.out.println(names(l));
        l.sort(Comparator.comparingLong(P::id).reversed());
        System.out.println(names(l));
        l.sort(Comparator.comparing(P::name, Comparator.reverseOrder()).thenComparingDouble(P::score));
        System.out.println(names(l));
        l.sort(Comparator.comparing(P::age).thenComparing(Comparator.comparing(P::name)).thenComparingInt(p -> (int) p.id()));
        System.out.println(names(l));
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsFirst(Comparator.<String>naturalOrder()).reversed());
        System.out.println(withNulls);
        System.out.println(Collections.max(List.of(3, 9, 2), Comparator.naturalOrder()) + " " + Collections.min(List.of("bb", "a", "ccc"), Comparator.comparing(String::length)));
        System.out.println(BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(4, 2) + " " + BinaryOperator.maxBy(Comparator.<Integer>naturalOrder()).apply(4, 2));
    }

    static String names(List<P> l) {
        StringBuilder sb = new StringBuilder();
        for (P p : l) {
            sb.append(p.name()).append(p.age()).append('/').append(p.id()).append(' ');
        }
        return sb.toString().trim();
    }

    static void strings() {
        System.out.println("[" + "ab".repeat(3) + "][" + "x".repeat(0) + "][" + "".repeat(5) + "]");
        expect("repeat -1", () -> "a".repeat(-1));
        String w = " \t\u2003 hi there \n\u2002";
        System.out.println("[" + w.strip() + "][" + w.stripLeading() + "][" + w.stripTrailing() + "][" + w.trim() + "]");
        System.out.println("".isBlank() + " " + " \t\n".isBlank() + " " + "\u2003".isBlank() + " " + " a ".isBlank() + " " + "\u00a0".isBlank());
        System.out.println("[" + "   ".strip() + "][" + "a".strip() + "]");
        System.out.println(Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("a,b,c".split(",", 2)));
    }

    static void functions() {
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        System.out.println(add.andThen(x -> x * 10).apply(2, 3));
        BiConsumer<String, Integer> bc = (s, i) -> System.out.print(s + i + " ");
        bc.andThen((s, i) -> System.out.println(i + s)).accept("k", 1);
        BiPredicate<String, Integer> lenIs = (s, i) -> s.length() == i;
        System.out.println(lenIs.test("abc", 3) + " " + lenIs.negate().test("abc", 3) + " " + lenIs.and((s, i) -> i > 5).test("abc", 3) + " " + lenIs.or((s, i) -> i > 5).test("ab", 9));
        DoubleUnaryOperator half = x -> x / 2;
        DoubleUnaryOperator inc = x -> x + 1;
        System.out.println(half.andThen(inc).applyAsDouble(5) + " " + half.compose(inc).applyAsDouble(5) + " " + DoubleUnaryOperator.identity().applyAsDouble(1.25));
        IntUnaryOperator sq = x -> x * x;
        LongUnaryOperator neg = x -> -x;
        System.out.println(sq.andThen(x -> x + 1).applyAsInt(4) + " " + sq.compose(x -> x + 1).applyAsInt(4) + " " + IntUnaryOperator.identity().applyAsInt(7)
            + " " + neg.andThen(x -> x * 3).applyAsLong(5) + " " + LongUnaryOperator.identity().applyAsLong(-9));
        LongBinaryOperator lmax = Math::max;
        DoubleBinaryOperator dpow = Math::pow;
        IntBinaryOperator imul = (x, y) -> x * y;
        System.out.println(lmax.applyAsLong(3L, 8L) + " " + dpow.applyAsDouble(2, 10) + " " + imul.applyAsInt(6, 7));
        IntPredicate even = x -> x % 2 == 0;
        LongPredicate big = x -> x > 100;
        DoublePredicate nan = Double::isNaN;
        System.out.println(even.and(x -> x > 2).test(4) + " " + even.or(x -> x > 2).test(3) + " " + even.negate().test(3) + " "
            + big.negate().test(5) + " " + big.and(x -> x < 200).test(150) + " " + big.or(x -> x < 0).test(-1) + " " + nan.negate().test(Double.NaN) + " " + nan.or(x -> x > 1).test(2) + " " + nan.and(x -> true).test(1));
        StringBuilder sb = new StringBuilder();
        IntConsumer ic = x -> sb.append("i").append(x);
        LongConsumer lc = x -> sb.append("l").append(x);
        DoubleConsumer dc = x -> sb.append("d").append(x);
        ic.andThen(x -> sb.append("+")).accept(1);
        lc.andThen(x -> sb.append("+")).accept(2L);
        dc.andThen(x -> sb.append("+")).accept(3.5);
        ObjIntConsumer<String> oic = (s, i) -> sb.append(s).append(i);
        ObjLongConsumer<String> olc = (s, i) -> sb.append(s).append(i);
        ObjDoubleConsumer<String> odc = (s, d) -> sb.append(s).append(d);
        oic.accept(" oi", 4);
        olc.accept(" ol", 5L);
        odc.accept(" od", 6.5);
        System.out.println(sb);
        IntFunction<String> ifn = Integer::toBinaryString;
        LongFunction<String> lfn = Long::toHexString;
        DoubleFunction<String> dfn = d -> "d" + d;
        IntToLongFunction i2l = x -> x * 1000000000L;
        IntToDoubleFunction i2d = x -> x / 4.0;
        LongToIntFunction l2i = x -> (int) (x >>> 32);
        LongToDoubleFunction l2d = x -> x * 0.5;
        DoubleToIntFunction d2i = x -> (int) Math.round(x);
        DoubleToLongFunction d2l = x -> (long) Math.floor(x);
        System.out.println(ifn.apply(10) + " " + lfn.apply(255L) + " " + dfn.apply(0.1) + " " + i2l.applyAsLong(5) + " " + i2d.applyAsDouble(3)
            + " " + l2i.applyAsInt(1L << 40) + " " + l2d.applyAsDouble(7) + " " + d2i.applyAsInt(2.5) + " " + d2l.applyAsLong(-2.5));
        ToIntBiFunction<String, String> cmp = String::compareTo;
        ToLongBiFunction<Integer, Integer> mulL = (x, y) -> (long) x * y;
        ToDoubleBiFunction<Integer, Integer> div = (x, y) -> (double) x / y;
        ToLongFunction<String> len = String::length;
        ToDoubleFunction<String> parse = Double::parseDouble;
        System.out.println(cmp.applyAsInt("a", "c") + " " + mulL.applyAsLong(100000, 100000) + " " + div.applyAsDouble(1, 3) + " " + len.applyAsLong("four") + " " + parse.applyAsDouble("1e3"));
        IntSupplier is = () -> 1;
        LongSupplier ls = () -> 2L;
        DoubleSupplier ds = () -> 3.0;
        BooleanSupplier bs = () -> true;
        Supplier<String> ss = () -> "s";
        System.out.println(is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble() + " " + bs.getAsBoolean() + " " + ss.get());
        Predicate<String> isA = Predicate.isEqual("a");
        System.out.println(isA.test("a") + " " + isA.test("b") + " " + Predicate.isEqual(null).test(null) + " " + Predicate.not(isA).test("b"));
        Function<Integer, Integer> twice = x -> 2 * x;
        System.out.println(twice.andThen(x -> x + 1).apply(5) + " " + twice.compose((Integer x) -> x + 1).apply(5) + " " + Function.<Integer>identity().apply(9) + " " + UnaryOperator.<String>identity().apply("u"));
        Consumer<List<Integer>> c1 = x -> x.add(1);
        List<Integer> tgt = new ArrayList<>();
        c1.andThen(x -> x.add(2)).accept(tgt);
        System.out.println(tgt);
        expect("andThen null", () -> add.andThen(null));
    }
}
