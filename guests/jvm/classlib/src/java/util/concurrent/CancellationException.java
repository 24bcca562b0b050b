package java.util.concurrent;

/** As the JDK's CancellationException. */
public class CancellationException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public CancellationException() {
    }

    public CancellationException(String message) {
        super(message);
    }
}
