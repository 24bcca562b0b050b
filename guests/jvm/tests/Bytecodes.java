/** Every bytecode family: loads/stores of all types, arrays of every type, multianewarray, switches, casts, invokes, dup forms. */
public class Bytecodes {
    static boolean sz;
    static byte sb;
    static char sc;
    static short ss;
    static int si;
    static long sl;
    static float sf;
    static double sd;
    static Object so;
    boolean iz;
    byte ib;
    char ic;
    short is;
    int ii;
    long il;
    float iff;
    double id;
    Object io;

    interface Shape {
        double area();
    }

    static class Sq implements Shape {
        final double s;

        Sq(double s) {
            this.s = s;
        }

        public double area() {
            return s * s;
        }
    }

    static class Rect extends Sq {
        final double t;

        Rect(double s, double t) {
            super(s);
            this.t = t;
        }

        public double area() {
            return s * t;
        }

        double base() {
            return super.area();
        }
    }

    private int priv(int x) {
        return x * 3;
    }

    static String sw(int k) {
        switch (k) {
            case 0:
                return "zero";
            case 1:
                return "one";
            case 2:
                return "two";
            case 3:
                return "three";
            case 5:
                return "five";
            default:
                return "other";
        }
    }

    static String lookup(int k) {
        switch (k) {
            case -1000000:
                return "neg-million";
            case 7:
                return "seven";
            case 1000:
                return "thousand";
            case Integer.MAX_VALUE:
                return "max";
            case Integer.MIN_VALUE:
                return "min";
            default:
                return "none";
        }
    }

    static long many(int a, long b, float c, double d, byte e, short f, char g, boolean h, Object i, int j, long k) {
        return a + b + (long) c + (long) d + e + f + g + (h ? 1 : 0) + (i == null ? 0 : 1) + j + k;
    }

    public static void main(String[] args) {
        sz = true;
        sb = -5;
        sc = 'z';
        ss = -300;
        si = 123456;
        sl = -5L << 40;
        sf = 1.25f;
        sd = -2.5e-3;
        so = "obj";
        System.out.println(sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        Bytecodes o = new Bytecodes();
        o.iz = true;
        o.ib = 100;
        o.ic = '\u1234';
        o.is = 32000;
        o.ii = -1;
        o.il = Long.MIN_VALUE;
        o.iff = -0.0f;
        o.id = Math.PI;
        o.io = o;
        System.out.println(o.iz + " " + o.ib + " " + (int) o.ic + " " + o.is + " " + o.ii + " " + o.il + " " + o.iff + " " + o.id + " " + (o.io == o));
        o.ib++;
        o.is += 1000;
        o.il--;
        o.id *= 2;
        sl += 7;
        sc++;
        System.out.println(o.ib + " " + o.is + " " + o.il + " " + o.id + " " + sl + " " + sc);
        // arrays of every type
        boolean[] za = {true, false, true};
        byte[] ba = {1, -1, 127, -128};
        char[] ca = {'a', '\uffff'};
        short[] sa = {-1, 32767};
        int[] ia = new int[5];
        long[] la = new long[3];
        float[] fa = {1.5f, Float.NaN};
        double[] da = {1e-300, -0.0};
        String[] stra = {"x", null, "z"};
        for (int i = 0; i < ia.length; i++) {
            ia[i] = i * i;
        }
        la[1] = ia[4] * 1000000000000L;
        la[2] = la[1]--;
        ba[0] += ba[2];
        za[1] = !za[1];
        ca[0]++;
        sa[0] *= 3;
        fa[0] /= 3;
        da[1] = -da[1];
        System.out.println(za[1] + " " + ba[0] + " " + (int) ca[0] + " " + (int) ca[1] + " " + sa[0] + " " + sa[1] + " " + ia[4] + " " + la[1] + " " + la[2]
            + " " + fa[0] + " " + fa[1] + " " + da[0] + " " + da[1] + " " + stra[1] + " " + za.length + ba.length + ca.length + sa.length + fa.length);
        // multianewarray
        int[][] m2 = new int[3][4];
        long[][][] m3 = new long[2][3][4];
        String[][] ms = new String[2][];
        double[][] jag = new double[3][];
        jag[1] = new double[2];
        m2[2][3] = 9;
        m3[1][2][3] = 77L;
        ms[1] = new String[] {"p", "q"};
        int sum = 0;
        for (int[] row : m2) {
            for (int v : row) {
                sum += v;
            }
        }
        System.out.println(m2.length + " " + m2[0].length + " " + m3[1][2][3] + " " + m3[0].length + " " + m3[0][0].length + " " + ms[0] + " " + ms[1][1]
            + " " + jag[0] + " " + jag[1].length + " " + sum + " " + m2.getClass().getName() + " " + m3.getClass().getName() + " " + ms.getClass().getName());
        Object[][] om = new Object[2][2];
        om[0][0] = om;
        System.out.println((om[0][0] == om) + " " + om.getClass().getName() + " " + new boolean[0].getClass().getName() + " " + new char[1][1].getClass().getName());
        // switches
        StringBuilder sws = new StringBuilder();
        for (int k = -1; k < 7; k++) {
            sws.append(sw(k)).append(' ');
        }
        for (int k : new int[] {-1000000, 7, 1000, Integer.MAX_VALUE, Integer.MIN_VALUE, 8}) {
            sws.append(lookup(k)).append(' ');
        }
        System.out.println(sws);
        // casts and instanceof
        Object[] things = {new Sq(2), new Rect(2, 3), "s", new int[2], new String[1], null, Integer.valueOf(3), new Object[0]};
        for (Object t : things) {
            System.out.print((t instanceof Shape) + "" + (t instanceof Sq) + (t instanceof Rect) + (t instanceof Object[]) + (t instanceof int[])
                + (t instanceof Comparable) + (t instanceof Cloneable) + (t instanceof java.io.Serializable) + " ");
        }
        System.out.println();
        Object strArr = new String[] {"a"};
        Object[] objArr = (Object[]) strArr;
        Comparable<?>[] compArr = (Comparable<?>[]) strArr;
        System.out.println(objArr.length + " " + compArr.length + " " + (strArr instanceof Comparable[]) + " " + (strArr instanceof Integer[]));
        // invokes
        Shape s1 = new Rect(1.5, 4);
        Sq s2 = (Sq) s1;
        System.out.println(s1.area() + " " + s2.area() + " " + ((Rect) s2).base() + " " + o.priv(14) + " "
            + many(1, 2L, 3.5f, 4.5, (byte) 5, (short) 6, '\u0007', true, o, 9, 10L));
        // dup forms: compound assignment on array elements and fields of long/double
        long[] dl = {5};
        double[] dd = {1.5};
        long r1 = dl[0]++ + ++dl[0];
        double r2 = dd[0]++ + --dd[0];
        long r3 = o.il = sl = 77;
        int r4 = ia[1] = ia[2] = 42;
        System.out.println(r1 + " " + dl[0] + " " + r2 + " " + dd[0] + " " + r3 + " " + o.il + " " + sl + " " + r4 + " " + ia[1] + ia[2]);
        // conditional branches on every comparison form
        int count = 0;
        Object nul = null;
        for (int x = -2; x <= 2; x++) {
            if (x == 0) count += 1;
            if (x != 0) count += 2;
            if (x < 0) count += 4;
            if (x <= 0) count += 8;
            if (x > 0) count += 16;
            if (x >= 0) count += 32;
            if (x == 1) count += 64;
            if (x < 1) count += 128;
            if (nul == null) count += 256;
            if (o != null) count += 512;
            if (o == o.io) count += 1024;
        }
        System.out.println("branches " + count);
        // long/float/double compare instructions
        long la1 = 5;
        float fb = 2.5f;
        double dc = -1;
        System.out.println((la1 > 4) + " " + (fb < 2.5f) + " " + (dc >= -1) + " " + (fb != fb) + " " + (la1 == 5L));
        // array covariance and clone
        int[] orig = {1, 2, 3};
        int[] copy = orig.clone();
        copy[0] = 100;
        String[][] deep = {{"a"}, {"b"}};
        String[][] shallow = deep.clone();
        shallow[0][0] = "changed";
        System.out.println(orig[0] + " " + copy[0] + " " + deep[0][0] + " " + (shallow[1] == deep[1]));
        // wide locals
        int w0 = 0, w1 = 1, w2 = 2, w3 = 3, w4 = 4, w5 = 5, w6 = 6, w7 = 7, w8 = 8, w9 = 9;
        long lw0 = 10, lw1 = 11, lw2 = 12, lw3 = 13, lw4 = 14, lw5 = 15, lw6 = 16, lw7 = 17, lw8 = 18, lw9 = 19;
        double dw0 = 20, dw1 = 21, dw2 = 22, dw3 = 23, dw4 = 24, dw5 = 25, dw6 = 26, dw7 = 27, dw8 = 28, dw9 = 29;
        long lx0 = 30, lx1 = 31, lx2 = 32, lx3 = 33, lx4 = 34, lx5 = 35, lx6 = 36, lx7 = 37, lx8 = 38, lx9 = 39;
        double dx0 = 40, dx1 = 41, dx2 = 42, dx3 = 43, dx4 = 44, dx5 = 45, dx6 = 46, dx7 = 47, dx8 = 48, dx9 = 49;
        long ly0 = 50, ly1 = 51, ly2 = 52, ly3 = 53, ly4 = 54, ly5 = 55, ly6 = 56, ly7 = 57, ly8 = 58, ly9 = 59;
        double dy0 = 60, dy1 = 61, dy2 = 62, dy3 = 63, dy4 = 64, dy5 = 65, dy6 = 66, dy7 = 67, dy8 = 68, dy9 = 69;
        long lz0 = 70, lz1 = 71, lz2 = 72, lz3 = 73, lz4 = 74, lz5 = 75, lz6 = 76, lz7 = 77, lz8 = 78, lz9 = 79;
        double dz0 = 80, dz1 = 81, dz2 = 82, dz3 = 83, dz4 = 84, dz5 = 85, dz6 = 86, dz7 = 87, dz8 = 88, dz9 = 89;
        int last = 300;
        last += 1000;
        Object lastObj = "wide";
        double total = w0 + w1 + w2 + w3 + w4 + w5 + w6 + w7 + w8 + w9 + lw0 + lw1 + lw2 + lw3 + lw4 + lw5 + lw6 + lw7 + lw8 + lw9
            + dw0 + dw1 + dw2 + dw3 + dw4 + dw5 + dw6 + dw7 + dw8 + dw9 + lx0 + lx1 + lx2 + lx3 + lx4 + lx5 + lx6 + lx7 + lx8 + lx9
            + dx0 + dx1 + dx2 + dx3 + dx4 + dx5 + dx6 + dx7 + dx8 + dx9 + ly0 + ly1 + ly2 + ly3 + ly4 + ly5 + ly6 + ly7 + ly8 + ly9
            + dy0 + dy1 + dy2 + dy3 + dy4 + dy5 + dy6 + dy7 + dy8 + dy9 + lz0 + lz1 + lz2 + lz3 + lz4 + lz5 + lz6 + lz7 + lz8 + lz9
            + dz0 + dz1 + dz2 + dz3 + dz4 + dz5 + dz6 + dz7 + dz8 + dz9 + last;
        System.out.println("wide " + total + " " + lastObj);
        // ternaries producing different stack types, ldc of various constants
        long lc = 0x123456789abcdefL;
        double dconst = 6.02214076e23;
        float fconst = 3.4028235e38f;
        int big = 1000000;
        short sh = 30000;
        System.out.println(lc + " " + dconst + " " + fconst + " " + big + " " + sh + " " + (big > 5 ? lc : dconst) + " " + Integer.class.getName() + " " + int.class.getName());
    }
}
