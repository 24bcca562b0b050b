// RELEASE 17
import java.io.*;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.jar.*;
import java.util.zip.*;

/** java.util.zip on the guest: `Zips17 make DIR` (HotSpot only: the guest has no Deflater)
 *  writes compressed inputs into DIR; `Zips17 DIR` reads them back through Inflater,
 *  InflaterInputStream, GZIPInputStream, ZipFile, ZipInputStream, JarFile and a
 *  URLClassLoader's resources, printing what it finds: the same on HotSpot and on the guest. */
public class Zips17 {
    static final String[] WORDS = {"heap", "nursery", "mature", "remembered", "set", "barrier", "copy",
                                   "mark", "sweep", "trace", "object", "field", "line", "block"};

    /** deterministic text: compressible words, then some noise */
    static byte[] text(int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder();
        while (sb.length() < n) {
            if (r.nextInt(8) == 0)
                sb.append((char) ('!' + r.nextInt(90)));
            else
                sb.append(WORDS[r.nextInt(WORDS.length)]).append(' ');
        }
        return sb.substring(0, n).getBytes(StandardCharsets.ISO_8859_1);
    }

    static byte[] deflate(byte[] in, int level, int strategy, boolean nowrap, byte[] dict) {
        Deflater d = new Deflater(level, nowrap);
        d.setStrategy(strategy);
        if (dict != null)
            d.setDictionary(dict);
        d.setInput(in);
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        while (!d.finished())
            out.write(buf, 0, d.deflate(buf));
        d.end();
        return out.toByteArray();
    }

    static void write(File f, byte[] b) throws IOException {
        try (FileOutputStream o = new FileOutputStream(f)) {
            o.write(b);
        }
    }

    static final byte[] DICT = "remembered set barrier nursery mature heap object ".getBytes(StandardCharsets.ISO_8859_1);

    static void make(File dir) throws IOException {
        dir.mkdirs();
        byte[] big = text(300_000, 1);
        write(new File(dir, "z-default.bin"), deflate(big, 6, Deflater.DEFAULT_STRATEGY, false, null));
        write(new File(dir, "raw-best.bin"), deflate(big, 9, Deflater.DEFAULT_STRATEGY, true, null));
        write(new File(dir, "raw-huffman.bin"), deflate(big, 6, Deflater.HUFFMAN_ONLY, true, null));
        write(new File(dir, "raw-stored.bin"), deflate(big, 0, Deflater.DEFAULT_STRATEGY, true, null));
        write(new File(dir, "raw-fast.bin"), deflate(text(70_000, 2), 1, Deflater.FILTERED, true, null));
        write(new File(dir, "z-dict.bin"), deflate(text(5_000, 3), 9, Deflater.DEFAULT_STRATEGY, false, DICT));
        byte[] empty = deflate(new byte[0], 6, Deflater.DEFAULT_STRATEGY, false, null);
        write(new File(dir, "z-empty.bin"), empty);
        // two gzip members back to back, then a corrupt copy of the first
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        for (int m = 0; m < 2; m++)
            try (GZIPOutputStream g = new GZIPOutputStream(new FilterOutputStream(two) {
                public void close() throws IOException { flush(); }
            })) {
                g.write(text(20_000 + 7 * m, 10 + m));
            }
        write(new File(dir, "two.gz"), two.toByteArray());
        byte[] bad = deflate(big, 6, Deflater.DEFAULT_STRATEGY, true, null);
        for (int i = 1000; i < 1040; i++)
            bad[i] ^= (byte) 0x5a;
        write(new File(dir, "raw-corrupt.bin"), bad);
        byte[] z = deflate(text(1000, 4), 6, Deflater.DEFAULT_STRATEGY, false, null);
        z[z.length - 1] ^= 1; // the Adler-32 trailer
        write(new File(dir, "z-badcheck.bin"), z);
        // a jar: a manifest, a stored and deflated entries, a class and a resource
        Manifest man = new Manifest();
        man.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        man.getMainAttributes().putValue("Implementation-Title", "zips17 test jar");
        try (JarOutputStream j = new JarOutputStream(new FileOutputStream(new File(dir, "t.jar")), man)) {
            for (int i = 0; i < 12; i++) {
                JarEntry e = new JarEntry("data/part" + i + ".txt");
                byte[] b = text(1000 + 3000 * i, 20 + i);
                if (i % 4 == 0) {
                    e.setMethod(ZipEntry.STORED);
                    e.setSize(b.length);
                    CRC32 c = new CRC32();
                    c.update(b);
                    e.setCrc(c.getValue());
                }
                j.putNextEntry(e);
                j.write(b);
                j.closeEntry();
            }
            j.putNextEntry(new JarEntry("Widget.class")); // a class only the jar has
            j.write(compile("Widget", "public class Widget { public String toString() { return \"a widget from \" + getClass().getClassLoader().getClass().getSimpleName(); } }"));
            j.closeEntry();
            j.putNextEntry(new JarEntry("Plugin.class"));
            try (InputStream in = Zips17.class.getResourceAsStream("/Plugin.class")) {
                j.write(in.readAllBytes());
            }
            j.closeEntry();
        }
    }

    /** javac (HotSpot's java.compiler, at `make` only) on one source: its class file */
    static byte[] compile(String name, String source) throws IOException {
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        File dir = java.nio.file.Files.createTempDirectory("zips17").toFile();
        File src = new File(dir, name + ".java");
        write(src, source.getBytes(StandardCharsets.UTF_8));
        if (javac.run(null, null, null, "--release", "17", "-d", dir.getPath(), src.getPath()) != 0)
            throw new IOException("javac failed");
        byte[] b = read(new File(dir, name + ".class"));
        new File(dir, name + ".class").delete();
        src.delete();
        dir.delete();
        return b;
    }

    /** a loader that defines a class from a direct ByteBuffer (ClassLoader.defineClass2) */
    static class BufferLoader extends ClassLoader {
        BufferLoader() {
            super(null);
        }
        Class<?> define(String name, byte[] b) {
            java.nio.ByteBuffer bb = java.nio.ByteBuffer.allocateDirect(b.length + 3);
            bb.put(new byte[] {1, 2, 3}).put(b).flip().position(3);
            return defineClass(name, bb, null);
        }
    }

    static String crc(byte[] b, int n) {
        CRC32 c = new CRC32();
        c.update(b, 0, n);
        return String.format("%d bytes crc %08x", n, c.getValue());
    }

    static byte[] read(File f) throws IOException {
        try (FileInputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    /** an Inflater fed `piece` bytes at a time into `out` bytes at a time */
    static void pieces(String name, byte[] in, boolean nowrap, int piece, int outPiece, byte[] dict) {
        Inflater inf = new Inflater(nowrap);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[outPiece];
        int pos = 0, calls = 0;
        try {
            while (!inf.finished()) {
                if (inf.needsInput()) {
                    if (pos == in.length)
                        throw new EOFException("input ends");
                    int n = Math.min(piece, in.length - pos);
                    inf.setInput(in, pos, n);
                    pos += n;
                }
                int k = inf.inflate(buf);
                calls++;
                out.write(buf, 0, k);
                if (k == 0 && inf.needsDictionary()) {
                    System.out.printf("  %s: needs a dictionary, Adler-32 %08x%n", name, inf.getAdler());
                    if (dict == null)
                        break;
                    inf.setDictionary(dict);
                }
            }
            byte[] b = out.toByteArray();
            System.out.printf("  %s by %d/%d: %s, read %d written %d remaining %d adler %08x finished %b%n", name,
                              piece, outPiece, crc(b, b.length), inf.getBytesRead(), inf.getBytesWritten(),
                              inf.getRemaining(), inf.getAdler(), inf.finished());
        } catch (DataFormatException | IOException | IllegalArgumentException e) {
            // (not how much came out before: zlib writes part of a block, inflate.c whole blocks)
            System.out.printf("  %s by %d/%d: %s%n", name, piece, outPiece, e);
        } finally {
            inf.end();
        }
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("make")) {
            make(new File(args[1]));
            return;
        }
        File dir = new File(args[0]);
        System.out.println("Inflater, whole and in pieces:");
        for (String f : new String[] {"z-default.bin", "raw-best.bin", "raw-huffman.bin", "raw-stored.bin",
                                      "raw-fast.bin", "z-empty.bin", "raw-corrupt.bin", "z-badcheck.bin"}) {
            byte[] in = read(new File(dir, f));
            boolean nowrap = f.startsWith("raw");
            pieces(f, in, nowrap, in.length + 1, 1 << 20, null);
            pieces(f, in, nowrap, 8192, 3000, null);
            if (in.length < 20_000)
                pieces(f, in, nowrap, 1, 1, null);
        }
        byte[] zd = read(new File(dir, "z-dict.bin"));
        pieces("z-dict.bin", zd, false, zd.length, 1 << 16, DICT);
        pieces("z-dict.bin", zd, false, 7, 100, DICT);
        pieces("z-dict.bin without it", zd, false, zd.length, 1 << 16, null);
        try {
            pieces("z-dict.bin, a wrong one", zd, false, zd.length, 1 << 16, "wrong".getBytes());
        } catch (IllegalArgumentException e) {
            System.out.println("  wrong dictionary: " + e);
        }

        System.out.println("streams:");
        try (InputStream in = new GZIPInputStream(new FileInputStream(new File(dir, "two.gz")), 512)) {
            byte[] b = in.readAllBytes();
            System.out.println("  two.gz (two members): " + crc(b, b.length));
        }
        try (InputStream in = new InflaterInputStream(new FileInputStream(new File(dir, "z-default.bin")))) {
            byte[] b = in.readAllBytes();
            System.out.println("  InflaterInputStream: " + crc(b, b.length));
        }
        try (InputStream in = new InflaterInputStream(new FileInputStream(new File(dir, "raw-corrupt.bin")),
                                                      new Inflater(true))) {
            in.readAllBytes();
        } catch (ZipException e) {
            System.out.println("  corrupt: " + e);
        }

        System.out.println("the jar:");
        File jar = new File(dir, "t.jar");
        try (ZipFile z = new ZipFile(jar)) {
            List<String> names = new ArrayList<>();
            for (Enumeration<? extends ZipEntry> en = z.entries(); en.hasMoreElements();) {
                ZipEntry e = en.nextElement();
                try (InputStream in = z.getInputStream(e)) {
                    byte[] b = in.readAllBytes();
                    names.add(e.getName() + " m" + e.getMethod() + " " + e.getCompressedSize() + " " + crc(b, b.length));
                }
            }
            names.forEach(s -> System.out.println("  " + s));
        }
        try (ZipInputStream zin = new ZipInputStream(new FileInputStream(jar))) {
            int n = 0;
            long total = 0;
            for (ZipEntry e; (e = zin.getNextEntry()) != null; n++)
                total += zin.readAllBytes().length;
            System.out.println("  ZipInputStream: " + n + " entries, " + total + " bytes");
        }
        try (JarFile j = new JarFile(jar)) {
            System.out.println("  manifest: " + j.getManifest().getMainAttributes().getValue("Implementation-Title"));
        }
        try (URLClassLoader l = new URLClassLoader(new URL[] {jar.toURI().toURL()}, null)) {
            try (InputStream in = l.getResourceAsStream("data/part5.txt")) {
                byte[] b = in.readAllBytes();
                System.out.println("  resource data/part5.txt: " + crc(b, b.length));
            }
            System.out.println("  resources named data/part1.txt: " + Collections.list(l.getResources("data/part1.txt")).size());
            try (InputStream in = l.getResourceAsStream("Widget.class")) {
                Class<?> w = new BufferLoader().define("Widget", in.readAllBytes());
                System.out.println("  defined from a direct buffer: " + w.getName() + ", " +
                                   w.getConstructor().newInstance());
            }
        }
    }
}

class Plugin {
    public String hello() {
        return "a class the jar carries";
    }
}
