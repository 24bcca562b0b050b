package bench.javac;

import java.util.ArrayList;

/** Splits source text into tokens: identifiers/keywords, integers, operators. */
final class Lexer {
    static final int IDENT = 1;
    static final int NUM = 2;
    static final int OP = 3;
    static final int EOF = 4;

    /** One token: kind, text, integer value, line. */
    static final class Tok {
        final int kind;
        final String text;
        final int value;
        final int line;

        Tok(int kind, String text, int value, int line) {
            this.kind = kind;
            this.text = text;
            this.value = value;
            this.line = line;
        }
    }

    private Lexer() {
    }

    static ArrayList<Tok> lex(String src) {
        ArrayList<Tok> out = new ArrayList<Tok>();
        int i = 0;
        int line = 1;
        int n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (c == ' ' || c == '\t') {
                i++;
            } else if (Character.isLetter(c)) {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(src.charAt(j)) || src.charAt(j) == '_')) {
                    j++;
                }
                out.add(new Tok(IDENT, src.substring(i, j), 0, line));
                i = j;
            } else if (c >= '0' && c <= '9') {
                int v = 0;
                int j = i;
                while (j < n && src.charAt(j) >= '0' && src.charAt(j) <= '9') {
                    v = v * 10 + (src.charAt(j) - '0');
                    j++;
                }
                out.add(new Tok(NUM, src.substring(i, j), v, line));
                i = j;
            } else {
                String two = i + 1 < n ? src.substring(i, i + 2) : "";
                if (two.equals("<=") || two.equals("==") || two.equals("!=") || two.equals("&&")
                        || two.equals("||") || two.equals(">=")) {
                    out.add(new Tok(OP, two, 0, line));
                    i += 2;
                } else if ("+-*/%<>=!(){},;:".indexOf(c) >= 0) {
                    out.add(new Tok(OP, String.valueOf(c), 0, line));
                    i++;
                } else {
                    throw new IllegalArgumentException("line " + line + ": bad character '" + c + "'");
                }
            }
        }
        out.add(new Tok(EOF, "<eof>", 0, line));
        return out;
    }
}
