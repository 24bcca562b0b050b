// RELEASE 11
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** Parallel streams whose results do not depend on the split. */
public class Conc2ParStreams {
    public static void main(String[] args) {
        int sum = IntStream.rangeClosed(1, 1000).parallel().map(x -> x * 2).sum();
        System.out.println("sum " + sum);
        long evens = LongStream.range(0, 10_000).parallel().filter(x -> x % 2 == 0).count();
        System.out.println("evens " + evens);
        var words = List.of("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
                "iota", "kappa", "lambda", "mu");
        ConcurrentMap<Integer, List<String>> byLen = words.parallelStream()
                .collect(Collectors.groupingByConcurrent(String::length));
        var sortedByLen = new TreeMap<Integer, List<String>>();
        byLen.forEach((k, v) -> {
            var l = new ArrayList<>(v);
            l.sort(null);
            sortedByLen.put(k, l);
        });
        System.out.println("by length " + sortedByLen);
        ConcurrentMap<Character, Long> counts = words.parallelStream()
                .collect(Collectors.groupingByConcurrent(w -> w.charAt(0), Collectors.counting()));
        System.out.println("first letters " + new TreeMap<>(counts));
        Map<String, Integer> lens = words.parallelStream()
                .collect(Collectors.toConcurrentMap(w -> w, String::length));
        System.out.println("toConcurrentMap " + new TreeMap<>(lens));
        Map<Integer, String> joined = words.parallelStream()
                .collect(Collectors.toConcurrentMap(String::length, w -> w, (a, b) -> a.compareTo(b) < 0 ? a : b));
        System.out.println("merged " + new TreeMap<>(joined));
        var sb = new StringBuilder();
        words.parallelStream().map(String::toUpperCase).forEachOrdered(w -> sb.append(w.charAt(0)));
        System.out.println("forEachOrdered " + sb);
        System.out.println("collect list " + words.parallelStream().filter(w -> w.contains("a")).map(w -> w.substring(0, 2)).collect(Collectors.toList()));
        System.out.println("reduce " + IntStream.range(1, 11).parallel().reduce(1, (a, b) -> a * b));
        System.out.println("max " + Stream.of(5, 3, 9, 1, 7).parallel().max(Integer::compare).get());
        System.out.println("sorted " + IntStream.of(9, 2, 7, 4, 1).parallel().sorted().boxed().collect(Collectors.toList()));
        System.out.println("isParallel " + words.parallelStream().isParallel() + " " + words.stream().isParallel()
                + " " + words.stream().parallel().sequential().isParallel());
        System.out.println("anyMatch " + IntStream.range(0, 100).parallel().anyMatch(x -> x == 77)
                + " allMatch " + IntStream.range(0, 100).parallel().allMatch(x -> x < 100));
        System.out.println("joining " + words.parallelStream().limit(4).collect(Collectors.joining(",", "[", "]")));
        System.out.println("summary " + IntStream.rangeClosed(1, 100).parallel().summaryStatistics());
        System.out.println("average " + IntStream.rangeClosed(1, 100).parallel().average().getAsDouble());
        System.out.println("distinct " + Stream.of(3, 1, 3, 2, 1).parallel().distinct().collect(Collectors.toList()));
        System.out.println("findFirst " + IntStream.range(0, 1000).parallel().filter(x -> x > 500 && x % 7 == 0).findFirst().getAsInt());
        System.out.println("unordered count " + words.parallelStream().unordered().filter(w -> w.length() > 4).count());
    }
}
