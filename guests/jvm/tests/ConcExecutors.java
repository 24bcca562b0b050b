import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** Executors, ThreadPoolExecutor, Future/FutureTask: output independent of the interleaving. */
public class ConcExecutors {
    public static void main(String[] args) throws Exception {
        fixedPool();
        failures();
        cancellation();
        invokeAllAny();
        shutdownNow();
        boundedPool();
        customFactory();
        futureTask();
        System.out.println("done");
    }

    static void fixedPool() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        final TreeSet<String> names = new TreeSet<String>();
        List<Future<Integer>> fs = new ArrayList<Future<Integer>>();
        for (int i = 0; i < 8; i++) {
            final int n = i;
            fs.add(pool.submit(new Callable<Integer>() {
                public Integer call() throws Exception {
                    if (n < 3) {
                        synchronized (names) {
                            names.add(Thread.currentThread().getName());
                        }
                    }
                    long s = 0;
                    for (int k = 0; k <= n * 1000; k++) {
                        s += k;
                    }
                    Thread.sleep(n % 3);
                    return (int) (s % 100003);
                }
            }));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Integer> f : fs) {
            sb.append(f.get()).append(' ');
        }
        System.out.println("fixed results: " + sb);
        System.out.println("first workers: " + names);
        Future<String> r = pool.submit(new Runnable() {
            public void run() {
            }
        }, "given");
        System.out.println("runnable result: " + r.get() + " done=" + r.isDone());
        final AtomicInteger ran = new AtomicInteger();
        for (int i = 0; i < 20; i++) {
            pool.execute(() -> ran.incrementAndGet());
        }
        pool.shutdown();
        System.out.println("isShutdown=" + pool.isShutdown());
        try {
            pool.execute(() -> { });
            System.out.println("accepted after shutdown");
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown: " + e.getClass().getName());
        }
        System.out.println("awaitTermination=" + pool.awaitTermination(10, TimeUnit.SECONDS)
                + " isTerminated=" + pool.isTerminated() + " ran=" + ran.get());
        ThreadPoolExecutor tpe = (ThreadPoolExecutor) pool;
        System.out.println("completed=" + tpe.getCompletedTaskCount() + " largest=" + tpe.getLargestPoolSize()
                + " size=" + tpe.getPoolSize());
    }

    static void failures() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> f = pool.submit(() -> {
            throw new IllegalStateException("boom");
        });
        try {
            f.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException: " + e.getMessage() + " / cause " + e.getCause());
        }
        Future<?> g = pool.submit(() -> Thread.currentThread().getName());
        System.out.println("after failure: " + g.get());
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
    }

    static void cancellation() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch never = new CountDownLatch(1);
        final String[] outcome = new String[1];
        Future<?> running = pool.submit(() -> {
            started.countDown();
            try {
                never.await();
                outcome[0] = "not interrupted";
            } catch (InterruptedException e) {
                outcome[0] = "interrupted";
            }
        });
        Future<String> queued = pool.submit(() -> "queued ran");
        started.await();
        System.out.println("cancel queued=" + queued.cancel(false) + " isCancelled=" + queued.isCancelled()
                + " isDone=" + queued.isDone() + " again=" + queued.cancel(false));
        try {
            queued.get();
        } catch (CancellationException e) {
            System.out.println("get -> CancellationException");
        }
        try {
            running.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get(20ms) -> TimeoutException");
        }
        System.out.println("cancel running=" + running.cancel(true));
        pool.shutdown();
        System.out.println("terminated=" + pool.awaitTermination(5, TimeUnit.SECONDS) + " task saw: " + outcome[0]);
    }

    static void invokeAllAny() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<String>> tasks = new ArrayList<Callable<String>>();
        for (int i = 0; i < 5; i++) {
            final int n = i;
            tasks.add(() -> {
                if (n == 3) {
                    throw new ArithmeticException("three");
                }
                Thread.sleep(5 - n);
                return "t" + n;
            });
        }
        List<Future<String>> all = pool.invokeAll(tasks);
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : all) {
            sb.append(f.isDone()).append(':');
            try {
                sb.append(f.get());
            } catch (ExecutionException e) {
                sb.append(e.getCause().getClass().getSimpleName());
            }
            sb.append(' ');
        }
        System.out.println("invokeAll: " + sb);
        List<Callable<String>> one = new ArrayList<Callable<String>>();
        for (int i = 0; i < 4; i++) {
            final int n = i;
            one.add(() -> {
                if (n != 2) {
                    throw new IllegalArgumentException("no " + n);
                }
                return "only two";
            });
        }
        System.out.println("invokeAny: " + pool.invokeAny(one));
        one.remove(2);
        try {
            pool.invokeAny(one);
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failed: " + e.getCause().getClass().getName());
        }
        pool.shutdown();
        System.out.println("terminated=" + pool.awaitTermination(5, TimeUnit.SECONDS));
    }

    static void shutdownNow() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        final CountDownLatch started = new CountDownLatch(1);
        final AtomicInteger interrupted = new AtomicInteger();
        pool.execute(() -> {
            started.countDown();
            try {
                Thread.sleep(100000);
            } catch (InterruptedException e) {
                interrupted.incrementAndGet();
            }
        });
        for (int i = 0; i < 3; i++) {
            pool.execute(() -> System.out.println("must not run"));
        }
        started.await();
        List<Runnable> left = pool.shutdownNow();
        System.out.println("shutdownNow returned " + left.size() + " tasks, isShutdown=" + pool.isShutdown());
        System.out.println("terminated=" + pool.awaitTermination(5, TimeUnit.SECONDS) + " interrupted="
                + interrupted.get());
    }

    static void boundedPool() throws Exception {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 4, 50, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<Runnable>(2));
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger done = new AtomicInteger();
        Runnable blocker = () -> {
            try {
                release.await();
                done.incrementAndGet();
            } catch (InterruptedException e) {
                System.out.println("unexpected interrupt");
            }
        };
        int accepted = 0;
        int rejected = 0;
        StringBuilder sizes = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            try {
                pool.execute(blocker);
                accepted++;
            } catch (RejectedExecutionException e) {
                rejected++;
            }
            sizes.append(pool.getPoolSize()).append('/').append(pool.getQueue().size()).append(' ');
        }
        System.out.println("bounded: accepted=" + accepted + " rejected=" + rejected + " size/queue: " + sizes);
        release.countDown();
        while (done.get() < accepted) {
            Thread.sleep(10);
        }
        Thread.sleep(500);
        System.out.println("after keep-alive: size=" + pool.getPoolSize() + " largest=" + pool.getLargestPoolSize()
                + " completed=" + pool.getCompletedTaskCount() + " core=" + pool.getCorePoolSize() + " max="
                + pool.getMaximumPoolSize() + " keepAlive=" + pool.getKeepAliveTime(TimeUnit.MILLISECONDS));
        pool.allowCoreThreadTimeOut(true);
        Thread.sleep(500);
        System.out.println("core timed out: size=" + pool.getPoolSize());
        pool.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());
        pool.shutdown();
        final String[] where = new String[1];
        pool.execute(() -> where[0] = "ran");
        System.out.println("CallerRuns after shutdown: " + where[0] + " terminated="
                + pool.awaitTermination(1, TimeUnit.SECONDS));
    }

    static void customFactory() throws Exception {
        final AtomicInteger made = new AtomicInteger();
        ThreadFactory tf = r -> {
            Thread t = new Thread(r, "worker-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ExecutorService pool = Executors.newFixedThreadPool(2, tf);
        Future<String> a = pool.submit(() -> Thread.currentThread().getName() + " daemon="
                + Thread.currentThread().isDaemon());
        System.out.println("factory thread: " + a.get());
        ExecutorService defaults = Executors.newSingleThreadExecutor();
        System.out.println("default factory: " + defaults.submit(() -> Thread.currentThread().getName()
                + " daemon=" + Thread.currentThread().isDaemon() + " prio=" + Thread.currentThread().getPriority()).get());
        defaults.shutdown();
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        defaults.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("threads made: " + made.get());
        ExecutorService cached = Executors.newCachedThreadPool();
        final CountDownLatch all = new CountDownLatch(3);
        List<Future<Integer>> fs = new ArrayList<Future<Integer>>();
        for (int i = 0; i < 3; i++) {
            final int n = i;
            fs.add(cached.submit(() -> {
                all.countDown();
                all.await();
                return n * n;
            }));
        }
        int[] got = new int[3];
        for (int i = 0; i < 3; i++) {
            got[i] = fs.get(i).get();
        }
        System.out.println("cached: " + Arrays.toString(got) + " largest=" + ((ThreadPoolExecutor) cached).getLargestPoolSize());
        cached.shutdown();
        System.out.println("cached terminated=" + cached.awaitTermination(1, TimeUnit.SECONDS));
    }

    static void futureTask() throws Exception {
        final CountDownLatch go = new CountDownLatch(1);
        final String[] doneSaw = new String[1];
        FutureTask<String> ft = new FutureTask<String>(() -> {
            go.await();
            return "from thread";
        }) {
            protected void done() {
                doneSaw[0] = "done() called, cancelled=" + isCancelled();
            }
        };
        Thread t = new Thread(ft, "runner");
        t.start();
        try {
            ft.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("not yet: TimeoutException");
        }
        go.countDown();
        System.out.println("FutureTask: " + ft.get());
        t.join();
        System.out.println(doneSaw[0]);
        ft.run();
        System.out.println("rerun keeps: " + ft.get() + " cancel=" + ft.cancel(true));
        FutureTask<Integer> local = new FutureTask<Integer>(() -> 6 * 7);
        local.run();
        System.out.println("run in place: " + local.get());
        Callable<Object> c = Executors.callable(() -> { });
        System.out.println("callable(Runnable) -> " + c.call());
    }
}
