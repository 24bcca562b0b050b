package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tokens and lines from text (java.util.Scanner, US locale): delimiter-separated tokens
 * (whitespace by default, any regex with useDelimiter), numbers in the JDK's US forms
 * (grouping commas, NaN, Infinity), lines. A failed nextInt/nextDouble/... throws
 * InputMismatchException and leaves the token unread, as the JDK's. The source is read to its
 * end at the first operation that needs input (a program's output does not depend on when
 * its input is read); a stream or reader source is closed by close().
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final Pattern WHITESPACE = Pattern.compile("\\p{javaWhitespace}+");
    private static final Pattern LINE_SEPARATOR = Pattern.compile("\r\n|[\n\r\u2028\u2029\u0085]");
    private static final String NUMERAL = "(\\d+|[1-9]\\d?\\d?(,\\d\\d\\d)+)";
    private static final Pattern INTEGER = Pattern.compile("[-+]?" + NUMERAL);
    private static final Pattern FLOAT = Pattern.compile("[-+]?(" + NUMERAL + "|" + NUMERAL + "\\.\\d*|\\.\\d+)([eE][-+]?\\d+)?|[-+]?(NaN|Infinity|\u221E)");
    private static final Pattern BOOLEAN = Pattern.compile("(?i)true|false");

    private Reader reader;
    private Closeable closeable;
    private String buf;
    private int pos;
    private Pattern delim = WHITESPACE;
    private boolean closed;
    private MatchResult last;

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(reader(Objects.requireNonNull(source, "source"), charsetName));
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), charset));
    }

    private static Reader reader(InputStream in, String charsetName) {
        try {
            return new InputStreamReader(in, Objects.requireNonNull(charsetName, "charsetName"));
        } catch (java.io.UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    public Scanner(Readable source) {
        Objects.requireNonNull(source, "source");
        if (!(source instanceof Reader)) {
            throw new UnsupportedOperationException("Scanner(Readable): only a java.io.Reader is supported");
        }
        reader = (Reader) source;
        closeable = reader;
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new FileInputStream(source));
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(java.nio.file.Files.newInputStream(source));
    }

    public Scanner(String source) {
        buf = Objects.requireNonNull(source, "source");
    }

    /** The whole input, read at the first need. */
    private String input() {
        ensureOpen();
        if (buf == null) {
            StringBuilder sb = new StringBuilder();
            char[] cb = new char[4096];
            try {
                int n;
                while ((n = reader.read(cb, 0, cb.length)) > 0) {
                    sb.append(cb, 0, n);
                }
            } catch (IOException e) {
                // As the JDK: an IOException ends the input (ioException() returns it).
                lastException = e;
            }
            buf = sb.toString();
        }
        return buf;
    }

    private IOException lastException;

    public IOException ioException() {
        return lastException;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    public void close() {
        if (closed) {
            return;
        }
        if (closeable != null) {
            try {
                closeable.close();
            } catch (IOException e) {
                lastException = e;
            }
        } else if (reader != null) {
            try {
                reader.close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        closed = true;
    }

    public Pattern delimiter() {
        return delim;
    }

    public Scanner useDelimiter(Pattern pattern) {
        delim = Objects.requireNonNull(pattern);
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        delim = Pattern.compile(pattern);
        return this;
    }

    public Locale locale() {
        return Locale.US;
    }

    public Scanner useLocale(Locale locale) {
        return this;
    }

    public Scanner reset() {
        delim = WHITESPACE;
        return this;
    }

    /** Where the next token starts (after the delimiters at pos), or -1 at the end of input. */
    private int tokenStart() {
        String s = input();
        int p = pos;
        if (delim == WHITESPACE) {
            while (p < s.length() && Character.isWhitespace(s.charAt(p))) {
                p++;
            }
        } else {
            Matcher m = delim.matcher(s);
            m.region(p, s.length());
            if (m.lookingAt()) {
                p = m.end();
            }
        }
        return p < s.length() ? p : -1;
    }

    /** Where the token starting at start ends (the next delimiter or the end of input). */
    private int tokenEnd(int start) {
        String s = buf;
        if (delim == WHITESPACE) {
            int p = start;
            while (p < s.length() && !Character.isWhitespace(s.charAt(p))) {
                p++;
            }
            return p;
        }
        Matcher m = delim.matcher(s);
        int from = start;
        while (m.find(from)) {
            if (m.end() > m.start() || m.start() > start) {
                return m.start();
            }
            from = m.start() + 1;
            if (from > s.length()) {
                break;
            }
        }
        return s.length();
    }

    /** The next token, or null at the end; consumes it only when consume. */
    private String peek(boolean consume) {
        int start = tokenStart();
        if (start < 0) {
            return null;
        }
        int end = tokenEnd(start);
        if (consume) {
            pos = end;
        }
        return buf.substring(start, end);
    }

    private void consumeToken() {
        int start = tokenStart();
        pos = tokenEnd(start);
    }

    public boolean hasNext() {
        return peek(false) != null;
    }

    public String next() {
        String t = peek(true);
        if (t == null) {
            throw new NoSuchElementException();
        }
        return t;
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        String t = peek(false);
        return t != null && pattern.matcher(t).matches();
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public String next(Pattern pattern) {
        String t = peek(false);
        if (t == null) {
            throw new NoSuchElementException();
        }
        Matcher m = pattern.matcher(t);
        if (!m.matches()) {
            throw new InputMismatchException();
        }
        last = m.toMatchResult();
        consumeToken();
        return t;
    }

    public MatchResult match() {
        if (last == null) {
            throw new IllegalStateException("No match result available");
        }
        return last;
    }

    public boolean hasNextLine() {
        return pos < input().length();
    }

    public String nextLine() {
        String s = input();
        if (pos >= s.length()) {
            throw new NoSuchElementException("No line found");
        }
        Matcher m = LINE_SEPARATOR.matcher(s);
        String line;
        if (m.find(pos)) {
            line = s.substring(pos, m.start());
            pos = m.end();
        } else {
            line = s.substring(pos);
            pos = s.length();
        }
        return line;
    }

    /** The pattern's next match before the next line separator (delimiters ignored), or null. */
    public String findInLine(Pattern pattern) {
        String s = input();
        Matcher sep = LINE_SEPARATOR.matcher(s);
        int end = sep.find(pos) ? sep.start() : s.length();
        return findIn(pattern, end);
    }

    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    /** The pattern's next match within horizon chars (0: the rest of the input), or null. */
    public String findWithinHorizon(Pattern pattern, int horizon) {
        if (horizon < 0) {
            throw new IllegalArgumentException("horizon < 0");
        }
        String s = input();
        return findIn(pattern, horizon == 0 ? s.length() : (int) Math.min(s.length(), (long) pos + horizon));
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(Pattern.compile(pattern), horizon);
    }

    private String findIn(Pattern pattern, int end) {
        Matcher m = pattern.matcher(buf);
        m.region(pos, end);
        if (!m.find()) {
            return null;
        }
        last = m.toMatchResult();
        pos = m.end();
        return m.group();
    }

    /** Skips input matching the pattern at the current position (delimiters not skipped). */
    public Scanner skip(Pattern pattern) {
        String s = input();
        Matcher m = pattern.matcher(s);
        m.region(pos, s.length());
        if (!m.lookingAt()) {
            throw new NoSuchElementException();
        }
        last = m.toMatchResult();
        pos = m.end();
        return this;
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    /** The next token as a long in the radix, or null if it is not one (nothing consumed). */
    private Long radixValue(int radix, long min, long max) {
        String t = peek(false);
        if (t == null) {
            return null;
        }
        try {
            long v = Long.parseLong(t, radix);
            return v < min || v > max ? null : v;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private long nextRadix(int radix, long min, long max) {
        if (peek(false) == null) {
            throw new NoSuchElementException();
        }
        Long v = radixValue(radix, min, max);
        if (v == null) {
            // as the JDK: a token of digits that does not parse names the input; other tokens do not
            String t = peek(false);
            throw digitsOf(t, radix) ? new InputMismatchException("For input string: \"" + t + "\"" + (radix == 10 ? "" : " under radix " + radix)) : new InputMismatchException();
        }
        consumeToken();
        return v;
    }

    private static boolean digitsOf(String t, int radix) {
        int i = t.startsWith("-") || t.startsWith("+") ? 1 : 0;
        if (i == t.length()) {
            return false;
        }
        for (; i < t.length(); i++) {
            // the JDK's integer pattern takes any decimal digit besides the radix's own
            if (Character.digit(t.charAt(i), radix) < 0 && !Character.isDigit(t.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean hasNextInt(int radix) {
        return radixValue(radix, Integer.MIN_VALUE, Integer.MAX_VALUE) != null;
    }

    public int nextInt(int radix) {
        return (int) nextRadix(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public boolean hasNextLong(int radix) {
        return radixValue(radix, Long.MIN_VALUE, Long.MAX_VALUE) != null;
    }

    public long nextLong(int radix) {
        return nextRadix(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The next token if it matches p, else null (nothing consumed); NoSuchElementException at the end. */
    private String numeric(Pattern p) {
        String t = peek(false);
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!p.matcher(t).matches()) {
            throw new InputMismatchException();
        }
        return t;
    }

    private static String integerText(String t) {
        return t.indexOf(',') >= 0 ? t.replace(",", "") : t;
    }

    private boolean hasNumber(Pattern p) {
        String t = peek(false);
        return t != null && p.matcher(t).matches();
    }

    public boolean hasNextInt() {
        if (!hasNumber(INTEGER)) {
            return false;
        }
        try {
            Integer.parseInt(integerText(peek(false)));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public int nextInt() {
        String t = integerText(numeric(INTEGER));
        try {
            int v = Integer.parseInt(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextLong() {
        if (!hasNumber(INTEGER)) {
            return false;
        }
        try {
            Long.parseLong(integerText(peek(false)));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public long nextLong() {
        String t = integerText(numeric(INTEGER));
        try {
            long v = Long.parseLong(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextShort() {
        return hasNextInt() && (short) Integer.parseInt(integerText(peek(false))) == Integer.parseInt(integerText(peek(false)));
    }

    public short nextShort() {
        String t = integerText(numeric(INTEGER));
        try {
            short v = Short.parseShort(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextByte() {
        return hasNextInt() && (byte) Integer.parseInt(integerText(peek(false))) == Integer.parseInt(integerText(peek(false)));
    }

    public byte nextByte() {
        String t = integerText(numeric(INTEGER));
        try {
            byte v = Byte.parseByte(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    private static String floatText(String t) {
        t = integerText(t);
        int sign = t.startsWith("-") ? -1 : 1;
        String body = t.startsWith("-") || t.startsWith("+") ? t.substring(1) : t;
        if (body.equals("\u221E")) {
            return sign < 0 ? "-Infinity" : "Infinity";
        }
        return t;
    }

    public boolean hasNextDouble() {
        return hasNumber(FLOAT);
    }

    public double nextDouble() {
        String t = floatText(numeric(FLOAT));
        try {
            double v = Double.parseDouble(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextFloat() {
        return hasNumber(FLOAT);
    }

    public float nextFloat() {
        String t = floatText(numeric(FLOAT));
        try {
            float v = Float.parseFloat(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    public boolean hasNextBoolean() {
        return hasNumber(BOOLEAN);
    }

    public boolean nextBoolean() {
        boolean v = Boolean.parseBoolean(numeric(BOOLEAN));
        consumeToken();
        return v;
    }

    public java.math.BigInteger nextBigInteger() {
        String t = integerText(numeric(INTEGER));
        java.math.BigInteger v = new java.math.BigInteger(t.startsWith("+") ? t.substring(1) : t);
        consumeToken();
        return v;
    }

    public java.math.BigDecimal nextBigDecimal() {
        String t = integerText(numeric(FLOAT));
        try {
            java.math.BigDecimal v = new java.math.BigDecimal(t);
            consumeToken();
            return v;
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    /** The remaining tokens as a stream. */
    public java.util.stream.Stream<String> tokens() {
        ensureOpen();
        return java.util.stream.StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    public String toString() {
        return "java.util.Scanner[delimiters=" + delim + "][position=" + pos + "]";
    }
}
