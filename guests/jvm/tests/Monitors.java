/** monitorenter/monitorexit, synchronized methods, exceptions leaving synchronized regions. */
public class Monitors {
    private int counter;
    private static int staticCounter;
    private final Object lock = new Object();

    synchronized void inc() {
        counter++;
    }

    static synchronized void sinc() {
        staticCounter++;
    }

    void nested(int depth) {
        synchronized (lock) {
            synchronized (this) {
                counter += depth;
                if (depth > 0) {
                    nested(depth - 1);
                }
            }
        }
    }

    int throwInside() {
        try {
            synchronized (lock) {
                counter++;
                throw new IllegalStateException("inside");
            }
        } catch (IllegalStateException e) {
            synchronized (lock) {
                return counter;
            }
        }
    }

    synchronized void syncThrow() {
        throw new UnsupportedOperationException("from synchronized method");
    }

    public static void main(String[] args) {
        Monitors m = new Monitors();
        for (int i = 0; i < 1000; i++) {
            m.inc();
            sinc();
        }
        m.nested(10);
        System.out.println(m.counter + " " + staticCounter);
        System.out.println(m.throwInside());
        for (int i = 0; i < 3; i++) {
            try {
                m.syncThrow();
            } catch (UnsupportedOperationException e) {
                System.out.println(e.getMessage());
            }
        }
        // the monitors must have been released: lock again many times
        for (int i = 0; i < 100; i++) {
            synchronized (m) {
                synchronized (m.lock) {
                    m.counter++;
                }
            }
        }
        synchronized (Monitors.class) {
            sinc();
        }
        String s = "interned";
        synchronized (s) {
            synchronized ("interned") {
                System.out.println("reentrant on the same interned string");
            }
        }
        Object[] locks = new Object[50];
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new int[i];
        }
        int total = 0;
        for (Object o : locks) {
            synchronized (o) {
                total += ((int[]) o).length;
            }
        }
        System.out.println(m.counter + " " + staticCounter + " " + total);
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 10; i++) {
            sb.append(i);
        }
        System.out.println(sb);
        java.util.Vector<Integer> v = new java.util.Vector<Integer>();
        for (int i = 0; i < 10; i++) {
            v.add(i * i);
        }
        System.out.println(v);
    }
}
