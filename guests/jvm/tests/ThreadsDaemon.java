/** Daemon threads still running (spinning, sleeping, waiting) when main ends do not keep
 * the VM alive; a non-daemon thread does, until it ends. */
public class ThreadsDaemon {
    static volatile int spins;

    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> {
            while (true) {
                spins++;
            }
        });
        spinner.setDaemon(true);
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1000000000L);
            } catch (InterruptedException e) {
                System.out.println("never");
            }
        });
        sleeper.setDaemon(true);
        final Object never = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (never) {
                try {
                    never.wait();
                } catch (InterruptedException e) {
                    System.out.println("never");
                }
            }
        });
        waiter.setDaemon(true);
        spinner.start();
        sleeper.start();
        waiter.start();
        System.out.println("daemon " + spinner.isDaemon() + " " + sleeper.isDaemon() + " " + waiter.isDaemon());
        Thread last = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("non-daemon thread ends after main");
        });
        System.out.println("inherits daemon " + last.isDaemon());
        last.start();
        Thread.sleep(5);
        System.out.println("main ends");
    }
}
