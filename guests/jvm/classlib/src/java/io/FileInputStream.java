package java.io;

import jdk.internal.io.Sys;

/** Input from a file (by name or File) or a file descriptor of the process. */
public class FileInputStream extends InputStream {
    private int fd;
    private final String path;

    public FileInputStream(FileDescriptor fdObj) {
        this.fd = fdObj.fd;
        this.path = null;
    }

    public FileInputStream(String name) throws FileNotFoundException {
        this.fd = Sys.openForStream(name, Sys.READ);
        this.path = name;
    }

    public FileInputStream(File file) throws FileNotFoundException {
        this(file.getPath());
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
        if (fd < 0) {
            throw new IOException("Stream Closed");
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

    public long skip(long n) throws IOException {
        if (path == null || n <= 0) {
            return super.skip(n);
        }
        long cur = Sys.seekOrThrow(fd, 0, 1);
        long end = Sys.seekOrThrow(fd, 0, 2);
        long to = Math.min(end, cur + n);
        Sys.seekOrThrow(fd, to, 0);
        return to - cur;
    }

    public int available() throws IOException {
        if (fd < 0) {
            throw new IOException("Stream Closed");
        }
        if (path == null) {
            return 0;
        }
        long cur = Sys.seekOrThrow(fd, 0, 1);
        long end = Sys.seekOrThrow(fd, 0, 2);
        Sys.seekOrThrow(fd, cur, 0);
        return (int) Math.min(Integer.MAX_VALUE, Math.max(0, end - cur));
    }

    public void close() throws IOException {
        if (fd >= 0 && path != null) {
            int f = fd;
            fd = -1;
            Sys.closeFd(f);
        }
    }

    /** One read(2) of at most len bytes into b[off..]: the count, 0 at end of file, -2 on error. */
    static native int read0(int fd, byte[] b, int off, int len);
}
