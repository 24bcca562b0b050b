package java.nio.file;

/** Options of Files.walk (FOLLOW_LINKS: links are always followed here, stat follows them). */
public enum FileVisitOption {
    FOLLOW_LINKS
}
