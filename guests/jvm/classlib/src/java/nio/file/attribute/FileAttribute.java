package java.nio.file.attribute;

/** An attribute set when a file is created (accepted by the signatures; none is supported). */
public interface FileAttribute<T> {
    String name();

    T value();
}
