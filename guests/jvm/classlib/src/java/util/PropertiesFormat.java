package java.util;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Reader;

/** The .properties syntax of Properties.load and store, as the JDK reads and writes it. */
final class PropertiesFormat {
    private PropertiesFormat() {
    }

    /** Reads logical lines (comments and blank lines skipped, continuations joined). */
    private static final class LineReader {
        private final Reader reader;
        private final char[] inBuf = new char[8192];
        private int inLimit;
        private int inOff;
        char[] lineBuf = new char[1024];

        LineReader(Reader reader) {
            this.reader = reader;
        }

        private int next() throws IOException {
            if (inOff >= inLimit) {
                inLimit = reader.read(inBuf, 0, inBuf.length);
                inOff = 0;
                if (inLimit <= 0) {
                    return -1;
                }
            }
            return inBuf[inOff++];
        }

        /** The length of the next logical line in lineBuf, or -1 at the end. */
        int readLine() throws IOException {
            int len = 0;
            boolean skipWhiteSpace = true;
            boolean appendedLineBegin = false;
            boolean precedingBackslash = false;
            boolean isCommentLine = false;
            boolean skipLF = false;
            while (true) {
                int ci = next();
                if (ci < 0) {
                    if (len == 0 || isCommentLine) {
                        return -1;
                    }
                    return precedingBackslash ? len - 1 : len;
                }
                char c = (char) ci;
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (skipWhiteSpace) {
                    if (c == ' ' || c == '\t' || c == '\f') {
                        continue;
                    }
                    if (!appendedLineBegin && (c == '\r' || c == '\n')) {
                        continue;
                    }
                    skipWhiteSpace = false;
                    appendedLineBegin = false;
                }
                if (len == 0 && !isCommentLine && (c == '#' || c == '!')) {
                    isCommentLine = true;
                    continue;
                }
                if (c != '\n' && c != '\r') {
                    if (!isCommentLine) {
                        if (len == lineBuf.length) {
                            lineBuf = Arrays.copyOf(lineBuf, len * 2);
                        }
                        lineBuf[len++] = c;
                        precedingBackslash = c == '\\' && !precedingBackslash;
                    }
                    continue;
                }
                // end of a physical line
                if (isCommentLine || len == 0) {
                    isCommentLine = false;
                    skipWhiteSpace = true;
                    len = 0;
                    skipLF = c == '\r';
                    continue;
                }
                if (precedingBackslash) {
                    len--;
                    skipWhiteSpace = true;
                    appendedLineBegin = true;
                    precedingBackslash = false;
                    skipLF = c == '\r';
                    continue;
                }
                if (c == '\r') {
                    // a following \n belongs to this line end
                    int n = next();
                    if (n >= 0 && n != '\n') {
                        inOff--;
                    }
                }
                return len;
            }
        }
    }

    static void load(Properties p, Reader reader) throws IOException {
        LineReader lr = new LineReader(reader);
        int limit;
        while ((limit = lr.readLine()) >= 0) {
            char[] buf = lr.lineBuf;
            int keyLen = 0;
            int valueStart = limit;
            boolean hasSep = false;
            boolean precedingBackslash = false;
            while (keyLen < limit) {
                char c = buf[keyLen];
                if ((c == '=' || c == ':') && !precedingBackslash) {
                    valueStart = keyLen + 1;
                    hasSep = true;
                    break;
                } else if ((c == ' ' || c == '\t' || c == '\f') && !precedingBackslash) {
                    valueStart = keyLen + 1;
                    break;
                }
                precedingBackslash = c == '\\' && !precedingBackslash;
                keyLen++;
            }
            while (valueStart < limit) {
                char c = buf[valueStart];
                if (c != ' ' && c != '\t' && c != '\f') {
                    if (!hasSep && (c == '=' || c == ':')) {
                        hasSep = true;
                    } else {
                        break;
                    }
                }
                valueStart++;
            }
            String key = unescape(buf, 0, keyLen);
            String value = unescape(buf, valueStart, limit - valueStart);
            p.put(key, value);
        }
    }

    private static String unescape(char[] in, int off, int len) {
        StringBuilder out = new StringBuilder(len);
        int end = off + len;
        while (off < end) {
            char c = in[off++];
            if (c == '\\') {
                c = in[off++];
                if (c == 'u') {
                    if (off > end - 4) {
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    }
                    int value = 0;
                    for (int i = 0; i < 4; i++) {
                        c = in[off++];
                        int d = Character.digit(c, 16);
                        if (d < 0) {
                            throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                        }
                        value = (value << 4) | d;
                    }
                    out.append((char) value);
                } else {
                    if (c == 't') {
                        c = '\t';
                    } else if (c == 'r') {
                        c = '\r';
                    } else if (c == 'n') {
                        c = '\n';
                    } else if (c == 'f') {
                        c = '\f';
                    }
                    out.append(c);
                }
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static void store(Properties p, BufferedWriter bw, String comments, boolean escUnicode) throws IOException {
        if (comments != null) {
            writeComments(bw, comments);
        }
        bw.write("#" + new Date().toString());
        bw.newLine();
        synchronized (p) {
            for (Map.Entry<Object, Object> e : p.entriesForStore()) {
                String key = (String) e.getKey();
                String val = (String) e.getValue();
                bw.write(escape(key, true, escUnicode) + "=" + escape(val, false, escUnicode));
                bw.newLine();
            }
        }
        bw.flush();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static String escape(String s, boolean escapeSpace, boolean escapeUnicode) {
        StringBuilder out = new StringBuilder(s.length() * 2);
        for (int x = 0; x < s.length(); x++) {
            char c = s.charAt(x);
            if ((c > 61) && (c < 127)) {
                if (c == '\\') {
                    out.append('\\').append('\\');
                } else {
                    out.append(c);
                }
                continue;
            }
            switch (c) {
                case ' ':
                    if (x == 0 || escapeSpace) {
                        out.append('\\');
                    }
                    out.append(' ');
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    out.append('\\').append(c);
                    break;
                default:
                    if (((c < 0x0020) || (c > 0x007e)) & escapeUnicode) {
                        out.append("\\u").append(HEX[(c >> 12) & 0xF]).append(HEX[(c >> 8) & 0xF])
                            .append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.toString();
    }

    private static void writeComments(BufferedWriter bw, String comments) throws IOException {
        bw.write("#");
        int len = comments.length();
        int current = 0;
        int last = 0;
        while (current < len) {
            char c = comments.charAt(current);
            if (c > '\u00ff' || c == '\n' || c == '\r') {
                if (last != current) {
                    bw.write(comments.substring(last, current));
                }
                if (c > '\u00ff') {
                    bw.write("\\u" + HEX[(c >> 12) & 0xf] + HEX[(c >> 8) & 0xf] + HEX[(c >> 4) & 0xf] + HEX[c & 0xf]);
                } else {
                    bw.newLine();
                    if (c == '\r' && current != len - 1 && comments.charAt(current + 1) == '\n') {
                        current++;
                    }
                    if (current == len - 1 || (comments.charAt(current + 1) != '#' && comments.charAt(current + 1) != '!')) {
                        bw.write("#");
                    }
                }
                last = current + 1;
            }
            current++;
        }
        if (last != current) {
            bw.write(comments.substring(last, current));
        }
        bw.newLine();
    }
}
