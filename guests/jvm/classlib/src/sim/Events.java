package sim;

/**
 * Events a program sends to the simulator through the guest VM's featured page
 * (docs/events.md): the measured region and free-form markers. Under the guest VM these
 * are natives; on another JVM the class does not exist (callers guard for that, as
 * {@code bench.Harness} does).
 */
public final class Events {
    private Events() {
    }

    /** TRACE_ON: the measured region starts. */
    public static native void traceOn();

    /** TRACE_OFF: the measured region ends. */
    public static native void traceOff();

    /** MARKER: a string (at most 255 bytes of its UTF-8 are sent), e.g. "iteration 3". */
    public static native void marker(String s);
}
