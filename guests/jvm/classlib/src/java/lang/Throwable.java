package java.lang;

import java.io.PrintStream;

/** Root of the exception hierarchy. */
public class Throwable implements java.io.Serializable {
    private String detailMessage;
    private Throwable cause = this;
    /** Filled by the VM in fillInStackTrace0 (a String[] of frame descriptions); see backtrace(). */
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

    /**
     * The backtrace: the VM's String[] of frame descriptions, replaced by the parsed
     * StackTraceElement[] on first use or by setStackTrace (ThrowableTraces), or null.
     */
    Object backtrace() {
        return backtrace;
    }

    void setBacktrace(Object backtrace) {
        this.backtrace = backtrace;
    }

    public StackTraceElement[] getStackTrace() {
        return ThrowableTraces.ourStackTrace(this).clone();
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        ThrowableTraces.setStackTrace(this, stackTrace);
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        ThrowableTraces.print(this, s, null);
    }

    public void printStackTrace(java.io.PrintWriter s) {
        ThrowableTraces.print(this, null, s);
    }
}
