package bench.db;

import bench.Harness;

/**
 * db: an in-memory database of records driven by a generated script of inserts, deletes,
 * updates, lookups, range queries, reports and sorts. The table is long-lived; query
 * results, formatted rows and sort arrays die young.
 */
public final class Main {
    /** Script operations per size: s0, s1, s10, s100. */
    private static final int[] OPS = {100, 250, 2500, 25000};
    private static final int[] ROWS = {150, 1000, 1000, 1000};
    private static final int[] EXPECTED = {0x3d5a646d, 0x79f0df97, 0x0b0d547f, 0x5a41d7fc};
    private static final String[] SYL = {"ka", "lo", "mi", "ne", "su", "ta", "ri", "vo", "zen", "bar", "qui", "do"};

    private int seed = 20031;
    private int nextId;

    private Main() {
    }

    private int rnd(int n) {
        seed = seed * 1103515245 + 12345;
        return ((seed >>> 8) & 0x7fffff) % n;
    }

    private String word(int syllables) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < syllables; i++) {
            sb.append(SYL[rnd(SYL.length)]);
        }
        return sb.toString();
    }

    private Record make() {
        String name = word(2 + rnd(3));
        String city = "c" + word(1) + rnd(40);
        return new Record(nextId++, name, city, 18 + rnd(70), rnd(100000));
    }

    public static void main(String[] args) {
        Harness h = Harness.start("db", args);
        new Main().run(h);
    }

    private void run(Harness h) {
        Database db = new Database();
        int rows = h.pick(ROWS);
        for (int i = 0; i < rows; i++) {
            db.insert(make());
        }
        int ops = h.pick(OPS);
        int sum = 0;
        int[] counts = new int[8];
        for (int i = 0; i < ops; i++) {
            if (i % 250 == 0) {
                h.iteration(i / 250);
            }
            int op = rnd(1000);
            int r;
            if (op < 250) {
                Record x = make();
                db.insert(x);
                r = x.id;
                counts[0]++;
            } else if (op < 450) {
                r = db.rows.isEmpty() ? 0 : db.delete(db.rows.get(rnd(db.rows.size())).id) ? 1 : 0;
                counts[1]++;
            } else if (op < 700) {
                Record x = db.find(rnd(nextId));
                r = -1;
                if (x != null) {
                    x.balance += rnd(1000) - 500;
                    if (rnd(4) == 0) {
                        db.relocate(x, "c" + word(1) + rnd(40));
                    }
                    r = x.balance;
                }
                counts[2]++;
            } else if (op < 850) {
                int lo = 18 + rnd(70);
                r = db.rangeQuery(lo, lo + rnd(10));
                counts[3]++;
            } else if (op < 995) {
                String a = "c" + word(1);
                r = db.cityReport(a, a + "5");
                counts[4]++;
            } else if (op < 997) {
                r = db.sortByBalance();
                counts[5]++;
            } else {
                r = db.sortByName();
                counts[6]++;
            }
            sum = Harness.mix(sum, r);
        }
        sum = Harness.mix(sum, db.rows.size());
        System.out.println("rows " + db.rows.size() + " inserts " + counts[0] + " deletes " + counts[1]
                + " updates " + counts[2] + " ranges " + counts[3] + " reports " + counts[4]
                + " sorts " + (counts[5] + counts[6]));
        h.finish(sum, EXPECTED);
    }
}
