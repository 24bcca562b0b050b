/** An uncaught exception ends its thread (the JDK's message on stderr) but not the VM; a
 * thread's handler and the default handler see theirs; main then ends normally. */
public class ThreadsUncaught {
    public static void main(String[] args) throws Exception {
        Thread plain = new Thread(() -> {
            throw new IllegalStateException("from a thread");
        }, "worker");
        plain.start();
        plain.join();
        System.out.println("worker alive " + plain.isAlive());
        final StringBuilder seen = new StringBuilder();
        Thread own = new Thread(() -> {
            throw new ArithmeticException("own handler");
        }, "own");
        own.setUncaughtExceptionHandler((t, e) -> seen.append(t.getName()).append(": ").append(e.getMessage()).append("; "));
        own.start();
        own.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> seen.append("default ").append(t.getName()).append(": ").append(e));
        Thread dflt = new Thread(() -> {
            throw new UnsupportedOperationException("no handler");
        }, "dflt");
        dflt.start();
        dflt.join();
        System.out.println(seen);
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.println("main done");
    }
}
