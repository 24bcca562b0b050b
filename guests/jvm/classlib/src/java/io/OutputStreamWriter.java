package java.io;

/** Encodes characters as UTF-8 onto a byte stream (each write is passed on at once). */
public class OutputStreamWriter extends Writer {
    private final OutputStream out;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        this(out);
        String n = charsetName.toUpperCase();
        if (!n.equals("UTF-8") && !n.equals("UTF8")) {
            throw new UnsupportedEncodingException(charsetName);
        }
    }

    public String getEncoding() {
        return "UTF8";
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        byte[] b = new String(cbuf, off, len).getBytes();
        out.write(b, 0, b.length);
    }

    public void write(String str, int off, int len) throws IOException {
        byte[] b = str.substring(off, off + len).getBytes();
        out.write(b, 0, b.length);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        out.close();
    }
}
