package java.nio.charset;

import jdk.internal.charset.Codec;

/**
 * Named charsets: this library has UTF-8 (the default), ISO-8859-1 and US-ASCII (see
 * jdk.internal.charset.Codec); others are UnsupportedCharsetException. No buffers,
 * encoders or decoders objects: Strings, readers and writers take a Charset directly.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;
    /** Codec's number for this charset. */
    final int kind;

    Charset(int kind) {
        this.kind = kind;
        this.name = Codec.canonicalName(kind);
        this.aliases = Codec.aliases(kind);
    }

    private static final Charset[] ALL = {new Std(Codec.UTF_8), new Std(Codec.ISO_8859_1), new Std(Codec.US_ASCII)};

    static Charset of(int kind) {
        return ALL[kind];
    }

    public static Charset forName(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        int k = Codec.lookup(charsetName);
        if (k < 0) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return ALL[k];
    }

    public static boolean isSupported(String charsetName) {
        return Codec.lookup(charsetName) >= 0;
    }

    public static Charset defaultCharset() {
        return ALL[Codec.UTF_8];
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final java.util.Set<String> aliases() {
        java.util.Set<String> s = new java.util.HashSet<String>();
        for (String a : aliases) {
            s.add(a);
        }
        return java.util.Collections.unmodifiableSet(s);
    }

    public boolean canEncode() {
        return true;
    }

    /** The Codec number (for the library's own readers, writers and String). */
    public final int codecKind() {
        return kind;
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        return ob instanceof Charset && name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }

    private static final class Std extends Charset {
        Std(int kind) {
            super(kind);
        }
    }
}
