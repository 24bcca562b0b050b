/** interrupt wakes a sleeping and a waiting thread with InterruptedException and clears the
 * flag; interrupting first makes the next sleep throw at once; Thread.interrupted clears. */
public class ThreadsInterrupt {
    static volatile boolean waiting;

    public static void main(String[] args) throws Exception {
        final String[] out = new String[3];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1000000);
                out[0] = "sleep ended";
            } catch (InterruptedException e) {
                out[0] = "sleeper: " + e.getMessage() + " flag " + Thread.currentThread().isInterrupted();
            }
        });
        final Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    waiting = true;
                    lock.wait();
                    out[1] = "wait ended";
                } catch (InterruptedException e) {
                    out[1] = "waiter interrupted, holds lock " + Thread.holdsLock(lock) + " flag "
                        + Thread.currentThread().isInterrupted();
                }
            }
        });
        sleeper.start();
        waiter.start();
        Thread.sleep(10);
        while (!waiting) {
            Thread.sleep(1);
        }
        sleeper.interrupt();
        synchronized (lock) {
            waiter.interrupt();
        }
        sleeper.join();
        waiter.join();
        System.out.println(out[0]);
        System.out.println(out[1]);

        Thread.currentThread().interrupt();
        System.out.println("self flag " + Thread.currentThread().isInterrupted());
        try {
            Thread.sleep(5);
            System.out.println("no exception");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep: " + e.getMessage());
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        try {
            new Object().wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: IllegalMonitorStateException");
        }
        try {
            new Object().notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: IllegalMonitorStateException");
        }
        Thread t = new Thread(() -> { });
        t.start();
        try {
            t.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("started twice: IllegalThreadStateException");
        }
        t.join();
    }
}
