package jdk.internal.charset;

/**
 * The three charsets of this library, UTF-8, ISO-8859-1 and US-ASCII, by any of the JDK's
 * names and aliases (case-insensitive), and their encoders and decoders with the JDK's
 * replacement behaviour: unmappable characters encode as '?', bytes US-ASCII does not map
 * and malformed UTF-8 decode as U+FFFD. Shared by String, the readers and writers of
 * java.io and java.nio.charset.Charset.
 */
public final class Codec {
    public static final int UTF_8 = 0;
    public static final int ISO_8859_1 = 1;
    public static final int US_ASCII = 2;

    private static final String[][] NAMES = {
        {"UTF-8", "UTF8", "unicode-1-1-utf-8"},
        {"ISO-8859-1", "ISO8859_1", "iso-ir-100", "ISO_8859-1", "latin1", "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819",
            "ISO8859-1", "ISO_8859-1:1987", "ISO_8859_1", "8859_1"},
        {"US-ASCII", "ASCII", "iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991", "ANSI_X3.4-1968", "iso646-us", "us", "IBM367", "cp367",
            "csASCII", "default", "646", "ascii7"},
    };

    /** The names java.io's getEncoding() reports. */
    private static final String[] HISTORICAL = {"UTF8", "ISO8859_1", "ASCII"};

    private Codec() {
    }

    /** The charset's number, or -1 when the name is not one of ours. */
    public static int lookup(String name) {
        for (int k = 0; k < NAMES.length; k++) {
            for (String n : NAMES[k]) {
                if (n.equalsIgnoreCase(name)) {
                    return k;
                }
            }
        }
        return -1;
    }

    /** As lookup, but throws UnsupportedEncodingException naming an unknown charset. */
    public static int require(String name) throws java.io.UnsupportedEncodingException {
        if (name == null) {
            throw new NullPointerException("charsetName");
        }
        int k = lookup(name);
        if (k < 0) {
            throw new java.io.UnsupportedEncodingException(name);
        }
        return k;
    }

    public static String canonicalName(int kind) {
        return NAMES[kind][0];
    }

    public static String[] aliases(int kind) {
        String[] a = new String[NAMES[kind].length - 1];
        System.arraycopy(NAMES[kind], 1, a, 0, a.length);
        return a;
    }

    public static String historicalName(int kind) {
        return HISTORICAL[kind];
    }

    public static char[] decode(int kind, byte[] b, int off, int len) {
        if (kind == UTF_8) {
            return new String(b, off, len).toCharArray();
        }
        char[] v = new char[len];
        for (int i = 0; i < len; i++) {
            int c = b[off + i] & 0xff;
            v[i] = kind == US_ASCII && c >= 0x80 ? '\ufffd' : (char) c;
        }
        return v;
    }

    public static byte[] encode(int kind, String s) {
        if (kind == UTF_8) {
            return s.getBytes();
        }
        int lim = kind == US_ASCII ? 0x80 : 0x100;
        int n = s.length();
        byte[] out = new byte[n];
        int j = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++; // one '?' for the whole pair
                out[j++] = '?';
            } else {
                out[j++] = (byte) (c < lim ? c : '?');
            }
        }
        if (j == n) {
            return out;
        }
        byte[] t = new byte[j];
        System.arraycopy(out, 0, t, 0, j);
        return t;
    }
}
