package bench.jess;

import bench.Harness;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.PriorityQueue;

/**
 * A forward-chaining production system in the style of CLIPS/Jess: a working memory of
 * unique facts indexed by (template, slot, value), rules matched incrementally when a fact
 * is asserted (the new fact is joined against the facts already present, each complete
 * match becomes an activation), and an agenda ordered by salience, then recency.
 */
final class Engine {
    private final ArrayList<Rule> rules = new ArrayList<Rule>();
    /** template → the (rule, pattern index) pairs whose pattern has that template. */
    private final HashMap<Integer, ArrayList<int[]>> byType = new HashMap<Integer, ArrayList<int[]>>();
    private final HashMap<Fact, Fact> memory = new HashMap<Fact, Fact>();
    private final HashMap<Integer, ArrayList<Fact>> typeLists = new HashMap<Integer, ArrayList<Fact>>();
    private final HashMap<Long, ArrayList<Fact>> slotIndex = new HashMap<Long, ArrayList<Fact>>();
    private final PriorityQueue<Activation> agenda;
    private int nextId;
    private int nextSeq;
    int fired;
    int asserted;
    int retracted;
    int hash = 17;

    Engine() {
        agenda = new PriorityQueue<Activation>(64, new Comparator<Activation>() {
            @Override
            public int compare(Activation a, Activation b) {
                if (a.rule.salience != b.rule.salience) {
                    return b.rule.salience - a.rule.salience;
                }
                return b.seq - a.seq;
            }
        });
    }

    void addRule(Rule r) {
        r.index = rules.size();
        rules.add(r);
        for (int i = 0; i < r.patterns.length; i++) {
            Integer t = Integer.valueOf(r.patterns[i].type);
            ArrayList<int[]> l = byType.get(t);
            if (l == null) {
                l = new ArrayList<int[]>();
                byType.put(t, l);
            }
            l.add(new int[] {r.index, i});
        }
    }

    int size() {
        return memory.size();
    }

    private static Long key(int type, int slot, int value) {
        return Long.valueOf(((long) type << 36) ^ ((long) slot << 32) ^ (value & 0xffffffffL));
    }

    /** The live facts with this template and this value in this slot (empty list if none). */
    ArrayList<Fact> lookup(int type, int slot, int value) {
        ArrayList<Fact> l = slotIndex.get(key(type, slot, value));
        return l == null ? new ArrayList<Fact>(0) : l;
    }

    /** Asserts a fact; returns it, or null when an equal fact is already present. */
    Fact assertFact(int type, int... slots) {
        Fact f = new Fact(type, slots);
        if (memory.containsKey(f)) {
            return null;
        }
        f.id = ++nextId;
        f.live = true;
        memory.put(f, f);
        asserted++;
        Integer t = Integer.valueOf(type);
        ArrayList<Fact> tl = typeLists.get(t);
        if (tl == null) {
            tl = new ArrayList<Fact>();
            typeLists.put(t, tl);
        }
        tl.add(f);
        for (int i = 0; i < slots.length; i++) {
            Long k = key(type, i, slots[i]);
            ArrayList<Fact> l = slotIndex.get(k);
            if (l == null) {
                l = new ArrayList<Fact>(4);
                slotIndex.put(k, l);
            }
            l.add(f);
        }
        ArrayList<int[]> users = byType.get(t);
        if (users != null) {
            for (int u = 0; u < users.size(); u++) {
                int[] rp = users.get(u);
                Rule r = rules.get(rp[0]);
                Token start = new Token(new int[r.nvars], new boolean[r.nvars]);
                Token tok = r.patterns[rp[1]].match(f, start);
                if (tok != null) {
                    Fact[] fs = new Fact[r.patterns.length];
                    fs[rp[1]] = f;
                    join(r, rp[1], f, 0, tok, fs);
                }
            }
        }
        return f;
    }

    /** Removes a fact from working memory; its pending activations are dropped when they come up. */
    void retract(Fact f) {
        if (!f.live) {
            return;
        }
        f.live = false;
        memory.remove(f);
        retracted++;
        removeIdentity(typeLists.get(Integer.valueOf(f.type)), f);
        for (int i = 0; i < f.slots.length; i++) {
            Long k = key(f.type, i, f.slots[i]);
            ArrayList<Fact> l = slotIndex.get(k);
            removeIdentity(l, f);
            if (l.isEmpty()) {
                slotIndex.remove(k);
            }
        }
    }

    private static void removeIdentity(ArrayList<Fact> l, Fact f) {
        for (int i = l.size() - 1; i >= 0; i--) {
            if (l.get(i) == f) {
                l.remove(i);
                return;
            }
        }
        throw new IllegalStateException("retracted fact not indexed");
    }

    /**
     * Extends the partial match tok (in which pattern `fixed` is the new fact f) with
     * pattern j onwards. Facts matched before the fixed pattern are strictly older than f,
     * after it no newer, so each combination is found exactly once.
     */
    private void join(Rule r, int fixed, Fact f, int j, Token tok, Fact[] fs) {
        Pattern[] ps = r.patterns;
        if (j == ps.length) {
            if (r.test(this, tok.vals)) {
                agenda.add(new Activation(r, tok.vals, fs.clone(), ++nextSeq));
            }
            return;
        }
        if (j == fixed) {
            join(r, fixed, f, j + 1, tok, fs);
            return;
        }
        Pattern p = ps[j];
        ArrayList<Fact> cands = null;
        for (int s = 0; s < p.kind.length; s++) {
            int need = p.required(s, tok);
            if (need != Integer.MIN_VALUE) {
                ArrayList<Fact> l = slotIndex.get(key(p.type, s, need));
                if (l == null) {
                    return;
                }
                if (cands == null || l.size() < cands.size()) {
                    cands = l;
                }
            }
        }
        if (cands == null) {
            cands = typeLists.get(Integer.valueOf(p.type));
            if (cands == null) {
                return;
            }
        }
        for (int c = 0; c < cands.size(); c++) {
            Fact g = cands.get(c);
            if (j < fixed ? g.id >= f.id : g.id > f.id) {
                continue;
            }
            Token t2 = p.match(g, tok);
            if (t2 != null) {
                fs[j] = g;
                join(r, fixed, f, j + 1, t2, fs);
            }
        }
        fs[j] = null;
    }

    /** Fires activations until the agenda is empty or `limit` rules have fired. */
    void run(int limit) {
        while (!agenda.isEmpty() && limit-- > 0) {
            Activation a = agenda.poll();
            boolean ok = true;
            for (int i = 0; i < a.facts.length; i++) {
                if (!a.facts[i].live) {
                    ok = false;
                    break;
                }
            }
            if (!ok) {
                continue;
            }
            fired++;
            a.rule.fired++;
            hash = Harness.mix(hash, a.rule.index);
            for (int i = 0; i < a.vals.length; i++) {
                hash = Harness.mix(hash, a.vals[i]);
            }
            a.rule.fire(this, a.vals, a.facts);
        }
    }

    /** A checksum over the rule firing counts and the shape of working memory. */
    int summary() {
        int h = hash;
        for (int i = 0; i < rules.size(); i++) {
            h = Harness.mix(h, rules.get(i).fired);
        }
        h = Harness.mix(h, memory.size());
        h = Harness.mix(h, asserted);
        h = Harness.mix(h, retracted);
        return h;
    }
}
