package java.util.concurrent;

/** As the JDK's BrokenBarrierException. */
public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 7117394618823254244L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
