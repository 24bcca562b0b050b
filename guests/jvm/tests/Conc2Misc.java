// RELEASE 11
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Odds and ends of threaded programs: static synchronized counters, a Thread subclass with
 * its own fields, thread groups and activeCount, a periodic task that throws (its later runs
 * are suppressed and get() reports the exception), a DelayQueue of jobs taken in deadline
 * order, getStackTrace of the current thread, Thread.toString.
 */
public class Conc2Misc {
    static int counter;

    static synchronized void bump() {
        counter++;
    }

    static class Worker extends Thread {
        private final int id;
        int result;

        Worker(ThreadGroup g, int id) {
            super(g, "worker-" + id);
            this.id = id;
        }

        @Override
        public void run() {
            for (int i = 0; i < 500; i++) bump();
            result = id * id;
        }
    }

    static class Job implements Delayed {
        final String name;
        final long at;

        Job(String name, long delayMs) {
            this.name = name;
            this.at = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMs);
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed o) {
            return Long.compare(at, ((Job) o).at);
        }
    }

    public static void main(String[] args) throws Exception {
        ThreadGroup group = new ThreadGroup("workers");
        Worker[] ws = new Worker[4];
        for (int i = 0; i < ws.length; i++) ws[i] = new Worker(group, i + 1);
        for (Worker w : ws) w.start();
        for (Worker w : ws) w.join();
        int sum = 0;
        for (Worker w : ws) sum += w.result;
        System.out.println("static synchronized counter " + counter + ", results " + sum + ", group " + group.getName()
                + " parent " + group.getParent().getName() + ", group of a terminated thread " + ws[0].getThreadGroup());
        System.out.println("main's group " + Thread.currentThread().getThreadGroup().getName()
                + ", toString " + Thread.currentThread() + " " + ws[2]);

        ScheduledExecutorService ses = Executors.newScheduledThreadPool(1);
        AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> bad = ses.scheduleAtFixedRate(() -> {
            if (runs.incrementAndGet() == 3) throw new IllegalStateException("third run fails");
        }, 0, 5, TimeUnit.MILLISECONDS);
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("periodic task: " + e.getCause() + " after " + runs.get() + " runs, done " + bad.isDone());
        }
        Thread.sleep(30);
        System.out.println("no more runs: " + runs.get());
        ScheduledFuture<?> stopped = ses.scheduleWithFixedDelay(runs::incrementAndGet, 50, 50, TimeUnit.MILLISECONDS);
        stopped.cancel(false);
        try {
            stopped.get();
        } catch (CancellationException e) {
            System.out.println("cancelled periodic get: CancellationException");
        }
        ses.shutdownNow();

        DelayQueue<Job> dq = new DelayQueue<>();
        dq.put(new Job("late", 500));
        dq.put(new Job("early", 100));
        dq.put(new Job("middle", 300));
        System.out.println("nothing due yet: " + dq.poll() + ", size " + dq.size() + ", head " + dq.peek().name);
        List<String> order = new ArrayList<>();
        while (!dq.isEmpty()) order.add(dq.take().name);
        System.out.println("delay queue order " + order);

        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        int i = 0;
        while (i < st.length && !st[i].getMethodName().equals("main")) i++;
        System.out.println("stack: main frame " + st[i].getClassName() + "." + st[i].getMethodName() + " at index>0 " + (i > 0));

        CountDownLatch live = new CountDownLatch(1);
        Thread t = new Thread(group, () -> {
            try {
                live.await();
            } catch (InterruptedException e) {
                return;
            }
        }, "lingering");
        t.start();
        Thread[] members = new Thread[10];
        int n = group.enumerate(members);
        System.out.println("group active " + group.activeCount() + " enumerate " + n + " " + members[0].getName());
        live.countDown();
        t.join();
        System.out.println("after join active " + group.activeCount());
    }
}
