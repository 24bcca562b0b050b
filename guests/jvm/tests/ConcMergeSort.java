import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

/**
 * Parallel merge sort with RecursiveAction (invokeAll of both halves) on a ForkJoinPool and
 * on the common pool, a parallel sum with RecursiveTask (fork/join), checked against
 * Arrays.sort and a sequential sum.
 */
public class ConcMergeSort {
    static final int THRESHOLD = 64;

    static final class Sort extends RecursiveAction {
        final int[] a, tmp;
        final int lo, hi;

        Sort(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo <= THRESHOLD) {
                Arrays.sort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Sort(a, tmp, lo, mid), new Sort(a, tmp, mid, hi));
            merge(mid);
        }

        void merge(int mid) {
            System.arraycopy(a, lo, tmp, lo, hi - lo);
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                a[k++] = tmp[i] <= tmp[j] ? tmp[i++] : tmp[j++];
            }
            while (i < mid) {
                a[k++] = tmp[i++];
            }
            while (j < hi) {
                a[k++] = tmp[j++];
            }
        }
    }

    static final class Sum extends RecursiveTask<Long> {
        final int[] a;
        final int lo, hi;

        Sum(int[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected Long compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += a[i];
                }
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid);
            left.fork();
            long right = new Sum(a, mid, hi).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) throws Exception {
        Random r = new Random(2024);
        for (int n : new int[] {1, 63, 1000, 20000}) {
            int[] data = new int[n];
            for (int i = 0; i < n; i++) {
                data[i] = r.nextInt(1000000) - 500000;
            }
            int[] expected = data.clone();
            Arrays.sort(expected);
            int[] a = data.clone();
            ForkJoinPool pool = new ForkJoinPool(3);
            pool.invoke(new Sort(a, new int[n], 0, n));
            pool.shutdown();
            int[] b = data.clone();
            ForkJoinPool.commonPool().invoke(new Sort(b, new int[n], 0, n));
            long seq = 0;
            for (int v : data) {
                seq += v;
            }
            long par = ForkJoinPool.commonPool().invoke(new Sum(data, 0, n));
            System.out.println("n=" + n + " pool sorted " + Arrays.equals(a, expected) + " common sorted " + Arrays.equals(b, expected)
                    + " min " + a[0] + " max " + a[n - 1] + " median " + a[n / 2] + " sum " + par + " matches " + (par == seq));
        }
    }
}
