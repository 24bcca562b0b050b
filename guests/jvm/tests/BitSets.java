import java.util.*;
import java.util.stream.*;

/** java.util.BitSet (issue 16): set/clear/flip of bits and ranges, searches, logic, sizes and growth, byte and long forms, hashCode, toString, stream; a sieve. */
public class BitSets {
    static int row;

    static void show(String what, Object result) {
        System.out.println((++row) + " " + what + " = " + result);
    }

    static String d(BitSet b) {
        return b + " len=" + b.length() + " size=" + b.size() + " card=" + b.cardinality() + " hash=" + b.hashCode() + " empty=" + b.isEmpty();
    }

    public static void main(String[] args) {
        BitSet a = new BitSet();
        show("new", d(a));
        a.set(3);
        a.set(64);
        a.set(65, 70);
        show("set", d(a));
        a.set(200);
        show("grow", d(a));
        a.clear(200);
        show("clear top", d(a));
        a.flip(0, 5);
        show("flip range", d(a));
        a.clear(66, 1000);
        show("clear range past end", d(a));
        a.set(10, 20, true);
        a.set(12, 14, false);
        a.set(7, false);
        a.set(8, true);
        show("set with value", d(a));
        a.flip(129);
        a.flip(129);
        show("flip twice", d(a));
        show("get", a.get(3) + " " + a.get(4) + " " + a.get(65) + " " + a.get(1000));
        show("get range", d(a.get(2, 67)));
        show("get range empty", d(a.get(500, 600)) + " | " + d(a.get(5, 5)));
        show("next set", a.nextSetBit(0) + " " + a.nextSetBit(5) + " " + a.nextSetBit(21) + " " + a.nextSetBit(66));
        show("next clear", a.nextClearBit(0) + " " + a.nextClearBit(10) + " " + a.nextClearBit(64) + " " + a.nextClearBit(500));
        show("previous set", a.previousSetBit(100) + " " + a.previousSetBit(63) + " " + a.previousSetBit(2) + " " + a.previousSetBit(-1));
        show("previous clear", a.previousClearBit(11) + " " + a.previousClearBit(3) + " " + a.previousClearBit(300));
        BitSet b = new BitSet(100);
        show("sized", d(b));
        b.set(1, 90);
        BitSet c = (BitSet) a.clone();
        c.and(b);
        show("and", d(c));
        c = (BitSet) a.clone();
        c.or(b);
        show("or", d(c));
        c = (BitSet) a.clone();
        c.xor(b);
        show("xor", d(c));
        c = (BitSet) a.clone();
        c.andNot(b);
        show("andNot", d(c));
        show("intersects equals", a.intersects(b) + " " + a.equals(a.clone()) + " " + a.equals(b) + " " + new BitSet(10).equals(new BitSet(1000)));
        BitSet small = new BitSet(1);
        small.or(a);
        show("or grows", d(small));
        BitSet x = new BitSet();
        x.xor(a);
        x.xor(a);
        show("xor self twice", d(x));
        show("long array", Arrays.toString(a.toLongArray()) + " " + d(BitSet.valueOf(new long[] {5L, 0L, -1L, 0L, 0L})));
        show("byte array", Arrays.toString(a.toByteArray()) + " " + d(BitSet.valueOf(new byte[] {(byte) 0x81, 0, 7, 0})));
        show("stream", a.stream().boxed().collect(Collectors.toList()) + " sum " + a.stream().sum());
        a.clear();
        show("cleared", d(a));
        try {
            a.set(-1);
        } catch (IndexOutOfBoundsException e) {
            show("negative", e.getMessage());
        }
        try {
            a.set(5, 2);
        } catch (IndexOutOfBoundsException e) {
            show("bad range", e.getMessage());
        }
        try {
            a.previousSetBit(-2);
        } catch (IndexOutOfBoundsException e) {
            show("previous -2", e.getMessage());
        }
        try {
            new BitSet(-3);
        } catch (NegativeArraySizeException e) {
            show("negative size", e.getMessage());
        }
        int n = 2000;
        BitSet composite = new BitSet(n + 1);
        for (int i = 2; i * i <= n; i++) {
            if (!composite.get(i)) {
                for (int j = i * i; j <= n; j += i) {
                    composite.set(j);
                }
            }
        }
        BitSet primes = new BitSet();
        primes.set(2, n + 1);
        primes.andNot(composite);
        show("primes to 2000", primes.cardinality() + " last " + primes.previousSetBit(n) + " first10 " + primes.stream().limit(10).boxed().collect(Collectors.toList()) + " " + d(primes).substring(d(primes).indexOf(" len")));
        BitSet g = new BitSet();
        for (int i = 0; i < 1000; i += 7) {
            g.set(i * 3);
            show("growth " + i, g.size() + " " + g.length());
            if (i > 100) {
                break;
            }
        }
        BitSet t = new BitSet();
        t.set(1000);
        t.clear(1000);
        BitSet tc = (BitSet) t.clone();
        show("clone trims", t.size() + " " + tc.size());
    }
}
