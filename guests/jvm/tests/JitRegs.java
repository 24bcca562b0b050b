// JitRegs.java - what the baseline compiler's register caching, delayed stack stores and
// inline allocation must keep exact (issue 21): long arithmetic and shifts by constant and
// variable amounts at their edges, values kept on the stack across branches and calls,
// wide returns from methods with few locals, and allocation of every kind in loops that
// fill the heap (collections between inline allocations), with the exceptions of the
// slow paths (negative sizes, class initialisation at the first `new`); type tests and
// array stores whose inline caches see several classes at one site, and type tests at one
// site that see many subclasses of their class in turn (the superclass walk inline), with
// siblings, interfaces and arrays that must still fail or go through the helper; null
// checks left out where a value is known not null (`this`, a value checked or tested by
// ifnull since its register was written) and kept where a variable changed in between.
import java.util.ArrayList;
import java.util.List;

public class JitRegs {
    static int inits;

    static class Lazy {
        static final int K;
        static {
            inits++;
            K = 40 + inits;
        }
        int v = K;
    }

    static long three() { return 3L; }
    static int seven() { return 7; }
    static long wide(long a) { return a; }
    static double half(double d) { return d / 2; }

    static long shifts(long v) {
        long r = (v << 0) ^ (v << 1) ^ (v << 7) ^ (v << 31) ^ (v << 32) ^ (v << 33) ^ (v << 63) ^ (v << 64) ^ (v << -1);
        long s = (v >> 0) ^ (v >> 1) ^ (v >> 7) ^ (v >> 31) ^ (v >> 32) ^ (v >> 33) ^ (v >> 63) ^ (v >> 65);
        long u = (v >>> 0) ^ (v >>> 1) ^ (v >>> 7) ^ (v >>> 31) ^ (v >>> 32) ^ (v >>> 33) ^ (v >>> 63) ^ (v >>> 100);
        long acc = r * 3 + s * 5 + u * 7;
        for (int k = -2; k < 70; k += 5) {
            acc = acc * 31 + (v << k) + (v >> k) + (v >>> k);
        }
        return acc;
    }

    static int juggle(int a, int b) {
        int x = a;
        int y = x + b;
        x = y - a;
        int z = (a > b ? x : y) * 3 + (a < 0 ? -1 : 1);
        int[] arr = {x, y, z};
        arr[1] += arr[0]++ + --arr[2];
        return arr[0] ^ arr[1] ^ arr[2] ^ (x == y ? 1 : 0) + seven();
    }

    public static void main(String[] args) {
        long[] vs = {0L, 1L, -1L, 31L, 0x123456789abcdefL, Long.MIN_VALUE, Long.MAX_VALUE, -0x5555aaaa1234L, 0xffffffffL, 0x100000000L};
        long acc = three();
        for (long v : vs) {
            acc = acc * 31 + shifts(v);
            for (long w : vs) {
                acc += v * w - (v + w) + (v & w) - (v | w) + (v ^ w) + (v < w ? 1 : v == w ? 0 : -1);
            }
        }
        System.out.println("longs " + acc + " " + wide(acc) + " " + half(acc));
        int ji = 0;
        for (int a = -3; a < 4; a++) {
            for (int b = -2; b < 3; b++) {
                ji = ji * 7 + juggle(a, b);
            }
        }
        System.out.println("juggle " + ji);
        System.out.println("inits before " + inits);
        Lazy first = new Lazy();
        System.out.println("lazy " + first.v + " inits " + inits);
        // allocation of every kind, enough to need collections on a small heap
        List<Object> keep = new ArrayList<>();
        long sum = 0;
        for (int i = 0; i < 20000; i++) {
            Object o;
            switch (i % 9) {
            case 0: o = new int[i % 37 + 1]; ((int[]) o)[0] += i; break;
            case 1: o = new long[i % 5 + 1]; ((long[]) o)[0] = i; break;
            case 2: o = new byte[i % 100]; break;
            case 3: o = new char[i % 3]; break;
            case 4: o = new String[i % 11]; break;
            case 5: o = new Lazy(); break;
            case 6: o = new double[i % 4 + 1]; ((double[]) o)[0] = i / 3.0; break;
            case 7: o = new Object[i % 7][]; break;
            default: o = new StringBuilder().append(i); break;
            }
            if (i % 97 == 0) keep.add(o);
            sum += o.hashCode() == 0 ? 1 : 2;
            if (o instanceof long[]) sum += ((long[]) o)[0];
            if (o instanceof int[]) sum += ((int[]) o)[0];
            if (o instanceof double[]) sum += (long) ((double[]) o)[0];
            if (o instanceof Lazy) sum += ((Lazy) o).v;
        }
        System.out.println("alloc " + sum + " kept " + keep.size());
        int caught = 0;
        for (int n = -2; n < 2; n++) {
            try {
                Object a = n % 2 == 0 ? new int[n] : new String[n];
                caught += a == null ? 100 : 10;
            } catch (NegativeArraySizeException e) {
                caught++;
                System.out.println("negative " + e.getMessage());
            }
        }
        System.out.println("caught " + caught);
        Object[] mixed = {"s", 1, 2L, new StringBuilder("b"), null, new int[1], "t", 3, new Lazy(), 'c'};
        int tests = 0;
        for (int round = 0; round < 3; round++) {
            for (Object o : mixed) {
                tests = tests * 3 + (o instanceof CharSequence ? 1 : 0) + (o instanceof Number ? 2 : 0);
                tests += o instanceof Comparable ? 5 : 0;
                try {
                    Number n = (Number) o;
                    tests += n == null ? 7 : n.intValue();
                } catch (ClassCastException e) {
                    tests -= 1;
                }
            }
        }
        System.out.println("tests " + tests);
        Object[] objs = new Object[4];
        Number[] nums = new Number[4];
        int stored = 0;
        for (int i = 0; i < mixed.length; i++) {
            objs[i % 4] = mixed[i];
            try {
                nums[i % 4] = (Number) (Object) mixed[i] == null ? null : (Number) mixed[i];
                stored++;
            } catch (ClassCastException e) {
                stored += 10;
            }
            try {
                Object[] asObj = nums;
                asObj[i % 4] = mixed[i];
                stored += 100;
            } catch (ArrayStoreException e) {
                stored += 1000;
            }
        }
        System.out.println("stored " + stored + " " + objs[1] + " " + nums[1]);
        megamorphic();
        nullChecks();
    }

    static class Node {
        int v;
        Node next;
        int[] data;
        Node(int v, Node next) { this.v = v; this.next = next; data = new int[] {v, v + 1}; }
        int sumThis() { return v + next.v + v * 2 + data[0] + data[1] + this.v; }
        int viaThis(Node other) {
            int s = this.v + other.v;
            other = other.next;
            return s + other.v + v;
        }
    }

    static int walk(Node n) {
        int s = 0;
        s += n.v;
        n = n.next;
        s += n.v;
        n = n.next;
        s += n.v;
        return s;
    }

    /* straight code long enough for the compiler's scratch registers to come round again:
     * a register checked before holds another value later */
    static int walkLong(Node n) {
        int s = n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        n = n.next; s = s * 3 + n.v;
        return s;
    }

    static int tested(Node n, Node m) {
        int s = 0;
        if (n != null)
            s += n.v + n.v + n.data[0];
        if (m == null)
            return s;
        s += m.v + m.data[1];
        m = m.next;
        return s + m.v;
    }

    static int arrays(int[] a, int[] b) {
        int s = a[0] + a[1] + a.length;
        a = b;
        return s + a[0];
    }

    static void nullChecks() {
        Node two = new Node(1, new Node(2, null)), three = new Node(5, two);
        String[] out = new String[9];
        int k = 0;
        Object[][] cases = {{three}, {two}};
        Node list = null;
        for (int i = 0; i < 12; i++) {
            list = new Node(i, list);
            try {
                System.out.println("walkLong " + i + " " + walkLong(list));
            } catch (NullPointerException e) {
                System.out.println("walkLong " + i + " npe");
            }
        }
        for (Object[] c : cases) {
            try {
                out[k++] = "walk " + walk((Node) c[0]);
            } catch (NullPointerException e) {
                out[k - 1] = "walk npe";
            }
        }
        try {
            out[k++] = "tested " + tested(three, two) + " " + tested(null, three) + " " + tested(two, null);
            out[k++] = "tested " + tested(two, two.next);
        } catch (NullPointerException e) {
            out[k - 1] = "tested npe";
        }
        try {
            out[k++] = "arrays " + arrays(new int[] {3, 4}, new int[] {9});
            out[k++] = "arrays " + arrays(new int[] {3, 4}, null);
        } catch (NullPointerException e) {
            out[k - 1] = "arrays npe";
        }
        try {
            out[k++] = "this " + three.sumThis() + " " + three.viaThis(two);
            out[k++] = "this " + two.next.viaThis(two.next);
        } catch (NullPointerException e) {
            out[k - 1] = "this npe";
        }
        try {
            out[k++] = "this " + two.sumThis() + " " + two.next.sumThis();
        } catch (NullPointerException e) {
            out[k - 1] = "sumThis npe";
        }
        for (int i = 0; i < k; i++)
            System.out.println(out[i]);
    }

    interface Tagged { int tag(); }
    static class Animal { int legs() { return 0; } }
    static class Mammal extends Animal { int legs() { return 4; } }
    static class Dog extends Mammal implements Tagged { public int tag() { return 1; } }
    static class Cat extends Mammal { }
    static class Puppy extends Dog { int legs() { return 3; } }
    static class Bat extends Mammal { int legs() { return 2; } }
    static class Whale extends Mammal { int legs() { return 0; } }
    static class Bird extends Animal implements Tagged { int legs() { return 2; } public int tag() { return 2; } }
    static class Parrot extends Bird { }

    static int asMammal(Object o) {
        try {
            Mammal m = (Mammal) o;
            return m == null ? -7 : m.legs();
        } catch (ClassCastException e) {
            return -100;
        }
    }

    static void megamorphic() {
        Object[] zoo = {new Mammal(), new Dog(), new Cat(), new Puppy(), new Bat(), new Whale(), new Bird(),
                        new Parrot(), "str", new Mammal[2], new Animal(), null, new Dog[1]};
        long h = 0;
        int cce = 0, tagged = 0, mammals = 0, arrays = 0;
        for (int round = 0; round < 40; round++) {
            for (int i = 0; i < zoo.length; i++) {
                Object o = zoo[(i * 7 + round) % zoo.length];
                int l = asMammal(o);
                if (l == -100) cce++;
                else h = h * 31 + l;
                if (o instanceof Mammal) mammals++;
                if (o instanceof Tagged) tagged += ((Tagged) o).tag();
                if (o instanceof Animal[]) arrays++;
                if (o instanceof Object[]) arrays += 10;
                try {
                    Dog d = (Dog) o;
                    h += d == null ? 5 : d.legs();
                } catch (ClassCastException e) {
                    h -= 1;
                }
            }
        }
        try {
            Object s = "not a mammal";
            System.out.println(((Mammal) s).legs());
        } catch (ClassCastException e) {
            System.out.println("cce " + e.getMessage());
        }
        System.out.println("megamorphic " + h + " cce " + cce + " tagged " + tagged + " mammals " + mammals + " arrays " + arrays);
    }
}
