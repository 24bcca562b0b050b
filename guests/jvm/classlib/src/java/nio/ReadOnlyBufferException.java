package java.nio;

public class ReadOnlyBufferException extends UnsupportedOperationException {
    public ReadOnlyBufferException() {
    }
}
