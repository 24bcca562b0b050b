// RELEASE 11
import java.util.ArrayList;
import java.util.List;

public class ProgChameneos {
    enum Colour {
        BLUE, RED, YELLOW;
        Colour complement(Colour other) {
            if (this == other) return this;
            switch (this) {
                case BLUE: return other == RED ? YELLOW : RED;
                case RED: return other == BLUE ? YELLOW : BLUE;
                default: return other == BLUE ? RED : BLUE;
            }
        }
        @Override public String toString() { return name().toLowerCase(); }
    }

    static final String[] NUMBERS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};

    static String spell(int n) {
        StringBuilder sb = new StringBuilder();
        for (char c : Integer.toString(n).toCharArray()) sb.append(' ').append(NUMBERS[c - '0']);
        return sb.toString();
    }

    static final class MeetingPlace {
        private int meetingsLeft;
        private Creature waiting;

        MeetingPlace(int meetings) { meetingsLeft = meetings; }

        synchronized Colour meet(Creature c) throws InterruptedException {
            if (meetingsLeft == 0) return null;
            if (waiting == null) {
                waiting = c;
                c.partner = null;
                while (c.partner == null && meetingsLeft > 0) wait();
                if (c.partner == null) { waiting = null; return null; }
                Creature p = c.partner;
                c.partner = null;
                return p.colour;
            }
            Creature other = waiting;
            waiting = null;
            meetingsLeft--;
            other.partner = c;
            if (other.id == c.id) throw new IllegalStateException();
            c.selfMet += 0;
            notifyAll();
            return other.colour;
        }
    }

    static final class Creature extends Thread {
        final int id;
        final MeetingPlace place;
        Colour colour;
        Creature partner;
        int met, selfMet;

        Creature(int id, MeetingPlace place, Colour colour) {
            this.id = id; this.place = place; this.colour = colour;
        }

        @Override public void run() {
            try {
                while (true) {
                    Colour other = place.meet(this);
                    if (other == null) return;
                    colour = colour.complement(other);
                    met++;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    static void run(int n, Colour... colours) throws InterruptedException {
        for (Colour c : colours) System.out.print(" " + c);
        System.out.println();
        MeetingPlace place = new MeetingPlace(n);
        List<Creature> cs = new ArrayList<>();
        for (int i = 0; i < colours.length; i++) cs.add(new Creature(i, place, colours[i]));
        for (Creature c : cs) c.start();
        for (Creature c : cs) c.join();
        int total = 0;
        for (Creature c : cs) total += c.met;
        // per-creature counts depend on scheduling; the total does not
        System.out.println(spell(total));
        System.out.println();
    }

    public static void main(String[] args) throws InterruptedException {
        for (Colour a : Colour.values())
            for (Colour b : Colour.values())
                System.out.println(a + " + " + b + " -> " + a.complement(b));
        System.out.println();
        int n = 600;
        run(n, Colour.BLUE, Colour.RED, Colour.YELLOW);
        run(n, Colour.BLUE, Colour.RED, Colour.YELLOW, Colour.RED, Colour.YELLOW, Colour.BLUE,
            Colour.RED, Colour.YELLOW, Colour.RED, Colour.BLUE);
    }
}
