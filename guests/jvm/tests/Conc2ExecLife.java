import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Executor lifecycles: a single-thread executor's order, shutdownNow handing back the
 * queued tasks and interrupting the running one, awaitTermination results, Future.cancel(true)
 * on a sleeping task, ExecutionException causes, rejected tasks, invokeAny, thread names
 * from the default and from custom ThreadFactories, a work-stealing pool.
 */
public class Conc2ExecLife {
    public static void main(String[] args) throws Exception {
        ExecutorService single = Executors.newSingleThreadExecutor();
        final StringBuilder order = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            final int n = i;
            single.submit(() -> order.append(n));
        }
        Future<String> name = single.submit(() -> Thread.currentThread().getName());
        System.out.println("single order " + name.get().length() + " " + order + " on " + name.get());
        final CountDownLatch running = new CountDownLatch(1);
        final String[] interrupted = new String[1];
        single.submit(() -> {
            running.countDown();
            try {
                Thread.sleep(10_000);
                interrupted[0] = "not interrupted";
            } catch (InterruptedException e) {
                interrupted[0] = "interrupted";
            }
        });
        for (int i = 0; i < 3; i++) single.execute(() -> System.out.println("must not run"));
        running.await();
        List<Runnable> pending = single.shutdownNow();
        System.out.println("shutdownNow returned " + pending.size() + " tasks, isShutdown " + single.isShutdown());
        System.out.println("awaitTermination " + single.awaitTermination(5, TimeUnit.SECONDS) + " terminated " + single.isTerminated()
                + " running task " + interrupted[0]);
        try {
            single.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: RejectedExecutionException");
        }

        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> sleeping = pool.submit(() -> {
            Thread.sleep(10_000);
            return 1;
        });
        Thread.sleep(5);
        System.out.println("cancel(true) " + sleeping.cancel(true) + " cancelled " + sleeping.isCancelled() + " done " + sleeping.isDone()
                + " cancel again " + sleeping.cancel(true));
        try {
            sleeping.get();
        } catch (CancellationException e) {
            System.out.println("get: CancellationException");
        }
        Future<Integer> failing = pool.submit(() -> Integer.parseInt("forty-two"));
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException: " + e.getMessage());
            System.out.println("cause: " + e.getCause());
        }
        Future<?> done = pool.submit(() -> {});
        System.out.println("runnable future: " + done.get() + " cancel after done " + done.cancel(true) + " " + done.isCancelled());
        Future<String> withResult = pool.submit(() -> {}, "result");
        System.out.println("submit(runnable, result): " + withResult.get(1, TimeUnit.SECONDS));
        List<Callable<String>> many = new ArrayList<Callable<String>>();
        many.add(() -> {
            throw new IllegalStateException("first fails");
        });
        many.add(() -> "second wins");
        System.out.println("invokeAny: " + pool.invokeAny(many));
        List<Callable<String>> allFail = new ArrayList<Callable<String>>();
        allFail.add(() -> {
            throw new IllegalStateException("only one");
        });
        try {
            pool.invokeAny(allFail);
        } catch (ExecutionException e) {
            System.out.println("invokeAny all fail: " + e.getCause());
        }
        List<Future<String>> timed = pool.invokeAll(many, 1, TimeUnit.SECONDS);
        System.out.println("invokeAll timed: " + timed.size() + " " + timed.get(1).get());
        pool.shutdown();
        System.out.println("awaitTermination " + pool.awaitTermination(1, TimeUnit.SECONDS));

        ThreadPoolExecutor tiny = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
                new java.util.concurrent.ArrayBlockingQueue<Runnable>(1));
        final CountDownLatch hold = new CountDownLatch(1), started = new CountDownLatch(1);
        tiny.execute(() -> {
            started.countDown();
            try {
                hold.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        started.await();
        tiny.execute(() -> {});
        try {
            tiny.execute(() -> {});
        } catch (RejectedExecutionException e) {
            System.out.println("queue full: RejectedExecutionException");
        }
        System.out.println("pool size " + tiny.getPoolSize() + " queue " + tiny.getQueue().size() + " active " + tiny.getActiveCount());
        hold.countDown();
        tiny.shutdown();
        tiny.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("completed " + tiny.getCompletedTaskCount() + " tasks " + tiny.getTaskCount() + " largest " + tiny.getLargestPoolSize());

        final AtomicInteger made = new AtomicInteger();
        ThreadFactory named = r -> {
            Thread t = new Thread(r, "worker-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ExecutorService custom = Executors.newFixedThreadPool(2, named);
        System.out.println("custom factory: " + custom.submit(() -> Thread.currentThread().getName() + " daemon "
                + Thread.currentThread().isDaemon()).get());
        custom.shutdown();
        ThreadFactory def = Executors.defaultThreadFactory();
        Thread a = def.newThread(() -> {}), b = def.newThread(() -> {});
        System.out.println("default factory: " + a.getName() + " " + b.getName() + " daemon " + a.isDaemon());
        ExecutorService next = Executors.newCachedThreadPool();
        System.out.println("next pool: " + next.submit(() -> Thread.currentThread().getName()).get());
        next.shutdown();
        Thread plain = new Thread(() -> {});
        System.out.println("plain thread: " + plain.getName());

        ExecutorService ws = Executors.newWorkStealingPool(3);
        List<Callable<Long>> parts = new ArrayList<Callable<Long>>();
        for (int i = 0; i < 6; i++) {
            final long lo = i * 1000L;
            parts.add(() -> {
                long s = 0;
                for (long v = lo; v < lo + 1000; v++) s += v;
                return s;
            });
        }
        long sum = 0;
        for (Future<Long> f : ws.invokeAll(parts)) sum += f.get();
        System.out.println("work stealing sum " + sum + " worker name prefix "
                + ws.submit(() -> Thread.currentThread().getName().replaceAll("[0-9]+", "N")).get());
        ws.shutdown();

        ExecutorService locked = Executors.unconfigurableExecutorService(Executors.newFixedThreadPool(1));
        System.out.println("unconfigurable: a ThreadPoolExecutor " + (locked instanceof ThreadPoolExecutor)
                + ", result " + locked.submit(() -> 6 * 7).get());
        locked.shutdown();
        System.out.println("unconfigurable terminated " + locked.awaitTermination(1, TimeUnit.SECONDS) + " " + locked.isTerminated());
        java.util.concurrent.ScheduledExecutorService ls = Executors.unconfigurableScheduledExecutorService(
                Executors.newScheduledThreadPool(1));
        System.out.println("unconfigurable scheduled: " + ls.schedule(() -> "later", 5, TimeUnit.MILLISECONDS).get()
                + ", a ScheduledThreadPoolExecutor " + (ls instanceof java.util.concurrent.ScheduledThreadPoolExecutor));
        ls.shutdown();
    }
}
