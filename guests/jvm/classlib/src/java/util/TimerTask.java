package java.util;

/**
 * A task for a {@link Timer}, run once or repeatedly by the timer's thread. As the JDK's:
 * a task is scheduled at most once (VIRGIN, then SCHEDULED, then EXECUTED or CANCELLED);
 * cancel() says whether it prevented a run; the period is positive for fixed-rate, negative
 * for fixed-delay and 0 for a one-shot task. State is guarded by `lock`.
 */
public abstract class TimerTask implements Runnable {
    final Object lock = new Object();

    static final int VIRGIN = 0;
    static final int SCHEDULED = 1;
    static final int EXECUTED = 2;
    static final int CANCELLED = 3;

    int state = VIRGIN;
    /* in System.currentTimeMillis() time */
    long nextExecutionTime;
    long period;

    protected TimerTask() {
    }

    public abstract void run();

    public boolean cancel() {
        synchronized (lock) {
            boolean result = state == SCHEDULED;
            state = CANCELLED;
            return result;
        }
    }

    public long scheduledExecutionTime() {
        synchronized (lock) {
            return period < 0 ? nextExecutionTime + period : nextExecutionTime - period;
        }
    }
}
