// RELEASE 11
import java.util.*;
import java.util.function.*;

public class Prog2Puzzlers {
    interface Greeter {
        default String greet(String n) { return prefix() + n; }
        private String prefix() { return "Hello, "; }
        static Greeter polite() { return n -> "Dear " + n; }
        String sign(String n);
    }
    interface Loud extends Greeter { default String greet(String n) { return Greeter.super.greet(n).toUpperCase() + "!"; } }
    interface Quiet extends Greeter { default String greet(String n) { return "(" + n + ")"; } }
    static class Both implements Loud, Quiet {
        public String greet(String n) { return Loud.super.greet(n) + " " + Quiet.super.greet(n); }
        public String sign(String n) { return "-" + n; }
    }

    static class Base {
        static final StringBuilder LOG = new StringBuilder();
        static { LOG.append("Base.static "); }
        { LOG.append("Base.init "); }
        Base() { LOG.append("Base() "); describe(); }
        void describe() { LOG.append("Base.describe "); }
    }
    static class Derived extends Base {
        static { LOG.append("Derived.static "); }
        private final String name = "derived";
        private String late = "late";
        { LOG.append("Derived.init "); }
        Derived() { super(); LOG.append("Derived() "); }
        @Override void describe() { LOG.append("Derived.describe(" + name + "," + late + ") "); }
    }

    static String sw(String s) {
        switch (s) {
            case "Aa": return "Aa";
            case "BB": return "BB";
            case "C":
            case "D": return "C|D";
            default: return "other";
        }
    }

    static int fallthrough(int k) {
        int r = 0;
        switch (k) {
            case 1: r += 1;
            case 2: r += 10;
            case 3: r += 100; break;
            case 4: r += 1000;
            default: r += 10000;
        }
        return r;
    }

    static int count(Object... xs) { return xs == null ? -1 : xs.length; }

    public static void main(String[] args) {
        Both b = new Both();
        System.out.println(b.greet("ann") + " | " + Greeter.polite().greet("bob") + " | " + Greeter.polite().sign("cy") + " | " + b.sign("dee"));
        new Derived();
        new Derived();
        System.out.println(Base.LOG.toString().trim());
        System.out.println(sw("Aa") + " " + sw("BB") + " " + sw("D") + " " + sw("Ab") + " " + "Aa".hashCode() + "=" + "BB".hashCode());
        System.out.println(fallthrough(1) + " " + fallthrough(2) + " " + fallthrough(4) + " " + fallthrough(9));

        int i = 0;
        i = i++ + i++;
        int j = 5;
        j += j++ * --j;
        byte by = 10;
        by += 300;
        short sh = 1;
        sh *= 40000;
        char ch = 'A';
        ch += 1.7;
        long big = Integer.MAX_VALUE;
        big++;
        int shifted = 1 << 35;
        long lshift = 1L << 67;
        System.out.println(i + " " + j + " " + by + " " + sh + " " + ch + " " + big + " " + shifted + " " + lshift + " " + (-1 >>> 33) + " " + (-1L >>> 65) + " " + (5 >> -1));
        System.out.println((char) ('a' + 1) + "" + ('a' + 1) + 'b' + 1 + 2 + " " + (1 + 2 + "x" + 1 + 2) + " " + ("" + null) + " " + ('x' + 'y' + "z"));
        System.out.println((0.1f == 0.1) + " " + ((float) 0.1 == 0.1f) + " " + (long) 1e19 + " " + (int) -0.9 + " " + (int) Float.NaN + " " + Math.round(Double.NaN) + " " + (short) 1e10 + " " + (char) -1 + 0);
        Integer n1 = 1000, n2 = 1000;
        Long bigL = 127L;
        System.out.println((n1 <= n2 && n1 >= n2 && n1 != n2) + " " + n1.equals(n2) + " " + bigL.equals(127) + " " + new Long(127).equals(127L) + " " + Objects.equals(1, 1L));
        Integer nul = null;
        try {
            int bad = true ? nul : 0;
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null in a conditional: NPE");
        }
        Object o = true ? 1 : "s";
        Object p = true ? 1 : 2.0;
        System.out.println(o.getClass().getSimpleName() + " " + p + " " + p.getClass().getSimpleName());
        System.out.println(count() + " " + count((Object[]) null) + " " + count((Object) null) + " " + count(1, "a") + " " + count(new Object[]{1, 2, 3}) + " " + count((Object) new Object[]{1, 2}));
        Object[] objs = new String[2];
        try {
            objs[0] = 42;
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException " + e.getMessage());
        }
        int[][] jag = new int[3][];
        for (int r = 0; r < 3; r++) { jag[r] = new int[r + 1]; Arrays.fill(jag[r], r); }
        long[][][] cube = new long[2][3][4];
        cube[1][2][3] = Long.MIN_VALUE;
        char[][] grid = {"ab".toCharArray(), "cd".toCharArray()};
        char[][] copy = grid.clone();
        copy[0][0] = 'X';
        System.out.println(Arrays.deepToString(jag) + " " + cube[1][2][3] + " " + cube[0].length + " " + grid[0][0] + " " + (jag instanceof Object[]) + " " + (cube[0] instanceof long[][]) + " " + jag.getClass().getSimpleName() + " " + int[].class.getName() + " " + String[][].class.getName());
        outer:
        for (int a = 0; a < 5; a++) {
            for (int c = 0; c < 5; c++) {
                if (c > a) continue outer;
                if (a == 4) break outer;
                System.out.print(a * c + (c == a ? ";" : ","));
            }
        }
        System.out.println();
        long acc = 0;
        for (long k = Long.MAX_VALUE - 3; k > 0 && k <= Long.MAX_VALUE - 1; k++) acc += k & 0xff;
        double dsum = 0;
        for (float f = 0; f < 1; f += 0.1f) dsum += f;
        System.out.println(acc + " " + dsum + " " + (float) dsum + " " + 7L / -2 + " " + 7L % -2 + " " + -7.5 % 2 + " " + Long.MIN_VALUE % -1);
        try {
            long zero = args.length;
            System.out.println(10L / zero);
        } catch (ArithmeticException e) {
            System.out.println("long " + e.getMessage());
        }
        StringBuilder fizz = new StringBuilder();
        for (int k = 1; k <= 15; k++) fizz.append(k % 15 == 0 ? "FB" : k % 5 == 0 ? "B" : k % 3 == 0 ? "F" : String.valueOf(k)).append(k < 15 ? ' ' : '.');
        System.out.println(fizz);
        List<Runnable> rs = new ArrayList<>();
        int[] counter = {0};
        for (int k = 0; k < 3; k++) { int kk = k; rs.add(() -> counter[0] += kk * 10); }
        rs.forEach(Runnable::run);
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int x, int y) { return y == 0 ? x : applyAsInt(y, x % y); }
        };
        System.out.println(counter[0] + " " + gcd.applyAsInt(1071, 462) + " " + ((Supplier<String>) () -> "cast lambda").get() + " " + ((Function<Integer, Integer> & java.io.Serializable) x -> x + 1).apply(1));
        String s1 = "hel" + "lo", s2 = "hello", part = "hel";
        String s3 = part + "lo";
        System.out.println((s1 == s2) + " " + (s3 == s2) + " " + (s3.intern() == s2) + " " + s2.equals(s3));
        System.out.println(Integer.toHexString(Float.floatToIntBits(-0f)) + " " + (0.0f == -0.0f) + " " + Float.compare(0.0f, -0.0f) + " " + Math.min(0.0f, -0.0f) + " " + (1.0 / -0.0) + " " + Double.MIN_VALUE / 2 + " " + Math.nextDown(Double.MIN_VALUE));
    }
}
