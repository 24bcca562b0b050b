import java.util.*;
import java.util.stream.*;

/** EnumSet and EnumMap (issue 16): every factory, set algebra, iteration order, views, errors; an enum with more than 64 constants. */
public class EnumCollections {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        TIMES { int apply(int a, int b) { return a * b; } };

        abstract int apply(int a, int b);
    }

    enum Big {
        B00, B01, B02, B03, B04, B05, B06, B07, B08, B09, B10, B11, B12, B13, B14, B15, B16, B17, B18, B19,
        B20, B21, B22, B23, B24, B25, B26, B27, B28, B29, B30, B31, B32, B33, B34, B35, B36, B37, B38, B39,
        B40, B41, B42, B43, B44, B45, B46, B47, B48, B49, B50, B51, B52, B53, B54, B55, B56, B57, B58, B59,
        B60, B61, B62, B63, B64, B65, B66, B67, B68, B69
    }

    enum Fresh { A, B, C }

    enum Fresh2 { X, Y, Z }

    enum Untouched {
        P, Q, R;
        static {
            System.out.println("Untouched initialised");
        }
    }

    enum Empty { }

    static int row;

    static void show(String what, Object result) {
        System.out.println((++row) + " " + what + " = " + result);
    }

    public static void main(String[] args) {
        // An EnumMap or EnumSet.noneOf made before its enum class is initialised waits for its
        // first element; the classes below are initialised first because this VM cannot yet
        // initialise a class from its Class object (EnumSet.allOf(X.class) as the very first
        // use of X fails loudly, naming X).
        EnumMap<Fresh, Integer> fresh = new EnumMap<Fresh, Integer>(Fresh.class);
        show("fresh map empty", fresh + " " + fresh.size() + " " + fresh.containsKey(null) + " " + fresh.get("A"));
        EnumSet<Fresh2> fresh2 = EnumSet.noneOf(Fresh2.class);
        show("fresh set empty", fresh2 + " " + fresh2.size() + " " + fresh2.contains("X"));
        for (Fresh f : Fresh.values()) {
            fresh.put(f, f.ordinal() * 10);
        }
        fresh2.add(Fresh2.Z);
        fresh2.add(Fresh2.X);
        show("fresh filled", fresh + " " + fresh2 + " " + EnumSet.complementOf(fresh2));
        Day first = Day.MON;
        System.out.println("before allOf");
        show("allOf as first use", EnumSet.allOf(Untouched.class));
        show("allOf of an enum without constants", EnumSet.allOf(Empty.class));
        show("constants", Day.values().length + " " + Op.values().length + " " + Big.values().length);
        show("noneOf", EnumSet.noneOf(Day.class));
        show("allOf", EnumSet.allOf(Day.class));
        show("of", EnumSet.of(Day.SUN, Day.MON, Day.WED));
        show("of 5", EnumSet.of(Day.SUN, Day.SAT, Day.FRI, Day.THU, Day.TUE));
        show("of varargs", EnumSet.of(Day.SUN, Day.SAT, Day.FRI, Day.THU, Day.TUE, Day.MON));
        show("range", EnumSet.range(Day.TUE, Day.FRI));
        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        show("complementOf", EnumSet.complementOf(weekend));
        show("copyOf set", EnumSet.copyOf(weekend));
        show("copyOf list", EnumSet.copyOf(Arrays.asList(Day.FRI, Day.MON, Day.FRI)));
        try {
            EnumSet.copyOf(new ArrayList<Day>());
        } catch (IllegalArgumentException e) {
            show("copyOf empty", e.getMessage());
        }
        try {
            EnumSet.range(Day.FRI, Day.TUE);
        } catch (IllegalArgumentException e) {
            show("range backwards", e.getMessage());
        }
        EnumSet<Day> s = EnumSet.noneOf(Day.class);
        show("add", s.add(Day.THU) + " " + s.add(Day.THU) + " " + s.add(Day.MON) + " " + s);
        show("contains", s.contains(Day.THU) + " " + s.contains(Day.FRI) + " " + s.contains("THU") + " " + s.contains(null));
        show("remove", s.remove(Day.THU) + " " + s.remove(Day.THU) + " " + s);
        s.addAll(EnumSet.range(Day.WED, Day.SAT));
        show("addAll", s + " size " + s.size());
        s.retainAll(EnumSet.of(Day.MON, Day.FRI, Day.SUN));
        show("retainAll", s);
        s.removeAll(EnumSet.of(Day.MON));
        show("removeAll", s + " " + s.isEmpty());
        EnumSet<Day> all = EnumSet.allOf(Day.class);
        for (Iterator<Day> it = all.iterator(); it.hasNext();) {
            if (it.next().ordinal() % 2 == 0) {
                it.remove();
            }
        }
        show("iterator remove", all + " " + all.size());
        show("equals", EnumSet.of(Day.TUE, Day.THU, Day.SAT).equals(all) + " " + all.equals(new HashSet<Day>(Arrays.asList(Day.TUE, Day.THU, Day.SAT))));
        show("containsAll", all.containsAll(Arrays.asList(Day.TUE, Day.SAT)) + " " + all.containsAll(weekend));
        EnumSet<Day> cl = all.clone();
        cl.clear();
        show("clone independent", cl + " " + all);
        show("toArray", Arrays.toString(weekend.toArray()));
        show("stream", EnumSet.allOf(Day.class).stream().filter(d -> d.name().contains("U")).map(Day::name).collect(Collectors.joining(",")));
        try {
            s.add(null);
        } catch (NullPointerException e) {
            show("add null", "NullPointerException");
        }
        show("constant bodies", EnumSet.allOf(Op.class) + " " + EnumSet.of(Op.TIMES).contains(Op.TIMES) + " " + Op.TIMES.apply(6, 7));
        EnumSet<Big> big = EnumSet.noneOf(Big.class);
        big.add(Big.B69);
        big.add(Big.B00);
        big.add(Big.B63);
        big.add(Big.B64);
        show("big", big + " " + big.size());
        show("big complement size", EnumSet.complementOf(big).size() + " " + EnumSet.allOf(Big.class).size());
        show("big range", EnumSet.range(Big.B60, Big.B66));

        EnumMap<Day, String> m = new EnumMap<Day, String>(Day.class);
        show("empty map", m + " " + m.size());
        m.put(Day.FRI, "pizza");
        m.put(Day.MON, "soup");
        m.put(Day.WED, null);
        show("put", m + " " + m.size());
        show("put again", m.put(Day.MON, "salad") + " " + m);
        show("get", m.get(Day.MON) + " " + m.get(Day.TUE) + " " + m.get(Day.WED) + " " + m.get("MON"));
        show("containsKey", m.containsKey(Day.WED) + " " + m.containsKey(Day.TUE) + " " + m.containsKey(null));
        show("containsValue", m.containsValue(null) + " " + m.containsValue("pizza") + " " + m.containsValue("x"));
        show("keySet", m.keySet());
        show("values", m.values());
        show("entrySet", m.entrySet());
        for (Map.Entry<Day, String> e : m.entrySet()) {
            if (e.getKey() == Day.FRI) {
                e.setValue("fish");
            }
        }
        show("setValue", m);
        show("remove", m.remove(Day.WED) + " " + m.remove(Day.WED) + " " + m + " " + m.size());
        m.putIfAbsent(Day.SUN, "roast");
        m.merge(Day.SUN, "+dessert", String::concat);
        m.computeIfAbsent(Day.TUE, d -> d.name().toLowerCase());
        show("defaults", m);
        EnumMap<Day, String> copy = new EnumMap<Day, String>(m);
        copy.clear();
        show("copy independent", copy + " " + m.size());
        Map<Day, Integer> hm = new HashMap<Day, Integer>();
        hm.put(Day.SUN, 7);
        hm.put(Day.MON, 1);
        hm.put(Day.THU, 4);
        show("from map", new EnumMap<Day, Integer>(hm));
        try {
            new EnumMap<Day, Integer>(new HashMap<Day, Integer>());
        } catch (IllegalArgumentException e) {
            show("from empty map", e.getMessage());
        }
        show("equals", new EnumMap<Day, Integer>(hm).equals(hm) + " " + hm.equals(new EnumMap<Day, Integer>(hm)));
        m.keySet().remove(Day.SUN);
        show("keySet remove", m);
        Iterator<Map.Entry<Day, String>> it = m.entrySet().iterator();
        it.next();
        it.remove();
        show("entry iterator remove", m);
        show("groupingBy into EnumMap", Stream.of("MON", "TUE", "SAT", "SUN", "WED").map(Day::valueOf).collect(Collectors.groupingBy(d -> d.ordinal() >= 5 ? "weekend" : "week", TreeMap::new, Collectors.toCollection(() -> EnumSet.noneOf(Day.class)))));
        EnumMap<Day, Integer> counts = new EnumMap<Day, Integer>(Day.class);
        for (int i = 0; i < 30; i++) {
            counts.merge(Day.values()[(i * 5) % 7], 1, Integer::sum);
        }
        show("counts", counts);
        show("first", first);
    }
}
