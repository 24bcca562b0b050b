package apps.antlr;

import apps.common.Harness;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * ANTLR 2.7.7's tool, the parser generator DaCapo's antlr benchmark runs: the driver writes
 * grammars (a parser building ASTs with ^ and !, syntactic predicates, greedy options,
 * keyword and operator literals, and a lexer whose ID and OP rules test the literals table)
 * for generated small languages, runs antlr.Tool.doEverything on each into a temporary
 * directory (every third grammar also with -diagnostic, every fifth also with -html), and
 * checksums the generated files by sorted name. The tool's messages are captured, not
 * printed. No javac is needed at run time.
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("antlr", args);
        int grammars = h.pick(1, 12, 120);
        SplittableRandom rnd = new SplittableRandom(0x5EED_0006L);
        File dir = h.tempDir();
        try {
            for (int g = 0; g < grammars; g++) {
                File out = new File(dir, "g" + g);
                out.mkdirs();
                File file = new File(out, "G" + g + ".g");
                Files.write(file.toPath(), grammar(rnd, g).getBytes(StandardCharsets.UTF_8));
                run(h, g, "-o", out.getPath(), file.getPath());
                if (g % 3 == 0) {
                    File diag = new File(out, "diagnostic");
                    diag.mkdirs();
                    run(h, g, "-diagnostic", "-o", diag.getPath(), file.getPath());
                }
                if (g % 5 == 0) {
                    File html = new File(out, "html");
                    html.mkdirs();
                    run(h, g, "-html", "-o", html.getPath(), file.getPath());
                }
            }
            h.addTree(dir);
        } finally {
            Harness.delete(dir);
        }
        h.finish();
    }

    private static void run(Harness h, int g, String... args) throws Exception {
        int[] status = new int[1];
        String log = Harness.quietly(() -> status[0] = new antlr.Tool().doEverything(args));
        if (status[0] != 0) {
            System.err.print(log);
            throw new IllegalStateException("antlr failed on grammar " + g);
        }
        h.add(log.contains("warning") ? "warnings" : "clean");
    }

    private static final String[] OPS = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
        "<", ">", "<=", ">=", "==", "!=", "&&", "||", "**", "<>", "::", "|>", "<|", "~~", "@", "$"};
    private static final String[] UNARY = {"!", "~", "?", "-"};

    private static String word(SplittableRandom rnd) {
        String cs = "bcdfgklmnprstvz", vs = "aeiou";
        StringBuilder sb = new StringBuilder();
        for (int i = 0, n = 2 + rnd.nextInt(3); i < n; i++) {
            sb.append(cs.charAt(rnd.nextInt(cs.length()))).append(vs.charAt(rnd.nextInt(vs.length())));
        }
        return sb.toString();
    }

    private static String grammar(SplittableRandom rnd, int g) {
        List<String> kw = new ArrayList<>();
        for (int n = 8 + rnd.nextInt(10); kw.size() < n; ) {
            String w = word(rnd);
            if (!kw.contains(w)) {
                kw.add(w);
            }
        }
        List<String> ops = new ArrayList<>(List.of(OPS));
        ops.remove("-");
        List<List<String>> levels = Harness.precedenceLevels(rnd, ops);
        int k = 2 + rnd.nextInt(2);
        String p = "G" + g;
        StringBuilder sb = new StringBuilder();
        sb.append("header { package g").append(g).append("; }\n\n");
        sb.append("class ").append(p).append("Parser extends Parser;\noptions {\n  k = ").append(k)
          .append(";\n  buildAST = true;\n");
        if (rnd.nextBoolean()) {
            sb.append("  defaultErrorHandler = false;\n");
        }
        sb.append("}\n{\n  int depth, nodes;\n  java.util.List names = new java.util.ArrayList();\n}\n\n");
        sb.append("program : ( declaration )* EOF! ;\n\n");
        sb.append("declaration : \"").append(kw.get(3)).append("\"^ t:ID { names.add(t.getText()); }")
          .append(" LPAREN! ( ID ( COMMA! ID )* )? RPAREN! block\n  | statement\n  ;\n\n");
        sb.append("block : LCURLY^ { depth++; } ( statement )* RCURLY! { depth--; } ;\n\n");
        sb.append("statement\n  : block\n")
          .append("  | \"").append(kw.get(0)).append("\"^ LPAREN! expr0 RPAREN! statement")
          .append(" ( options { greedy = true; } : \"").append(kw.get(1)).append("\"! statement )?\n")
          .append("  | \"").append(kw.get(2)).append("\"^ LPAREN! expr0 RPAREN! statement\n")
          .append("  | \"").append(kw.get(4)).append("\"^ ( expr0 )? SEMI!\n")
          .append("  | \"").append(kw.get(5)).append("\"^ ID ( \"=\" expr0 )? ( COMMA! ID ( \"=\" expr0 )? )* SEMI!\n");
        for (int i = 6; i < kw.size(); i++) {
            switch (i % 3) {
                case 0: sb.append("  | \"").append(kw.get(i)).append("\"^ expr0 SEMI!\n"); break;
                case 1: sb.append("  | \"").append(kw.get(i)).append("\"^ ID \":\"! statement\n"); break;
                default: sb.append("  | \"").append(kw.get(i)).append("\"^ LPAREN! ( expr0 ( COMMA! expr0 )* )? RPAREN! block\n");
            }
        }
        sb.append("  | ( ID \"=\" ) => ID \"=\"^ expr0 SEMI!\n  | expr0 SEMI!\n  ;\n\n");
        for (int l = 0; l < levels.size(); l++) {
            String next = l + 1 < levels.size() ? "expr" + (l + 1) : "unary";
            sb.append("expr").append(l).append(" : ").append(next);
            if (!levels.get(l).isEmpty()) {
                sb.append(" ( ( ");
                for (int i = 0; i < levels.get(l).size(); i++) {
                    sb.append(i == 0 ? "" : " | ").append('"').append(levels.get(l).get(i)).append("\"^");
                }
                sb.append(" ) ").append(next).append(" { nodes++; } )*");
            }
            sb.append(" ;\n\n");
        }
        sb.append("unary : ( ");
        for (int i = 0; i < UNARY.length; i++) {
            sb.append(i == 0 ? "" : " | ").append('"').append(UNARY[i]).append("\"^");
        }
        sb.append(" ) unary { nodes++; }\n  | postfix\n  ;\n\n");
        sb.append("postfix : primary ( LPAREN^ ( expr0 ( COMMA! expr0 )* )? RPAREN! | LBRACK^ expr0 RBRACK! | DOT^ ID )* ;\n\n");
        sb.append("primary : t:ID { names.add(t.getText()); } | NUM | STR | LPAREN! expr0 RPAREN!\n")
          .append("  | LBRACK^ ( expr0 ( COMMA! expr0 )* )? RBRACK!\n  ;\n\n");

        sb.append("class ").append(p).append("Lexer extends Lexer;\noptions {\n  k = 2;\n  testLiterals = false;\n")
          .append("  charVocabulary = '\\3'..'\\377';\n");
        if (rnd.nextInt(3) == 0) {
            sb.append("  caseSensitiveLiterals = false;\n");
        }
        sb.append("}\n\n");
        sb.append("WS : ( ' ' | '\\t' | '\\f' | ( \"\\r\\n\" | '\\r' | '\\n' ) { newline(); } )+ { $setType(Token.SKIP); } ;\n\n")
          .append("COMMENT : '#' ( ~( '\\n' | '\\r' ) )* { $setType(Token.SKIP); } ;\n\n")
          .append("LPAREN : '(' ;\nRPAREN : ')' ;\nLCURLY : '{' ;\nRCURLY : '}' ;\nLBRACK : '[' ;\nRBRACK : ']' ;\n")
          .append("SEMI : ';' ;\nCOMMA : ',' ;\nDOT : '.' ;\n\n")
          .append("ID options { testLiterals = true; } : ( 'a'..'z' | 'A'..'Z' | '_' ) ( 'a'..'z' | 'A'..'Z' | '_' | '0'..'9' )* ;\n\n")
          .append("NUM : ( '0'..'9' )+ ( 'e' ( '0'..'9' )+ )? ;\n\n")
          .append("STR : '\"' ( ~( '\"' | '\\\\' | '\\n' | '\\r' ) | '\\\\' . )* '\"' ;\n\n")
          .append("OP options { testLiterals = true; } : ( '+' | '-' | '*' | '/' | '%' | '<' | '>' | '=' | '!' | '&' | '|'")
          .append(" | '^' | '~' | '@' | '$' | ':' | '?' )+ ;\n");
        return sb.toString();
    }
}
