import java.io.*;

public class ProgRevComp {
    static final byte[] MAP = new byte[128];
    static {
        String from = "ACBDGHKMNSRUTWVYacbdghkmnsrutwvy";
        String to = "TGVHCDMKNSYAAWBRTGVHCDMKNSYAAWBR";
        for (int i = 0; i < MAP.length; i++) MAP[i] = (byte) i;
        for (int i = 0; i < from.length(); i++) MAP[from.charAt(i)] = (byte) to.charAt(i);
    }

    static void flush(ByteArrayOutputStream seq, OutputStream out) throws IOException {
        byte[] b = seq.toByteArray();
        int n = b.length;
        for (int i = 0, j = n - 1; i < j; i++, j--) {
            byte t = MAP[b[i]]; b[i] = MAP[b[j]]; b[j] = t;
        }
        if (n % 2 == 1) b[n / 2] = MAP[b[n / 2]];
        for (int i = 0; i < n; i += 60) {
            out.write(b, i, Math.min(60, n - i));
            out.write('\n');
        }
        seq.reset();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "US-ASCII"));
        OutputStream out = new BufferedOutputStream(System.out);
        ByteArrayOutputStream seq = new ByteArrayOutputStream();
        String line;
        while ((line = in.readLine()) != null) {
            if (line.startsWith(">")) {
                flush(seq, out);
                out.write(line.getBytes("US-ASCII"));
                out.write('\n');
            } else {
                seq.write(line.getBytes("US-ASCII"));
            }
        }
        flush(seq, out);
        out.flush();
    }
}
