package java.lang;

/**
 * Immutable UTF-16 string in the classic layout: a shared char array, an offset and a
 * count. substring shares the array (as the JDKs of the SPECjvm98 era did).
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private final char[] value;
    private final int offset;
    private final int count;
    private int hash;

    public static final java.util.Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements java.util.Comparator<String>, java.io.Serializable {
        public int compare(String a, String b) {
            return a.compareToIgnoreCase(b);
        }
    }

    public String() {
        value = new char[0];
        offset = 0;
        count = 0;
    }

    public String(String original) {
        value = original.value;
        offset = original.offset;
        count = original.count;
        hash = original.hash;
    }

    public String(char[] value) {
        this(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkRange(offset, count, value.length);
        char[] v = new char[count];
        System.arraycopy(value, offset, v, 0, count);
        this.value = v;
        this.offset = 0;
        this.count = count;
    }

    public String(int[] codePoints, int offset, int count) {
        checkRange(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            n += Character.charCount(codePoints[i]);
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            j += Character.toChars(codePoints[i], v, j);
        }
        this.value = v;
        this.offset = 0;
        this.count = n;
    }

    /** Decodes UTF-8 (malformed input becomes U+FFFD). */
    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkRange(offset, length, bytes.length);
        char[] v = new char[length];
        int n = StringUtf8.decode(bytes, offset, length, v);
        this.value = v;
        this.offset = 0;
        this.count = n;
    }

    public String(byte[] bytes, String charsetName) throws java.io.UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName) throws java.io.UnsupportedEncodingException {
        this(latin1IfAsked(bytes, offset, length, charsetName), 0, 0, (Object) null);
    }

    /** Helper for the charset constructors: returns decoded chars. */
    private static char[] latin1IfAsked(byte[] bytes, int offset, int length, String cs) throws java.io.UnsupportedEncodingException {
        int kind = jdk.internal.charset.Codec.require(cs);
        checkRange(offset, length, bytes.length);
        return jdk.internal.charset.Codec.decode(kind, bytes, offset, length);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        this(decodeChecked(bytes, offset, length, charset.codecKind()), 0, 0, (Object) null);
    }

    private static char[] decodeChecked(byte[] bytes, int offset, int length, int kind) {
        checkRange(offset, length, bytes.length);
        return jdk.internal.charset.Codec.decode(kind, bytes, offset, length);
    }

    private String(char[] decoded, int unused1, int unused2, Object marker) {
        this.value = decoded;
        this.offset = 0;
        this.count = decoded.length;
    }

    public String(StringBuffer buffer) {
        this(buffer.toString());
    }

    public String(StringBuilder builder) {
        this(builder.toString());
    }

    /** Shares value (no copy): for the library only. */
    String(int offset, int count, char[] value) {
        this.value = value;
        this.offset = offset;
        this.count = count;
    }

    private static void checkRange(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    public int length() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[offset + index];
    }

    public int codePointAt(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + count);
        }
        char c = charAt(index);
        if (Character.isHighSurrogate(c) && index + 1 < count) {
            char d = value[offset + index + 1];
            if (Character.isLowSurrogate(d)) {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        /* the checks of before, in the same order (StringBuilder.append runs them), with the JDK's message */
        if (srcBegin < 0) {
            throw beginEnd(srcBegin, srcEnd, count);
        }
        if (srcEnd > count) {
            throw beginEnd(srcBegin, srcEnd, count);
        }
        if (srcBegin > srcEnd) {
            throw beginEnd(srcBegin, srcEnd, count);
        }
        System.arraycopy(value, offset + srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    private static StringIndexOutOfBoundsException beginEnd(int begin, int end, int length) {
        return new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
    }

    /** UTF-8 encoding (the platform default of this VM). */
    public byte[] getBytes() {
        return StringUtf8.encode(value, offset, count);
    }

    public byte[] getBytes(String charsetName) throws java.io.UnsupportedEncodingException {
        return jdk.internal.charset.Codec.encode(jdk.internal.charset.Codec.require(charsetName), this);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        return jdk.internal.charset.Codec.encode(charset.codecKind(), this);
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            String s = (String) anObject;
            int n = count;
            if (n == s.count) {
                char[] v1 = value;
                char[] v2 = s.value;
                int i = offset;
                int j = s.offset;
                while (n-- != 0) {
                    if (v1[i++] != v2[j++]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs.length() != count) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (value[offset + i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean equalsIgnoreCase(String s) {
        return (this == s) || (s != null && s.count == count && regionMatches(true, 0, s, 0, count));
    }

    public int compareTo(String s) {
        int lim = Math.min(count, s.count);
        char[] v1 = value;
        char[] v2 = s.value;
        int i = offset;
        int j = s.offset;
        for (int k = 0; k < lim; k++) {
            char c1 = v1[i + k];
            char c2 = v2[j + k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return count - s.count;
    }

    public int compareToIgnoreCase(String s) {
        int n1 = count;
        int n2 = s.count;
        int min = Math.min(n1, n2);
        for (int i = 0; i < min; i++) {
            char c1 = value[offset + i];
            char c2 = s.value[s.offset + i];
            if (c1 != c2) {
                c1 = Character.toUpperCase(c1);
                c2 = Character.toUpperCase(c2);
                if (c1 != c2) {
                    c1 = Character.toLowerCase(c1);
                    c2 = Character.toLowerCase(c2);
                    if (c1 != c2) {
                        return c1 - c2;
                    }
                }
            }
        }
        return n1 - n2;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (ooffset < 0 || toffset < 0 || toffset > (long) count - len || ooffset > (long) other.count - len) {
            return false;
        }
        for (int k = 0; k < len; k++) {
            char c1 = value[offset + toffset + k];
            char c2 = other.value[other.offset + ooffset + k];
            if (c1 == c2) {
                continue;
            }
            if (ignoreCase) {
                char u1 = Character.toUpperCase(c1);
                char u2 = Character.toUpperCase(c2);
                if (u1 == u2 || Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                    continue;
                }
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        return regionMatches(false, toffset, prefix, 0, prefix.count);
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, count - suffix.count);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0 && count > 0) {
            char[] v = value;
            int off = offset;
            for (int i = 0; i < count; i++) {
                h = 31 * h + v[off++];
            }
            hash = h;
        }
        return h;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (ch >= 0x10000) {
            if (ch > 0x10ffff) {
                return -1;
            }
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < count - 1; i++) {
                if (value[offset + i] == hi && value[offset + i + 1] == lo) {
                    return i;
                }
            }
            return -1;
        }
        for (int i = fromIndex; i < count; i++) {
            if (value[offset + i] == ch) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, count - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        int i = fromIndex >= count ? count - 1 : fromIndex;
        for (; i >= 0; i--) {
            if (value[offset + i] == ch) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, offset, count, str.value, str.offset, str.count, fromIndex);
    }

    static int indexOf(char[] source, int sourceOffset, int sourceCount, char[] target, int targetOffset, int targetCount, int fromIndex) {
        if (fromIndex >= sourceCount) {
            return (targetCount == 0 ? sourceCount : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (targetCount == 0) {
            return fromIndex;
        }
        char first = target[targetOffset];
        int max = sourceCount - targetCount;
        for (int i = fromIndex; i <= max; i++) {
            if (source[sourceOffset + i] != first) {
                continue;
            }
            int k = 1;
            while (k < targetCount && source[sourceOffset + i + k] == target[targetOffset + k]) {
                k++;
            }
            if (k == targetCount) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, offset, count, str.value, str.offset, str.count, fromIndex);
    }

    static int lastIndexOf(char[] source, int sourceOffset, int sourceCount, char[] target, int targetOffset, int targetCount, int fromIndex) {
        int rightIndex = sourceCount - targetCount;
        if (fromIndex < 0) {
            return -1;
        }
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (targetCount == 0) {
            return fromIndex;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int k = 0;
            while (k < targetCount && source[sourceOffset + i + k] == target[targetOffset + k]) {
                k++;
            }
            if (k == targetCount) {
                return i;
            }
        }
        return -1;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, count);
    }

    public String substring(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new StringIndexOutOfBoundsException("begin " + beginIndex + ", end " + endIndex + ", length " + count);
        }
        if (beginIndex == 0 && endIndex == count) {
            return this;
        }
        return new String(offset + beginIndex, endIndex - beginIndex, value);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.count == 0) {
            return this;
        }
        char[] v = new char[count + str.count];
        getChars(0, count, v, 0);
        str.getChars(0, str.count, v, count);
        return new String(0, v.length, v);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        int i = indexOf(oldChar);
        if (i < 0) {
            return this;
        }
        char[] v = toCharArray();
        for (; i < v.length; i++) {
            if (v[i] == oldChar) {
                v[i] = newChar;
            }
        }
        return new String(0, v.length, v);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String t = target.toString();
        String r = replacement.toString();
        int i = indexOf(t);
        if (i < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder();
        int from = 0;
        if (t.count == 0) {
            for (int k = 0; k < count; k++) {
                sb.append(r).append(value[offset + k]);
            }
            return sb.append(r).toString();
        }
        while (i >= 0) {
            sb.append(this, from, i).append(r);
            from = i + t.count;
            i = indexOf(t, from);
        }
        return sb.append(this, from, count).toString();
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    public boolean matches(String regex) {
        return java.util.regex.Pattern.matches(regex, this);
    }

    public String replaceAll(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    /** A one-character literal separator is split directly (as the JDK's fast path; same result). */
    public String[] split(String regex, int limit) {
        char ch = 0;
        if (((regex.length() == 1 && ".$|()[{^?*+\\".indexOf(ch = regex.charAt(0)) == -1)
            || (regex.length() == 2 && regex.charAt(0) == '\\' && !Character.isLetterOrDigit(ch = regex.charAt(1)) && ch < 0x80))
            && !Character.isSurrogate(ch)) {
            return StringOps.splitAt(this, ch, limit);
        }
        return java.util.regex.Pattern.compile(regex).split(this, limit);
    }

    public String repeat(int count) {
        return StringOps.repeat(this, count);
    }

    public String strip() {
        return StringOps.strip(this, true, true);
    }

    public String stripLeading() {
        return StringOps.strip(this, true, false);
    }

    public String stripTrailing() {
        return StringOps.strip(this, false, true);
    }

    public java.util.stream.Stream<String> lines() {
        return StringOps.lines(this);
    }

    public String indent(int n) {
        return StringOps.indent(this, n);
    }

    public String stripIndent() {
        return StringOps.stripIndent(this);
    }

    public String translateEscapes() {
        return StringOps.translateEscapes(this);
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    public int codePointBefore(int index) {
        if (index < 1 || index > count) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + count);
        }
        return StringOps.codePointBefore(this, index);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > count) {
            throw new IndexOutOfBoundsException();
        }
        return StringOps.codePointCount(this, beginIndex, endIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        return StringOps.offsetByCodePoints(this, index, codePointOffset);
    }

    public boolean isBlank() {
        return StringOps.firstNonWhitespace(this) == count;
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (CharSequence e : elements) {
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(e);
        }
        return sb.toString();
    }

    public String toLowerCase() {
        for (int i = 0; i < count; i++) {
            char c = value[offset + i];
            if (Character.toLowerCase(c) != c) {
                char[] v = toCharArray();
                for (int j = i; j < v.length; j++) {
                    char d = v[j];
                    if (d == '\u0130' || d == '\u03a3') {
                        return StringOps.lowerSpecial(this);
                    }
                    v[j] = Character.toLowerCase(d);
                }
                return new String(0, v.length, v);
            }
        }
        return this;
    }

    public String toLowerCase(java.util.Locale locale) {
        return toLowerCase();
    }

    public String toUpperCase() {
        for (int i = 0; i < count; i++) {
            char c = value[offset + i];
            if (Character.toUpperCase(c) != c || (c >= '\u00df' && StringOps.upperSpecial(c) != null)) {
                StringBuilder sb = new StringBuilder(count);
                sb.append(this, 0, i);
                for (int j = i; j < count; j++) {
                    char d = value[offset + j];
                    String special = d < '\u00df' ? null : StringOps.upperSpecial(d);
                    if (special != null) {
                        sb.append(special);
                    } else {
                        sb.append(Character.toUpperCase(d));
                    }
                }
                return sb.toString();
            }
        }
        return this;
    }

    public String toUpperCase(java.util.Locale locale) {
        return toUpperCase();
    }

    public String trim() {
        int st = 0;
        int len = count;
        while (st < len && value[offset + st] <= ' ') {
            st++;
        }
        while (st < len && value[offset + len - 1] <= ' ') {
            len--;
        }
        return (st > 0 || len < count) ? substring(st, len) : this;
    }

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        char[] r = new char[count];
        System.arraycopy(value, offset, r, 0, count);
        return r;
    }

    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String format(java.util.Locale l, String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        char[] v = {c};
        return new String(0, 1, v);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    /** The canonical instance from the VM's string table (string constants are in it). */
    public native String intern();
}
