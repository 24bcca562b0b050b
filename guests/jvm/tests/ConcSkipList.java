import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;

/** ConcurrentSkipListMap/Set: navigation, views (sub, head, tail, descending), snapshots,
 * atomic updates, and threads inserting at once. */
public class ConcSkipList {
    public static void main(String[] args) throws Exception {
        map();
        views();
        updates();
        set();
        threads();
        System.out.println("done");
    }

    static void map() {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 60, 40};
        for (int k : keys) {
            m.put(k, "v" + k);
        }
        System.out.println(m + " size " + m.size());
        System.out.println("first " + m.firstKey() + " " + m.firstEntry() + " last " + m.lastKey() + " " + m.lastEntry());
        System.out.println("lower 30 " + m.lowerKey(30) + " floor 30 " + m.floorKey(30) + " floor 35 " + m.floorEntry(35)
                + " ceiling 35 " + m.ceilingKey(35) + " higher 90 " + m.higherKey(90) + " lower 10 " + m.lowerEntry(10)
                + " higher 5 " + m.higherEntry(5) + " ceiling 91 " + m.ceilingKey(91));
        System.out.println("get " + m.get(40) + " " + m.get(45) + " contains " + m.containsKey(70) + " " + m.containsValue("v90")
                + " " + m.containsValue("x"));
        System.out.println("put again " + m.put(40, "w40") + " putIfAbsent " + m.putIfAbsent(40, "z") + " " + m.putIfAbsent(45, "v45"));
        System.out.println("remove " + m.remove(45) + " " + m.remove(46) + " remove(k,v) " + m.remove(40, "v40") + " " + m.remove(40, "w40"));
        System.out.println("pollFirst " + m.pollFirstEntry() + " pollLast " + m.pollLastEntry() + " -> " + m);
        Map.Entry<Integer, String> e = m.firstEntry();
        try {
            e.setValue("x");
        } catch (UnsupportedOperationException ex) {
            System.out.println("entries are snapshots");
        }
        try {
            m.put(null, "x");
        } catch (NullPointerException ex) {
            System.out.println("null key refused");
        }
        try {
            m.put(1, null);
        } catch (NullPointerException ex) {
            System.out.println("null value refused");
        }
        Iterator<Integer> it = m.keySet().iterator();
        int seen = 0;
        while (it.hasNext()) {
            int k = it.next();
            if (k == 50) {
                it.remove();
                m.put(55, "v55");
                m.remove(80);
            }
            seen++;
        }
        System.out.println("iterated while modifying, no exception: " + m + " " + (seen >= 5));
        ConcurrentSkipListMap<Integer, String> empty = new ConcurrentSkipListMap<>();
        System.out.println("empty " + empty.firstEntry() + " " + empty.pollFirstEntry() + " " + empty.isEmpty());
        try {
            empty.firstKey();
        } catch (java.util.NoSuchElementException ex) {
            System.out.println("firstKey of empty: NoSuchElementException");
        }
        ConcurrentSkipListMap<String, Integer> rev = new ConcurrentSkipListMap<>(Collections.reverseOrder());
        for (String s : "pear apple fig banana cherry".split(" ")) {
            rev.put(s, s.length());
        }
        System.out.println("reverse " + rev + " first " + rev.firstKey() + " higher fig " + rev.higherKey("fig"));
        ConcurrentSkipListMap<String, Integer> copy = rev.clone();
        copy.remove("pear");
        System.out.println("clone " + copy.size() + " " + rev.size() + " equals " + rev.equals(new java.util.TreeMap<>(rev))
                + " hash " + (rev.hashCode() == new java.util.HashMap<>(rev).hashCode()));
    }

    static void views() {
        ConcurrentSkipListMap<Integer, Integer> m = new ConcurrentSkipListMap<>();
        for (int i = 0; i < 20; i += 2) {
            m.put(i, i * i);
        }
        ConcurrentNavigableMap<Integer, Integer> head = m.headMap(8);
        ConcurrentNavigableMap<Integer, Integer> headIn = m.headMap(8, true);
        ConcurrentNavigableMap<Integer, Integer> tail = m.tailMap(12);
        ConcurrentNavigableMap<Integer, Integer> tailEx = m.tailMap(12, false);
        ConcurrentNavigableMap<Integer, Integer> sub = m.subMap(4, 14);
        ConcurrentNavigableMap<Integer, Integer> sub2 = m.subMap(3, true, 15, true);
        System.out.println("head " + head + " headIn " + headIn + " tail " + tail + " tailEx " + tailEx);
        System.out.println("sub " + sub + " size " + sub.size() + " sub2 " + sub2.keySet() + " first " + sub2.firstKey() + " last " + sub2.lastKey());
        ConcurrentNavigableMap<Integer, Integer> desc = m.descendingMap();
        System.out.println("desc " + desc.keySet() + " first " + desc.firstKey() + " lower 10 " + desc.lowerKey(10) + " higher 10 "
                + desc.higherKey(10) + " floor 11 " + desc.floorKey(11) + " ceiling 11 " + desc.ceilingKey(11));
        System.out.println("desc head 10 " + desc.headMap(10) + " desc tail 10 " + desc.tailMap(10).keySet() + " desc sub "
                + desc.subMap(14, 6).keySet() + " comparator " + (desc.comparator().compare(1, 2) > 0));
        System.out.println("desc desc " + desc.descendingMap().keySet() + " descKeys " + m.descendingKeySet() + " sub desc "
                + sub.descendingMap() + " pollFirst " + sub.descendingMap().pollFirstEntry());
        sub.put(5, 25);
        System.out.println("sub put visible " + m.get(5) + " " + sub.containsKey(5) + " " + sub.containsKey(16) + " " + sub.get(16));
        try {
            sub.put(20, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: " + e.getMessage());
        }
        try {
            sub.subMap(2, 6);
        } catch (IllegalArgumentException e) {
            System.out.println("sub of sub: " + e.getMessage());
        }
        try {
            m.subMap(10, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("reversed: " + e.getMessage());
        }
        System.out.println("sub sub " + sub.subMap(6, true, 10, true) + " tail of head " + headIn.tailMap(4) + " values " + sub.values());
        NavigableSet<Integer> ks = sub.navigableKeySet();
        System.out.println("keyset " + ks + " lower 6 " + ks.lower(6) + " ceiling 7 " + ks.ceiling(7) + " desc " + ks.descendingSet()
                + " headSet 8 " + ks.headSet(8) + " pollLast " + ks.pollLast() + " -> " + m.keySet());
        head.clear();
        System.out.println("head cleared " + m + " entrySet " + tail.entrySet());
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = m.descendingKeySet().iterator(); it.hasNext();) {
            sb.append(it.next()).append(' ');
        }
        System.out.println("descending iteration " + sb.toString().trim());
    }

    static void updates() {
        ConcurrentSkipListMap<String, Integer> m = new ConcurrentSkipListMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
            m.merge(w, 1, Integer::sum);
        }
        System.out.println("merge " + m);
        m.compute("fox", (k, v) -> v == null ? 100 : v + 100);
        m.compute("cat", (k, v) -> v == null ? 7 : v + 7);
        m.computeIfAbsent("dog", k -> 99);
        m.computeIfAbsent("emu", k -> k.length());
        m.computeIfPresent("the", (k, v) -> v * 10);
        m.computeIfPresent("end", (k, v) -> null);
        System.out.println("compute " + m);
        System.out.println("replace " + m.replace("lazy", 5) + " " + m.replace("nope", 1) + " " + m.replace("over", 1, 2) + " "
                + m.replace("over", 1, 3) + " getOrDefault " + m.getOrDefault("zzz", -1));
        m.replaceAll((k, v) -> v + k.length());
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println("forEach " + sb.toString().trim());
    }

    static void set() {
        ConcurrentSkipListSet<String> s = new ConcurrentSkipListSet<>();
        for (String w : "delta alpha echo charlie bravo alpha foxtrot".split(" ")) {
            s.add(w);
        }
        System.out.println("set " + s + " size " + s.size() + " add dup " + s.add("echo") + " contains " + s.contains("bravo"));
        System.out.println("first " + s.first() + " last " + s.last() + " lower c " + s.lower("c") + " higher c " + s.higher("c")
                + " floor echo " + s.floor("echo") + " ceiling e " + s.ceiling("e"));
        System.out.println("head " + s.headSet("charlie") + " headIn " + s.headSet("charlie", true) + " tail " + s.tailSet("delta")
                + " sub " + s.subSet("b", "e") + " subIn " + s.subSet("bravo", false, "echo", true));
        NavigableSet<String> d = s.descendingSet();
        System.out.println("desc " + d + " first " + d.first() + " sub " + d.subSet("echo", "alpha") + " head " + d.headSet("charlie"));
        NavigableSet<String> sub = s.subSet("b", "e");
        sub.add("cobra");
        try {
            sub.add("zulu");
        } catch (IllegalArgumentException e) {
            System.out.println("subset add out of range: " + e.getMessage());
        }
        System.out.println("after sub add " + s + " pollFirst " + s.pollFirst() + " pollLast " + s.pollLast() + " remove " + s.remove("delta"));
        List<String> it = new ArrayList<>();
        for (Iterator<String> i = s.descendingIterator(); i.hasNext();) {
            it.add(i.next());
        }
        ConcurrentSkipListSet<Integer> nums = new ConcurrentSkipListSet<>(Collections.reverseOrder());
        for (int i = 0; i < 10; i++) {
            nums.add(i * 7 % 10);
        }
        System.out.println("descendingIterator " + it + " reversed ints " + nums + " clone " + nums.clone().headSet(5)
                + " equals " + s.equals(new java.util.TreeSet<>(s)));
    }

    static void threads() throws Exception {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        ConcurrentSkipListSet<Integer> s = new ConcurrentSkipListSet<>();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 500; i++) {
                    int k = i * 4 + id;
                    m.put(k, "t" + id);
                    s.add(k % 300);
                    if (i % 5 == 0) {
                        m.remove(k);
                    }
                    m.merge(-1, "x", (a, b) -> a + b.length());
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int prev = Integer.MIN_VALUE;
        boolean sorted = true;
        for (int k : m.keySet()) {
            sorted &= k > prev;
            prev = k;
        }
        System.out.println("threads: map size " + m.size() + " sorted " + sorted + " first " + m.firstKey() + " last " + m.lastKey()
                + " set size " + s.size() + " set last " + s.last() + " merged " + m.get(-1).length());
    }
}
