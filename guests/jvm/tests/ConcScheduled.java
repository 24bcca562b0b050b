import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** ScheduledThreadPoolExecutor, DelayQueue and PriorityBlockingQueue; delays far enough apart
 * that the order does not depend on the interleaving. */
public class ConcScheduled {
    public static void main(String[] args) throws Exception {
        delays();
        periodic();
        shutdownPolicies();
        single();
        delayQueue();
        priorityQueue();
        System.out.println("done");
    }

    static void delays() throws Exception {
        ScheduledThreadPoolExecutor ex = new ScheduledThreadPoolExecutor(2);
        List<String> order = Collections.synchronizedList(new ArrayList<String>());
        CountDownLatch latch = new CountDownLatch(3);
        long t0 = System.nanoTime();
        for (String[] s : new String[][] {{"A", "90"}, {"B", "30"}, {"C", "60"}}) {
            ex.schedule(() -> {
                order.add(s[0]);
                latch.countDown();
            }, Long.parseLong(s[1]), TimeUnit.MILLISECONDS);
        }
        ScheduledFuture<Integer> f = ex.schedule(() -> 6 * 7, 20, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> far = ex.schedule(() -> { }, 10, TimeUnit.SECONDS);
        System.out.println("compare " + (f.compareTo(far) < 0) + " " + (far.compareTo(f) > 0) + " delay>0 " + (far.getDelay(TimeUnit.SECONDS) > 5));
        System.out.println("callable " + f.get() + " done " + f.isDone() + " delay<=0 " + (f.getDelay(TimeUnit.NANOSECONDS) <= 0));
        latch.await();
        System.out.println("order " + order + " waited>=90ms " + ((System.nanoTime() - t0) >= 90000000L));
        System.out.println("cancel far " + far.cancel(false) + " " + far.isCancelled() + " queue " + ex.getQueue().size());
        ex.setRemoveOnCancelPolicy(true);
        ScheduledFuture<?> far2 = ex.schedule(() -> { }, 10, TimeUnit.SECONDS);
        System.out.println("queued " + ex.getQueue().size());
        far2.cancel(false);
        System.out.println("removed on cancel " + ex.getQueue().size());
        ex.shutdown();
        System.out.println("terminated " + ex.awaitTermination(5, TimeUnit.SECONDS));
    }

    static void periodic() throws Exception {
        ScheduledExecutorService ex = Executors.newScheduledThreadPool(1);
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch five = new CountDownLatch(5);
        ScheduledFuture<?> rate = ex.scheduleAtFixedRate(() -> {
            ticks.incrementAndGet();
            five.countDown();
        }, 5, 10, TimeUnit.MILLISECONDS);
        five.await();
        rate.cancel(false);
        System.out.println("fixed rate ticks>=5 " + (ticks.get() >= 5) + " cancelled " + rate.isCancelled() + " done " + rate.isDone());
        AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> delay = ex.scheduleWithFixedDelay(() -> {
            if (runs.incrementAndGet() == 3) {
                throw new IllegalStateException("third run");
            }
        }, 0, 5, TimeUnit.MILLISECONDS);
        try {
            delay.get();
        } catch (ExecutionException e) {
            System.out.println("fixed delay stopped: " + e.getCause() + " after " + runs.get() + " runs");
        }
        Thread.sleep(30);
        System.out.println("runs still " + runs.get() + " periodic " + ((java.util.concurrent.RunnableScheduledFuture<?>) delay).isPeriodic());
        try {
            ex.scheduleAtFixedRate(() -> { }, 0, 0, TimeUnit.MILLISECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("period 0: IllegalArgumentException");
        }
        ex.shutdown();
        ex.awaitTermination(5, TimeUnit.SECONDS);
    }

    static void shutdownPolicies() throws Exception {
        ScheduledThreadPoolExecutor ex = new ScheduledThreadPoolExecutor(2);
        AtomicInteger ran = new AtomicInteger();
        ScheduledFuture<?> delayed = ex.schedule(ran::incrementAndGet, 40, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> periodic = ex.scheduleAtFixedRate(() -> { }, 500, 500, TimeUnit.MILLISECONDS);
        ex.shutdown();
        System.out.println("shutdown: periodic cancelled " + periodic.isCancelled() + ", delayed cancelled " + delayed.isCancelled()
                + ", terminated " + ex.isTerminated());
        try {
            ex.schedule(() -> { }, 1, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("after shutdown: RejectedExecutionException");
        }
        System.out.println("awaitTermination " + ex.awaitTermination(5, TimeUnit.SECONDS) + " delayed ran " + ran.get()
                + " policies " + ex.getExecuteExistingDelayedTasksAfterShutdownPolicy() + " "
                + ex.getContinueExistingPeriodicTasksAfterShutdownPolicy());
        ScheduledThreadPoolExecutor now = new ScheduledThreadPoolExecutor(1);
        for (int i = 0; i < 3; i++) {
            now.schedule(() -> { }, 10, TimeUnit.SECONDS);
        }
        List<Runnable> pending = now.shutdownNow();
        System.out.println("shutdownNow pending " + pending.size() + " terminated " + now.awaitTermination(5, TimeUnit.SECONDS));
        ScheduledThreadPoolExecutor drop = new ScheduledThreadPoolExecutor(1);
        drop.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        ScheduledFuture<?> d = drop.schedule(ran::incrementAndGet, 10, TimeUnit.SECONDS);
        drop.shutdown();
        System.out.println("dropped " + d.isCancelled() + " terminated " + drop.awaitTermination(5, TimeUnit.SECONDS));
    }

    static void single() throws Exception {
        ScheduledExecutorService ex = Executors.newSingleThreadScheduledExecutor();
        List<String> order = Collections.synchronizedList(new ArrayList<String>());
        for (int i = 0; i < 5; i++) {
            int k = i;
            ex.schedule(() -> order.add(k + ":" + Thread.currentThread().getName().replaceAll("pool-[0-9]+", "pool-N")), 5, TimeUnit.MILLISECONDS);
        }
        ex.submit(() -> order.add("submitted")).get();
        ex.execute(() -> order.add("executed"));
        ex.shutdown();
        ex.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("single " + order);
    }

    static final class Item implements Delayed {
        final String name;
        final long due;

        Item(String name, long delayMs) {
            this.name = name;
            this.due = System.nanoTime() + delayMs * 1000000L;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(due - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed o) {
            return Long.compare(due, ((Item) o).due);
        }

        public String toString() {
            return name;
        }
    }

    static void delayQueue() throws Exception {
        DelayQueue<Item> q = new DelayQueue<>();
        q.put(new Item("slow", 60));
        q.put(new Item("fast", 20));
        q.put(new Item("medium", 40));
        System.out.println("delay queue size " + q.size() + " peek " + q.peek() + " poll " + q.poll());
        List<String> got = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            got.add(q.take().name);
        }
        System.out.println("taken " + got + " empty " + q.isEmpty());
        q.put(new Item("late", 1000));
        System.out.println("timed poll " + q.poll(10, TimeUnit.MILLISECONDS) + " remaining " + q.remainingCapacity());
        List<Item> drained = new ArrayList<>();
        System.out.println("drain unexpired " + q.drainTo(drained) + " size " + q.size());
        Thread consumer = new Thread(() -> {
            try {
                System.out.println("consumer took " + q.take());
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        q.clear();
        consumer.start();
        Thread.sleep(20);
        q.put(new Item("handed", 10));
        consumer.join();
    }

    static void priorityQueue() throws Exception {
        PriorityBlockingQueue<Integer> q = new PriorityBlockingQueue<>();
        for (int v : new int[] {5, 3, 9, 1, 7, 2}) {
            q.offer(v);
        }
        System.out.println("pbq " + q + " size " + q.size() + " peek " + q.peek());
        StringBuilder sb = new StringBuilder();
        while (!q.isEmpty()) {
            sb.append(q.take()).append(' ');
        }
        System.out.println("sorted " + sb.toString().trim());
        PriorityBlockingQueue<String> r = new PriorityBlockingQueue<>(4, Collections.reverseOrder());
        Thread consumer = new Thread(() -> {
            try {
                String s;
                StringBuilder got = new StringBuilder();
                while (!(s = r.take()).equals("")) {
                    got.append(s).append(',');
                }
                System.out.println("consumer got " + got);
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        consumer.start();
        Thread.sleep(20);
        r.addAll(java.util.Arrays.asList("b", "d", "a", "c"));
        Thread.sleep(20);
        r.put("");
        consumer.join();
        try {
            q.offer(null);
        } catch (NullPointerException e) {
            System.out.println("null refused");
        }
        q.addAll(java.util.Arrays.asList(4, 8, 6));
        List<Integer> sink = new ArrayList<>();
        System.out.println("drained " + q.drainTo(sink, 2) + " " + sink + " left " + q);
    }
}
