package java.lang;

/** String methods kept out of String.java (its size): split on one character, repeat, strip. */
final class StringOps {
    private StringOps() {
    }

    static String[] splitAt(String s, char ch, int limit) {
        int off = 0;
        int next;
        boolean limited = limit > 0;
        java.util.ArrayList<String> list = new java.util.ArrayList<String>();
        while ((next = s.indexOf(ch, off)) != -1) {
            if (!limited || list.size() < limit - 1) {
                list.add(s.substring(off, next));
                off = next + 1;
            } else {
                list.add(s.substring(off, s.length()));
                off = s.length();
                break;
            }
        }
        if (off == 0) {
            return new String[] {s};
        }
        if (!limited || list.size() < limit) {
            list.add(s.substring(off, s.length()));
        }
        int size = list.size();
        if (limit == 0) {
            while (size > 0 && list.get(size - 1).isEmpty()) {
                size--;
            }
        }
        String[] result = new String[size];
        for (int i = 0; i < size; i++) {
            result[i] = list.get(i);
        }
        return result;
    }

    static String repeat(String s, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return s;
        }
        int len = s.length();
        if (len == 0 || count == 0) {
            return "";
        }
        if ((long) len * count > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        StringBuilder sb = new StringBuilder(len * count);
        for (int i = 0; i < count; i++) {
            sb.append(s);
        }
        return sb.toString();
    }

    /** (No supplementary code point is whitespace, so chars suffice.) Index of the first char that is not Character.isWhitespace, or s.length(). */
    static int firstNonWhitespace(String s) {
        int i = 0;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** One past the last char that is not Character.isWhitespace, or 0. */
    static int lastNonWhitespace(String s) {
        int i = s.length();
        while (i > 0 && Character.isWhitespace(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    static String strip(String s, boolean leading, boolean trailing) {
        int from = leading ? firstNonWhitespace(s) : 0;
        int to = trailing ? lastNonWhitespace(s) : s.length();
        if (to < from) {
            return "";
        }
        return from == 0 && to == s.length() ? s : s.substring(from, to);
    }

    /** String.lines(): split at \n, \r and \r\n; no empty last line after a final terminator. */
    static java.util.stream.Stream<String> lines(String s) {
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        int n = s.length();
        int start = 0;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(s.substring(start, i));
                i++;
                if (c == '\r' && i < n && s.charAt(i) == '\n') {
                    i++;
                }
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            out.add(s.substring(start, n));
        }
        return out.stream();
    }
}
