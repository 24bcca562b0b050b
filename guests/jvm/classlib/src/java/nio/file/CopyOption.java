package java.nio.file;

public interface CopyOption {
}
