import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Exceptions escaping tasks: execute() lets the worker die (the JDK prints "Exception in
 * thread \"pool-1-thread-1\"" on stderr) and replaces it, submit() keeps it in the Future;
 * a thread's own and the default uncaught-exception handler.
 */
public class Conc2Uncaught {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        pool.execute(() -> {
            throw new IllegalStateException("from execute");
        });
        Thread.sleep(20);
        String after = pool.submit(() -> Thread.currentThread().getName()).get();
        System.out.println("after execute failure the task runs on " + after);
        Future<?> f = pool.submit(() -> {
            throw new IllegalStateException("from submit");
        });
        try {
            f.get();
        } catch (Exception e) {
            System.out.println("submit: " + e.getCause().getMessage());
        }
        System.out.println("still on " + pool.submit(() -> Thread.currentThread().getName()).get());
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);

        Thread t = new Thread(() -> {
            throw new ArithmeticException("own handler");
        }, "with-handler");
        t.setUncaughtExceptionHandler((th, e) -> System.out.println("handler: " + th.getName() + " " + e));
        t.start();
        t.join();
        final java.util.concurrent.CountDownLatch handled = new java.util.concurrent.CountDownLatch(2);
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> {
            System.out.println("default handler: " + th.getName() + " " + e.getMessage());
            handled.countDown();
        });
        Thread u = new Thread(() -> {
            throw new RuntimeException("nobody's");
        });
        u.start();
        u.join();
        ExecutorService p2 = Executors.newSingleThreadExecutor();
        p2.execute(() -> {
            throw new UnsupportedOperationException("pool task");
        });
        p2.shutdown();
        p2.awaitTermination(1, TimeUnit.SECONDS);
        handled.await();
        System.out.println("state " + u.getState() + " handler set " + (Thread.getDefaultUncaughtExceptionHandler() != null));
    }
}
