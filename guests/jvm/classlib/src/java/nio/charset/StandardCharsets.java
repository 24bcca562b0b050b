package java.nio.charset;

/** The charsets every Java platform has (UTF-16 variants are not provided here). */
public final class StandardCharsets {
    private StandardCharsets() {
    }

    public static final Charset US_ASCII = Charset.forName("US-ASCII");
    public static final Charset ISO_8859_1 = Charset.forName("ISO-8859-1");
    public static final Charset UTF_8 = Charset.forName("UTF-8");
}
