// EventCheck.java - checks an event log written by `jvm -X:eventlog=FILE` against the
// boot objects of feature.dump and the types of class.dump (docs/events.md,
// docs/dump-formats.md):
//   - every NEW_* is at an address where no live object is, with a known type and the size
//     the type implies (scalars: class.dump instance size; arrays: header + length * element);
//   - every COPY_* has a live source, of the matching kind (scalar/array), copied at most once
//     per collection, to a destination where no live object is;
//   - copies happen only between GC_START and GC_END, collections are numbered 1, 2, 3, ...;
//   - MEM_UNMAP kills the objects in the range; a live object in it that was not copied
//     in the collection is simply dead (that is what a copying collector does);
//   - FREE names a live object with its size, inside a collection, and kills it;
//   - every NEW_* is preceded by exactly one ALLOC_SITE naming a method of class.dump;
//   - GC_START kinds are 0..3; with --plan NAME, only that plan's kinds, and COPY_* only
//     from copying plans and immix (defragmentation), FREE only from marksweep and immix;
//   - MARKER chunks hold 0..12 bytes and a string's chunks are not interleaved with other
//     events; TRACE_ON/TRACE_OFF alternate, starting with TRACE_ON;
//   - MEASURE_OFF/MEASURE_ON alternate (-X:deaths); DEATH, ROOT_ADD and ROOT_DROP come
//     inside those regions and name live objects; FINAL_STEP at most once, in a region;
//   - THREAD_SWITCH names a thread of class.dump's `thread` records other than the one
//     running, with a reason 0..4; a thread that ended (reason 4) never runs again, and a
//     run that switches has the main thread (1) among its records.
// Prints a summary; exits 1 with the first violation.
// Usage: java tools/EventCheck.java [--plan NAME] EVENTLOG FEATURE.DUMP CLASS.DUMP
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

    public static void main(String[] argv) throws IOException {
        String plan = null;
        String[] args = argv;
        if (argv.length == 5 && argv[0].equals("--plan")) {
            plan = argv[1];
            args = Arrays.copyOfRange(argv, 2, 5);
        }
        if (args.length != 3) {
            System.err.println("usage: java EventCheck.java [--plan NAME] EVENTLOG FEATURE.DUMP CLASS.DUMP");
            System.exit(2);
        }
        Set<Integer> kinds = new HashSet<>(Arrays.asList(0, 1, 2, 3));
        boolean copies = true, frees = true;
        if (plan != null) {
            switch (plan) {
            case "semispace": kinds = new HashSet<>(Arrays.asList(0)); frees = false; break;
            case "appel": kinds = new HashSet<>(Arrays.asList(1, 2)); frees = false; break;
            case "olderfirst": kinds = new HashSet<>(Arrays.asList(0, 3)); frees = false; break; // 0: Runtime.gc()
            case "marksweep": kinds = new HashSet<>(Arrays.asList(0)); copies = false; break;
            case "immix": kinds = new HashSet<>(Arrays.asList(0)); break; // FREE, and COPY when it defragments
            case "nogc": kinds = new HashSet<>(); copies = false; frees = false; break; // no collection at all
            default: System.err.println("unknown plan " + plan); System.exit(2);
            }
        }
        Set<Long> methods = new HashSet<>();
        Set<Long> threads = new HashSet<>();
        for (String line : Files.readAllLines(Paths.get(args[2]))) {
            String[] f = line.split("\t");
            if (f[0].equals("class")) scalarSize.put(Integer.parseInt(f[1]), Long.parseLong(f[3]));
            if (f[0].equals("method")) methods.add(Long.parseLong(f[1]));
            if (f[0].equals("thread")) threads.add(Long.parseLong(f[1]));
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
        long n = 0, news = 0, copied = 0, gcs = 0, unmaps = 0, died = 0, freed = 0, markers = 0;
        boolean inGc = false, site = false, marker = false, traceOn = false;
        boolean region = false, finalStep = false;
        long deaths = 0, rootReports = 0;
        long running = 1, switches = 0;
        Set<Long> ended = new HashSet<>();
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
                if (site && id != 1 && id != 2) fail(n, "ALLOC_SITE not followed by NEW_*");
                if (marker && id != 13) fail(n, "a MARKER string interrupted by event " + id);
                switch (id) {
                case 14:
                    if (!methods.contains(next) && !(next == 0 && extra == 0xffffffffL))
                        fail(n, "ALLOC_SITE names method " + next + ", not in class.dump");
                    site = true;
                    break;
                case 13:
                    if ((arg4 & ~0x1ffL) != 0 || (arg4 & 0xff) > 12) fail(n, "bad MARKER count word " + arg4);
                    marker = (arg4 & 0x100) != 0;
                    if (!marker) markers++;
                    break;
                case 11: case 12:
                    if ((id == 11) == traceOn) fail(n, id == 11 ? "TRACE_ON twice" : "TRACE_OFF without TRACE_ON");
                    traceOn = id == 11;
                    break;
                case 10: {
                    if (!frees) fail(n, "FREE from plan " + plan);
                    if (!inGc) fail(n, "FREE outside a collection");
                    Obj o = live.get(next);
                    if (o == null) fail(n, String.format("FREE of 0x%x, which is not a live object", next));
                    if (o.size != extra) fail(n, "FREE size " + extra + " != " + o.size);
                    live.remove(next);
                    freed++;
                    break;
                }
                case 1: case 2: {
                    if (!site) fail(n, "NEW_* without ALLOC_SITE");
                    site = false;
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
                    if (!kinds.contains((int) arg4)) fail(n, "GC kind " + arg4 + " not made by plan " + (plan == null ? "any" : plan));
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
                    if (!copies) fail(n, "COPY from plan " + plan);
                    if (!inGc) fail(n, "copy outside a collection");
                    Obj o = live.get(next);
                    if (o == null) fail(n, String.format("copy of 0x%x, which is not a live object", next));
                    if (o.array != (id == 6)) fail(n, "copy kind does not match the object kind");
                    if (!copiedThisGc.add(next)) fail(n, String.format("0x%x copied twice in one collection", next));
                    if (overlaps(extra, o.size)) fail(n, String.format("copy destination 0x%x overlaps a live object", extra));
                    live.put(extra, o);
                    copied++;
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
                case 15:
                    if (!threads.contains(1L)) fail(n, "THREAD_SWITCH in a run whose class.dump names no main thread");
                    if (!threads.contains(next)) fail(n, "THREAD_SWITCH to thread " + next + ", not in class.dump");
                    if (next == running) fail(n, "THREAD_SWITCH to the running thread " + next);
                    if (extra > 4) fail(n, "THREAD_SWITCH reason " + extra);
                    if (extra == 4) ended.add(running);
                    if (ended.contains(next)) fail(n, "THREAD_SWITCH to thread " + next + ", which ended");
                    running = next;
                    switches++;
                    break;
                case 16: case 17:
                    if ((id == 16) == region) fail(n, id == 16 ? "MEASURE_OFF inside an unmeasured region" : "MEASURE_ON outside an unmeasured region");
                    region = id == 16;
                    break;
                case 18: case 19: case 20:
                    if (!region) fail(n, "DEATH/ROOT_ADD/ROOT_DROP outside an unmeasured region");
                    if (!live.containsKey(next)) fail(n, String.format("event %d names 0x%x, which is not a live object", id, next));
                    if (id == 18 && extra > 1) fail(n, "DEATH kind " + extra);
                    if (id == 18) deaths++; else rootReports++;
                    break;
                case 21:
                    if (!region || finalStep) fail(n, "FINAL_STEP outside a region or twice");
                    finalStep = true;
                    break;
                case 22: /* CODE (-X:exec=baseline): method id, address, size, routine */
                    if (extra == 0 || arg3 == 0) fail(n, "CODE with a zero address or size");
                    if (arg4 == 0 && next == 0) fail(n, "CODE of a method with a zero method id");
                    if (arg4 != 0 && (arg4 > 4 || next != 0)) fail(n, "CODE of routine " + arg4 + " with method id " + next);
                    break;
                default: fail(n, "unknown event id " + id);
                }
            }
        }
        if (inGc) fail(n, "log ends inside a collection");
        if (region) fail(n, "log ends inside an unmeasured region");
        if (site || marker) fail(n, "log ends inside an ALLOC_SITE/NEW or MARKER sequence");
        System.out.println("events " + n + ": boot objects " + boot + ", allocations " + news + ", copies " + copied
                + ", frees " + freed + ", collections " + gcs + ", unmaps " + unmaps + ", objects died " + died
                + ", markers " + markers + (rootReports + deaths > 0 ? ", root reports " + rootReports + ", deaths " + deaths : "")
                + (switches > 0 ? ", thread switches " + switches + " among " + threads.size() + " threads" : "")
                + ", live at exit " + live.size() + ": consistent");
    }
}
