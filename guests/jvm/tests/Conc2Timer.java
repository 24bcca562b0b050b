import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * java.util.Timer: one-shot and repeated tasks that cancel themselves after a count,
 * Timer.cancel and purge, the IllegalStateExceptions; then scheduleAtFixedRate on a
 * ScheduledExecutorService stopped after a count. No output depends on timing.
 */
public class Conc2Timer {
    public static void main(String[] args) throws Exception {
        Timer timer = new Timer();
        final List<String> log = new ArrayList<String>();
        final CountDownLatch done = new CountDownLatch(3);
        timer.schedule(new TimerTask() {
            public void run() {
                synchronized (log) {
                    log.add("one-shot on " + Thread.currentThread().getName() + " daemon " + Thread.currentThread().isDaemon());
                }
                done.countDown();
            }
        }, 20);
        timer.scheduleAtFixedRate(new TimerTask() {
            int n;

            public void run() {
                n++;
                synchronized (log) {
                    log.add("fixed-rate tick " + n);
                }
                if (n == 5) {
                    System.out.println("cancel from inside: " + cancel());
                    done.countDown();
                }
            }
        }, 0, 10);
        final TimerTask delayed = new TimerTask() {
            int n;

            public void run() {
                n++;
                if (n == 3) {
                    cancel();
                    done.countDown();
                }
            }
        };
        timer.schedule(delayed, 5, 7);
        done.await();
        synchronized (log) {
            List<String> ticks = new ArrayList<String>();
            String oneShot = null;
            for (String s : log) {
                if (s.startsWith("one-shot")) oneShot = s;
                else ticks.add(s);
            }
            System.out.println(oneShot);
            System.out.println(ticks);
        }
        System.out.println("cancel again: " + delayed.cancel());
        System.out.println("purge: " + timer.purge());
        try {
            timer.schedule(delayed, 1);
        } catch (IllegalStateException e) {
            System.out.println("reschedule cancelled task: " + e.getMessage());
        }
        TimerTask never = new TimerTask() {
            public void run() {
                System.out.println("never runs");
            }
        };
        timer.schedule(never, 60_000);
        System.out.println("cancel pending: " + never.cancel() + ", purge " + timer.purge());
        try {
            timer.schedule(new TimerTask() {
                public void run() {}
            }, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative delay: " + e.getMessage());
        }
        try {
            timer.schedule(new TimerTask() {
                public void run() {}
            }, 1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("zero period: " + e.getMessage());
        }
        timer.cancel();
        try {
            timer.schedule(new TimerTask() {
                public void run() {}
            }, 1);
        } catch (IllegalStateException e) {
            System.out.println("after cancel: " + e.getMessage());
        }

        Timer daemonTimer = new Timer("ticker", true);
        final CountDownLatch one = new CountDownLatch(1);
        final String[] name = new String[1];
        TimerTask t = new TimerTask() {
            public void run() {
                name[0] = Thread.currentThread().getName() + " " + Thread.currentThread().isDaemon();
                one.countDown();
            }
        };
        daemonTimer.schedule(t, new java.util.Date(System.currentTimeMillis() + 5));
        one.await();
        System.out.println("named timer: " + name[0] + ", scheduledExecutionTime set " + (t.scheduledExecutionTime() > 0));
        Timer third = new Timer(true);
        final CountDownLatch two = new CountDownLatch(1);
        third.schedule(new TimerTask() {
            public void run() {
                name[0] = Thread.currentThread().getName();
                two.countDown();
            }
        }, 1);
        two.await();
        System.out.println("third timer thread: " + name[0]);
        third.cancel();
        System.out.println("next unnamed thread: " + new Thread().getName());

        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        final AtomicInteger count = new AtomicInteger();
        final CountDownLatch five = new CountDownLatch(5);
        ScheduledFuture<?> f = ses.scheduleAtFixedRate(() -> {
            count.incrementAndGet();
            five.countDown();
        }, 0, 10, TimeUnit.MILLISECONDS);
        five.await();
        System.out.println("fixed rate cancel: " + f.cancel(false) + " cancelled " + f.isCancelled() + " done " + f.isDone());
        int after = count.get();
        Thread.sleep(50);
        System.out.println("no runs after cancel: " + (count.get() == after) + ", ran at least 5: " + (after >= 5));
        ScheduledFuture<String> later = ses.schedule(() -> "scheduled callable", 15, TimeUnit.MILLISECONDS);
        System.out.println(later.get() + " delay now <= 0: " + (later.getDelay(TimeUnit.MILLISECONDS) <= 0));
        ses.shutdown();
        System.out.println("terminated " + ses.awaitTermination(1, TimeUnit.SECONDS));
    }
}
