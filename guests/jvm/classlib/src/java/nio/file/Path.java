package java.nio.file;

/** A Unix file path (java.nio.file.Path on the default file system). */
public interface Path extends Comparable<Path>, Iterable<Path> {
    static Path of(String first, String... more) {
        StringBuilder sb = new StringBuilder(first);
        for (String s : more) {
            if (!s.isEmpty()) {
                if (sb.length() > 0) {
                    sb.append('/');
                }
                sb.append(s);
            }
        }
        return new UnixPath(sb.toString());
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Path.of(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Path.of(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Path.of(other));
    }

    default Path resolveSibling(Path other) {
        Path parent = getParent();
        return parent == null ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Path.of(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    default java.io.File toFile() {
        return new java.io.File(toString());
    }

    int compareTo(Path other);

    java.util.Iterator<Path> iterator();

    boolean equals(Object other);

    int hashCode();

    String toString();
}
