// JitRegs.java - what the baseline compiler's register caching, delayed stack stores and
// inline allocation must keep exact (issue 21): long arithmetic and shifts by constant and
// variable amounts at their edges, values kept on the stack across branches and calls,
// wide returns from methods with few locals, and allocation of every kind in loops that
// fill the heap (collections between inline allocations), with the exceptions of the
// slow paths (negative sizes, class initialisation at the first `new`); type tests and
// array stores whose inline caches see several classes at one site.
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
    }
}
