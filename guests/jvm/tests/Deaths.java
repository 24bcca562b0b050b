// RELEASE 8
/**
 * Exact deaths (-X:deaths=merlin|brute, guests/jvm/deaths.c): objects whose death steps
 * are worked out by hand in sim-core/tests/jvm_deaths.rs, a thread whose frame alone holds
 * an object while main allocates, and a churn that makes every collector collect on a
 * small heap. Each class below is allocated at known places only, so the test finds its
 * objects by type in the event log.
 */
public class Deaths {
    static Object kept; // a static slot: Kept lives to the end

    static final class Held {
        Object ref;
    }

    static final class Leaf {}

    static final class Temp {}

    static final class Kept {}

    static final class Tick {}

    static final class Own {}

    static final class Cell {
        Cell next;
        int[] payload = new int[6];
    }

    static final Object lock = new Object();
    static boolean holding, release;

    public static void main(String[] args) throws Exception {
        // Load every class first, so that no class loading allocates between the steps below.
        Object[] warm = {new Held(), new Leaf(), new Temp(), new Kept(), new Tick(), new Own(), new Cell()};
        warm = null;

        Leaf leaf = new Leaf(); // next step: ROOT_ADD Leaf
        Held held = new Held(); // next step: ROOT_ADD Held, ROOT_DROP Leaf (only held.ref holds it)
        held.ref = leaf;
        leaf = null;
        new Tick(); // Tick 1: dies at the next step
        new Temp(); // next step: Temp, Held and Leaf die
        held = null;
        new Tick(); // Tick 2: dies at the next step
        kept = new Kept(); // never a root report; DEATH at exit (still reachable)

        // A thread's frame alone holds an Own while main allocates.
        Thread t = new Thread(() -> {
            Own own = new Own();
            synchronized (lock) {
                holding = true;
                lock.notifyAll();
                while (!release) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            if (own.hashCode() == 0) // keeps own in the frame until here
                System.out.println("zero hash");
        });
        t.start();
        synchronized (lock) {
            while (!holding)
                lock.wait();
        }
        for (int i = 0; i < 5; i++)
            new Tick(); // Own stays reachable through the thread's frame
        synchronized (lock) {
            release = true;
            lock.notifyAll();
        }
        t.join();
        new Tick(); // Own is dead by now

        // Churn: lists that become garbage, so that every collector collects.
        long sum = 0;
        for (int round = 0; round < 40; round++) {
            Cell head = null;
            for (int i = 0; i < 200; i++) {
                Cell c = new Cell();
                c.payload[0] = i;
                c.next = head;
                head = c;
            }
            for (Cell c = head; c != null; c = c.next)
                sum += c.payload[0];
            if (round % 10 == 0)
                System.gc();
        }
        System.out.println("sum " + sum);
    }
}
