import java.util.*;

public class Prog2Huffman {
    static abstract class Node implements Comparable<Node> {
        final int freq;
        final int order;
        Node(int freq, int order) { this.freq = freq; this.order = order; }
        public int compareTo(Node o) {
            int c = Integer.compare(freq, o.freq);
            return c != 0 ? c : Integer.compare(order, o.order);
        }
    }

    static final class Leaf extends Node {
        final char ch;
        Leaf(char ch, int freq, int order) { super(freq, order); this.ch = ch; }
    }

    static final class Internal extends Node {
        final Node left, right;
        Internal(Node l, Node r, int order) { super(l.freq + r.freq, order); left = l; right = r; }
    }

    static void codes(Node n, String prefix, Map<Character, String> out) {
        if (n instanceof Leaf) {
            out.put(((Leaf) n).ch, prefix.isEmpty() ? "0" : prefix);
        } else {
            Internal i = (Internal) n;
            codes(i.left, prefix + '0', out);
            codes(i.right, prefix + '1', out);
        }
    }

    static String decode(Node root, String bits) {
        StringBuilder sb = new StringBuilder();
        Node n = root;
        for (int i = 0; i < bits.length(); i++) {
            n = bits.charAt(i) == '0' ? ((Internal) n).left : ((Internal) n).right;
            if (n instanceof Leaf) { sb.append(((Leaf) n).ch); n = root; }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String text = "this is an example for huffman encoding, and it shows how the priority queue builds a tree";
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : text.toCharArray()) freq.merge(c, 1, Integer::sum);
        PriorityQueue<Node> pq = new PriorityQueue<>();
        int order = 0;
        for (Map.Entry<Character, Integer> e : freq.entrySet()) pq.add(new Leaf(e.getKey(), e.getValue(), order++));
        while (pq.size() > 1) {
            Node a = pq.poll(), b = pq.poll();
            pq.add(new Internal(a, b, order++));
        }
        Node root = pq.poll();
        Map<Character, String> table = new TreeMap<>();
        codes(root, "", table);
        System.out.println("Symbol  Weight  Code");
        for (Map.Entry<Character, String> e : table.entrySet())
            System.out.printf("'%c'     %-6d  %s%n", e.getKey(), freq.get(e.getKey()), e.getValue());
        StringBuilder bits = new StringBuilder();
        for (char c : text.toCharArray()) bits.append(table.get(c));
        System.out.println("encoded " + bits.length() + " bits vs " + text.length() * 8 + String.format(" (%.1f%%)", 100.0 * bits.length() / (text.length() * 8)));
        System.out.println(bits.substring(0, 64));
        System.out.println("round trip: " + decode(root, bits.toString()).equals(text));

        PriorityQueue<String> byLen = new PriorityQueue<>(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder()));
        Collections.addAll(byLen, text.split("[ ,]+"));
        StringBuilder sb = new StringBuilder();
        while (!byLen.isEmpty()) sb.append(byLen.poll()).append(' ');
        System.out.println(sb.toString().trim());
        PriorityQueue<int[]> maxHeap = new PriorityQueue<>(10, (p, q) -> q[0] != p[0] ? q[0] - p[0] : p[1] - q[1]);
        for (int i = 0; i < 12; i++) maxHeap.offer(new int[]{(i * 7) % 5, i});
        System.out.print("max-heap:");
        while (maxHeap.size() > 0) { int[] p = maxHeap.remove(); System.out.print(" " + p[0] + "/" + p[1]); }
        System.out.println();
        PriorityQueue<Integer> ints = new PriorityQueue<>(Arrays.asList(5, 3, 9, 1, 7, 3));
        System.out.println("peek " + ints.peek() + " contains 7 " + ints.contains(7) + " remove(3) " + ints.remove((Object) 3) + " size " + ints.size());
    }
}
