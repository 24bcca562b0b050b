import java.util.*;

/** Object methods, equals/hashCode contracts, clone, class names, inheritance of fields, statics. */
public class ObjectModel {
    static class Point implements Cloneable {
        int x;
        int y;
        int[] tags = {1, 2};

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Point)) {
                return false;
            }
            Point p = (Point) o;
            return p.x == x && p.y == y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }

        @Override
        public Point clone() {
            try {
                return (Point) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class Base {
        int shadow = 1;
        static String sname = "base";

        String who() {
            return "base" + shadow;
        }
    }

    static class Derived extends Base {
        int shadow = 2;
        long extra = 99;

        String who() {
            return "derived" + shadow + "/" + super.shadow + "/" + super.who();
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException {
            return clone();
        }
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(1, 2);
        Point q = p.clone();
        q.x = 10;
        System.out.println(p + " " + q + " " + (p.tags == q.tags) + " " + p.equals(new Point(1, 2)) + " " + p.hashCode() + " " + (p.getClass() == q.getClass()));
        Set<Point> set = new HashSet<Point>();
        set.add(new Point(1, 2));
        set.add(new Point(1, 2));
        set.add(new Point(2, 1));
        System.out.println(set.size() + " " + set.contains(p));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException " + e.getMessage());
        }
        Base b = new Derived();
        System.out.println(b.who() + " " + b.shadow + " " + ((Derived) b).shadow + " " + ((Derived) b).extra + " " + Derived.sname);
        System.out.println(p.getClass().getName() + " " + p.getClass().getSimpleName() + " " + new Object().getClass().getName() + " " + "s".getClass() + " "
            + new int[0][0].getClass().getSimpleName() + " " + Base.class.isInstance(b) + " " + Derived.class.isAssignableFrom(Base.class) + " "
            + Base.class.isAssignableFrom(Derived.class) + " " + Object[].class.isArray() + " " + int.class.isPrimitive() + " " + String[].class.getComponentType());
        Object o = new Object();
        System.out.println(o.equals(o) + " " + o.equals(new Object()) + " " + (o.hashCode() == System.identityHashCode(o)) + " " + (o.hashCode() == o.hashCode())
            + " " + o.toString().startsWith("java.lang.Object@") + " " + System.identityHashCode(null));
        String s1 = "a";
        System.out.println(Objects.equals(null, null) + " " + Objects.equals(s1, "a") + " " + Objects.hashCode(null) + " " + Objects.toString(null, "dflt") + " "
            + Objects.requireNonNull("x") + " " + Objects.isNull(null));
        try {
            Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        int[][] grid = new int[3][3];
        int[][] gclone = grid.clone();
        gclone[1][1] = 5;
        System.out.println(grid[1][1] + " " + Arrays.deepToString(grid) + " " + Arrays.equals(grid[0], gclone[0]) + " " + Arrays.deepEquals(grid, gclone));
        long before = Runtime.getRuntime().totalMemory();
        System.gc();
        Runtime.getRuntime().gc();
        System.out.println((before > 0) + " " + (Runtime.getRuntime().freeMemory() >= 0) + " " + (Runtime.getRuntime().maxMemory() >= before)
            + " " + (System.currentTimeMillis() > 1500000000000L) + " " + (System.nanoTime() != 0) + " " + Thread.currentThread().getName());
        StringBuilder sb = new StringBuilder();
        sb.append(new char[] {'a', 'b'}).append((Object) "o").append(1.5f).append(-2L).append(true);
        System.out.println(sb + " " + String.valueOf((Object) null) + " " + Arrays.asList(new Object[] {null, 1, "two"}));
        int[] src = {1, 2, 3, 4, 5, 6};
        System.arraycopy(src, 0, src, 2, 4);
        Object[] objs = new Object[3];
        System.arraycopy(new String[] {"x", "y"}, 0, objs, 1, 2);
        System.out.println(Arrays.toString(src) + " " + Arrays.toString(objs));
        try {
            System.arraycopy(new Object[] {"ok", 5}, 0, new String[2], 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException");
        }
        try {
            System.arraycopy(src, 4, src, 0, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException");
        }
        try {
            System.arraycopy(src, 0, new long[6], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException primitive");
        }
        long[] big = Arrays.copyOf(new long[] {7, 8}, 4);
        String[] strs = Arrays.copyOfRange(new String[] {"a", "b", "c", "d"}, 1, 3);
        Integer[] boxes = {3, 1, 2};
        Arrays.sort(boxes, Collections.<Integer>reverseOrder());
        double[] dsort = {3.5, -0.0, Double.NaN, 0.0, -1e10, Double.NEGATIVE_INFINITY, 2};
        Arrays.sort(dsort);
        char[] cs = "sorting".toCharArray();
        Arrays.sort(cs, 1, 5);
        System.out.println(Arrays.toString(big) + " " + Arrays.toString(strs) + " " + Arrays.toString(boxes) + " " + Arrays.toString(dsort) + " " + new String(cs)
            + " " + Arrays.binarySearch(new int[] {1, 3, 5, 7}, 5) + " " + Arrays.binarySearch(new int[] {1, 3, 5, 7}, 4));
        int[] fill = new int[5];
        Arrays.fill(fill, 1, 4, 9);
        System.out.println(Arrays.toString(fill) + " " + Arrays.asList(1, 2, 3).contains(2) + " " + Arrays.asList("x").getClass().getSimpleName().length());
    }
}
