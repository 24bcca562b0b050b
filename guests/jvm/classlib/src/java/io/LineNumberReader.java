package java.io;

/**
 * A buffered reader that counts lines as JDK 17's: every \n, \r or \r\n read, and a last
 * line without a terminator when the end of the stream is reached. read() turns \r and \r\n
 * into \n.
 */
public class LineNumberReader extends BufferedReader {
    private static final int NONE = -2;
    private int lineNumber;
    private boolean skipLF;
    private int prevChar = NONE;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    private void atEof() {
        if (prevChar != NONE && prevChar != -1 && prevChar != '\n' && prevChar != '\r') {
            lineNumber++;
        }
        prevChar = -1;
    }

    public int read() throws IOException {
        int c = super.read();
        if (skipLF) {
            if (c == '\n') {
                c = super.read();
            }
            skipLF = false;
        }
        switch (c) {
            case '\r':
                skipLF = true;
                lineNumber++;
                prevChar = '\r';
                return '\n';
            case '\n':
                lineNumber++;
                prevChar = '\n';
                return '\n';
            case -1:
                atEof();
                return -1;
            default:
                prevChar = c;
                return c;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        int n = super.read(cbuf, off, len);
        if (n == -1) {
            atEof();
            return -1;
        }
        for (int i = off; i < off + n; i++) {
            int c = cbuf[i];
            if (skipLF) {
                skipLF = false;
                if (c == '\n') {
                    continue;
                }
            }
            if (c == '\r') {
                skipLF = true;
                lineNumber++;
            } else if (c == '\n') {
                lineNumber++;
            }
        }
        if (n > 0) {
            prevChar = cbuf[off + n - 1];
        }
        return n;
    }

    public String readLine() throws IOException {
        String l = super.readLine();
        skipLF = false;
        if (l != null) {
            lineNumber++;
            prevChar = '\n';
        } else {
            prevChar = -1;
        }
        return l;
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        long r = n;
        while (r > 0) {
            if (read() == -1) {
                break;
            }
            r--;
        }
        return n - r;
    }
}
