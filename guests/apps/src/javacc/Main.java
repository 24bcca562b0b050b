package apps.javacc;

import apps.common.Harness;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The parser generator at work, as DaCapo's javacc-like workloads run it: the driver writes
 * grammars for small generated languages (keywords, operator precedence levels, statements,
 * functions, semantic actions, varied options), runs JavaCC 7's own entry point
 * (org.javacc.parser.Main.mainProgram, which re-initialises its static state) on each into
 * a temporary directory, and checksums the generated Java sources by sorted file name.
 * JavaCC's progress messages are captured, not printed. No javac is needed at run time.
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("javacc", args);
        int grammars = h.pick(1, 8, 80);
        SplittableRandom rnd = new SplittableRandom(0x5EED_0005L);
        File dir = h.tempDir();
        try {
            for (int g = 0; g < grammars; g++) {
                File out = new File(dir, "g" + g);
                out.mkdirs();
                File jj = new File(out, "G" + g + ".jj");
                Files.write(jj.toPath(), grammar(rnd, g).getBytes(StandardCharsets.UTF_8));
                int[] status = new int[1];
                String log = Harness.quietly(() -> status[0] = org.javacc.parser.Main.mainProgram(
                    new String[] {"-OUTPUT_DIRECTORY=" + out.getPath(), jj.getPath()}));
                if (status[0] != 0) {
                    System.err.print(log);
                    throw new IllegalStateException("javacc failed on grammar " + g);
                }
                h.add(log.contains("Warning") ? "warnings" : "clean");
            }
            h.addTree(dir);
        } finally {
            Harness.delete(dir);
        }
        h.finish();
    }

    private static final String[] OPS = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
        "<", ">", "<=", ">=", "==", "!=", "&&", "||", "**", "<>", "::", "|>", "<|", "~~", "@", "$"};
    private static final String[] UNARY = {"!", "~", "#", "?"};

    static String word(SplittableRandom rnd) {
        String cs = "bcdfgklmnprstvz", vs = "aeiou";
        StringBuilder sb = new StringBuilder();
        for (int i = 0, n = 2 + rnd.nextInt(3); i < n; i++) {
            sb.append(cs.charAt(rnd.nextInt(cs.length()))).append(vs.charAt(rnd.nextInt(vs.length())));
        }
        return sb.toString();
    }

    /** Distinct keywords for the statement forms of grammar g. */
    static List<String> keywords(SplittableRandom rnd, int n) {
        List<String> out = new ArrayList<>();
        while (out.size() < n) {
            String w = word(rnd);
            if (!out.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    private static String grammar(SplittableRandom rnd, int g) {
        String p = "G" + g;
        List<String> kw = keywords(rnd, 8 + rnd.nextInt(10));
        List<List<String>> levels = Harness.precedenceLevels(rnd, new ArrayList<>(List.of(OPS)));
        StringBuilder sb = new StringBuilder();
        sb.append("options {\n  STATIC = false;\n");
        if (rnd.nextBoolean()) {
            sb.append("  LOOKAHEAD = 2;\n  FORCE_LA_CHECK = true;\n");
        }
        if (rnd.nextInt(3) == 0) {
            sb.append("  ERROR_REPORTING = false;\n");
        }
        if (rnd.nextInt(3) == 0) {
            sb.append("  JAVA_UNICODE_ESCAPE = true;\n");
        }
        if (rnd.nextInt(4) == 0) {
            sb.append("  IGNORE_CASE = true;\n");
        }
        sb.append("}\n\nPARSER_BEGIN(").append(p).append("Parser)\npackage g").append(g).append(";\n\n")
          .append("public class ").append(p).append("Parser {\n  int depth, nodes;\n")
          .append("  java.util.List<String> names = new java.util.ArrayList<String>();\n}\n\nPARSER_END(")
          .append(p).append("Parser)\n\n");
        sb.append("SKIP : { \" \" | \"\\t\" | \"\\n\" | \"\\r\" | <\"//\" (~[\"\\n\",\"\\r\"])* (\"\\n\"|\"\\r\"|\"\\r\\n\")?>\n")
          .append("  | <\"/*\" (~[\"*\"])* \"*\" (~[\"*\",\"/\"] (~[\"*\"])* \"*\" | \"*\")* \"/\"> }\n\n");
        sb.append("TOKEN : {\n");
        for (int i = 0; i < kw.size(); i++) {
            sb.append(i == 0 ? "    " : "  | ").append("<K_").append(kw.get(i).toUpperCase(java.util.Locale.ROOT)).append(": \"")
              .append(kw.get(i)).append("\">\n");
        }
        sb.append("}\n\nTOKEN : {\n");
        int opIndex = 0;
        List<List<String>> opNames = new ArrayList<>();
        for (List<String> level : levels) {
            List<String> names = new ArrayList<>();
            for (String op : level) {
                String name = "OP" + opIndex++;
                names.add(name);
                sb.append(opIndex == 1 ? "    " : "  | ").append("<").append(name).append(": \"").append(op).append("\">\n");
            }
            opNames.add(names);
        }
        for (int i = 0; i < UNARY.length; i++) {
            sb.append("  | <U").append(i).append(": \"").append(UNARY[i]).append("\">\n");
        }
        sb.append("}\n\nTOKEN : {\n    <ID: <LETTER> (<LETTER> | <DIGIT>)*>\n")
          .append("  | <#LETTER: [\"a\"-\"z\", \"A\"-\"Z\", \"_\"]>\n  | <#DIGIT: [\"0\"-\"9\"]>\n")
          .append("  | <NUM: (<DIGIT>)+ (\".\" (<DIGIT>)+)? ([\"e\",\"E\"] ([\"+\",\"-\"])? (<DIGIT>)+)?>\n")
          .append("  | <STR: \"\\\"\" (~[\"\\\"\",\"\\\\\",\"\\n\",\"\\r\"] | \"\\\\\" ~[])* \"\\\"\">\n}\n\n");

        // Statements: each form starts with its own keyword, assignment/call with an ID.
        String kIf = kw.get(0).toUpperCase(java.util.Locale.ROOT), kElse = kw.get(1).toUpperCase(java.util.Locale.ROOT), kWhile = kw.get(2).toUpperCase(java.util.Locale.ROOT);
        String kFun = kw.get(3).toUpperCase(java.util.Locale.ROOT), kRet = kw.get(4).toUpperCase(java.util.Locale.ROOT), kVar = kw.get(5).toUpperCase(java.util.Locale.ROOT);
        sb.append("void Program() : {} { ( Declaration() )* <EOF> }\n\n");
        sb.append("void Declaration() : { Token t; } {\n    <K_").append(kFun).append("> t=<ID> { names.add(t.image); }")
          .append(" \"(\" [ <ID> ( \",\" <ID> )* ] \")\" Block()\n  | Statement()\n}\n\n");
        sb.append("void Block() : {} { \"{\" { depth++; } ( Statement() )* \"}\" { depth--; } }\n\n");
        sb.append("void Statement() : {} {\n    Block()\n")
          .append("  | <K_").append(kIf).append("> \"(\" Expr0() \")\" Statement() [ LOOKAHEAD(1) <K_").append(kElse).append("> Statement() ]\n")
          .append("  | <K_").append(kWhile).append("> \"(\" Expr0() \")\" Statement()\n")
          .append("  | <K_").append(kRet).append("> [ Expr0() ] \";\"\n")
          .append("  | <K_").append(kVar).append("> <ID> [ \"=\" Expr0() ] ( \",\" <ID> [ \"=\" Expr0() ] )* \";\"\n");
        for (int i = 6; i < kw.size(); i++) {
            String k = kw.get(i).toUpperCase(java.util.Locale.ROOT);
            switch (i % 3) {
                case 0: sb.append("  | <K_").append(k).append("> Expr0() \";\"\n"); break;
                case 1: sb.append("  | <K_").append(k).append("> <ID> \":\" Statement()\n"); break;
                default: sb.append("  | <K_").append(k).append("> \"(\" [ Expr0() ( \",\" Expr0() )* ] \")\" Block()\n");
            }
        }
        sb.append("  | LOOKAHEAD(2) <ID> \"=\" Expr0() \";\"\n  | Expr0() \";\"\n}\n\n");
        for (int l = 0; l < levels.size(); l++) {
            String next = l + 1 < levels.size() ? "Expr" + (l + 1) : "Unary";
            List<String> names = opNames.get(l);
            sb.append("void Expr").append(l).append("() : {} { ").append(next).append("()");
            if (!names.isEmpty()) {
                sb.append(" ( ( ");
                for (int i = 0; i < names.size(); i++) {
                    sb.append(i == 0 ? "" : " | ").append("<").append(names.get(i)).append(">");
                }
                sb.append(" ) ").append(next).append("() { nodes++; } )*");
            }
            sb.append(" }\n\n");
        }
        sb.append("void Unary() : {} {\n    ( <U0> | <U1> | <U2> | <U3> ) Unary() { nodes++; }\n  | Postfix()\n}\n\n");
        sb.append("void Postfix() : {} { Primary() ( \"(\" [ Expr0() ( \",\" Expr0() )* ] \")\" | \"[\" Expr0() \"]\" | \".\" <ID> )* }\n\n");
        sb.append("void Primary() : { Token t; } {\n    t=<ID> { names.add(t.image); }\n  | <NUM>\n  | <STR>\n")
          .append("  | \"(\" Expr0() \")\"\n  | \"[\" [ Expr0() ( \",\" Expr0() )* ] \"]\"\n}\n");
        return sb.toString();
    }
}
