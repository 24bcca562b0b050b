package java.util.concurrent;

import java.util.ArrayList;
import java.util.Comparator;

/**
 * The sorted store of ConcurrentSkipListMap and its views: a skip list (levels from a
 * fixed-seed xorshift generator, each level half as likely as the one below, so runs are
 * deterministic; order is by key only). Every method is synchronized on the list: the
 * views take the same monitor for compound operations. A removed node's value becomes null.
 */
final class SkipList<K, V> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    static final int MAX_LEVEL = 32;
    /* findNear relations (the JDK's): greater than, or with EQ equal; LT: less than */
    static final int EQ = 1;
    static final int LT = 2;
    static final int GT = 0;

    static final class Node<K, V> {
        final K key;
        V value;
        final Node<K, V>[] next;

        @SuppressWarnings("unchecked")
        Node(K key, V value, int levels) {
            this.key = key;
            this.value = value;
            this.next = (Node<K, V>[]) new Node<?, ?>[levels];
        }
    }

    final Comparator<? super K> comparator;
    private final Node<K, V> head = new Node<K, V>(null, null, MAX_LEVEL);
    private int levels = 1;
    private int size;
    private int seed = 0x2545F491;

    SkipList(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    @SuppressWarnings("unchecked")
    int cpr(Object a, Object b) {
        return comparator != null ? comparator.compare((K) a, (K) b) : ((Comparable<Object>) a).compareTo(b);
    }

    private int randomLevel() {
        int x = seed;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        seed = x;
        int level = 1;
        while ((x & 1) != 0 && level < MAX_LEVEL) {
            level++;
            x >>>= 1;
        }
        return level;
    }

    /* the last node with key < key at each level into preds (head if none) */
    private Node<K, V> predecessor(Object key, Node<K, V>[] preds) {
        Node<K, V> p = head;
        for (int i = levels - 1; i >= 0; i--) {
            Node<K, V> n;
            while ((n = p.next[i]) != null && cpr(n.key, key) < 0) {
                p = n;
            }
            if (preds != null) {
                preds[i] = p;
            }
        }
        return p;
    }

    synchronized int size() {
        return size;
    }

    synchronized Node<K, V> find(Object key) {
        Node<K, V> n = predecessor(key, null).next[0];
        return n != null && cpr(n.key, key) == 0 ? n : null;
    }

    /** The node nearest key in relation rel (GT, GT|EQ, LT, LT|EQ), or null. */
    synchronized Node<K, V> findNear(Object key, int rel) {
        Node<K, V> p = predecessor(key, null);
        Node<K, V> n = p.next[0];
        boolean eq = n != null && cpr(n.key, key) == 0;
        if ((rel & LT) != 0) {
            if (eq && (rel & EQ) != 0) {
                return n;
            }
            return p == head ? null : p;
        }
        if (eq) {
            return (rel & EQ) != 0 ? n : n.next[0];
        }
        return n;
    }

    synchronized Node<K, V> first() {
        return head.next[0];
    }

    synchronized Node<K, V> last() {
        Node<K, V> p = head;
        for (int i = levels - 1; i >= 0; i--) {
            while (p.next[i] != null) {
                p = p.next[i];
            }
        }
        return p == head ? null : p;
    }

    /** Maps key to value (unless onlyIfAbsent and present); the previous value or null. */
    @SuppressWarnings("unchecked")
    synchronized V put(K key, V value, boolean onlyIfAbsent) {
        Node<K, V>[] preds = (Node<K, V>[]) new Node<?, ?>[MAX_LEVEL];
        Node<K, V> n = predecessor(key, preds).next[0];
        if (n != null && cpr(n.key, key) == 0) {
            V old = n.value;
            if (!onlyIfAbsent) {
                n.value = value;
            }
            return old;
        }
        if (comparator == null && key == null) {
            throw new NullPointerException();
        }
        int lv = randomLevel();
        for (int i = levels; i < lv; i++) {
            preds[i] = head;
        }
        levels = Math.max(levels, lv);
        Node<K, V> x = new Node<K, V>(key, value, lv);
        for (int i = 0; i < lv; i++) {
            x.next[i] = preds[i].next[i];
            preds[i].next[i] = x;
        }
        size++;
        return null;
    }

    /** Removes key if it maps to value (any value when value is null); the old value or null. */
    @SuppressWarnings("unchecked")
    synchronized V remove(Object key, Object value) {
        Node<K, V>[] preds = (Node<K, V>[]) new Node<?, ?>[MAX_LEVEL];
        Node<K, V> n = predecessor(key, preds).next[0];
        if (n == null || cpr(n.key, key) != 0 || (value != null && !value.equals(n.value))) {
            return null;
        }
        for (int i = 0; i < levels && preds[i].next[i] == n; i++) {
            preds[i].next[i] = n.next[i];
        }
        while (levels > 1 && head.next[levels - 1] == null) {
            levels--;
        }
        size--;
        V old = n.value;
        n.value = null;
        return old;
    }

    /** The nodes with keys in the range (null bound: none), ascending. */
    synchronized ArrayList<Node<K, V>> range(K lo, boolean loInclusive, K hi, boolean hiInclusive) {
        ArrayList<Node<K, V>> r = new ArrayList<Node<K, V>>();
        Node<K, V> n = lo == null ? head.next[0] : findNear(lo, loInclusive ? GT | EQ : GT);
        for (; n != null; n = n.next[0]) {
            if (hi != null) {
                int c = cpr(n.key, hi);
                if (c > 0 || (c == 0 && !hiInclusive)) {
                    break;
                }
            }
            r.add(n);
        }
        return r;
    }
}
