// RELEASE 11
public class ProgThreadRing {
    static final int THREADS = 503;
    static volatile boolean done;

    static final class Node extends Thread {
        final int id;
        Node next;
        private int token;
        private boolean hasToken;

        Node(int id) { this.id = id; setDaemon(true); }

        synchronized void put(int t) {
            token = t;
            hasToken = true;
            notify();
        }

        @Override
        public void run() {
            while (true) {
                int t;
                synchronized (this) {
                    while (!hasToken) {
                        try { wait(); } catch (InterruptedException e) { return; }
                    }
                    hasToken = false;
                    t = token;
                }
                if (t == 0) {
                    synchronized (ProgThreadRing.class) {
                        System.out.println(id);
                        done = true;
                        ProgThreadRing.class.notifyAll();
                    }
                    return;
                }
                next.put(t - 1);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int hops = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        Node[] ring = new Node[THREADS];
        for (int i = 0; i < THREADS; i++) ring[i] = new Node(i + 1);
        for (int i = 0; i < THREADS; i++) ring[i].next = ring[(i + 1) % THREADS];
        for (Node n : ring) n.start();
        ring[0].put(hops);
        synchronized (ProgThreadRing.class) {
            while (!done) ProgThreadRing.class.wait();
        }
    }
}
