package java.lang;

public class ExceptionInInitializerError extends LinkageError {
    private Throwable exception;

    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        initCause(null);
        this.exception = thrown;
    }

    public ExceptionInInitializerError(String s) {
        super(s);
        initCause(null);
    }

    public Throwable getException() {
        return exception;
    }

    public Throwable getCause() {
        return exception;
    }
}
