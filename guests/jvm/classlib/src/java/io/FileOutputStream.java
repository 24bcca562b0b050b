package java.io;

/** Output to a file descriptor of the process (only the standard ones can be named). */
public class FileOutputStream extends OutputStream {
    private final int fd;

    public FileOutputStream(FileDescriptor fdObj) {
        this.fd = fdObj.fd;
    }

    public void write(int b) throws IOException {
        byte[] one = {(byte) b};
        write(one, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (write0(fd, b, off, len) < 0) {
            throw new IOException("write failed on file descriptor " + fd);
        }
    }

    /**
     * Writes b[off..off+len) to fd, retrying short writes; returns 0 when all bytes were
     * written, -1 on error.
     */
    static native int write0(int fd, byte[] b, int off, int len);
}
