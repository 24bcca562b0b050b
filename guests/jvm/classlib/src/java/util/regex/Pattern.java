package java.util.regex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;

/**
 * Compiled regular expressions with the JDK's syntax and backtracking semantics: literals
 * and escapes, classes (ranges, unions, {@code &&} intersections, negation, predefined
 * \d \s \w \h \v, POSIX and some Unicode \p{..}), groups (capturing, named, non-capturing,
 * atomic, flag groups), greedy/lazy/possessive quantifiers, anchors and boundaries, back
 * references, lookahead and lookbehind, and the flags CASE_INSENSITIVE, UNICODE_CASE,
 * MULTILINE, DOTALL, COMMENTS, LITERAL and UNIX_LINES. The parser builds {@link Node}s
 * (see there); what it does not support (\X, \p{IsGreek}-style scripts and blocks,
 * CANON_EQ, UNICODE_CHARACTER_CLASS) throws UnsupportedOperationException naming it.
 */
public final class Pattern implements java.io.Serializable {
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    static final int GREEDY = 0, LAZY = 1, POSSESSIVE = 2;

    private final String pattern;
    private final int flags;
    /** Current flags while parsing (inline flags change them). */
    private int flags0;
    private int pos;
    /** Inside \Q...\E. */
    private boolean quoting;
    int groupCount;
    int localCount;
    /** Named groups (made at the first one: most patterns have none). */
    private Map<String, Integer> namedGroups;
    Node root;

    private Pattern(String p, int f) {
        if ((f & ~0x1ff) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f & ~0x1ff));
        }
        if ((f & CANON_EQ) != 0) {
            throw new UnsupportedOperationException("Pattern.CANON_EQ is not implemented");
        }
        if ((f & UNICODE_CHARACTER_CLASS) != 0) {
            throw new UnsupportedOperationException("Pattern.UNICODE_CHARACTER_CLASS is not implemented");
        }
        pattern = p;
        flags = f;
        flags0 = f;
        Node last = new Node.Last();
        if ((f & LITERAL) != 0) {
            root = new Node.Slice(p, f);
            root.next = last;
        } else {
            Node[] e = expr();
            if (pos < p.length()) {
                if (p.charAt(pos) == ')') {
                    throw error("Unmatched closing ')'", pos - 1);
                }
                throw error("Unexpected internal error", pos);
            }
            e[1].next = last;
            root = e[0];
        }
    }

    /** The number of the group with this name, or null. */
    Integer namedGroup(String name) {
        return namedGroups == null ? null : namedGroups.get(name);
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public static String quote(String s) {
        int e = s.indexOf("\\E");
        if (e < 0) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder("\\Q");
        int cur = 0;
        while ((e = s.indexOf("\\E", cur)) >= 0) {
            sb.append(s, cur, e).append("\\E\\\\E\\Q");
            cur = e + 2;
        }
        return sb.append(s, cur, s.length()).append("\\E").toString();
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public java.util.function.Predicate<String> asPredicate() {
        return new java.util.function.Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        return java.util.Arrays.stream(split(input));
    }

    public java.util.function.Predicate<String> asMatchPredicate() {
        return new java.util.function.Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /** As the JDK: no leading empty string from a zero-width match at 0; limit 0 drops trailing empties. */
    public String[] split(CharSequence input, int limit) {
        return Matcher.split(this, input, limit);
    }

    // ---- parser -------------------------------------------------------------------------

    PatternSyntaxException error(String desc, int index) {
        return new PatternSyntaxException(desc, pattern, index);
    }

    private static UnsupportedOperationException unsupported(String what) {
        return new UnsupportedOperationException("java.util.regex: " + what + " is not implemented");
    }

    private boolean has(int f) {
        return (flags0 & f) != 0;
    }

    /** The next pattern character (COMMENTS: after whitespace and comments), or -1 at the end. */
    private int peek() {
        if (has(COMMENTS)) {
            while (pos < pattern.length()) {
                char c = pattern.charAt(pos);
                if (c == ' ' || (c >= '\t' && c <= '\r')) {
                    pos++;
                } else if (c == '#') {
                    while (pos < pattern.length() && pattern.charAt(pos) != '\n' && pattern.charAt(pos) != '\r') {
                        pos++;
                    }
                } else {
                    break;
                }
            }
        }
        return pos < pattern.length() ? pattern.charAt(pos) : -1;
    }

    private int read() {
        int c = peek();
        if (c >= 0) {
            pos++;
        }
        return c;
    }

    /** The raw next character (no comment skipping), or -1. */
    private int rawRead() {
        return pos < pattern.length() ? pattern.charAt(pos++) : -1;
    }

    private void accept(int ch, String msg) {
        int c = read();
        if (c != ch) {
            throw error(msg, c < 0 ? pos : pos - 1);
        }
    }

    /** Alternatives up to ')' or the end; returns {head, tail}. */
    private Node[] expr() {
        ArrayList<Node[]> alts = new ArrayList<Node[]>();
        alts.add(sequence());
        while (peek() == '|') {
            pos++;
            alts.add(sequence());
        }
        if (alts.size() == 1) {
            return alts.get(0);
        }
        // a|b|[cd] of single characters is one class (same matches, no recursion when repeated)
        CharPredicate union = null;
        for (Node[] a : alts) {
            if (a[0] != a[1] || !(a[0] instanceof Node.Char)) {
                union = null;
                break;
            }
            CharPredicate p = ((Node.Char) a[0]).p;
            union = union == null ? p : union.union(p);
        }
        if (union != null) {
            return single(union);
        }
        Node.Branch b = new Node.Branch();
        Node join = new Node.Join();
        b.alts = new Node[alts.size()];
        for (int k = 0; k < alts.size(); k++) {
            Node[] a = alts.get(k);
            a[1].next = join;
            b.alts[k] = a[0];
        }
        return new Node[] {b, join};
    }

    private Node[] sequence() {
        Node head = new Node.Join();
        Node tail = head;
        Node[] only = null; // the fragment when the sequence has exactly one
        int atoms = 0;
        while (true) {
            if (quoting) {
                if (pos >= pattern.length() || pattern.startsWith("\\E", pos)) {
                    quoting = false;
                    pos = Math.min(pos + 2, pattern.length());
                    continue;
                }
                Node[] lit = single(CharPredicate.single(pattern.charAt(pos++), flags0));
                if (pattern.startsWith("\\E", pos)) {
                    quoting = false;
                    pos += 2;
                    lit = closure(lit); // a quantifier after \E applies to the last quoted character
                }
                tail.next = lit[0];
                tail = lit[1];
                only = lit;
                atoms++;
                continue;
            }
            int c = peek();
            if (c < 0 || c == '|' || c == ')') {
                break;
            }
            Node[] atom = atom();
            if (atom == null) {
                continue; // a flag group such as (?i)
            }
            atom = closure(atom);
            tail.next = atom[0];
            tail = atom[1];
            only = atom;
            atoms++;
        }
        if (atoms == 1) {
            return only;
        }
        return new Node[] {head, tail};
    }

    private Node[] single(CharPredicate p) {
        Node n = new Node.Char(p);
        return new Node[] {n, n};
    }

    private Node[] one(Node n) {
        return new Node[] {n, n};
    }

    private Node[] atom() {
        int start = pos;
        int c = read();
        switch (c) {
            case '(':
                return group();
            case '[':
                return single(charClass());
            case '.':
                return single(new CharPredicate.Builtin(has(DOTALL) ? CharPredicate.ALL : has(UNIX_LINES) ? CharPredicate.UNIX_DOT : CharPredicate.DOT));
            case '^':
                return one(new Node.Anchor(!has(MULTILINE) ? Node.Anchor.BEGIN : has(UNIX_LINES) ? Node.Anchor.UNIX_CARET_ML : Node.Anchor.CARET_ML));
            case '$':
                return one(new Node.Anchor(has(UNIX_LINES) ? (has(MULTILINE) ? Node.Anchor.UNIX_DOLLAR_ML : Node.Anchor.UNIX_DOLLAR)
                    : has(MULTILINE) ? Node.Anchor.DOLLAR_ML : Node.Anchor.DOLLAR));
            case '*':
            case '+':
            case '?':
                throw error("Dangling meta character '" + (char) c + "'", start);
            case '{':
                throw error("Illegal repetition", start);
            case '\\':
                return escapeAtom();
            default:
                return single(CharPredicate.single(c, flags0));
        }
    }

    private Node[] escapeAtom() {
        int start = pos - 1;
        int c = rawRead();
        switch (c) {
            case 'A': return one(new Node.Anchor(Node.Anchor.BEGIN));
            case 'z': return one(new Node.Anchor(Node.Anchor.END_z));
            case 'Z': return one(new Node.Anchor(has(UNIX_LINES) ? Node.Anchor.UNIX_DOLLAR : Node.Anchor.END_Z));
            case 'b':
                if (pos < pattern.length() && pattern.charAt(pos) == '{') {
                    throw unsupported("\\b{g}");
                }
                return one(new Node.Anchor(Node.Anchor.BOUND));
            case 'B': return one(new Node.Anchor(Node.Anchor.NOT_BOUND));
            case 'G': return one(new Node.Anchor(Node.Anchor.LAST_MATCH));
            case 'Q':
                quoting = true; // sequence() takes the literal characters up to \E one by one
                return null;
            case 'E': return one(new Node.Join());
            case 'R': {
                // (?>\r\n|[\n\x0B\f\r\x85\u2028\u2029])
                Node.Branch b = new Node.Branch();
                Node end = new Node();
                Node crlf = new Node.Slice("\r\n", 0);
                crlf.next = end;
                Node v = new Node.Char(new CharPredicate.Builtin(CharPredicate.VSPACE));
                v.next = end;
                b.alts = new Node[] {crlf, v};
                return one(new Node.Atomic(b));
            }
            case 'X': throw unsupported("\\X (grapheme clusters)");
            case 'k': {
                if (rawRead() != '<') {
                    throw error("\\k is not followed by '<' for named capturing group", pos - 1);
                }
                String name = groupName();
                Integer g = namedGroup(name);
                if (g == null) {
                    throw error("named capturing group <" + name + "> does not exist", pos - 1);
                }
                return one(new Node.BackRef(g.intValue(), flags0));
            }
            default:
                break;
        }
        if (c >= '1' && c <= '9') {
            int g = c - '0';
            while (pos < pattern.length()) {
                char d = pattern.charAt(pos);
                if (d < '0' || d > '9') {
                    break;
                }
                int g2 = g * 10 + (d - '0');
                if (g2 > groupCount) {
                    break;
                }
                g = g2;
                pos++;
            }
            if (g > groupCount) {
                // the JDK accepts a reference to a group not yet opened; it never matches
                return one(new Node.BackRef(0, flags0) {
                    boolean match(Matcher m, int i, CharSequence seq) {
                        return false;
                    }
                });
            }
            return one(new Node.BackRef(g, flags0));
        }
        pos--;
        CharPredicate p = escapeClass(start);
        return single(p);
    }

    /** An escape that stands for a set of characters or one character (inside or outside []). */
    private CharPredicate escapeClass(int start) {
        int c = rawRead();
        switch (c) {
            case 'd': return new CharPredicate.Builtin(CharPredicate.DIGIT);
            case 'D': return new CharPredicate.Builtin(CharPredicate.DIGIT).negate();
            case 's': return new CharPredicate.Builtin(CharPredicate.SPACE);
            case 'S': return new CharPredicate.Builtin(CharPredicate.SPACE).negate();
            case 'w': return new CharPredicate.Builtin(CharPredicate.WORD);
            case 'W': return new CharPredicate.Builtin(CharPredicate.WORD).negate();
            case 'h': return new CharPredicate.Builtin(CharPredicate.HSPACE);
            case 'H': return new CharPredicate.Builtin(CharPredicate.HSPACE).negate();
            case 'v': return new CharPredicate.Builtin(CharPredicate.VSPACE);
            case 'V': return new CharPredicate.Builtin(CharPredicate.VSPACE).negate();
            case 'p':
            case 'P': {
                String name;
                int n = rawRead();
                if (n == '{') {
                    int e = pattern.indexOf('}', pos);
                    if (e < 0) {
                        throw error("Unclosed character family", pattern.length());
                    }
                    name = pattern.substring(pos, e);
                    pos = e + 1;
                } else if (n < 0) {
                    throw error("Illegal character family escape", pos);
                } else {
                    name = String.valueOf((char) n);
                }
                CharPredicate p = CharPredicate.named(name);
                if (p == null) {
                    throw unsupported("the character family \\p{" + name + "}");
                }
                if (has(CASE_INSENSITIVE) && (name.endsWith("Lower") || name.endsWith("Upper"))) {
                    p = new CharPredicate.Builtin(name.startsWith("java") ? CharPredicate.U_LETTER : CharPredicate.ALPHA).and(p.union(
                        name.endsWith("Lower") ? CharPredicate.named(name.replace("Lower", "Upper")) : CharPredicate.named(name.replace("Upper", "Lower"))));
                }
                return c == 'P' ? p.negate() : p;
            }
            default:
                return CharPredicate.single(escapedChar(c, start), flags0);
        }
    }

    /** The character an escape such as \t \x41 \u0041 \0101 \cA \. stands for. */
    private int escapedChar(int c, int start) {
        switch (c) {
            case -1: throw error("Unexpected internal error", pos);
            case 't': return '\t';
            case 'n': return '\n';
            case 'r': return '\r';
            case 'f': return '\f';
            case 'a': return 7;
            case 'e': return 27;
            case '0': {
                int v = 0;
                int n = 0;
                while (n < 3 && pos < pattern.length() && pattern.charAt(pos) >= '0' && pattern.charAt(pos) <= '7') {
                    int v2 = v * 8 + pattern.charAt(pos) - '0';
                    if (v2 > 0377) {
                        break;
                    }
                    v = v2;
                    pos++;
                    n++;
                }
                if (n == 0) {
                    throw error("Illegal octal escape sequence", pos);
                }
                return v;
            }
            case 'x': {
                if (pos < pattern.length() && pattern.charAt(pos) == '{') {
                    int e = pattern.indexOf('}', pos);
                    if (e < 0) {
                        throw error("Unclosed hexadecimal escape sequence", pos);
                    }
                    int v = hex(pos + 1, e);
                    pos = e + 1;
                    if (v > 0xffff) {
                        throw unsupported("supplementary characters (\\x{" + Integer.toHexString(v) + "})");
                    }
                    return v;
                }
                int v = hex(pos, pos + 2);
                pos += 2;
                return v;
            }
            case 'u': {
                int v = hex(pos, pos + 4);
                pos += 4;
                return v;
            }
            case 'c': {
                int x = rawRead();
                if (x < 0) {
                    throw error("Illegal control escape sequence", pos);
                }
                return x ^ 64;
            }
            default:
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                    throw error("Illegal/unsupported escape sequence", pos - 1);
                }
                return c;
        }
    }

    private int hex(int from, int to) {
        if (to > pattern.length() || from >= to) {
            throw error("Illegal hexadecimal escape sequence", pos);
        }
        int v = 0;
        for (int k = from; k < to; k++) {
            int d = Character.digit(pattern.charAt(k), 16);
            if (d < 0) {
                throw error("Illegal hexadecimal escape sequence", k);
            }
            v = v * 16 + d;
        }
        return v;
    }

    /** After '[': the class up to its ']'. Negation applies to the whole class (JDK 9+). */
    private CharPredicate charClass() {
        int open = pos - 1;
        boolean neg = false;
        if (peek() == '^') {
            pos++;
            neg = true;
        }
        CharPredicate acc = null; // union of the current operand
        CharPredicate inter = null; // intersection so far (left of &&)
        boolean first = true;
        while (true) {
            int c = peek();
            if (c < 0) {
                throw error("Unclosed character class", pattern.length() - 1);
            }
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            CharPredicate item;
            if (c == '[') {
                pos++;
                item = charClass();
            } else if (c == '&' && pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '&') {
                pos += 2;
                if (acc != null) {
                    inter = inter == null ? acc : inter.and(acc);
                }
                acc = null;
                continue;
            } else {
                item = rangeItem();
            }
            acc = acc == null ? item : acc.union(item);
        }
        CharPredicate result;
        if (inter != null) {
            result = acc == null ? inter : inter.and(acc);
        } else if (acc == null) {
            throw error("Unclosed character class", open);
        } else {
            result = acc;
        }
        return neg ? result.negate() : result;
    }

    /** A single character, escape or range a-z inside a class. */
    private CharPredicate rangeItem() {
        int start = pos;
        int c = read();
        int lo;
        if (c == '\\') {
            int e = pos < pattern.length() ? pattern.charAt(pos) : -1;
            if ("dDsSwWhHvVpP".indexOf(e) >= 0 && e >= 0) {
                return escapeClass(start);
            }
            if (e == 'Q') {
                pos++;
                int end = pattern.indexOf("\\E", pos);
                String lit = end < 0 ? pattern.substring(pos) : pattern.substring(pos, end);
                pos = end < 0 ? pattern.length() : end + 2;
                CharPredicate p = null;
                for (int k = 0; k < lit.length(); k++) {
                    CharPredicate s = CharPredicate.single(lit.charAt(k), flags0);
                    p = p == null ? s : p.union(s);
                }
                return p == null ? new CharPredicate.Builtin(CharPredicate.ALL).negate() : p;
            }
            lo = escapedChar(rawRead(), start);
        } else {
            lo = c;
        }
        if (peek() == '-' && pos + 1 < pattern.length() && pattern.charAt(pos + 1) != ']') {
            int save = pos;
            pos++;
            if (peek() == '[') {
                pos = save;
                return CharPredicate.single(lo, flags0);
            }
            int hc = read();
            int hi = hc == '\\' ? escapedChar(rawRead(), pos - 1) : hc;
            if (hi < lo) {
                throw error("Illegal character range", pos - 1);
            }
            return CharPredicate.range(lo, hi, flags0);
        }
        return CharPredicate.single(lo, flags0);
    }

    private String groupName() {
        int s = pos;
        char c0 = s < pattern.length() ? pattern.charAt(s) : 0;
        if (!((c0 >= 'a' && c0 <= 'z') || (c0 >= 'A' && c0 <= 'Z'))) {
            throw error("capturing group name does not start with a Latin letter", s);
        }
        while (pos < pattern.length() && Character.isLetterOrDigit(pattern.charAt(pos)) && pattern.charAt(pos) < 0x80) {
            pos++;
        }
        if (pos == s || pos >= pattern.length() || pattern.charAt(pos) != '>' || !Character.isLetter(pattern.charAt(s))) {
            throw error("named capturing group is missing trailing '>'", pos);
        }
        String name = pattern.substring(s, pos);
        pos++;
        return name;
    }

    /** After '(': a group, or null for a pure flag group (?i). */
    private Node[] group() {
        int save = flags0;
        Node[] r;
        if (peek() == '?') {
            pos++;
            int c = rawRead();
            switch (c) {
                case ':':
                    r = expr();
                    break;
                case '=':
                case '!': {
                    Node[] b = expr();
                    b[1].next = new Node();
                    r = one(new Node.Ahead(b[0], c == '!'));
                    break;
                }
                case '>': {
                    Node[] b = expr();
                    b[1].next = new Node();
                    r = one(new Node.Atomic(b[0]));
                    break;
                }
                case '<': {
                    int d = rawRead();
                    if (d == '=' || d == '!') {
                        int local = localCount++;
                        Node[] b = expr();
                        b[1].next = new Node.BehindEnd(local);
                        r = one(new Node.Behind(b[0], d == '!', local, LengthBound.max(b[0])));
                    } else {
                        pos--;
                        String name = groupName();
                        if (namedGroup(name) != null) {
                            throw error("Named capturing group <" + name + "> is already defined", pos - 1);
                        }
                        int g = ++groupCount;
                        if (namedGroups == null) {
                            namedGroups = new HashMap<String, Integer>();
                        }
                        namedGroups.put(name, Integer.valueOf(g));
                        r = capturing(g);
                    }
                    break;
                }
                default:
                    pos--;
                    inlineFlags();
                    int d = rawRead();
                    if (d == ')') {
                        return null; // flags stay in effect to the end of the enclosing group
                    }
                    if (d != ':') {
                        throw error("Unknown inline modifier", pos - 1);
                    }
                    r = expr();
                    break;
            }
        } else {
            r = capturing(++groupCount);
        }
        accept(')', "Unclosed group");
        flags0 = save;
        return r;
    }

    private Node[] capturing(int g) {
        int local = localCount++;
        Node head = new Node.GroupHead(local);
        Node[] body = expr();
        head.next = body[0];
        Node tail = new Node.GroupTail(local, g);
        body[1].next = tail;
        return new Node[] {head, tail};
    }

    private void inlineFlags() {
        boolean on = true;
        while (true) {
            int c = pos < pattern.length() ? pattern.charAt(pos) : -1;
            int f;
            switch (c) {
                case 'i': f = CASE_INSENSITIVE; break;
                case 'm': f = MULTILINE; break;
                case 's': f = DOTALL; break;
                case 'd': f = UNIX_LINES; break;
                case 'u': f = UNICODE_CASE; break;
                case 'x': f = COMMENTS; break;
                case 'c': throw unsupported("the inline flag (?c) (CANON_EQ)");
                case 'U': throw unsupported("the inline flag (?U) (UNICODE_CHARACTER_CLASS)");
                case '-':
                    on = false;
                    pos++;
                    continue;
                default:
                    return;
            }
            pos++;
            flags0 = on ? flags0 | f : flags0 & ~f;
        }
    }

    /** A quantifier after an atom, if any. */
    private Node[] closure(Node[] atom) {
        int c = peek();
        int min;
        int max;
        int start = pos;
        switch (c) {
            case '?': pos++; min = 0; max = 1; break;
            case '*': pos++; min = 0; max = Integer.MAX_VALUE; break;
            case '+': pos++; min = 1; max = Integer.MAX_VALUE; break;
            case '{': {
                pos++;
                min = number(start);
                max = min;
                if (peek() == ',') {
                    pos++;
                    max = peek() == '}' ? Integer.MAX_VALUE : number(start);
                }
                int close = read();
                if (close != '}') {
                    throw error("Unclosed counted closure", close < 0 ? pos : pos - 1);
                }
                if (max < min) {
                    throw error("Illegal repetition range", pos - 1);
                }
                break;
            }
            default:
                return atom;
        }
        int type = GREEDY;
        int q = pos < pattern.length() ? pattern.charAt(pos) : -1;
        if (q == '?') {
            pos++;
            type = LAZY;
        } else if (q == '+') {
            pos++;
            type = POSSESSIVE;
        }
        if (atom[0] == atom[1] && atom[0] instanceof Node.Char) {
            Node n = new Node.CharCurly(((Node.Char) atom[0]).p, min, max, type);
            return one(n);
        }
        Node.Loop loop = new Node.Loop(min, max, type == LAZY, localCount);
        localCount += 2;
        loop.body = atom[0];
        atom[1].next = new Node.LoopTail(loop);
        if (type == POSSESSIVE) {
            loop.next = new Node();
            return one(new Node.Atomic(loop));
        }
        return one(loop);
    }

    private int number(int start) {
        int s = pos;
        long v = 0;
        while (pos < pattern.length() && pattern.charAt(pos) >= '0' && pattern.charAt(pos) <= '9') {
            v = v * 10 + (pattern.charAt(pos) - '0');
            if (v > Integer.MAX_VALUE) {
                throw error("Illegal repetition range", start);
            }
            pos++;
        }
        if (pos == s) {
            throw error("Illegal repetition", start);
        }
        return (int) v;
    }
}
