import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UnsupportedEncodingException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Random and SplittableRandom with the JDK's exact sequences (every next* form, bounds
 * that are and are not powers of two, split), java.util.Date on fixed instants (UTC), and
 * the UTF-8, ISO-8859-1 and US-ASCII charsets through String, ByteArrayOutputStream,
 * InputStreamReader, OutputStreamWriter and java.nio.charset.
 */
public class RandomDateCharsets {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Integer.toHexString((x & 0xff) + 0x100).substring(1));
        }
        return sb.toString();
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) throws Exception {
        Random r = new Random(20261125L);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            sb.setLength(0);
            sb.append(r.nextInt()).append(' ').append(r.nextInt(1 + i * 7919)).append(' ').append(r.nextInt(1 << (i % 31))).append(' ').append(r.nextLong())
                .append(' ').append(r.nextBoolean()).append(' ').append(r.nextFloat()).append(' ').append(r.nextDouble()).append(' ').append(r.nextGaussian());
            System.out.println(sb);
        }
        byte[] bytes = new byte[13];
        r.nextBytes(bytes);
        System.out.println(hex(bytes));
        r.setSeed(-1);
        System.out.println(r.nextInt(1000) + " " + r.nextGaussian() + " " + r.nextGaussian() + " " + r.nextInt());

        SplittableRandom s = new SplittableRandom(42);
        for (int i = 0; i < 40; i++) {
            sb.setLength(0);
            sb.append(s.nextInt()).append(' ').append(s.nextInt(1 + i * 7919)).append(' ').append(s.nextInt(-50, 50 + i)).append(' ')
                .append(s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE)).append(' ').append(s.nextInt(1 << (i % 31))).append(' ').append(s.nextLong())
                .append(' ').append(s.nextLong(1 + i * 1000000007L)).append(' ').append(s.nextLong(-i, 1L << (i + 3))).append(' ')
                .append(s.nextLong(Long.MIN_VALUE, Long.MAX_VALUE)).append(' ').append(s.nextBoolean()).append(' ').append(s.nextDouble()).append(' ')
                .append(s.nextDouble(3.5)).append(' ').append(s.nextDouble(-1e6, 1e-3));
            System.out.println(sb);
        }
        SplittableRandom t = s.split();
        SplittableRandom u = t.split();
        System.out.println(t.nextLong() + " " + u.nextLong() + " " + s.nextLong() + " " + t.nextInt(10) + " " + u.nextDouble());
        try {
            s.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            s.nextInt(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        long[] instants = {0L, 1L, -1L, 86399999L, 951782400000L, 951868800000L, 1700000000123L, -2208988800000L, 253402300799999L, 4102444800000L,
            -12219292800000L, 1234567890000L, 1000000000000L, 2147483647000L, -86400000L * 365};
        for (long ms : instants) {
            Date d = new Date(ms);
            System.out.println(ms + " " + d + " " + d.getTime() + " " + d.hashCode() + " " + d.toGMTString() + " " + d.getYear() + " " + d.getMonth() + " "
                + d.getDate() + " " + d.getDay() + " " + d.getHours() + " " + d.getMinutes() + " " + d.getSeconds());
        }
        Date a = new Date(1000);
        Date b = new Date(2000);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(new Date(1000)) + " "
            + a.equals(b) + " " + new Date(100, 0, 1) + " " + new Date(124, 1, 29, 13, 45, 30) + " " + new Date(99, 13, 40, 25, 61, 61).getTime() + " "
            + a.clone().equals(a));
        Date now = new Date();
        Date later = new Date();
        System.out.println("clock monotonic " + !later.before(now) + " after 2020 " + now.after(new Date(1577836800000L)));

        String text = "caf\u00e9 \u20ac \ud83d\ude00 A~\u007f\u0080\u00ff\u0100";
        String[] names = {"UTF-8", "utf8", "ISO-8859-1", "latin1", "ISO8859_1", "US-ASCII", "ascii", "646"};
        for (String n : names) {
            byte[] enc = text.getBytes(n);
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            Writer w = new OutputStreamWriter(bo, n);
            w.write(text);
            w.write(text.toCharArray(), 1, 3);
            w.flush();
            String enc2 = hex(bo.toByteArray());
            Reader rd = new InputStreamReader(new ByteArrayInputStream(enc), n);
            StringBuilder back = new StringBuilder();
            int c;
            while ((c = rd.read()) >= 0) {
                back.append((char) c);
            }
            System.out.println(n + " " + hex(enc) + " " + enc2 + " | " + codes(new String(enc, n)) + " | " + codes(bo.toString(n)) + " | " + codes(back.toString())
                + " | " + ((InputStreamReader) rd).getEncoding() + " " + ((OutputStreamWriter) w).getEncoding());
        }
        byte[] raw = {(byte) 0xc3, (byte) 0xa9, (byte) 0xe2, (byte) 0x82, 0x41, (byte) 0xff, (byte) 0x80, 0x7f, (byte) 0xf0, (byte) 0x9f, (byte) 0x98,
            (byte) 0x80};
        for (Charset cs : new Charset[] {StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII, Charset.forName("Latin1")}) {
            Reader rd = new InputStreamReader(new ByteArrayInputStream(raw), cs);
            char[] buf = new char[20];
            int n = rd.read(buf, 0, 20);
            System.out.println(cs + " " + cs.name() + " " + codes(new String(buf, 0, n)) + " | " + codes(new String(raw, cs)) + " | " + hex(text.getBytes(cs))
                + " " + cs.equals(Charset.forName(cs.name().toLowerCase())) + " " + cs.aliases().contains("ISO8859_1"));
        }
        System.out.println(Charset.isSupported("UTF-8") + " " + Charset.isSupported("ascii") + " " + Charset.defaultCharset());
        try {
            "x".getBytes("EBCDIC-nonexistent");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UEE " + e.getMessage());
        }
        try {
            new InputStreamReader(new ByteArrayInputStream(raw), "no-such-charset");
        } catch (UnsupportedEncodingException e) {
            System.out.println("UEE " + e.getMessage());
        }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        bo.write(raw, 0, raw.length);
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        bo.writeTo(copy);
        System.out.println(codes(copy.toString("ISO-8859-1")) + " | " + codes(bo.toString("UTF-8")) + " | " + codes(bo.toString()));
    }
}
