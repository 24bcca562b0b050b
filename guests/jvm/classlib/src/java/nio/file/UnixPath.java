package java.nio.file;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** The one Path implementation: a normalized Unix path string (no repeated or trailing '/'). */
final class UnixPath implements Path {
    private final String path;
    /** the name elements ("" alone for the empty path; none for "/") */
    private final String[] names;

    UnixPath(String input) {
        StringBuilder sb = new StringBuilder(input.length());
        char prev = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == 0) {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        path = sb.toString();
        if (path.equals("/")) {
            names = new String[0];
        } else if (path.isEmpty()) {
            names = new String[] {""};
        } else {
            names = (path.startsWith("/") ? path.substring(1) : path).split("/");
        }
    }

    private static Path join(boolean absolute, List<String> parts, int from, int to) {
        StringBuilder sb = new StringBuilder(absolute ? "/" : "");
        for (int i = from; i < to; i++) {
            if (i > from) {
                sb.append('/');
            }
            sb.append(parts.get(i));
        }
        return new UnixPath(sb.toString());
    }

    private List<String> nameList() {
        List<String> l = new ArrayList<String>();
        for (String n : names) {
            l.add(n);
        }
        return l;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    public Path getFileName() {
        if (path.isEmpty()) {
            return this;
        }
        return names.length == 0 ? null : new UnixPath(names[names.length - 1]);
    }

    public Path getParent() {
        if (names.length == 0 || (names.length == 1 && !isAbsolute())) {
            return null;
        }
        int i = path.lastIndexOf('/');
        return new UnixPath(i == 0 ? "/" : path.substring(0, i));
    }

    public int getNameCount() {
        return names.length;
    }

    public Path getName(int index) {
        if (index < 0 || index >= names.length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(names[index]);
    }

    public Path subpath(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex >= names.length || endIndex > names.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        return join(false, nameList(), beginIndex, endIndex);
    }

    public boolean startsWith(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute() != isAbsolute() || o.names.length > names.length) {
            return false;
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        for (int i = 0; i < o.names.length; i++) {
            if (!o.names[i].equals(names[i])) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute()) {
            return o.path.equals(path);
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        int off = names.length - o.names.length;
        if (off < 0) {
            return false;
        }
        for (int i = 0; i < o.names.length; i++) {
            if (!o.names[i].equals(names[off + i])) {
                return false;
            }
        }
        return true;
    }

    public Path normalize() {
        List<String> kept = new ArrayList<String>();
        for (String n : names) {
            if (n.equals(".")) {
                continue;
            }
            if (n.equals("..") && !kept.isEmpty() && !kept.get(kept.size() - 1).equals("..")) {
                kept.remove(kept.size() - 1);
            } else if (n.equals("..") && isAbsolute()) {
                continue;
            } else {
                kept.add(n);
            }
        }
        return join(isAbsolute(), kept, 0, kept.size());
    }

    public Path resolve(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute()) {
            return o;
        }
        if (o.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return o;
        }
        return new UnixPath(path + "/" + o.path);
    }

    public Path relativize(Path other) {
        UnixPath o = (UnixPath) other;
        if (o.isAbsolute() != isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (o.path.equals(path)) {
            return new UnixPath("");
        }
        String[] a = path.isEmpty() ? new String[0] : names;
        String[] b = o.path.isEmpty() ? new String[0] : o.names;
        int common = 0;
        while (common < a.length && common < b.length && a[common].equals(b[common])) {
            common++;
        }
        List<String> parts = new ArrayList<String>();
        for (int i = common; i < a.length; i++) {
            parts.add("..");
        }
        for (int i = common; i < b.length; i++) {
            parts.add(b[i]);
        }
        return join(false, parts, 0, parts.size());
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String cwd = jdk.internal.io.Sys.cwd();
        return new UnixPath(path.isEmpty() ? cwd : cwd + "/" + path);
    }

    public Iterator<Path> iterator() {
        List<Path> l = new ArrayList<Path>();
        for (String n : names) {
            l.add(new UnixPath(n));
        }
        return l.iterator();
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object obj) {
        return obj instanceof UnixPath && ((UnixPath) obj).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
