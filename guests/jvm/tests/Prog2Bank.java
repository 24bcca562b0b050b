import java.util.*;

public class Prog2Bank {
    enum State { IDLE, CARD_INSERTED, AUTHENTICATED, LOCKED }
    enum Event { INSERT, PIN_OK, PIN_BAD, WITHDRAW, DEPOSIT, BALANCE, EJECT }

    static class InsufficientFundsException extends Exception {
        final long shortBy;
        InsufficientFundsException(long shortBy) { super("insufficient funds: short by " + shortBy); this.shortBy = shortBy; }
    }

    static final class Account {
        private final String owner;
        private long cents;
        private final List<String> history = new ArrayList<>();
        Account(String owner, long cents) { this.owner = owner; this.cents = cents; }
        void withdraw(long amount) throws InsufficientFundsException {
            if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
            if (amount > cents) throw new InsufficientFundsException(amount - cents);
            cents -= amount;
            history.add("-" + fmt(amount));
        }
        void deposit(long amount) { cents += amount; history.add("+" + fmt(amount)); }
    }

    static String fmt(long cents) { return String.format("$%,d.%02d", cents / 100, cents % 100); }

    static final class Atm {
        State state = State.IDLE;
        int badPins;
        final Account account;
        final EnumMap<State, Integer> visits = new EnumMap<>(State.class);
        Atm(Account a) { account = a; }

        String handle(Event e, long amount) {
            visits.merge(state, 1, Integer::sum);
            switch (state) {
                case IDLE:
                    if (e == Event.INSERT) { state = State.CARD_INSERTED; return "card accepted"; }
                    return "insert card first";
                case CARD_INSERTED:
                    switch (e) {
                        case PIN_OK: state = State.AUTHENTICATED; badPins = 0; return "welcome " + account.owner;
                        case PIN_BAD:
                            if (++badPins >= 3) { state = State.LOCKED; return "card retained"; }
                            return "wrong PIN (" + (3 - badPins) + " left)";
                        case EJECT: state = State.IDLE; return "card ejected";
                        default: return "enter PIN";
                    }
                case AUTHENTICATED:
                    try {
                        switch (e) {
                            case WITHDRAW: account.withdraw(amount); return "dispensed " + fmt(amount);
                            case DEPOSIT: account.deposit(amount); return "deposited " + fmt(amount);
                            case BALANCE: return "balance " + fmt(account.cents);
                            case EJECT: state = State.IDLE; return "goodbye";
                            default: return "unexpected " + e;
                        }
                    } catch (InsufficientFundsException ex) {
                        return ex.getMessage() + " (" + fmt(ex.shortBy) + ")";
                    } catch (IllegalArgumentException ex) {
                        return "error: " + ex.getMessage();
                    }
                case LOCKED:
                default:
                    return "machine locked";
            }
        }
    }

    public static void main(String[] args) {
        Atm atm = new Atm(new Account("Ada", 125_050));
        Object[][] script = {
            {Event.BALANCE, 0L}, {Event.INSERT, 0L}, {Event.WITHDRAW, 100L}, {Event.PIN_BAD, 0L}, {Event.PIN_OK, 0L},
            {Event.BALANCE, 0L}, {Event.WITHDRAW, 20_000L}, {Event.WITHDRAW, 200_000L}, {Event.DEPOSIT, 99_999L},
            {Event.WITHDRAW, -5L}, {Event.BALANCE, 0L}, {Event.EJECT, 0L}, {Event.INSERT, 0L}, {Event.PIN_BAD, 0L},
            {Event.PIN_BAD, 0L}, {Event.PIN_BAD, 0L}, {Event.PIN_OK, 0L},
        };
        for (Object[] step : script) {
            Event e = (Event) step[0];
            long amt = (Long) step[1];
            State before = atm.state;
            String out = atm.handle(e, amt);
            System.out.printf("%-13s + %-8s -> %-13s : %s%n", before, e, atm.state, out);
        }
        System.out.println("history " + atm.account.history + " visits " + atm.visits);
        System.out.println(Arrays.toString(State.values()) + " " + State.valueOf("LOCKED").ordinal() + " " + EnumSet.allOf(Event.class).size());
        try {
            State.valueOf("BROKEN");
        } catch (IllegalArgumentException ex) {
            System.out.println(ex.getMessage());
        }
        Map<State, List<Event>> allowed = new EnumMap<>(State.class);
        allowed.put(State.IDLE, Arrays.asList(Event.INSERT));
        allowed.put(State.AUTHENTICATED, Arrays.asList(Event.WITHDRAW, Event.DEPOSIT, Event.BALANCE, Event.EJECT));
        allowed.put(State.CARD_INSERTED, Arrays.asList(Event.PIN_OK, Event.PIN_BAD, Event.EJECT));
        for (Map.Entry<State, List<Event>> en : allowed.entrySet()) System.out.println(en.getKey() + ": " + en.getValue());
        long cents = 0;
        for (int i = 0; i < 10; i++) cents += 10; // ten dimes
        double dollars = 0;
        for (int i = 0; i < 10; i++) dollars += 0.10;
        System.out.println(fmt(cents) + " vs " + dollars + " " + (dollars == 1.0) + " " + String.format("%.2f", dollars));
    }
}
