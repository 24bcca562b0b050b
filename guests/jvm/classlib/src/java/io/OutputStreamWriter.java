package java.io;

import jdk.internal.charset.Codec;

/**
 * Encodes characters onto a byte stream as UTF-8 (the default), ISO-8859-1 or US-ASCII
 * (unmappable characters become '?'); each write is passed on at once.
 */
public class OutputStreamWriter extends Writer {
    private final OutputStream out;
    /** jdk.internal.charset.Codec's charset number. */
    private int kind = Codec.UTF_8;
    private boolean closed;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        this(out);
        kind = Codec.require(charsetName);
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        this(out);
        kind = cs.codecKind();
    }

    public String getEncoding() {
        return closed ? null : Codec.historicalName(kind);
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        byte[] b = Codec.encode(kind, new String(cbuf, off, len));
        out.write(b, 0, b.length);
    }

    public void write(String str, int off, int len) throws IOException {
        byte[] b = Codec.encode(kind, str.substring(off, off + len));
        out.write(b, 0, b.length);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        closed = true;
        out.close();
    }
}
