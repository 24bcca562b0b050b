package java.lang;

import java.util.HashMap;
import java.util.Map;

/**
 * A green thread of the VM (threads.c): started threads are scheduled round-robin by the VM
 * and preempted on simulated time. Priorities are stored but not used by the scheduler.
 * Thread groups hold no thread list of their own: the VM's live threads are filtered by
 * group (ThreadGroup).
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
    private ThreadGroup group;
    private int interruptedEarly; /* interrupt() before start(): the VM reads it at start */
    HashMap<ThreadLocal<?>, Object> threadLocals;
    HashMap<ThreadLocal<?>, Object> inheritableThreadLocals;

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        this(null, null, name);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum());
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize, boolean inheritThreadLocals) {
        this(group, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.target = target;
        this.name = name;
        this.tid = nextThreadId();
        Thread parent = currentThread();
        this.group = group != null ? group : parent.getThreadGroup();
        this.daemon = parent.daemon;
        this.priority = parent.priority;
        if (parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = InheritableThreadLocal.copyMap(parent.inheritableThreadLocals);
        }
    }

    private Thread(long tid) {
        this.name = "main";
        this.tid = tid;
        this.group = ThreadGroup.mainGroup();
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

    private static native Thread[] liveThreads0();

    private native String[] stackTrace0();

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
        UncaughtExceptionHandler h = handler;
        return h != null ? h : getThreadGroup();
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

    /** The group, or null once the thread has ended (as the JDK). */
    public final ThreadGroup getThreadGroup() {
        return vmThread != 0 && !isAlive() ? null : group;
    }

    /** The live threads (started, not ended) in start order: for ThreadGroup. */
    static Thread[] liveThreads() {
        currentThread(); /* main's Thread object exists from here on */
        return liveThreads0();
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public final void checkAccess() {
    }

    public ClassLoader getContextClassLoader() {
        return ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
    }

    /**
     * The thread's frames, innermost first (the running thread's start with this method, as
     * the JDK's); empty for a thread not started or ended. Frames are those of this class
     * library, so a thread blocked in a library call shows its frames, not the JDK's.
     */
    public StackTraceElement[] getStackTrace() {
        String[] frames = stackTrace0();
        if (frames == null) {
            return new StackTraceElement[0];
        }
        StackTraceElement[] r = new StackTraceElement[frames.length];
        for (int i = 0; i < frames.length; i++) {
            r[i] = StackTraceElement.parse(frames[i]);
        }
        return r;
    }

    public static Map<Thread, StackTraceElement[]> getAllStackTraces() {
        Map<Thread, StackTraceElement[]> m = new HashMap<>();
        for (Thread t : liveThreads()) {
            m.put(t, t.getStackTrace());
        }
        return m;
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        return "Thread[" + getName() + "," + getPriority() + "," + (g == null ? "" : g.getName()) + "]";
    }

    /**
     * Called by the VM when a thread (main included) ends with an exception: the thread's
     * handler, else its group's uncaughtException (by default: the parent group's, then the
     * default handler, then the JDK's message on System.err).
     */
    static void dispatchUncaughtException(Throwable e) {
        Thread t = currentThread();
        UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(t, e);
            return;
        }
        printUncaught(t, e);
    }

    static void printUncaught(Thread t, Throwable e) {
        System.err.print("Exception in thread \"" + t.getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
