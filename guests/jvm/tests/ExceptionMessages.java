// RELEASE 17
import java.util.*;

/** The messages of the exceptions the VM and the library throw, as JDK 17 gives them. */
public class ExceptionMessages {
    static class Node {
        int val;
        Node next;
        String name;
        Node(int v) { val = v; }
        Node getNext() { return next; }
    }

    static class LinkedStack {
        Node head;
        int peek() { return head.val; }
        void setTop(int v) { head.val = v; }
    }

    interface Shape { double area(); }

    static Node staticNode;
    static int[] staticInts;
    static Node[] nodes = new Node[3];

    static Node find(int k) { return null; }
    static String label(Object o) { return null; }

    interface Case { void run() throws Throwable; }

    static int n;

    static void show(String what, Case c) {
        n++;
        try {
            c.run();
            System.out.println(n + " " + what + ": no exception");
        } catch (Throwable t) {
            System.out.println(n + " " + what + ": " + t);
            String m = t.getMessage();
            System.out.println("   message " + (m == null ? "null" : "[" + m + "]"));
        }
    }

    static int strLen(String s) { return s.length(); }
    static int localLen() { String s = null; if (n > 1000) s = "x"; return s.length(); }
    static int paramTwo(int a, long b, String c) { return c.length(); }
    int instParam(String s) { return s.length(); }
    static int fieldChain(LinkedStack st) { return st.head.next.val; }
    static int arrayElem(Node[] a, int i) { return a[i].val; }
    static int arrayConst(Node[] a) { return a[2].val; }
    static int intArray(int[] a) { return a[0]; }
    static void storeInt(int[] a) { a[1] = 5; }
    static void storeLong(long[] a) { a[1] = 5L; }
    static double loadDouble(double[] a) { return a[0]; }
    static char loadChar(char[] a) { return a[0]; }
    static void storeByte(byte[] a) { a[0] = 1; }
    static boolean loadBool(boolean[] a) { return a[0]; }
    static short loadShort(short[] a) { return a[0]; }
    static float loadFloat(float[] a) { return a[0]; }
    static long loadLong(long[] a) { return a[0]; }
    static void storeObj(Object[] a) { a[0] = "x"; }
    static int length(int[] a) { return a.length; }
    static void throwIt(RuntimeException e) { throw e; }
    static void sync(Object o) { synchronized (o) { n++; } }
    static int returned() { return find(3).val; }
    static int returnedChain() { return find(3).next.val; }
    static int staticField() { return staticNode.val; }
    static int staticArray() { return staticInts[1]; }
    static int staticArrayElem(int i) { return nodes[i].val; }
    static int ternary(boolean b, String x, String y) { return (b ? x : y).length(); }
    static int viaMethod() { return label("a").length(); }
    static int unboxing(Integer i) { return i; }
    static int interfaceCall(Shape s) { return (int) s.area(); }
    static int nestedArray(int[][] a) { return a[1][0]; }
    static void putChain(LinkedStack st) { st.head.next = null; }
    static int forEach(List<String> l) { int k = 0; for (String s : l) k += s.length(); return k; }
    static int switchOnString(String s) { switch (s) { case "a": return 1; default: return 2; } }
    static int concat(String s, Object o) { return (s + o.toString()).length(); }
    static int castCall(Object o) { return ((String) o).length(); }
    static int equalsCall(String a, String b) { return a.equals(b) ? 1 : 0; }

    public static void main(String[] args) {
        System.out.println("-- NullPointerException");
        show("parameter", () -> strLen(null));
        show("local", () -> localLen());
        show("third parameter", () -> paramTwo(1, 2L, null));
        show("instance parameter", () -> new ExceptionMessages().instParam(null));
        show("this.head", () -> new LinkedStack().peek());
        show("this.head store", () -> new LinkedStack().setTop(4));
        show("field chain", () -> { LinkedStack s = new LinkedStack(); s.head = new Node(1); fieldChain(s); });
        show("array element", () -> arrayElem(new Node[2], 1));
        show("array element const", () -> arrayConst(new Node[3]));
        show("int array", () -> intArray(null));
        show("store int array", () -> storeInt(null));
        show("store long array", () -> storeLong(null));
        show("double array", () -> loadDouble(null));
        show("char array", () -> loadChar(null));
        show("byte array", () -> storeByte(null));
        show("boolean array", () -> loadBool(null));
        show("short array", () -> loadShort(null));
        show("float array", () -> loadFloat(null));
        show("long array", () -> loadLong(null));
        show("object array", () -> storeObj(null));
        show("array length", () -> length(null));
        show("throw null", () -> throwIt(null));
        show("synchronized", () -> sync(null));
        show("return value", () -> returned());
        show("return value chain", () -> returnedChain());
        show("static field", () -> staticField());
        show("static array", () -> staticArray());
        show("static array element", () -> staticArrayElem(2));
        show("ternary", () -> ternary(true, null, "b"));
        show("via method", () -> viaMethod());
        show("unboxing", () -> unboxing(null));
        show("interface", () -> interfaceCall(null));
        show("nested array", () -> nestedArray(new int[2][]));
        show("put chain", () -> putChain(new LinkedStack()));
        show("for each", () -> forEach(Arrays.asList("a", null)));
        show("switch on string", () -> switchOnString(null));
        show("concat", () -> concat("a", null));
        show("cast call", () -> castCall(null));
        show("equals", () -> equalsCall(null, "b"));
        show("explicit", () -> { throw new NullPointerException(); });
        show("explicit message", () -> { throw new NullPointerException("given"); });
        show("requireNonNull", () -> Objects.requireNonNull(null));
        show("requireNonNull message", () -> Objects.requireNonNull(null, "thing"));
        show("lambda capture", () -> { String s = n > 1000 ? "" : null; Runnable r = () -> System.out.println(s.length()); r.run(); });
        show("toString of null", () -> { Object o = null; o.toString(); });
        show("hashCode", () -> { Object o = find(1); System.out.println(o.hashCode()); });
        show("getNext chain", () -> { Node x = new Node(1); x.getNext().getNext(); });
        show("name length", () -> { Node x = new Node(1); System.out.println(x.name.length()); });

        System.out.println("-- other VM exceptions");
        show("aioobe", () -> { int[] a = new int[3]; a[5] = 1; });
        show("aioobe negative", () -> { int[] a = new int[3]; System.out.println(a[-1]); });
        show("negative size", () -> { int[] a = new int[n - 1000]; });
        show("negative multi", () -> { int[][] a = new int[2][n - 1000]; });
        show("divide", () -> { int z = n - n; System.out.println(5 / z); });
        show("remainder long", () -> { long z = n - n; System.out.println(5L % z); });
        show("array store", () -> { Object[] a = new Integer[1]; a[0] = "s"; });
        show("array store arrays", () -> { Object[] a = new int[1][]; a[0] = new long[1]; });
        show("array store 2d", () -> { Object[] a = new String[1][]; a[0] = new Integer[1]; });
        show("cast", () -> { Object o = "s"; Integer i = (Integer) o; });
        show("cast app class", () -> { Object o = new Node(1); Shape s = (Shape) o; });
        show("cast to app class", () -> { Object o = 5; Node s = (Node) o; });
        show("cast array", () -> { Object o = new int[1]; String[] s = (String[]) o; });
        show("cast generic", () -> { List raw = new ArrayList(); raw.add(1); List<String> l = raw; String s = l.get(0); });

        System.out.println("-- library exceptions");
        show("charAt", () -> "abc".charAt(5));
        show("substring", () -> "abc".substring(2, 7));
        show("substring begin", () -> "abc".substring(4));
        show("sb charAt", () -> new StringBuilder("ab").charAt(3));
        show("sb deleteCharAt", () -> new StringBuilder("ab").deleteCharAt(3));
        show("sb insert", () -> new StringBuilder("ab").insert(5, "x"));
        show("parseInt", () -> Integer.parseInt("abc"));
        show("parseInt empty", () -> Integer.parseInt(""));
        show("parseInt null", () -> Integer.parseInt(null));
        show("parseInt radix", () -> Integer.parseInt("12", 40));
        show("parseInt overflow", () -> Integer.parseInt("99999999999"));
        show("parseInt hex", () -> Integer.parseInt("zz", 16));
        show("parseLong", () -> Long.parseLong("12x"));
        show("valueOf", () -> Integer.valueOf(" 1"));
        show("parseDouble", () -> Double.parseDouble("1.2.3"));
        show("parseDouble empty", () -> Double.parseDouble(""));
        show("ArrayList get", () -> new ArrayList<>(Arrays.asList(1, 2)).get(3));
        show("ArrayList get negative", () -> new ArrayList<>(Arrays.asList(1, 2)).get(-1));
        show("ArrayList set", () -> new ArrayList<Integer>().set(0, 1));
        show("ArrayList add index", () -> new ArrayList<Integer>().add(2, 1));
        show("ArrayList remove", () -> new ArrayList<Integer>().remove(0));
        show("LinkedList get", () -> new LinkedList<Integer>().get(1));
        show("Arrays.asList get", () -> Arrays.asList(1, 2).get(4));
        show("List.of get", () -> List.of(1, 2).get(4));
        show("List.of add", () -> List.of(1, 2).add(3));
        show("unmodifiable add", () -> Collections.unmodifiableList(new ArrayList<Integer>()).add(3));
        show("asList add", () -> Arrays.asList(1, 2).add(3));
        show("Map.of put", () -> Map.of(1, 2).put(3, 4));
        show("List.of null", () -> List.of(1, null));
        show("cme", () -> { List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3)); for (Integer i : l) l.remove(i); });
        show("cme map", () -> { Map<Integer, Integer> m = new HashMap<>(); m.put(1, 1); m.put(2, 2); for (Integer k : m.keySet()) m.put(k + 10, 0); });
        show("iterator next", () -> new ArrayList<Integer>().iterator().next());
        show("iterator remove", () -> new ArrayList<>(Arrays.asList(1)).iterator().remove());
        show("hashmap iterator next", () -> new HashMap<Integer, Integer>().keySet().iterator().next());
        show("linkedlist getFirst", () -> new LinkedList<Integer>().getFirst());
        show("linkedlist removeFirst", () -> new LinkedList<Integer>().removeFirst());
        show("arraydeque pop", () -> new ArrayDeque<Integer>().pop());
        show("arraydeque element", () -> new ArrayDeque<Integer>().element());
        show("treeset first", () -> new TreeSet<Integer>().first());
        show("treemap firstKey", () -> new TreeMap<Integer, Integer>().firstKey());
        show("priorityqueue remove", () -> new PriorityQueue<Integer>().remove());
        show("stack pop", () -> new Stack<Integer>().pop());
        show("stack peek", () -> new Stack<Integer>().peek());
        show("vector get", () -> new Vector<Integer>().get(2));
        show("scanner", () -> new Scanner("").nextInt());
        show("scanner mismatch", () -> new Scanner("abc").nextInt());
        show("optional get", () -> Optional.empty().get());
        show("optional orElseThrow", () -> Optional.empty().orElseThrow());
        show("enum valueOf", () -> Thread.State.valueOf("RUN"));
        show("arrays copyOfRange", () -> Arrays.copyOfRange(new int[2], 3, 1));
        show("arraycopy", () -> System.arraycopy(new int[2], 0, new int[1], 0, 2));
        show("arraycopy types", () -> System.arraycopy(new int[2], 0, new long[2], 0, 2));
        show("arraycopy null", () -> System.arraycopy(null, 0, new long[2], 0, 2));
        show("arraycopy to objects", () -> System.arraycopy(new int[2], 0, new Object[2], 0, 2));
        show("arraycopy from strings", () -> System.arraycopy(new String[2], 0, new int[2], 0, 2));
        show("arraycopy not an array", () -> System.arraycopy("x", 0, new int[2], 0, 2));
        show("arraycopy to not an array", () -> System.arraycopy(new int[2], 0, "y", 0, 2));
        show("arraycopy element", () -> System.arraycopy(new Object[] {1, "s"}, 0, new Integer[2], 0, 2));
        show("arraycopy source index", () -> System.arraycopy(new int[2], -1, new int[2], 0, 2));
        show("arraycopy negative length", () -> System.arraycopy(new int[2], 0, new int[2], 0, -2));
        show("codePointAt", () -> "abc".codePointAt(5));
        show("sb replace", () -> new StringBuilder("abc").replace(5, 7, "x"));
        show("getChars", () -> "abc".getChars(0, 5, new char[3], 0));
        show("List.of one get", () -> List.of(1).get(1));
        show("List.of three get", () -> List.of(1, 2, 3).get(3));
        show("exact", () -> Math.addExact(Integer.MAX_VALUE, 1));
        show("toIntExact", () -> Math.toIntExact(1L << 40));
        show("iterator remove twice", () -> { Iterator<Integer> it = new ArrayList<>(Arrays.asList(1, 2)).iterator(); it.next(); it.remove(); it.remove(); });
        show("char array index", () -> new String(new char[2], 1, 5));
        show("string repeat", () -> "a".repeat(-1));
        show("collections max", () -> Collections.max(new ArrayList<Integer>()));
        show("sublist", () -> new ArrayList<>(Arrays.asList(1, 2)).subList(1, 4));
        show("string format", () -> String.format("%d", "x"));
        show("clone unsupported", () -> { throw new CloneNotSupportedException(); });
        show("class forName", () -> Class.forName("no.such.Cls"));
        show("illegal argument", () -> new ArrayList<Integer>(-1));
        show("hashmap capacity", () -> new HashMap<Integer, Integer>(-1));
        show("character toChars", () -> Character.toChars(-1));
        show("enum ordinal valueOf", () -> Enum.valueOf(Thread.State.class, "X"));
        show("enum valueOf not an enum", () -> Enum.valueOf((Class) String.class, "X"));
        show("treeset not comparable", () -> new TreeSet<Object>(Arrays.asList(new Node(1), new Node(2))));
        show("sort not comparable", () -> Collections.sort((List) new ArrayList<>(Arrays.asList(new Node(1), new Node(2)))));
        show("arrays sort not comparable", () -> Arrays.sort(new Object[] {new Node(1), new Node(2)}));
        show("floorDiv", () -> Math.floorDiv(1, n - n));
        show("multiplyExact long", () -> Math.multiplyExact(Long.MAX_VALUE, 2L));
        show("BigInteger divide", () -> java.math.BigInteger.ONE.divide(java.math.BigInteger.ZERO));
        show("BigDecimal divide", () -> java.math.BigDecimal.ONE.divide(new java.math.BigDecimal(3)));
        show("format unknown", () -> String.format("%q", 1));
        show("format missing", () -> String.format("%s %s", 1));
        show("toArray store", () -> new ArrayList<Object>(Arrays.asList(1)).toArray(new String[0]));
        show("checkIndex", () -> Objects.checkIndex(5, 3));
        show("Random bound", () -> new Random(1).nextInt(0));
        show("unboxing null in ternary", () -> { Integer boxed = null; int r = n > 0 ? boxed : 0; });
        show("for over null list", () -> { List<Integer> l = null; for (int x : l) { n += x; } });
    }
}
