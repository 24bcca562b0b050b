package java.io;

import java.util.Arrays;

/** A writer into a growing char array. */
public class CharArrayWriter extends Writer {
    protected char[] buf;
    protected int count;

    public CharArrayWriter() {
        this(32);
    }

    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    private void ensure(int newcount) {
        if (newcount > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length << 1, newcount));
        }
    }

    public void write(int c) {
        ensure(count + 1);
        buf[count++] = (char) c;
    }

    public void write(char[] c, int off, int len) {
        if ((off < 0) || (off > c.length) || (len < 0) || ((off + len) > c.length) || ((off + len) < 0)) {
            throw new IndexOutOfBoundsException();
        }
        ensure(count + len);
        System.arraycopy(c, off, buf, count, len);
        count += len;
    }

    public void write(String str, int off, int len) {
        ensure(count + len);
        str.getChars(off, off + len, buf, count);
        count += len;
    }

    public void writeTo(Writer out) throws IOException {
        out.write(buf, 0, count);
    }

    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    public CharArrayWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        count = 0;
    }

    public char[] toCharArray() {
        return Arrays.copyOf(buf, count);
    }

    public int size() {
        return count;
    }

    public String toString() {
        return new String(buf, 0, count);
    }

    public void flush() {
    }

    public void close() {
    }
}
