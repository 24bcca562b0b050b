import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.StampedLock;

/**
 * Workloads split over threads as course exercises do: an array sum over N threads joined
 * in turn, matrix multiplication one thread per row band, Monte Carlo pi with a seeded
 * Random per thread, word counts merged from futures, a cached pool reusing its threads, a
 * single-thread scheduled executor, a StampedLock point with optimistic reads, holdsLock.
 */
public class Conc2Workers {
    static class SumWorker extends Thread {
        private final int[] data;
        private final int from, to;
        long sum;

        SumWorker(int[] data, int from, int to) {
            this.data = data;
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            for (int i = from; i < to; i++) sum += data[i];
        }
    }

    static class Point {
        private double x, y;
        private final StampedLock sl = new StampedLock();

        void move(double dx, double dy) {
            long stamp = sl.writeLock();
            try {
                x += dx;
                y += dy;
            } finally {
                sl.unlockWrite(stamp);
            }
        }

        double distanceFromOrigin() {
            long stamp = sl.tryOptimisticRead();
            double cx = x, cy = y;
            if (!sl.validate(stamp)) {
                stamp = sl.readLock();
                try {
                    cx = x;
                    cy = y;
                } finally {
                    sl.unlockRead(stamp);
                }
            }
            return Math.sqrt(cx * cx + cy * cy);
        }
    }

    public static void main(String[] args) throws Exception {
        int[] data = new int[10000];
        for (int i = 0; i < data.length; i++) data[i] = (i * 37) % 101;
        int n = 4;
        SumWorker[] ws = new SumWorker[n];
        int chunk = data.length / n;
        for (int i = 0; i < n; i++) {
            ws[i] = new SumWorker(data, i * chunk, i == n - 1 ? data.length : (i + 1) * chunk);
            ws[i].start();
        }
        long total = 0;
        for (SumWorker w : ws) {
            w.join();
            total += w.sum;
        }
        System.out.println("array sum " + total + " by " + n + " threads; " + ws[0].getName() + ".." + ws[n - 1].getName());

        final int size = 24;
        final long[][] a = new long[size][size], b = new long[size][size], c = new long[size][size];
        for (int i = 0; i < size; i++)
            for (int j = 0; j < size; j++) {
                a[i][j] = i + j;
                b[i][j] = i == j ? 2 : (i - j) % 3;
            }
        Thread[] rows = new Thread[3];
        for (int t = 0; t < rows.length; t++) {
            final int lo = t * size / rows.length, hi = (t + 1) * size / rows.length;
            rows[t] = new Thread(() -> {
                for (int i = lo; i < hi; i++)
                    for (int j = 0; j < size; j++) {
                        long s = 0;
                        for (int k = 0; k < size; k++) s += a[i][k] * b[k][j];
                        c[i][j] = s;
                    }
            });
            rows[t].start();
        }
        for (Thread t : rows) t.join();
        long trace = 0, corner = c[size - 1][0];
        for (int i = 0; i < size; i++) trace += c[i][i];
        System.out.println("matrix trace " + trace + " corner " + corner);

        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Callable<Long>> darts = new ArrayList<Callable<Long>>();
        for (int t = 0; t < 4; t++) {
            final long seed = 1000 + t;
            darts.add(() -> {
                Random r = new Random(seed);
                long in = 0;
                for (int i = 0; i < 5000; i++) {
                    double x = r.nextDouble(), y = r.nextDouble();
                    if (x * x + y * y <= 1) in++;
                }
                return in;
            });
        }
        long inside = 0;
        for (Future<Long> f : pool.invokeAll(darts)) inside += f.get();
        System.out.println("pi ~ " + 4.0 * inside / 20000 + " (" + inside + " of 20000)");

        String[] docs = {"to be or not to be", "that is the question", "whether tis nobler in the mind to suffer",
                "the slings and arrows of outrageous fortune", "or to take arms against a sea of troubles"};
        List<Future<Map<String, Integer>>> counts = new ArrayList<Future<Map<String, Integer>>>();
        for (final String d : docs) {
            counts.add(pool.submit(() -> {
                Map<String, Integer> m = new HashMap<String, Integer>();
                for (String w : d.split(" ")) m.merge(w, 1, Integer::sum);
                return m;
            }));
        }
        Map<String, Integer> merged = new TreeMap<String, Integer>();
        for (Future<Map<String, Integer>> f : counts)
            for (Map.Entry<String, Integer> e : f.get().entrySet()) merged.merge(e.getKey(), e.getValue(), Integer::sum);
        System.out.println("words " + merged);
        pool.shutdown();

        ExecutorService cached = Executors.newCachedThreadPool();
        List<String> names = new ArrayList<String>();
        for (int i = 0; i < 5; i++) {
            names.add(cached.submit(() -> Thread.currentThread().getName()).get());
            Thread.sleep(20); // the worker is idle again, waiting for the next task
        }
        System.out.println("cached pool reuses its thread: " + names);
        cached.shutdown();
        System.out.println("cached terminated " + cached.awaitTermination(1, TimeUnit.SECONDS));

        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        final List<Integer> ticks = new ArrayList<Integer>();
        final ScheduledFuture<?>[] self = new ScheduledFuture<?>[1];
        final java.util.concurrent.CountDownLatch three = new java.util.concurrent.CountDownLatch(3);
        self[0] = ses.scheduleWithFixedDelay(() -> {
            synchronized (ticks) {
                if (ticks.size() < 3) ticks.add(ticks.size() + 1);
            }
            three.countDown();
        }, 5, 5, TimeUnit.MILLISECONDS);
        three.await();
        self[0].cancel(false);
        ScheduledFuture<String> one = ses.schedule(() -> Thread.currentThread().getName(), 1, TimeUnit.MILLISECONDS);
        System.out.println("single scheduled: ticks " + ticks + " on " + one.get());
        ses.shutdown();

        final Point p = new Point();
        Thread[] movers = new Thread[3];
        for (int i = 0; i < movers.length; i++) {
            movers[i] = new Thread(() -> {
                for (int k = 0; k < 100; k++) p.move(0.03, 0.04);
            });
            movers[i].start();
        }
        double maxSeen = 0;
        for (Thread m : movers) m.join();
        maxSeen = Math.max(maxSeen, p.distanceFromOrigin());
        System.out.printf("point distance %.6f%n", maxSeen);

        Object mon = new Object();
        System.out.println("holdsLock outside " + Thread.holdsLock(mon));
        synchronized (mon) {
            System.out.println("holdsLock inside " + Thread.holdsLock(mon));
        }
        Thread quick = new Thread(() -> {});
        quick.start();
        quick.join(1000);
        System.out.println("join(1000) on quick thread: alive " + quick.isAlive() + " id>1 " + (quick.getId() > 1));
    }
}
