// RELEASE 11
import java.util.*;

public class ProgJson {
    static final class Parser {
        private final String s;
        private int i;
        Parser(String s) { this.s = s; }

        Object parse() {
            Object v = value();
            ws();
            if (i != s.length()) throw error("trailing characters");
            return v;
        }

        private RuntimeException error(String msg) { return new IllegalArgumentException(msg + " at offset " + i); }

        private void ws() { while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) i++; }

        private Object value() {
            ws();
            if (i >= s.length()) throw error("unexpected end");
            char c = s.charAt(i);
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': expect("true"); return Boolean.TRUE;
                case 'f': expect("false"); return Boolean.FALSE;
                case 'n': expect("null"); return null;
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw error("unexpected '" + c + "'");
            }
        }

        private void expect(String word) {
            if (!s.startsWith(word, i)) throw error("expected " + word);
            i += word.length();
        }

        private Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws();
                String k = string();
                ws();
                if (s.charAt(i++) != ':') throw error("expected ':'");
                m.put(k, value());
                ws();
                char c = s.charAt(i++);
                if (c == '}') return m;
                if (c != ',') throw error("expected ',' or '}'");
            }
        }

        private List<Object> array() {
            List<Object> l = new ArrayList<>();
            i++;
            ws();
            if (s.charAt(i) == ']') { i++; return l; }
            while (true) {
                l.add(value());
                ws();
                char c = s.charAt(i++);
                if (c == ']') return l;
                if (c != ',') throw error("expected ',' or ']'");
            }
        }

        private String string() {
            if (s.charAt(i) != '"') throw error("expected string");
            StringBuilder sb = new StringBuilder();
            i++;
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n': sb.append('\n'); break;
                        case 't': sb.append('\t'); break;
                        case 'u': sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                        default: sb.append(e);
                    }
                } else sb.append(c);
            }
        }

        private Number number() {
            int start = i;
            if (s.charAt(i) == '-') i++;
            while (i < s.length() && (Character.isDigit(s.charAt(i)) || ".eE+-".indexOf(s.charAt(i)) >= 0)) i++;
            String t = s.substring(start, i);
            if (t.contains(".") || t.contains("e") || t.contains("E")) return Double.parseDouble(t);
            long v = Long.parseLong(t);
            return v == (int) v ? (Number) (int) v : (Number) v;
        }
    }

    static void print(Object v, int indent, StringBuilder out) {
        String pad = "  ".repeat(indent);
        if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                out.append(pad).append("  ").append(quote((String) e.getKey())).append(": ");
                print(e.getValue(), indent + 1, out);
                out.append(it.hasNext() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            out.append('[');
            for (int k = 0; k < l.size(); k++) {
                if (k > 0) out.append(", ");
                print(l.get(k), indent + 1, out);
            }
            out.append(']');
        } else if (v instanceof String) {
            out.append(quote((String) v));
        } else {
            out.append(v);
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }

    static double sum(Object v) {
        if (v instanceof Number) return ((Number) v).doubleValue();
        double t = 0;
        if (v instanceof Map) for (Object x : ((Map<?, ?>) v).values()) t += sum(x);
        if (v instanceof List) for (Object x : (List<?>) v) t += sum(x);
        return t;
    }

    public static void main(String[] args) {
        String doc = "{\"name\": \"Widget \\\"Pro\\\"\", \"price\": 19.99, \"qty\": 3, \"big\": 12345678901,"
            + " \"tags\": [\"a\", \"b\\u00e9\", []], \"dims\": {\"w\": 2.5e1, \"h\": -0.125, \"ok\": true, \"none\": null},"
            + " \"nested\": [{\"x\": 1}, {\"y\": [1, 2, {\"z\": 3.0}]}], \"empty\": {}}";
        Object v = new Parser(doc).parse();
        StringBuilder out = new StringBuilder();
        print(v, 0, out);
        System.out.println(out);
        System.out.println("sum of numbers: " + sum(v));
        Map<?, ?> m = (Map<?, ?>) v;
        System.out.println(m.keySet() + " " + m.get("big").getClass().getSimpleName() + " " + m.get("qty").getClass().getSimpleName() + " " + ((Map<?, ?>) m.get("dims")).get("w"));
        for (String bad : new String[] {"{\"a\" 1}", "[1, 2", "tru", "{\"a\": [1,]}", "  "}) {
            try {
                new Parser(bad).parse();
                System.out.println("parsed?! " + bad);
            } catch (IllegalArgumentException | StringIndexOutOfBoundsException e) {
                System.out.println(bad + " -> " + e.getClass().getSimpleName() + (e instanceof IllegalArgumentException ? ": " + e.getMessage() : ""));
            }
        }
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "the json parser parses the json text into maps lists strings numbers and the rest".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        Set<String> hs = new HashSet<>(Arrays.asList("zeta", "alpha", "Mu", "beta", "gamma", "delta", "epsilon", "eta", "theta", "iota", "kappa", "lambda", "omicron", "pi", "rho", "sigma", "tau"));
        System.out.println(hs);
    }
}
