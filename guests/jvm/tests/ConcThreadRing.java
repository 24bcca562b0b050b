import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

/**
 * The thread-ring benchmark twice: N threads in a ring pass a token that is decremented at
 * every hop; the thread holding it when it reaches 0 prints its number. Once with
 * synchronized/wait/notify on a shared monitor, once with LockSupport.park/unpark.
 */
public class ConcThreadRing {
    static final int THREADS = 29;

    public static void main(String[] args) throws Exception {
        for (int hops : new int[] {0, 1, 28, 1000, 5003}) {
            System.out.println("wait/notify ring, " + hops + " hops: thread " + monitorRing(hops));
            System.out.println("park/unpark ring, " + hops + " hops: thread " + parkRing(hops));
        }
    }

    /* ---- wait/notify: one monitor, the token's holder number and count are guarded by it */
    static final Object lock = new Object();
    static int holder;
    static int token;
    static int winner;

    static int monitorRing(int hops) throws Exception {
        holder = 1;
        token = hops;
        winner = 0;
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            int id = i + 1;
            ts[i] = new Thread(() -> {
                synchronized (lock) {
                    for (;;) {
                        while (holder != id && winner == 0) {
                            try {
                                lock.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        if (winner != 0) {
                            return;
                        }
                        if (token == 0) {
                            winner = id;
                        } else {
                            token--;
                            holder = id % THREADS + 1;
                        }
                        lock.notifyAll();
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        return winner;
    }

    /* ---- park/unpark: each thread parks until its mailbox holds the token; the ring's
       daemon threads stay parked once the winner is known */
    static final class Node extends Thread {
        Node next;
        volatile int mailbox = -1;
        final int id;
        final CountDownLatch done;
        final int[] result;

        Node(int id, CountDownLatch done, int[] result) {
            this.id = id;
            this.done = done;
            this.result = result;
            setDaemon(true);
        }

        public void run() {
            for (;;) {
                int t;
                while ((t = mailbox) < 0) {
                    LockSupport.park(this);
                }
                mailbox = -1;
                if (t == 0) {
                    result[0] = id;
                    done.countDown();
                    return;
                }
                next.mailbox = t - 1;
                LockSupport.unpark(next);
            }
        }
    }

    static int parkRing(int hops) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        int[] result = new int[1];
        Node[] nodes = new Node[THREADS];
        for (int i = 0; i < THREADS; i++) {
            nodes[i] = new Node(i + 1, done, result);
        }
        for (int i = 0; i < THREADS; i++) {
            nodes[i].next = nodes[(i + 1) % THREADS];
            nodes[i].start();
        }
        nodes[0].mailbox = hops;
        LockSupport.unpark(nodes[0]);
        done.await();
        return result[0];
    }
}
