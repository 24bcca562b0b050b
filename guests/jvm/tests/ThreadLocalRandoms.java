// RELEASE 11
import java.util.concurrent.ThreadLocalRandom;

/** ThreadLocalRandom: what does not depend on its values (the JDK seeds it from the host). */
public class ThreadLocalRandoms {
    static boolean inRange(ThreadLocalRandom r) {
        for (int i = 0; i < 2000; i++) {
            int a = r.nextInt(10);
            int b = r.nextInt(-5, 5);
            long c = r.nextLong(100L, 200L);
            double d = r.nextDouble(2.0, 3.0);
            double e = r.nextDouble();
            if (a < 0 || a >= 10 || b < -5 || b >= 5 || c < 100 || c >= 200 || d < 2 || d >= 3 || e < 0 || e >= 1) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) throws Exception {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        System.out.println("same instance in a thread: " + (r == ThreadLocalRandom.current()));
        System.out.println("values in range: " + inRange(r));
        try {
            r.setSeed(42);
            System.out.println("setSeed accepted");
        } catch (UnsupportedOperationException ex) {
            System.out.println("setSeed: UnsupportedOperationException");
        }
        int[] hist = new int[4];
        for (int i = 0; i < 40000; i++) {
            hist[r.nextInt(4)]++;
        }
        boolean even = true;
        for (int h : hist) {
            even &= h > 9000 && h < 11000;
        }
        System.out.println("roughly uniform: " + even);
        System.out.println("stream of 5 in [0,3): " + r.ints(5, 0, 3).allMatch(v -> v >= 0 && v < 3));
        final ThreadLocalRandom[] other = new ThreadLocalRandom[1];
        final boolean[] ok = new boolean[1];
        Thread t = new Thread(() -> {
            other[0] = ThreadLocalRandom.current();
            ok[0] = inRange(other[0]);
        });
        t.start();
        t.join();
        System.out.println("another thread has its own: " + (other[0] != r) + ", in range: " + ok[0]);
        int[] a = {1, 2, 3, 4, 5, 6, 7, 8};
        for (int i = a.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
        int sum = 0;
        for (int v : a) {
            sum += v;
        }
        System.out.println("shuffle keeps the elements: " + (sum == 36));
    }
}
