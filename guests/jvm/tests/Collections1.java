import java.util.*;

/** Lists, deques, stacks, queues: operations, iterators, toString/equals/hashCode, fail-fast iteration. */
public class Collections1 {
    public static void main(String[] args) {
        List<Integer> al = new ArrayList<Integer>();
        for (int i = 0; i < 30; i++) {
            al.add((i * 7) % 13);
        }
        al.add(0, -1);
        al.remove(Integer.valueOf(12));
        al.remove(3);
        al.set(5, 500);
        System.out.println(al + " size=" + al.size() + " hash=" + al.hashCode() + " idx=" + al.indexOf(5) + " last=" + al.lastIndexOf(5)
            + " contains=" + al.contains(500));
        List<Integer> sub = al.subList(2, 8);
        sub.set(0, 99);
        System.out.println(sub + " " + al.get(2));
        Iterator<Integer> it = al.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 0) {
                it.remove();
            }
        }
        System.out.println(al);
        ListIterator<Integer> li = al.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 7) {
                li.add(70);
            } else if (v == 9) {
                li.set(90);
            }
        }
        while (li.hasPrevious()) {
            li.previous();
        }
        System.out.println(al + " " + li.nextIndex());
        try {
            for (Integer x : al) {
                if (x == 1) {
                    al.add(1000);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME");
        }
        Collections.sort(al);
        System.out.println(al + " " + Collections.binarySearch(al, 90) + " " + Collections.binarySearch(al, 4) + " " + Collections.max(al) + " " + Collections.min(al));
        Collections.reverse(al);
        System.out.println(al);
        Collections.sort(al, Collections.reverseOrder());
        System.out.println(al);
        Collections.rotate(al, 3);
        System.out.println(al + " freq=" + Collections.frequency(al, 1000));
        Collections.swap(al, 0, 1);
        System.out.println(al);

        LinkedList<String> ll = new LinkedList<String>(Arrays.asList("b", "c", "d"));
        ll.addFirst("a");
        ll.addLast("e");
        ll.add(2, "x");
        ll.removeFirstOccurrence("d");
        System.out.println(ll + " " + ll.getFirst() + ll.getLast() + " " + ll.peek() + " " + ll.indexOf("x") + " " + ll.get(3));
        System.out.println(ll.poll() + ll.pop() + ll.pollLast() + " " + ll + " " + ll.equals(Arrays.asList("x", "c")) + " " + ll.hashCode());
        Iterator<String> desc = new LinkedList<String>(Arrays.asList("1", "2", "3")).descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) {
            sb.append(desc.next());
        }
        System.out.println(sb);

        Vector<String> v = new Vector<String>();
        for (int i = 0; i < 12; i++) {
            v.addElement("v" + i);
        }
        v.removeElementAt(3);
        v.insertElementAt("ins", 0);
        System.out.println(v + " " + v.firstElement() + " " + v.lastElement() + " " + v.elementAt(4) + " " + v.capacity());
        Enumeration<String> en = v.elements();
        int n = 0;
        while (en.hasMoreElements()) {
            en.nextElement();
            n++;
        }
        System.out.println("enumerated " + n);

        Stack<Integer> st = new Stack<Integer>();
        for (int i = 0; i < 5; i++) {
            st.push(i * 10);
        }
        System.out.println(st + " " + st.peek() + " " + st.pop() + " " + st.search(10) + " " + st.empty() + " " + st);

        ArrayDeque<Integer> dq = new ArrayDeque<Integer>();
        for (int i = 0; i < 40; i++) {
            if (i % 3 == 0) {
                dq.addFirst(i);
            } else {
                dq.addLast(i);
            }
        }
        dq.pollFirst();
        dq.pollLast();
        dq.remove(Integer.valueOf(20));
        System.out.println(dq + " " + dq.size() + " " + dq.peekFirst() + " " + dq.peekLast());

        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        int[] vals = {5, 1, 9, 3, 7, 2, 8, 6, 4, 0, 11, 15, 13};
        for (int x : vals) {
            pq.offer(x);
        }
        System.out.println(pq + " " + pq.peek());
        pq.remove(7);
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) {
            order.append(pq.poll()).append(' ');
        }
        System.out.println(order);
        PriorityQueue<String> pqs = new PriorityQueue<String>(Arrays.asList("pear", "apple", "fig", "kiwi", "banana"));
        System.out.println(pqs);
        PriorityQueue<String> pqr = new PriorityQueue<String>(10, Collections.<String>reverseOrder());
        pqr.addAll(Arrays.asList("pear", "apple", "fig", "kiwi", "banana"));
        System.out.println(pqr + " " + pqr.poll());

        List<String> names = Arrays.asList("delta", "Alpha", "charlie", "bravo", "Echo");
        Collections.sort(names, String.CASE_INSENSITIVE_ORDER);
        System.out.println(names);
        Collections.sort(names, new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() - b.length();
            }
        });
        System.out.println(names);
        List<String> un = Collections.unmodifiableList(new ArrayList<String>(names));
        try {
            un.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable " + un);
        }
        System.out.println(Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.singletonList(5) + " " + Collections.nCopies(3, "ab")
            + " " + Collections.emptySet().size());
        List<Integer> shuf = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) {
            shuf.add(i);
        }
        Collections.shuffle(shuf, new Random(123));
        System.out.println(shuf);
        Object[] arr = shuf.toArray();
        Integer[] typed = shuf.toArray(new Integer[0]);
        System.out.println(arr.length + " " + typed.length + " " + typed.getClass().getName());
        List<Integer> stable = new ArrayList<Integer>();
        for (int i = 0; i < 50; i++) {
            stable.add(i);
        }
        Collections.sort(stable, new Comparator<Integer>() {
            public int compare(Integer a, Integer b) {
                return (a % 5) - (b % 5);
            }
        });
        System.out.println("stable " + stable);
    }
}
