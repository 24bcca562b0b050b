import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;

/**
 * Textbook problems: dining philosophers with ordered locks, a token ring of threads over
 * SynchronousQueues, the sleeping barber with semaphores, readers-writers with a monitor,
 * bank transfers that lock two accounts ordered by id.
 */
public class Conc2Classics {
    public static void main(String[] args) throws Exception {
        philosophers();
        tokenRing();
        barber();
        readersWriters();
        bank();
    }

    static void philosophers() throws Exception {
        final int n = 5, meals = 40;
        final Object[] forks = new Object[n];
        for (int i = 0; i < n; i++) forks[i] = new Object();
        final int[] eaten = new int[n];
        final int[] forkUses = new int[n];
        Thread[] ph = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int left = i, right = (i + 1) % n, me = i;
            final Object first = forks[Math.min(left, right)], second = forks[Math.max(left, right)];
            ph[i] = new Thread(() -> {
                for (int m = 0; m < meals; m++) {
                    synchronized (first) {
                        synchronized (second) {
                            eaten[me]++;
                            forkUses[left]++;
                            forkUses[right]++;
                        }
                    }
                    Thread.yield();
                }
            }, "philosopher-" + i);
            ph[i].start();
        }
        for (Thread t : ph) t.join();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(' ').append(eaten[i]).append('/').append(forkUses[i]);
        System.out.println("philosophers meals/fork uses:" + sb);
    }

    static void tokenRing() throws Exception {
        final int n = 7;
        final List<SynchronousQueue<Integer>> links = new ArrayList<SynchronousQueue<Integer>>();
        for (int i = 0; i < n; i++) links.add(new SynchronousQueue<Integer>());
        final int[] finisher = {-1};
        final int[] passes = new int[n];
        Thread[] ring = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ring[i] = new Thread(() -> {
                SynchronousQueue<Integer> in = links.get(me), out = links.get((me + 1) % n);
                try {
                    while (true) {
                        int token = in.take();
                        if (token < 0) {
                            if ((me + 1) % n != finisher[0]) out.put(token);
                            return;
                        }
                        passes[me]++;
                        if (token == 0) {
                            finisher[0] = me;
                            out.put(-1);
                            return;
                        }
                        out.put(token - 1);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "ring-" + i);
            ring[i].setDaemon(true);
            ring[i].start();
        }
        links.get(0).put(100);
        for (Thread t : ring) t.join();
        StringBuilder sb = new StringBuilder();
        for (int p : passes) sb.append(' ').append(p);
        System.out.println("token ring: token 100 ends at ring-" + finisher[0] + ", passes" + sb);
    }

    static void barber() throws Exception {
        final int chairs = 3, customers = 12;
        final Semaphore customersWaiting = new Semaphore(0), barberReady = new Semaphore(0),
                seats = new Semaphore(1), cutDone = new Semaphore(0);
        final int[] free = {chairs};
        final int[] served = {0}, turnedAway = {0};
        Thread barber = new Thread(() -> {
            try {
                while (true) {
                    customersWaiting.acquire();
                    seats.acquire();
                    free[0]++;
                    barberReady.release();
                    seats.release();
                    served[0]++;
                    cutDone.release();
                }
            } catch (InterruptedException e) {
                // closing time
            }
        }, "barber");
        barber.start();
        Thread[] cs = new Thread[customers];
        for (int i = 0; i < customers; i++) {
            cs[i] = new Thread(() -> {
                try {
                    seats.acquire();
                    if (free[0] > 0) {
                        free[0]--;
                        customersWaiting.release();
                        seats.release();
                        barberReady.acquire();
                        cutDone.acquire();
                    } else {
                        turnedAway[0]++;
                        seats.release();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            cs[i].start();
            cs[i].join();
        }
        barber.interrupt();
        barber.join();
        System.out.println("barber: served " + served[0] + ", turned away " + turnedAway[0] + ", free chairs " + free[0]
                + ", barber " + barber.getState());
    }

    static class Database {
        private int readers, writers, waitingWriters;
        private int value;
        private int maxReaders;

        synchronized void startRead() throws InterruptedException {
            while (writers > 0 || waitingWriters > 0) wait();
            readers++;
            if (readers > maxReaders) maxReaders = readers;
        }

        synchronized void endRead() {
            readers--;
            if (readers == 0) notifyAll();
        }

        synchronized void startWrite() throws InterruptedException {
            waitingWriters++;
            while (readers > 0 || writers > 0) wait();
            waitingWriters--;
            writers++;
        }

        synchronized void endWrite() {
            writers--;
            notifyAll();
        }
    }

    static void readersWriters() throws Exception {
        final Database db = new Database();
        final boolean[] torn = {false};
        final int[] pair = new int[2];
        List<Thread> ts = new ArrayList<Thread>();
        for (int w = 0; w < 2; w++) {
            ts.add(new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    try {
                        db.startWrite();
                    } catch (InterruptedException e) {
                        return;
                    }
                    pair[0]++;
                    Thread.yield();
                    pair[1]++;
                    db.value++;
                    db.endWrite();
                }
            }));
        }
        for (int r = 0; r < 4; r++) {
            ts.add(new Thread(() -> {
                for (int i = 0; i < 300; i++) {
                    try {
                        db.startRead();
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (pair[0] != pair[1]) torn[0] = true;
                    db.endRead();
                }
            }));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("readers-writers: value " + db.value + ", pair " + pair[0] + "/" + pair[1] + ", torn read " + torn[0]);
    }

    static class Account {
        final int id;
        long balance;

        Account(int id, long balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static void transfer(Account from, Account to, long amount) {
        Account first = from.id < to.id ? from : to, second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                if (from.balance >= amount) {
                    from.balance -= amount;
                    to.balance += amount;
                }
            }
        }
    }

    static void bank() throws Exception {
        final Account[] accounts = new Account[6];
        for (int i = 0; i < accounts.length; i++) accounts[i] = new Account(i, 1000);
        Thread[] tellers = new Thread[4];
        for (int t = 0; t < tellers.length; t++) {
            final int seed = t;
            tellers[t] = new Thread(() -> {
                java.util.Random r = new java.util.Random(seed);
                for (int i = 0; i < 2000; i++) {
                    int a = r.nextInt(accounts.length), b = r.nextInt(accounts.length);
                    if (a != b) transfer(accounts[a], accounts[b], r.nextInt(50));
                }
            });
            tellers[t].start();
        }
        for (Thread t : tellers) t.join();
        long total = 0;
        for (Account a : accounts) {
            synchronized (a) {
                total += a.balance;
            }
        }
        System.out.println("bank: total " + total + " over " + accounts.length + " accounts");
    }
}
