import java.util.Random;

/** java.util.Random must reproduce the specified LCG sequences exactly. */
public class RandomSeq {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -1L, 123456789L, Long.MIN_VALUE, 0x5DEECE66DL};
        for (long seed : seeds) {
            Random r = new Random(seed);
            StringBuilder sb = new StringBuilder("seed " + seed + ":");
            for (int i = 0; i < 3; i++) {
                sb.append(' ').append(r.nextInt());
            }
            for (int bound : new int[] {1, 2, 7, 10, 100, 1 << 20, 1000000007, Integer.MAX_VALUE}) {
                sb.append(' ').append(r.nextInt(bound));
            }
            sb.append(' ').append(r.nextLong()).append(' ').append(r.nextBoolean()).append(' ').append(r.nextFloat()).append(' ').append(r.nextDouble())
                .append(' ').append(r.nextGaussian()).append(' ').append(r.nextGaussian());
            byte[] bytes = new byte[7];
            r.nextBytes(bytes);
            for (byte b : bytes) {
                sb.append(' ').append(b);
            }
            System.out.println(sb);
        }
        Random r = new Random(2024);
        long acc = 0;
        double dacc = 0;
        for (int i = 0; i < 100000; i++) {
            acc = acc * 31 + r.nextInt(1000);
            dacc += r.nextDouble();
        }
        System.out.println(acc + " " + dacc);
        r.setSeed(7);
        System.out.println(r.nextInt(50) + " " + r.nextInt(50) + " " + r.nextGaussian());
        r.setSeed(7);
        System.out.println(r.nextInt(50) + " " + r.nextInt(50) + " " + r.nextGaussian());
    }
}
