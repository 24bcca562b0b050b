// EventCheck.java - checks an event log written by `jvm -X:eventlog=FILE` against the
// boot objects of feature.dump and the types of class.dump (docs/events.md,
// docs/dump-formats.md):
//   - every NEW_* is at an address where no live object is, with a known type and the size
//     the type implies (scalars: class.dump instance size; arrays: header + length * element);
//   - every COPY_* has a live source, of the matching kind (scalar/array), copied at most once
//     per collection, to a destination where no live object is;
//   - copies happen only between GC_START and GC_END, collections are numbered 1, 2, 3, ...;
//   - MEM_UNMAP kills the objects in the range; a live object in it that was not copied
//     in the collection is simply dead (that is what a copying collector does).
// Prints a summary; exits 1 with the first violation.
// Usage: java tools/EventCheck.java EVENTLOG FEATURE.DUMP CLASS.DUMP
import java.io.*;
import java.nio.file.*;
import java.util.*;

public class EventCheck {
    static final class Obj { final long size; final int type; final boolean array; Obj(long s, int t, boolean a) { size = s; type = t; array = a; } }
    static TreeMap<Long, Obj> live = new TreeMap<>();
    static Map<Integer, Long> scalarSize = new HashMap<>();
    static Map<Integer, Long> elemSize = new HashMap<>();
    static int arrayHeader = 12, align = 4;

    static void fail(long n, String msg) { System.err.println("event " + n + ": " + msg); System.exit(1); }

    static boolean overlaps(long a, long size) {
        Map.Entry<Long, Obj> e = live.floorEntry(a + size - 1);
        return e != null && e.getKey() + e.getValue().size > a;
    }

    public static void main(String[] args) throws IOException {
        for (String line : Files.readAllLines(Paths.get(args[2]))) {
            String[] f = line.split("\t");
            if (f[0].equals("class")) scalarSize.put(Integer.parseInt(f[1]), Long.parseLong(f[3]));
            if (f[0].equals("array")) elemSize.put(Integer.parseInt(f[1]), Long.parseLong(f[4]));
            if (f[0].equals("model")) for (String kv : f) {
                if (kv.startsWith("array_data=")) arrayHeader = Integer.parseInt(kv.substring(11));
                if (kv.startsWith("align=")) align = Integer.parseInt(kv.substring(6));
            }
        }
        int boot = 0;
        for (String line : Files.readAllLines(Paths.get(args[1]))) {
            if (line.startsWith("#")) continue;
            String[] f = line.split("\t");
            long a = Long.parseLong(f[1].substring(2), 16);
            live.put(a, new Obj(Long.parseLong(f[3]), Integer.parseInt(f[2]), !f[4].equals("-")));
            boot++;
        }
        long n = 0, news = 0, copies = 0, gcs = 0, unmaps = 0, died = 0;
        boolean inGc = false;
        Set<Long> copiedThisGc = new HashSet<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(args[0])))) {
            while (true) {
                int word;
                try { word = in.readInt(); } catch (EOFException e) { break; }
                long next = in.readInt() & 0xffffffffL, extra = in.readInt() & 0xffffffffL;
                in.readInt();
                long arg3 = in.readInt() & 0xffffffffL, arg4 = in.readInt() & 0xffffffffL;
                n++;
                int id = word & 31;
                switch (id) {
                case 1: case 2: {
                    int type = (int) extra;
                    long size;
                    if (id == 1) {
                        Long s = scalarSize.get(type);
                        if (s == null) fail(n, "NEW_SCALAR of unknown class type " + type);
                        size = s;
                    } else {
                        Long es = elemSize.get(type);
                        if (es == null) fail(n, "NEW_ARRAY of unknown array type " + type);
                        size = (arrayHeader + arg4 * es + align - 1) / align * align;
                        if ((word >>> 5) != size) fail(n, "NEW_ARRAY event word size " + (word >>> 5) + " != " + size);
                    }
                    if (arg3 != size) fail(n, "allocation size " + arg3 + " != " + size + " for type " + type);
                    if (overlaps(next, size)) fail(n, String.format("allocation at 0x%x overlaps a live object", next));
                    live.put(next, new Obj(size, type, id == 2));
                    news++;
                    break;
                }
                case 3:
                    if (inGc) fail(n, "GC_START inside a collection");
                    if (arg3 != gcs + 1) fail(n, "collection number " + arg3 + ", expected " + (gcs + 1));
                    inGc = true;
                    copiedThisGc.clear();
                    break;
                case 4:
                    if (!inGc) fail(n, "GC_END without GC_START");
                    inGc = false;
                    gcs++;
                    break;
                case 5: case 6: {
                    if (!inGc) fail(n, "copy outside a collection");
                    Obj o = live.get(next);
                    if (o == null) fail(n, String.format("copy of 0x%x, which is not a live object", next));
                    if (o.array != (id == 6)) fail(n, "copy kind does not match the object kind");
                    if (!copiedThisGc.add(next)) fail(n, String.format("0x%x copied twice in one collection", next));
                    if (overlaps(extra, o.size)) fail(n, String.format("copy destination 0x%x overlaps a live object", extra));
                    live.put(extra, o);
                    copies++;
                    break;
                }
                case 9: {
                    Map<Long, Obj> sub = live.subMap(next, next + extra);
                    died += sub.size();
                    sub.clear();
                    unmaps++;
                    break;
                }
                case 7: case 8: break;
                default: fail(n, "unknown event id " + id);
                }
            }
        }
        if (inGc) fail(n, "log ends inside a collection");
        System.out.println("events " + n + ": boot objects " + boot + ", allocations " + news + ", copies " + copies
                + ", collections " + gcs + ", unmaps " + unmaps + ", objects died " + died + ", live at exit " + live.size()
                + ": consistent");
    }
}
