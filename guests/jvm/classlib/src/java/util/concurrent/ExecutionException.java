package java.util.concurrent;

/** As the JDK's ExecutionException. */
public class ExecutionException extends Exception {
    private static final long serialVersionUID = 1L;

    public ExecutionException() {
    }

    public ExecutionException(String message) {
        super(message);
    }

    public ExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    public ExecutionException(Throwable cause) {
        super(cause);
    }
}
