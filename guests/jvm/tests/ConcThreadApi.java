// RELEASE 11
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/** Thread API: interrupt before start, null names, thread groups, activeCount/enumerate,
 * stack traces of this and other threads, uncaught exceptions through a group. */
public class ConcThreadApi {
    public static void main(String[] args) throws Exception {
        interrupts();
        names();
        groups();
        stacks();
        uncaught();
        System.out.println("done");
    }

    static void interrupts() throws Exception {
        Thread t = new Thread(() -> {
            System.out.println("in thread: interrupted " + Thread.currentThread().isInterrupted());
            try {
                Thread.sleep(1000);
                System.out.println("slept");
            } catch (InterruptedException e) {
                System.out.println("sleep: " + e.getMessage() + ", flag now " + Thread.currentThread().isInterrupted());
            }
        });
        t.interrupt();
        System.out.println("before start: interrupted " + t.isInterrupted() + " state " + t.getState() + " alive " + t.isAlive());
        t.start();
        t.join();
        System.out.println("after end: interrupted " + t.isInterrupted() + " state " + t.getState());
        Thread u = new Thread(() -> Thread.currentThread().interrupt());
        u.start();
        u.join();
        System.out.println("ended with its flag set: " + u.isInterrupted());
        u.interrupt();
        System.out.println("interrupt after end: " + u.isInterrupted());
        Thread.onSpinWait();
    }

    static void names() {
        try {
            new Thread((String) null);
        } catch (NullPointerException e) {
            System.out.println("Thread(null): NPE " + e.getMessage());
        }
        try {
            new Thread(() -> { }, null);
        } catch (NullPointerException e) {
            System.out.println("Thread(r, null): NPE " + e.getMessage());
        }
        Thread a = new Thread();
        Thread b = new Thread(() -> { });
        System.out.println("numbered " + a.getName().startsWith("Thread-") + " " + b.getName().startsWith("Thread-") + " "
                + (Integer.parseInt(b.getName().substring(7)) == Integer.parseInt(a.getName().substring(7)) + 1));
    }

    static void groups() throws Exception {
        Thread main = Thread.currentThread();
        ThreadGroup mg = main.getThreadGroup();
        System.out.println("main " + main + " group " + mg.getName() + " parent " + mg.getParent().getName() + " grandparent "
                + mg.getParent().getParent() + " " + mg);
        ThreadGroup g = new ThreadGroup("workers");
        ThreadGroup sub = new ThreadGroup(g, "sub");
        System.out.println(g + " parent " + g.getParent().getName() + " parentOf " + mg.parentOf(sub) + " " + sub.parentOf(g)
                + " groups " + mg.activeGroupCount());
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Thread t = new Thread(i < 2 ? g : sub, () -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }, "w" + i);
            ts.add(t);
        }
        System.out.println("not started: " + g.activeCount() + " " + ts.get(0) + " in " + ts.get(0).getThreadGroup().getName());
        for (Thread t : ts) {
            t.start();
        }
        System.out.println("active: main group " + Thread.activeCount() + " workers " + g.activeCount() + " sub " + sub.activeCount());
        Thread[] arr = new Thread[10];
        int n = g.enumerate(arr);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(arr[i].getName()).append(' ');
        }
        Thread[] one = new Thread[1];
        System.out.println("enumerate " + n + " " + sb.toString().trim() + " non-recursive " + g.enumerate(arr, false)
                + " into a short array " + Thread.enumerate(one) + " " + one[0].getName());
        ThreadGroup[] gs = new ThreadGroup[4];
        System.out.println("subgroups " + g.enumerate(gs) + " " + gs[0].getName());
        go.countDown();
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("ended: " + ts.get(0) + " group " + ts.get(0).getThreadGroup() + " active " + g.activeCount());
        g.setMaxPriority(7);
        System.out.println("maxpri " + g.getMaxPriority() + " " + sub.getMaxPriority() + " " + g);
    }

    static void worker(CountDownLatch started, Object lock) {
        synchronized (lock) {
            started.countDown();
            try {
                lock.wait();
            } catch (InterruptedException e) {
                System.out.println("worker interrupted");
            }
        }
    }

    static boolean has(StackTraceElement[] st, String method) {
        for (StackTraceElement e : st) {
            if (e.getClassName().equals("ConcThreadApi") && e.getMethodName().equals(method)) {
                return true;
            }
        }
        return false;
    }

    static void stacks() throws Exception {
        StackTraceElement[] mine = Thread.currentThread().getStackTrace();
        System.out.println("own stack: " + mine[0].getMethodName() + " " + mine[1] + " " + mine[2].getMethodName()
                + " depth " + mine.length);
        Object lock = new Object();
        CountDownLatch started = new CountDownLatch(1);
        Thread w = new Thread(() -> worker(started, lock), "stacked");
        System.out.println("not started: " + w.getStackTrace().length);
        w.start();
        started.await();
        synchronized (lock) {
            StackTraceElement[] st = w.getStackTrace();
            System.out.println("other thread's stack has worker " + has(st, "worker") + " and lambda's caller; main's has it "
                    + has(mine, "worker"));
            Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
            System.out.println("all stacks: main " + all.containsKey(Thread.currentThread()) + " worker " + all.containsKey(w)
                    + " worker in worker " + has(all.get(w), "worker") + " main in stacks " + has(all.get(Thread.currentThread()), "stacks"));
            lock.notify();
        }
        w.join();
        System.out.println("ended: " + w.getStackTrace().length);
        StackTraceElement e = new StackTraceElement("a.B", "m", "B.java", 12);
        System.out.println(e + " " + new StackTraceElement("a.B", "n", null, -1) + " " + new StackTraceElement("a.B", "n", null, -2)
                + " native " + new StackTraceElement("a.B", "n", null, -2).isNativeMethod() + " " + e.getFileName() + " " + e.getLineNumber()
                + " equals " + e.equals(new StackTraceElement("a.B", "m", "B.java", 12)));
    }

    static void uncaught() throws Exception {
        ThreadGroup g = new ThreadGroup("handled") {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group " + getName() + " caught " + e.getMessage() + " from " + t.getName());
            }
        };
        Thread t = new Thread(g, () -> {
            throw new IllegalStateException("boom");
        }, "thrower");
        System.out.println("handler is the group " + (t.getUncaughtExceptionHandler() == g));
        t.start();
        t.join();
        Thread.UncaughtExceptionHandler old = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> System.out.println("default handler: " + e.getMessage()));
        Thread d = new Thread(() -> {
            throw new RuntimeException("to the default");
        });
        d.start();
        d.join();
        Thread.setDefaultUncaughtExceptionHandler(old);
    }
}
