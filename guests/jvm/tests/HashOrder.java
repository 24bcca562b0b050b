import java.util.*;

/** Iteration order and hash codes of hash-based collections must match OpenJDK for the same operations. */
public class HashOrder {
    public static void main(String[] args) {
        HashMap<String, Integer> hm = new HashMap<String, Integer>();
        String[] words = "the quick brown fox jumps over the lazy dog while seven wizards quietly hex jovial frogs near a babbling brook".split(" ");
        for (int i = 0; i < words.length; i++) {
            hm.put(words[i], i);
        }
        System.out.println(hm);
        System.out.println(hm.keySet() + " " + hm.values() + " " + hm.hashCode() + " " + hm.size());
        hm.remove("fox");
        hm.remove("nothing");
        hm.put("zebra", 100);
        hm.put("the", -1);
        System.out.println(hm + " " + hm.containsKey("dog") + hm.containsValue(100) + hm.get("missing"));
        HashMap<Integer, String> ints = new HashMap<Integer, String>();
        for (int i = 0; i < 100; i++) {
            ints.put(i * 37 % 101 - 50, "v" + i);
        }
        System.out.println(ints.keySet());
        HashMap<Long, Long> longs = new HashMap<Long, Long>(4);
        for (long i = 0; i < 40; i++) {
            longs.put(i * 1000003L + (i << 33), i);
        }
        System.out.println(longs.keySet());
        // poorly spread Long hashes: buckets with 8 or more keys become tree bins in OpenJDK
        HashMap<Long, Long> clustered = new HashMap<Long, Long>(4);
        for (long i = 0; i < 60; i++) {
            clustered.put(i * 0x10000000FL, i);
        }
        for (long i = 0; i < 60; i += 7) {
            clustered.remove(i * 0x10000000FL);
        }
        System.out.println(clustered.values());
        HashSet<Double> dset = new HashSet<Double>();
        for (int i = 0; i < 30; i++) {
            dset.add(i * 0.75 - 3);
        }
        System.out.println(dset);
        HashSet<Character> cset = new HashSet<Character>();
        for (char c : "hello world, hash ordering test".toCharArray()) {
            cset.add(c);
        }
        System.out.println(cset);
        // colliding hash codes (Aa/BB) and many entries in one bucket force resizes
        HashMap<String, Integer> coll = new HashMap<String, Integer>();
        String[] base = {"Aa", "BB"};
        for (int i = 0; i < 16; i++) {
            StringBuilder sb = new StringBuilder();
            for (int b = 0; b < 4; b++) {
                sb.append(base[(i >> b) & 1]);
            }
            coll.put(sb.toString(), i);
        }
        System.out.println(coll);
        HashMap<Integer, Integer> big = new HashMap<Integer, Integer>();
        for (int i = 0; i < 5000; i++) {
            big.put(i * 7919 % 100003, i);
        }
        long h = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) {
            h = h * 31 + e.getKey() * 17 + e.getValue();
        }
        System.out.println("big order hash " + h + " " + big.hashCode());
        Iterator<Integer> it = big.keySet().iterator();
        while (it.hasNext()) {
            if (it.next() % 3 == 0) {
                it.remove();
            }
        }
        System.out.println(big.size());
        HashMap<String, Integer> copy = new HashMap<String, Integer>(hm);
        copy.putAll(hm);
        HashSet<String> fromColl = new HashSet<String>(Arrays.asList(words));
        System.out.println(copy + " " + fromColl);
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<String, Integer>();
        for (int i = 0; i < words.length; i++) {
            lhm.put(words[i], i);
        }
        lhm.remove("quick");
        lhm.put("brown", 99);
        System.out.println(lhm);
        LinkedHashMap<Integer, Integer> lru = new LinkedHashMap<Integer, Integer>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() > 5;
            }
        };
        for (int i = 0; i < 10; i++) {
            lru.put(i, i * i);
            lru.get(i / 2);
        }
        System.out.println(lru);
        LinkedHashSet<String> lhs = new LinkedHashSet<String>(Arrays.asList(words));
        System.out.println(lhs);
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        for (int i = 0; i < words.length; i++) {
            ht.put(words[i], i);
        }
        System.out.println(ht + " " + ht.hashCode());
        Enumeration<String> keys = ht.keys();
        StringBuilder sb = new StringBuilder();
        while (keys.hasMoreElements()) {
            sb.append(keys.nextElement()).append(',');
        }
        System.out.println(sb);
        Hashtable<Integer, String> hti = new Hashtable<Integer, String>(3);
        for (int i = 0; i < 30; i++) {
            hti.put(i * 13, "x" + i);
        }
        System.out.println(hti.keySet());
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>(hm);
        System.out.println(tm + " " + tm.firstKey() + " " + tm.lastKey() + " " + tm.headMap("lazy") + " " + tm.tailMap("quick") + " " + tm.subMap("b", "j")
            + " " + tm.ceilingKey("m") + " " + tm.floorKey("m") + " " + tm.higherKey("the") + " " + tm.lowerKey("a"));
        TreeSet<Integer> ts = new TreeSet<Integer>();
        Random r = new Random(99);
        for (int i = 0; i < 200; i++) {
            ts.add(r.nextInt(1000));
        }
        for (int i = 0; i < 100; i++) {
            ts.remove(r.nextInt(1000));
        }
        System.out.println(ts.size() + " " + ts.first() + " " + ts.last() + " " + ts.headSet(100) + " " + ts.ceiling(500) + " " + ts.pollFirst() + " " + ts.hashCode());
        TreeMap<Integer, String> rev = new TreeMap<Integer, String>(Collections.<Integer>reverseOrder());
        for (int i = 0; i < 10; i++) {
            rev.put(i, "n" + i);
        }
        System.out.println(rev + " " + rev.pollFirstEntry() + " " + rev.lastEntry());
        Map<Object, Object> self = new HashMap<Object, Object>();
        self.put("me", self);
        List<Object> selfList = new ArrayList<Object>();
        selfList.add(selfList);
        System.out.println(self + " " + selfList);
        System.out.println(new HashMap<String, String>().equals(new TreeMap<String, String>()) + " " + hm.equals(new TreeMap<String, Integer>(hm)) + " "
            + new HashSet<String>(Arrays.asList("a", "b")).equals(new TreeSet<String>(Arrays.asList("b", "a"))));
        System.out.println(Arrays.asList(1, 2, 3).hashCode() + " " + new HashSet<Integer>(Arrays.asList(1, 2, 3)).hashCode() + " " + Arrays.hashCode(new int[] {1, 2})
            + " " + Arrays.hashCode(new double[] {1.5, -0.0}) + " " + Arrays.deepHashCode(new Object[] {new int[] {1}, "x"}) + " " + Objects.hash(1, "a", null)
            + " " + Boolean.hashCode(true) + " " + Long.hashCode(-5L) + " " + Character.valueOf('x').hashCode() + " " + "".hashCode());
    }
}
