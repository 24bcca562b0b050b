// RELEASE 17
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/** Lambda objects, records and concatenated strings surviving collections: run on a small
 * heap with -X:verify under every collector plan (sim-core/tests/jvm_guest.rs). The argument
 * is the number of rounds (default 40). */
public class IndyStress {
    record Cell(int id, String label, Cell next) { }
    record Box(long value, double weight, Supplier<String> describe) { }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        List<Supplier<String>> keep = new ArrayList<>();
        List<Box> boxes = new ArrayList<>();
        Cell chain = null;
        long check = 17;
        Runnable stateless = mkStateless();
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < 300; i++) {
                int k = r * 1000 + i;
                String label = "c" + k + "/" + (char) ('a' + i % 26) + (i * 0.5f);
                Cell c = new Cell(k, label, chain);
                if (i % 10 == 0)
                    chain = c;                       // a long-lived linked list of records
                Function<Integer, String> f = x -> c.label() + "#" + (x + c.id());
                String s = f.apply(i);               // a short-lived lambda and strings
                check = check * 31 + s.hashCode() + (i % 100 == 0 ? c.hashCode() : c.id());
                if (i % 50 == 0) {
                    long v = k * 3L;
                    double w = i / 7.0;
                    Box b = new Box(v, w, () -> "box " + v + " " + w + " " + label);
                    boxes.add(b);
                    keep.add(b.describe());
                }
                IntFunction<int[]> mk = int[]::new;
                check += mk.apply(i % 17).length;
            }
            if (boxes.size() > 30) {                 // drop the older half
                boxes.subList(0, 15).clear();
                keep.subList(0, 15).clear();
            }
            if (stateless != mkStateless())
                System.out.println("stateless lambda not shared");
        }
        int n = 0;
        for (Cell c = chain; c != null; c = c.next())
            n++;
        System.out.println("chain " + n + " head " + chain.id() + " " + chain.label() + " " + chain.hashCode());
        System.out.println("boxes " + boxes.size() + " first " + boxes.get(0).describe().get());
        System.out.println("kept " + keep.get(keep.size() - 1).get());
        System.out.println("equal " + boxes.get(0).equals(new Box(boxes.get(0).value(), boxes.get(0).weight(),
                boxes.get(0).describe())));
        System.out.println("check " + check);
    }

    static Runnable mkStateless() { return () -> { }; }
}
