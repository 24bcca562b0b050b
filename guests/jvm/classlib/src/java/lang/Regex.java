package java.lang;

/**
 * The regular expressions behind String.split/matches/replaceAll, as a small
 * backtracking matcher: literals, escapes (\d \D \s \S \w \W \t \n and quoted
 * metacharacters), '.', character classes [a-z^...], groups (...) and (?:...),
 * alternation |, anchors ^ $, and the greedy quantifiers * + ? {n} {n,} {n,m}.
 * Anything else (lazy or possessive quantifiers, back references, lookaround) fails
 * loudly with UnsupportedOperationException.
 */
final class Regex {
    // Node kinds
    private static final int CHAR = 0;
    private static final int ANY = 1;
    private static final int CLASS = 2;
    private static final int GROUP = 3;
    private static final int BOL = 4;
    private static final int EOL = 5;

    /** One pattern element with its quantifier. */
    private static final class Node {
        int kind;
        char ch;
        /** CLASS: ranges as pairs lo,hi; negated flag. */
        char[] ranges;
        boolean negated;
        /** GROUP: alternatives, each a sequence of nodes. */
        Node[][] alts;
        int min = 1;
        int max = 1;
    }

    private final String src;
    private int pos;
    private final Node[][] top;

    private Regex(String src) {
        this.src = src;
        this.top = parseAlts();
        if (pos != src.length()) {
            throw new java.util.regex.PatternSyntaxException("Unmatched closing ')'", src, pos - 1);
        }
    }

    private Node[][] parseAlts() {
        java.util.ArrayList<Node[]> alts = new java.util.ArrayList<Node[]>();
        alts.add(parseSeq());
        while (pos < src.length() && src.charAt(pos) == '|') {
            pos++;
            alts.add(parseSeq());
        }
        return alts.toArray(new Node[alts.size()][]);
    }

    private Node[] parseSeq() {
        java.util.ArrayList<Node> seq = new java.util.ArrayList<Node>();
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '|' || c == ')') {
                break;
            }
            Node n = parseAtom();
            parseQuantifier(n);
            seq.add(n);
        }
        return seq.toArray(new Node[seq.size()]);
    }

    private Node parseAtom() {
        char c = src.charAt(pos++);
        Node n = new Node();
        switch (c) {
            case '.':
                n.kind = ANY;
                return n;
            case '^':
                n.kind = BOL;
                return n;
            case '$':
                n.kind = EOL;
                return n;
            case '(':
                if (src.startsWith("?:", pos)) {
                    pos += 2;
                } else if (pos < src.length() && src.charAt(pos) == '?') {
                    throw unsupported("group construct (?" );
                }
                n.kind = GROUP;
                n.alts = parseAlts();
                if (pos >= src.length() || src.charAt(pos) != ')') {
                    throw new java.util.regex.PatternSyntaxException("Unclosed group", src, pos);
                }
                pos++;
                return n;
            case '[':
                return parseClass();
            case '\\':
                return parseEscape(false, n);
            case '*':
            case '+':
            case '?':
            case '{':
                throw new java.util.regex.PatternSyntaxException("Dangling meta character '" + c + "'", src, pos - 1);
            default:
                n.kind = CHAR;
                n.ch = c;
                return n;
        }
    }

    private RuntimeException unsupported(String what) {
        return new UnsupportedOperationException("regex " + what + " not supported by this class library: " + src);
    }

    private static final char[] DIGIT = {'0', '9'};
    private static final char[] SPACE = {'\t', '\r', ' ', ' '};
    private static final char[] WORD = {'0', '9', 'A', 'Z', '_', '_', 'a', 'z'};

    private Node parseEscape(boolean inClass, Node n) {
        if (pos >= src.length()) {
            throw new java.util.regex.PatternSyntaxException("Unexpected internal error", src, pos);
        }
        char c = src.charAt(pos++);
        n.kind = CLASS;
        switch (c) {
            case 'd':
                n.ranges = DIGIT;
                return n;
            case 'D':
                n.ranges = DIGIT;
                n.negated = true;
                return n;
            case 's':
                n.ranges = new char[] {'\t', '\r', ' ', ' ', '\u000b', '\u000b'};
                return n;
            case 'S':
                n.ranges = new char[] {'\t', '\r', ' ', ' ', '\u000b', '\u000b'};
                n.negated = true;
                return n;
            case 'w':
                n.ranges = WORD;
                return n;
            case 'W':
                n.ranges = WORD;
                n.negated = true;
                return n;
            default:
                break;
        }
        n.kind = CHAR;
        if (c == 't') {
            n.ch = '\t';
        } else if (c == 'n') {
            n.ch = '\n';
        } else if (c == 'r') {
            n.ch = '\r';
        } else if (c == 'f') {
            n.ch = '\f';
        } else if (Character.isLetterOrDigit(c)) {
            throw unsupported("escape \\" + c);
        } else {
            n.ch = c;
        }
        return n;
    }

    private Node parseClass() {
        Node n = new Node();
        n.kind = CLASS;
        if (pos < src.length() && src.charAt(pos) == '^') {
            n.negated = true;
            pos++;
        }
        StringBuilder r = new StringBuilder();
        boolean first = true;
        while (true) {
            if (pos >= src.length()) {
                throw new java.util.regex.PatternSyntaxException("Unclosed character class", src, pos - 1);
            }
            char c = src.charAt(pos++);
            if (c == ']' && !first) {
                break;
            }
            first = false;
            if (c == '[' || (c == '&' && pos < src.length() && src.charAt(pos) == '&')) {
                throw unsupported("nested or intersected class");
            }
            char lo;
            if (c == '\\') {
                Node e = parseEscape(true, new Node());
                if (e.kind == CLASS) {
                    if (e.negated) {
                        throw unsupported("negated escape inside a class");
                    }
                    r.append(e.ranges);
                    continue;
                }
                lo = e.ch;
            } else {
                lo = c;
            }
            char hi = lo;
            if (pos + 1 < src.length() && src.charAt(pos) == '-' && src.charAt(pos + 1) != ']') {
                pos++;
                char h = src.charAt(pos++);
                if (h == '\\') {
                    Node e = parseEscape(true, new Node());
                    if (e.kind == CLASS) {
                        throw new java.util.regex.PatternSyntaxException("Illegal character range", src, pos);
                    }
                    h = e.ch;
                }
                if (h < lo) {
                    throw new java.util.regex.PatternSyntaxException("Illegal character range", src, pos - 1);
                }
                hi = h;
            }
            r.append(lo).append(hi);
        }
        n.ranges = r.toString().toCharArray();
        return n;
    }

    private void parseQuantifier(Node n) {
        if (pos >= src.length()) {
            return;
        }
        char c = src.charAt(pos);
        if (c == '*') {
            n.min = 0;
            n.max = Integer.MAX_VALUE;
        } else if (c == '+') {
            n.min = 1;
            n.max = Integer.MAX_VALUE;
        } else if (c == '?') {
            n.min = 0;
            n.max = 1;
        } else if (c == '{') {
            int close = src.indexOf('}', pos);
            if (close < 0) {
                throw new java.util.regex.PatternSyntaxException("Unclosed counted closure", src, pos);
            }
            String body = src.substring(pos + 1, close);
            int comma = body.indexOf(',');
            try {
                if (comma < 0) {
                    n.min = Integer.parseInt(body);
                    n.max = n.min;
                } else {
                    n.min = Integer.parseInt(body.substring(0, comma));
                    String m = body.substring(comma + 1);
                    n.max = m.length() == 0 ? Integer.MAX_VALUE : Integer.parseInt(m);
                }
            } catch (NumberFormatException e) {
                throw new java.util.regex.PatternSyntaxException("Illegal repetition", src, pos);
            }
            pos = close;
        } else {
            return;
        }
        pos++;
        if (pos < src.length() && (src.charAt(pos) == '?' || src.charAt(pos) == '+')) {
            throw unsupported("lazy or possessive quantifier");
        }
        if (n.kind == BOL || n.kind == EOL) {
            throw unsupported("quantified anchor");
        }
    }

    // ------------------------------------------------------------------ matching

    /** Continuation: what must match after the current element. */
    private interface Cont {
        int run(String s, int i);
    }

    private static final Cont END = new Cont() {
        public int run(String s, int i) {
            return i;
        }
    };

    private boolean single(Node n, String s, int i) {
        if (i >= s.length()) {
            return false;
        }
        char c = s.charAt(i);
        switch (n.kind) {
            case CHAR:
                return c == n.ch;
            case ANY:
                return c != '\n' && c != '\r';
            case CLASS: {
                boolean in = false;
                char[] r = n.ranges;
                for (int k = 0; k < r.length; k += 2) {
                    if (c >= r[k] && c <= r[k + 1]) {
                        in = true;
                        break;
                    }
                }
                return in != n.negated;
            }
            default:
                return false;
        }
    }

    /** Match alternatives at i then k; returns end index or -1. */
    private int matchAlts(final Node[][] alts, String s, int i, Cont k) {
        for (int a = 0; a < alts.length; a++) {
            int r = matchSeq(alts[a], 0, s, i, k);
            if (r >= 0) {
                return r;
            }
        }
        return -1;
    }

    private int matchSeq(final Node[] seq, final int idx, String s, int i, final Cont k) {
        if (idx == seq.length) {
            return k.run(s, i);
        }
        final Node n = seq[idx];
        final Cont rest = new Cont() {
            public int run(String s2, int j) {
                return matchSeq(seq, idx + 1, s2, j, k);
            }
        };
        if (n.kind == BOL) {
            return i == 0 ? rest.run(s, i) : -1;
        }
        if (n.kind == EOL) {
            return i == s.length() ? rest.run(s, i) : -1;
        }
        if (n.kind != GROUP) {
            // Greedy: count how many single matches are possible, then back off.
            int count = 0;
            int j = i;
            while (count < n.max && single(n, s, j)) {
                count++;
                j++;
            }
            for (; count >= n.min; count--, j--) {
                int r = rest.run(s, j);
                if (r >= 0) {
                    return r;
                }
            }
            return -1;
        }
        return matchGroup(n, 0, s, i, -1, rest);
    }

    private int matchGroup(final Node n, final int done, String s, final int i, final int lastStart, final Cont rest) {
        if (done < n.max && i != lastStart) {
            int r = matchAlts(n.alts, s, i, new Cont() {
                public int run(String s2, int j) {
                    return matchGroup(n, done + 1, s2, j, i, rest);
                }
            });
            if (r >= 0) {
                return r;
            }
        }
        if (done >= n.min) {
            return rest.run(s, i);
        }
        return -1;
    }

    /** End of the match starting at i, or -1. */
    private int matchAt(String s, int i) {
        return matchAlts(top, s, i, END);
    }

    private static Regex compile(String regex) {
        return new Regex(regex);
    }

    // ------------------------------------------------------------------ String API

    static boolean matches(String regex, String s) {
        Regex r = compile(regex);
        final int len = s.length();
        int end = r.matchAlts(r.top, s, 0, new Cont() {
            public int run(String s2, int j) {
                return j == len ? j : -1;
            }
        });
        return end == len;
    }

    static String replaceAll(String regex, String s, String replacement) {
        Regex r = compile(regex);
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int last = 0;
        while (i <= s.length()) {
            int end = r.matchAt(s, i);
            if (end < 0) {
                i++;
                continue;
            }
            sb.append(s, last, i);
            appendReplacement(sb, replacement);
            last = end;
            if (end == i) {
                if (i < s.length()) {
                    sb.append(s.charAt(i));
                }
                i++;
                last = i;
            } else {
                i = end;
            }
        }
        if (last < s.length()) {
            sb.append(s, last, s.length());
        }
        return sb.toString();
    }

    private static void appendReplacement(StringBuilder sb, String rep) {
        for (int k = 0; k < rep.length(); k++) {
            char c = rep.charAt(k);
            if (c == '\\' && k + 1 < rep.length()) {
                sb.append(rep.charAt(++k));
            } else if (c == '$') {
                throw new UnsupportedOperationException("regex group references in replacements are not supported by this class library");
            } else {
                sb.append(c);
            }
        }
    }

    static String[] split(String regex, String s, int limit) {
        String lit = literal(regex);
        Regex r = (lit == null) ? compile(regex) : null;
        java.util.ArrayList<String> list = new java.util.ArrayList<String>();
        boolean limited = limit > 0;
        int len = s.length();
        int index = 0;
        int from = 0;
        while (from <= len) {
            int start = -1;
            int end = -1;
            if (lit != null) {
                start = s.indexOf(lit, from);
                end = start + lit.length();
            } else {
                for (int i = from; i <= len; i++) {
                    int e = r.matchAt(s, i);
                    if (e >= 0) {
                        start = i;
                        end = e;
                        break;
                    }
                }
            }
            if (start < 0) {
                break;
            }
            if (limited && list.size() == limit - 1) {
                break;
            }
            // A zero-width match at the beginning never produces an empty leading string.
            if (!(index == 0 && start == 0 && end == 0)) {
                list.add(s.substring(index, start));
                index = end;
            }
            from = (end == start) ? end + 1 : end;
        }
        if (index == 0) {
            return new String[] {s};
        }
        list.add(s.substring(index));
        int size = list.size();
        if (limit == 0) {
            while (size > 0 && list.get(size - 1).length() == 0) {
                size--;
            }
        }
        String[] result = new String[size];
        for (int k = 0; k < size; k++) {
            result[k] = list.get(k);
        }
        return result;
    }

    /** The literal text a metacharacter-free (or one escaped character) regex matches, else null. */
    private static String literal(String regex) {
        String meta = ".$|()[{^?*+\\";
        if (regex.length() == 2 && regex.charAt(0) == '\\' && !Character.isLetterOrDigit(regex.charAt(1))) {
            return regex.substring(1);
        }
        if (regex.length() == 0) {
            return null;
        }
        for (int k = 0; k < regex.length(); k++) {
            if (meta.indexOf(regex.charAt(k)) >= 0) {
                return null;
            }
        }
        return regex;
    }
}
