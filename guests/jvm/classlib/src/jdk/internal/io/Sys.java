package jdk.internal.io;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The file system calls under java.io.File, the file streams, RandomAccessFile and
 * java.nio.file.Files (natives in natives.c over the guest's Linux system calls; the
 * simulator's sandbox decides what the guest may touch). Paths are NUL-terminated UTF-8;
 * results are >= 0 or -errno.
 */
public final class Sys {
    public static final int ENOENT = 2;
    public static final int EEXIST = 17;
    public static final int ENOTDIR = 20;
    public static final int EISDIR = 21;
    public static final int ENOTEMPTY = 39;
    public static final int EACCES = 13;

    /** open modes */
    public static final int READ = 0;
    public static final int WRITE = 1;
    public static final int APPEND = 2;
    public static final int READ_WRITE = 3;
    public static final int CREATE_NEW = 4;

    /** stat kinds (out[0]) */
    public static final int REGULAR = 1;
    public static final int DIRECTORY = 2;

    private Sys() {
    }

    public static native int open(byte[] path, int mode);

    public static native int close(int fd);

    /** One read(2): the count, 0 at end of file, -2 on error (FileInputStream.read0). */
    public static native int read(int fd, byte[] b, int off, int len);

    /** All of b[off..off+len): 0, or -1 on error (FileOutputStream.write0). */
    public static native int write(int fd, byte[] b, int off, int len);

    public static native long seek(int fd, long offset, int whence);

    public static native int truncate(int fd, long length);

    /** out: kind (1 regular, 2 directory, 3 other), size, mtime in ms. */
    public static native int stat(byte[] path, long[] out);

    public static native int fstat(int fd, long[] out);

    public static native int unlink(byte[] path);

    public static native int rmdir(byte[] path);

    public static native int mkdir(byte[] path);

    public static native int rename(byte[] from, byte[] to);

    private static native int list(byte[] path, byte[] buf);

    private static native int getcwd(byte[] buf);

    public static native String strerror(int errno);

    public static byte[] cpath(String path) {
        byte[] b = path.getBytes(StandardCharsets.UTF_8);
        byte[] z = new byte[b.length + 1];
        System.arraycopy(b, 0, z, 0, b.length);
        return z;
    }

    /** stat of a path: null when it does not exist (or cannot be seen). */
    public static long[] stat(String path) {
        long[] out = new long[3];
        return stat(cpath(path), out) < 0 ? null : out;
    }

    /** The names in a directory (unsorted, as the file system returns them), or -errno as an exception-free null plus errno[0]. */
    public static String[] list(String path, int[] errno) {
        byte[] p = cpath(path);
        byte[] buf = new byte[1024];
        int n = list(p, buf);
        while (n > buf.length) {
            buf = new byte[n];
            n = list(p, buf);
        }
        if (n < 0) {
            errno[0] = -n;
            return null;
        }
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (buf[i] == 0) {
                count++;
            }
        }
        String[] names = new String[count];
        int start = 0;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (buf[i] == 0) {
                names[k++] = new String(buf, start, i - start, StandardCharsets.UTF_8);
                start = i + 1;
            }
        }
        return names;
    }

    /** The working directory (user.dir). */
    public static String cwd() {
        byte[] buf = new byte[4096];
        int n = getcwd(buf);
        if (n < 0) {
            throw new InternalError("getcwd: " + strerror(-n));
        }
        return new String(buf, 0, n, StandardCharsets.UTF_8);
    }

    /** "name (No such file or directory)": the JDK's message for a file stream that cannot open. */
    public static FileNotFoundException notFound(String path, int errno) {
        return new FileNotFoundException(path + " (" + strerror(errno) + ")");
    }

    /** Opens path for a file stream: the fd, or the JDK's FileNotFoundException. */
    public static int openForStream(String path, int mode) throws FileNotFoundException {
        if (path == null) {
            throw new NullPointerException();
        }
        int fd = open(cpath(path), mode);
        if (fd < 0) {
            throw notFound(path, -fd);
        }
        return fd;
    }

    public static void closeFd(int fd) throws IOException {
        int r = close(fd);
        if (r < 0) {
            throw new IOException(strerror(-r));
        }
    }

    public static long seekOrThrow(int fd, long offset, int whence) throws IOException {
        long r = seek(fd, offset, whence);
        if (r < 0) {
            throw new IOException(strerror((int) -r));
        }
        return r;
    }
}
