import java.util.*;

public class ProgLruCache<K, V> extends LinkedHashMap<K, V> {
    private final int capacity;
    private int evictions;

    public ProgLruCache(int capacity) {
        super(16, 0.75f, true);
        this.capacity = capacity;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        boolean evict = size() > capacity;
        if (evict) {
            evictions++;
            System.out.println("  evict " + eldest.getKey() + "=" + eldest.getValue());
        }
        return evict;
    }

    static long fibCalls;

    static long fib(int n, Map<Integer, Long> memo) {
        fibCalls++;
        if (n < 2) return n;
        Long c = memo.get(n);
        if (c != null) return c;
        long v = fib(n - 1, memo) + fib(n - 2, memo);
        memo.put(n, v);
        return v;
    }

    public static void main(String[] args) {
        ProgLruCache<String, Integer> cache = new ProgLruCache<String, Integer>(3);
        cache.put("a", 1); cache.put("b", 2); cache.put("c", 3);
        System.out.println(cache);
        cache.get("a");
        cache.put("d", 4);
        System.out.println(cache + " keys " + cache.keySet());
        cache.getOrDefault("c", 0);
        cache.putIfAbsent("e", 5);
        cache.put("c", 30);
        System.out.println(cache + " evictions " + cache.evictions);
        Iterator<Map.Entry<String, Integer>> it = cache.entrySet().iterator();
        it.next();
        it.remove();
        System.out.println(cache);
        ProgLruCache<Integer, Long> memo = new ProgLruCache<Integer, Long>(1000);
        System.out.println("fib(90) = " + fib(90, memo) + " in " + fibCalls + " calls");
        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<String, Integer>();
        for (String s : "delta alpha charlie bravo alpha".split(" ")) insertion.merge(s, 1, Integer::sum);
        System.out.println(insertion);
    }
}
