// JimageList.java - the oracle of jimage_list.c: lists every location of a runtime image
// through the JDK's own reader (jdk.internal.jimage.ImageReader, opened in the byte order
// the image was written in), one line per location, "NAME SIZE CRC32", and for each
// PACKAGE argument a line "PACKAGE -> MODULE" as jimage_list prints them.
// Usage: java --add-exports java.base/jdk.internal.jimage=ALL-UNNAMED JimageList.java IMAGE big|little [PACKAGE...]
import java.nio.ByteOrder;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.file.Path;
import java.util.zip.CRC32;
import jdk.internal.jimage.ImageLocation;
import jdk.internal.jimage.ImageReader;

public class JimageList {
    public static void main(String[] args) throws Exception {
        ByteOrder order = args[1].equals("big") ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        try (ImageReader r = ImageReader.open(Path.of(args[0]), order)) {
            for (int i = 2; i < args.length; i++) {
                // a package's module: the first entry of /packages/<dotted> not marked empty
                ImageLocation loc = r.findLocation("packages", args[i].replace('/', '.'));
                String module = "(none)";
                if (loc != null) {
                    IntBuffer ib = ByteBuffer.wrap(r.getResource(loc)).order(order).asIntBuffer();
                    for (int k = 0; k + 1 < ib.limit(); k += 2)
                        if (ib.get(k) == 0) { module = r.getString(ib.get(k + 1)); break; }
                }
                System.out.println(args[i] + " -> " + module);
            }
            StringBuilder out = new StringBuilder();
            for (String name : r.getEntryNames()) {
                byte[] b = r.getResource(r.findLocation(name));
                CRC32 crc = new CRC32();
                crc.update(b);
                out.append(name).append(' ').append(b.length).append(' ')
                   .append(String.format("%08x", crc.getValue())).append('\n');
            }
            System.out.print(out);
        }
    }
}
