// RELEASE 11
import java.util.*;
import java.util.function.*;

public class Prog2Generics {
    interface Stack<T> extends Iterable<T> {
        void push(T t);
        T pop();
        T peek();
        boolean isEmpty();
        int size();
    }

    static class LinkedStack<T> implements Stack<T> {
        private static class Node<T> { T item; Node<T> next; Node(T i, Node<T> n) { item = i; next = n; } }
        private Node<T> head;
        private int n;
        public void push(T t) { head = new Node<>(t, head); n++; }
        public T pop() {
            if (head == null) throw new NoSuchElementException("stack underflow");
            T t = head.item; head = head.next; n--; return t;
        }
        public T peek() { return head == null ? null : head.item; }
        public boolean isEmpty() { return n == 0; }
        public int size() { return n; }
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                Node<T> cur = head;
                public boolean hasNext() { return cur != null; }
                public T next() { T t = cur.item; cur = cur.next; return t; }
            };
        }
        @Override public String toString() {
            StringJoiner sj = new StringJoiner(", ", "[", "]");
            for (T t : this) sj.add(String.valueOf(t));
            return sj.toString();
        }
    }

    static class RingQueue<T> implements Iterable<T> {
        private Object[] items = new Object[2];
        private int head, count;
        void enqueue(T t) {
            if (count == items.length) {
                Object[] bigger = new Object[items.length * 2];
                for (int i = 0; i < count; i++) bigger[i] = items[(head + i) % items.length];
                items = bigger; head = 0;
            }
            items[(head + count++) % items.length] = t;
        }
        @SuppressWarnings("unchecked") T dequeue() {
            T t = (T) items[head]; items[head] = null; head = (head + 1) % items.length; count--; return t;
        }
        int capacity() { return items.length; }
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                int i;
                public boolean hasNext() { return i < count; }
                @SuppressWarnings("unchecked") public T next() { return (T) items[(head + i++) % items.length]; }
            };
        }
    }

    static class HashTable<K, V> {
        private static final class Entry<K, V> { final K key; V value; Entry<K, V> next; Entry(K k, V v, Entry<K, V> n) { key = k; value = v; next = n; } }
        private Entry<K, V>[] buckets;
        private int size;
        @SuppressWarnings("unchecked") HashTable(int cap) { buckets = (Entry<K, V>[]) new Entry[cap]; }
        private int index(Object k, int len) { return (k.hashCode() & 0x7fffffff) % len; }
        V put(K k, V v) {
            int i = index(k, buckets.length);
            for (Entry<K, V> e = buckets[i]; e != null; e = e.next) if (e.key.equals(k)) { V old = e.value; e.value = v; return old; }
            buckets[i] = new Entry<>(k, v, buckets[i]);
            if (++size > buckets.length * 3 / 4) resize();
            return null;
        }
        V get(K k) {
            for (Entry<K, V> e = buckets[index(k, buckets.length)]; e != null; e = e.next) if (e.key.equals(k)) return e.value;
            return null;
        }
        @SuppressWarnings("unchecked") private void resize() {
            Entry<K, V>[] old = buckets;
            buckets = (Entry<K, V>[]) new Entry[old.length * 2 + 1];
            for (Entry<K, V> head : old)
                for (Entry<K, V> e = head; e != null; e = e.next) { int i = index(e.key, buckets.length); buckets[i] = new Entry<>(e.key, e.value, buckets[i]); }
        }
        int longestChain() {
            int best = 0;
            for (Entry<K, V> head : buckets) { int n = 0; for (Entry<K, V> e = head; e != null; e = e.next) n++; best = Math.max(best, n); }
            return best;
        }
    }

    static <T extends Comparable<? super T>> T max(Iterable<? extends T> items) {
        T best = null;
        for (T t : items) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> out, int n) { for (int i = 0; i < n; i++) out.add(i * i); }

    static <A, B, C> Function<A, C> compose(Function<A, B> f, Function<B, C> g) { return a -> g.apply(f.apply(a)); }

    static final class Pair<A extends Comparable<A>, B extends Comparable<B>> implements Comparable<Pair<A, B>> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        public int compareTo(Pair<A, B> o) { int c = first.compareTo(o.first); return c != 0 ? c : second.compareTo(o.second); }
        @Override public boolean equals(Object o) { return o instanceof Pair && ((Pair<?, ?>) o).first.equals(first) && ((Pair<?, ?>) o).second.equals(second); }
        @Override public int hashCode() { return Objects.hash(first, second); }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }

    public static void main(String[] args) {
        LinkedStack<String> st = new LinkedStack<>();
        for (String s : "to be or not to - be - - that - - - is".split(" ")) {
            if (s.equals("-")) System.out.print(st.pop() + " ");
            else st.push(s);
        }
        System.out.println("(" + st.size() + " left: " + st + ")");
        try { new LinkedStack<Integer>().pop(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }

        RingQueue<Integer> q = new RingQueue<>();
        for (int i = 0; i < 10; i++) q.enqueue(i);
        for (int i = 0; i < 4; i++) q.dequeue();
        for (int i = 10; i < 13; i++) q.enqueue(i);
        int total = 0;
        for (int x : q) total += x;
        System.out.println("queue sum " + total + " capacity " + q.capacity() + " max " + max(q));

        HashTable<String, Integer> ht = new HashTable<>(3);
        for (int i = 0; i < 200; i++) ht.put("key" + i, i);
        ht.put("key7", 700);
        System.out.println("ht key7=" + ht.get("key7") + " key199=" + ht.get("key199") + " missing=" + ht.get("nope") + " longest chain " + ht.longestChain());

        List<Number> mixed = new ArrayList<>();
        fill(mixed, 5);
        mixed.add(2.5);
        mixed.add(10L);
        System.out.println(mixed + " sum " + sum(mixed) + " max str " + max(Arrays.asList("pear", "apple", "zoo", "kiwi")));
        Function<String, Integer> len = String::length;
        Function<String, String> f = compose(compose(String::trim, len), n -> "*".repeat(n));
        System.out.println(f.apply("  hello ") + " " + len.andThen(n -> n * 2).compose((String s) -> s + s).apply("abc"));

        List<Pair<String, Integer>> pairs = new ArrayList<>();
        String[] ks = {"b", "a", "c", "a", "b"};
        for (int i = 0; i < ks.length; i++) pairs.add(new Pair<>(ks[i], (i * 7) % 4));
        Collections.sort(pairs);
        System.out.println(pairs + " " + new HashSet<>(pairs).size() + " " + pairs.get(0).hashCode() + " " + Collections.max(pairs));
        Map<Boolean, List<Integer>> parts = new TreeMap<>();
        BiConsumer<Boolean, Integer> add = (k, v) -> parts.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
        for (int i = 1; i <= 10; i++) add.accept(i % 3 == 0, i);
        Supplier<List<String>> sup = ArrayList::new;
        List<String> made = sup.get();
        made.add("made");
        UnaryOperator<String> up = String::toUpperCase;
        BinaryOperator<Integer> mul = (a, b) -> a * b;
        Predicate<String> empty = String::isEmpty;
        System.out.println(parts + " " + made + " " + up.apply("up") + " " + mul.apply(6, 7) + " " + empty.negate().test("") + " " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(3, 2)
                + " " + Function.<Integer>identity().apply(5) + " " + Predicate.<String>isEqual("a").or(empty).test(""));
    }
}
