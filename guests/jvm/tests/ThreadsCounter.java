/** Many threads increment shared counters in synchronized blocks, synchronized methods and
 * static synchronized methods, recursively locked: the totals are exact. */
public class ThreadsCounter {
    static int blockCount;
    static int staticCount;
    int methodCount;
    static final Object lock = new Object();

    synchronized void inc() {
        methodCount++;
    }

    synchronized void incTwice() {
        inc();
        inc();
    }

    static synchronized void sinc() {
        staticCount++;
    }

    public static void main(String[] args) throws Exception {
        final ThreadsCounter c = new ThreadsCounter();
        final int n = 10, per = 20000;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < per; k++) {
                        synchronized (lock) {
                            synchronized (lock) {
                                int v = blockCount;
                                blockCount = v + 1;
                            }
                        }
                        c.incTwice();
                        sinc();
                    }
                }
            };
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(blockCount + " " + c.methodCount + " " + staticCount);
        System.out.println("holds " + Thread.holdsLock(lock));
        synchronized (lock) {
            System.out.println("holds " + Thread.holdsLock(lock));
        }
    }
}
