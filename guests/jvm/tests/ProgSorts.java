import java.util.Arrays;
import java.util.Random;

public class ProgSorts {
    static final class Point implements Comparable<Point> {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        public int compareTo(Point o) { return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x); }
        @Override public String toString() { return "(" + x + ", " + y + ")"; }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static boolean less(Comparable a, Comparable b) { return a.compareTo(b) < 0; }

    static void exch(Object[] a, int i, int j) { Object t = a[i]; a[i] = a[j]; a[j] = t; }

    static void quick(Comparable<?>[] a, int lo, int hi) {
        if (hi <= lo) return;
        int lt = lo, gt = hi, i = lo + 1;
        Comparable<?> v = a[lo];
        while (i <= gt) {
            if (less(a[i], v)) exch(a, lt++, i++);
            else if (less(v, a[i])) exch(a, i, gt--);
            else i++;
        }
        quick(a, lo, lt - 1);
        quick(a, gt + 1, hi);
    }

    static void merge(Comparable<?>[] a, Comparable<?>[] aux, int lo, int mid, int hi) {
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        int i = lo, j = mid + 1;
        for (int k = lo; k <= hi; k++) {
            if (i > mid) a[k] = aux[j++];
            else if (j > hi) a[k] = aux[i++];
            else if (less(aux[j], aux[i])) a[k] = aux[j++];
            else a[k] = aux[i++];
        }
    }

    static void mergeSort(Comparable<?>[] a, Comparable<?>[] aux, int lo, int hi) {
        if (hi <= lo) return;
        int mid = lo + (hi - lo) / 2;
        mergeSort(a, aux, lo, mid);
        mergeSort(a, aux, mid + 1, hi);
        merge(a, aux, lo, mid, hi);
    }

    static void insertion(Comparable<?>[] a) {
        for (int i = 1; i < a.length; i++)
            for (int j = i; j > 0 && less(a[j], a[j - 1]); j--) exch(a, j, j - 1);
    }

    static void shell(Comparable<?>[] a) {
        int h = 1;
        while (h < a.length / 3) h = 3 * h + 1;
        for (; h >= 1; h /= 3)
            for (int i = h; i < a.length; i++)
                for (int j = i; j >= h && less(a[j], a[j - h]); j -= h) exch(a, j, j - h);
    }

    static boolean isSorted(Comparable<?>[] a) {
        for (int i = 1; i < a.length; i++) if (less(a[i], a[i - 1])) return false;
        return true;
    }

    static void heapSort(int[] a) {
        int n = a.length;
        for (int k = n / 2 - 1; k >= 0; k--) sink(a, k, n);
        while (n > 1) { int t = a[0]; a[0] = a[n - 1]; a[n - 1] = t; n--; sink(a, 0, n); }
    }

    static void sink(int[] a, int k, int n) {
        while (2 * k + 1 < n) {
            int j = 2 * k + 1;
            if (j + 1 < n && a[j] < a[j + 1]) j++;
            if (a[k] >= a[j]) break;
            int t = a[k]; a[k] = a[j]; a[j] = t; k = j;
        }
    }

    public static void main(String[] args) {
        String[] words = "she sells sea shells by the sea shore the shells she sells are surely seashells".split(" ");
        String[] w1 = words.clone();
        quick(w1, 0, w1.length - 1);
        System.out.println(String.join(" ", w1));
        Random r = new Random(7);
        Integer[] nums = new Integer[500];
        for (int i = 0; i < nums.length; i++) nums[i] = r.nextInt(1000) - 500;
        Integer[] n1 = nums.clone(), n2 = nums.clone(), n3 = nums.clone(), n4 = nums.clone();
        quick(n1, 0, n1.length - 1);
        mergeSort(n2, new Integer[n2.length], 0, n2.length - 1);
        insertion(n3);
        shell(n4);
        Arrays.sort(nums);
        System.out.println(isSorted(n1) + " " + Arrays.equals(n1, nums) + " " + Arrays.equals(n2, nums)
            + " " + Arrays.equals(n3, nums) + " " + Arrays.equals(n4, nums));
        System.out.println(Arrays.toString(Arrays.copyOf(n1, 12)));
        Point[] pts = new Point[8];
        for (int i = 0; i < pts.length; i++) pts[i] = new Point(r.nextInt(5), r.nextInt(5));
        mergeSort(pts, new Point[pts.length], 0, pts.length - 1);
        System.out.println(Arrays.toString(pts));
        int[] prim = new int[40];
        for (int i = 0; i < prim.length; i++) prim[i] = r.nextInt(100);
        heapSort(prim);
        System.out.println(Arrays.toString(prim));
        System.out.println(Arrays.binarySearch(prim, prim[17]) >= 0);
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -2.25, 1e-3};
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
    }
}
