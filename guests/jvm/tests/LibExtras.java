// RELEASE 11
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.DateFormat;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.*;
import java.util.function.IntConsumer;
import java.util.stream.*;

/** Issue 16's library gaps: IdentityHashMap, Properties, UUID, MessageDigest, SimpleDateFormat, primitive spliterators, %a, stack traces. */
public class LibExtras {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }

    static void identity() {
        IdentityHashMap<String, Integer> m = new IdentityHashMap<>();
        String a = new String("key"), b = new String("key");
        m.put(a, 1);
        m.put(b, 2);
        m.put(null, 0);
        System.out.println("identity: size " + m.size() + " get(a) " + m.get(a) + " get(b) " + m.get(b) + " get(\"key\") " + m.get("key") + " null " + m.get(null));
        System.out.println(m.containsKey(a) + " " + m.containsValue(2) + " " + m.containsValue(new Integer(1000)) + " " + m.remove(b) + " " + m.size());
        List<Object> keys = new ArrayList<>();
        for (int i = 0; i < 200; i++) keys.add(Integer.valueOf(i * 1000));
        IdentityHashMap<Object, Integer> big = new IdentityHashMap<>();
        for (int i = 0; i < keys.size(); i++) big.put(keys.get(i), i);
        int sum = 0;
        for (Map.Entry<Object, Integer> e : big.entrySet()) sum += e.getValue();
        Iterator<Object> it = big.keySet().iterator();
        int removed = 0;
        while (it.hasNext()) { Object k = it.next(); if (((Integer) k) % 3000 == 0) { it.remove(); removed++; } }
        int check = 0;
        for (int i = 0; i < keys.size(); i++) if (big.containsKey(keys.get(i)) == (i % 3 != 0)) check++;
        System.out.println("big: sum " + sum + " removed " + removed + " size " + big.size() + " consistent " + check);
        IdentityHashMap<Object, Integer> copy = new IdentityHashMap<>(big);
        System.out.println(copy.equals(big) + " " + (copy.hashCode() == big.hashCode()) + " " + new TreeSet<>(copy.values()).first() + " " + copy.equals(new HashMap<>(big)));
    }

    static void properties() throws IOException {
        String text = "# comment\n! also comment\nname = Widget\ncolor:blue\nsize 10\n  spaced\\ key = value with spaces  \n"
            + "multi = one, \\\n       two, \\\n  three\nunicode=caf\\u00e9\ntabs=a\\tb\nempty=\nkeyonly\n";
        Properties defaults = new Properties();
        defaults.setProperty("color", "red");
        defaults.setProperty("weight", "1kg");
        Properties p = new Properties(defaults);
        p.load(new StringReader(text));
        for (String k : new String[] {"name", "color", "size", "spaced key", "multi", "unicode", "tabs", "empty", "keyonly", "weight", "missing"}) {
            System.out.println("[" + k + "] -> [" + p.getProperty(k) + "]");
        }
        System.out.println(p.getProperty("missing", "dflt") + " " + p.size() + " " + new TreeSet<>(p.stringPropertyNames()));
        System.out.println(p);
        StringWriter sw = new StringWriter();
        p.store(sw, "saved\nsecond line");
        String[] lines = sw.toString().split("\n");
        for (String l : lines) if (!l.startsWith("#") || l.contains("saved") || l.contains("second")) System.out.println("stored: " + l);
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        p.store(bos, null);
        Properties back = new Properties();
        back.load(new ByteArrayInputStream(bos.toByteArray()));
        System.out.println("round trip: " + back.equals(p) + " " + back.getProperty("unicode") + " " + (bos.toString("ISO-8859-1").contains("caf\\u00E9")));
        p.list(System.out);
        Enumeration<?> names = p.propertyNames();
        List<String> ns = new ArrayList<>();
        while (names.hasMoreElements()) ns.add((String) names.nextElement());
        Collections.sort(ns);
        System.out.println(ns);
    }

    static void uuids() {
        UUID u = UUID.nameUUIDFromBytes("hello".getBytes(StandardCharsets.UTF_8));
        System.out.println(u + " v" + u.version() + " variant " + u.variant() + " hash " + u.hashCode());
        UUID f = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(f + " " + f.version() + " " + f.getMostSignificantBits() + " " + f.getLeastSignificantBits() + " " + f.timestamp() + " " + f.clockSequence() + " " + f.node());
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + f.compareTo(u) + " " + u.equals(UUID.nameUUIDFromBytes("hello".getBytes())) + " " + new UUID(-1, 1));
        UUID r = UUID.randomUUID();
        System.out.println("random: v" + r.version() + " variant " + r.variant() + " length " + r.toString().length() + " distinct " + !r.equals(UUID.randomUUID()));
        try { UUID.fromString("nope"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { u.timestamp(); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
    }

    static void digests() throws NoSuchAlgorithmException {
        String[] inputs = {"", "abc", "The quick brown fox jumps over the lazy dog", "message digest",
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890"};
        for (String alg : new String[] {"MD5", "SHA-1", "SHA-256"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(md.getAlgorithm() + " length " + md.getDigestLength());
            for (String in : inputs) System.out.println("  " + hex(md.digest(in.getBytes(StandardCharsets.US_ASCII))));
            byte[] big = new byte[20000];
            for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 31 + 7);
            for (int off = 0; off < big.length; off += 777) md.update(big, off, Math.min(777, big.length - off));
            md.update((byte) 1);
            System.out.println("  big " + hex(md.digest()));
        }
        System.out.println(MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1, 2}) + " " + MessageDigest.isEqual(new byte[] {1}, new byte[] {2}));
        try { MessageDigest.getInstance("MD7"); } catch (NoSuchAlgorithmException e) { System.out.println(e.getMessage()); }
    }

    static void dates() throws ParseException {
        TimeZone utc = TimeZone.getTimeZone("UTC");
        long[] instants = {0L, 1700000000123L, 951782400000L, -86400000L * 365, 1735689599999L, 4102444800000L};
        String[] patterns = {"yyyy-MM-dd HH:mm:ss.SSS", "EEE, d MMM yyyy HH:mm:ss Z", "EEEE MMMM dd yy h:mm a", "yyyyMMdd'T'HHmmss'Z'",
            "D w W F u k K G", "''yy'' 'o''clock' hh z zzzz", "yyyy-MM-dd'T'HH:mm:ssXXX", "M/d/y X XX"};
        for (String pat : patterns) {
            SimpleDateFormat f = new SimpleDateFormat(pat, Locale.US);
            f.setTimeZone(utc);
            StringBuilder sb = new StringBuilder(pat).append(" |");
            for (long t : instants) sb.append(' ').append(f.format(new Date(t))).append(" |");
            System.out.println(sb);
        }
        SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss", Locale.US);
        iso.setTimeZone(utc);
        for (String s : new String[] {"2024-02-29 13:45:10", "1999-12-31 23:59:59", "2024-13-01 00:00:00"}) {
            Date d = iso.parse(s);
            System.out.println(s + " -> " + d.getTime() + " -> " + iso.format(d));
        }
        SimpleDateFormat named = new SimpleDateFormat("dd MMM yyyy hh:mm a", Locale.US);
        named.setTimeZone(utc);
        System.out.println(named.parse("05 Nov 2023 07:30 PM").getTime() + " " + named.parse("05 November 2023 12:00 AM").getTime());
        SimpleDateFormat compact = new SimpleDateFormat("yyyyMMddHHmm", Locale.US);
        compact.setTimeZone(utc);
        System.out.println(compact.parse("202311051930").getTime());
        try { iso.parse("not a date"); } catch (ParseException e) { System.out.println(e.getMessage() + " at " + e.getErrorOffset()); }
        try { new SimpleDateFormat("yyyy-bb"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        for (int style : new int[] {DateFormat.SHORT, DateFormat.MEDIUM, DateFormat.LONG, DateFormat.FULL}) {
            DateFormat df = DateFormat.getDateTimeInstance(style, style, Locale.US);
            df.setTimeZone(utc);
            DateFormat d1 = DateFormat.getDateInstance(style, Locale.US);
            d1.setTimeZone(utc);
            System.out.println(df.format(new Date(1700000000123L)) + " | " + d1.format(new Date(0)));
        }
    }

    static void spliterators() {
        Spliterator.OfInt s = IntStream.range(0, 5).spliterator();
        StringBuilder sb = new StringBuilder();
        s.tryAdvance((IntConsumer) i -> sb.append("first ").append(i).append(';'));
        s.forEachRemaining((IntConsumer) i -> sb.append(i).append(','));
        System.out.println(sb);
        Spliterator.OfLong ls = LongStream.of(7, 8, 9).spliterator();
        ls.forEachRemaining((Long x) -> System.out.print(x + " "));
        Spliterator.OfDouble ds = Arrays.spliterator(new double[] {1.5, 2.5, 3.5}, 1, 3);
        System.out.println(ds.estimateSize() + " " + ds.hasCharacteristics(Spliterator.SIZED) + " " + ds.getExactSizeIfKnown());
        System.out.println(StreamSupport.intStream(Arrays.spliterator(new int[] {3, 1, 2}), false).map(x -> x * 10).sum()
            + " " + StreamSupport.doubleStream(ds, false).sum()
            + " " + StreamSupport.longStream(Spliterators.spliterator(new long[] {4, 5}, 0), false).boxed().collect(Collectors.toList()));
        PrimitiveIterator.OfInt it = Spliterators.iterator(Spliterators.spliteratorUnknownSize(IntStream.of(4, 5, 6).iterator(), 0));
        int sum = 0;
        while (it.hasNext()) sum += it.nextInt();
        System.out.println(sum + " " + Spliterators.emptyIntSpliterator().estimateSize() + " " + Arrays.spliterator(new String[] {"a", "b"}).estimateSize());
    }

    static void misc() throws IOException {
        double[] vals = {1.0, -2.5, 0.1, 1e-310, Double.MAX_VALUE, 0.0, -0.0, Math.PI, Double.NaN, Double.NEGATIVE_INFINITY, 255.0 / 256};
        for (double v : vals) {
            System.out.println(String.format("%a|%A|%.2a|%.0a|%15a|%-14.3a|%+a|%010.1a", v, v, v, v, v, v, v, v));
        }
        System.out.println(String.format("%a %a %.1a", 0.1f, Float.MIN_VALUE, 1.96875));
        for (double v : new double[] {1, -1, 0.1, -0.1}) System.out.println(String.format("%+012a|% 012a|%012.3a|%-+14a|", v, v, v, v));
        Throwable a = new Exception("a");
        Throwable b = new RuntimeException("b", a);
        a.initCause(b);
        StringWriter sw = new StringWriter();
        b.printStackTrace(new PrintWriter(sw, true));
        for (String l : sw.toString().split("\n")) if (!l.contains("\tat ")) System.out.println(l);
        StackTraceElement[] st = new Exception().getStackTrace();
        System.out.println(st[0].getClassName() + "." + st[0].getMethodName() + " " + st[0].getFileName() + " " + (st[0].getLineNumber() > 0) + " " + st[0].isNativeMethod() + " " + st.length);
        Exception custom = new Exception("custom");
        custom.setStackTrace(new StackTraceElement[] {new StackTraceElement("pkg.Cls", "m", "Cls.java", 12), new StackTraceElement("pkg.Cls", "n", null, -1), new StackTraceElement("pkg.Cls", "nat", null, -2)});
        custom.printStackTrace(System.out);
        BufferedInputStream bis = new BufferedInputStream(new ByteArrayInputStream("abcdefghij".getBytes()), 4);
        bis.read();
        bis.mark(10);
        byte[] buf = new byte[5];
        int n = bis.read(buf);
        bis.reset();
        System.out.println(n + " " + new String(buf, 0, n) + " " + (char) bis.read() + " " + bis.skip(3) + " " + (char) bis.read() + " " + bis.available());
        PushbackInputStream pis = new PushbackInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}), 2);
        int first = pis.read();
        pis.unread(first);
        pis.unread(9);
        System.out.println(pis.read() + " " + pis.read() + " " + pis.read() + " " + pis.available());
        try { pis.unread(new byte[3]); } catch (IOException e) { System.out.println(e.getMessage()); }
        DataInputStream din = new DataInputStream(new ByteArrayInputStream("line1\r\nline2\rline3".getBytes()));
        System.out.println(din.readLine() + "|" + din.readLine() + "|" + din.readLine() + "|" + din.readLine());
    }

    public static void main(String[] args) throws Exception {
        identity();
        properties();
        uuids();
        digests();
        dates();
        spliterators();
        misc();
    }
}
