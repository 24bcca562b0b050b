/** A token passed around a ring of threads N times with wait/notifyAll; each thread counts its turns. */
public class ThreadsRing {
    static final Object lock = new Object();
    static int holder;
    static int passes;

    public static void main(String[] args) throws Exception {
        final int n = 8, rounds = 300;
        final int[] turns = new int[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                synchronized (lock) {
                    try {
                        while (true) {
                            while (holder != me && passes < n * rounds) {
                                lock.wait();
                            }
                            if (passes >= n * rounds) {
                                lock.notifyAll();
                                return;
                            }
                            turns[me]++;
                            passes++;
                            holder = (me + 1) % n;
                            lock.notifyAll();
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
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
        StringBuilder sb = new StringBuilder();
        for (int t : turns) {
            sb.append(t).append(' ');
        }
        System.out.println("passes " + passes + " holder " + holder);
        System.out.println("turns " + sb.toString().trim());
    }
}
