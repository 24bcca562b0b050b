package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.nio.file.attribute.FileAttribute;
import jdk.internal.io.Sys;

/**
 * Whole files and directories by Path (java.nio.file.Files): reading and writing bytes,
 * strings and lines, queries, creation, deletion, copy and move. Failures are the JDK's
 * exceptions (NoSuchFileException, FileAlreadyExistsException, ...) naming the path.
 * Streams: lines (read as consumed, closed by the stream's close), list and walk (the
 * directory order is the file system's, as the JDK's).
 */
public final class Files {
    private Files() {
    }

    /** The JDK's translation of an errno into an exception (UnixException.translateToIOException). */
    static IOException error(Path file, Path other, int errno) {
        String f = file == null ? null : file.toString();
        String o = other == null ? null : other.toString();
        switch (errno) {
            case Sys.EACCES:
                return new AccessDeniedException(f, o, null);
            case Sys.ENOENT:
                return new NoSuchFileException(f, o, null);
            case Sys.EEXIST:
                return new FileAlreadyExistsException(f, o, null);
            case Sys.ENOTEMPTY:
                return new DirectoryNotEmptyException(f);
            default:
                return new FileSystemException(f, o, Sys.strerror(errno));
        }
    }

    private static byte[] c(Path p) {
        return Sys.cpath(p.toString());
    }

    private static long[] statOrThrow(Path p) throws IOException {
        long[] st = new long[3];
        int r = Sys.stat(c(p), st);
        if (r < 0) {
            throw error(p, null, -r);
        }
        return st;
    }

    public static boolean exists(Path path, LinkOption... options) {
        return Sys.stat(path.toString()) != null;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return !exists(path);
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        long[] st = Sys.stat(path.toString());
        return st != null && st[0] == Sys.DIRECTORY;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        long[] st = Sys.stat(path.toString());
        return st != null && st[0] == Sys.REGULAR;
    }

    public static boolean isReadable(Path path) {
        return exists(path);
    }

    public static boolean isSameFile(Path a, Path b) throws IOException {
        return a.equals(b) || a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    public static long size(Path path) throws IOException {
        return statOrThrow(path)[1];
    }

    public static void delete(Path path) throws IOException {
        long[] st = statOrThrow(path);
        int r = st[0] == Sys.DIRECTORY ? Sys.rmdir(c(path)) : Sys.unlink(c(path));
        if (r < 0) {
            throw error(path, null, -r);
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        if (!exists(path)) {
            return false;
        }
        delete(path);
        return true;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        if (attrs.length > 0) {
            throw new UnsupportedOperationException("file attributes are not supported: " + attrs[0].name());
        }
        int r = Sys.mkdir(c(dir));
        if (r < 0) {
            throw error(dir, null, -r);
        }
        return dir;
    }

    /**
     * As the JDK's: the directory as given when only its last name was missing, else made
     * absolute (and returned so) while its missing parents are created.
     */
    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createAndCheckIsDirectory(dir);
            return dir;
        } catch (FileAlreadyExistsException x) {
            throw x;
        } catch (IOException x) {
            // a parent is missing: create the chain below the nearest existing ancestor
        }
        dir = dir.toAbsolutePath();
        Path parent = dir.getParent();
        while (parent != null && !exists(parent)) {
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new FileSystemException(dir.toString(), null, "Unable to determine if root directory exists");
        }
        Path child = parent;
        for (Path name : parent.relativize(dir)) {
            child = child.resolve(name);
            createAndCheckIsDirectory(child);
        }
        return dir;
    }

    private static void createAndCheckIsDirectory(Path dir) throws IOException {
        try {
            createDirectory(dir);
        } catch (FileAlreadyExistsException x) {
            if (!isDirectory(dir)) {
                throw x;
            }
        }
    }

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        int fd = Sys.open(c(path), Sys.CREATE_NEW);
        if (fd < 0) {
            throw error(path, null, -fd);
        }
        Sys.closeFd(fd);
        return path;
    }

    /** Opens for reading: the JDK's NoSuchFileException, or IOException "Is a directory". */
    private static int openRead(Path path) throws IOException {
        int fd = Sys.open(c(path), Sys.READ);
        if (fd == -Sys.EISDIR) {
            throw new IOException("Is a directory");
        }
        if (fd < 0) {
            throw error(path, null, -fd);
        }
        return fd;
    }

    /** Opens for writing with the given options (default CREATE, TRUNCATE_EXISTING, WRITE). */
    private static int openWrite(Path path, OpenOption... options) throws IOException {
        boolean append = false;
        boolean create = options.length == 0;
        boolean createNew = false;
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND) {
                append = true;
            } else if (o == StandardOpenOption.CREATE) {
                create = true;
            } else if (o == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (o == StandardOpenOption.READ) {
                throw new IllegalArgumentException("READ not allowed");
            }
        }
        if (!create && !createNew && !exists(path)) {
            throw new NoSuchFileException(path.toString());
        }
        int fd = Sys.open(c(path), createNew ? Sys.CREATE_NEW : append ? Sys.APPEND : Sys.WRITE);
        if (fd < 0) {
            throw error(path, null, -fd);
        }
        return fd;
    }

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        openRead(path);
        return new FileInputStream(path.toString());
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        Sys.closeFd(openWrite(path, options));
        boolean append = false;
        for (OpenOption o : options) {
            append |= o == StandardOpenOption.APPEND;
        }
        return new FileOutputStream(path.toString(), append);
    }

    public static byte[] readAllBytes(Path path) throws IOException {
        int fd = openRead(path);
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            int n;
            while ((n = readFd(fd, buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        } finally {
            Sys.closeFd(fd);
        }
    }

    private static int readFd(int fd, byte[] buf) throws IOException {
        int n = Sys.read(fd, buf, 0, buf.length);
        if (n < 0) {
            throw new IOException("read failed");
        }
        return n;
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        return new String(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(readAllBytes(path)), cs));
        List<String> lines = new ArrayList<String>();
        String line;
        while ((line = r.readLine()) != null) {
            lines.add(line);
        }
        return lines;
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        int fd = openWrite(path, options);
        try {
            if (Sys.write(fd, bytes, 0, bytes.length) < 0) {
                throw new IOException("write failed");
            }
        } finally {
            Sys.closeFd(fd);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options) throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (CharSequence line : lines) {
            sb.append(line).append('\n');
        }
        return write(path, sb.toString().getBytes(cs), options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options) throws IOException {
        return write(path, csq.toString().getBytes(cs), options);
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = false;
        for (CopyOption o : options) {
            replace |= o == StandardCopyOption.REPLACE_EXISTING;
        }
        byte[] data = readAllBytes(source);
        if (!replace && exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        return write(target, data);
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = false;
        for (CopyOption o : options) {
            replace |= o == StandardCopyOption.REPLACE_EXISTING;
        }
        statOrThrow(source);
        if (!replace && exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        int r = Sys.rename(c(source), c(target));
        if (r < 0) {
            throw error(source, target, -r);
        }
        return target;
    }

    public static java.util.stream.Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    public static java.util.stream.Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader r = newBufferedReader(path, cs);
        return r.lines().onClose(new Runnable() {
            public void run() {
                try {
                    r.close();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        });
    }

    /** The entries of a directory (not recursive), in the file system's order. */
    public static java.util.stream.Stream<Path> list(Path dir) throws IOException {
        return listOf(dir).stream();
    }

    private static List<Path> listOf(Path dir) throws IOException {
        if (!isDirectory(dir)) {
            statOrThrow(dir);
            throw new NotDirectoryException(dir.toString());
        }
        int[] errno = new int[1];
        String[] names = Sys.list(dir.toString(), errno);
        if (names == null) {
            throw error(dir, null, errno[0]);
        }
        List<Path> out = new ArrayList<Path>();
        for (String n : names) {
            out.add(dir.resolve(n));
        }
        return out;
    }

    public static java.util.stream.Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    /** start, then depth first (each directory before its entries, entries in the file system's order). */
    public static java.util.stream.Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        statOrThrow(start);
        List<Path> out = new ArrayList<Path>();
        walkInto(start, 0, maxDepth, out);
        return out.stream();
    }

    private static void walkInto(Path p, int depth, int maxDepth, List<Path> out) throws IOException {
        out.add(p);
        if (depth < maxDepth && isDirectory(p)) {
            for (Path q : listOf(p)) {
                walkInto(q, depth + 1, maxDepth, out);
            }
        }
    }
}
