package bench.compress;

import bench.Harness;

/**
 * compress: LZW compression and decompression of generated data (text-like words with
 * repetition, and a run-heavy binary section), checking that each round trip restores
 * the input exactly. Buffers are large and short-lived; the dictionaries are arrays.
 */
public final class Main {
    /** Buffers per size: s0, s1, s10, s100. */
    private static final int[] ROUNDS = {1, 2, 20, 200};
    private static final int[] EXPECTED = {0x506890c3, 0xa7704c79, 0x42d3071a, 0xf64f62e7};
    private static final String[] WORDS = {"the", "collector", "object", "heap", "young", "old", "generation",
        "copy", "mark", "sweep", "pointer", "barrier", "remembered", "set", "nursery", "promote", "trace",
        "allocation", "site", "cache", "miss", "line", "block", "page"};

    private Main() {
    }

    static byte[] generate(int n, int seed) {
        byte[] b = new byte[n];
        int x = seed;
        int i = 0;
        while (i < n) {
            x = x * 1103515245 + 12345;
            int r = (x >>> 10) & 0xff;
            if (r < 200) {
                String w = WORDS[r % WORDS.length];
                for (int k = 0; k < w.length() && i < n; k++) {
                    b[i++] = (byte) w.charAt(k);
                }
                if (i < n) {
                    b[i++] = (byte) (r % 17 == 0 ? '\n' : ' ');
                }
            } else if (r < 240) {
                int run = 4 + r % 20;
                for (int k = 0; k < run && i < n; k++) {
                    b[i++] = (byte) (r * 3);
                }
            } else {
                b[i++] = (byte) (x >>> 3);
            }
        }
        return b;
    }

    public static void main(String[] args) {
        Harness h = Harness.start("compress", args);
        int rounds = h.pick(ROUNDS);
        int len = h.size == 0 ? 8000 : 24000;
        int sum = 0;
        long inTotal = 0;
        long outTotal = 0;
        for (int r = 0; r < rounds; r++) {
            h.iteration(r);
            byte[] data = generate(len + r * 13, 777 + r);
            byte[] packed = Lzw.compress(data, data.length);
            byte[] back = Lzw.decompress(packed, data.length);
            for (int i = 0; i < data.length; i++) {
                if (back[i] != data[i]) {
                    System.out.println("compress: round trip differs at byte " + i + " of round " + r);
                    System.exit(1);
                }
            }
            int ph = 0;
            for (int i = 0; i < packed.length; i++) {
                ph = ph * 31 + packed[i];
            }
            sum = Harness.mix(sum, packed.length);
            sum = Harness.mix(sum, ph);
            inTotal += data.length;
            outTotal += packed.length;
        }
        System.out.println("compressed " + inTotal + " bytes to " + outTotal);
        h.finish(sum, EXPECTED);
    }
}
