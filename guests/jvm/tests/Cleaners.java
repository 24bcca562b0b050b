// RELEASE 17
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;

/* java.lang.ref.Cleaner: an action runs once, when cleaned explicitly or after its object
   became phantom reachable and System.gc() ran (the JDK runs it on its cleaner thread, so the
   program waits for the count it expects); an object still reachable is not cleaned, and an
   action that throws does not stop the others. */
public class Cleaners {
    static final StringBuilder log = new StringBuilder();
    static int ran;

    static final class Action implements Runnable {
        final String name;
        final boolean fail;
        Action(String name, boolean fail) { this.name = name; this.fail = fail; }
        public void run() {
            synchronized (Cleaners.class) {
                ran++;
                if (name.startsWith("x")) {
                    log.append(name).append(' ');
                }
            }
            if (fail) {
                throw new IllegalStateException("action " + name);
            }
        }
    }

    static synchronized int ran() { return ran; }

    public static void main(String[] args) throws InterruptedException {
        Cleaner cleaner = Cleaner.create();
        Object a = new Object();
        Cleaner.Cleanable ca = cleaner.register(a, new Action("xa", false));
        ca.clean();
        ca.clean();
        System.out.println("explicit clean runs once: " + log + "ran " + ran());
        try {
            cleaner.register(null, new Action("n", false));
        } catch (NullPointerException e) {
            System.out.println("register(null): NullPointerException");
        }
        List<Object> kept = new ArrayList<Object>();
        for (int i = 0; i < 30; i++) {
            Object o = new int[i + 1];
            cleaner.register(o, new Action("g" + i, i % 7 == 0));
            if (i % 3 == 0) {
                kept.add(o);
            }
        }
        Object b = new Object();
        Cleaner.Cleanable cb = cleaner.register(b, new Action("xb", false));
        cb.clean();
        b = null;
        System.gc();
        int expected = 1 + 20 + 1;
        for (int i = 0; i < 500 && ran() < expected; i++) {
            Thread.sleep(10);
        }
        System.out.println("after System.gc(): ran " + ran() + " of " + expected + " " + log);
        kept.clear();
        System.gc();
        expected += 10;
        for (int i = 0; i < 500 && ran() < expected; i++) {
            Thread.sleep(10);
        }
        System.out.println("after dropping the rest: ran " + ran() + " of " + expected);
        System.out.println(a != null);
    }
}
