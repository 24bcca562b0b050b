package java.text;

import java.util.Calendar;
import java.util.Date;

/** SimpleDateFormat.parse: the pattern's fields read from text into a calendar. */
final class SimpleDateParser {
    private SimpleDateParser() {
    }

    static Date parse(SimpleDateFormat fmt, String p, Calendar cal, String text, ParsePosition pos) {
        int start = pos.getIndex();
        int at = start;
        cal.clear();
        int n = p.length();
        int hour12 = -1;
        int ampm = -1;
        for (int i = 0; i < n;) {
            char c = p.charAt(i);
            if (c == '\'') {
                int j = i + 1;
                StringBuilder lit = new StringBuilder();
                if (j < n && p.charAt(j) == '\'') {
                    lit.append('\'');
                    j++;
                } else {
                    while (j < n) {
                        if (p.charAt(j) == '\'') {
                            if (j + 1 < n && p.charAt(j + 1) == '\'') {
                                lit.append('\'');
                                j += 2;
                                continue;
                            }
                            j++;
                            break;
                        }
                        lit.append(p.charAt(j++));
                    }
                }
                if (!text.startsWith(lit.toString(), at)) {
                    return fail(pos, start, at);
                }
                at += lit.length();
                i = j;
                continue;
            }
            if (SimpleDateFormat.PATTERN_LETTERS.indexOf(c) < 0) {
                if (at < text.length() && text.charAt(at) == c) {
                    at++;
                } else if (Character.isWhitespace(c)) {
                    // a pattern space matches none in lenient parsing only if the text has one
                    return fail(pos, start, at);
                } else {
                    return fail(pos, start, at);
                }
                i++;
                continue;
            }
            int j = i;
            while (j < n && p.charAt(j) == c) {
                j++;
            }
            int count = j - i;
            // a numeric field followed directly by another field reads only `count` digits
            boolean abutting = j < n && SimpleDateFormat.PATTERN_LETTERS.indexOf(p.charAt(j)) >= 0;
            i = j;
            if (c == 'M' && count >= 3 || c == 'L' && count >= 3) {
                int m = matchName(text, at, SimpleDateFormat.MONTHS);
                if (m < 0) {
                    return fail(pos, start, at);
                }
                cal.set(Calendar.MONTH, m & 0xff);
                at += m >>> 8;
                continue;
            }
            if (c == 'E') {
                int d = matchName(text, at, SimpleDateFormat.DAYS);
                if (d < 0) {
                    return fail(pos, start, at);
                }
                cal.set(Calendar.DAY_OF_WEEK, (d & 0xff) + 1);
                at += d >>> 8;
                continue;
            }
            if (c == 'a') {
                if (text.regionMatches(true, at, "AM", 0, 2)) {
                    ampm = 0;
                } else if (text.regionMatches(true, at, "PM", 0, 2)) {
                    ampm = 1;
                } else {
                    return fail(pos, start, at);
                }
                at += 2;
                continue;
            }
            if (c == 'G') {
                if (text.startsWith("AD", at)) {
                    cal.set(Calendar.ERA, 1);
                } else if (text.startsWith("BC", at)) {
                    cal.set(Calendar.ERA, 0);
                } else {
                    return fail(pos, start, at);
                }
                at += 2;
                continue;
            }
            if (c == 'z' || c == 'Z' || c == 'X') {
                int z = zone(text, at);
                if (z == Integer.MIN_VALUE) {
                    return fail(pos, start, at);
                }
                cal.set(Calendar.ZONE_OFFSET, (z >> 8) * 60000);
                cal.set(Calendar.DST_OFFSET, 0);
                at += z & 0xff;
                continue;
            }
            // numbers
            int k = at;
            boolean neg = false;
            if (k < text.length() && text.charAt(k) == '-' && (c == 'y' || c == 'Y')) {
                neg = true;
                k++;
            }
            int digitsStart = k;
            int limit = abutting ? Math.min(text.length(), k + count) : text.length();
            long v = 0;
            while (k < limit && Character.isDigit(text.charAt(k))) {
                v = v * 10 + Character.digit(text.charAt(k), 10);
                k++;
            }
            if (k == digitsStart) {
                return fail(pos, start, at);
            }
            int value = (int) (neg ? -v : v);
            int ndigits = k - digitsStart;
            at = k;
            switch (c) {
                case 'y':
                case 'Y':
                    if (count <= 2 && ndigits == 2 && !neg) {
                        // the JDK's default century: 80 years before to 20 after the current year
                        int now = Calendar.getInstance().get(Calendar.YEAR);
                        int base = now - 80;
                        int y = (base / 100) * 100 + value;
                        if (y < base) {
                            y += 100;
                        }
                        value = y;
                    }
                    cal.set(Calendar.YEAR, value);
                    break;
                case 'M':
                case 'L':
                    cal.set(Calendar.MONTH, value - 1);
                    break;
                case 'd':
                    cal.set(Calendar.DAY_OF_MONTH, value);
                    break;
                case 'H':
                    cal.set(Calendar.HOUR_OF_DAY, value);
                    break;
                case 'k':
                    cal.set(Calendar.HOUR_OF_DAY, value == 24 ? 0 : value);
                    break;
                case 'h':
                    hour12 = value == 12 ? 0 : value;
                    break;
                case 'K':
                    hour12 = value;
                    break;
                case 'm':
                    cal.set(Calendar.MINUTE, value);
                    break;
                case 's':
                    cal.set(Calendar.SECOND, value);
                    break;
                case 'S':
                    cal.set(Calendar.MILLISECOND, value);
                    break;
                case 'D':
                    cal.set(Calendar.DAY_OF_YEAR, value);
                    break;
                case 'F':
                    cal.set(Calendar.DAY_OF_WEEK_IN_MONTH, value);
                    break;
                case 'w':
                    cal.set(Calendar.WEEK_OF_YEAR, value);
                    break;
                case 'W':
                    cal.set(Calendar.WEEK_OF_MONTH, value);
                    break;
                case 'u':
                    cal.set(Calendar.DAY_OF_WEEK, value == 7 ? 1 : value + 1);
                    break;
                default:
                    return fail(pos, start, at);
            }
        }
        if (hour12 >= 0) {
            cal.set(Calendar.HOUR, hour12);
            cal.set(Calendar.AM_PM, ampm < 0 ? 0 : ampm);
        } else if (ampm >= 0) {
            cal.set(Calendar.AM_PM, ampm);
        }
        Date d;
        try {
            d = cal.getTime();
        } catch (IllegalArgumentException e) {
            return fail(pos, start, at);
        }
        pos.setIndex(at);
        return d;
    }

    private static Date fail(ParsePosition pos, int start, int at) {
        pos.setIndex(start);
        pos.setErrorIndex(at);
        return null;
    }

    /** The longest full or three-letter name at text[at]: (length << 8) | index, or -1. */
    private static int matchName(String text, int at, String[] names) {
        int best = -1;
        int bestLen = 0;
        for (int i = 0; i < names.length; i++) {
            String full = names[i];
            if (text.regionMatches(true, at, full, 0, full.length()) && full.length() > bestLen) {
                best = i;
                bestLen = full.length();
            } else if (text.regionMatches(true, at, full, 0, 3) && 3 > bestLen) {
                best = i;
                bestLen = 3;
            }
        }
        return best < 0 ? -1 : (bestLen << 8) | best;
    }

    /** A zone at text[at] ("UTC", "GMT", "Z", "+hh", "+hhmm", "+hh:mm", "GMT+hh:mm"):
     *  (offset minutes << 8) | length, or Integer.MIN_VALUE. */
    private static int zone(String text, int at) {
        int k = at;
        if (text.startsWith("Coordinated Universal Time", k)) {
            return 26;
        }
        if (text.startsWith("UTC", k) || text.startsWith("GMT", k)) {
            k += 3;
            if (k >= text.length() || (text.charAt(k) != '+' && text.charAt(k) != '-')) {
                return k - at;
            }
        } else if (text.startsWith("Z", k)) {
            return 1;
        }
        if (k >= text.length() || (text.charAt(k) != '+' && text.charAt(k) != '-')) {
            return Integer.MIN_VALUE;
        }
        int sign = text.charAt(k) == '-' ? -1 : 1;
        k++;
        int hs = k;
        while (k < text.length() && k - hs < 2 && Character.isDigit(text.charAt(k))) {
            k++;
        }
        if (k == hs) {
            return Integer.MIN_VALUE;
        }
        int h = Integer.parseInt(text.substring(hs, k));
        int m = 0;
        if (k < text.length() && text.charAt(k) == ':') {
            k++;
        }
        int ms = k;
        while (k < text.length() && k - ms < 2 && Character.isDigit(text.charAt(k))) {
            k++;
        }
        if (k - ms == 2) {
            m = Integer.parseInt(text.substring(ms, k));
        } else {
            k = ms;
        }
        return ((sign * (h * 60 + m)) << 8) | (k - at);
    }
}
