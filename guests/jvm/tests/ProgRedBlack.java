import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

public class ProgRedBlack<Key extends Comparable<Key>, Value> {
    private static final boolean RED = true, BLACK = false;
    private Node root;

    private class Node {
        Key key; Value val; Node left, right; boolean color; int size;
        Node(Key key, Value val, boolean color, int size) { this.key = key; this.val = val; this.color = color; this.size = size; }
    }

    private boolean isRed(Node x) { return x != null && x.color == RED; }
    private int size(Node x) { return x == null ? 0 : x.size; }
    public int size() { return size(root); }

    public Value get(Key key) {
        Node x = root;
        while (x != null) {
            int c = key.compareTo(x.key);
            if (c < 0) x = x.left; else if (c > 0) x = x.right; else return x.val;
        }
        return null;
    }

    public void put(Key key, Value val) {
        root = put(root, key, val);
        root.color = BLACK;
    }

    private Node put(Node h, Key key, Value val) {
        if (h == null) return new Node(key, val, RED, 1);
        int c = key.compareTo(h.key);
        if (c < 0) h.left = put(h.left, key, val);
        else if (c > 0) h.right = put(h.right, key, val);
        else h.val = val;
        if (isRed(h.right) && !isRed(h.left)) h = rotateLeft(h);
        if (isRed(h.left) && isRed(h.left.left)) h = rotateRight(h);
        if (isRed(h.left) && isRed(h.right)) flip(h);
        h.size = size(h.left) + size(h.right) + 1;
        return h;
    }

    private Node rotateLeft(Node h) {
        Node x = h.right; h.right = x.left; x.left = h; x.color = h.color; h.color = RED;
        x.size = h.size; h.size = size(h.left) + size(h.right) + 1; return x;
    }

    private Node rotateRight(Node h) {
        Node x = h.left; h.left = x.right; x.right = h; x.color = h.color; h.color = RED;
        x.size = h.size; h.size = size(h.left) + size(h.right) + 1; return x;
    }

    private void flip(Node h) { h.color = !h.color; h.left.color = !h.left.color; h.right.color = !h.right.color; }

    public int height() { return height(root); }
    private int height(Node x) { return x == null ? -1 : 1 + Math.max(height(x.left), height(x.right)); }

    public Key min() {
        if (root == null) throw new NoSuchElementException("calls min() with empty symbol table");
        Node x = root; while (x.left != null) x = x.left; return x.key;
    }

    public int rank(Key key) { return rank(key, root); }
    private int rank(Key key, Node x) {
        if (x == null) return 0;
        int c = key.compareTo(x.key);
        if (c < 0) return rank(key, x.left);
        if (c > 0) return 1 + size(x.left) + rank(key, x.right);
        return size(x.left);
    }

    public Iterable<Key> keys() { List<Key> q = new ArrayList<Key>(); keys(root, q); return q; }
    private void keys(Node x, List<Key> q) { if (x == null) return; keys(x.left, q); q.add(x.key); keys(x.right, q); }

    public static void main(String[] args) {
        ProgRedBlack<String, Integer> st = new ProgRedBlack<String, Integer>();
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        for (String w : text.split(" ")) {
            Integer c = st.get(w);
            st.put(w, c == null ? 1 : c + 1);
        }
        for (String k : st.keys()) System.out.println(k + " " + st.get(k) + " rank " + st.rank(k));
        System.out.println("size " + st.size() + " height " + st.height() + " min " + st.min());
        ProgRedBlack<Integer, Integer> ints = new ProgRedBlack<Integer, Integer>();
        for (int i = 0; i < 4096; i++) ints.put(i, i * i);
        System.out.println("4096 ascending keys: height " + ints.height() + ", get(77) = " + ints.get(77));
        try {
            new ProgRedBlack<String, String>().min();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
    }
}
