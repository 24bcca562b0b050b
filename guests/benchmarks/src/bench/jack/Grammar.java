package bench.jack;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.TreeMap;

/**
 * A context-free grammar: nonterminals (lower-case names) with alternatives, terminals
 * (upper-case token classes and quoted literals), and the LL(1) analysis: nullable,
 * FIRST and FOLLOW by fixed-point iteration, and the prediction table.
 */
final class Grammar {
    /** nonterminal → alternatives (each a list of symbols); ordered for determinism. */
    final TreeMap<String, ArrayList<ArrayList<String>>> rules = new TreeMap<String, ArrayList<ArrayList<String>>>();
    String start;
    /** A second start symbol whose phrases may also end the input (or null). */
    String sentenceStart;
    final HashSet<String> nullable = new HashSet<String>();
    final HashMap<String, HashSet<String>> first = new HashMap<String, HashSet<String>>();
    final HashMap<String, HashSet<String>> follow = new HashMap<String, HashSet<String>>();
    /** "nonterminal terminal" → alternative index. */
    final HashMap<String, Integer> table = new HashMap<String, Integer>();

    static boolean isNonterminal(String s) {
        char c = s.charAt(0);
        return c >= 'a' && c <= 'z';
    }

    void add(String nt, ArrayList<String> alt) {
        ArrayList<ArrayList<String>> l = rules.get(nt);
        if (l == null) {
            l = new ArrayList<ArrayList<String>>();
            rules.put(nt, l);
            if (start == null) {
                start = nt;
            }
        }
        l.add(alt);
    }

    private HashSet<String> set(HashMap<String, HashSet<String>> m, String k) {
        HashSet<String> s = m.get(k);
        if (s == null) {
            s = new HashSet<String>();
            m.put(k, s);
        }
        return s;
    }

    /** FIRST of alt[from..]; adds "" when the whole suffix is nullable. */
    HashSet<String> firstOf(ArrayList<String> alt, int from) {
        HashSet<String> out = new HashSet<String>();
        for (int i = from; i < alt.size(); i++) {
            String s = alt.get(i);
            if (!isNonterminal(s)) {
                out.add(s);
                return out;
            }
            out.addAll(set(first, s));
            if (!nullable.contains(s)) {
                return out;
            }
        }
        out.add("");
        return out;
    }

    /** Computes the analysis; throws on an undefined nonterminal or an LL(1) conflict. */
    void analyse() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (String nt : rules.keySet()) {
                for (ArrayList<String> alt : rules.get(nt)) {
                    for (int i = 0; i < alt.size(); i++) {
                        if (isNonterminal(alt.get(i)) && !rules.containsKey(alt.get(i))) {
                            throw new IllegalArgumentException("undefined nonterminal " + alt.get(i));
                        }
                    }
                    HashSet<String> f = firstOf(alt, 0);
                    boolean nul = f.remove("");
                    if (nul && nullable.add(nt)) {
                        changed = true;
                    }
                    if (set(first, nt).addAll(f)) {
                        changed = true;
                    }
                }
            }
        }
        set(follow, start).add("$");
        if (sentenceStart != null) {
            set(follow, sentenceStart).add("$");
        }
        changed = true;
        while (changed) {
            changed = false;
            for (String nt : rules.keySet()) {
                for (ArrayList<String> alt : rules.get(nt)) {
                    for (int i = 0; i < alt.size(); i++) {
                        String s = alt.get(i);
                        if (!isNonterminal(s)) {
                            continue;
                        }
                        HashSet<String> f = firstOf(alt, i + 1);
                        boolean nul = f.remove("");
                        HashSet<String> fs = set(follow, s);
                        if (fs.addAll(f)) {
                            changed = true;
                        }
                        if (nul && fs.addAll(set(follow, nt))) {
                            changed = true;
                        }
                    }
                }
            }
        }
        for (String nt : rules.keySet()) {
            ArrayList<ArrayList<String>> alts = rules.get(nt);
            for (int a = 0; a < alts.size(); a++) {
                HashSet<String> f = firstOf(alts.get(a), 0);
                if (f.remove("")) {
                    f.addAll(set(follow, nt));
                }
                for (String t : f) {
                    Integer prev = table.put(nt + " " + t, Integer.valueOf(a));
                    if (prev != null && prev.intValue() != a) {
                        throw new IllegalArgumentException("LL(1) conflict in " + nt + " on " + t);
                    }
                }
            }
        }
    }

    /** The grammar written back in its own notation (canonical order). */
    String text() {
        StringBuilder sb = new StringBuilder();
        for (String nt : rules.keySet()) {
            sb.append(nt).append(" :");
            ArrayList<ArrayList<String>> alts = rules.get(nt);
            for (int a = 0; a < alts.size(); a++) {
                if (a > 0) {
                    sb.append(" |");
                }
                for (String s : alts.get(a)) {
                    sb.append(' ');
                    if (isNonterminal(s) || Character.isUpperCase(s.charAt(0))) {
                        sb.append(s);
                    } else {
                        sb.append('\'').append(s).append('\'');
                    }
                }
            }
            sb.append(" ;\n");
        }
        return sb.toString();
    }
}
