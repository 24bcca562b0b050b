package java.lang;

import java.io.PrintStream;

/** Root of the exception hierarchy. */
public class Throwable implements java.io.Serializable {
    private String detailMessage;
    private Throwable cause = this;
    /** Filled by the VM in fillInStackTrace0: a String[] of frame descriptions, or null. */
    private Object backtrace;
    private Throwable[] suppressed;
    private int suppressedCount;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        }
        detailMessage = message;
        this.cause = cause;
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with " + cause, this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public synchronized Throwable fillInStackTrace() {
        fillInStackTrace0();
        return this;
    }

    private native void fillInStackTrace0();

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            suppressed = new Throwable[2];
        } else if (suppressedCount == suppressed.length) {
            Throwable[] n = new Throwable[suppressedCount * 2];
            System.arraycopy(suppressed, 0, n, 0, suppressedCount);
            suppressed = n;
        }
        suppressed[suppressedCount++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        Throwable[] r = new Throwable[suppressedCount];
        if (suppressedCount > 0) {
            System.arraycopy(suppressed, 0, r, 0, suppressedCount);
        }
        return r;
    }

    /** The frames, innermost first: parsed from the VM's backtrace strings on first use. */
    private StackTraceElement[] stackTrace;

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == null) {
            if (backtrace instanceof String[]) {
                String[] frames = (String[]) backtrace;
                StackTraceElement[] t = new StackTraceElement[frames.length];
                for (int i = 0; i < frames.length; i++) {
                    t[i] = StackTraceElement.parse(frames[i]);
                }
                stackTrace = t;
            } else {
                stackTrace = new StackTraceElement[0];
            }
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            this.stackTrace = copy;
        }
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        synchronized (s) {
            printStackTrace(new TraceOut(s, null));
        }
    }

    public void printStackTrace(java.io.PrintWriter s) {
        synchronized (s) {
            printStackTrace(new TraceOut(null, s));
        }
    }

    /** A PrintStream or a PrintWriter, whichever printStackTrace was given. */
    private static final class TraceOut {
        private final PrintStream stream;
        private final java.io.PrintWriter writer;

        TraceOut(PrintStream stream, java.io.PrintWriter writer) {
            this.stream = stream;
            this.writer = writer;
        }

        void println(Object o) {
            if (stream != null) {
                stream.println(o);
            } else {
                writer.println(o);
            }
        }
    }

    /**
     * As the JDK prints: this throwable and its frames, then each suppressed exception
     * (indented by a tab) and the cause, each with the frames it shares with the trace that
     * encloses it shortened to "... n more", and "[CIRCULAR REFERENCE: ...]" for a throwable
     * already printed.
     */
    private void printStackTrace(TraceOut s) {
        java.util.IdentityHashMap<Throwable, Boolean> dejaVu = new java.util.IdentityHashMap<Throwable, Boolean>();
        dejaVu.put(this, Boolean.TRUE);
        s.println(this);
        StackTraceElement[] trace = getOurStackTrace();
        for (StackTraceElement e : trace) {
            s.println("\tat " + e);
        }
        for (Throwable se : getSuppressed()) {
            se.printEnclosedTrace(s, trace, "Suppressed: ", "\t", dejaVu);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedTrace(s, trace, "Caused by: ", "", dejaVu);
        }
    }

    private void printEnclosedTrace(TraceOut s, StackTraceElement[] enclosingTrace, String caption, String prefix,
            java.util.IdentityHashMap<Throwable, Boolean> dejaVu) {
        if (dejaVu.containsKey(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        dejaVu.put(this, Boolean.TRUE);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        for (Throwable se : getSuppressed()) {
            se.printEnclosedTrace(s, trace, "Suppressed: ", prefix + "\t", dejaVu);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedTrace(s, trace, "Caused by: ", prefix, dejaVu);
        }
    }
}
