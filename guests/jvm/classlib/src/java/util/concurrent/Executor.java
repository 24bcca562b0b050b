package java.util.concurrent;

/** Runs submitted Runnables. */
public interface Executor {
    void execute(Runnable command);
}
