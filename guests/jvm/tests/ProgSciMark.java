import java.util.Random;

public class ProgSciMark {
    // Fast Fourier transform on interleaved complex data (SciMark style)
    static void fftTransform(double[] data, int direction) {
        int n = data.length / 2;
        if (n == 1) return;
        int logn = 0;
        while ((1 << logn) < n) logn++;
        bitreverse(data);
        for (int bit = 0, dual = 1; bit < logn; bit++, dual *= 2) {
            double wr = 1.0, wi = 0.0;
            double theta = 2.0 * direction * Math.PI / (2.0 * dual);
            double s = Math.sin(theta), t = Math.sin(theta / 2.0), s2 = 2.0 * t * t;
            for (int b = 0; b < n; b += 2 * dual) {
                int i = 2 * b, j = 2 * (b + dual);
                double wdr = data[j], wdi = data[j + 1];
                data[j] = data[i] - wdr; data[j + 1] = data[i + 1] - wdi;
                data[i] += wdr; data[i + 1] += wdi;
            }
            for (int a = 1; a < dual; a++) {
                double tmpr = wr - s * wi - s2 * wr, tmpi = wi + s * wr - s2 * wi;
                wr = tmpr; wi = tmpi;
                for (int b = 0; b < n; b += 2 * dual) {
                    int i = 2 * (b + a), j = 2 * (b + a + dual);
                    double zr = data[j], zi = data[j + 1];
                    double wdr = wr * zr - wi * zi, wdi = wr * zi + wi * zr;
                    data[j] = data[i] - wdr; data[j + 1] = data[i + 1] - wdi;
                    data[i] += wdr; data[i + 1] += wdi;
                }
            }
        }
    }

    static void bitreverse(double[] data) {
        int n = data.length / 2, nm1 = n - 1;
        for (int i = 0, j = 0; i < nm1; i++) {
            int ii = i << 1, jj = j << 1, k = n >> 1;
            if (i < j) {
                double tr = data[ii], ti = data[ii + 1];
                data[ii] = data[jj]; data[ii + 1] = data[jj + 1];
                data[jj] = tr; data[jj + 1] = ti;
            }
            while (k <= j) { j -= k; k >>= 1; }
            j += k;
        }
    }

    static void sor(double omega, double[][] g, int iterations) {
        int m = g.length, n = g[0].length;
        double o4 = omega * 0.25, om1 = 1.0 - omega;
        for (int p = 0; p < iterations; p++)
            for (int i = 1; i < m - 1; i++) {
                double[] gi = g[i], gim1 = g[i - 1], gip1 = g[i + 1];
                for (int j = 1; j < n - 1; j++)
                    gi[j] = o4 * (gim1[j] + gip1[j] + gi[j - 1] + gi[j + 1]) + om1 * gi[j];
            }
    }

    static double monteCarloPi(int samples, Random r) {
        int under = 0;
        for (int i = 0; i < samples; i++) {
            double x = r.nextDouble(), y = r.nextDouble();
            if (x * x + y * y <= 1.0) under++;
        }
        return (double) under / samples * 4.0;
    }

    static void sparseMatmult(double[] y, double[] val, int[] row, int[] col, double[] x, int iterations) {
        int m = row.length - 1;
        for (int reps = 0; reps < iterations; reps++)
            for (int r = 0; r < m; r++) {
                double sum = 0.0;
                for (int i = row[r]; i < row[r + 1]; i++) sum += x[col[i]] * val[i];
                y[r] = sum;
            }
    }

    static int luFactor(double[][] a, int[] pivot) {
        int n = a.length, m = a[0].length, minMN = Math.min(m, n);
        for (int j = 0; j < minMN; j++) {
            int jp = j;
            double t = Math.abs(a[j][j]);
            for (int i = j + 1; i < m; i++) {
                double ab = Math.abs(a[i][j]);
                if (ab > t) { jp = i; t = ab; }
            }
            pivot[j] = jp;
            if (a[jp][j] == 0) return 1;
            if (jp != j) { double[] tA = a[j]; a[j] = a[jp]; a[jp] = tA; }
            if (j < m - 1) {
                double recp = 1.0 / a[j][j];
                for (int k = j + 1; k < m; k++) a[k][j] *= recp;
            }
            if (j < minMN - 1)
                for (int ii = j + 1; ii < m; ii++) {
                    double[] aii = a[ii], aj = a[j];
                    double aiiJ = aii[j];
                    for (int jj = j + 1; jj < n; jj++) aii[jj] -= aiiJ * aj[jj];
                }
        }
        return 0;
    }

    static void luSolve(double[][] lu, int[] pvt, double[] b) {
        int n = lu.length;
        int ii = 0;
        for (int i = 0; i < n; i++) {
            int ip = pvt[i];
            double sum = b[ip];
            b[ip] = b[i];
            if (ii == 0) for (int j = ii; j < i; j++) sum -= lu[i][j] * b[j];
            else if (sum == 0.0) ii = i;
            b[i] = sum;
        }
        for (int i = n - 1; i >= 0; i--) {
            double sum = b[i];
            for (int j = i + 1; j < n; j++) sum -= lu[i][j] * b[j];
            b[i] = sum / lu[i][i];
        }
    }

    public static void main(String[] args) {
        Random r = new Random(101010);
        int n = 64;
        double[] data = new double[2 * n];
        for (int i = 0; i < data.length; i++) data[i] = r.nextDouble();
        double[] copy = data.clone();
        fftTransform(data, -1);
        System.out.println("fft[0..3] = " + data[0] + ", " + data[1] + ", " + data[2] + ", " + data[3]);
        fftTransform(data, +1);
        double diff = 0;
        for (int i = 0; i < data.length; i++) diff += Math.abs(data[i] / n - copy[i]);
        System.out.printf("fft round trip error %.3e (%s)%n", diff / n, diff / n < 1e-10 ? "ok" : "BAD");

        double[][] g = new double[20][20];
        for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) g[i][j] = r.nextDouble() * 1e-6;
        sor(1.25, g, 50);
        double gs = 0;
        for (double[] row : g) for (double v : row) gs += v;
        System.out.println("sor sum " + gs + " centre " + g[10][10]);

        System.out.println("pi ~ " + monteCarloPi(20000, new Random(113)));

        int size = 100, nz = 500;
        double[] x = new double[size], y = new double[size];
        for (int i = 0; i < size; i++) x[i] = r.nextDouble();
        int nr = nz / size;
        int[] row = new int[size + 1], col = new int[nr * size];
        double[] val = new double[nr * size];
        for (int i = 0; i < size; i++) {
            row[i + 1] = row[i] + nr;
            int step = i / nr;
            if (step < 1) step = 1;
            for (int j = 0; j < nr; j++) { col[row[i] + j] = j * step; val[row[i] + j] = r.nextDouble(); }
        }
        sparseMatmult(y, val, row, col, x, 10);
        double ys = 0;
        for (double v : y) ys += v;
        System.out.println("sparse y sum " + ys);

        int m = 8;
        double[][] a = new double[m][m];
        double[] b = new double[m];
        for (int i = 0; i < m; i++) { for (int j = 0; j < m; j++) a[i][j] = r.nextDouble(); b[i] = r.nextDouble(); }
        double[][] lu = new double[m][];
        for (int i = 0; i < m; i++) lu[i] = a[i].clone();
        int[] pivot = new int[m];
        System.out.println("lu status " + luFactor(lu, pivot) + " pivots " + java.util.Arrays.toString(pivot));
        double[] xs = b.clone();
        luSolve(lu, pivot, xs);
        double resid = 0;
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int j = 0; j < m; j++) s += a[i][j] * xs[j];
            resid = Math.max(resid, Math.abs(s - b[i]));
        }
        System.out.println("solution x0=" + xs[0] + " residual small: " + (resid < 1e-12));
        System.out.printf("%.6f %.6f %10.4e %g %a%n", xs[1], xs[2], xs[3], xs[4], 1.0 / 3);
        float f = 0.1f;
        System.out.println(f * 3 + " " + (double) f + " " + 1.0 / 3 + " " + 100.0 / 7 + " " + 1e21 + " " + 1e-5 + " " + 123456789.0 * 1000 + " " + (float) 1e10 + " " + Double.MIN_VALUE + " " + -0.0 + " " + 0.1 + 0.2);
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.floor(-1.1) + " " + Math.ceil(-0.5) + " " + Math.rint(2.5) + " " + (int) 3.99e10 + " " + (long) -1e30 + " " + (int) Double.NaN + " " + 7 / 2 + " " + -7 / 2 + " " + -7 % 3 + " " + Math.floorMod(-7, 3));
        long seedSum = 0;
        Random rr = new Random(42);
        for (int i = 0; i < 5; i++) seedSum += rr.nextInt(100);
        System.out.println(seedSum + " " + rr.nextLong() + " " + rr.nextGaussian() + " " + rr.nextBoolean() + " " + rr.nextFloat());
    }
}
