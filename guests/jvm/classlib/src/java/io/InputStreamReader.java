package java.io;

import jdk.internal.charset.Codec;

/**
 * Decodes bytes from a stream as UTF-8 (the default; malformed input becomes U+FFFD),
 * ISO-8859-1 or US-ASCII (bytes over 0x7f become U+FFFD).
 */
public class InputStreamReader extends Reader {
    private final InputStream in;
    private final byte[] bytes = new byte[8192];
    private int bpos;
    private int blen;
    /** Low surrogate waiting to be returned after its high surrogate. */
    private int pendingLow = -1;
    /** jdk.internal.charset.Codec's charset number. */
    private int kind = Codec.UTF_8;
    private boolean closed;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        this(in);
        kind = Codec.require(charsetName);
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        this(in);
        kind = cs.codecKind();
    }

    public String getEncoding() {
        return closed ? null : Codec.historicalName(kind);
    }

    private int nextByte() throws IOException {
        if (bpos == blen) {
            blen = in.read(bytes, 0, bytes.length);
            bpos = 0;
            if (blen <= 0) {
                blen = 0;
                return -1;
            }
        }
        return bytes[bpos++] & 0xff;
    }

    private int peekByte() throws IOException {
        int b = nextByte();
        if (b >= 0) {
            bpos--;
        }
        return b;
    }

    private int readChar() throws IOException {
        if (pendingLow >= 0) {
            int c = pendingLow;
            pendingLow = -1;
            return c;
        }
        int b = nextByte();
        if (b < 0x80) {
            return b;
        }
        if (kind != Codec.UTF_8) {
            return kind == Codec.US_ASCII ? 0xfffd : b;
        }
        int need;
        int cp;
        int min;
        if (b >= 0xc2 && b <= 0xdf) {
            need = 1;
            cp = b & 0x1f;
            min = 0x80;
        } else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            cp = b & 0x0f;
            min = 0x800;
        } else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            cp = b & 0x07;
            min = 0x10000;
        } else {
            return 0xfffd;
        }
        for (int k = 0; k < need; k++) {
            int c = peekByte();
            if (c < 0 || (c & 0xc0) != 0x80) {
                return 0xfffd;
            }
            nextByte();
            cp = (cp << 6) | (c & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            return 0xfffd;
        }
        if (cp >= 0x10000) {
            pendingLow = Character.lowSurrogate(cp);
            return Character.highSurrogate(cp);
        }
        return cp;
    }

    public int read() throws IOException {
        return readChar();
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > cbuf.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = 0;
        while (n < len) {
            if (n > 0 && bpos == blen && pendingLow < 0 && in.available() <= 0) {
                break;
            }
            int c = readChar();
            if (c < 0) {
                break;
            }
            cbuf[off + n++] = (char) c;
        }
        return n == 0 ? -1 : n;
    }

    public boolean ready() throws IOException {
        return bpos < blen || pendingLow >= 0 || in.available() > 0;
    }

    public void close() throws IOException {
        closed = true;
        in.close();
    }
}
