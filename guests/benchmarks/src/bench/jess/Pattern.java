package bench.jess;

/**
 * One condition element of a rule: a template and, per slot, a constant, a variable
 * (bound on first occurrence, compared afterwards) or a wildcard.
 */
final class Pattern {
    static final int CONST = 0;
    static final int VAR = 1;
    static final int ANY = 2;

    final int type;
    final int[] kind;
    final int[] value;

    /**
     * Builds a pattern from a compact spec: for each slot, "?n" is variable n, "*" any,
     * and a decimal number a constant.
     */
    Pattern(int type, String spec) {
        this.type = type;
        String[] parts = split(spec);
        kind = new int[parts.length];
        value = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            if (p.equals("*")) {
                kind[i] = ANY;
            } else if (p.charAt(0) == '?') {
                kind[i] = VAR;
                value[i] = Integer.parseInt(p.substring(1));
            } else {
                kind[i] = CONST;
                value[i] = Integer.parseInt(p);
            }
        }
    }

    private static String[] split(String s) {
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        int i = 0;
        while (i < s.length()) {
            while (i < s.length() && s.charAt(i) == ' ') {
                i++;
            }
            int j = i;
            while (j < s.length() && s.charAt(j) != ' ') {
                j++;
            }
            if (j > i) {
                out.add(s.substring(i, j));
            }
            i = j;
        }
        return out.toArray(new String[out.size()]);
    }

    /**
     * Unifies a fact with this pattern under the bindings b (bound[v] says whether
     * variable v has a value); returns a new binding set, or null when it does not match.
     * The caller's arrays are not changed: partial matches are short-lived tokens.
     */
    Token match(Fact f, Token t) {
        if (f.type != type || f.slots.length != kind.length) {
            return null;
        }
        int[] vals = t.vals;
        boolean[] bound = t.bound;
        int[] nv = null;
        boolean[] nb = null;
        for (int i = 0; i < kind.length; i++) {
            int k = kind[i];
            int s = f.slots[i];
            if (k == CONST) {
                if (s != value[i]) {
                    return null;
                }
            } else if (k == VAR) {
                int v = value[i];
                boolean isBound = nb != null ? nb[v] : bound[v];
                if (isBound) {
                    int have = nv != null ? nv[v] : vals[v];
                    if (have != s) {
                        return null;
                    }
                } else {
                    if (nv == null) {
                        nv = vals.clone();
                        nb = bound.clone();
                    }
                    nv[v] = s;
                    nb[v] = true;
                }
            }
        }
        if (nv == null) {
            return new Token(vals, bound);
        }
        return new Token(nv, nb);
    }

    /** The value slot i must have under t, or Integer.MIN_VALUE when it is free. */
    int required(int i, Token t) {
        if (kind[i] == CONST) {
            return value[i];
        }
        if (kind[i] == VAR && t.bound[value[i]]) {
            return t.vals[value[i]];
        }
        return Integer.MIN_VALUE;
    }
}
