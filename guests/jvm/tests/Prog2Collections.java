import java.util.*;

public class Prog2Collections {
    static class LruCache<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        LruCache(int capacity) { super(16, 0.75f, true); this.capacity = capacity; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > capacity; }
    }

    public static void main(String[] args) {
        LruCache<String, Integer> lru = new LruCache<>(3);
        lru.put("a", 1); lru.put("b", 2); lru.put("c", 3);
        lru.get("a");
        lru.put("d", 4);
        lru.getOrDefault("c", 0);
        lru.put("e", 5);
        System.out.println("lru " + lru + " keys " + lru.keySet());

        ArrayDeque<Integer> stack = new ArrayDeque<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) { stack.push(i); queue.offer(i); }
        System.out.println("stack " + stack + " pop " + stack.pop() + " peek " + stack.peek() + " queue " + queue + " poll " + queue.poll() + " peekLast " + queue.peekLast());
        queue.offerFirst(0); queue.addLast(9);
        System.out.println("deque " + queue + " pollLast " + queue.pollLast() + " removeFirstOccurrence " + queue.removeFirstOccurrence(3) + " " + queue);
        Iterator<Integer> desc = queue.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next());
        System.out.println("descending " + sb);

        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 8, 1, 9, 2, 7, 3, 3));
        System.out.println("frequency(3) " + Collections.frequency(nums, 3) + " max " + Collections.max(nums) + " min " + Collections.min(nums, Comparator.reverseOrder()));
        Collections.sort(nums);
        System.out.println("sorted " + nums + " binarySearch(7) " + Collections.binarySearch(nums, 7) + " (6) " + Collections.binarySearch(nums, 6));
        Collections.rotate(nums, 3);
        System.out.println("rotate 3 " + nums);
        Collections.rotate(nums, -1);
        System.out.println("rotate -1 " + nums);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffle(42) " + nums);
        Collections.swap(nums, 0, nums.size() - 1);
        Collections.reverse(nums);
        System.out.println("swap+reverse " + nums + " nCopies " + Collections.nCopies(4, "ab") + " " + String.join("", Collections.nCopies(3, "-=")));
        List<Integer> ro = Collections.unmodifiableList(nums);
        try { ro.add(1); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable: " + e.getClass().getSimpleName()); }
        System.out.println("disjoint " + Collections.disjoint(nums, Arrays.asList(100, 200)) + " emptyList " + Collections.emptyList() + " singleton " + Collections.singletonList("x") + " " + Collections.singleton(1) + " " + Collections.emptyMap());
        List<String> syn = Collections.synchronizedList(new ArrayList<>(Arrays.asList("q", "w")));
        syn.add("e");
        System.out.println(syn + " " + Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)) + " " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
        List<Integer> filled = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.fill(filled, 7);
        Collections.addAll(filled, 1, 2);
        System.out.println(filled + " replaceAll " + Collections.replaceAll(filled, 7, 8) + " " + filled);

        int[] arr = {9, 4, 7, 1, 8, 2};
        int[] copy = Arrays.copyOf(arr, 8);
        Arrays.sort(arr);
        System.out.println(Arrays.toString(arr) + " " + Arrays.binarySearch(arr, 7) + " " + Arrays.binarySearch(arr, 5) + " " + Arrays.toString(copy) + " " + Arrays.toString(Arrays.copyOfRange(arr, 2, 4)));
        int[][] grid = new int[3][4];
        for (int[] row : grid) Arrays.fill(row, 1);
        Arrays.fill(grid[1], 1, 3, 5);
        int[][] deep = grid.clone();
        deep[0] = deep[0].clone();
        deep[0][0] = 99;
        grid[2][3] = 42;
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(deep) + " " + (deep[2] == grid[2]));
        System.out.println(Arrays.hashCode(arr) + " " + Arrays.deepHashCode(grid) + " " + Arrays.equals(arr, arr.clone()) + " " + Arrays.deepEquals(grid, deep) + " " + Arrays.asList(1, 2, 3).hashCode() + " " + Arrays.hashCode(new double[]{1.5, -0.0}));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Collections.reverseOrder());
        List<Integer> view = Arrays.asList(boxed);
        view.set(0, 30);
        System.out.println(Arrays.toString(boxed) + " " + view);
        try { view.add(4); } catch (UnsupportedOperationException e) { System.out.println("asList add: UnsupportedOperationException"); }
        char[] cs = "hello".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + " " + Arrays.toString(cs) + " " + Arrays.toString(new boolean[2]) + " " + Arrays.toString((Object[]) null) + " " + Arrays.asList().size());
        int[] src = {1, 2, 3, 4, 5, 6};
        System.arraycopy(src, 0, src, 2, 4);
        System.out.println(Arrays.toString(src));
        try { System.arraycopy(src, 4, src, 0, 5); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("arraycopy: ArrayIndexOutOfBoundsException"); }

        List<String> names = new ArrayList<>(Arrays.asList("amy", "ben", "cat", "dan", "eve", "fox"));
        for (Iterator<String> it = names.iterator(); it.hasNext(); ) if (it.next().contains("a")) it.remove();
        System.out.println("after iterator remove " + names);
        ListIterator<String> li = names.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (s.equals("eve")) li.add("EVA");
            else li.set(s.toUpperCase() + idx);
        }
        System.out.print("listIterator " + names + " backwards:");
        while (li.hasPrevious()) System.out.print(" " + li.previousIndex() + "=" + li.previous());
        System.out.println();
        try {
            for (String s : names) if (s.startsWith("B")) names.remove(s);
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException");
        }
        names.removeIf(s -> s.length() > 3);
        names.replaceAll(String::toLowerCase);
        System.out.println(names + " subList " + new ArrayList<>(Arrays.asList(0, 1, 2, 3, 4, 5)).subList(1, 4) + " indexOf " + Arrays.asList("x", "y", "x").lastIndexOf("x"));
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(1, 2, 3));
        ll.addFirst(0); ll.addLast(4); ll.add(2, 99); ll.removeLastOccurrence(3);
        System.out.println(ll + " " + ll.getFirst() + " " + ll.getLast() + " " + ll.indexOf(99) + " " + ll.peekFirst() + " " + ll.pop() + " " + ll);
        EnumMap<Thread.State, Integer> em = new EnumMap<>(Thread.State.class);
        em.put(Thread.State.WAITING, 2); em.put(Thread.State.NEW, 1);
        System.out.println(em + " " + EnumSet.range(Thread.State.RUNNABLE, Thread.State.WAITING) + " " + EnumSet.complementOf(EnumSet.of(Thread.State.NEW, Thread.State.TERMINATED)));
        Map<String, Integer> hm = new HashMap<>();
        for (String w : "to be or not to be that is the question".split(" ")) hm.merge(w, 1, Integer::sum);
        System.out.println(new TreeMap<>(hm) + " " + hm.getOrDefault("xyz", -1) + " " + hm.putIfAbsent("to", 100) + " " + hm.computeIfPresent("be", (k, v) -> v * 10) + " " + hm.compute("new", (k, v) -> v == null ? 1 : v + 1) + " " + hm.get("be"));
        hm.entrySet().removeIf(e -> e.getValue() == 1);
        System.out.println(new TreeMap<>(hm) + " " + hm.containsValue(20) + " " + new TreeSet<>(hm.keySet()));
        Hashtable<String, Integer> ht = new Hashtable<>();
        ht.put("one", 1);
        Vector<Integer> vec = new Vector<>(Arrays.asList(1, 2, 3));
        vec.addElement(4);
        Stack<String> st = new Stack<>();
        st.push("x"); st.push("y");
        System.out.println(ht + " " + vec + " " + vec.elementAt(3) + " " + st + " " + st.peek() + " " + st.search("x") + " " + st.empty());
    }
}
