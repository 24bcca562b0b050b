package java.lang;

/**
 * The char box and character classification. Classification and case mapping are exact
 * for Latin-1 (U+0000..U+00FF), Latin Extended-A, Greek and Cyrillic; other characters
 * are classified by block (CJK, kana, Hangul are letters) and have no case mapping.
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';
    public static final int SIZE = 16;
    public static final int BYTES = 2;
    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    private final char value;

    public Character(char value) {
        this.value = value;
    }

    private static final class CharacterCache {
        static final Character[] CACHE = new Character[128];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new Character((char) i);
            }
        }
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            return CharacterCache.CACHE[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Character) && value == ((Character) obj).charValue();
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public int compareTo(Character anotherCharacter) {
        return compare(this.value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static boolean isValidCodePoint(int codePoint) {
        return (codePoint >>> 16) < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch < (MAX_HIGH_SURROGATE + 1);
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch < (MAX_LOW_SURROGATE + 1);
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < (MAX_SURROGATE + 1);
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        } else if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        } else {
            throw new IllegalArgumentException("Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
        }
    }

    public static char[] toChars(int codePoint) {
        char[] r = new char[charCount(codePoint)];
        toChars(codePoint, r, 0);
        return r;
    }

    public static boolean isLowerCase(char ch) {
        int c = ch;
        if (c < 0x80) {
            return c >= 'a' && c <= 'z';
        }
        if (c == 0xaa || c == 0xba || c == 0xb5 || c == 0xdf) {
            return true;
        }
        return toUpperCase(ch) != ch;
    }

    public static boolean isUpperCase(char ch) {
        int c = ch;
        if (c < 0x80) {
            return c >= 'A' && c <= 'Z';
        }
        return toLowerCase(ch) != ch;
    }

    public static boolean isTitleCase(char ch) {
        return ch == '\u01c5' || ch == '\u01c8' || ch == '\u01cb' || ch == '\u01f2';
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int c) {
        if (c <= '9') {
            return c >= '0';
        }
        return digitBase(c) >= 0;
    }

    /** Zero of the decimal digit block containing c, or -1. */
    private static int digitBase(int c) {
        int[] zeros = {0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6,
            0x0d66, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x17e0, 0x1810, 0xff10};
        for (int i = 0; i < zeros.length; i++) {
            if (c >= zeros[i] && c <= zeros[i] + 9) {
                return zeros[i];
            }
        }
        return -1;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        }
        if (c < 0x100) {
            return c == 0xaa || c == 0xb5 || c == 0xba || (c >= 0xc0 && c != 0xd7 && c != 0xf7);
        }
        return (c <= 0x2af) || (c >= 0x370 && c <= 0x3ff && c != 0x375 && c != 0x37e && c != 0x384 && c != 0x385 && c != 0x387)
            || (c >= 0x400 && c <= 0x481) || (c >= 0x48a && c <= 0x52f) || (c >= 0x5d0 && c <= 0x5ea)
            || (c >= 0x620 && c <= 0x64a) || (c >= 0x3041 && c <= 0x3096) || (c >= 0x30a1 && c <= 0x30fa)
            || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3);
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetter(ch) || isDigit(ch);
    }

    public static boolean isLetterOrDigit(int c) {
        return isLetter(c) || isDigit(c);
    }

    public static boolean isAlphabetic(int c) {
        return isLetter(c);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isLetter(ch) || ch == '_' || ch == '$';
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isLetter(ch) || isDigit(ch) || ch == '_' || ch == '$' || (ch <= 8) || (ch >= 0xe && ch <= 0x1b) || (ch >= 0x7f && ch <= 0x9f);
    }

    public static boolean isSpaceChar(char ch) {
        return ch == ' ' || ch == 0xa0 || ch == 0x1680 || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x2028 || ch == 0x2029
            || ch == 0x202f || ch == 0x205f || ch == 0x3000;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int c) {
        if (c <= ' ') {
            return c == ' ' || (c >= 0x9 && c <= 0xd) || (c >= 0x1c && c <= 0x1f);
        }
        return c == 0x1680 || (c >= 0x2000 && c <= 0x2006) || (c >= 0x2008 && c <= 0x200a) || c == 0x2028 || c == 0x2029
            || c == 0x205f || c == 0x3000;
    }

    public static boolean isISOControl(char ch) {
        return ch <= 0x1f || (ch >= 0x7f && ch <= 0x9f);
    }

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int c) {
        if (c < 0x80) {
            return (c >= 'A' && c <= 'Z') ? c + 32 : c;
        }
        if (c < 0x100) {
            return (c >= 0xc0 && c <= 0xde && c != 0xd7) ? c + 32 : c;
        }
        if (c >= 0x100 && c <= 0x17f) {
            if (c == 0x130) {
                return 0x69;
            }
            if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17f) {
                return c;
            }
            boolean oddUpper = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e);
            if (oddUpper) {
                return (c & 1) == 1 ? c + 1 : c;
            }
            if (c == 0x178) {
                return 0xff;
            }
            return (c & 1) == 0 ? c + 1 : c;
        }
        if (c >= 0x391 && c <= 0x3ab && c != 0x3a2) {
            return c + 32;
        }
        if (c >= 0x410 && c <= 0x42f) {
            return c + 32;
        }
        if (c >= 0x400 && c <= 0x40f) {
            return c + 80;
        }
        return c;
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') ? c - 32 : c;
        }
        if (c < 0x100) {
            if (c == 0xb5) {
                return 0x39c;
            }
            if (c == 0xff) {
                return 0x178;
            }
            return (c >= 0xe0 && c <= 0xfe && c != 0xf7) ? c - 32 : c;
        }
        if (c >= 0x100 && c <= 0x17f) {
            if (c == 0x131) {
                return 0x49;
            }
            if (c == 0x17f) {
                return 0x53;
            }
            if (c == 0x130 || c == 0x138 || c == 0x149 || c == 0x178) {
                return c;
            }
            boolean oddUpper = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e);
            if (oddUpper) {
                return (c & 1) == 0 ? c - 1 : c;
            }
            return (c & 1) == 1 ? c - 1 : c;
        }
        if (c >= 0x3b1 && c <= 0x3cb && c != 0x3c2) {
            return c - 32;
        }
        if (c == 0x3c2) {
            return 0x3a3;
        }
        if (c >= 0x430 && c <= 0x44f) {
            return c - 32;
        }
        if (c >= 0x450 && c <= 0x45f) {
            return c - 80;
        }
        return c;
    }

    public static char toTitleCase(char ch) {
        return toUpperCase(ch);
    }

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int c, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int d;
        if (c >= '0' && c <= '9') {
            d = c - '0';
        } else if (c >= 'a' && c <= 'z') {
            d = c - 'a' + 10;
        } else if (c >= 'A' && c <= 'Z') {
            d = c - 'A' + 10;
        } else if (c >= 0xff21 && c <= 0xff3a) {
            d = c - 0xff21 + 10;
        } else if (c >= 0xff41 && c <= 0xff5a) {
            d = c - 0xff41 + 10;
        } else {
            int base = digitBase(c);
            if (base < 0) {
                return -1;
            }
            d = c - base;
        }
        return d < radix ? d : -1;
    }

    public static int getNumericValue(char ch) {
        int d = digit(ch, 36);
        return d;
    }

    public static char forDigit(int digit, int radix) {
        if ((digit >= radix) || (digit < 0)) {
            return '\0';
        }
        if ((radix < MIN_RADIX) || (radix > MAX_RADIX)) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // The int (code point) overloads, as `s.chars().filter(Character::isUpperCase)` calls
    // them; code points above the BMP have no case, are not spaces and not controls here.

    public static boolean isLowerCase(int c) {
        return c >= 0 && c <= 0xffff && isLowerCase((char) c);
    }

    public static boolean isUpperCase(int c) {
        return c >= 0 && c <= 0xffff && isUpperCase((char) c);
    }

    public static boolean isTitleCase(int c) {
        return c >= 0 && c <= 0xffff && isTitleCase((char) c);
    }

    public static boolean isSpaceChar(int c) {
        return c >= 0 && c <= 0xffff && isSpaceChar((char) c);
    }

    public static boolean isISOControl(int c) {
        return (c >= 0 && c <= 0x1f) || (c >= 0x7f && c <= 0x9f);
    }

    public static boolean isJavaIdentifierStart(int c) {
        return c >= 0 && c <= 0xffff ? isJavaIdentifierStart((char) c) : isLetter(c);
    }

    public static boolean isJavaIdentifierPart(int c) {
        return c >= 0 && c <= 0xffff ? isJavaIdentifierPart((char) c) : isLetter(c);
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int c) {
        return c >= 0 && c <= MAX_CODE_POINT && !(c >= 0xd800 && c <= 0xdfff) && c != 0xfffe && c != 0xffff;
    }

    public static boolean isSpace(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\f' || ch == '\r';
    }

    public static int getNumericValue(int c) {
        return digit(c, 36);
    }

    public static int toTitleCase(int c) {
        return c >= 0 && c <= 0xffff ? toTitleCase((char) c) : c;
    }

    public static String toString(int codePoint) {
        return new String(toChars(codePoint));
    }
}
