import java.util.ArrayList;
import java.util.List;

public class ProgBank {
    static class InsufficientFundsException extends Exception {
        private final double shortfall;
        InsufficientFundsException(String msg, double shortfall) { super(msg); this.shortfall = shortfall; }
        double getShortfall() { return shortfall; }
    }

    static class AccountFrozenException extends RuntimeException {
        AccountFrozenException(String id) { super("account " + id + " is frozen"); }
    }

    static abstract class Account {
        private static int nextId = 1000;
        protected final String id;
        protected final String owner;
        protected double balance;
        private boolean frozen;
        protected final List<String> log = new ArrayList<String>();

        Account(String owner, double initial) {
            this.id = "AC" + (nextId++);
            this.owner = owner;
            this.balance = initial;
            log.add(String.format("open %.2f", initial));
        }

        void deposit(double amount) {
            if (amount <= 0) throw new IllegalArgumentException("Deposit must be positive: " + amount);
            if (frozen) throw new AccountFrozenException(id);
            balance += amount;
            log.add(String.format("deposit %.2f", amount));
        }

        void withdraw(double amount) throws InsufficientFundsException {
            if (frozen) throw new AccountFrozenException(id);
            double limit = balance + overdraft();
            if (amount > limit) {
                throw new InsufficientFundsException("Insufficient funds in " + id + ": requested " + amount + ", available " + limit, amount - limit);
            }
            balance -= amount;
            log.add(String.format("withdraw %.2f", amount));
        }

        void freeze() { frozen = true; }
        abstract double overdraft();
        abstract void monthEnd();

        @Override public String toString() {
            return String.format("%-8s %-10s %-9s %10.2f", id, owner, getClass().getSimpleName(), balance);
        }
    }

    static class Savings extends Account {
        private final double rate;
        Savings(String owner, double initial, double rate) { super(owner, initial); this.rate = rate; }
        double overdraft() { return 0; }
        void monthEnd() { double i = balance * rate / 12; balance += i; log.add(String.format("interest %.4f", i)); }
    }

    static class Checking extends Account {
        Checking(String owner, double initial) { super(owner, initial); }
        double overdraft() { return 100; }
        void monthEnd() { if (balance < 0) { balance -= 15; log.add("fee 15.00"); } }
    }

    static void transfer(Account from, Account to, double amt) throws InsufficientFundsException {
        from.withdraw(amt);
        try {
            to.deposit(amt);
        } catch (RuntimeException e) {
            from.deposit(amt);
            throw e;
        }
    }

    public static void main(String[] args) {
        List<Account> accounts = new ArrayList<Account>();
        Savings s = new Savings("Alice", 1500, 0.035);
        Checking c = new Checking("Bob", 250.75);
        Checking d = new Checking("Carol", 10);
        accounts.add(s); accounts.add(c); accounts.add(d);
        double[][] ops = {{0, 1, 200}, {1, 2, 400}, {1, 2, 600}, {2, 0, 55.5}};
        for (double[] op : ops) {
            Account from = accounts.get((int) op[0]), to = accounts.get((int) op[1]);
            try {
                transfer(from, to, op[2]);
                System.out.println("transferred " + op[2] + " " + from.id + " -> " + to.id);
            } catch (InsufficientFundsException e) {
                System.out.println("FAILED: " + e.getMessage());
                System.out.printf("  short by %.2f%n", e.getShortfall());
            }
        }
        try {
            c.deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        d.freeze();
        try {
            transfer(s, d, 1);
        } catch (AccountFrozenException | InsufficientFundsException e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        } finally {
            System.out.println("finally: balance of " + s.id + " is " + s.balance);
        }
        for (Account a : accounts) a.monthEnd();
        System.out.println(String.format("%-8s %-10s %-9s %10s", "ID", "OWNER", "TYPE", "BALANCE"));
        double total = 0;
        for (Account a : accounts) { System.out.println(a); total += a.balance; }
        System.out.printf("%-29s%10.2f%n", "TOTAL", total);
        for (Account a : accounts) System.out.println(a.id + " " + a.log);
        Exception chained = new RuntimeException("wrapper", new InsufficientFundsException("inner", 1));
        System.out.println(chained.getCause().getMessage() + " / " + chained);
    }
}
