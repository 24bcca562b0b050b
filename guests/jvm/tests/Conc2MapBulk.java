// RELEASE 11
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * A word-frequency count shared by pool threads with ConcurrentHashMap.merge, compute and
 * computeIfAbsent, then the bulk operations (forEach, reduce, search with a parallelism
 * threshold), newKeySet, CopyOnWriteArraySet, synchronizedList and ConcurrentLinkedQueue.
 */
public class Conc2MapBulk {
    static final String TEXT = "it was the best of times it was the worst of times it was the age of wisdom "
            + "it was the age of foolishness it was the epoch of belief it was the epoch of incredulity "
            + "it was the season of light it was the season of darkness";

    public static void main(String[] args) throws Exception {
        String[] words = TEXT.split(" ");
        var freq = new ConcurrentHashMap<String, Integer>();
        var lengths = new ConcurrentHashMap<Integer, Set<String>>();
        var adders = new ConcurrentHashMap<Character, LongAdder>();
        var seen = ConcurrentHashMap.<String>newKeySet();
        var cow = new CopyOnWriteArraySet<String>();
        List<String> syn = Collections.synchronizedList(new ArrayList<>());
        var clq = new ConcurrentLinkedQueue<String>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        for (int rep = 0; rep < 8; rep++) {
            final int r = rep;
            pool.execute(() -> {
                for (String w : words) {
                    freq.merge(w, 1, Integer::sum);
                    lengths.computeIfAbsent(w.length(), k -> ConcurrentHashMap.newKeySet()).add(w);
                    adders.computeIfAbsent(w.charAt(0), k -> new LongAdder()).increment();
                    seen.add(w);
                    cow.add(w);
                    if (r == 0) syn.add(w);
                    clq.offer(w + r);
                }
            });
        }
        pool.shutdown();
        System.out.println("awaitTermination " + pool.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println("freq " + new TreeMap<>(freq));
        var byLen = new TreeMap<Integer, TreeSet<String>>();
        lengths.forEach((k, v) -> byLen.put(k, new TreeSet<>(v)));
        System.out.println("lengths " + byLen);
        var letters = new TreeMap<Character, Long>();
        adders.forEach((k, v) -> letters.put(k, v.sum()));
        System.out.println("letters " + letters);
        System.out.println("distinct " + seen.size() + " " + cow.size() + " synchronized " + syn.size() + " queue " + clq.size());
        System.out.println("cow set sorted " + new TreeSet<>(cow));

        freq.compute("it", (k, v) -> v == null ? 1 : v * 10);
        freq.compute("absent", (k, v) -> v == null ? -1 : v);
        freq.computeIfPresent("wisdom", (k, v) -> null);
        freq.merge("age", 100, (a, b) -> null);
        System.out.println("after compute it=" + freq.get("it") + " absent=" + freq.get("absent")
                + " wisdom=" + freq.get("wisdom") + " age=" + freq.getOrDefault("age", 0) + " size " + freq.size());

        var total = new LongAdder();
        freq.forEach(2, (k, v) -> total.add(v));
        System.out.println("forEach total " + total.sum());
        Integer sum = freq.reduceValues(2, Integer::sum);
        System.out.println("reduceValues " + sum);
        String longest = freq.reduceKeys(1, (a, b) -> a.length() > b.length() || a.length() == b.length() && a.compareTo(b) < 0 ? a : b);
        System.out.println("reduceKeys longest " + longest);
        long big = freq.reduceValuesToLong(1, v -> v > 20 ? 1 : 0, 0, Long::sum);
        System.out.println("values over 20: " + big);
        String found = freq.search(1, (k, v) -> v == 240 ? k : null);
        System.out.println("search 240: " + found + ", search none: " + freq.search(1, (k, v) -> v == 9999 ? k : null));
        Integer mapped = freq.reduce(1, (k, v) -> k.startsWith("s") ? v : 0, Integer::sum);
        System.out.println("reduce s-words " + mapped);
        var keys = new TreeSet<String>();
        freq.forEachKey(1, k -> {
            synchronized (keys) {
                keys.add(k);
            }
        });
        System.out.println("forEachKey " + keys.size() + " first " + keys.first());
        System.out.println("searchKeys " + freq.searchKeys(1, k -> k.startsWith("inc") ? k.toUpperCase() : null)
                + " searchValues " + freq.searchValues(1, v -> v == 640 ? "six-forty" : null)
                + " searchEntries " + freq.searchEntries(1, e -> e.getValue() == 8 && e.getKey().startsWith("dark") ? e.getKey() : null));
        var lens = new LongAdder();
        freq.forEachValue(1, v -> v > 10 ? (long) v : null, lens::add);
        freq.forEach(1, (k, v) -> k.length() > 9 ? k : null, k -> lens.add(1000));
        System.out.println("forEachValue/forEach transformed " + lens.sum());
        System.out.println("reduceKeysToInt " + freq.reduceKeysToInt(1, String::length, 0, Integer::sum)
                + " reduceValuesToLong " + freq.reduceValuesToLong(1, Integer::longValue, 1, Math::max)
                + " reduceToDouble " + freq.reduceToDouble(1, (k, v) -> v / 2.0, 0.0, Double::sum)
                + " reduceEntriesToLong " + freq.reduceEntriesToLong(1, e -> e.getKey().length(), 0L, Long::sum));
        var maxEntry = freq.reduceEntries(1, (a, b) -> a.getValue() > b.getValue()
                || a.getValue().equals(b.getValue()) && a.getKey().compareTo(b.getKey()) < 0 ? a : b);
        System.out.println("reduceEntries max " + maxEntry.getKey() + "=" + maxEntry.getValue());
        System.out.println("reduceKeys transformed " + freq.reduceKeys(1, k -> k.length() == 3 ? k : null, (a, b) -> a.compareTo(b) < 0 ? a : b)
                + " reduceValues transformed " + freq.reduceValues(1, v -> v < 10 ? 1 : null, Integer::sum));
        var upper = new TreeSet<String>();
        var entries = new TreeSet<String>();
        freq.forEachEntry(1, e -> {
            if (e.getKey().startsWith("b")) {
                synchronized (entries) {
                    entries.add(e.toString());
                }
            }
        });
        freq.forEachKey(1, k -> k.charAt(0) == 'w' ? k.toUpperCase() : null, k -> {
            synchronized (upper) {
                upper.add(k);
            }
        });
        System.out.println("entries " + entries + " keys transformed " + upper);
        System.out.println("mappingCount " + freq.mappingCount() + " contains 'season' " + freq.containsKey("season")
                + " containsValue 240 " + freq.containsValue(240));
        System.out.println("putIfAbsent " + freq.putIfAbsent("it", 0) + " replace " + freq.replace("it", 240, 1) + " " + freq.get("it")
                + " remove(k,v) " + freq.remove("it", 2) + " " + freq.remove("it", 1));
        Set<String> view = freq.keySet(0);
        view.add("zzz");
        System.out.println("keySet(default) add: " + freq.get("zzz"));
        System.out.println("cow set add dup " + cow.add("it") + " remove " + cow.remove("it") + " " + cow.contains("it"));
        System.out.println("clq poll " + clq.poll().length() + " peek not null " + (clq.peek() != null));
    }
}
