// Pack.java - packs a directory of .class files into the VM's class library archive
// (format in ../archive.c): "JCA1", u32 count, then per class sorted by name
// u16 name length, name (internal form without ".class"), u32 length, bytes. Big-endian.
// Deterministic: the order is by name (byte order), nothing else is recorded.
// Usage: java tools/Pack.java CLASSES_DIR OUT_FILE
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class Pack {
    public static void main(String[] args) throws IOException {
        Path root = Paths.get(args[0]);
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
        }
        TreeMap<String, Path> byName = new TreeMap<>();
        for (Path p : files) {
            String rel = root.relativize(p).toString().replace(File.separatorChar, '/');
            byName.put(rel.substring(0, rel.length() - ".class".length()), p);
        }
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(args[1])))) {
            out.writeBytes("JCA1");
            out.writeInt(byName.size());
            for (Map.Entry<String, Path> e : byName.entrySet()) {
                byte[] name = e.getKey().getBytes(StandardCharsets.UTF_8);
                byte[] data = Files.readAllBytes(e.getValue());
                out.writeShort(name.length);
                out.write(name);
                out.writeInt(data.length);
                out.write(data);
            }
        }
    }
}
