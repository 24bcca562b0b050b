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
        return lineList(s).stream();
    }

    static java.util.ArrayList<String> lineList(String s) {
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
        return out;
    }

    /** String.indent(n) as the JDK's: each line shifted, every line ended by \n. */
    static String indent(String s, int n) {
        if (s.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (String line : lineList(s)) {
            if (n > 0) {
                sb.append(repeat(" ", n)).append(line);
            } else if (n == Integer.MIN_VALUE) {
                sb.append(strip(line, true, false));
            } else if (n < 0) {
                sb.append(line, Math.min(-n, firstNonWhitespace(line)), line.length());
            } else {
                sb.append(line);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** String.stripIndent() as the JDK's (the text-block algorithm). */
    static String stripIndent(String s) {
        int length = s.length();
        if (length == 0) {
            return "";
        }
        char lastChar = s.charAt(length - 1);
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        java.util.ArrayList<String> lines = lineList(s);
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            for (String line : lines) {
                int leading = firstNonWhitespace(line);
                if (leading != line.length()) {
                    outdent = Math.min(outdent, leading);
                }
            }
            String lastLine = lines.get(lines.size() - 1);
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            int first = firstNonWhitespace(line);
            int last = lastNonWhitespace(line);
            if (k > 0) {
                sb.append('\n');
            }
            if (first <= last) {
                sb.append(line, Math.min(outdent, first), last);
            }
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** String.translateEscapes() as the JDK's. */
    static String translateEscapes(String s) {
        char[] chars = s.toCharArray();
        int length = chars.length;
        int from = 0;
        int to = 0;
        while (from < length) {
            char ch = chars[from++];
            if (ch == '\\') {
                ch = from < length ? chars[from++] : '\0';
                switch (ch) {
                    case 'b':
                        ch = '\b';
                        break;
                    case 'f':
                        ch = '\f';
                        break;
                    case 'n':
                        ch = '\n';
                        break;
                    case 'r':
                        ch = '\r';
                        break;
                    case 's':
                        ch = ' ';
                        break;
                    case 't':
                        ch = '\t';
                        break;
                    case '\'':
                    case '\"':
                    case '\\':
                        break;
                    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                        int limit = Integer.min(from + (ch <= '3' ? 2 : 1), length);
                        int code = ch - '0';
                        while (from < limit) {
                            ch = chars[from];
                            if (ch < '0' || '7' < ch) {
                                break;
                            }
                            from++;
                            code = (code << 3) | (ch - '0');
                        }
                        ch = (char) code;
                        break;
                    }
                    case '\n':
                        continue;
                    case '\r':
                        if (from < length && chars[from] == '\n') {
                            from++;
                        }
                        continue;
                    default:
                        throw new IllegalArgumentException(String.format("Invalid escape sequence: \\%c \\\\u%04X", ch, (int) ch));
                }
            }
            chars[to++] = ch;
        }
        return new String(chars, 0, to);
    }

    static int codePointBefore(String s, int index) {
        char lo = s.charAt(index - 1);
        if (Character.isLowSurrogate(lo) && index > 1 && Character.isHighSurrogate(s.charAt(index - 2))) {
            return Character.toCodePoint(s.charAt(index - 2), lo);
        }
        return lo;
    }

    static int codePointCount(String s, int begin, int end) {
        int n = end - begin;
        for (int i = begin; i < end - 1; i++) {
            if (Character.isHighSurrogate(s.charAt(i)) && Character.isLowSurrogate(s.charAt(i + 1))) {
                n--;
                i++;
            }
        }
        return n;
    }

    static int offsetByCodePoints(String s, int index, int codePointOffset) {
        int length = s.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (Character.isHighSurrogate(s.charAt(x++)) && x < length && Character.isLowSurrogate(s.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (Character.isLowSurrogate(s.charAt(--x)) && x > 0 && Character.isHighSurrogate(s.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    /**
     * The JDK's unconditional upper-case special casings (SpecialCasing.txt) for the chars
     * this library maps: ß, ŉ, ǰ, ΐ, ΰ, և, ẖ-ẚ and the Latin ligatures; null for any other.
     */
    static String upperSpecial(char c) {
        switch (c) {
            case '\u00df': return "SS";
            case '\u0149': return "\u02bcN";
            case '\u01f0': return "J\u030c";
            case '\u0390': return "\u0399\u0308\u0301";
            case '\u03b0': return "\u03a5\u0308\u0301";
            case '\u0587': return "\u0535\u0552";
            case '\u1e96': return "H\u0331";
            case '\u1e97': return "T\u0308";
            case '\u1e98': return "W\u030a";
            case '\u1e99': return "Y\u030a";
            case '\u1e9a': return "A\u02be";
            case '\ufb00': return "FF";
            case '\ufb01': return "FI";
            case '\ufb02': return "FL";
            case '\ufb03': return "FFI";
            case '\ufb04': return "FFL";
            case '\ufb05': return "ST";
            case '\ufb06': return "ST";
            default: return null;
        }
    }

    /**
     * toLowerCase with the JDK's two special casings: İ (U+0130) becomes i and a combining
     * dot (U+0307), and Σ becomes final ς after a letter when no letter follows (the JDK
     * asks a word BreakIterator; letters approximate its word here).
     */
    static String lowerSpecial(String s) {
        int n = s.length();
        StringBuilder sb = new StringBuilder(n + 1);
        for (int j = 0; j < n; j++) {
            char d = s.charAt(j);
            if (d == '\u0130') {
                sb.append('i').append('\u0307');
            } else if (d == '\u03a3') {
                boolean after = j > 0 && Character.isLetter(s.charAt(j - 1));
                boolean before = j + 1 < n && Character.isLetter(s.charAt(j + 1));
                sb.append(after && !before ? '\u03c2' : '\u03c3');
            } else {
                sb.append(Character.toLowerCase(d));
            }
        }
        return sb.toString();
    }
}
