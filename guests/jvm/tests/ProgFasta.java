import java.io.IOException;
import java.io.OutputStream;

public class ProgFasta {
    static final int LINE = 60;
    static final String ALU =
        "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" + "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
        + "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT" + "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
        + "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG" + "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
        + "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";
    static final byte[] IUB_CHARS = "acgtBDHKMNRSVWY".getBytes();
    static final double[] IUB_P = {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02};
    static final byte[] HS_CHARS = "acgt".getBytes();
    static final double[] HS_P = {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008};
    static int last = 42;
    static final int IM = 139968, IA = 3877, IC = 29573;

    static double random(double max) {
        last = (last * IA + IC) % IM;
        return max * last / IM;
    }

    static void repeat(String s, int n, OutputStream out) throws IOException {
        byte[] src = s.getBytes("US-ASCII");
        int k = 0;
        byte[] line = new byte[LINE + 1];
        while (n > 0) {
            int len = Math.min(LINE, n);
            for (int i = 0; i < len; i++) { line[i] = src[k]; k = (k + 1) % src.length; }
            line[len] = '\n';
            out.write(line, 0, len + 1);
            n -= len;
        }
    }

    static void randomFasta(byte[] chars, double[] p, int n, OutputStream out) throws IOException {
        double[] cum = new double[p.length];
        double acc = 0;
        for (int i = 0; i < p.length; i++) { acc += p[i]; cum[i] = acc; }
        byte[] line = new byte[LINE + 1];
        while (n > 0) {
            int len = Math.min(LINE, n);
            for (int i = 0; i < len; i++) {
                double r = random(1.0);
                int j = 0;
                while (j < cum.length - 1 && r >= cum[j]) j++;
                line[i] = chars[j];
            }
            line[len] = '\n';
            out.write(line, 0, len + 1);
            n -= len;
        }
    }

    public static void main(String[] args) throws IOException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2500;
        OutputStream out = new java.io.BufferedOutputStream(System.out);
        out.write(">ONE Homo sapiens alu\n".getBytes());
        repeat(ALU, 2 * n, out);
        out.write(">TWO IUB ambiguity codes\n".getBytes());
        randomFasta(IUB_CHARS, IUB_P, 3 * n, out);
        out.write(">THREE Homo sapiens frequency\n".getBytes());
        randomFasta(HS_CHARS, HS_P, 5 * n, out);
        out.flush();
    }
}
