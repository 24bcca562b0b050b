// RELEASE 11
import java.math.*;
import java.util.*;

public class Prog2Numeric {
    static double det(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = m[i].clone();
        double d = 1;
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
            if (a[p][c] == 0) return 0;
            if (p != c) { double[] t = a[p]; a[p] = a[c]; a[c] = t; d = -d; }
            d *= a[c][c];
            for (int r = c + 1; r < n; r++) {
                double f = a[r][c] / a[c][c];
                for (int k = c; k < n; k++) a[r][k] -= f * a[c][k];
            }
        }
        return d;
    }

    static double[][] inverse(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][2 * n];
        for (int i = 0; i < n; i++) { System.arraycopy(m[i], 0, a[i], 0, n); a[i][n + i] = 1; }
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
            double[] t = a[p]; a[p] = a[c]; a[c] = t;
            double piv = a[c][c];
            for (int k = 0; k < 2 * n; k++) a[c][k] /= piv;
            for (int r = 0; r < n; r++) if (r != c) {
                double f = a[r][c];
                for (int k = 0; k < 2 * n; k++) a[r][k] -= f * a[c][k];
            }
        }
        double[][] inv = new double[n][n];
        for (int i = 0; i < n; i++) System.arraycopy(a[i], n, inv[i], 0, n);
        return inv;
    }

    static double simpson(java.util.function.DoubleUnaryOperator f, double a, double b, int n) {
        double h = (b - a) / n, s = f.applyAsDouble(a) + f.applyAsDouble(b);
        for (int i = 1; i < n; i++) s += f.applyAsDouble(a + i * h) * (i % 2 == 1 ? 4 : 2);
        return s * h / 3;
    }

    static void fft(double[] re, double[] im) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) j ^= bit;
            j ^= bit;
            if (i < j) { double t = re[i]; re[i] = re[j]; re[j] = t; t = im[i]; im[i] = im[j]; im[j] = t; }
        }
        for (int len = 2; len <= n; len <<= 1) {
            double ang = -2 * Math.PI / len;
            double wr = Math.cos(ang), wi = Math.sin(ang);
            for (int i = 0; i < n; i += len) {
                double cr = 1, ci = 0;
                for (int j = 0; j < len / 2; j++) {
                    double ur = re[i + j], ui = im[i + j];
                    double vr = re[i + j + len / 2] * cr - im[i + j + len / 2] * ci;
                    double vi = re[i + j + len / 2] * ci + im[i + j + len / 2] * cr;
                    re[i + j] = ur + vr; im[i + j] = ui + vi;
                    re[i + j + len / 2] = ur - vr; im[i + j + len / 2] = ui - vi;
                    double nr = cr * wr - ci * wi;
                    ci = cr * wi + ci * wr;
                    cr = nr;
                }
            }
        }
    }

    static BigDecimal eDigits(int digits) {
        MathContext mc = new MathContext(digits + 5);
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        for (int k = 1; k < 200; k++) {
            term = term.divide(BigDecimal.valueOf(k), mc);
            e = e.add(term, mc);
            if (term.compareTo(BigDecimal.ONE.movePointLeft(digits + 3)) < 0) break;
        }
        return e.setScale(digits, RoundingMode.DOWN);
    }

    static BigDecimal sqrt2(int digits) {
        BigDecimal two = BigDecimal.valueOf(2), x = BigDecimal.ONE;
        MathContext mc = new MathContext(digits + 5);
        for (int i = 0; i < 12; i++) x = x.add(two.divide(x, mc)).divide(two, mc);
        return x.setScale(digits, RoundingMode.DOWN);
    }

    public static void main(String[] args) {
        double[][] m = {{4, 7, 2}, {3, 6, 1}, {2, 5, 3}};
        System.out.println("det = " + det(m) + " " + det(new double[][]{{1, 2}, {2, 4}}) + " " + det(new double[][]{{0, 1}, {1, 0}}));
        double[][] inv = inverse(m);
        for (double[] row : inv) {
            StringBuilder sb = new StringBuilder();
            for (double v : row) sb.append(String.format("%9.4f", v));
            System.out.println(sb + "   " + Arrays.toString(row));
        }
        double[][] id = new double[3][3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 3; k++) id[i][j] += m[i][k] * inv[k][j];
        System.out.println(Arrays.deepToString(id));

        System.out.println("simpson sin 0..pi = " + simpson(Math::sin, 0, Math.PI, 100) + ", x^2 0..3 = " + simpson(x -> x * x, 0, 3, 10) + ", 4/(1+x^2) = " + simpson(x -> 4 / (1 + x * x), 0, 1, 1000));

        int n = 16;
        double[] re = new double[n], im = new double[n];
        for (int i = 0; i < n; i++) re[i] = Math.sin(2 * Math.PI * 3 * i / n) + 0.5 * Math.cos(2 * Math.PI * 5 * i / n);
        fft(re, im);
        for (int i = 0; i < n / 2; i++) System.out.printf("bin %2d |X| = %8.4f%n", i, Math.hypot(re[i], im[i]));

        Random rnd = new Random(7);
        int inside = 0, trials = 20000;
        for (int i = 0; i < trials; i++) { double x = rnd.nextDouble(), y = rnd.nextDouble(); if (x * x + y * y <= 1) inside++; }
        System.out.println("monte carlo pi ~ " + 4.0 * inside / trials);
        double g = 0, g2 = 0;
        for (int i = 0; i < 1000; i++) { double v = rnd.nextGaussian(); g += v; g2 += v * v; }
        System.out.println("gaussian mean " + g / 1000 + " var " + (g2 / 1000 - (g / 1000) * (g / 1000)) + " nextInt(5,10)-ish " + (5 + rnd.nextInt(5)) + " " + rnd.nextLong() + " " + rnd.nextFloat() + " " + rnd.nextBoolean());
        byte[] bytes = new byte[6];
        rnd.nextBytes(bytes);
        System.out.println(Arrays.toString(bytes) + " " + rnd.ints(5, 0, 100).boxed().collect(java.util.stream.Collectors.toList()) + " " + rnd.doubles(2).sum());

        BitSet sieve = new BitSet(10001);
        sieve.set(2, 10001);
        for (int p = 2; p * p <= 10000; p = sieve.nextSetBit(p + 1)) for (int k = p * p; k <= 10000; k += p) sieve.clear(k);
        System.out.println("primes <= 10000: " + sieve.cardinality() + " last " + sieve.previousSetBit(10000) + " after 9000: " + sieve.nextSetBit(9000));
        StringBuilder twins = new StringBuilder();
        for (int p = sieve.nextSetBit(0); p >= 0 && p < 200; p = sieve.nextSetBit(p + 1)) if (sieve.get(p + 2)) twins.append('(').append(p).append(',').append(p + 2).append(')');
        System.out.println(twins);

        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 100; i++) f = f.multiply(BigInteger.valueOf(i));
        String fs = f.toString();
        System.out.println("100! has " + fs.length() + " digits, digit sum " + fs.chars().map(c -> c - '0').sum() + ", trailing zeros " + (fs.length() - fs.replaceAll("0+$", "").length()));
        System.out.println(fs.substring(0, 40) + "...");
        System.out.println("2^200 = " + BigInteger.TWO.pow(200) + " mod 1e9+7 = " + BigInteger.TWO.modPow(BigInteger.valueOf(200), BigInteger.valueOf(1_000_000_007)));
        System.out.println("gcd " + new BigInteger("123456789012345678901234567890").gcd(new BigInteger("987654321098765432109876543210")) + " prime? " + BigInteger.valueOf(1_000_000_007).isProbablePrime(20) + " next " + BigInteger.valueOf(1000).nextProbablePrime());
        System.out.println("e = " + eDigits(60));
        System.out.println("sqrt2 = " + sqrt2(60));
        BigDecimal price = new BigDecimal("19.99"), qty = new BigDecimal("3");
        BigDecimal subtotal = price.multiply(qty), tax = subtotal.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_UP);
        System.out.println(subtotal + " + " + tax + " = " + subtotal.add(tax) + " " + new BigDecimal("1.10").stripTrailingZeros() + " " + new BigDecimal("1E+3").toPlainString()
                + " " + BigDecimal.valueOf(1, 3) + " " + new BigDecimal("10").divide(new BigDecimal("3"), 5, RoundingMode.HALF_EVEN) + " " + new BigDecimal(0.1).precision());
    }
}
