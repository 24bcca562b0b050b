// RELEASE 11
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Thread lifecycle: getState at points where it is fixed, interrupting a sleeping, a waiting
 * and a joining thread, a blocked thread that interrupt does not wake, volatile stop flags
 * with onSpinWait, daemon and priority, Thread-N numbering, ThreadLocal and
 * InheritableThreadLocal.
 */
public class Conc2ThreadStates {
    static volatile boolean stop;
    static final Object lock = new Object();

    static void waitFor(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted, flag now " + Thread.currentThread().isInterrupted());
                }
            }
        });
        System.out.println(t.getName() + " " + t.getState() + " alive " + t.isAlive());
        t.start();
        waitFor(t, Thread.State.WAITING);
        System.out.println("waiting: " + t.getState());
        t.interrupt();
        t.join();
        System.out.println("after join: " + t.getState() + " alive " + t.isAlive());

        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                System.out.println("slept through");
            } catch (InterruptedException e) {
                System.out.println("sleeper: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted());
            }
        }, "sleeper");
        sleeper.start();
        waitFor(sleeper, Thread.State.TIMED_WAITING);
        System.out.println("sleeping: " + sleeper.getState());
        sleeper.interrupt();
        sleeper.join();

        Thread blocked;
        synchronized (lock) {
            blocked = new Thread(() -> {
                synchronized (lock) {
                    System.out.println("blocked thread got the lock, interrupted " + Thread.interrupted()
                            + " then " + Thread.currentThread().isInterrupted());
                }
            });
            blocked.start();
            waitFor(blocked, Thread.State.BLOCKED);
            System.out.println("blocked: " + blocked.getState());
            blocked.interrupt();
            Thread.sleep(5);
            System.out.println("still blocked after interrupt: " + blocked.getState());
        }
        blocked.join();

        final Thread target = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                System.out.println("unexpected");
            }
        });
        Thread joiner = new Thread(() -> {
            try {
                target.join();
                System.out.println("joined");
            } catch (InterruptedException e) {
                System.out.println("joiner interrupted while " + target.getState());
            }
        });
        target.start();
        joiner.start();
        waitFor(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();
        target.join();

        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep throws at once; flag " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted() " + Thread.interrupted() + " " + Thread.interrupted());

        final AtomicLong spins = new AtomicLong();
        Thread spinner = new Thread(() -> {
            while (!stop) {
                Thread.onSpinWait();
                spins.incrementAndGet();
            }
        });
        spinner.start();
        while (spins.get() < 1000) Thread.sleep(1);
        stop = true;
        spinner.join();
        System.out.println("spinner stopped: " + spinner.getState() + " spun enough " + (spins.get() >= 1000));

        Thread d = new Thread(() -> {});
        System.out.println("daemon default " + d.isDaemon() + " priority " + d.getPriority() + " main priority "
                + Thread.currentThread().getPriority() + " max " + Thread.MAX_PRIORITY + " min " + Thread.MIN_PRIORITY);
        d.setDaemon(true);
        d.setPriority(Thread.MAX_PRIORITY);
        final boolean[] inherited = new boolean[2];
        final int[] prio = new int[1];
        d = new Thread(() -> {
            Thread child = new Thread(() -> {});
            inherited[0] = child.isDaemon();
            prio[0] = child.getPriority();
        });
        d.setDaemon(true);
        d.setPriority(7);
        d.start();
        d.join();
        System.out.println("child of daemon is daemon " + inherited[0] + ", priority " + prio[0]);
        try {
            d.setDaemon(false);
            System.out.println("setDaemon on terminated thread allowed");
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon: IllegalThreadStateException");
        }
        try {
            d.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: IllegalThreadStateException");
        }
        try {
            new Thread(() -> {}).setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("priority 11: IllegalArgumentException");
        }

        List<String> names = new ArrayList<String>();
        for (int i = 0; i < 3; i++) names.add(new Thread(() -> {}).getName());
        names.add(new Thread("custom").getName());
        names.add(new Thread(() -> {}).getName());
        System.out.println("names " + names + " main " + Thread.currentThread().getName());

        final ThreadLocal<StringBuilder> buf = ThreadLocal.withInitial(() -> new StringBuilder("init"));
        final InheritableThreadLocal<String> ctx = new InheritableThreadLocal<String>() {
            @Override
            protected String childValue(String parent) {
                return parent + "/child";
            }
        };
        final ThreadLocal<Integer> plain = new ThreadLocal<Integer>();
        buf.get().append("-main");
        ctx.set("request-42");
        plain.set(5);
        final List<String> seen = new ArrayList<String>();
        final CountDownLatch done = new CountDownLatch(2);
        for (int i = 0; i < 2; i++) {
            final int id = i;
            new Thread(() -> {
                buf.get().append("-t").append(id);
                String s = "t" + id + ": " + buf.get() + " " + ctx.get() + " " + plain.get();
                ctx.set("changed");
                synchronized (seen) {
                    seen.add(s);
                }
                done.countDown();
            }).start();
        }
        done.await();
        java.util.Collections.sort(seen);
        System.out.println("thread locals " + seen + ", main " + buf.get() + " " + ctx.get() + " " + plain.get());
        buf.remove();
        plain.remove();
        System.out.println("after remove " + buf.get() + " " + plain.get());
    }
}
