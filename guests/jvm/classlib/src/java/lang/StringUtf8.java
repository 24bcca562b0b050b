package java.lang;

/** The UTF-8 decoder and encoder of String (the VM's default charset). */
final class StringUtf8 {
    private StringUtf8() {
    }

    /** Decodes bytes[offset, offset + length) into v (malformed input becomes U+FFFD); the chars written. */
    static int decode(byte[] bytes, int offset, int length, char[] v) {
        int n = 0;
        int i = offset;
        int end = offset + length;
        while (i < end) {
            int b = bytes[i] & 0xff;
            if (b < 0x80) {
                v[n++] = (char) b;
                i++;
                continue;
            }
            int need;
            int cp;
            int min;
            if (b >= 0xc2 && b <= 0xdf) {
                need = 1;
                cp = b & 0x1f;
                min = 0x80;
            } else if (b >= 0xe0 && b <= 0xef) {
                need = 2;
                cp = b & 0x0f;
                min = 0x800;
            } else if (b >= 0xf0 && b <= 0xf4) {
                need = 3;
                cp = b & 0x07;
                min = 0x10000;
            } else {
                v[n++] = '\ufffd';
                i++;
                continue;
            }
            int j = i + 1;
            boolean ok = true;
            for (int k = 0; k < need; k++, j++) {
                if (j >= end || (bytes[j] & 0xc0) != 0x80) {
                    ok = false;
                    break;
                }
                cp = (cp << 6) | (bytes[j] & 0x3f);
            }
            if (!ok || cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
                v[n++] = '\ufffd';
                i = (j > i + 1) ? j : i + 1;
                continue;
            }
            i = j;
            if (cp >= 0x10000) {
                v[n++] = Character.highSurrogate(cp);
                v[n++] = Character.lowSurrogate(cp);
            } else {
                v[n++] = (char) cp;
            }
        }
        return n;
    }

    /** Encodes value[offset, offset + count) (a lone surrogate becomes '?'). */
    static byte[] encode(char[] value, int offset, int count) {
        int n = 0;
        for (int i = 0; i < count; i++) {
            char c = value[offset + i];
            if (c < 0x80) {
                n += 1;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < count && Character.isLowSurrogate(value[offset + i + 1])) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        byte[] b = new byte[n];
        int j = 0;
        for (int i = 0; i < count; i++) {
            int c = value[offset + i];
            if (c < 0x80) {
                b[j++] = (byte) c;
            } else if (c < 0x800) {
                b[j++] = (byte) (0xc0 | (c >> 6));
                b[j++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate((char) c) && i + 1 < count && Character.isLowSurrogate(value[offset + i + 1])) {
                int cp = Character.toCodePoint((char) c, value[offset + i + 1]);
                i++;
                b[j++] = (byte) (0xf0 | (cp >> 18));
                b[j++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                b[j++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                b[j++] = (byte) (0x80 | (cp & 0x3f));
            } else {
                if (c >= 0xd800 && c <= 0xdfff) {
                    c = '?';
                    b[j++] = (byte) c;
                    continue;
                }
                b[j++] = (byte) (0xe0 | (c >> 12));
                b[j++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                b[j++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        if (j != n) {
            byte[] t = new byte[j];
            System.arraycopy(b, 0, t, 0, j);
            b = t;
        }
        return b;
    }
}
