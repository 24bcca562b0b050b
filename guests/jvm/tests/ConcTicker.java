import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A scheduled ticker: a single-thread scheduler prints ten ticks at a fixed rate, a
 * watchdog with a fixed delay counts heartbeats until the ticker is done, and a one-shot
 * alarm fires well after the last tick; then the scheduler shuts down. Only the ticker and
 * the alarm print (from the scheduler's one thread, in time order).
 */
public class ConcTicker {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
        ScheduledExecutorService side = Executors.newScheduledThreadPool(2);
        CountDownLatch ticked = new CountDownLatch(10);
        AtomicInteger tick = new AtomicInteger();
        long start = System.nanoTime();
        ScheduledFuture<?> ticker = clock.scheduleAtFixedRate(() -> {
            int n = tick.incrementAndGet();
            if (n <= 10) {
                long ms = (System.nanoTime() - start) / 1000000L;
                System.out.println("tick " + n + (ms >= n * 10L ? " on time" : " early"));
                ticked.countDown();
            }
        }, 10, 10, TimeUnit.MILLISECONDS);
        AtomicInteger beats = new AtomicInteger();
        ScheduledFuture<?> watchdog = side.scheduleWithFixedDelay(beats::incrementAndGet, 0, 3, TimeUnit.MILLISECONDS);
        ticked.await();
        ticker.cancel(false);
        watchdog.cancel(false);
        System.out.println("ticker cancelled " + ticker.isCancelled() + ", watchdog beat " + (beats.get() > 5 ? "often" : "rarely"));
        ScheduledFuture<String> alarm = clock.schedule(() -> {
            System.out.println("alarm rings");
            return "alarm done";
        }, 50, TimeUnit.MILLISECONDS);
        System.out.println("waiting for the alarm, due in under 60 ms: " + (alarm.getDelay(TimeUnit.MILLISECONDS) <= 50));
        System.out.println(alarm.get());
        clock.shutdown();
        side.shutdown();
        System.out.println("stopped " + clock.awaitTermination(1, TimeUnit.SECONDS) + " " + side.awaitTermination(1, TimeUnit.SECONDS)
                + " elapsed >= 150 ms " + ((System.nanoTime() - start) >= 150000000L));
    }
}
