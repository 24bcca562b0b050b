import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

/**
 * Fork/join as in the tutorials: Fibonacci with fork/join, array sum with invokeAll,
 * merge sort as a RecursiveAction, increments in place, and the common pool.
 */
public class Conc2ForkJoin {
    static class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        @Override
        protected Integer compute() {
            if (n <= 10) return seq(n);
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }

        static int seq(int n) {
            return n < 2 ? n : seq(n - 1) + seq(n - 2);
        }
    }

    static class Sum extends RecursiveTask<Long> {
        static final int THRESHOLD = 500;
        final int[] a;
        final int lo, hi;

        Sum(int[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= THRESHOLD) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid), right = new Sum(a, mid, hi);
            invokeAll(left, right);
            return left.join() + right.join();
        }
    }

    static class MergeSort extends RecursiveAction {
        final int[] a, tmp;
        final int lo, hi;

        MergeSort(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo < 64) {
                Arrays.sort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new MergeSort(a, tmp, lo, mid), new MergeSort(a, tmp, mid, hi));
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
            System.arraycopy(tmp, lo, a, lo, hi - lo);
        }
    }

    static class Increment extends RecursiveAction {
        final long[] a;
        final int lo, hi;

        Increment(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo < 100) {
                for (int i = lo; i < hi; i++) a[i] += i;
            } else {
                int mid = (lo + hi) >>> 1;
                List<Increment> parts = Arrays.asList(new Increment(a, lo, mid), new Increment(a, mid, hi));
                for (Increment p : ForkJoinTask.invokeAll(parts)) {
                    if (!p.isDone() || p.isCompletedAbnormally()) throw new AssertionError();
                }
            }
        }
    }

    static class Failing extends RecursiveTask<Integer> {
        protected Integer compute() {
            throw new IllegalArgumentException("bad subproblem");
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("parallelism " + pool.getParallelism());
        for (int n : new int[] {5, 15, 19}) System.out.println("fib(" + n + ") = " + pool.invoke(new Fib(n)));

        int[] data = new int[3000];
        Random r = new Random(42);
        for (int i = 0; i < data.length; i++) data[i] = r.nextInt(1000);
        long expect = 0;
        for (int v : data) expect += v;
        System.out.println("sum " + pool.invoke(new Sum(data, 0, data.length)) + " expected " + expect);
        System.out.println("common pool sum " + ForkJoinPool.commonPool().invoke(new Sum(data, 0, data.length)));

        int[] copy = data.clone();
        int[] sorted = data.clone();
        Arrays.sort(sorted);
        pool.invoke(new MergeSort(copy, new int[copy.length], 0, copy.length));
        System.out.println("merge sort equals Arrays.sort: " + Arrays.equals(copy, sorted)
                + ", first " + copy[0] + ", last " + copy[copy.length - 1]);

        long[] inc = new long[1000];
        Increment task = new Increment(inc, 0, inc.length);
        ForkJoinPool.commonPool().invoke(task);
        long s = 0;
        for (long v : inc) s += v;
        System.out.println("increment sum " + s + " done " + task.isDone() + " normal " + task.isCompletedNormally());

        Fib f = new Fib(18);
        ForkJoinTask<Integer> submitted = pool.submit(f);
        System.out.println("submitted fib(18) = " + submitted.join() + " getRawResult " + f.getRawResult());
        Failing bad = new Failing();
        try {
            pool.invoke(bad);
        } catch (IllegalArgumentException e) {
            System.out.println("invoke threw " + e.getMessage());
        }
        System.out.println("abnormal " + bad.isCompletedAbnormally() + " exception " + bad.getException().getClass().getSimpleName());
        Failing quiet = new Failing();
        quiet.quietlyInvoke();
        System.out.println("quietlyInvoke: no throw, abnormal " + quiet.isCompletedAbnormally());
        Fib again = new Fib(12);
        pool.execute(again);
        again.quietlyJoin();
        System.out.println("quietlyJoin fib(12) " + again.getRawResult() + " normal " + again.isCompletedNormally());
        again.reinitialize();
        System.out.println("reinitialize: done " + again.isDone() + ", invoked again " + pool.invoke(again));
        Increment never = new Increment(new long[1], 0, 1);
        never.quietlyComplete();
        System.out.println("quietlyComplete: done " + never.isDone() + " normal " + never.isCompletedNormally());
        System.out.println("quiescent " + pool.awaitQuiescence(1, java.util.concurrent.TimeUnit.SECONDS)
                + " queued submissions " + pool.hasQueuedSubmissions() + " " + pool.getQueuedSubmissionCount());
        pool.shutdown();
        System.out.println("shutdown " + pool.isShutdown());
    }
}
