import java.text.DecimalFormat;
import java.text.NumberFormat;

public class ProgSpectralNorm {
    private static final NumberFormat FMT = new DecimalFormat("#.000000000");

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        System.out.println(FMT.format(new ProgSpectralNorm().approximate(n)));
        System.out.println(String.format("%.9f", new ProgSpectralNorm().approximate(17)));
    }

    double approximate(int n) {
        double[] u = new double[n];
        for (int i = 0; i < n; i++) u[i] = 1;
        double[] v = new double[n];
        for (int i = 0; i < 10; i++) {
            multiplyAtAv(n, u, v);
            multiplyAtAv(n, v, u);
        }
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
        return Math.sqrt(vBv / vv);
    }

    private double a(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

    private void multiplyAv(int n, double[] v, double[] av) {
        for (int i = 0; i < n; i++) {
            av[i] = 0;
            for (int j = 0; j < n; j++) av[i] += a(i, j) * v[j];
        }
    }

    private void multiplyAtv(int n, double[] v, double[] atv) {
        for (int i = 0; i < n; i++) {
            atv[i] = 0;
            for (int j = 0; j < n; j++) atv[i] += a(j, i) * v[j];
        }
    }

    private void multiplyAtAv(int n, double[] v, double[] atAv) {
        double[] u = new double[n];
        multiplyAv(n, v, u);
        multiplyAtv(n, u, atAv);
    }
}
