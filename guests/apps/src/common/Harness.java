package apps.common;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.CRC32;

/**
 * What every application driver shares: the size argument, the result checksum and its
 * one output line, quiet stdout/stderr around tools that print progress, and the sorted
 * walk of a tool's output directory. Java 17, java.base only: the guest VM's class
 * library image (guests/jdk) holds java.base, java.logging, java.sql and java.xml.
 */
public final class Harness {
    /** The size the driver was asked for: 0, 1 or 10. */
    public final int size;
    private final String app;
    private final CRC32 crc = new CRC32();

    private Harness(String app, int size) {
        this.app = app;
        this.size = size;
    }

    /** Parses {@code -s0}, {@code -s1} or {@code -s10} (default -s1); exits 2 on anything else. */
    public static Harness start(String app, String[] args) {
        int size = 1;
        for (String a : args) {
            switch (a) {
                case "-s0": size = 0; break;
                case "-s1": size = 1; break;
                case "-s10": size = 10; break;
                default:
                    System.err.println("usage: apps." + app + ".Main [-s0|-s1|-s10]");
                    System.exit(2);
            }
        }
        return new Harness(app, size);
    }

    /** Picks the value for this size. */
    public int pick(int s0, int s1, int s10) {
        return size == 0 ? s0 : size == 1 ? s1 : s10;
    }

    public void add(byte[] b) {
        crc.update(b, 0, b.length);
    }

    public void add(byte[] b, int off, int len) {
        crc.update(b, off, len);
    }

    /** Adds a string's UTF-8 bytes and a newline, so that ("ab","c") and ("a","bc") differ. */
    public void add(String s) {
        add(s.getBytes(StandardCharsets.UTF_8));
        crc.update('\n');
    }

    public void add(long v) {
        add(Long.toString(v));
    }

    /** Prints the one result line, {@code <app> s<size> checksum <8 hex digits>}. */
    public void finish() {
        System.out.println(app + " s" + size + " checksum " + String.format(java.util.Locale.ROOT, "%08x", crc.getValue()));
    }

    /** Runs a tool with System.out and System.err captured; returns what it printed. */
    public static String quietly(ThrowingRunnable body) throws Exception {
        PrintStream out = System.out, err = System.err;
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        PrintStream cap = new PrintStream(buf, true, StandardCharsets.UTF_8);
        System.setOut(cap);
        System.setErr(cap);
        try {
            body.run();
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    /** A body for {@link #quietly}. */
    public interface ThrowingRunnable {
        void run() throws Exception;
    }

    /** A fresh empty directory under java.io.tmpdir, named for the app. */
    public File tempDir() throws IOException {
        return Files.createTempDirectory("apps-" + app + "-").toFile();
    }

    /** Every regular file under dir, as paths relative to dir with '/', sorted. */
    public static List<String> listFiles(File dir) {
        List<String> out = new ArrayList<>();
        walk(dir, "", out);
        Collections.sort(out);
        return out;
    }

    private static void walk(File dir, String prefix, List<String> out) {
        File[] entries = dir.listFiles();
        if (entries == null) {
            return;
        }
        for (File f : entries) {
            if (f.isDirectory()) {
                walk(f, prefix + f.getName() + "/", out);
            } else {
                out.add(prefix + f.getName());
            }
        }
    }

    /**
     * Adds every file under dir to the checksum, by sorted relative name, name then bytes,
     * with dir's own path (which names a random temporary directory, and which tools copy
     * into their reports) replaced by "DIR".
     */
    public void addTree(File dir) throws IOException {
        String prefix = dir.getPath();
        for (String rel : listFiles(dir)) {
            add(rel);
            String text = new String(Files.readAllBytes(new File(dir, rel).toPath()),
                StandardCharsets.ISO_8859_1);
            add(text.replace(prefix, "DIR").getBytes(StandardCharsets.ISO_8859_1));
        }
    }

    /** Deletes dir and everything under it, unless -Dapps.keep=true asks to keep it. */
    public static void delete(File dir) {
        if (Boolean.getBoolean("apps.keep")) {
            System.err.println("kept " + dir);
            return;
        }
        deleteTree(dir);
    }

    private static void deleteTree(File dir) {
        File[] entries = dir.listFiles();
        if (entries != null) {
            for (File f : entries) {
                deleteTree(f);
            }
        }
        dir.delete();
    }

    /** An OutputStream that drops everything. */
    public static final OutputStream NULL = OutputStream.nullOutputStream();

    /**
     * The parser generators' operator precedence: {@code ops} shuffled in place (Fisher-Yates
     * with {@code rnd}) and dealt round-robin into 3-10 levels, of which 6 or more operators
     * are used.
     */
    public static List<List<String>> precedenceLevels(java.util.SplittableRandom rnd, List<String> ops) {
        for (int i = ops.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            String t = ops.get(i);
            ops.set(i, ops.get(j));
            ops.set(j, t);
        }
        int levelCount = 3 + rnd.nextInt(8), used = 6 + rnd.nextInt(ops.size() - 5);
        List<List<String>> levels = new ArrayList<>();
        for (int l = 0; l < levelCount; l++) {
            levels.add(new ArrayList<>());
        }
        for (int i = 0; i < used; i++) {
            levels.get(i % levelCount).add(ops.get(i));
        }
        return levels;
    }
}
