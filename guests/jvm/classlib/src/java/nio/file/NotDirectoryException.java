package java.nio.file;

public class NotDirectoryException extends FileSystemException {
    public NotDirectoryException(String file) {
        super(file);
    }

    public NotDirectoryException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
