import java.util.*;

public class Prog2Shunting {
    enum Kind { NUM, OP, LPAREN, RPAREN, FUNC, COMMA }

    static final class Token {
        final Kind kind;
        final String text;
        Token(Kind kind, String text) { this.kind = kind; this.text = text; }
        @Override public String toString() { return text; }
    }

    static List<Token> tokenize(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (Character.isDigit(c) || c == '.') {
                int j = i;
                while (j < s.length() && (Character.isDigit(s.charAt(j)) || s.charAt(j) == '.')) j++;
                out.add(new Token(Kind.NUM, s.substring(i, j)));
                i = j;
            } else if (Character.isLetter(c)) {
                int j = i;
                while (j < s.length() && Character.isLetter(s.charAt(j))) j++;
                out.add(new Token(Kind.FUNC, s.substring(i, j)));
                i = j;
            } else {
                Kind k = c == '(' ? Kind.LPAREN : c == ')' ? Kind.RPAREN : c == ',' ? Kind.COMMA : Kind.OP;
                String text = String.valueOf(c);
                if (c == '-' && (out.isEmpty() || out.get(out.size() - 1).kind == Kind.OP || out.get(out.size() - 1).kind == Kind.LPAREN || out.get(out.size() - 1).kind == Kind.COMMA))
                    text = "~";
                out.add(new Token(k, text));
                i++;
            }
        }
        return out;
    }

    static int prec(String op) {
        switch (op) {
            case "+": case "-": return 1;
            case "*": case "/": case "%": return 2;
            case "~": return 3;
            case "^": return 4;
            default: throw new IllegalArgumentException("unknown operator " + op);
        }
    }

    static boolean rightAssoc(String op) { return op.equals("^") || op.equals("~"); }

    static List<Token> toRpn(List<Token> tokens) {
        List<Token> out = new ArrayList<>();
        Deque<Token> ops = new ArrayDeque<>();
        for (Token t : tokens) {
            switch (t.kind) {
                case NUM: out.add(t); break;
                case FUNC: ops.push(t); break;
                case COMMA:
                    while (ops.peek().kind != Kind.LPAREN) out.add(ops.pop());
                    break;
                case OP:
                    while (!ops.isEmpty() && ops.peek().kind == Kind.OP) {
                        String top = ops.peek().text;
                        if (prec(top) > prec(t.text) || (prec(top) == prec(t.text) && !rightAssoc(t.text))) out.add(ops.pop());
                        else break;
                    }
                    ops.push(t);
                    break;
                case LPAREN: ops.push(t); break;
                case RPAREN:
                    while (ops.peek().kind != Kind.LPAREN) out.add(ops.pop());
                    ops.pop();
                    if (!ops.isEmpty() && ops.peek().kind == Kind.FUNC) out.add(ops.pop());
                    break;
                default: throw new AssertionError(t.kind);
            }
        }
        while (!ops.isEmpty()) out.add(ops.pop());
        return out;
    }

    static double eval(List<Token> rpn) {
        Deque<Double> st = new ArrayDeque<>();
        for (Token t : rpn) {
            if (t.kind == Kind.NUM) { st.push(Double.parseDouble(t.text)); continue; }
            if (t.kind == Kind.FUNC) {
                switch (t.text) {
                    case "sqrt": st.push(Math.sqrt(st.pop())); break;
                    case "max": { double b = st.pop(), a = st.pop(); st.push(Math.max(a, b)); break; }
                    case "sin": st.push(Math.sin(st.pop())); break;
                    default: throw new IllegalArgumentException("unknown function " + t.text);
                }
                continue;
            }
            if (t.text.equals("~")) { st.push(-st.pop()); continue; }
            double b = st.pop(), a = st.pop();
            switch (t.text.charAt(0)) {
                case '+': st.push(a + b); break;
                case '-': st.push(a - b); break;
                case '*': st.push(a * b); break;
                case '/': st.push(a / b); break;
                case '%': st.push(a % b); break;
                case '^': st.push(Math.pow(a, b)); break;
                default: throw new IllegalStateException();
            }
        }
        return st.pop();
    }

    public static void main(String[] args) {
        String[] exprs = {
            "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
            "(1 + 2) * (3 + 4) - 5 % 3",
            "-2 ^ 2 + max(3, 7) * sqrt(16)",
            "10 / 4 + 0.1 + 0.2",
            "2 ^ 0.5 * sin(1)",
            "1 / 0 - 1 / 0",
            "-(-(3))*-1",
            "1 / 3",
            "100000000 * 100000000 * 1000",
        };
        for (String e : exprs) {
            List<Token> rpn = toRpn(tokenize(e));
            StringJoiner sj = new StringJoiner(" ");
            for (Token t : rpn) sj.add(t.text);
            double v = eval(rpn);
            System.out.println(e + "  =>  " + sj + "  =  " + v + "  [" + String.format("%.6g", v) + "]");
        }
        try {
            toRpn(tokenize("2 & 3"));
        } catch (IllegalArgumentException ex) {
            System.out.println("error: " + ex.getMessage());
        }
    }
}
