// RELEASE 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Stream pipelines over many shapes (issue 16): sources, intermediate and terminal operations, laziness and short-circuiting, primitive streams; printed as the JDK prints them. */
public class Streams {
    static int row;

    static void show(String what, Object result) {
        String s;
        if (result instanceof int[]) {
            s = Arrays.toString((int[]) result);
        } else if (result instanceof long[]) {
            s = Arrays.toString((long[]) result);
        } else if (result instanceof double[]) {
            s = Arrays.toString((double[]) result);
        } else if (result instanceof Object[]) {
            s = Arrays.toString((Object[]) result);
        } else {
            s = String.valueOf(result);
        }
        System.out.println((++row) + " " + what + " = " + s);
    }

    static void attempt(String what, Supplier<Object> f) {
        try {
            show(what, f.get());
        } catch (RuntimeException e) {
            show(what, e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf", "hotel", "india");
        List<Integer> nums = Arrays.asList(5, 3, 8, 1, 9, 2, 7, 3, 6, 4, 10, 8);

        // sources
        show("Stream.of", Stream.of(1, 2, 3).collect(Collectors.toList()));
        show("Stream.of one", Stream.of("x").count());
        show("Stream.empty", Stream.empty().count());
        show("ofNullable null", Stream.ofNullable(null).count());
        show("ofNullable x", Stream.ofNullable("x").collect(Collectors.toList()));
        show("iterate limit", Stream.iterate(1, x -> x * 2).limit(10).collect(Collectors.toList()));
        show("iterate 3-arg", Stream.iterate(1, x -> x < 200, x -> x * 3).collect(Collectors.toList()));
        int[] counter = {0};
        show("generate", Stream.generate(() -> counter[0]++).limit(5).collect(Collectors.toList()));
        show("concat", Stream.concat(Stream.of("a", "b"), Stream.of("c")).collect(Collectors.joining()));
        show("builder", Stream.<String>builder().add("p").add("q").add("r").build().collect(Collectors.joining("+")));
        show("Arrays.stream", Arrays.stream(new String[] {"u", "v", "w", "x"}, 1, 3).collect(Collectors.toList()));
        show("Arrays.stream int", Arrays.stream(new int[] {4, 5, 6, 7}).sum());
        show("Arrays.stream int range", Arrays.stream(new int[] {4, 5, 6, 7}, 1, 3).boxed().collect(Collectors.toList()));
        show("Arrays.stream long", Arrays.stream(new long[] {1L << 40, 3}).sum());
        show("Arrays.stream double", Arrays.stream(new double[] {0.1, 0.2, 0.3}).sum());
        show("String.chars", "hello".chars().mapToObj(c -> (char) c).map(String::valueOf).collect(Collectors.joining(",")));
        show("String.chars count", "hello world".chars().filter(c -> c == 'o').count());
        show("codePoints", "a\uD83D\uDE00b".codePoints().boxed().collect(Collectors.toList()));
        show("String.lines", "one\ntwo\r\nthree\rfour\n".lines().collect(Collectors.toList()));
        show("lines empty last", "a\n\nb".lines().map(s -> "[" + s + "]").collect(Collectors.joining()));
        show("Map entrySet stream", new TreeMap<>(Map.of("b", 2, "a", 1, "c", 3)).entrySet().stream().map(e -> e.getKey() + e.getValue()).collect(Collectors.joining(" ")));
        show("Optional.stream", Optional.of(4).stream().map(x -> x * x).collect(Collectors.toList()));
        show("IntStream.range", IntStream.range(0, 5).boxed().collect(Collectors.toList()));
        show("rangeClosed", IntStream.rangeClosed(-2, 2).boxed().collect(Collectors.toList()));
        show("range empty", IntStream.range(5, 2).count());
        show("LongStream.rangeClosed sum", LongStream.rangeClosed(1, 100000).sum());
        show("IntStream.iterate", IntStream.iterate(1, i -> i + 3).limit(6).boxed().collect(Collectors.toList()));
        show("IntStream.iterate 3", IntStream.iterate(100, i -> i > 0, i -> i / 3).boxed().collect(Collectors.toList()));
        show("IntStream.generate", IntStream.generate(() -> 7).limit(3).sum());
        show("IntStream.concat", IntStream.concat(IntStream.of(1, 2), IntStream.of(3)).boxed().collect(Collectors.toList()));
        show("DoubleStream.of", DoubleStream.of(1.5, 2.5, -0.0, 0.0).boxed().collect(Collectors.toList()));
        show("HashSet stream", new HashSet<>(words).stream().collect(Collectors.toList()));
        show("HashMap keys stream", new HashMap<>(Map.of("k1", 1, "k22", 2, "k333", 3, "zz", 4)).keySet().stream().collect(Collectors.joining(",")));

        // intermediate operations
        show("filter", nums.stream().filter(n -> n % 2 == 0).collect(Collectors.toList()));
        show("map", words.stream().map(String::toUpperCase).collect(Collectors.toList()));
        show("mapToInt sum", words.stream().mapToInt(String::length).sum());
        show("mapToLong", nums.stream().mapToLong(n -> (long) n << 33).max().getAsLong());
        show("mapToDouble", nums.stream().mapToDouble(n -> n / 4.0).sum());
        show("flatMap", Stream.of("a b", "c d e", "").flatMap(s -> Arrays.stream(s.split(" "))).collect(Collectors.toList()));
        show("flatMapToInt", Stream.of("ab", "cde").flatMapToInt(String::chars).sum());
        show("mapMulti", Stream.of(1, 2, 3).<Integer>mapMulti((x, sink) -> { for (int i = 0; i < x; i++) sink.accept(x); }).collect(Collectors.toList()));
        show("distinct", nums.stream().distinct().collect(Collectors.toList()));
        show("distinct words", words.stream().distinct().count());
        show("sorted", nums.stream().sorted().collect(Collectors.toList()));
        show("sorted reverse", nums.stream().sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        show("sorted by length then alpha", words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder())).collect(Collectors.toList()));
        show("sorted stable", words.stream().sorted(Comparator.comparingInt(String::length)).collect(Collectors.toList()));
        show("limit", nums.stream().limit(4).collect(Collectors.toList()));
        show("skip", nums.stream().skip(9).collect(Collectors.toList()));
        show("skip past end", nums.stream().skip(50).count());
        show("takeWhile", nums.stream().takeWhile(n -> n > 2).collect(Collectors.toList()));
        show("dropWhile", nums.stream().dropWhile(n -> n > 2).collect(Collectors.toList()));
        show("boxed", IntStream.of(3, 1, 2).boxed().sorted().collect(Collectors.toList()));
        show("asLongStream", IntStream.of(Integer.MAX_VALUE, 1).asLongStream().sum());
        show("asDoubleStream", IntStream.of(1, 2).asDoubleStream().map(d -> d / 3).boxed().collect(Collectors.toList()));
        show("LongStream asDouble", LongStream.of(1L << 53, 1).asDoubleStream().sum());
        show("mapToObj", IntStream.range(0, 4).mapToObj(i -> "#" + i).collect(Collectors.joining()));
        show("int map", IntStream.range(0, 5).map(i -> i * i).boxed().collect(Collectors.toList()));
        show("int flatMap", IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).boxed().collect(Collectors.toList()));
        show("int distinct sorted", IntStream.of(5, 1, 5, 3, 1).distinct().sorted().boxed().collect(Collectors.toList()));
        show("double distinct", DoubleStream.of(0.0, -0.0, Double.NaN, Double.NaN, 1).distinct().boxed().collect(Collectors.toList()));
        show("double sorted", DoubleStream.of(3, Double.NaN, -0.0, 0.0, -1, Double.NEGATIVE_INFINITY).sorted().boxed().collect(Collectors.toList()));
        show("long mapToInt", LongStream.of(1L << 32 | 5, 7).mapToInt(l -> (int) l).sum());
        show("double mapToLong", DoubleStream.of(2.9, -2.9).mapToLong(d -> (long) d).boxed().collect(Collectors.toList()));
        show("unordered parallel", nums.parallelStream().unordered().filter(n -> n > 5).sequential().collect(Collectors.toList()));
        show("isParallel", Stream.of(1).parallel().isParallel() + " " + Stream.of(1).isParallel());

        // laziness and order of side effects
        StringBuilder log = new StringBuilder();
        List<Integer> r = Stream.of(1, 2, 3, 4, 5, 6).peek(x -> log.append("p" + x + " ")).filter(x -> x % 2 == 0).peek(x -> log.append("f" + x + " ")).map(x -> x * 10).limit(2).collect(Collectors.toList());
        show("peek order", log + "-> " + r);
        log.setLength(0);
        Optional<Integer> first = Stream.of(5, 4, 3, 2).peek(x -> log.append("a" + x + " ")).sorted().peek(x -> log.append("b" + x + " ")).findFirst();
        show("sorted barrier", log + "-> " + first);
        log.setLength(0);
        boolean any = IntStream.iterate(1, i -> i + 1).peek(i -> log.append(i).append(' ')).anyMatch(i -> i * i > 30);
        show("anyMatch infinite", log + "-> " + any);
        log.setLength(0);
        show("count sized skips peek", Stream.of(1, 2, 3).peek(x -> log.append(x)).map(x -> x + 1).count() + " log=[" + log + "]");
        log.setLength(0);
        show("count filtered runs peek", Stream.of(1, 2, 3).peek(x -> log.append(x)).filter(x -> x > 1).count() + " log=[" + log + "]");
        log.setLength(0);
        show("count list limit", nums.stream().peek(x -> log.append(x)).limit(3).count() + " log=[" + log + "]");
        log.setLength(0);
        Stream<Integer> lazy = Stream.of(1, 2, 3).map(x -> { log.append("m" + x); return x; });
        show("nothing before terminal", "[" + log + "]");
        show("then", lazy.collect(Collectors.toList()) + " [" + log + "]");
        List<Integer> late = new ArrayList<>(List.of(1, 2));
        Stream<Integer> bound = late.stream();
        late.add(3);
        show("late binding", bound.collect(Collectors.toList()));
        log.setLength(0);
        show("flatMap short-circuit", Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, x * 10).peek(y -> log.append(y + " "))).filter(y -> y > 5).findFirst() + " log=" + log);
        log.setLength(0);
        show("takeWhile lazy", Stream.iterate(1, x -> x + 1).peek(x -> log.append(x)).takeWhile(x -> x < 4).count() + " log=" + log);

        // terminal operations
        List<String> each = new ArrayList<>();
        words.stream().limit(3).forEach(each::add);
        show("forEach", each);
        each.clear();
        words.stream().skip(7).forEachOrdered(each::add);
        show("forEachOrdered", each);
        show("toArray", Stream.of("x", "y").toArray());
        String[] typed = Stream.of("x", "y", "z").toArray(String[]::new);
        show("toArray typed", typed.getClass().getSimpleName() + " " + Arrays.toString(typed));
        attempt("toArray wrong type", () -> Stream.of("x", 1).toArray(String[]::new));
        show("reduce identity", nums.stream().reduce(0, Integer::sum));
        show("reduce optional", nums.stream().reduce(Integer::max));
        show("reduce empty", Stream.<Integer>empty().reduce(Integer::max));
        show("reduce 3-arg", words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        show("collect 3-arg", words.stream().collect(StringBuilder::new, (sb, w) -> sb.append(w.charAt(0)), StringBuilder::append));
        show("min", words.stream().min(Comparator.naturalOrder()));
        show("max by length", words.stream().max(Comparator.comparingInt(String::length)));
        show("count", words.stream().filter(w -> w.contains("a")).count());
        show("anyMatch", nums.stream().anyMatch(n -> n > 9));
        show("allMatch", nums.stream().allMatch(n -> n > 0));
        show("noneMatch", nums.stream().noneMatch(n -> n > 9));
        show("allMatch empty", Stream.empty().allMatch(x -> false));
        show("anyMatch empty", Stream.empty().anyMatch(x -> true));
        show("findFirst", nums.stream().filter(n -> n > 7).findFirst());
        show("findAny", nums.stream().filter(n -> n > 7).findAny());
        show("findFirst empty", Stream.empty().findFirst());
        Iterator<Integer> it = Stream.of(7, 8, 9).iterator();
        StringBuilder itb = new StringBuilder();
        while (it.hasNext()) {
            itb.append(it.next()).append(';');
        }
        show("iterator", itb);
        PrimitiveIterator.OfInt pit = IntStream.range(3, 6).iterator();
        int psum = 0;
        while (pit.hasNext()) {
            psum += pit.nextInt();
        }
        show("primitive iterator", psum);
        List<Integer> tl = Stream.of(3, null, 1).toList();
        show("toList", tl);
        attempt("toList is unmodifiable", () -> tl.add(4));
        show("int sum overflow", IntStream.of(Integer.MAX_VALUE, 1).sum());
        show("int average", IntStream.of(1, 2, 4).average());
        show("int average empty", IntStream.empty().average());
        show("int min max", IntStream.of(4, -2, 9).min() + " " + IntStream.of(4, -2, 9).max());
        show("int reduce", IntStream.rangeClosed(1, 10).reduce(1, (a, b) -> a * b));
        show("int reduce opt", IntStream.of(4, 6, 9).reduce((a, b) -> a * 10 + b));
        show("int toArray", IntStream.range(0, 6).filter(i -> i % 2 == 1).toArray());
        show("int collect", IntStream.range(0, 5).collect(ArrayList<Integer>::new, ArrayList::add, ArrayList::addAll));
        show("int findFirst", IntStream.of(8, 9).findFirst());
        show("int summary", IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics());
        show("int summary empty", IntStream.empty().summaryStatistics());
        show("long summary", LongStream.of(1L << 40, -5, 77).summaryStatistics());
        show("long average", LongStream.of(Long.MAX_VALUE, Long.MAX_VALUE).average());
        show("double summary", DoubleStream.of(0.1, 0.2, 0.3, 1e-3, 2.5e7).summaryStatistics());
        show("double summary empty", DoubleStream.empty().summaryStatistics());
        show("double sum compensated", DoubleStream.of(1e16, 1.0, 1.0, 1.0, -1e16).sum());
        show("double sum 0.1 x 10", DoubleStream.generate(() -> 0.1).limit(10).sum());
        show("double average", DoubleStream.of(0.1, 0.2, 0.3).average());
        show("double sum inf", DoubleStream.of(Double.POSITIVE_INFINITY, 1, Double.POSITIVE_INFINITY).sum());
        show("double sum nan", DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum());
        show("double min max", DoubleStream.of(0.0, -0.0).min() + " " + DoubleStream.of(-0.0, 0.0).max() + " " + DoubleStream.of(1, Double.NaN).max());
        show("double toArray", DoubleStream.iterate(1, d -> d / 2).limit(5).toArray());
        show("long toArray", LongStream.range(-2, 2).map(l -> l * l).toArray());
        show("double stats getters", String.format("%.4f %.4f %.4f", DoubleStream.of(1.25, 2.5).summaryStatistics().getAverage(), DoubleStream.of(1.25, 2.5).summaryStatistics().getSum(), DoubleStream.of(1.25, 2.5).summaryStatistics().getMax()));

        // errors and closing
        Stream<Integer> used = Stream.of(1, 2);
        used.count();
        attempt("reuse", () -> used.count());
        Stream<Integer> s2 = Stream.of(1, 2);
        s2.map(x -> x);
        attempt("reuse after intermediate", () -> s2.map(x -> x));
        attempt("limit negative", () -> Stream.of(1).limit(-1));
        attempt("skip negative", () -> Stream.of(1).skip(-3));
        attempt("findFirst null", () -> Stream.of((Object) null).findFirst());
        attempt("sorted not comparable", () -> Stream.of(new Object(), new Object()).sorted().count() + "");
        attempt("Arrays.stream bad range", () -> Arrays.stream(new int[3], 2, 1));
        attempt("Arrays.stream bad end", () -> Arrays.stream(new String[3], 0, 4));
        attempt("iterator exhausted", () -> { Iterator<Integer> i2 = Stream.of(1).iterator(); i2.next(); return i2.next(); });
        StringBuilder closed = new StringBuilder();
        try (Stream<String> cs = Stream.of("a").onClose(() -> closed.append("first ")).onClose(() -> closed.append("second "))) {
            show("onClose body", cs.count());
        }
        show("onClose ran", closed);
        closed.setLength(0);
        Stream<Integer> cc = Stream.concat(Stream.of(1).onClose(() -> closed.append("A")), Stream.of(2).onClose(() -> closed.append("B")));
        cc.close();
        show("concat close", closed);
        closed.setLength(0);
        Stream<String> ex = Stream.of("z").onClose(() -> { throw new IllegalStateException("one"); }).onClose(() -> { throw new IllegalArgumentException("two"); });
        try {
            ex.close();
        } catch (IllegalStateException e) {
            show("close exception", e.getMessage() + " suppressed " + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage());
        }
        show("flatMap closes inner", Stream.of(1, 2).flatMap(x -> Stream.of(x).onClose(() -> closed.append("c" + x))).count() + " " + closed);

        // files and readers
        try {
            java.nio.file.Path dir = java.nio.file.Paths.get("streams-dir", "sub");
            java.nio.file.Files.createDirectories(dir);
            java.nio.file.Path f = dir.getParent().resolve("data.txt");
            java.nio.file.Files.write(f, List.of("alpha 1", "beta 22", "", "gamma 333"));
            java.nio.file.Files.writeString(dir.resolve("inner.txt"), "x\ny\n");
            try (Stream<String> lines = java.nio.file.Files.lines(f)) {
                show("Files.lines", lines.filter(l -> !l.isEmpty()).map(l -> l.split(" ")[1]).mapToInt(Integer::parseInt).sum());
            }
            try (Stream<java.nio.file.Path> ls = java.nio.file.Files.list(dir.getParent())) {
                show("Files.list", ls.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
            }
            try (Stream<java.nio.file.Path> walk = java.nio.file.Files.walk(dir.getParent())) {
                show("Files.walk", walk.map(Object::toString).sorted().collect(Collectors.toList()));
            }
            try (Stream<java.nio.file.Path> walk = java.nio.file.Files.walk(dir.getParent(), 1)) {
                show("Files.walk depth 1", walk.count());
            }
            try {
                java.nio.file.Files.lines(java.nio.file.Paths.get("streams-dir", "missing.txt"));
            } catch (java.io.IOException e) {
                show("Files.lines missing", e.getClass().getName() + ": " + e.getMessage());
            }
            try {
                java.nio.file.Files.list(f);
            } catch (java.io.IOException e) {
                show("Files.list not a directory", e.getClass().getName() + ": " + e.getMessage());
            }
            java.io.BufferedReader br = new java.io.BufferedReader(new java.io.StringReader("r1\nr2\r\n\nr4"));
            show("BufferedReader.lines", br.readLine() + " then " + br.lines().map(l -> "<" + l + ">").collect(Collectors.joining()));
            show("Scanner-free numbers", new java.io.BufferedReader(new java.io.StringReader("3 4 5\n6 7")).lines().flatMap(l -> Arrays.stream(l.split(" "))).mapToInt(Integer::parseInt).summaryStatistics());
        } catch (java.io.IOException e) {
            show("io", e);
        }

        // a bigger pipeline: word frequencies of a text
        String text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs over the hill";
        Map<String, Long> freq = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
        show("frequencies", freq);
        show("top 3", freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey())).limit(3).map(e -> e.getKey() + ":" + e.getValue()).collect(Collectors.joining(", ")));
        show("primes", IntStream.rangeClosed(2, 60).filter(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)).boxed().collect(Collectors.toList()));
        show("pythagorean", IntStream.rangeClosed(1, 20).boxed().flatMap(a -> IntStream.rangeClosed(a, 20).filter(b -> Math.sqrt(a * a + b * b) % 1 == 0).mapToObj(b -> a + "-" + b)).collect(Collectors.toList()));
        show("fibonacci", Stream.iterate(new long[] {0, 1}, f -> new long[] {f[1], f[0] + f[1]}).limit(15).map(f -> f[0]).collect(Collectors.toList()));
        show("big range sum", IntStream.range(0, 20000).mapToLong(i -> (long) i * i).sum());
        show("big range boxed distinct", IntStream.range(0, 20000).map(i -> i % 1000).boxed().distinct().count());
    }
}
