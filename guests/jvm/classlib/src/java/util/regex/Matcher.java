package java.util.regex;

import java.util.ArrayList;

/**
 * Matches a {@link Pattern} against a character sequence: matches/lookingAt/find with the
 * JDK's rules for successive finds (after an empty match the next search starts one
 * further), regions with anchoring, opaque bounds, groups by number and name, and
 * replacement with {@code $n}, {@code ${name}} and backslash escapes.
 */
public final class Matcher implements MatchResult {
    private Pattern pattern;
    private CharSequence text;
    int[] groups;
    int[] locals;
    /** Region [from, to). */
    int from;
    int to;
    /** The bounds of the last match (first = -1: none yet). */
    int first = -1;
    int last = 0;
    /** End of the previous match for \G. */
    int oldLast = -1;
    /** Position of the last append for appendReplacement. */
    private int lastAppendPosition = 0;
    /** matches(): the match must end at {@code to}. */
    boolean acceptEnd;
    /** Where the most recent sub-match (atomic group, lookaround body) ended. */
    int tmpEnd;
    private boolean matched;

    Matcher(Pattern p, CharSequence text) {
        this.pattern = p;
        this.text = text;
        groups = new int[(p.groupCount + 1) * 2];
        locals = new int[Math.max(p.localCount, 1)];
        reset();
    }

    public Pattern pattern() {
        return pattern;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        lastAppendPosition = 0;
        matched = false;
        from = 0;
        to = text.length();
        for (int k = 0; k < groups.length; k++) {
            groups[k] = -1;
        }
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    public Matcher usePattern(Pattern p) {
        if (p == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        pattern = p;
        groups = new int[(p.groupCount + 1) * 2];
        locals = new int[Math.max(p.localCount, 1)];
        for (int k = 0; k < groups.length; k++) {
            groups[k] = -1;
        }
        matched = false;
        return this;
    }

    public Matcher region(int start, int end) {
        if (start < 0 || start > text.length() || end < start || end > text.length()) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + text.length());
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    private void clearGroups() {
        for (int k = 0; k < groups.length; k++) {
            groups[k] = -1;
        }
        for (int k = 0; k < locals.length; k++) {
            locals[k] = -1;
        }
    }

    /** Tries to match at every index from s on. */
    private boolean search(int s) {
        clearGroups();
        acceptEnd = false;
        oldLast = oldLast < 0 ? s : oldLast;
        for (int i = s; i <= to; i++) {
            first = i;
            if (pattern.root.match(this, i, text)) {
                matched = true;
                oldLast = last;
                return true;
            }
        }
        first = -1;
        matched = false;
        return false;
    }

    private boolean matchAt(int s, boolean whole) {
        clearGroups();
        acceptEnd = whole;
        oldLast = oldLast < 0 ? s : oldLast;
        first = s;
        boolean r = pattern.root.match(this, s, text);
        acceptEnd = false;
        matched = r;
        if (r) {
            oldLast = last;
        } else {
            first = -1;
        }
        return r;
    }

    public boolean matches() {
        return matchAt(from, true);
    }

    public boolean lookingAt() {
        return matchAt(from, false);
    }

    public boolean find() {
        int next = last;
        if (next == first) {
            next++;
        }
        if (next < from) {
            next = from;
        }
        if (next > to) {
            clearGroups();
            matched = false;
            return false;
        }
        return search(next);
    }

    public boolean find(int start) {
        if (start < 0 || start > text.length()) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    private void check() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
    }

    private int groupIndex(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        Integer g = pattern.namedGroup(name);
        if (g == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g.intValue();
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
    }

    public int start() {
        check();
        return groups[0];
    }

    public int start(int group) {
        check();
        checkGroup(group);
        return groups[2 * group];
    }

    public int start(String name) {
        return start(groupIndex(name));
    }

    public int end() {
        check();
        return groups[1];
    }

    public int end(int group) {
        check();
        checkGroup(group);
        return groups[2 * group + 1];
    }

    public int end(String name) {
        return end(groupIndex(name));
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        checkGroup(group);
        if (groups[2 * group] < 0) {
            return null;
        }
        return text.subSequence(groups[2 * group], groups[2 * group + 1]).toString();
    }

    public String group(String name) {
        return group(groupIndex(name));
    }

    public int groupCount() {
        return pattern.groupCount;
    }

    public boolean hitEnd() {
        throw new UnsupportedOperationException("Matcher.hitEnd is not implemented");
    }

    public MatchResult toMatchResult() {
        final int[] g = groups.clone();
        final String s = text.toString();
        final int n = groupCount();
        final boolean ok = matched;
        return new MatchResult() {
            private void ck(int group) {
                if (!ok) {
                    throw new IllegalStateException("No match found");
                }
                if (group < 0 || group > n) {
                    throw new IndexOutOfBoundsException("No group " + group);
                }
            }

            public int start() {
                return start(0);
            }

            public int start(int group) {
                ck(group);
                return g[2 * group];
            }

            public int end() {
                return end(0);
            }

            public int end(int group) {
                ck(group);
                return g[2 * group + 1];
            }

            public String group() {
                return group(0);
            }

            public String group(int group) {
                ck(group);
                return g[2 * group] < 0 ? null : s.substring(g[2 * group], g[2 * group + 1]);
            }

            public int groupCount() {
                return n;
            }
        };
    }

    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') < 0 && s.indexOf('$') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** Expands $n, ${name} and \x in a replacement string for the current match. */
    private void appendExpanded(StringBuilder out, String rep) {
        int k = 0;
        while (k < rep.length()) {
            char c = rep.charAt(k);
            if (c == '\\') {
                k++;
                if (k == rep.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                out.append(rep.charAt(k++));
            } else if (c == '$') {
                k++;
                if (k == rep.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                int g;
                if (rep.charAt(k) == '{') {
                    k++;
                    int s = k;
                    while (k < rep.length() && isNameChar(rep.charAt(k))) {
                        k++;
                    }
                    if (k == s) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (k == rep.length() || rep.charAt(k) != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String name = rep.substring(s, k++);
                    if (name.charAt(0) >= '0' && name.charAt(0) <= '9') {
                        throw new IllegalArgumentException("capturing group name {" + name + "} starts with digit character");
                    }
                    Integer gi = pattern.namedGroup(name);
                    if (gi == null) {
                        throw new IllegalArgumentException("No group with name {" + name + "}");
                    }
                    g = gi.intValue();
                } else {
                    g = rep.charAt(k) - '0';
                    if (g < 0 || g > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    k++;
                    while (k < rep.length()) {
                        int d = rep.charAt(k) - '0';
                        if (d < 0 || d > 9) {
                            break;
                        }
                        int g2 = g * 10 + d;
                        if (groupCount() < g2) {
                            break;
                        }
                        g = g2;
                        k++;
                    }
                }
                if (g > groupCount()) {
                    throw new IndexOutOfBoundsException("No group " + g);
                }
                String v = group(g);
                if (v != null) {
                    out.append(v);
                }
            } else {
                out.append(c);
                k++;
            }
        }
    }

    private static boolean isNameChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        StringBuilder b = new StringBuilder();
        appendReplacement(b, replacement);
        sb.append(b);
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        check();
        StringBuilder r = new StringBuilder();
        appendExpanded(r, replacement);
        sb.append(text, lastAppendPosition, start());
        sb.append(r);
        lastAppendPosition = end();
        return this;
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, text.length());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, text.length());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean r = find();
        if (!r) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        do {
            appendReplacement(sb, replacement);
            r = find();
        } while (r);
        appendTail(sb);
        return sb.toString();
    }

    /** The replacer's string for each match, expanded as appendReplacement does ($n, \\). */
    public String replaceAll(java.util.function.Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        boolean r = find();
        if (!r) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        do {
            appendReplacement(sb, replacer.apply(this));
            r = find();
        } while (r);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(java.util.function.Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacer.apply(this));
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String toString() {
        return "java.util.regex.Matcher[pattern=" + pattern + " region=" + from + "," + to + " lastmatch="
            + (matched && first >= 0 ? text.subSequence(first, last).toString() : "") + "]";
    }

    /** Pattern.split: the JDK's rules (see there). */
    static String[] split(Pattern p, CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> list = new ArrayList<String>();
        Matcher m = p.matcher(input);
        while (m.find()) {
            if (!matchLimited || list.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    continue;
                }
                list.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (list.size() == limit - 1) {
                list.add(input.subSequence(index, input.length()).toString());
                index = m.end();
                break;
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || list.size() < limit) {
            list.add(input.subSequence(index, input.length()).toString());
        }
        int size = list.size();
        if (limit == 0) {
            while (size > 0 && list.get(size - 1).isEmpty()) {
                size--;
            }
        }
        String[] r = new String[size];
        for (int i = 0; i < size; i++) {
            r[i] = list.get(i);
        }
        return r;
    }

    /** The remaining matches, as find() would report them, each as a MatchResult. */
    public java.util.stream.Stream<MatchResult> results() {
        java.util.ArrayList<MatchResult> all = new java.util.ArrayList<MatchResult>();
        while (find()) {
            all.add(toMatchResult());
        }
        return all.stream();
    }
}
