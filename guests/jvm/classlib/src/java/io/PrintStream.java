package java.io;

/**
 * Text output encoded as UTF-8. Each print call hands its bytes to the underlying
 * stream at once (System.out is unbuffered from the program's point of view), so
 * nothing needs flushing at exit. Errors set the error flag instead of throwing.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closed;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(out);
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        this.autoFlush = autoFlush;
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        this(out, autoFlush);
        String e = encoding.toUpperCase();
        if (!e.equals("UTF-8") && !e.equals("UTF8")) {
            throw new UnsupportedEncodingException(encoding);
        }
    }

    public void flush() {
        try {
            out.flush();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void close() {
        if (!closed) {
            closed = true;
            try {
                out.close();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public boolean checkError() {
        flush();
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            out.write(b);
            if (b == '\n' && autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            out.write(buf, off, len);
            if (autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void writeString(String s, boolean newline) {
        if (newline) {
            s = s.concat("\n");
        }
        byte[] b = s.getBytes();
        write(b, 0, b.length);
    }

    public void print(boolean b) {
        writeString(b ? "true" : "false", false);
    }

    public void print(char c) {
        writeString(String.valueOf(c), false);
    }

    public void print(int i) {
        writeString(String.valueOf(i), false);
    }

    public void print(long l) {
        writeString(String.valueOf(l), false);
    }

    public void print(float f) {
        writeString(String.valueOf(f), false);
    }

    public void print(double d) {
        writeString(String.valueOf(d), false);
    }

    public void print(char[] s) {
        writeString(new String(s), false);
    }

    public void print(String s) {
        writeString(s == null ? "null" : s, false);
    }

    public void print(Object obj) {
        writeString(String.valueOf(obj), false);
    }

    public void println() {
        writeString("", true);
    }

    public void println(boolean x) {
        writeString(x ? "true" : "false", true);
    }

    public void println(char x) {
        writeString(String.valueOf(x), true);
    }

    public void println(int x) {
        writeString(String.valueOf(x), true);
    }

    public void println(long x) {
        writeString(String.valueOf(x), true);
    }

    public void println(float x) {
        writeString(String.valueOf(x), true);
    }

    public void println(double x) {
        writeString(String.valueOf(x), true);
    }

    public void println(char[] x) {
        writeString(new String(x), true);
    }

    public void println(String x) {
        writeString(x == null ? "null" : x, true);
    }

    public void println(Object x) {
        writeString(String.valueOf(x), true);
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(format, args);
    }

    public PrintStream format(String format, Object... args) {
        writeString(new java.util.Formatter().format(format, args).toString(), false);
        return this;
    }

    public PrintStream format(java.util.Locale l, String format, Object... args) {
        return format(format, args);
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
