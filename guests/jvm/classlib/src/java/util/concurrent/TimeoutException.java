package java.util.concurrent;

/** As the JDK's TimeoutException. */
public class TimeoutException extends Exception {
    private static final long serialVersionUID = 1L;

    public TimeoutException() {
    }

    public TimeoutException(String message) {
        super(message);
    }
}
