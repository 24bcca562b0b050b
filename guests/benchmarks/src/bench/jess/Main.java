package bench.jess;

import bench.Harness;

/**
 * jess: a forward-chaining rule engine solving puzzles, asserting ever more facts.
 * Each round builds one engine with four rule sets and runs it to quiescence:
 * transitive closure and cycle detection over a generated graph, N-queens by extending
 * partial placements (every placement is a fact), water-jug state search, and a
 * countdown that retracts and re-asserts facts. The working memory lives for the whole
 * round; tokens, keys and activations die young.
 */
public final class Main {
    static final int EDGE = 1;
    static final int PATH = 2;
    static final int CYCLE = 3;
    static final int COL = 4;
    static final int PLACE = 5;
    static final int SOLUTION = 6;
    static final int STATE = 7;
    static final int GOAL = 8;
    static final int MOVE = 9;
    static final int COUNT = 10;
    static final int TICK = 11;
    static final int QUEENS_N = 12;

    /** Rounds per size: s0, s1, s10, s100. */
    private static final int[] ROUNDS = {1, 1, 10, 100};
    private static final int[] EXPECTED = {0x996dda04, 0x838ed12b, 0xe2e3b0a2, 0x67441652};

    private Main() {
    }

    public static void main(String[] args) {
        Harness h = Harness.start("jess", args);
        int rounds = h.pick(ROUNDS);
        int sum = 0;
        for (int r = 0; r < rounds; r++) {
            h.iteration(r);
            int small = h.size == 0 ? 1 : 0;
            Engine e = new Engine();
            int seed = 12345 + r * 7919;
            closure(e, 30 - small * 18, seed);
            queens(e, 7 - small * 2);
            jugs(e, 3 + r % 5, 5 + r % 7, 4);
            countdown(e, 200 + r);
            e.run(Integer.MAX_VALUE);
            int rs = e.summary();
            sum = Harness.mix(sum, rs);
            if (r < 3 || r == rounds - 1) {
                System.out.println("round " + r + ": facts " + e.size() + " asserted " + e.asserted
                        + " retracted " + e.retracted + " fired " + e.fired + " hash " + Harness.hex(rs));
            }
        }
        h.finish(sum, EXPECTED);
    }

    /** Transitive closure of a random directed graph with n nodes and 2n edges. */
    static void closure(Engine e, int n, int seed) {
        e.addRule(new Rule("path-base", 0, 2, new Pattern(EDGE, "?0 ?1")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                en.assertFact(PATH, v[0], v[1]);
            }
        });
        e.addRule(new Rule("path-extend", 0, 3, new Pattern(PATH, "?0 ?1"), new Pattern(EDGE, "?1 ?2")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                en.assertFact(PATH, v[0], v[2]);
            }
        });
        e.addRule(new Rule("cycle", 5, 1, new Pattern(PATH, "?0 ?0")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                en.assertFact(CYCLE, v[0]);
            }
        });
        int x = seed;
        for (int i = 0; i < 2 * n; i++) {
            x = x * 1103515245 + 12345;
            int a = (x >>> 8) % n;
            x = x * 1103515245 + 12345;
            int b = (x >>> 8) % n;
            if (i < n) {
                a = i;
            }
            e.assertFact(EDGE, a, b);
        }
    }

    /** All solutions of n-queens: place(id, row, col, parent) facts grow a search tree. */
    static void queens(Engine e, final int n) {
        e.addRule(new Rule("queen-extend", 0, 4, new Pattern(PLACE, "?0 ?1 ?2 *"), new Pattern(COL, "?3")) {
            @Override
            boolean test(Engine en, int[] v) {
                int row = v[1] + 1;
                if (row >= n) {
                    return false;
                }
                int id = v[0];
                while (true) {
                    Fact p = en.lookup(PLACE, 0, id).get(0);
                    int pr = p.slots[1];
                    if (pr < 0) {
                        return true;
                    }
                    int pc = p.slots[2];
                    if (pc == v[3] || row - pr == v[3] - pc || row - pr == pc - v[3]) {
                        return false;
                    }
                    id = p.slots[3];
                }
            }

            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                int id = en.asserted + 1000000;
                en.assertFact(PLACE, id, v[1] + 1, v[3], v[0]);
            }
        });
        e.addRule(new Rule("queen-solved", 10, 2, new Pattern(PLACE, "?0 ?1 * *"), new Pattern(QUEENS_N, "?1")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                en.assertFact(SOLUTION, v[0]);
            }
        });
        e.assertFact(QUEENS_N, n - 1);
        for (int c = 0; c < n; c++) {
            e.assertFact(COL, c);
        }
        e.assertFact(PLACE, 0, -1, -1, -1);
    }

    /** Water jugs of capacities a and b: every reachable state, every move, the goals. */
    static void jugs(Engine e, final int ca, final int cb, final int target) {
        final int tag = ca * 100 + cb;
        e.addRule(new Rule("jug-fill-a", 0, 3, new Pattern(STATE, "?0 ?1 ?2")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                move(en, v, ca, v[2]);
            }
        });
        e.addRule(new Rule("jug-fill-b", 0, 3, new Pattern(STATE, "?0 ?1 ?2")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                move(en, v, v[1], cb);
            }
        });
        e.addRule(new Rule("jug-empty", 0, 3, new Pattern(STATE, "?0 ?1 ?2")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                move(en, v, 0, v[2]);
                move(en, v, v[1], 0);
            }
        });
        e.addRule(new Rule("jug-pour", 0, 3, new Pattern(STATE, "?0 ?1 ?2")) {
            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                int t = Math.min(v[1], cb - v[2]);
                move(en, v, v[1] - t, v[2] + t);
                t = Math.min(v[2], ca - v[1]);
                move(en, v, v[1] + t, v[2] - t);
            }
        });
        e.addRule(new Rule("jug-goal", 10, 3, new Pattern(STATE, "?0 ?1 ?2")) {
            @Override
            boolean test(Engine en, int[] v) {
                return v[1] == target || v[2] == target;
            }

            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                en.assertFact(GOAL, v[0], v[1], v[2]);
            }
        });
        e.assertFact(STATE, tag, 0, 0);
    }

    static void move(Engine en, int[] v, int a, int b) {
        en.assertFact(MOVE, v[0], v[1], v[2], a, b);
        en.assertFact(STATE, v[0], a, b);
    }

    /** A counter retracted and re-asserted n times, leaving ticks modulo 13. */
    static void countdown(Engine e, int n) {
        e.addRule(new Rule("count-down", 1, 1, new Pattern(COUNT, "?0")) {
            @Override
            boolean test(Engine en, int[] v) {
                return v[0] > 0;
            }

            @Override
            void fire(Engine en, int[] v, Fact[] m) {
                en.retract(m[0]);
                en.assertFact(TICK, v[0] % 13);
                en.assertFact(COUNT, v[0] - 1);
            }
        });
        e.assertFact(COUNT, n);
    }

}
