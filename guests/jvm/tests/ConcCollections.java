import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/** Concurrent collections and blocking queues: iteration orders as the JDK's, threaded use. */
public class ConcCollections {
    public static void main(String[] args) throws Exception {
        hashMapOrder();
        hashMapApi();
        hashMapThreads();
        linkedQueue();
        copyOnWrite();
        blockingQueues();
        System.out.println("done");
    }

    static void hashMapOrder() {
        ConcurrentHashMap<Integer, Integer> ints = new ConcurrentHashMap<Integer, Integer>();
        for (int i = 0; i < 60; i++) {
            int k = (i * 7919) % 1000 - 300;
            ints.put(k, i);
        }
        System.out.println("ints " + ints);
        ConcurrentHashMap<String, Integer> strs = new ConcurrentHashMap<String, Integer>();
        for (int i = 0; i < 120; i++) {
            strs.put("key" + (i * 31 % 120), i);
        }
        for (int i = 0; i < 120; i += 3) {
            strs.remove("key" + i);
        }
        System.out.println("strs " + strs.keySet());
        // nine keys with one hash code: a long bin grows the small table
        ConcurrentHashMap<String, Integer> coll = new ConcurrentHashMap<String, Integer>();
        String[] parts = {"Aa", "BB"};
        int n = 0;
        for (int a = 0; a < 2; a++) {
            for (int b = 0; b < 2; b++) {
                for (int c = 0; c < 2; c++) {
                    for (int d = 0; d < 2 && n < 9; d++) {
                        coll.put(parts[a] + parts[b] + parts[c] + parts[d], n++);
                    }
                }
            }
        }
        coll.put("x", -1);
        coll.put("y", -2);
        System.out.println("collisions " + coll);
        Map<String, Integer> src = new TreeMap<String, Integer>();
        for (int i = 0; i < 40; i++) {
            src.put("s" + i, i);
        }
        System.out.println("copied " + new ConcurrentHashMap<String, Integer>(src).keySet());
        ConcurrentHashMap<String, Integer> sized = new ConcurrentHashMap<String, Integer>(100);
        for (int i = 0; i < 40; i++) {
            sized.put("s" + i, i);
        }
        System.out.println("sized " + sized.keySet());
        ConcurrentHashMap<Long, String> longs = new ConcurrentHashMap<Long, String>(4, 0.5f, 2);
        for (long i = 1; i < 1L << 40; i *= 5) {
            longs.put(i, Long.toHexString(i));
        }
        System.out.println("longs " + longs);
    }

    static void hashMapApi() {
        ConcurrentMap<String, Integer> m = new ConcurrentHashMap<String, Integer>();
        System.out.println("putIfAbsent " + m.putIfAbsent("a", 1) + " " + m.putIfAbsent("a", 2) + " get " + m.get("a"));
        System.out.println("compute " + m.compute("a", (k, v) -> v == null ? 10 : v + 10) + " "
                + m.compute("b", (k, v) -> v == null ? 10 : v + 10) + " " + m.compute("b", (k, v) -> null)
                + " containsKey(b) " + m.containsKey("b"));
        System.out.println("computeIfAbsent " + m.computeIfAbsent("c", k -> k.length()) + " "
                + m.computeIfAbsent("c", k -> 99) + " computeIfPresent " + m.computeIfPresent("c", (k, v) -> v * 5)
                + " " + m.computeIfPresent("zz", (k, v) -> 1));
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
            m.merge(w, 1, Integer::sum);
        }
        System.out.println("merged " + m + " size " + m.size());
        System.out.println("merge to null " + m.merge("the", 0, (x, y) -> null) + " has the " + m.containsKey("the"));
        System.out.println("replace " + m.replace("fox", 7) + " " + m.replace("fox", 5, 8) + " " + m.replace("fox", 7, 8)
                + " " + m.replace("nope", 1) + " remove(k,v) " + m.remove("dog", 2) + " " + m.remove("dog", 1));
        System.out.println("getOrDefault " + m.getOrDefault("none", -5) + " containsValue(8) " + m.containsValue(8));
        m.replaceAll((k, v) -> v + k.length());
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println("forEach " + sb);
        for (Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator(); it.hasNext();) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() % 2 == 0) {
                it.remove();
            } else {
                e.setValue(e.getValue() * 100);
            }
        }
        System.out.println("after iterator " + m + " values " + m.values());
        try {
            m.put("n", null);
        } catch (NullPointerException e) {
            System.out.println("null value -> NPE");
        }
        try {
            m.get(null);
        } catch (NullPointerException e) {
            System.out.println("null key -> NPE");
        }
        Set<String> ks = ConcurrentHashMap.newKeySet();
        ks.add("one");
        ks.add("two");
        ks.add("one");
        System.out.println("newKeySet " + ks + " " + ks.size());
        ConcurrentHashMap<String, Integer> c = (ConcurrentHashMap<String, Integer>) m;
        System.out.println("mappingCount " + c.mappingCount() + " equals " + c.equals(new TreeMap<String, Integer>(c))
                + " hashCode " + (c.hashCode() == new TreeMap<String, Integer>(c).hashCode()));
        c.clear();
        System.out.println("cleared " + c + " " + c.isEmpty());
    }

    static void hashMapThreads() throws Exception {
        final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<String, Integer>();
        List<Thread> ts = new ArrayList<Thread>();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            Thread th = new Thread(() -> {
                for (int i = 0; i < 3000; i++) {
                    counts.merge("w" + ((i * (id + 3)) % 17), 1, Integer::sum);
                    counts.computeIfAbsent("t" + id, k -> 0);
                    counts.compute("total", (k, v) -> v == null ? 1 : v + 1);
                }
            });
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) {
            th.join();
        }
        System.out.println("threads " + new TreeMap<String, Integer>(counts));
    }

    static void linkedQueue() throws Exception {
        final ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<Integer>();
        List<Thread> ts = new ArrayList<Thread>();
        for (int t = 0; t < 3; t++) {
            final int base = t * 1000;
            Thread th = new Thread(() -> {
                for (int i = 0; i < 500; i++) {
                    q.offer(base + i);
                }
            });
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) {
            th.join();
        }
        long sum = 0;
        int n = 0;
        int[] last = {-1, -1, -1};
        boolean fifo = true;
        Integer x;
        while ((x = q.poll()) != null) {
            sum += x;
            n++;
            int p = x / 1000;
            if (x <= last[p]) {
                fifo = false;
            }
            last[p] = x;
        }
        System.out.println("CLQ n=" + n + " sum=" + sum + " per-producer fifo=" + fifo + " empty=" + q.isEmpty());
        ConcurrentLinkedQueue<String> s = new ConcurrentLinkedQueue<String>();
        s.add("a");
        s.add("b");
        s.add("c");
        s.remove("b");
        System.out.println("CLQ " + s + " peek " + s.peek() + " size " + s.size() + " contains " + s.contains("c"));
    }

    static void copyOnWrite() throws Exception {
        CopyOnWriteArrayList<String> l = new CopyOnWriteArrayList<String>(new String[] {"a", "b", "c"});
        for (String s : l) {
            l.add(s + s);
        }
        System.out.println("COW " + l + " addIfAbsent " + l.addIfAbsent("a") + l.addIfAbsent("z"));
        Iterator<String> it = l.iterator();
        it.next();
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator remove -> UnsupportedOperationException");
        }
        l.removeIf(s -> s.length() == 2);
        l.add(1, "q");
        l.set(0, "A");
        System.out.println("COW " + l + " indexOf " + l.indexOf("c") + " sub " + l.subList(1, 3) + " remove "
                + l.remove(1) + " " + l.remove("zz"));
        final CopyOnWriteArrayList<Integer> shared = new CopyOnWriteArrayList<Integer>();
        List<Thread> ts = new ArrayList<Thread>();
        for (int t = 0; t < 3; t++) {
            final int id = t;
            Thread th = new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    shared.add(id);
                    shared.addIfAbsent(100 + id);
                }
            });
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) {
            th.join();
        }
        int[] per = new int[3];
        int specials = 0;
        for (int v : shared) {
            if (v >= 100) {
                specials++;
            } else {
                per[v]++;
            }
        }
        System.out.println("COW threads size " + shared.size() + " per " + per[0] + "," + per[1] + "," + per[2]
                + " specials " + specials);
    }

    static void blockingQueues() throws Exception {
        final BlockingQueue<Integer> q = new ArrayBlockingQueue<Integer>(2);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 50; i++) {
                    q.put(i);
                }
                q.put(-1);
            } catch (InterruptedException e) {
                System.out.println("producer interrupted");
            }
        });
        producer.start();
        long sum = 0;
        boolean ordered = true;
        int prev = 0;
        for (;;) {
            int v = q.take();
            if (v < 0) {
                break;
            }
            ordered &= v == prev + 1;
            prev = v;
            sum += v;
        }
        producer.join();
        System.out.println("ABQ sum " + sum + " ordered " + ordered);
        q.offer(1);
        q.offer(2);
        System.out.println("full: offer " + q.offer(3) + " timed " + q.offer(3, 5, TimeUnit.MILLISECONDS)
                + " remaining " + q.remainingCapacity() + " " + q);
        try {
            q.add(9);
        } catch (IllegalStateException e) {
            System.out.println("add on full -> " + e.getMessage());
        }
        List<Integer> drained = new ArrayList<Integer>();
        System.out.println("drainTo " + q.drainTo(drained) + " " + drained + " poll(5ms) "
                + q.poll(5, TimeUnit.MILLISECONDS) + " poll " + q.poll());
        LinkedBlockingQueue<String> lq = new LinkedBlockingQueue<String>(3);
        lq.add("x");
        lq.add("y");
        System.out.println("LBQ " + lq + " remaining " + lq.remainingCapacity() + " peek " + lq.peek()
                + " unbounded remaining " + new LinkedBlockingQueue<String>().remainingCapacity());
        final SynchronousQueue<String> sq = new SynchronousQueue<String>();
        System.out.println("SQ offer without taker " + sq.offer("lost") + " size " + sq.size());
        Thread giver = new Thread(() -> {
            try {
                sq.put("handed");
                sq.put("second");
            } catch (InterruptedException e) {
                System.out.println("giver interrupted");
            }
        });
        giver.start();
        System.out.println("SQ take " + sq.take() + " poll(1s) " + sq.poll(1, TimeUnit.SECONDS));
        giver.join();
        System.out.println("SQ poll after " + sq.poll(10, TimeUnit.MILLISECONDS));
        final BlockingQueue<Integer> waiter = new LinkedBlockingQueue<Integer>();
        Thread t = new Thread(() -> {
            try {
                waiter.take();
                System.out.println("took?");
            } catch (InterruptedException e) {
                System.out.println("take interrupted");
            }
        });
        t.start();
        Thread.sleep(20);
        t.interrupt();
        t.join();
    }
}
