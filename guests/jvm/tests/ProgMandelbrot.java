import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;

public class ProgMandelbrot {
    public static void main(String[] args) throws IOException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out));
        out.print("P4\n" + n + " " + n + "\n");
        int bytesPerRow = (n + 7) / 8;
        byte[] row = new byte[bytesPerRow];
        for (int y = 0; y < n; y++) {
            double ci = 2.0 * y / n - 1.0;
            java.util.Arrays.fill(row, (byte) 0);
            for (int x = 0; x < n; x++) {
                double cr = 2.0 * x / n - 1.5;
                double zr = 0, zi = 0;
                int i = 0;
                while (i < 50 && zr * zr + zi * zi <= 4.0) {
                    double t = zr * zr - zi * zi + cr;
                    zi = 2.0 * zr * zi + ci;
                    zr = t;
                    i++;
                }
                if (i == 50) row[x >> 3] |= (byte) (0x80 >>> (x & 7));
            }
            out.write(row);
        }
        out.flush();
    }
}
