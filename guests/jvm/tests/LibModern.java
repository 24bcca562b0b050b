// RELEASE 17
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Newer JDK APIs programs call (issue 16): Arrays bulk operations, NavigableSet ranges, String (11-15), Random (17) bounds, regex streams. */
public class LibModern {
    public static void main(String[] args) {
        int[] a = new int[10];
        Arrays.setAll(a, i -> (i * 7) % 10);
        System.out.println(Arrays.toString(a));
        Arrays.parallelPrefix(a, Integer::sum);
        System.out.println(Arrays.toString(a));
        Arrays.parallelSort(a);
        String[] words = new String[5];
        Arrays.parallelSetAll(words, i -> "w" + (5 - i));
        Arrays.parallelSort(words);
        double[] d = new double[4];
        Arrays.setAll(d, i -> Math.sqrt(i));
        long[] l = new long[4];
        Arrays.setAll(l, i -> 1L << (i * 20));
        Arrays.parallelPrefix(l, Long::sum);
        Integer[] boxed = {3, 1, 2};
        Arrays.parallelPrefix(boxed, (x, y) -> x * 10 + y);
        Arrays.parallelSort(boxed, Comparator.reverseOrder());
        System.out.println(Arrays.toString(a) + " " + Arrays.toString(words) + " " + Arrays.toString(d) + " " + Arrays.toString(l) + " " + Arrays.toString(boxed));
        System.out.println(Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " " + Arrays.mismatch(new int[] {1}, new int[] {1, 2}) + " " + Arrays.mismatch(a, a.clone())
            + " " + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2, 0}, new int[] {1, 2}) + " " + Arrays.compare(a, a.clone()));
        float[] f = {3f, Float.NaN, -0f, 0f, -1.5f, Float.NEGATIVE_INFINITY, 0f, -0f};
        Arrays.sort(f);
        String[] ss = {"pear", "Apple", "fig", "apple", "Fig"};
        Arrays.sort(ss, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(f) + " " + Arrays.toString(ss));

        TreeSet<Integer> ts = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.toCollection(TreeSet::new));
        System.out.println(ts.subSet(3, true, 7, true) + " " + ts.subSet(3, false, 7, false) + " " + ts.headSet(4, true) + " " + ts.tailSet(8, false)
            + " " + ts.headSet(4) + " " + ts.subSet(2, 5).size());
        TreeMap<String, Integer> tm = new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3, "d", 4));
        NavigableSet<String> keys = tm.navigableKeySet();
        System.out.println(keys.subSet("a", false, "d", true) + " " + keys.headSet("c", true) + " " + keys.tailSet("b", false));

        String block = """
                Dear %s,
                  your order #%05d ships on %s.
                Regards
                """;
        System.out.print(block.formatted("Ada", 42, "Monday"));
        System.out.print("a\nb\n  c".indent(2));
        System.out.print("    x\n      y\n    z".indent(-2));
        System.out.println("[" + "   line1\n     line2\n   ".stripIndent() + "]");
        System.out.println("tab\\tnew\\nquote\\\" octal\\101\\7 end".translateEscapes());
        try { "bad \\q".translateEscapes(); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println("hello".transform(s -> s.toUpperCase() + "!") + " " + "a\uD83D\uDE00b".codePointCount(0, 4) + " " + "a\uD83D\uDE00b".codePointBefore(3)
            + " " + "a\uD83D\uDE00b".offsetByCodePoints(0, 2) + " " + "x".compareTo("y"));

        Random r = new Random(2024);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) sb.append(r.nextInt(5, 15)).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextInt(-1_000_000_000, 2_000_000_000)).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextLong(1000L)).append(' ').append(r.nextLong(-5L, 5L)).append(' ');
        sb.append(r.nextLong(1L << 40)).append(' ').append(r.nextLong(Long.MIN_VALUE, Long.MAX_VALUE)).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextDouble(10.0)).append(' ').append(r.nextDouble(-1.0, 1.0)).append(' ');
        sb.append(r.nextFloat(2f)).append(' ').append(r.nextFloat(-3f, -1f));
        System.out.println(sb);
        try { r.nextInt(5, 5); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { r.nextLong(0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { r.nextDouble(-1.0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }

        Matcher m = Pattern.compile("(\\w)(\\d+)").matcher("a1 b22 c333 d");
        System.out.println(m.results().map(x -> x.group(1) + "=" + x.group(2) + "@" + x.start()).collect(Collectors.joining(", ")));
        System.out.println(Pattern.compile("\\s*,\\s*").splitAsStream("x , y,z ,, ").collect(Collectors.toList()));
        System.out.println(Stream.of("123", "12a", "9").filter(Pattern.compile("\\d+").asMatchPredicate()).collect(Collectors.toList())
            + " " + Stream.of("123", "12a", "x").filter(Pattern.compile("\\d+").asPredicate()).count());
        StringBuilder b1 = new StringBuilder("abc"), b2 = new StringBuilder("abd");
        System.out.println(b1.compareTo(b2) + " " + b2.compareTo(b1) + " " + b1.compareTo(new StringBuilder("ab")) + " " + new StringBuffer("x").compareTo(new StringBuffer("x")));
        List<StringBuilder> sbs = new ArrayList<>(List.of(new StringBuilder("b"), new StringBuilder("a")));
        Collections.sort(sbs);
        System.out.println(sbs);
    }
}
