// RELEASE 17
import java.util.*;
import java.util.stream.*;

public class Prog2Hashing {
    record Key(String name, int n) {}
    record Money(long cents, String currency) {}

    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    static final class BadHash implements Comparable<BadHash> {
        final String s;
        public int compareTo(BadHash o) { return s.compareTo(o.s); }
        BadHash(String s) { this.s = s; }
        @Override public boolean equals(Object o) { return o instanceof BadHash b && b.s.equals(s); }
        @Override public int hashCode() { return s.length(); }
        @Override public String toString() { return s; }
    }

    public static void main(String[] args) {
        System.out.println("hello".hashCode() + " " + "".hashCode() + " " + "héllo wörld".hashCode() + " " + "Aa".hashCode() + " " + "BB".hashCode());
        System.out.println(Integer.valueOf(-7).hashCode() + " " + Long.valueOf(-7L).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(Math.PI).hashCode()
                + " " + Float.valueOf(1.5f).hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('z').hashCode() + " " + Byte.valueOf((byte) -1).hashCode());
        System.out.println(List.of(1, 2, 3).hashCode() + " " + Arrays.asList("a", null, "c").hashCode() + " " + new HashSet<>(List.of(1, 2, 3)).hashCode() + " " + Map.of("a", 1).hashCode()
                + " " + new TreeMap<>(Map.of("x", 1, "y", 2)).hashCode() + " " + Optional.of("v").hashCode() + " " + Map.entry("k", "v").hashCode());
        System.out.println(Objects.hash(1, "a", null, 2.5) + " " + Objects.hashCode(null) + " " + Arrays.hashCode(new Object[]{1, "a", null, 2.5}) + " " + Objects.hash() + " " + new Point(3, 4).hashCode());
        System.out.println(new Key("k", 1).hashCode() + " " + new Key("k", 1).equals(new Key("k", 1)) + " " + new Money(150, "EUR").hashCode() + " " + new Key(null, 0).hashCode() + " " + new Key("k", 1));
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.isNull(null) + " " + Objects.requireNonNullElse(null, "else")
                + " " + Objects.compare("a", "b", Comparator.naturalOrder()) + " " + Objects.deepEquals(new int[][]{{1}}, new int[][]{{1}}) + " " + Objects.checkIndex(2, 3));
        try {
            Objects.requireNonNull(null, "config must not be null");
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }

        Set<String> words = new HashSet<>();
        for (String w : "the quick brown fox jumps over the lazy dog while seven zebras quietly graze near an old oak tree by the river bank".split(" ")) words.add(w);
        System.out.println(words);
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 40; i++) m.put("key" + i * 7, i);
        System.out.println(m.keySet());
        for (int i = 0; i < 40; i += 3) m.remove("key" + i * 7);
        System.out.println(m);
        Set<Integer> ints = new HashSet<>(Arrays.asList(-5, 100, 17, 65536, 3, -100000, 42, 1 << 20, 31, 64));
        System.out.println(ints + " " + new HashSet<>(Arrays.asList(1.5, -2.0, 0.1, 100.25, Double.NaN)) + " " + new HashSet<>(Arrays.asList('q', 'a', 'Z', '0')));
        Map<Point, String> grid = new HashMap<>();
        for (int x = 0; x < 4; x++) for (int y = 0; y < 3; y++) grid.put(new Point(x, y), x + "" + y);
        System.out.println(grid.keySet() + " " + grid.get(new Point(2, 1)) + " " + grid.containsKey(new Point(9, 9)));
        Map<Key, Integer> recs = new HashMap<>();
        for (String s : List.of("a", "bb", "ccc")) for (int i = 0; i < 3; i++) recs.put(new Key(s, i), s.length() * i);
        System.out.println(recs);
        Map<BadHash, Integer> bad = new HashMap<>();
        for (String s : "ab ba cd dc ef fe gh hg ij ji kl lk mn nm op po qr rq".split(" ")) bad.put(new BadHash(s), bad.size());
        System.out.println(bad.size() + " " + bad.get(new BadHash("qr")) + " " + bad.keySet().stream().map(Object::toString).collect(Collectors.joining(",")));
        Map<String, Integer> big = new HashMap<>();
        for (int i = 0; i < 2000; i++) big.put(Integer.toString(i, 36), i);
        int checksum = 0, pos = 0;
        for (Map.Entry<String, Integer> e : big.entrySet()) checksum = checksum * 31 + e.getValue() * (++pos);
        System.out.println("iteration-order checksum " + checksum + " first " + big.keySet().iterator().next());
        LinkedHashSet<String> lhs = new LinkedHashSet<>(List.of("z", "y", "x"));
        lhs.add("y");
        lhs.add("a");
        System.out.println(lhs + " " + new LinkedHashMap<>(Map.of("only", 1)) + " " + String.valueOf(new char[]{'o', 'k'}).hashCode());
        Set<List<Integer>> lists = new HashSet<>();
        lists.add(new ArrayList<>(List.of(1, 2)));
        lists.add(new LinkedList<>(List.of(1, 2)));
        lists.add(List.of(2, 1));
        System.out.println(lists.size() + " " + new ArrayList<>(List.of(1, 2)).equals(new LinkedList<>(List.of(1, 2))) + " " + new HashSet<>(List.of(1, 2)).equals(new TreeSet<>(List.of(2, 1))));
    }
}
