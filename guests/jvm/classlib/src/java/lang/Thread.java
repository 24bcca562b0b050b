package java.lang;

import java.util.HashMap;

/**
 * A green thread of the VM (threads.c): started threads are scheduled round-robin by the VM
 * and preempted on simulated time. Priorities are stored but not used by the scheduler.
 * There are no thread groups: every thread is in the group "main" while alive.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    /** The states of Thread.getState, as the JDK's. */
    public enum State { NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED }

    /** Called with a thread and the exception that ended it. */
    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    private static int threadInitNumber;
    private static long threadSeqNumber = 1; /* main is 1 */
    private static volatile UncaughtExceptionHandler defaultHandler;

    private Runnable target;
    private volatile String name;
    private int priority = NORM_PRIORITY;
    private boolean daemon;
    private final long tid;
    private int vmThread; /* the VM's record (1-based), 0 before start */
    private volatile UncaughtExceptionHandler handler;
    HashMap<ThreadLocal<?>, Object> threadLocals;
    HashMap<ThreadLocal<?>, Object> inheritableThreadLocals;

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
        if (name == null) {
            name = "Thread-" + nextThreadNum();
        }
        this.target = target;
        this.name = name;
        this.tid = nextThreadId();
        Thread parent = currentThread();
        this.daemon = parent.daemon;
        this.priority = parent.priority;
        if (parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = InheritableThreadLocal.copyMap(parent.inheritableThreadLocals);
        }
    }

    private Thread(long tid) {
        this.name = "main";
        this.tid = tid;
    }

    /** Called by the VM the first time main's Thread object is needed. */
    private static Thread makeMainThread() {
        return new Thread(1L);
    }

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadId() {
        return ++threadSeqNumber;
    }

    public static native Thread currentThread();

    public static native void yield();

    private static native void sleep0(long millis, int nanos) throws InterruptedException;

    private native void start0(boolean daemon);

    private native void interrupt0();

    private native boolean isInterrupted0(boolean clear);

    private native int state0();

    public final native boolean isAlive();

    public static native boolean holdsLock(Object obj);

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis, 0);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        sleep0(millis, nanos);
    }

    public static void onSpinWait() {
        yield();
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public synchronized void start() {
        if (vmThread != 0) {
            throw new IllegalThreadStateException();
        }
        start0(daemon);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long start = System.nanoTime();
            long delay = millis;
            while (isAlive() && delay > 0) {
                wait(delay);
                delay = millis - (System.nanoTime() - start) / 1000000L;
            }
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        join(nanos > 0 && millis < Long.MAX_VALUE ? millis + 1 : millis);
    }

    public final String getName() {
        return name;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public long getId() {
        return tid;
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
        if (vmThread != 0 && isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public State getState() {
        return State.values()[vmThread == 0 ? 0 : state0()];
    }

    public void interrupt() {
        interrupt0();
    }

    public boolean isInterrupted() {
        return isInterrupted0(false);
    }

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return handler;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler h) {
        handler = h;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultHandler;
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler h) {
        defaultHandler = h;
    }

    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + "," + (vmThread != 0 && !isAlive() ? "" : "main") + "]";
    }

    /**
     * Called by the VM when a thread (main included) ends with an exception: the thread's
     * handler, else the default handler, else the JDK's message on System.err.
     */
    static void dispatchUncaughtException(Throwable e) {
        Thread t = currentThread();
        UncaughtExceptionHandler h = t.handler != null ? t.handler : defaultHandler;
        if (h != null) {
            h.uncaughtException(t, e);
            return;
        }
        System.err.print("Exception in thread \"" + t.getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
