// RELEASE 17
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/** java.io.File, file streams, readers and writers, RandomAccessFile and java.nio.file in the working directory. */
public class FilesIo {
    interface IoAction {
        Object run() throws Exception;
    }

    static void expect(String what, IoAction a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static List<String> sorted(String[] names) {
        List<String> l = new ArrayList<>(Arrays.asList(names));
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) throws Exception {
        files();
        streams();
        randomAccess();
        nio();
    }

    static void files() throws IOException {
        File dir = new File("work//sub/");
        System.out.println(dir + " " + dir.getName() + " " + dir.getParent() + " " + dir.exists() + " " + dir.isDirectory());
        System.out.println(dir.mkdir() + " " + dir.mkdirs() + " " + dir.exists() + " " + dir.isDirectory() + " " + dir.isFile() + " " + dir.mkdirs());
        File f = new File(dir, "a.txt");
        System.out.println(f.getPath() + " " + f.getName() + " " + f.getParentFile() + " " + f.exists() + " " + f.length() + " " + f.isAbsolute());
        System.out.println(f.getAbsolutePath().equals(System.getProperty("user.dir") + "/work/sub/a.txt") + " " + f.getAbsoluteFile().isAbsolute());
        System.out.println(f.createNewFile() + " " + f.createNewFile() + " " + f.exists() + " " + f.isFile() + " " + f.length());
        System.out.println(new File("/").getParent() + " " + new File("/x").getParent() + " " + new File("x").getParent() + " [" + new File("/").getName() + "]");
        System.out.println(new File("a/b").equals(new File("a//b/")) + " " + new File("a", "b").getPath() + " " + new File((String) null, "c").getPath() + " " + new File("", "d").getPath());
        File g = new File("work/sub/b.txt");
        System.out.println(f.renameTo(g) + " " + f.exists() + " " + g.exists() + " " + f.renameTo(g));
        new File("work/other").mkdir();
        System.out.println(sorted(new File("work").list()) + " " + sorted(dir.list()) + " " + new File("nowhere").list());
        File[] fs = new File("work").listFiles();
        Arrays.sort(fs);
        System.out.println(Arrays.toString(fs));
        System.out.println(dir.delete() + " " + g.delete() + " " + g.delete() + " " + dir.delete() + " " + dir.exists() + " " + new File("work/other").delete());
        System.out.println(new File("work/x/y/z").mkdirs() + " " + new File("work/x/y/z").isDirectory() + " " + new File("work/x/y").delete());
    }

    static void streams() throws IOException {
        expect("missing", () -> new FileInputStream("missing.txt"));
        expect("missing in dir", () -> new FileInputStream(new File("nodir/missing.txt")));
        expect("directory", () -> new FileInputStream("work"));
        expect("write into missing dir", () -> new FileOutputStream("nodir/out.txt"));
        expect("reader on missing", () -> new FileReader("gone.txt"));
        try (FileOutputStream out = new FileOutputStream("data.bin")) {
            for (int i = 0; i < 300; i++) {
                out.write(i);
            }
            out.write(new byte[] {1, 2, 3}, 1, 2);
        }
        System.out.println("data.bin " + new File("data.bin").length());
        try (FileOutputStream out = new FileOutputStream(new File("data.bin"), true)) {
            out.write("tail".getBytes(StandardCharsets.US_ASCII));
        }
        System.out.println("appended " + new File("data.bin").length());
        try (FileInputStream in = new FileInputStream("data.bin")) {
            System.out.println("available " + in.available() + " first " + in.read() + " " + in.read() + " skip " + in.skip(250) + " next " + in.read());
            byte[] buf = new byte[100];
            int n = in.read(buf);
            System.out.println("read " + n + " last " + buf[n - 1] + " then " + in.read(buf) + " " + in.read());
        }
        try (FileInputStream in = new FileInputStream("data.bin")) {
            byte[] head = in.readNBytes(5);
            byte[] part = new byte[10];
            int got = in.readNBytes(part, 2, 6);
            ByteArrayOutputStream rest = new ByteArrayOutputStream();
            long moved = in.transferTo(rest);
            System.out.println(Arrays.toString(head) + " " + got + " " + Arrays.toString(part) + " " + moved + " " + in.readAllBytes().length);
        }
        try (InputStream in = new FileInputStream(new File("data.bin"))) {
            byte[] all = in.readAllBytes();
            System.out.println("readAllBytes " + all.length + " " + new String(all, 302, 4, StandardCharsets.US_ASCII));
        }
        expect("read after close", () -> {
            FileInputStream in = new FileInputStream("data.bin");
            in.close();
            return in.read();
        });
        try (PrintWriter pw = new PrintWriter(new BufferedWriter(new FileWriter("text.txt")))) {
            pw.println("alpha beta");
            pw.printf("%d squared is %d%n", 12, 144);
            pw.print("no newline at end");
        }
        try (FileWriter w = new FileWriter("text.txt", true)) {
            w.write("\nappended line\r\nwindows line\n");
        }
        try (BufferedReader r = new BufferedReader(new FileReader("text.txt"))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                System.out.println(++n + " <" + line + ">");
            }
        }
        try (Writer w = new OutputStreamWriter(new FileOutputStream("latin.txt"), StandardCharsets.ISO_8859_1)) {
            w.write("caf\u00e9 \u00fc");
        }
        System.out.println("latin.txt " + new File("latin.txt").length());
        try (Reader r = new InputStreamReader(new FileInputStream("latin.txt"), StandardCharsets.ISO_8859_1)) {
            char[] cb = new char[20];
            int n = r.read(cb);
            System.out.println(new String(cb, 0, n));
        }
    }

    static void randomAccess() throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile("raf.bin", "rw")) {
            System.out.println("length " + raf.length() + " pos " + raf.getFilePointer());
            raf.writeInt(0x01020304);
            raf.writeLong(-2L);
            raf.writeDouble(Math.PI);
            raf.write(new byte[] {9, 8, 7});
            raf.writeBytes("line one\nline two\r\nend");
            System.out.println("length " + raf.length() + " pos " + raf.getFilePointer());
            raf.seek(4);
            System.out.println(raf.readLong() + " " + raf.readDouble() + " " + raf.read() + " " + raf.read());
            raf.seek(0);
            System.out.println(Integer.toHexString(raf.readInt()));
            raf.seek(2);
            raf.write(0xff);
            raf.seek(0);
            System.out.println(Integer.toHexString(raf.readInt()) + " skip " + raf.skipBytes(19) + " " + raf.read());
            System.out.println("[" + raf.readLine() + "] [" + raf.readLine() + "] [" + raf.readLine() + "] " + raf.readLine());
            raf.seek(100);
            raf.write(1);
            System.out.println("length " + raf.length() + " read at end " + raf.read());
            raf.setLength(10);
            System.out.println("length " + raf.length() + " pos " + raf.getFilePointer());
            raf.seek(0);
            byte[] all = new byte[10];
            raf.readFully(all);
            System.out.println(Arrays.toString(all));
            try {
                raf.readFully(all);
            } catch (EOFException e) {
                System.out.println("EOFException " + e.getMessage());
            }
        }
        expect("raf r on missing", () -> new RandomAccessFile("nope.bin", "r"));
        expect("raf bad mode", () -> new RandomAccessFile("raf.bin", "x"));
        expect("raf r write", () -> {
            try (RandomAccessFile r = new RandomAccessFile("raf.bin", "r")) {
                r.write(1);
                return "wrote";
            }
        });
    }

    static void nio() throws IOException {
        Path p = Path.of("nio", "deep", "file.txt");
        System.out.println(p + " " + p.getFileName() + " " + p.getParent() + " " + p.getNameCount() + " " + p.getName(1) + " " + p.isAbsolute() + " " + p.getRoot());
        System.out.println(Paths.get("a//b/", "c") + " " + Path.of("/x/y").getParent() + " " + Path.of("/x").getParent() + " " + Path.of("/").getParent() + " " + Path.of("/").getFileName() + " [" + Path.of("") + "]");
        System.out.println(Path.of("a").resolve("b/c") + " " + Path.of("a").resolve("/abs") + " " + Path.of("a/b").resolveSibling("z") + " " + Path.of("a/./b/../c").normalize() + " " + Path.of("../x/..").normalize());
        System.out.println(Path.of("a/b").relativize(Path.of("a/c/d")) + " " + Path.of("a/b/c").startsWith("a/b") + " " + Path.of("a/b/c").endsWith("b/c") + " " + Path.of("a/b").equals(Paths.get("a", "b")) + " " + p.toFile().getPath());
        System.out.println(p.toAbsolutePath().toString().equals(System.getProperty("user.dir") + "/nio/deep/file.txt") + " " + new File("q/r").toPath().getFileName());
        List<String> names = new ArrayList<>();
        for (Path e : Path.of("x/y/z")) {
            names.add(e.toString());
        }
        System.out.println(names + " " + Path.of("b").compareTo(Path.of("a")));
        System.out.println(Files.exists(p) + " " + Files.notExists(p) + " " + Files.isDirectory(p.getParent()));
        expect("write into missing dir", () -> Files.write(p, new byte[] {1}));
        System.out.println(Files.createDirectories(p.getParent()).isAbsolute() + " " + Files.isDirectory(p.getParent()) + " " + Files.createDirectories(p.getParent())
            + " " + Files.createDirectories(Path.of("nio/deep/two")) + " " + Files.createDirectories(Path.of("nio/x/y")).isAbsolute());
        Files.write(p, "hello\nworld\n".getBytes(StandardCharsets.UTF_8));
        System.out.println(Files.size(p) + " " + Files.exists(p) + " " + Files.isRegularFile(p) + " " + Files.readString(p).length());
        Files.write(p, List.of("line \u00e9", "", "three"), StandardOpenOption.APPEND);
        System.out.println(Files.readAllLines(p) + " " + Files.size(p));
        System.out.println(Arrays.toString(Arrays.copyOf(Files.readAllBytes(p), 8)));
        Files.writeString(p, "replaced\r\nwith crlf");
        System.out.println(Files.readAllLines(p, StandardCharsets.UTF_8));
        expect("read missing", () -> Files.readAllBytes(Path.of("nio/none.txt")));
        expect("lines of missing", () -> Files.readAllLines(Path.of("none.txt")));
        expect("size of missing", () -> Files.size(Path.of("none.txt")));
        expect("delete missing", () -> {
            Files.delete(Path.of("none.txt"));
            return "deleted";
        });
        expect("delete non-empty dir", () -> {
            Files.delete(Path.of("nio/deep"));
            return "deleted";
        });
        expect("createDirectory existing", () -> Files.createDirectory(Path.of("nio")));
        expect("createFile existing", () -> Files.createFile(p));
        expect("createDirectories over a file", () -> Files.createDirectories(p));
        expect("read a directory", () -> Files.readAllBytes(Path.of("nio")));
        expect("write without CREATE", () -> Files.write(Path.of("nio/new.txt"), new byte[] {1}, StandardOpenOption.WRITE));
        expect("CREATE_NEW existing", () -> Files.write(p, new byte[] {1}, StandardOpenOption.CREATE_NEW));
        Path q = Path.of("nio/copy.txt");
        System.out.println(Files.copy(p, q) + " " + Files.readString(q).equals(Files.readString(p)));
        expect("copy onto existing", () -> Files.copy(p, q));
        Files.copy(p, q, StandardCopyOption.REPLACE_EXISTING);
        Path m = Path.of("nio/moved.txt");
        System.out.println(Files.move(q, m) + " " + Files.exists(q) + " " + Files.exists(m));
        try (BufferedWriter w = Files.newBufferedWriter(Path.of("nio/buffered.txt"))) {
            w.write("first");
            w.newLine();
            w.write("second");
        }
        try (BufferedReader r = Files.newBufferedReader(Path.of("nio/buffered.txt"))) {
            System.out.println(r.readLine() + "|" + r.readLine() + "|" + r.readLine());
        }
        try (InputStream in = Files.newInputStream(m)) {
            System.out.println((char) in.read());
        }
        System.out.println(sorted(new File("nio/deep").list()) + " " + Files.deleteIfExists(m) + " " + Files.deleteIfExists(m));
        for (String n : new String[] {"nio/deep/file.txt", "nio/buffered.txt", "nio/deep/two", "nio/deep", "nio/x/y", "nio/x", "nio"}) {
            Files.delete(Path.of(n));
        }
        System.out.println(Files.exists(Path.of("nio")));
    }
}
