package java.io;

/** Input from a file descriptor of the process (only the standard ones can be named). */
public class FileInputStream extends InputStream {
    private final int fd;

    public FileInputStream(FileDescriptor fdObj) {
        this.fd = fdObj.fd;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : (one[0] & 0xff);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = read0(fd, b, off, len);
        if (n < -1) {
            throw new IOException("read failed on file descriptor " + fd);
        }
        return n == 0 ? -1 : n;
    }

    /** One read(2) of at most len bytes into b[off..]: the count, 0 at end of file, -2 on error. */
    static native int read0(int fd, byte[] b, int off, int len);
}
