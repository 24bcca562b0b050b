package java.lang;

/**
 * The VM runs one thread, "main". Thread objects can be made (and run() called), but
 * start() fails loudly: this VM has no second thread.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static Thread mainThread;
    private static int threadNumber;

    private final Runnable target;
    private String name;
    private int priority = NORM_PRIORITY;
    private boolean daemon;
    private boolean interrupted;

    public Thread() {
        this(null, null);
    }

    public Thread(Runnable target) {
        this(target, null);
    }

    public Thread(String name) {
        this(null, name);
    }

    public Thread(Runnable target, String name) {
        this.target = target;
        this.name = (name != null) ? name : "Thread-" + threadNumber++;
    }

    public static Thread currentThread() {
        if (mainThread == null) {
            mainThread = new Thread(null, "main");
            threadNumber = 0;
        }
        return mainThread;
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void start() {
        throw new UnsupportedOperationException("Thread.start: this VM runs a single thread");
    }

    public final void join() throws InterruptedException {
    }

    public final void join(long millis) throws InterruptedException {
    }

    public final String getName() {
        return name;
    }

    public final void setName(String name) {
        this.name = name;
    }

    public final int getPriority() {
        return priority;
    }

    public final void setPriority(int p) {
        if (p < MIN_PRIORITY || p > MAX_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = p;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean on) {
        daemon = on;
    }

    public final boolean isAlive() {
        return this == mainThread;
    }

    public void interrupt() {
        interrupted = true;
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    public static boolean interrupted() {
        Thread t = currentThread();
        boolean r = t.interrupted;
        t.interrupted = false;
        return r;
    }

    public static void yield() {
    }

    /** Busy-waits on System.nanoTime (there is no other thread to run meanwhile). */
    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        long end = System.nanoTime() + millis * 1000000L;
        while (System.nanoTime() < end) {
            if (interrupted()) {
                throw new InterruptedException("sleep interrupted");
            }
        }
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        sleep(millis);
    }

    public String toString() {
        return "Thread[" + name + "," + priority + ",main]";
    }

    /**
     * Called by the VM when main ends with an exception: prints it as the JDK does
     * (to System.err). The VM then exits with status 1.
     */
    static void dispatchUncaughtException(Throwable e) {
        System.err.print("Exception in thread \"" + currentThread().getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
