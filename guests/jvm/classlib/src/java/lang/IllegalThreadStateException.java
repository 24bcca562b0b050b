package java.lang;

/** Thrown when a thread is not in the state an operation needs (e.g. started twice). */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
    }

    public IllegalThreadStateException(String s) {
        super(s);
    }
}
