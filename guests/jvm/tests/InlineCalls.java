/** Calls the baseline compiler makes direct or inlines (trivial getters and constructors,
 * `return`-only methods, final and private methods): every field kind, constructor chains,
 * null receivers (the NullPointerException at the caller's invoke), and calls that are not
 * trivial next to them. */
public class InlineCalls {
    static class Base {
        Base() {
        }
    }

    static class Mid extends Base {
    }

    static final class Kinds extends Mid {
        private final boolean z;
        private final byte b;
        private final char c;
        private final short s;
        private final int i;
        private final long j;
        private final float f;
        private final double d;
        private final String r;

        Kinds(int v) {
            z = (v & 1) != 0;
            b = (byte) (v * 37);
            c = (char) (v * 1001);
            s = (short) (v * -999);
            i = v * 123457;
            j = (long) v * 0x1234567891L;
            f = v / 3.0f;
            d = v / 7.0;
            r = "k" + v;
        }

        boolean z() { return z; }
        byte b() { return b; }
        char c() { return c; }
        short s() { return s; }
        int i() { return i; }
        long j() { return j; }
        float f() { return f; }
        double d() { return d; }
        String r() { return r; }
        void nothing() { }
    }

    /* one-argument constructors that only store their argument, over a chain of trivial ones */
    static class LongBox extends Mid {
        final long v;
        LongBox(long v) { this.v = v; }
        long get() { return v; }
    }

    static class ByteBox extends Base {
        byte v;
        ByteBox(byte v) { this.v = v; }
        final byte get() { return v; }
    }

    static class CharBox {
        char v;
        CharBox(char v) { this.v = v; }
        private char get() { return v; }
        char viaPrivate() { return get(); }
    }

    static class DoubleBox {
        double v;
        DoubleBox(double v) { this.v = v; }
    }

    static class RefBox {
        Object v;
        RefBox(Object v) { this.v = v; }
        Object get() { return v; }
    }

    /* element getters: the array or the index may be bad (the exception in the getter) */
    static class Elems {
        int[] a;
        Object[] o;
        float[] f;

        Elems(int n) {
            a = new int[n];
            o = new Object[n];
            f = new float[n];
            for (int i = 0; i < n; i++) {
                a[i] = i * i;
                o[i] = "e" + i;
                f[i] = i / 4.0f;
            }
        }

        int at(int i) { return a[i]; }
        Object obj(int i) { return o[i]; }
        float fl(int i) { return f[i]; }
    }

    static void elements() {
        Elems e = new Elems(5);
        long s = 0;
        for (int k = 0; k < 100; k++)
            s += e.at(k % 5) + e.obj(k % 5).hashCode() + (long) (e.fl(k % 5) * 8);
        System.out.println("elements " + s);
        for (int i : new int[] {-1, 5, 2}) {
            try {
                System.out.println("at " + e.at(i) + " " + e.obj(i) + " " + e.fl(i));
            } catch (ArrayIndexOutOfBoundsException x) {
                StackTraceElement t = x.getStackTrace()[0];
                System.out.println(x.getMessage() + " in " + t.getMethodName() + " line " + t.getLineNumber());
            }
        }
        e.a = null;
        try {
            System.out.println(e.at(0));
        } catch (NullPointerException x) {
            StackTraceElement t = x.getStackTrace()[0];
            System.out.println("npe in " + t.getMethodName() + " line " + t.getLineNumber());
        }
    }

    /* a subclass overrides the getter: the call stays virtual */
    static class Over extends RefBox {
        Over(Object v) { super(v); }
        @Override Object get() { return "over:" + super.get(); }
    }

    /* arithmetic only: inlined as registers (jit_pure.c) */
    static int mix(int h, int v) {
        h ^= v;
        h *= 0x01000193;
        h ^= h >>> 15;
        return h;
    }

    static int shifts(int a, int b) { return (a << 3) - (b >> 2) + (a >>> 29) + (b & 0x7fff0) - (a | 5); }
    static int shl(int a) { return a << 3; }
    static int shr(int a) { return a >> 2; }
    static int ushr(int a) { return a >>> 29; }
    static int andc(int a) { return a & 0x7fff0; }
    static int sub(int a, int b) { return a - b; }
    static int big() { return -123456789; }

    static long widen(int a) { return (long) a; }

    static long longs(long a, long b) { return (a ^ (b >>> 32)) & (b | a) ^ (a >>> 0); }
    static long lhi(long a) { return a >>> 32; }
    static long land(long a, long b) { return a & b; }
    static long lor(long a, long b) { return a | b; }
    static long lxor(long a, long b) { return a ^ b; }
    static int low(long a) { return (int) a; }

    static int nested(long v, int k) { return Long.hashCode(v) + mix(k, 7); }

    static final class Pair {
        final int x;
        final long y;

        Pair(int x, long y) {
            this.x = x;
            this.y = y;
        }

        int sum() { return x + (int) y + (int) (y >>> 32); }
        long mixed() { return y ^ widen(x); }
    }

    static void arithmetic() {
        long s = 0;
        for (int i = -40; i < 40; i++) {
            long v = i * 0x123456789abL;
            s = s * 31 + mix(i, (int) s) + shifts(i * 99991, -i) + widen(i * -77) + longs(v, s) + nested(v, i);
            s += shl(i * 12345) + shr(i * -54321) + ushr(i * 7777) + andc(i * 31337) + sub(i, (int) s) + big();
            s += lhi(v) + land(v, s) + lor(v, ~s) + lxor(v, s) + low(v + s);
            Pair p = new Pair(i, v);
            s += p.sum() + p.mixed() + Long.valueOf(v).hashCode();
        }
        System.out.println("arithmetic " + s);
    }

    static int count;

    static void tick() { }

    static int twice(int x) { count++; return 2 * x; }

    static Kinds make(int v) { return v < 0 ? null : new Kinds(v); }

    public static void main(String[] args) {
        long sum = 0;
        double fsum = 0;
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < 300; v++) {
            Kinds k = new Kinds(v);
            tick();
            k.nothing();
            sum += (k.z() ? 1 : 0) + k.b() + k.c() + k.s() + k.i() + k.j();
            fsum += k.f() + k.d();
            if (v % 50 == 0)
                sb.append(k.r()).append(',');
            LongBox lb = new LongBox(v * 0x100000001L);
            sum ^= lb.get() + new LongBox(-v).v;
            sum += new ByteBox((byte) (v * 3)).get();
            sum += new CharBox((char) (v * 7)).viaPrivate();
            fsum += new DoubleBox(v * 0.25).v;
            RefBox rb = v % 3 == 0 ? new Over(v) : new RefBox(v);
            sb.append(v % 60 == 0 ? rb.get() + ";" : "");
            sum += twice(v);
        }
        System.out.println("sum " + sum + " fsum " + fsum + " count " + count);
        System.out.println(sb);
        for (int v = -1; v <= 0; v++) {
            Kinds k = make(v);
            try {
                System.out.println("i " + k.i());
            } catch (NullPointerException e) {
                StackTraceElement t = e.getStackTrace()[0];
                System.out.println("npe in " + t.getMethodName() + " line " + t.getLineNumber());
            }
            try {
                k.nothing();
                System.out.println("nothing ok");
            } catch (NullPointerException e) {
                StackTraceElement t = e.getStackTrace()[0];
                System.out.println("npe in " + t.getMethodName() + " line " + t.getLineNumber());
            }
        }
        elements();
        arithmetic();
        RefBox nb = null;
        try {
            System.out.println(nb.get());
        } catch (NullPointerException e) {
            System.out.println("npe in " + e.getStackTrace()[0].getMethodName());
        }
    }
}
