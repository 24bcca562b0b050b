import java.util.*;

public class Prog2Leaderboard {
    public static void main(String[] args) {
        TreeMap<Integer, String> scores = new TreeMap<>();
        String[] names = {"ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal", "ivy", "jon"};
        for (int i = 0; i < names.length; i++) scores.put((i * 37) % 101 + 10 * i, names[i]);
        System.out.println("ascending  " + scores);
        NavigableMap<Integer, String> desc = scores.descendingMap();
        System.out.println("descending " + desc);
        System.out.println("top3 " + new ArrayList<>(desc.values()).subList(0, 3));
        System.out.println("first " + desc.firstKey() + " last " + desc.lastKey() + " firstEntry " + desc.firstEntry());
        System.out.println("floorKey(50)=" + scores.floorKey(50) + " ceilingKey(50)=" + scores.ceilingKey(50)
                + " lowerKey(47)=" + scores.lowerKey(47) + " higherKey(47)=" + scores.higherKey(47));
        System.out.println("ceilingEntry(100)=" + scores.ceilingEntry(100) + " floorEntry(5)=" + scores.floorEntry(5));
        System.out.println("desc.floorKey(50)=" + desc.floorKey(50) + " desc.ceilingKey(50)=" + desc.ceilingKey(50)
                + " desc.higherEntry(47)=" + desc.higherEntry(47) + " desc.lowerEntry(47)=" + desc.lowerEntry(47));
        System.out.println("headMap(50) " + scores.headMap(50) + " inclusive " + scores.headMap(47, true));
        System.out.println("tailMap(50) " + scores.tailMap(50) + " exclusive " + scores.tailMap(74, false));
        System.out.println("subMap(20,80) " + scores.subMap(20, 80) + " (20,false,80,true) " + scores.subMap(20, false, 80, true));
        System.out.println("desc.headMap(50) " + desc.headMap(50) + " desc.tailMap(50) " + desc.tailMap(50) + " desc.subMap(80,20) " + desc.subMap(80, 20));
        System.out.println("descendingKeySet " + scores.descendingKeySet() + " navigableKeySet.head " + scores.navigableKeySet().headSet(47));
        System.out.println("desc.descendingMap " + desc.descendingMap().firstKey());
        Iterator<Map.Entry<Integer, String>> it = desc.entrySet().iterator();
        it.next();
        it.next();
        it.remove();
        System.out.println("after removing 2nd of desc: " + scores);
        System.out.println("pollFirst " + scores.pollFirstEntry() + " pollLast " + desc.pollFirstEntry() + " size " + scores.size());
        desc.put(1000, "zed");
        System.out.println("put via desc: " + scores.lastEntry());

        TreeSet<String> set = new TreeSet<>(Arrays.asList(names));
        NavigableSet<String> ds = set.descendingSet();
        System.out.println(ds + " first " + ds.first() + " floor(dan) " + ds.floor("dan") + " ceiling(dan) " + ds.ceiling("dan"));
        Iterator<String> di = set.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) { String s = di.next(); if (s.startsWith("e") || s.startsWith("g")) di.remove(); else sb.append(s).append(','); }
        System.out.println(sb + " -> " + set);
        System.out.println("headSet(fay) " + set.headSet("fay") + " tailSet(fay,false) " + set.tailSet("fay", false) + " subSet " + set.subSet("bob", true, "hal", true)
                + " ds.headSet(fay) " + ds.headSet("fay") + " ds.descendingSet() " + ds.descendingSet());
        System.out.println("pollFirst " + set.pollFirst() + " pollLast " + ds.pollFirst() + " lower(cyd) " + set.lower("cyd") + " higher(cyd) " + set.higher("cyd"));

        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String w : "Apple banana apple Cherry BANANA cherry date".split(" ")) ci.merge(w, 1, Integer::sum);
        System.out.println(ci + " comparator null? " + (ci.comparator() == null));
        TreeMap<Integer, List<String>> byLen = new TreeMap<>(Collections.reverseOrder());
        for (String w : "a bb ccc dd e ffff ggg".split(" ")) byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        System.out.println(byLen + " " + byLen.firstEntry().getValue() + " " + byLen.headMap(2));
        SortedMap<Integer, String> sub = scores.subMap(30, 90);
        sub.put(55, "new");
        try {
            sub.put(95, "out");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        System.out.println(sub + " " + scores.containsKey(55) + " " + scores.entrySet().iterator().next().getValue());
        Map.Entry<Integer, String> e = scores.firstEntry();
        try {
            e.setValue("x");
        } catch (UnsupportedOperationException ex) {
            System.out.println("firstEntry is immutable");
        }
    }
}
