package java.io;

public class BufferedReader extends Reader {
    private Reader in;
    private char[] cb;
    private int nChars;
    private int nextChar;
    private boolean skipLF;
    /** mark's position in cb: -1 no mark, -2 the mark was invalidated (read past its limit) */
    private int markedChar = -1;
    private int readAheadLimit;
    private boolean markedSkipLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        cb = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Refills the buffer, keeping what a valid mark may return to; false at end of input. */
    private boolean fill() throws IOException {
        int dst = 0;
        if (markedChar >= 0) {
            int delta = nextChar - markedChar;
            if (delta >= readAheadLimit) {
                markedChar = -2;
            } else {
                if (readAheadLimit > cb.length) {
                    char[] ncb = new char[readAheadLimit];
                    System.arraycopy(cb, markedChar, ncb, 0, delta);
                    cb = ncb;
                } else {
                    System.arraycopy(cb, markedChar, cb, 0, delta);
                }
                markedChar = 0;
                dst = delta;
            }
        }
        int n;
        do {
            n = in.read(cb, dst, cb.length - dst);
        } while (n == 0);
        if (n < 0) {
            nChars = nextChar = dst;
            return false;
        }
        nChars = dst + n;
        nextChar = dst;
        return true;
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        ensureOpen();
        this.readAheadLimit = readAheadLimit;
        markedChar = nextChar;
        markedSkipLF = skipLF;
    }

    public void reset() throws IOException {
        ensureOpen();
        if (markedChar < 0) {
            throw new IOException(markedChar == -2 ? "Mark invalid" : "Stream not marked");
        }
        nextChar = markedChar;
        skipLF = markedSkipLF;
    }

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        long r = 0;
        while (r < n && read() >= 0) {
            r++;
        }
        return r;
    }

    public int read() throws IOException {
        ensureOpen();
        for (;;) {
            if (nextChar >= nChars && !fill()) {
                return -1;
            }
            if (skipLF) {
                skipLF = false;
                if (cb[nextChar] == '\n') {
                    nextChar++;
                    continue;
                }
            }
            return cb[nextChar++];
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > cbuf.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = 0;
        while (n < len) {
            if (nextChar >= nChars) {
                if (n > 0 && !in.ready()) {
                    break;
                }
                if (!fill()) {
                    break;
                }
            }
            if (skipLF) {
                skipLF = false;
                if (cb[nextChar] == '\n') {
                    nextChar++;
                    continue;
                }
            }
            int d = Math.min(len - n, nChars - nextChar);
            System.arraycopy(cb, nextChar, cbuf, off + n, d);
            nextChar += d;
            n += d;
        }
        return n == 0 ? -1 : n;
    }

    /** A line without its terminator (\n, \r or \r\n), or null at end of input. */
    public String readLine() throws IOException {
        ensureOpen();
        StringBuilder s = null;
        for (;;) {
            if (nextChar >= nChars && !fill()) {
                return (s != null && s.length() > 0) ? s.toString() : null;
            }
            if (skipLF) {
                skipLF = false;
                if (cb[nextChar] == '\n') {
                    nextChar++;
                    continue;
                }
            }
            int start = nextChar;
            int i = start;
            while (i < nChars && cb[i] != '\n' && cb[i] != '\r') {
                i++;
            }
            if (i < nChars) {
                String str;
                if (s == null) {
                    str = new String(cb, start, i - start);
                } else {
                    s.append(cb, start, i - start);
                    str = s.toString();
                }
                if (cb[i] == '\r') {
                    skipLF = true;
                }
                nextChar = i + 1;
                return str;
            }
            if (s == null) {
                s = new StringBuilder(80);
            }
            s.append(cb, start, i - start);
            nextChar = i;
        }
    }

    /** The remaining lines, read as the stream is consumed; an IOException is an UncheckedIOException. */
    public java.util.stream.Stream<String> lines() {
        java.util.Iterator<String> it = new java.util.Iterator<String>() {
            String next;

            public boolean hasNext() {
                if (next != null) {
                    return true;
                }
                try {
                    next = readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return next != null;
            }

            public String next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                String s = next;
                next = null;
                return s;
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(it, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
    }

    public boolean ready() throws IOException {
        ensureOpen();
        return nextChar < nChars || in.ready();
    }

    public void close() throws IOException {
        if (in != null) {
            in.close();
            in = null;
            cb = null;
        }
    }
}
