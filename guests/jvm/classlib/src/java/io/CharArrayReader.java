package java.io;

/** A reader over a char array, with mark and reset. */
public class CharArrayReader extends Reader {
    protected char[] buf;
    protected int pos;
    protected int markedPos;
    protected int count;

    public CharArrayReader(char[] buf) {
        this.buf = buf;
        this.pos = 0;
        this.count = buf.length;
    }

    public CharArrayReader(char[] buf, int offset, int length) {
        if ((offset < 0) || (offset > buf.length) || (length < 0) || ((offset + length) < 0)) {
            throw new IllegalArgumentException();
        }
        this.buf = buf;
        this.pos = offset;
        this.count = Math.min(offset + length, buf.length);
        this.markedPos = offset;
    }

    private void ensureOpen() throws IOException {
        if (buf == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        if (pos >= count) {
            return -1;
        }
        return buf[pos++];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || len > cbuf.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        if (pos >= count) {
            return -1;
        }
        int avail = count - pos;
        if (len > avail) {
            len = avail;
        }
        System.arraycopy(buf, pos, cbuf, off, len);
        pos += len;
        return len;
    }

    public long skip(long n) throws IOException {
        ensureOpen();
        long avail = count - pos;
        if (n > avail) {
            n = avail;
        }
        if (n < 0) {
            return 0;
        }
        pos += (int) n;
        return n;
    }

    public boolean ready() throws IOException {
        ensureOpen();
        return (count - pos) > 0;
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        ensureOpen();
        markedPos = pos;
    }

    public void reset() throws IOException {
        ensureOpen();
        pos = markedPos;
    }

    public void close() {
        buf = null;
    }
}
