package java.lang;

public class ReflectiveOperationException extends Exception {
    public ReflectiveOperationException() {
        super();
    }

    public ReflectiveOperationException(String message) {
        super(message);
    }
}
