import java.util.Random;

/**
 * Bank transfers between accounts from several teller threads: once with synchronized on
 * both accounts taken in account-number order (no deadlock), once with one global lock,
 * once with per-account locks taken in order through a helper. Transfers are unconditional,
 * so the final balances do not depend on the interleaving; the total is conserved.
 */
public class ConcBank {
    static final int ACCOUNTS = 12;
    static final int TELLERS = 4;
    static final int TRANSFERS = 3000;

    static final class Account {
        final int id;
        long balance;

        Account(int id, long balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    interface Transfer {
        void move(Account from, Account to, long amount);
    }

    public static void main(String[] args) throws Exception {
        final Object global = new Object();
        run("ordered synchronized", (from, to, amount) -> {
            Account a = from.id < to.id ? from : to, b = from.id < to.id ? to : from;
            synchronized (a) {
                synchronized (b) {
                    from.balance -= amount;
                    Thread.yield();
                    to.balance += amount;
                }
            }
        });
        run("global lock", (from, to, amount) -> {
            synchronized (global) {
                from.balance -= amount;
                to.balance += amount;
            }
        });
        run("synchronized methods", ConcBank::transferWithMethods);
    }

    static void transferWithMethods(Account from, Account to, long amount) {
        Account a = from.id < to.id ? from : to, b = from.id < to.id ? to : from;
        lockedPair(a, b, from, to, amount);
    }

    static void lockedPair(Account a, Account b, Account from, Account to, long amount) {
        synchronized (a) {
            inner(b, from, to, amount);
        }
    }

    static void inner(Account b, Account from, Account to, long amount) {
        synchronized (b) {
            from.balance -= amount;
            to.balance += amount;
        }
    }

    static void run(String name, Transfer t) throws Exception {
        Account[] accounts = new Account[ACCOUNTS];
        for (int i = 0; i < ACCOUNTS; i++) {
            accounts[i] = new Account(i, 1000);
        }
        Thread[] tellers = new Thread[TELLERS];
        for (int k = 0; k < TELLERS; k++) {
            long seed = 42 + k;
            tellers[k] = new Thread(() -> {
                Random r = new Random(seed);
                for (int i = 0; i < TRANSFERS; i++) {
                    int from = r.nextInt(ACCOUNTS), to = r.nextInt(ACCOUNTS - 1);
                    if (to >= from) {
                        to++;
                    }
                    t.move(accounts[from], accounts[to], 1 + r.nextInt(100));
                }
            });
            tellers[k].start();
        }
        for (Thread teller : tellers) {
            teller.join();
        }
        long total = 0;
        StringBuilder sb = new StringBuilder();
        for (Account a : accounts) {
            total += a.balance;
            sb.append(' ').append(a.balance);
        }
        System.out.println(name + ": total " + total + " balances" + sb);
    }
}
