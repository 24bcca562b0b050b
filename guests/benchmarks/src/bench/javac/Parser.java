package bench.javac;

import java.util.ArrayList;

/** Recursive-descent parser: tokens to a list of functions. */
final class Parser {
    private final ArrayList<Lexer.Tok> toks;
    private int p;

    Parser(ArrayList<Lexer.Tok> toks) {
        this.toks = toks;
    }

    private Lexer.Tok peek() {
        return toks.get(p);
    }

    private boolean at(String s) {
        Lexer.Tok t = toks.get(p);
        return (t.kind == Lexer.OP || t.kind == Lexer.IDENT) && t.text.equals(s);
    }

    private Lexer.Tok expect(String s) {
        if (!at(s)) {
            throw new IllegalArgumentException("line " + peek().line + ": expected " + s + ", found " + peek().text);
        }
        return toks.get(p++);
    }

    private String ident() {
        Lexer.Tok t = toks.get(p++);
        if (t.kind != Lexer.IDENT) {
            throw new IllegalArgumentException("line " + t.line + ": expected a name, found " + t.text);
        }
        return t.text;
    }

    private int type() {
        String t = ident();
        if (t.equals("int")) {
            return 1;
        }
        if (t.equals("bool")) {
            return 2;
        }
        throw new IllegalArgumentException("unknown type " + t);
    }

    ArrayList<Func> program() {
        ArrayList<Func> fs = new ArrayList<Func>();
        while (peek().kind != Lexer.EOF) {
            expect("func");
            Func f = new Func(ident());
            f.line = peek().line;
            expect("(");
            while (!at(")")) {
                f.params.add(ident());
                expect(":");
                f.paramTypes.add(Integer.valueOf(type()));
                if (!at(")")) {
                    expect(",");
                }
            }
            expect(")");
            expect(":");
            f.result = type();
            f.body = block();
            fs.add(f);
        }
        return fs;
    }

    private ArrayList<Stmt> block() {
        expect("{");
        ArrayList<Stmt> l = new ArrayList<Stmt>();
        while (!at("}")) {
            l.add(stmt());
        }
        expect("}");
        return l;
    }

    private Stmt stmt() {
        int line = peek().line;
        Stmt s;
        if (at("var")) {
            p++;
            String n = ident();
            expect(":");
            int t = type();
            expect("=");
            s = new VarDecl(n, t, expr());
            expect(";");
        } else if (at("if")) {
            p++;
            expect("(");
            Expr c = expr();
            expect(")");
            ArrayList<Stmt> th = block();
            ArrayList<Stmt> el = new ArrayList<Stmt>();
            if (at("else")) {
                p++;
                el = block();
            }
            s = new If(c, th, el);
        } else if (at("while")) {
            p++;
            expect("(");
            Expr c = expr();
            expect(")");
            s = new While(c, block());
        } else if (at("return")) {
            p++;
            s = new Return(expr());
            expect(";");
        } else {
            String n = ident();
            expect("=");
            s = new Assign(n, expr());
            expect(";");
        }
        s.line = line;
        return s;
    }

    private static final String[][] LEVELS = {{"||"}, {"&&"}, {"==", "!="}, {"<", "<=", ">", ">="}, {"+", "-"},
        {"*", "/", "%"}};

    Expr expr() {
        return level(0);
    }

    private Expr level(int k) {
        if (k == LEVELS.length) {
            return unary();
        }
        Expr e = level(k + 1);
        while (true) {
            String op = null;
            for (int i = 0; i < LEVELS[k].length; i++) {
                if (at(LEVELS[k][i])) {
                    op = LEVELS[k][i];
                }
            }
            if (op == null) {
                return e;
            }
            int line = peek().line;
            p++;
            e = new Binary(op, e, level(k + 1));
            e.line = line;
        }
    }

    private Expr unary() {
        int line = peek().line;
        Expr e;
        if (at("-") || at("!")) {
            String op = toks.get(p++).text;
            e = new Unary(op, unary());
        } else if (at("(")) {
            p++;
            e = expr();
            expect(")");
        } else if (peek().kind == Lexer.NUM) {
            e = new NumLit(toks.get(p++).value);
        } else if (at("true") || at("false")) {
            e = new BoolLit(toks.get(p++).text.equals("true"));
        } else {
            String n = ident();
            if (at("(")) {
                p++;
                ArrayList<Expr> args = new ArrayList<Expr>();
                while (!at(")")) {
                    args.add(expr());
                    if (!at(")")) {
                        expect(",");
                    }
                }
                expect(")");
                e = new Call(n, args);
            } else {
                e = new VarRef(n);
            }
        }
        e.line = line;
        return e;
    }
}
