/** JVMS 5.5 with threads: a class whose <clinit> runs for several time slices is
 * initialised once, and threads that need it meanwhile wait and then see it initialised; a
 * failing <clinit> gives ExceptionInInitializerError to the first thread and
 * NoClassDefFoundError to the others. An exception leaving a synchronized method releases
 * its monitor (other threads then take it); sleep in a single thread. */
public class ThreadsClinit {
    static int inits;

    static class Slow {
        static final long VALUE;

        static {
            inits++;
            long v = 0;
            for (int i = 0; i < 300000; i++) {
                v += i % 7;
            }
            VALUE = v;
        }
    }

    static class Broken {
        static int x = 1 / zero();

        static int zero() {
            long v = 0;
            for (int i = 0; i < 200000; i++) {
                v += i;
            }
            return v == 42 ? 1 : 0;
        }
    }

    static int syncCount;

    static synchronized void failingSync(int i) {
        syncCount++;
        if (i % 2 == 0) {
            throw new IllegalStateException("even");
        }
    }

    public static void main(String[] args) throws Exception {
        Thread.sleep(3);
        final long[] seen = new long[4];
        final String[] broken = new String[4];
        Thread[] ts = new Thread[4];
        for (int t = 0; t < 4; t++) {
            final int me = t;
            ts[t] = new Thread(() -> {
                seen[me] = Slow.VALUE;
                try {
                    broken[me] = "x=" + Broken.x;
                } catch (Throwable e) {
                    broken[me] = e.getClass().getName();
                }
                for (int i = 0; i < 1000; i++) {
                    try {
                        failingSync(i);
                    } catch (IllegalStateException e) {
                        // released by the unwinding
                    }
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long expect = 0;
        for (int i = 0; i < 300000; i++) {
            expect += i % 7;
        }
        boolean same = true;
        for (long v : seen) {
            same &= v == expect;
        }
        int eiie = 0, ncdfe = 0;
        for (String b : broken) {
            if (b.equals("java.lang.ExceptionInInitializerError")) {
                eiie++;
            } else if (b.equals("java.lang.NoClassDefFoundError")) {
                ncdfe++;
            }
        }
        System.out.println("inits " + inits + " all saw the value " + same);
        System.out.println("ExceptionInInitializerError " + eiie + " NoClassDefFoundError " + ncdfe);
        System.out.println("synchronized calls " + syncCount + " lock free " + !Thread.holdsLock(ThreadsClinit.class));
    }
}
