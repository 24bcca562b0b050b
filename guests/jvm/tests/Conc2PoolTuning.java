import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * ThreadPoolExecutor configured by hand: the rejection policies (abort, caller-runs,
 * discard, discard-oldest), beforeExecute/afterExecute/terminated hooks, prestarting core
 * threads, growing to the maximum, core thread timeout, resizing, the getters, and a
 * priority queue of tasks run by a single worker in priority order.
 */
public class Conc2PoolTuning {
    static final List<String> log = Collections.synchronizedList(new ArrayList<String>());

    static class Hooked extends ThreadPoolExecutor {
        Hooked() {
            super(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<Runnable>());
        }

        @Override
        protected void beforeExecute(Thread t, Runnable r) {
            log.add("before on " + t.getName());
        }

        @Override
        protected void afterExecute(Runnable r, Throwable t) {
            log.add("after, thrown " + (t == null ? "nothing" : t.getMessage()));
        }

        @Override
        protected void terminated() {
            log.add("terminated hook");
        }
    }

    static class Job implements Runnable, Comparable<Job> {
        final int priority;
        final String name;
        final List<String> out;

        Job(int priority, String name, List<String> out) {
            this.priority = priority;
            this.name = name;
            this.out = out;
        }

        public void run() {
            out.add(name);
        }

        public int compareTo(Job o) {
            return Integer.compare(o.priority, priority);
        }
    }

    static ThreadPoolExecutor blockedPool(ThreadPoolExecutor.AbortPolicy unused, java.util.concurrent.RejectedExecutionHandler h,
            final CountDownLatch gate) {
        ThreadPoolExecutor p = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<Runnable>(2), h);
        p.execute(() -> {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        return p;
    }

    public static void main(String[] args) throws Exception {
        java.util.concurrent.RejectedExecutionHandler[] handlers = {new ThreadPoolExecutor.AbortPolicy(),
                new ThreadPoolExecutor.CallerRunsPolicy(), new ThreadPoolExecutor.DiscardPolicy(),
                new ThreadPoolExecutor.DiscardOldestPolicy()};
        for (java.util.concurrent.RejectedExecutionHandler h : handlers) {
            CountDownLatch gate = new CountDownLatch(1);
            ThreadPoolExecutor p = blockedPool(null, h, gate);
            final List<String> ran = Collections.synchronizedList(new ArrayList<String>());
            String outcome = "accepted";
            for (int i = 1; i <= 4; i++) {
                final String name = "t" + i + (Thread.currentThread().getName().equals("main") ? "" : "?");
                try {
                    p.execute(() -> ran.add(name + "@" + (Thread.currentThread().getName().equals("main") ? "main" : "pool")));
                } catch (RejectedExecutionException e) {
                    outcome = "rejected t" + i;
                }
            }
            gate.countDown();
            p.shutdown();
            p.awaitTermination(1, TimeUnit.SECONDS);
            List<String> inOrder = new ArrayList<String>(ran);
            System.out.println(h.getClass().getSimpleName() + ": " + outcome + ", ran " + inOrder
                    + ", completed " + p.getCompletedTaskCount());
        }

        Hooked hooked = new Hooked();
        hooked.execute(() -> log.add("task 1"));
        hooked.execute(() -> {
            throw new IllegalStateException("task 2 failed");
        });
        Future<?> f = hooked.submit(() -> log.add("task 3"));
        f.get();
        hooked.shutdown();
        hooked.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("hooks " + log);

        ThreadPoolExecutor pre = new ThreadPoolExecutor(2, 4, 50, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<Runnable>(2));
        System.out.println("prestarted " + pre.prestartAllCoreThreads() + " pool " + pre.getPoolSize()
                + " prestartCore again " + pre.prestartCoreThread());
        pre.shutdown();
        System.out.println("prestarted pool terminated " + pre.awaitTermination(1, TimeUnit.SECONDS));
        ThreadPoolExecutor grow = new ThreadPoolExecutor(2, 4, 50, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<Runnable>(2));
        CountDownLatch hold = new CountDownLatch(1);
        AtomicInteger done = new AtomicInteger();
        for (int i = 0; i < 6; i++) {
            grow.execute(() -> {
                try {
                    hold.await();
                } catch (InterruptedException e) {
                    return;
                }
                done.incrementAndGet();
            });
        }
        System.out.println("six tasks: pool " + grow.getPoolSize() + " queued " + grow.getQueue().size()
                + " largest " + grow.getLargestPoolSize() + " max " + grow.getMaximumPoolSize());
        hold.countDown();
        while (done.get() < 6) Thread.sleep(1);
        Thread.sleep(300);
        System.out.println("after keep-alive: pool " + grow.getPoolSize() + " core " + grow.getCorePoolSize()
                + " keepAlive " + grow.getKeepAliveTime(TimeUnit.MILLISECONDS) + "ms");
        grow.allowCoreThreadTimeOut(true);
        Thread.sleep(300);
        System.out.println("core timeout: allows " + grow.allowsCoreThreadTimeOut() + " pool " + grow.getPoolSize());
        grow.setMaximumPoolSize(6);
        grow.setCorePoolSize(3);
        System.out.println("resized core " + grow.getCorePoolSize() + " max " + grow.getMaximumPoolSize()
                + " tasks " + grow.getTaskCount() + " completed " + grow.getCompletedTaskCount());
        try {
            grow.setCorePoolSize(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative core: IllegalArgumentException");
        }
        try {
            new ThreadPoolExecutor(3, 2, 0, TimeUnit.SECONDS, new SynchronousQueue<Runnable>());
        } catch (IllegalArgumentException e) {
            System.out.println("max < core: IllegalArgumentException");
        }
        grow.shutdown();
        System.out.println("terminated " + grow.awaitTermination(1, TimeUnit.SECONDS) + " isTerminating " + grow.isTerminating());

        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor prio = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new PriorityBlockingQueue<Runnable>());
        final CountDownLatch first = new CountDownLatch(1);
        prio.execute(new Job(0, "blocker", order) {
            public void run() {
                try {
                    first.await();
                } catch (InterruptedException e) {
                    return;
                }
                super.run();
            }
        });
        int[] ps = {3, 9, 1, 7, 5};
        for (int p : ps) prio.execute(new Job(p, "p" + p, order));
        first.countDown();
        prio.shutdown();
        prio.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("priority order " + order);
    }
}
