package java.io;

import jdk.internal.io.Sys;

/** A file read and written at any position ("r" or "rw"; the "rws"/"rwd" modes behave as "rw"). */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private int fd;
    private final boolean writable;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        if (!mode.equals("r") && !mode.equals("rw") && !mode.equals("rws") && !mode.equals("rwd")) {
            throw new IllegalArgumentException("Illegal mode \"" + mode + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        writable = !mode.equals("r");
        fd = Sys.openForStream(name, writable ? Sys.READ_WRITE : Sys.READ);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        this(file.getPath(), mode);
    }

    private int fd() throws IOException {
        if (fd < 0) {
            throw new IOException("Stream Closed");
        }
        return fd;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) <= 0 ? -1 : (one[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = FileInputStream.read0(fd(), b, off, len);
        if (n < -1) {
            throw new IOException("read failed");
        }
        return n == 0 ? -1 : n;
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int r = read(b, off + n, len - n);
            if (r < 0) {
                throw new EOFException();
            }
            n += r;
        }
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (!writable) {
            throw new IOException("Bad file descriptor");
        }
        if (FileOutputStream.write0(fd(), b, off, len) < 0) {
            throw new IOException("write failed");
        }
    }

    public long getFilePointer() throws IOException {
        return Sys.seekOrThrow(fd(), 0, 1);
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        Sys.seekOrThrow(fd(), pos, 0);
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long newpos = Math.min(length(), pos + n);
        seek(newpos);
        return (int) (newpos - pos);
    }

    public long length() throws IOException {
        long[] st = new long[3];
        int r = Sys.fstat(fd(), st);
        if (r < 0) {
            throw new IOException(Sys.strerror(-r));
        }
        return st[1];
    }

    public void setLength(long newLength) throws IOException {
        long pos = getFilePointer();
        int r = Sys.truncate(fd(), newLength);
        if (r < 0) {
            throw new IOException(Sys.strerror(-r));
        }
        if (pos > newLength) {
            seek(newLength);
        }
    }

    public void close() throws IOException {
        if (fd >= 0) {
            int f = fd;
            fd = -1;
            Sys.closeFd(f);
        }
    }

    private int readByteOrEof() throws IOException {
        int c = read();
        if (c < 0) {
            throw new EOFException();
        }
        return c;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEof() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEof();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEof();
    }

    public final short readShort() throws IOException {
        return (short) ((readByteOrEof() << 8) | readByteOrEof());
    }

    public final int readUnsignedShort() throws IOException {
        return (readByteOrEof() << 8) | readByteOrEof();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public final char readChar() throws IOException {
        return (char) ((readByteOrEof() << 8) | readByteOrEof());
    }

    public final int readInt() throws IOException {
        byte[] b = new byte[4];
        readFully(b);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) | (readInt() & 0xffffffffL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** A line of bytes as Latin-1 chars, ended by \n, \r or \r\n (as the JDK's). */
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if (read() != '\n') {
                        seek(cur);
                    }
                    break;
                default:
                    sb.append((char) c);
                    break;
            }
        }
        if (c == -1 && sb.length() == 0) {
            return null;
        }
        return sb.toString();
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 8), (byte) v});
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b);
    }

    public final void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            writeChar(s.charAt(i));
        }
    }

    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }
}
