package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Date patterns as the JDK's SimpleDateFormat in the US locale: letters G y Y M L w W D d F
 * E u a H k K h m s S z Z X, quoted text, on a GregorianCalendar in the default zone (UTC on
 * the simulated machine: the simulated clock's dates). Parsing (SimpleDateParser) reads
 * numbers, month and day names, AM/PM, era and zones, lenient by default.
 */
public class SimpleDateFormat extends DateFormat {
    static final String PATTERN_LETTERS = "GyMdkHmsSEDFwWahKzZYuXL";
    static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"};
    static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

    private String pattern;

    public SimpleDateFormat() {
        this("M/d/yy, h:mm a");
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        this.pattern = pattern;
        this.calendar = new GregorianCalendar(TimeZone.getDefault());
        this.numberFormat = NumberFormat.getIntegerInstance();
        this.numberFormat.setGroupingUsed(false);
        compile(pattern);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        this(pattern);
    }

    /** Checks the pattern's letters as the JDK does (an unknown letter is refused). */
    private static void compile(String pattern) {
        boolean inQuote = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    inQuote = !inQuote;
                }
                continue;
            }
            if (!inQuote && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) && PATTERN_LETTERS.indexOf(c) < 0) {
                throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
            }
        }
        if (inQuote) {
            throw new IllegalArgumentException("Unterminated quote");
        }
    }

    public void applyPattern(String pattern) {
        compile(pattern);
        this.pattern = pattern;
    }

    public String toPattern() {
        return pattern;
    }

    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        calendar.setTime(date);
        String p = pattern;
        int n = p.length();
        for (int i = 0; i < n;) {
            char c = p.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && p.charAt(i + 1) == '\'') {
                    toAppendTo.append('\'');
                    i += 2;
                    continue;
                }
                int j = i + 1;
                while (j < n) {
                    if (p.charAt(j) == '\'') {
                        if (j + 1 < n && p.charAt(j + 1) == '\'') {
                            toAppendTo.append('\'');
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    toAppendTo.append(p.charAt(j++));
                }
                i = j + 1;
                continue;
            }
            if (PATTERN_LETTERS.indexOf(c) < 0) {
                toAppendTo.append(c);
                i++;
                continue;
            }
            int j = i;
            while (j < n && p.charAt(j) == c) {
                j++;
            }
            field(toAppendTo, c, j - i);
            i = j;
        }
        return toAppendTo;
    }

    private static void pad(StringBuffer sb, long v, int width) {
        String s = Long.toString(v);
        for (int k = s.length(); k < width; k++) {
            sb.append('0');
        }
        sb.append(s);
    }

    private void field(StringBuffer sb, char c, int count) {
        Calendar cal = calendar;
        switch (c) {
            case 'G':
                sb.append(cal.get(Calendar.ERA) == GregorianCalendar.AD ? "AD" : "BC");
                break;
            case 'y':
            case 'Y': {
                int y = c == 'Y' ? weekYear(cal) : cal.get(Calendar.YEAR);
                if (count == 2) {
                    pad(sb, y % 100, 2);
                } else {
                    pad(sb, y, count);
                }
                break;
            }
            case 'M':
            case 'L': {
                int m = cal.get(Calendar.MONTH);
                if (count >= 4) {
                    sb.append(MONTHS[m]);
                } else if (count == 3) {
                    sb.append(MONTHS[m], 0, 3);
                } else {
                    pad(sb, m + 1, count);
                }
                break;
            }
            case 'E': {
                String d = DAYS[cal.get(Calendar.DAY_OF_WEEK) - 1];
                sb.append(count >= 4 ? d : d.substring(0, 3));
                break;
            }
            case 'u': {
                int d = cal.get(Calendar.DAY_OF_WEEK) - 1;
                pad(sb, d == 0 ? 7 : d, count);
                break;
            }
            case 'a':
                sb.append(cal.get(Calendar.AM_PM) == Calendar.AM ? "AM" : "PM");
                break;
            case 'k': {
                int h = cal.get(Calendar.HOUR_OF_DAY);
                pad(sb, h == 0 ? 24 : h, count);
                break;
            }
            case 'h': {
                int h = cal.get(Calendar.HOUR);
                pad(sb, h == 0 ? 12 : h, count);
                break;
            }
            case 'K':
                pad(sb, cal.get(Calendar.HOUR), count);
                break;
            case 'H':
                pad(sb, cal.get(Calendar.HOUR_OF_DAY), count);
                break;
            case 'd':
                pad(sb, cal.get(Calendar.DAY_OF_MONTH), count);
                break;
            case 'm':
                pad(sb, cal.get(Calendar.MINUTE), count);
                break;
            case 's':
                pad(sb, cal.get(Calendar.SECOND), count);
                break;
            case 'S':
                pad(sb, cal.get(Calendar.MILLISECOND), count);
                break;
            case 'D':
                pad(sb, cal.get(Calendar.DAY_OF_YEAR), count);
                break;
            case 'F':
                pad(sb, cal.get(Calendar.DAY_OF_WEEK_IN_MONTH), count);
                break;
            case 'w':
                pad(sb, cal.get(Calendar.WEEK_OF_YEAR), count);
                break;
            case 'W':
                pad(sb, cal.get(Calendar.WEEK_OF_MONTH), count);
                break;
            case 'z':
                sb.append(cal.getTimeZone().getDisplayName(false, count >= 4 ? TimeZone.LONG : TimeZone.SHORT));
                break;
            case 'Z': {
                int off = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                sb.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(sb, off / 60, 2);
                pad(sb, off % 60, 2);
                break;
            }
            case 'X': {
                if (count > 3) {
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + count);
                }
                int off = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                if (off == 0) {
                    sb.append('Z');
                    break;
                }
                sb.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(sb, off / 60, 2);
                if (count == 1) {
                    break;
                }
                if (count == 3) {
                    sb.append(':');
                }
                pad(sb, off % 60, 2);
                break;
            }
            default:
                throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
        }
    }

    private static int weekYear(Calendar cal) {
        int y = cal.get(Calendar.YEAR);
        int w = cal.get(Calendar.WEEK_OF_YEAR);
        int m = cal.get(Calendar.MONTH);
        if (w == 1 && m == Calendar.DECEMBER) {
            return y + 1;
        }
        if (w >= 52 && m == Calendar.JANUARY) {
            return y - 1;
        }
        return y;
    }

    public Date parse(String text, ParsePosition pos) {
        return SimpleDateParser.parse(this, pattern, (Calendar) calendar.clone(), text, pos);
    }

    public void set2DigitYearStart(Date startDate) {
        // two-digit years are read within 80 years before and 20 after now, as the JDK's default
    }

    public boolean equals(Object obj) {
        return obj instanceof SimpleDateFormat && ((SimpleDateFormat) obj).pattern.equals(pattern);
    }

    public int hashCode() {
        return pattern.hashCode();
    }
}
