import java.util.ArrayList;
import java.util.List;

/** Sleep ordering (threads that sleep less finish first), join with a timeout that expires
 * and one that does not, isAlive and getState around them, yield. */
public class ThreadsJoinSleep {
    static final List<String> order = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        int[] delays = {50, 10, 40, 20, 30};
        Thread[] ts = new Thread[delays.length];
        for (int i = 0; i < delays.length; i++) {
            final int d = delays[i];
            ts[i] = new Thread(() -> {
                try {
                    Thread.sleep(d);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                synchronized (order) {
                    order.add("slept" + d);
                }
            });
        }
        System.out.println("before start: " + ts[0].getState() + " alive " + ts[0].isAlive());
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(order);
        System.out.println("after join: " + ts[0].getState() + " alive " + ts[0].isAlive());

        final Object gate = new Object();
        Thread slow = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        slow.start();
        long t0 = System.nanoTime();
        slow.join(20);
        long waited = (System.nanoTime() - t0) / 1000000;
        System.out.println("join(20) returned alive " + slow.isAlive() + " after >=20ms " + (waited >= 20));
        System.out.println("state while sleeping " + slow.getState());
        slow.join(10000);
        System.out.println("join(10000) returned alive " + slow.isAlive());
        Thread yielder = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                Thread.yield();
            }
            synchronized (gate) {
                gate.notifyAll();
            }
        });
        synchronized (gate) {
            yielder.start();
            gate.wait(100000);
        }
        yielder.join();
        System.out.println("yielder done " + !yielder.isAlive());
        long s0 = System.nanoTime();
        Thread.sleep(15);
        System.out.println("main slept >=15ms " + ((System.nanoTime() - s0) / 1000000 >= 15));
    }
}
