package bench.jack;

import bench.Harness;
import java.util.ArrayList;
import java.util.TreeSet;

/**
 * jack: an LL(1) parser generator. It reads a grammar written in its own notation (the
 * meta-grammar, extended with a generated expression language), analyses it (nullable,
 * FIRST, FOLLOW, prediction table), generates the source of a recursive-descent parser,
 * then parses the grammar text with the generated table — regenerating the grammar from
 * the parse tree and checking it is the same — and parses generated sentences of the
 * expression language. Repeated several times; everything dies between iterations.
 */
public final class Main {
    /** Iterations per size: s0, s1, s10, s100. */
    private static final int[] ITERS = {1, 1, 10, 100};
    private static final int[] EXPECTED = {0xaa5c122c, 0x317f0099, 0x68151ab3, 0x17ed053b};

    static final String META = "grammar : rule rules ;\n"
            + "rules : rule rules | ;\n"
            + "rule : IDENT ':' alts ';' ;\n"
            + "alts : seq altstail ;\n"
            + "altstail : '|' seq altstail | ;\n"
            + "seq : sym seq | ;\n"
            + "sym : IDENT | LIT ;\n";

    /** A parse-tree node: a symbol, its token text (terminals), its children. */
    static final class PNode {
        final String sym;
        final String text;
        final ArrayList<PNode> kids = new ArrayList<PNode>();

        PNode(String sym, String text) {
            this.sym = sym;
            this.text = text;
        }
    }

    private Main() {
    }

    /** Lexes grammar text into (terminal, text) pairs. */
    static ArrayList<String[]> lex(String s) {
        ArrayList<String[]> out = new ArrayList<String[]>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\n') {
                i++;
            } else if (c == '\'') {
                int j = s.indexOf('\'', i + 1);
                out.add(new String[] {"LIT", s.substring(i + 1, j)});
                i = j + 1;
            } else if (Character.isLetterOrDigit(c)) {
                int j = i;
                while (j < s.length() && Character.isLetterOrDigit(s.charAt(j))) {
                    j++;
                }
                out.add(new String[] {"IDENT", s.substring(i, j)});
                i = j;
            } else {
                out.add(new String[] {String.valueOf(c), String.valueOf(c)});
                i++;
            }
        }
        out.add(new String[] {"$", ""});
        return out;
    }

    /** The bootstrap parser (hand-written) of the grammar notation. */
    static Grammar bootstrap(ArrayList<String[]> toks) {
        Grammar g = new Grammar();
        int p = 0;
        while (!toks.get(p)[0].equals("$")) {
            String nt = toks.get(p++)[1];
            p++; // ':'
            ArrayList<String> alt = new ArrayList<String>();
            while (true) {
                String[] t = toks.get(p++);
                if (t[0].equals("|") || t[0].equals(";")) {
                    g.add(nt, alt);
                    alt = new ArrayList<String>();
                    if (t[0].equals(";")) {
                        break;
                    }
                } else {
                    alt.add(t[1]);
                }
            }
        }
        return g;
    }

    /** Generates the source text of a recursive-descent parser for g. */
    static String generate(Grammar g) {
        StringBuilder sb = new StringBuilder();
        sb.append("final class GeneratedParser {\n");
        for (String nt : g.rules.keySet()) {
            sb.append("  Node ").append(nt).append("() {\n    Node n = new Node(\"").append(nt).append("\");\n");
            sb.append("    switch (peek()) {\n");
            java.util.ArrayList<ArrayList<String>> alts = g.rules.get(nt);
            for (int a = 0; a < alts.size(); a++) {
                TreeSet<String> la = new TreeSet<String>();
                java.util.HashSet<String> f = g.firstOf(alts.get(a), 0);
                if (f.remove("")) {
                    f.addAll(g.follow.get(nt));
                }
                la.addAll(f);
                for (String t : la) {
                    sb.append("      case \"").append(t).append("\":\n");
                }
                for (String s : alts.get(a)) {
                    if (Grammar.isNonterminal(s)) {
                        sb.append("        n.add(").append(s).append("());\n");
                    } else {
                        sb.append("        n.add(expect(\"").append(s).append("\"));\n");
                    }
                }
                sb.append("        return n;\n");
            }
            sb.append("      default: throw error(\"").append(nt).append("\");\n    }\n  }\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    /** Table-driven LL(1) parse of a token stream from the start symbol; builds a tree. */
    static PNode parse(Grammar g, String start, ArrayList<String[]> toks) {
        PNode root = new PNode(start, null);
        ArrayList<PNode> stack = new ArrayList<PNode>();
        stack.add(root);
        int p = 0;
        while (!stack.isEmpty()) {
            PNode top = stack.remove(stack.size() - 1);
            String la = toks.get(p)[0];
            if (!Grammar.isNonterminal(top.sym)) {
                if (!top.sym.equals(la)) {
                    throw new IllegalArgumentException("expected " + top.sym + " at token " + p + ", found " + la);
                }
                top.kids.add(new PNode(la, toks.get(p)[1]));
                p++;
                continue;
            }
            Integer a = g.table.get(top.sym + " " + la);
            if (a == null) {
                throw new IllegalArgumentException("no rule for " + top.sym + " on " + la);
            }
            ArrayList<String> alt = g.rules.get(top.sym).get(a.intValue());
            for (int i = 0; i < alt.size(); i++) {
                top.kids.add(new PNode(alt.get(i), null));
            }
            for (int i = alt.size() - 1; i >= 0; i--) {
                stack.add(top.kids.get(i));
            }
        }
        if (!toks.get(p)[0].equals("$")) {
            throw new IllegalArgumentException("input left over at token " + p);
        }
        return root;
    }

    /** Collects the leaves (terminal texts) of a parse tree in order. */
    static void leaves(PNode n, ArrayList<String[]> out) {
        if (n.text != null) {
            out.add(new String[] {n.sym, n.text});
        }
        for (int i = 0; i < n.kids.size(); i++) {
            leaves(n.kids.get(i), out);
        }
    }

    /** An LL(1) expression language with `levels` binary-operator precedence levels. */
    static String exprGrammar(int levels) {
        StringBuilder sb = new StringBuilder();
        for (int l = 0; l < levels; l++) {
            sb.append("ex").append(l).append(" : ex").append(l + 1).append(" tl").append(l).append(" ;\n");
            sb.append("tl").append(l).append(" : '+").append(l).append("' ex").append(l + 1).append(" tl").append(l)
                    .append(" | ;\n");
        }
        sb.append("ex").append(levels).append(" : 'X' | 'N' | '(' ex0 ')' | 'U' ex").append(levels).append(" ;\n");
        return sb.toString();
    }

    private static int seed = 31337;

    private static int rnd(int n) {
        seed = seed * 1103515245 + 12345;
        return ((seed >>> 8) & 0x7fffff) % n;
    }

    /** A random sentence of the expression language as terminal tokens. */
    static void sentence(int levels, int depth, ArrayList<String[]> out) {
        int k = depth <= 0 ? rnd(2) : rnd(7);
        if (k == 0) {
            out.add(new String[] {"X", "X"});
        } else if (k == 1) {
            out.add(new String[] {"N", "N"});
        } else if (k == 2) {
            out.add(new String[] {"(", "("});
            sentence(levels, depth - 1, out);
            out.add(new String[] {")", ")"});
        } else if (k == 3) {
            out.add(new String[] {"U", "U"});
            sentence(levels, depth - 1, out);
        } else {
            sentence(levels, depth - 1, out);
            String op = "+" + rnd(levels);
            out.add(new String[] {op, op});
            sentence(levels, depth - 1, out);
        }
    }

    public static void main(String[] args) {
        Harness h = Harness.start("jack", args);
        int iters = h.pick(ITERS);
        int levels = h.size == 0 ? 4 : 10;
        int sentences = h.size == 0 ? 10 : 40;
        int sum = 0;
        long tokens = 0;
        for (int it = 0; it < iters; it++) {
            h.iteration(it);
            String text = META + exprGrammar(levels + it % 3);
            ArrayList<String[]> toks = lex(text);
            Grammar g = bootstrap(toks);
            g.start = "grammar";
            g.sentenceStart = "ex0";
            g.analyse();
            String src = generate(g);
            sum = Harness.mix(sum, src.hashCode());
            sum = Harness.mix(sum, src.length());
            // The generated parser reads the grammar it was generated from.
            PNode tree = parse(g, "grammar", toks);
            ArrayList<String[]> back = new ArrayList<String[]>();
            leaves(tree, back);
            back.add(new String[] {"$", ""});
            Grammar g2 = bootstrap(back);
            if (!g2.text().equals(g.text())) {
                System.out.println("jack: the grammar read back through the generated parser differs");
                System.exit(1);
            }
            sum = Harness.mix(sum, g2.text().hashCode());
            for (int s = 0; s < sentences; s++) {
                ArrayList<String[]> in = new ArrayList<String[]>();
                sentence(levels, 6, in);
                in.add(new String[] {"$", ""});
                PNode t = parse(g, "ex0", in);
                ArrayList<String[]> lv = new ArrayList<String[]>();
                leaves(t, lv);
                sum = Harness.mix(sum, lv.size());
                tokens += in.size();
            }
        }
        System.out.println("generated " + iters + " parsers, parsed " + tokens + " sentence tokens");
        h.finish(sum, EXPECTED);
    }
}
