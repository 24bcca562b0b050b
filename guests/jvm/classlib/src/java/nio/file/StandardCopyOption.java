package java.nio.file;

public enum StandardCopyOption implements CopyOption {
    REPLACE_EXISTING, COPY_ATTRIBUTES, ATOMIC_MOVE
}
