package java.util.regex;

/**
 * The compiled form of a pattern: a graph of nodes in continuation style, as the JDK's
 * Pattern builds it. {@code match(m, i, seq)} tries to match this node at index i and then
 * the rest of the pattern (its {@code next}); it returns true at the first overall success
 * and undoes its own changes to the matcher's group and local arrays when it fails, so that
 * the caller can try the next alternative (backtracking).
 */
class Node {
    Node next;

    /** The end of every sequence: success at i. */
    boolean match(Matcher m, int i, CharSequence seq) {
        m.tmpEnd = i;
        return true;
    }

    /** The end of the whole pattern: checks the accept mode and records group 0. */
    static final class Last extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            if (m.acceptEnd && i != m.to) {
                return false;
            }
            m.last = i;
            m.groups[0] = m.first;
            m.groups[1] = i;
            return true;
        }
    }

    /** One character out of a set. */
    static final class Char extends Node {
        final CharPredicate p;

        Char(CharPredicate p) {
            this.p = p;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return i < m.to && p.is(seq.charAt(i)) && next.match(m, i + 1, seq);
        }
    }

    /** A quantified single character: iterative, no recursion per repetition. */
    static final class CharCurly extends Node {
        final CharPredicate p;
        final int min;
        final int max;
        final int type;

        CharCurly(CharPredicate p, int min, int max, int type) {
            this.p = p;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int to = m.to;
            int j = i;
            int n = 0;
            if (type == Pattern.LAZY) {
                while (n < min) {
                    if (j >= to || !p.is(seq.charAt(j))) {
                        return false;
                    }
                    j++;
                    n++;
                }
                while (true) {
                    if (next.match(m, j, seq)) {
                        return true;
                    }
                    if (n >= max || j >= to || !p.is(seq.charAt(j))) {
                        return false;
                    }
                    j++;
                    n++;
                }
            }
            while (n < max && j < to && p.is(seq.charAt(j))) {
                j++;
                n++;
            }
            if (n < min) {
                return false;
            }
            if (type == Pattern.POSSESSIVE) {
                return next.match(m, j, seq);
            }
            while (true) {
                if (next.match(m, j, seq)) {
                    return true;
                }
                if (n == min) {
                    return false;
                }
                j--;
                n--;
            }
        }
    }

    /** A literal string (with case folding when asked). */
    static final class Slice extends Node {
        final String s;
        final int flags;

        Slice(String s, int flags) {
            this.s = s;
            this.flags = flags;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int n = s.length();
            if (i + n > m.to) {
                return false;
            }
            if ((flags & Pattern.CASE_INSENSITIVE) == 0) {
                for (int k = 0; k < n; k++) {
                    if (seq.charAt(i + k) != s.charAt(k)) {
                        return false;
                    }
                }
            } else {
                boolean u = (flags & Pattern.UNICODE_CASE) != 0;
                for (int k = 0; k < n; k++) {
                    char a = seq.charAt(i + k);
                    char b = s.charAt(k);
                    if (a != b && CharPredicate.fold(a, u) != CharPredicate.fold(b, u)) {
                        return false;
                    }
                }
            }
            return next.match(m, i + n, seq);
        }
    }

    /** Alternation: each alternative's sequence ends in a node leading to {@code next}. */
    static final class Branch extends Node {
        Node[] alts;

        boolean match(Matcher m, int i, CharSequence seq) {
            for (Node a : alts) {
                if (a.match(m, i, seq)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Passes on to {@code next} (the join point of alternatives, empty alternatives). */
    static final class Join extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return next.match(m, i, seq);
        }
    }

    /** Start of a capturing group: remembers where it began. */
    static final class GroupHead extends Node {
        final int local;

        GroupHead(int local) {
            this.local = local;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int save = m.locals[local];
            m.locals[local] = i;
            boolean r = next.match(m, i, seq);
            m.locals[local] = save;
            return r;
        }
    }

    /** End of a capturing group: sets the group, restores it when the rest fails. */
    static final class GroupTail extends Node {
        final int local;
        final int group;

        GroupTail(int local, int group) {
            this.local = local;
            this.group = group;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int start = m.locals[local];
            int s0 = m.groups[2 * group];
            int e0 = m.groups[2 * group + 1];
            m.groups[2 * group] = start;
            m.groups[2 * group + 1] = i;
            if (next.match(m, i, seq)) {
                return true;
            }
            m.groups[2 * group] = s0;
            m.groups[2 * group + 1] = e0;
            return false;
        }
    }

    /**
     * A quantified sub-pattern with full backtracking: {@code body} ends in {@code this}
     * (via {@link #iterate}); the count and the start of the current iteration live in the
     * matcher's locals so that nested and recursive uses stay separate.
     */
    static final class Loop extends Node {
        Node body;
        final int min;
        final int max;
        final boolean lazy;
        final int countLocal;
        final int posLocal;

        Loop(int min, int max, boolean lazy, int countLocal) {
            this.min = min;
            this.max = max;
            this.lazy = lazy;
            this.countLocal = countLocal;
            this.posLocal = countLocal + 1;
        }

        /** Entry: the first iteration. */
        boolean match(Matcher m, int i, CharSequence seq) {
            int c0 = m.locals[countLocal];
            int p0 = m.locals[posLocal];
            boolean r;
            if (min > 0) {
                r = startIteration(m, i, seq, 1);
            } else if (max == 0) {
                r = next.match(m, i, seq);
            } else if (lazy) {
                r = next.match(m, i, seq) || startIteration(m, i, seq, 1);
            } else {
                r = startIteration(m, i, seq, 1) || next.match(m, i, seq);
            }
            m.locals[countLocal] = c0;
            m.locals[posLocal] = p0;
            return r;
        }

        private boolean startIteration(Matcher m, int i, CharSequence seq, int count) {
            int c0 = m.locals[countLocal];
            int p0 = m.locals[posLocal];
            m.locals[countLocal] = count;
            m.locals[posLocal] = i;
            boolean r = body.match(m, i, seq);
            m.locals[countLocal] = c0;
            m.locals[posLocal] = p0;
            return r;
        }

        /** Called by the end of the body after an iteration ended at i. */
        boolean iterate(Matcher m, int i, CharSequence seq) {
            int count = m.locals[countLocal];
            if (i == m.locals[posLocal] && count >= min) {
                return next.match(m, i, seq); // an empty iteration: stop repeating
            }
            if (count < min) {
                return startIteration(m, i, seq, count + 1);
            }
            if (lazy) {
                return next.match(m, i, seq) || (count < max && startIteration(m, i, seq, count + 1));
            }
            return (count < max && startIteration(m, i, seq, count + 1)) || next.match(m, i, seq);
        }
    }

    /** The end of a Loop's body. */
    static final class LoopTail extends Node {
        final Loop loop;

        LoopTail(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return loop.iterate(m, i, seq);
        }
    }

    /** (?>X) and possessive quantifiers: X matches once, its choices are not revisited. */
    static final class Atomic extends Node {
        final Node body;

        Atomic(Node body) {
            this.body = body;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (!body.match(m, i, seq)) {
                return false;
            }
            return next.match(m, m.tmpEnd, seq);
        }
    }

    /** (?=X) and (?!X). */
    static final class Ahead extends Node {
        final Node body;
        final boolean negative;

        Ahead(Node body, boolean negative) {
            this.body = body;
            this.negative = negative;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int saveTmp = m.tmpEnd;
            boolean r = body.match(m, i, seq);
            m.tmpEnd = saveTmp;
            return r != negative && next.match(m, i, seq);
        }
    }

    /** (?<=X) and (?<!X): X must match some substring ending exactly at i. */
    static final class Behind extends Node {
        final Node body;
        final boolean negative;
        final int local;
        final int maxLen;

        Behind(Node body, boolean negative, int local, int maxLen) {
            this.body = body;
            this.negative = negative;
            this.local = local;
            this.maxLen = maxLen;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int save = m.locals[local];
            m.locals[local] = i;
            boolean found = false;
            int lowest = Math.max(m.from, maxLen < 0 ? 0 : i - maxLen);
            for (int j = i; j >= lowest && !found; j--) {
                found = body.match(m, j, seq);
            }
            m.locals[local] = save;
            return found != negative && next.match(m, i, seq);
        }
    }

    /** The end of a lookbehind body: only where the lookbehind started. */
    static final class BehindEnd extends Node {
        final int local;

        BehindEnd(int local) {
            this.local = local;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.locals[local];
        }
    }

    /** \1 and \k<name>. */
    static class BackRef extends Node {
        final int group;
        final int flags;

        BackRef(int group, int flags) {
            this.group = group;
            this.flags = flags;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int s = m.groups[2 * group];
            int e = m.groups[2 * group + 1];
            if (s < 0) {
                return false;
            }
            int n = e - s;
            if (i + n > m.to) {
                return false;
            }
            boolean ci = (flags & Pattern.CASE_INSENSITIVE) != 0;
            boolean u = (flags & Pattern.UNICODE_CASE) != 0;
            for (int k = 0; k < n; k++) {
                char a = seq.charAt(s + k);
                char b = seq.charAt(i + k);
                if (a != b && !(ci && CharPredicate.fold(a, u) == CharPredicate.fold(b, u))) {
                    return false;
                }
            }
            return next.match(m, i + n, seq);
        }
    }

    /** Zero-width assertions: ^ $ \A \z \Z \b \B \G. */
    static final class Anchor extends Node {
        static final int BEGIN = 0, CARET_ML = 1, DOLLAR = 2, DOLLAR_ML = 3, END_Z = 4, END_z = 5, BOUND = 6, NOT_BOUND = 7, LAST_MATCH = 8,
            UNIX_CARET_ML = 9, UNIX_DOLLAR = 10, UNIX_DOLLAR_ML = 11;
        final int kind;

        Anchor(int kind) {
            this.kind = kind;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return test(m, i, seq) && next.match(m, i, seq);
        }

        private static boolean isTerm(char c) {
            return c == '\n' || c == '\r' || c == 0x85 || (c | 1) == 0x2029;
        }

        private static boolean isWord(CharSequence seq, int i) {
            char c = seq.charAt(i);
            return c == '_' || Character.isLetterOrDigit(c);
        }

        private boolean test(Matcher m, int i, CharSequence seq) {
            int from = m.from;
            int to = m.to;
            switch (kind) {
                case BEGIN:
                    return i == from;
                case CARET_ML:
                    if (i == from) {
                        return true;
                    }
                    if (i >= to) {
                        return false;
                    }
                    char p = seq.charAt(i - 1);
                    if (!isTerm(p)) {
                        return false;
                    }
                    return !(p == '\r' && seq.charAt(i) == '\n');
                case UNIX_CARET_ML:
                    return i == from || (i < to && seq.charAt(i - 1) == '\n');
                case DOLLAR:
                case END_Z:
                    if (i < to) {
                        char c = seq.charAt(i);
                        if (c == '\n') {
                            if (i > 0 && seq.charAt(i - 1) == '\r') {
                                return false;
                            }
                            return i + 1 == to;
                        } else if (c == '\r' || c == 0x85 || (c | 1) == 0x2029) {
                            if (i + 1 == to) {
                                return true;
                            }
                            return c == '\r' && i + 2 == to && seq.charAt(i + 1) == '\n';
                        }
                        return false;
                    }
                    return true;
                case DOLLAR_ML:
                    if (i < to) {
                        char c = seq.charAt(i);
                        if (c == '\n') {
                            return !(i > 0 && seq.charAt(i - 1) == '\r');
                        }
                        return isTerm(c);
                    }
                    return true;
                case UNIX_DOLLAR:
                    return i == to || (i + 1 == to && seq.charAt(i) == '\n');
                case UNIX_DOLLAR_ML:
                    return i == to || seq.charAt(i) == '\n';
                case END_z:
                    return i == to;
                case BOUND:
                case NOT_BOUND: {
                    boolean left = i > from && isWord(seq, i - 1);
                    boolean right = i < to && isWord(seq, i);
                    return (left != right) == (kind == BOUND);
                }
                case LAST_MATCH:
                    return i == m.oldLast;
                default:
                    throw new InternalError("anchor " + kind);
            }
        }
    }
}
