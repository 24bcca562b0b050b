import java.math.BigInteger;

public class ProgPiDigits {
    static BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
    static int k = 0;

    static int extract(int nth) {
        BigInteger x = q.multiply(BigInteger.valueOf(nth)).add(r).divide(t);
        return x.intValue();
    }

    static void next() {
        k++;
        BigInteger k2 = BigInteger.valueOf(2L * k + 1);
        r = q.shiftLeft(1).add(r).multiply(k2);
        q = q.multiply(BigInteger.valueOf(k));
        t = t.multiply(k2);
    }

    static void eliminate(int d) {
        r = r.subtract(t.multiply(BigInteger.valueOf(d))).multiply(BigInteger.TEN);
        q = q.multiply(BigInteger.TEN);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 120;
        StringBuilder line = new StringBuilder();
        int i = 0;
        while (i < n) {
            next();
            if (q.compareTo(r) > 0) continue;
            int d = extract(3);
            if (d != extract(4)) continue;
            line.append((char) ('0' + d));
            i++;
            if (i % 10 == 0) {
                System.out.println(line + "\t:" + i);
                line.setLength(0);
            }
            eliminate(d);
        }
        if (line.length() > 0) {
            System.out.printf("%-10s\t:%d%n", line, i);
        }
    }
}
