package bench.javac;

import bench.Harness;
import java.util.ArrayList;

/**
 * javac: a compiler for Mini, a small typed language (int, bool; functions, locals,
 * if/while, short-circuit operators): lexer, recursive-descent parser, AST, scoped type
 * checker, code generation with backpatching. Each round generates a program's source
 * text, compiles it twice, and runs the result on a stack machine to validate the code. Source strings,
 * tokens and trees die at the end of each round.
 */
public final class Main {
    /** Rounds per size: s0, s1, s10, s100. */
    private static final int[] ROUNDS = {1, 1, 10, 100};
    private static final int[] EXPECTED = {0x9273cc42, 0x760e25ee, 0xfa8b86f0, 0x6f757048};
    private static final int LEAVES = 4;
    /** Times each generated program is compiled (the last compilation is run). */
    private static final int COMPILES = 2;

    private int seed;
    private final StringBuilder sb = new StringBuilder();
    private final ArrayList<String> ints = new ArrayList<String>();
    private final ArrayList<String> bools = new ArrayList<String>();
    private final ArrayList<String> assignable = new ArrayList<String>();
    private int nvar;
    private boolean callsAllowed;

    private Main(int seed) {
        this.seed = seed;
    }

    private int rnd(int n) {
        seed = seed * 1103515245 + 12345;
        return ((seed >>> 8) & 0x7fffff) % n;
    }

    private void intExpr(int depth) {
        int k = depth <= 0 ? rnd(2) : rnd(8);
        if (k == 0) {
            sb.append(rnd(100));
        } else if (k == 1) {
            sb.append(ints.get(rnd(ints.size())));
        } else if (k == 2 && callsAllowed) {
            sb.append('f').append(rnd(LEAVES)).append('(');
            intExpr(depth - 2);
            sb.append(", ");
            intExpr(depth - 2);
            sb.append(", c)");
        } else if (k == 3) {
            sb.append('(');
            intExpr(depth - 1);
            sb.append(rnd(2) == 0 ? " / (" : " % (");
            intExpr(depth - 1);
            sb.append(" % 7 + 8))");
        } else if (k == 4) {
            sb.append("-(");
            intExpr(depth - 1);
            sb.append(')');
        } else {
            sb.append('(');
            intExpr(depth - 1);
            sb.append(k == 5 ? " + " : k == 6 ? " - " : " * ");
            intExpr(depth - 1);
            sb.append(')');
        }
    }

    private void boolExpr(int depth) {
        int k = depth <= 0 ? rnd(2) : rnd(6);
        if (k == 0) {
            sb.append(rnd(2) == 0 ? "true" : "false");
        } else if (k == 1 && !bools.isEmpty()) {
            sb.append(bools.get(rnd(bools.size())));
        } else if (k <= 3) {
            sb.append('(');
            intExpr(depth - 1);
            String[] ops = {" < ", " <= ", " > ", " >= ", " == ", " != "};
            sb.append(ops[rnd(ops.length)]);
            intExpr(depth - 1);
            sb.append(')');
        } else if (k == 4) {
            sb.append("!(");
            boolExpr(depth - 1);
            sb.append(')');
        } else {
            sb.append('(');
            boolExpr(depth - 1);
            sb.append(rnd(2) == 0 ? " && " : " || ");
            boolExpr(depth - 1);
            sb.append(')');
        }
    }

    private void indent(int d) {
        for (int i = 0; i < d; i++) {
            sb.append("  ");
        }
    }

    private void stmts(int n, int depth, int ind) {
        int ni = ints.size();
        int nb = bools.size();
        int na = assignable.size();
        for (int i = 0; i < n; i++) {
            indent(ind);
            int k = depth <= 0 ? rnd(3) : rnd(6);
            if (k == 0) {
                String v = "v" + nvar++;
                sb.append("var ").append(v).append(": int = ");
                intExpr(3);
                sb.append(";\n");
                ints.add(v);
                assignable.add(v);
            } else if (k == 1 && !assignable.isEmpty()) {
                sb.append(assignable.get(rnd(assignable.size()))).append(" = ");
                intExpr(3);
                sb.append(";\n");
            } else if (k <= 2) {
                String v = "b" + nvar++;
                sb.append("var ").append(v).append(": bool = ");
                boolExpr(3);
                sb.append(";\n");
                bools.add(v);
            } else if (k <= 4) {
                sb.append("if (");
                boolExpr(3);
                sb.append(") {\n");
                stmts(1 + rnd(3), depth - 1, ind + 1);
                indent(ind);
                sb.append("} else {\n");
                stmts(1 + rnd(2), depth - 1, ind + 1);
                indent(ind);
                sb.append("}\n");
            } else {
                String c = "k" + nvar++;
                sb.append("var ").append(c).append(": int = 0;\n");
                indent(ind);
                sb.append("while (").append(c).append(" < ").append(2 + rnd(4)).append(") {\n");
                ints.add(c);
                stmts(1 + rnd(3), depth - 1, ind + 1);
                indent(ind + 1);
                sb.append(c).append(" = ").append(c).append(" + 1;\n");
                indent(ind);
                sb.append("}\n");
            }
        }
        while (ints.size() > ni) {
            ints.remove(ints.size() - 1);
        }
        while (bools.size() > nb) {
            bools.remove(bools.size() - 1);
        }
        while (assignable.size() > na) {
            assignable.remove(assignable.size() - 1);
        }
    }

    /** A program: LEAVES leaf functions, nf others calling them, and main calling all. */
    private String program(int nf) {
        sb.setLength(0);
        for (int f = 0; f < LEAVES + nf; f++) {
            callsAllowed = f >= LEAVES;
            boolean boolResult = f >= LEAVES && rnd(3) == 0;
            sb.append("func f").append(f).append("(a: int, b: int, c: bool): ")
                    .append(boolResult ? "bool" : "int").append(" {\n");
            ints.clear();
            bools.clear();
            assignable.clear();
            ints.add("a");
            ints.add("b");
            bools.add("c");
            assignable.add("a");
            nvar = 0;
            stmts(3 + rnd(4), 2, 1);
            sb.append("  return ");
            if (boolResult) {
                boolExpr(3);
            } else {
                intExpr(3);
            }
            sb.append(";\n}\n");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        Harness h = Harness.start("javac", args);
        int rounds = h.pick(ROUNDS);
        int sum = 0;
        long lines = 0;
        for (int r = 0; r < rounds; r++) {
            h.iteration(r);
            Main g = new Main(99 + r * 31);
            String src = g.program(h.size == 0 ? 1 : 5);
            ArrayList<Lexer.Tok> toks = null;
            ArrayList<Func> fs = null;
            int[] entries = null;
            int[] code = null;
            for (int c = 0; c < COMPILES; c++) {
                toks = Lexer.lex(src);
                fs = new Parser(toks).program();
                entries = new int[fs.size()];
                code = new Compiler().compile(fs, entries);
            }
            Machine m = new Machine(code, entries, fs);
            int res = 0;
            for (int f = 0; f < fs.size(); f++) {
                int v = m.call(f, new int[] {f * 7 + 1, r - f, f & 1});
                res = Harness.mix(res, v);
            }
            int ch = 0;
            for (int i = 0; i < code.length; i++) {
                ch = ch * 31 + code[i];
            }
            sum = Harness.mix(sum, ch);
            sum = Harness.mix(sum, res);
            sum = Harness.mix(sum, toks.size());
            lines += toks.get(toks.size() - 1).line;
        }
        System.out.println("compiled " + rounds + " programs, " + lines + " lines");
        h.finish(sum, EXPECTED);
    }
}
