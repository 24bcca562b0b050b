package java.io;

/** A reader that can push characters back, to be read again first. */
public class PushbackReader extends Reader {
    private Reader in;
    private char[] buf;
    private int pos;

    public PushbackReader(Reader in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("size <= 0");
        }
        this.in = in;
        this.buf = new char[size];
        this.pos = size;
    }

    public PushbackReader(Reader in) {
        this(in, 1);
    }

    private void ensureOpen() throws IOException {
        if (buf == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        if (pos < buf.length) {
            return buf[pos++];
        }
        return in.read();
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        if (len <= 0) {
            if (len < 0 || off < 0 || off > cbuf.length) {
                throw new IndexOutOfBoundsException();
            }
            return 0;
        }
        int avail = buf.length - pos;
        if (avail > 0) {
            if (len < avail) {
                avail = len;
            }
            System.arraycopy(buf, pos, cbuf, off, avail);
            pos += avail;
            off += avail;
            len -= avail;
        }
        if (len > 0) {
            len = in.read(cbuf, off, len);
            if (len == -1) {
                return (avail == 0) ? -1 : avail;
            }
            return avail + len;
        }
        return avail;
    }

    public void unread(int c) throws IOException {
        ensureOpen();
        if (pos == 0) {
            throw new IOException("Pushback buffer overflow");
        }
        buf[--pos] = (char) c;
    }

    public void unread(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        if (len > pos) {
            throw new IOException("Pushback buffer overflow");
        }
        pos -= len;
        System.arraycopy(cbuf, off, buf, pos, len);
    }

    public void unread(char[] cbuf) throws IOException {
        unread(cbuf, 0, cbuf.length);
    }

    public boolean ready() throws IOException {
        ensureOpen();
        return (pos < buf.length) || in.ready();
    }

    public boolean markSupported() {
        return false;
    }

    public void close() throws IOException {
        if (in == null) {
            return;
        }
        in.close();
        in = null;
        buf = null;
    }
}
