package java.time.format;

import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;

/** Turns a pattern such as "dd/MM/yyyy HH:mm" into builder calls (the JDK's rules). */
final class PatternParser {
    private PatternParser() {
    }

    static void parse(DateTimeFormatterBuilder b, String pattern) {
        for (int pos = 0; pos < pattern.length(); pos++) {
            char cur = pattern.charAt(pos);
            if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                int start = pos++;
                while (pos < pattern.length() && pattern.charAt(pos) == cur) {
                    pos++;
                }
                int count = pos - start;
                TemporalField field = DateTimeFormatterBuilder.patternField(cur);
                if (field != null) {
                    parseField(b, cur, count, field);
                } else if (cur == 'z') {
                    if (count > 4) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    b.appendZoneText(count == 4 ? TextStyle.FULL : TextStyle.SHORT);
                } else if (cur == 'V') {
                    if (count != 2) {
                        throw new IllegalArgumentException("Pattern letter count must be 2: " + cur);
                    }
                    b.appendZoneId();
                } else if (cur == 'Z') {
                    if (count < 4) {
                        b.appendOffset("+HHMM", "+0000");
                    } else if (count == 4) {
                        b.appendLocalizedOffset(TextStyle.FULL);
                    } else if (count == 5) {
                        b.appendOffset("+HH:MM:ss", "Z");
                    } else {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                } else if (cur == 'O') {
                    if (count == 1) {
                        b.appendLocalizedOffset(TextStyle.SHORT);
                    } else if (count == 4) {
                        b.appendLocalizedOffset(TextStyle.FULL);
                    } else {
                        throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + cur);
                    }
                } else if (cur == 'X') {
                    if (count > 5) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    b.appendOffset(TextElements.OFFSET_PATTERNS[count + (count == 1 ? 0 : 1)], "Z");
                } else if (cur == 'x') {
                    if (count > 5) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    String zero = (count == 1 ? "+00" : (count % 2 == 0 ? "+0000" : "+00:00"));
                    b.appendOffset(TextElements.OFFSET_PATTERNS[count + (count == 1 ? 0 : 1)], zero);
                } else if (cur == 'w') {
                    if (count > 2) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    b.appendWeekBased(cur, count);
                } else if (cur == 'W') {
                    if (count > 1) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    b.appendWeekBased(cur, count);
                } else if (cur == 'Y') {
                    b.appendWeekBased(cur, count);
                } else if ("Bgvp".indexOf(cur) >= 0) {
                    throw new UnsupportedOperationException("Pattern letter '" + cur + "' is not implemented in this VM's DateTimeFormatter");
                } else {
                    throw new IllegalArgumentException("Unknown pattern letter: " + cur);
                }
                pos--;
            } else if (cur == '\'') {
                int start = pos++;
                for (; pos < pattern.length(); pos++) {
                    if (pattern.charAt(pos) == '\'') {
                        if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                            pos++;
                        } else {
                            break;
                        }
                    }
                }
                if (pos >= pattern.length()) {
                    throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                }
                String str = pattern.substring(start + 1, pos);
                if (str.isEmpty()) {
                    b.appendLiteral('\'');
                } else {
                    b.appendLiteral(str.replace("''", "'"));
                }
            } else if (cur == '[') {
                b.optionalStart();
            } else if (cur == ']') {
                if (!b.inOptional()) {
                    throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                }
                b.optionalEnd();
            } else if (cur == '{' || cur == '}' || cur == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
            } else {
                b.appendLiteral(cur);
            }
        }
    }

    private static void parseField(DateTimeFormatterBuilder b, char cur, int count, TemporalField field) {
        boolean standalone = false;
        switch (cur) {
            case 'u':
            case 'y':
                if (count == 2) {
                    b.appendValueReduced(field, 2, 2, 2000);
                } else if (count < 4) {
                    b.appendValue(field, count, 19, SignStyle.NORMAL);
                } else {
                    b.appendValue(field, count, 19, SignStyle.EXCEEDS_PAD);
                }
                break;
            case 'c':
                if (count == 1) {
                    b.appendLocalizedDayNumber(1);
                    break;
                } else if (count == 2) {
                    throw new IllegalArgumentException("Invalid pattern \"cc\"");
                }
                // fall through
            case 'L':
            case 'q':
                standalone = true;
                // fall through
            case 'M':
            case 'Q':
            case 'E':
            case 'e':
                switch (count) {
                    case 1:
                    case 2:
                        if (cur == 'e') {
                            b.appendLocalizedDayNumber(count);
                        } else if (cur == 'E') {
                            b.appendText(field, TextStyle.SHORT);
                        } else if (count == 1) {
                            b.appendValue(field);
                        } else {
                            b.appendValue(field, 2);
                        }
                        break;
                    case 3:
                        b.appendText(field, standalone ? TextStyle.SHORT_STANDALONE : TextStyle.SHORT);
                        break;
                    case 4:
                        b.appendText(field, standalone ? TextStyle.FULL_STANDALONE : TextStyle.FULL);
                        break;
                    case 5:
                        b.appendText(field, standalone ? TextStyle.NARROW_STANDALONE : TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'a':
                if (count == 1) {
                    b.appendText(field, TextStyle.SHORT);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'G':
                switch (count) {
                    case 1:
                    case 2:
                    case 3:
                        b.appendText(field, TextStyle.SHORT);
                        break;
                    case 4:
                        b.appendText(field, TextStyle.FULL);
                        break;
                    case 5:
                        b.appendText(field, TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'S':
                b.appendFraction(ChronoField.NANO_OF_SECOND, count, count, false);
                break;
            case 'F':
                if (count == 1) {
                    b.appendValue(field);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'd':
            case 'h':
            case 'H':
            case 'k':
            case 'K':
            case 'm':
            case 's':
                if (count == 1) {
                    b.appendValue(field);
                } else if (count == 2) {
                    b.appendValue(field, count);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'D':
                if (count == 1) {
                    b.appendValue(field);
                } else if (count == 2 || count == 3) {
                    b.appendValue(field, count, 3, SignStyle.NOT_NEGATIVE);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'A':
            case 'n':
            case 'N':
                b.appendValue(field, count, 19, SignStyle.NOT_NEGATIVE);
                break;
            default:
                if (count == 1) {
                    b.appendValue(field);
                } else {
                    b.appendValue(field, count);
                }
                break;
        }
    }
}
