package java.io;

import jdk.internal.io.Sys;

/** A file or directory name (java.io.File on Unix), with the queries and changes programs make. */
public class File implements Serializable, Comparable<File> {
    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        this.path = parent == null ? normalize(child) : join(normalize(parent), normalize(child));
    }

    public File(File parent, String child) {
        this(parent == null ? null : parent.path, child);
    }

    private static String join(String parent, String child) {
        if (parent.isEmpty()) {
            return child.startsWith("/") ? child : "/" + child;
        }
        if (child.isEmpty()) {
            return parent;
        }
        if (child.startsWith("/")) {
            child = child.substring(1);
        }
        return parent.endsWith("/") ? parent + child : parent + "/" + child;
    }

    /** No repeated '/', no trailing '/' (except the root), as UnixFileSystem.normalize. */
    static String normalize(String p) {
        StringBuilder sb = new StringBuilder(p.length());
        char prev = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    public String getName() {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    public String getPath() {
        return path;
    }

    public String getParent() {
        int i = path.lastIndexOf('/');
        if (i < 0) {
            return null;
        }
        if (i == 0) {
            return path.length() > 1 ? "/" : null;
        }
        return path.substring(0, i);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        return isAbsolute() ? path : join(Sys.cwd(), path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        String abs = getAbsolutePath();
        java.util.ArrayList<String> parts = new java.util.ArrayList<String>();
        for (String s : abs.split("/")) {
            if (s.isEmpty() || s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.remove(parts.size() - 1);
                }
            } else {
                parts.add(s);
            }
        }
        return "/" + String.join("/", parts);
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    public boolean exists() {
        return Sys.stat(path) != null;
    }

    public boolean isFile() {
        long[] st = Sys.stat(path);
        return st != null && st[0] == Sys.REGULAR;
    }

    public boolean isDirectory() {
        long[] st = Sys.stat(path);
        return st != null && st[0] == Sys.DIRECTORY;
    }

    public boolean canRead() {
        return exists();
    }

    public long length() {
        long[] st = Sys.stat(path);
        return st == null ? 0L : st[1];
    }

    public long lastModified() {
        long[] st = Sys.stat(path);
        return st == null ? 0L : st[2];
    }

    public boolean createNewFile() throws IOException {
        int fd = Sys.open(Sys.cpath(path), Sys.CREATE_NEW);
        if (fd == -Sys.EEXIST) {
            return false;
        }
        if (fd < 0) {
            throw new IOException(Sys.strerror(-fd));
        }
        Sys.closeFd(fd);
        return true;
    }

    public boolean delete() {
        byte[] p = Sys.cpath(path);
        if (Sys.unlink(p) == 0) {
            return true;
        }
        return Sys.rmdir(p) == 0;
    }

    public boolean mkdir() {
        return Sys.mkdir(Sys.cpath(path)) == 0;
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File parent = getCanonicalParent();
        return parent != null && (parent.mkdirs() || parent.exists()) && mkdir();
    }

    private File getCanonicalParent() {
        try {
            return getCanonicalFile().getParentFile();
        } catch (IOException e) {
            return null;
        }
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return Sys.rename(Sys.cpath(path), Sys.cpath(dest.path)) == 0;
    }

    public String[] list() {
        return Sys.list(path.isEmpty() ? "." : path, new int[1]);
    }

    public File[] listFiles() {
        String[] names = list();
        if (names == null) {
            return null;
        }
        File[] files = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            files[i] = new File(this, names[i]);
        }
        return files;
    }

    public File[] listFiles(FileFilter filter) {
        File[] all = listFiles();
        if (all == null || filter == null) {
            return all;
        }
        java.util.ArrayList<File> kept = new java.util.ArrayList<File>();
        for (File f : all) {
            if (filter.accept(f)) {
                kept.add(f);
            }
        }
        return kept.toArray(new File[0]);
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.Paths.get(path);
    }

    public int compareTo(File other) {
        return path.compareTo(other.path);
    }

    public boolean equals(Object obj) {
        return obj instanceof File && ((File) obj).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return path;
    }
}
