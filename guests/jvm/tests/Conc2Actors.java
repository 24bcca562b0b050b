// RELEASE 17
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A small actor system: each actor a thread draining its mailbox of record messages
 * (a sealed interface), replies through CompletableFutures (the ask pattern), a pipeline
 * of actors forwarding to each other, and an orderly stop.
 */
public class Conc2Actors {
    sealed interface Msg permits Deposit, Withdraw, Balance, Transfer, Stop {}

    record Deposit(String account, long amount) implements Msg {}

    record Withdraw(String account, long amount, CompletableFuture<Boolean> ok) implements Msg {}

    record Balance(String account, CompletableFuture<Long> reply) implements Msg {}

    record Transfer(String from, String to, long amount, CompletableFuture<String> receipt) implements Msg {}

    record Stop(CompletableFuture<Map<String, Long>> finalState) implements Msg {}

    static final class BankActor implements Runnable {
        final BlockingQueue<Msg> mailbox = new LinkedBlockingQueue<>();
        private final Map<String, Long> accounts = new TreeMap<>();
        private int handled;

        @Override
        public void run() {
            try {
                while (true) {
                    Msg m = mailbox.take();
                    handled++;
                    if (m instanceof Deposit d) {
                        accounts.merge(d.account(), d.amount(), Long::sum);
                    } else if (m instanceof Withdraw w) {
                        long have = accounts.getOrDefault(w.account(), 0L);
                        boolean ok = have >= w.amount();
                        if (ok) accounts.put(w.account(), have - w.amount());
                        w.ok().complete(ok);
                    } else if (m instanceof Balance b) {
                        b.reply().complete(accounts.getOrDefault(b.account(), 0L));
                    } else if (m instanceof Transfer t) {
                        long have = accounts.getOrDefault(t.from(), 0L);
                        String receipt = switch (Long.signum(have - t.amount())) {
                            case -1 -> "refused: " + t.from() + " has " + have;
                            default -> {
                                accounts.put(t.from(), have - t.amount());
                                accounts.merge(t.to(), t.amount(), Long::sum);
                                yield "moved " + t.amount() + " " + t.from() + "->" + t.to();
                            }
                        };
                        t.receipt().complete(receipt);
                    } else if (m instanceof Stop s) {
                        s.finalState().complete(new TreeMap<>(accounts));
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    record Word(String text, int seq) {}

    public static void main(String[] args) throws Exception {
        BankActor bank = new BankActor();
        Thread bankThread = new Thread(bank, "bank-actor");
        bankThread.start();
        List<Thread> clients = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            final String acct = "acct-" + c;
            Thread t = new Thread(() -> {
                for (int i = 1; i <= 50; i++) bank.mailbox.add(new Deposit(acct, i));
            });
            clients.add(t);
            t.start();
        }
        for (Thread t : clients) t.join();
        var bal = new CompletableFuture<Long>();
        bank.mailbox.put(new Balance("acct-2", bal));
        System.out.println("balance acct-2 " + bal.get());
        var w1 = new CompletableFuture<Boolean>();
        var w2 = new CompletableFuture<Boolean>();
        bank.mailbox.put(new Withdraw("acct-0", 1000, w1));
        bank.mailbox.put(new Withdraw("acct-0", 2000, w2));
        System.out.println("withdraw 1000 " + w1.get() + ", then 2000 " + w2.get());
        var receipts = new ArrayList<CompletableFuture<String>>();
        for (int i = 0; i < 4; i++) {
            var r = new CompletableFuture<String>();
            receipts.add(r);
            bank.mailbox.put(new Transfer("acct-" + i, "acct-" + ((i + 1) % 4), 300 * (i + 1), r));
        }
        for (var r : receipts) System.out.println(r.get());
        var fin = new CompletableFuture<Map<String, Long>>();
        bank.mailbox.put(new Stop(fin));
        System.out.println("final " + fin.get());
        bankThread.join();
        System.out.println("bank handled " + bank.handled + " messages, mailbox empty " + bank.mailbox.isEmpty());

        BlockingQueue<Word> toUpper = new LinkedBlockingQueue<>(), toCount = new LinkedBlockingQueue<>();
        var result = new CompletableFuture<String>();
        Thread upper = new Thread(() -> {
            try {
                for (Word w = toUpper.take(); w.seq() >= 0; w = toUpper.take())
                    toCount.put(new Word(w.text().toUpperCase(), w.seq()));
                toCount.put(new Word("", -1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread counter = new Thread(() -> {
            var sb = new StringBuilder();
            int letters = 0;
            try {
                for (Word w = toCount.take(); w.seq() >= 0; w = toCount.take()) {
                    letters += w.text().length();
                    sb.append(w.seq()).append(':').append(w.text()).append(' ');
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            result.complete(sb.toString().trim() + " (" + letters + " letters)");
        });
        upper.start();
        counter.start();
        String[] words = """
                actors share nothing
                and talk by messages""".split("\\s+");
        for (int i = 0; i < words.length; i++) toUpper.put(new Word(words[i], i));
        toUpper.put(new Word("", -1));
        System.out.println("pipeline " + result.get());
        upper.join();
        counter.join();
        System.out.println("record equality " + new Word("A", 1).equals(new Word("A", 1)) + " " + new Word("A", 1));
    }
}
