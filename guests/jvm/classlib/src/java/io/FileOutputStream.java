package java.io;

import jdk.internal.io.Sys;

/** Output to a file (by name or File, truncating or appending) or a file descriptor of the process. */
public class FileOutputStream extends OutputStream {
    private int fd;
    private final String path;

    public FileOutputStream(FileDescriptor fdObj) {
        this.fd = fdObj.fd;
        this.path = null;
    }

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this.fd = Sys.openForStream(name, append ? Sys.APPEND : Sys.WRITE);
        this.path = name;
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file.getPath(), false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        this(file.getPath(), append);
    }

    public void write(int b) throws IOException {
        byte[] one = {(byte) b};
        write(one, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (fd < 0) {
            throw new IOException("Stream Closed");
        }
        if (write0(fd, b, off, len) < 0) {
            throw new IOException("write failed on file descriptor " + fd);
        }
    }

    public void close() throws IOException {
        if (fd >= 0 && path != null) {
            int f = fd;
            fd = -1;
            Sys.closeFd(f);
        }
    }

    /**
     * Writes b[off..off+len) to fd, retrying short writes; returns 0 when all bytes were
     * written, -1 on error.
     */
    static native int write0(int fd, byte[] b, int off, int len);
}
