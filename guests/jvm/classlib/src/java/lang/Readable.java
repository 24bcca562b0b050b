package java.lang;

/**
 * A source of characters (java.lang.Readable). Its one JDK method, read(CharBuffer), is not
 * declared here because java.nio buffers are not provided; Scanner accepts a Readable that is
 * a java.io.Reader.
 */
public interface Readable {
}
