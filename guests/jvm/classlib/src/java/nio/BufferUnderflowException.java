package java.nio;

public class BufferUnderflowException extends RuntimeException {
    public BufferUnderflowException() {
    }
}
