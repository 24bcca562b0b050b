package java.util.regex;

/**
 * A set of characters (one UTF-16 unit each; supplementary characters are matched as two
 * units): literals, ranges, the predefined and POSIX classes, and their unions,
 * intersections and complements, as the JDK's Pattern.CharPredicate.
 */
abstract class CharPredicate {
    abstract boolean is(int ch);

    CharPredicate union(final CharPredicate o) {
        final CharPredicate self = this;
        return new CharPredicate() {
            boolean is(int ch) {
                return self.is(ch) || o.is(ch);
            }
        };
    }

    CharPredicate and(final CharPredicate o) {
        final CharPredicate self = this;
        return new CharPredicate() {
            boolean is(int ch) {
                return self.is(ch) && o.is(ch);
            }
        };
    }

    CharPredicate negate() {
        final CharPredicate self = this;
        return new CharPredicate() {
            boolean is(int ch) {
                return !self.is(ch);
            }
        };
    }

    /** Kinds of the built-in classes. */
    static final int DIGIT = 0, SPACE = 1, WORD = 2, HSPACE = 3, VSPACE = 4, LOWER = 5, UPPER = 6, ASCII = 7, ALPHA = 8,
        ALNUM = 9, PUNCT = 10, GRAPH = 11, PRINT = 12, BLANK = 13, CNTRL = 14, XDIGIT = 15, U_LETTER = 16, U_UPPER = 17,
        U_LOWER = 18, U_DIGIT = 19, J_WHITESPACE = 20, J_LETTER_OR_DIGIT = 21, ALL = 22, DOT = 23, UNIX_DOT = 24,
        U_ALPHABETIC = 25, U_TITLE = 26;

    static final class Builtin extends CharPredicate {
        final int kind;

        Builtin(int kind) {
            this.kind = kind;
        }

        boolean is(int ch) {
            switch (kind) {
                case DIGIT: return ch >= '0' && ch <= '9';
                case SPACE: return ch == ' ' || (ch >= '\t' && ch <= '\r');
                case WORD: return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
                case HSPACE:
                    return ch == ' ' || ch == '\t' || ch == 0xA0 || ch == 0x1680 || ch == 0x180e || (ch >= 0x2000 && ch <= 0x200a)
                        || ch == 0x202f || ch == 0x205f || ch == 0x3000;
                case VSPACE: return (ch >= '\n' && ch <= '\r') || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
                case LOWER: return ch >= 'a' && ch <= 'z';
                case UPPER: return ch >= 'A' && ch <= 'Z';
                case ASCII: return ch >= 0 && ch < 0x80;
                case ALPHA: return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
                case ALNUM: return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
                case PUNCT: return (ch >= 0x21 && ch <= 0x2f) || (ch >= 0x3a && ch <= 0x40) || (ch >= 0x5b && ch <= 0x60) || (ch >= 0x7b && ch <= 0x7e);
                case GRAPH: return ch >= 0x21 && ch <= 0x7e;
                case PRINT: return ch >= 0x20 && ch <= 0x7e;
                case BLANK: return ch == ' ' || ch == '\t';
                case CNTRL: return (ch >= 0 && ch < 0x20) || ch == 0x7f;
                case XDIGIT: return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
                case U_LETTER: return Character.isLetter(ch);
                case U_UPPER: return Character.isUpperCase((char) ch);
                case U_LOWER: return Character.isLowerCase((char) ch);
                case U_TITLE: return Character.isTitleCase((char) ch);
                case U_DIGIT: return Character.isDigit(ch);
                case U_ALPHABETIC: return Character.isAlphabetic(ch);
                case J_WHITESPACE: return Character.isWhitespace(ch);
                case J_LETTER_OR_DIGIT: return Character.isLetterOrDigit(ch);
                case ALL: return true;
                case DOT: return ch != '\n' && ch != '\r' && (ch | 1) != 0x2029 && ch != 0x85;
                case UNIX_DOT: return ch != '\n';
                default: throw new InternalError("char class kind " + kind);
            }
        }
    }

    /** One character, or with case folding (ASCII only unless unicode) its other case too. */
    static CharPredicate single(final int c, int flags) {
        if ((flags & Pattern.CASE_INSENSITIVE) != 0) {
            final boolean unicode = (flags & Pattern.UNICODE_CASE) != 0;
            if (unicode || c < 0x80) {
                final int lo = fold(c, unicode);
                return new CharPredicate() {
                    boolean is(int ch) {
                        return ch == c || fold(ch, unicode) == lo;
                    }
                };
            }
        }
        return new CharPredicate() {
            boolean is(int ch) {
                return ch == c;
            }
        };
    }

    static CharPredicate range(final int lo, final int hi, int flags) {
        if ((flags & Pattern.CASE_INSENSITIVE) != 0) {
            final boolean unicode = (flags & Pattern.UNICODE_CASE) != 0;
            return new CharPredicate() {
                boolean is(int ch) {
                    if (ch >= lo && ch <= hi) {
                        return true;
                    }
                    if (!unicode && ch >= 0x80) {
                        return false;
                    }
                    int u = Character.toUpperCase(ch);
                    int l = Character.toLowerCase(ch);
                    return (u >= lo && u <= hi) || (l >= lo && l <= hi);
                }
            };
        }
        return new CharPredicate() {
            boolean is(int ch) {
                return ch >= lo && ch <= hi;
            }
        };
    }

    /** The case folding the JDK uses for CASE_INSENSITIVE: ASCII only, or lower(upper(c)). */
    static int fold(int c, boolean unicode) {
        if (c < 0x80) {
            return c >= 'A' && c <= 'Z' ? c + 32 : c;
        }
        return unicode ? Character.toLowerCase(Character.toUpperCase(c)) : c;
    }

    /** The class named by \p{name}, or null when the name is unknown. */
    static CharPredicate named(String name) {
        String n = name;
        if (n.startsWith("Is")) {
            n = n.substring(2);
        }
        switch (n) {
            case "Lower": return new Builtin(LOWER);
            case "Upper": return new Builtin(UPPER);
            case "ASCII": return new Builtin(ASCII);
            case "Alpha": return new Builtin(ALPHA);
            case "Digit": return new Builtin(DIGIT);
            case "Alnum": return new Builtin(ALNUM);
            case "Punct": return new Builtin(PUNCT);
            case "Graph": return new Builtin(GRAPH);
            case "Print": return new Builtin(PRINT);
            case "Blank": return new Builtin(BLANK);
            case "Cntrl": return new Builtin(CNTRL);
            case "XDigit": return new Builtin(XDIGIT);
            case "Space": return new Builtin(SPACE);
            case "L": case "Letter": return new Builtin(U_LETTER);
            case "Lu": case "Uppercase": return new Builtin(U_UPPER);
            case "Ll": case "Lowercase": return new Builtin(U_LOWER);
            case "Lt": case "Titlecase": return new Builtin(U_TITLE);
            case "Nd": case "N": case "Digit_Number": return new Builtin(U_DIGIT);
            case "Alphabetic": return new Builtin(U_ALPHABETIC);
            case "White_Space": case "WhiteSpace": return new Builtin(J_WHITESPACE);
            case "javaLowerCase": return name.equals(n) ? new Builtin(U_LOWER) : null;
            case "javaUpperCase": return name.equals(n) ? new Builtin(U_UPPER) : null;
            case "javaWhitespace": return name.equals(n) ? new Builtin(J_WHITESPACE) : null;
            case "javaLetter": return name.equals(n) ? new Builtin(U_LETTER) : null;
            case "javaDigit": return name.equals(n) ? new Builtin(U_DIGIT) : null;
            case "javaLetterOrDigit": return name.equals(n) ? new Builtin(J_LETTER_OR_DIGIT) : null;
            default: return null;
        }
    }
}
