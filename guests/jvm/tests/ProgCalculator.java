// RELEASE 17
import java.util.*;

public class ProgCalculator {
    sealed interface Expr permits Num, Var, Bin, Neg, Call {}
    record Num(double value) implements Expr {}
    record Var(String name) implements Expr {}
    record Bin(char op, Expr left, Expr right) implements Expr {}
    record Neg(Expr inner) implements Expr {}
    record Call(String fn, Expr arg) implements Expr {}

    static final class ParseException extends RuntimeException {
        ParseException(String msg, int pos) { super(msg + " at position " + pos); }
    }

    static final class Parser {
        private final String src;
        private int pos;
        Parser(String src) { this.src = src; }

        Expr parse() {
            Expr e = expr();
            skip();
            if (pos < src.length()) throw new ParseException("unexpected '" + src.charAt(pos) + "'", pos);
            return e;
        }

        private void skip() { while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) pos++; }

        private boolean eat(char c) {
            skip();
            if (pos < src.length() && src.charAt(pos) == c) { pos++; return true; }
            return false;
        }

        private Expr expr() {
            Expr e = term();
            while (true) {
                if (eat('+')) e = new Bin('+', e, term());
                else if (eat('-')) e = new Bin('-', e, term());
                else return e;
            }
        }

        private Expr term() {
            Expr e = factor();
            while (true) {
                if (eat('*')) e = new Bin('*', e, factor());
                else if (eat('/')) e = new Bin('/', e, factor());
                else if (eat('%')) e = new Bin('%', e, factor());
                else return e;
            }
        }

        private Expr factor() {
            Expr base = unary();
            if (eat('^')) return new Bin('^', base, factor());
            return base;
        }

        private Expr unary() {
            if (eat('-')) return new Neg(unary());
            if (eat('+')) return unary();
            if (eat('(')) {
                Expr e = expr();
                if (!eat(')')) throw new ParseException("expected ')'", pos);
                return e;
            }
            skip();
            int start = pos;
            if (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) {
                while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) pos++;
                if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
                    pos++;
                    if (src.charAt(pos) == '-' || src.charAt(pos) == '+') pos++;
                    while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
                }
                return new Num(Double.parseDouble(src.substring(start, pos)));
            }
            if (pos < src.length() && Character.isLetter(src.charAt(pos))) {
                while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
                String name = src.substring(start, pos);
                if (eat('(')) {
                    Expr arg = expr();
                    if (!eat(')')) throw new ParseException("expected ')'", pos);
                    return new Call(name, arg);
                }
                return new Var(name);
            }
            throw new ParseException(pos < src.length() ? "unexpected '" + src.charAt(pos) + "'" : "unexpected end", pos);
        }
    }

    static double eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Var v) {
            Double d = env.get(v.name());
            if (d == null) throw new NoSuchElementException("unknown variable " + v.name());
            return d;
        }
        if (e instanceof Neg n) return -eval(n.inner(), env);
        if (e instanceof Bin b) {
            double l = eval(b.left(), env), r = eval(b.right(), env);
            return switch (b.op()) {
                case '+' -> l + r;
                case '-' -> l - r;
                case '*' -> l * r;
                case '/' -> l / r;
                case '%' -> l % r;
                case '^' -> Math.pow(l, r);
                default -> throw new IllegalStateException("op " + b.op());
            };
        }
        Call c = (Call) e;
        double a = eval(c.arg(), env);
        return switch (c.fn()) {
            case "sqrt" -> Math.sqrt(a);
            case "abs" -> Math.abs(a);
            case "floor" -> Math.floor(a);
            case "sq" -> a * a;
            default -> throw new NoSuchElementException("unknown function " + c.fn());
        };
    }

    static String show(Expr e) {
        if (e instanceof Num n) return n.value() == Math.rint(n.value()) ? String.valueOf((long) n.value()) : String.valueOf(n.value());
        if (e instanceof Var v) return v.name();
        if (e instanceof Neg n) return "(-" + show(n.inner()) + ")";
        if (e instanceof Bin b) return "(" + show(b.left()) + " " + b.op() + " " + show(b.right()) + ")";
        if (e instanceof Call c) return c.fn() + "(" + show(c.arg()) + ")";
        throw new AssertionError();
    }

    public static void main(String[] args) {
        Map<String, Double> env = new HashMap<>();
        env.put("pi", Math.PI);
        env.put("x", 3.0);
        String[] inputs = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x ^ 2", "10 / 4", "10 % 4 + 0.5",
            "sqrt(2)", "pi * sq(x)", "1e3 / 7", "abs(-7.25) + floor(2.9)", "1 / 0", "0 / 0",
            "2 * (3 + ", "4 $ 4", "y + 1", "cube(2)", "0.1 + 0.2", "100000000 * 100000000",
        };
        for (String in : inputs) {
            try {
                Expr e = new Parser(in).parse();
                double v = eval(e, env);
                System.out.println(in + "  =>  " + show(e) + "  =  " + v);
            } catch (ParseException | NoSuchElementException ex) {
                System.out.println(in + "  !!  " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
            }
        }
        System.out.println(new Parser("1+x").parse());
    }
}
