package java.util.concurrent;

/** As the JDK's RejectedExecutionException. */
public class RejectedExecutionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RejectedExecutionException() {
    }

    public RejectedExecutionException(String message) {
        super(message);
    }

    public RejectedExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    public RejectedExecutionException(Throwable cause) {
        super(cause);
    }
}
