// RELEASE 17
// Collections.synchronized* views shared by preempted threads: every update lands (the views
// hold their mutex around the backing collection, whose operations a switch could otherwise
// cut in half), views share the mutex, iteration inside synchronized blocks; the immutable
// nCopies/singletonList with the JDK's index messages and the JDK 15+ exception constructors.
import java.util.*;

public class ThreadsSyncViews {
    static void run(int threads, Runnable r) throws InterruptedException {
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            ts[t] = new Thread(r, "worker-" + t);
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }

    public static void main(String[] args) throws Exception {
        final List<Integer> list = Collections.synchronizedList(new ArrayList<Integer>());
        final List<Integer> linked = Collections.synchronizedList(new LinkedList<Integer>());
        final Map<Integer, Integer> counts = Collections.synchronizedMap(new HashMap<Integer, Integer>());
        final Set<String> words = Collections.synchronizedSet(new HashSet<String>());
        final SortedMap<String, Integer> sorted = Collections.synchronizedSortedMap(new TreeMap<String, Integer>());
        final NavigableMap<Integer, String> nav = Collections.synchronizedNavigableMap(new TreeMap<Integer, String>());
        final NavigableSet<Integer> navSet = Collections.synchronizedNavigableSet(new TreeSet<Integer>());
        final Collection<Long> coll = Collections.synchronizedCollection(new ArrayDeque<Long>());
        run(6, new Runnable() {
            public void run() {
                String me = Thread.currentThread().getName();
                for (int i = 0; i < 1500; i++) {
                    list.add(i);
                    linked.add(i);
                    counts.merge(i % 97, 1, Integer::sum);
                    words.add(me + ":" + (i % 50));
                    sorted.merge("k" + (i % 13), i, Integer::sum);
                    nav.put(i, me);
                    navSet.add(i % 1000);
                    coll.add((long) i);
                    if (i % 3 == 0) {
                        coll.remove((long) i);
                    }
                }
            }
        });
        System.out.println("list " + list.size() + " linked " + linked.size() + " coll " + coll.size());
        long sum = 0;
        synchronized (list) {
            for (int v : list) {
                sum += v;
            }
        }
        System.out.println("list sum " + sum);
        int total = 0;
        synchronized (counts) {
            for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
                total += e.getValue();
            }
        }
        System.out.println("counts " + counts.size() + " total " + total + " of 42: " + counts.get(42));
        System.out.println("words " + words.size() + " " + words.contains("worker-3:49"));
        System.out.println("sorted " + sorted.firstKey() + ".." + sorted.lastKey() + " " + sorted.headMap("k2"));
        System.out.println("nav " + nav.size() + " floor " + nav.floorKey(-1) + " " + nav.ceilingKey(1499)
                + " head " + nav.headMap(3, true).keySet() + " desc " + nav.descendingMap().firstKey()
                + " sub " + nav.subMap(10, 14).keySet() + " tail " + nav.tailMap(1497, false).keySet());
        System.out.println("navSet " + navSet.size() + " " + navSet.first() + " " + navSet.last() + " "
                + navSet.headSet(4) + " " + navSet.descendingSet().first() + " " + navSet.lower(500)
                + " " + navSet.subSet(5, true, 8, true) + " " + navSet.pollFirst() + " " + navSet.size());
        System.out.println("equal views " + Collections.synchronizedList(new ArrayList<Integer>(Arrays.asList(1, 2)))
                .equals(Arrays.asList(1, 2)) + " " + Collections.synchronizedMap(new HashMap<String, Integer>()).equals(new TreeMap<String, Integer>())
                + " " + (Collections.synchronizedList(new ArrayList<Integer>()) instanceof RandomAccess)
                + " " + (Collections.synchronizedList(new LinkedList<Integer>()) instanceof RandomAccess));
        list.sort(Comparator.reverseOrder());
        System.out.println("sub " + list.subList(0, 8) + " " + list.indexOf(1499) + " " + list.lastIndexOf(0));
        list.replaceAll(x -> x * 2);
        list.removeIf(x -> x < 2990);
        System.out.println("after " + list.size() + " " + list.get(0) + " " + list);

        List<String> copies = Collections.nCopies(3, "ab");
        System.out.println(copies + " " + copies.hashCode() + " " + copies.indexOf("ab") + " "
                + copies.lastIndexOf("ab") + " " + copies.contains("x") + " " + Collections.nCopies(0, "z"));
        List<Integer> one = Collections.singletonList(7);
        System.out.println(one + " " + one.get(0) + " " + one.equals(Arrays.asList(7)) + " " + one.hashCode());
        Object[] probes = {Collections.singletonList(1), Collections.nCopies(3, "x")};
        int[] indexes = {1, 5, -1};
        for (Object p : probes) {
            for (int i : indexes) {
                try {
                    ((List<?>) p).get(i);
                    System.out.println("no exception at " + i);
                } catch (IndexOutOfBoundsException e) {
                    System.out.println(e);
                }
            }
        }
        try {
            one.set(0, 1);
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        System.out.println(new IndexOutOfBoundsException(7) + " / " + new IndexOutOfBoundsException(8L));
        NoSuchElementException n1 = new NoSuchElementException("m", new IllegalStateException("c"));
        NoSuchElementException n2 = new NoSuchElementException(new IllegalStateException("d"));
        System.out.println(n1 + " | " + n1.getCause() + " | " + n2 + " | " + n2.getCause());
    }
}
