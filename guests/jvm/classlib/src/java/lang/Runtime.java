package java.lang;

public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        System.out.flush();
        System.err.flush();
        halt(status);
    }

    public void halt(int status) {
        halt0(status);
    }

    /** Terminates the VM at once with the given exit status (writes class.dump etc. first). */
    private static native void halt0(int status);

    public void addShutdownHook(Thread hook) {
        throw new UnsupportedOperationException("shutdown hooks are not supported by this VM");
    }

    public int availableProcessors() {
        return 1;
    }

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    /** A full collection, then the cleared references go to their queues (and cleaning
        actions run), as the JDK's Reference Handler and cleaner threads would do. */
    public void gc() {
        gc0();
        java.lang.ref.Reference.processPendingReferences();
    }

    private native void gc0();

    public void runFinalization() {
    }
}
