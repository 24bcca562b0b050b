import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/* java.util.WeakHashMap: the JDK's iteration order (keys with fixed hash codes), the map
   operations and views, and stale entries expunged after their keys die and System.gc()
   (the JDK enqueues them from its Reference Handler thread, so the program waits until the
   size stops changing or reaches the expected value). */
public class WeakMaps {
    static final class Key {
        final int k;
        Key(int k) { this.k = k; }
        public int hashCode() { return k * 31 + 7; }
        public boolean equals(Object o) { return o instanceof Key && ((Key) o).k == k; }
        public String toString() { return "K" + k; }
    }

    public static void main(String[] args) throws InterruptedException {
        List<Key> keys = new ArrayList<Key>();
        WeakHashMap<Key, String> m = new WeakHashMap<Key, String>();
        for (int i = 0; i < 40; i++) {
            Key k = new Key(i * 37 % 101);
            keys.add(k);
            m.put(k, "v" + i);
        }
        System.out.println(m.size() + " " + m);
        System.out.println("get " + m.get(new Key(37)) + " " + m.get(new Key(1000)) + " containsKey " + m.containsKey(new Key(74))
                + " containsValue v3 " + m.containsValue("v3") + " v99 " + m.containsValue("v99"));
        m.put(null, "nullv");
        System.out.println("null key " + m.get(null) + " " + m.containsKey(null) + " remove " + m.remove(null) + " " + m.containsKey(null));
        System.out.println("put again " + m.put(keys.get(2), "two") + " remove " + m.remove(keys.get(3)) + " size " + m.size());
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Key, String> e : m.entrySet()) {
            if (e.getKey().k % 10 == 0) {
                e.setValue(e.getValue() + "!");
            }
            sb.append(e.getKey()).append(' ');
        }
        System.out.println("entries " + sb);
        for (Iterator<Key> it = m.keySet().iterator(); it.hasNext();) {
            if (it.next().k % 3 == 0) {
                it.remove();
            }
        }
        System.out.println("after iterator removal " + m.size() + " values " + m.values());
        Map<Key, String> copy = new HashMap<Key, String>(m);
        WeakHashMap<Key, String> m2 = new WeakHashMap<Key, String>(copy);
        System.out.println("copy equals " + m2.equals(m) + " hash " + (m2.hashCode() == m.hashCode()) + " " + m2.keySet());

        /* drop every other key: their entries go once the collector clears them */
        int expected = 0;
        for (int i = 0; i < keys.size(); i++) {
            if (i % 2 == 1) {
                keys.set(i, null);
            } else if (m.containsKey(keys.get(i))) {
                expected++;
            }
        }
        copy = null;
        m2 = null;
        System.gc();
        int size = m.size();
        for (int i = 0; i < 500 && size != expected; i++) {
            Thread.sleep(10);
            size = m.size();
        }
        System.out.println("after System.gc(): size " + size + " expected " + expected + " " + m);

        /* a map that grows while most of its keys die */
        WeakHashMap<Key, Integer> big = new WeakHashMap<Key, Integer>();
        List<Key> held = new ArrayList<Key>();
        for (int i = 0; i < 3000; i++) {
            Key k = new Key(i);
            big.put(k, i);
            if (i % 100 == 0) {
                held.add(k);
            }
        }
        System.gc();
        size = big.size();
        for (int i = 0; i < 500 && size != held.size(); i++) {
            Thread.sleep(10);
            size = big.size();
        }
        long sum = 0;
        for (Map.Entry<Key, Integer> e : big.entrySet()) {
            sum += e.getKey().k * 1000L + e.getValue();
        }
        /* (the table's size, hence the order, depends on what was expunged while it grew) */
        System.out.println("big map: size " + size + " held " + held.size() + " sum " + sum);
        big.clear();
        System.out.println("cleared " + big.size() + " " + big.isEmpty() + " " + keys.size());
    }
}
