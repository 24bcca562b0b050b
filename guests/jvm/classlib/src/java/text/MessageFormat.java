package java.text;

import java.util.Arrays;
import java.util.Date;
import java.util.Locale;

/**
 * Formats messages such as "{0} has {1,number,integer} items" (the JDK's pattern syntax,
 * quoting and sub-formats: number, date, time, choice; English output). Parsing a message
 * back (parse/parseObject) is not implemented and says so.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;
    private static final int SEG_RAW = 0;
    private static final int SEG_INDEX = 1;
    private static final int SEG_TYPE = 2;
    private static final int SEG_MODIFIER = 3;
    private static final String[] TYPE_KEYWORDS = {"", "number", "date", "time", "choice"};
    private static final String[] NUMBER_MODIFIER_KEYWORDS = {"", "currency", "percent", "integer"};
    private static final String[] DATE_TIME_MODIFIER_KEYWORDS = {"", "short", "medium", "long", "full"};
    private static final int[] DATE_TIME_MODIFIERS = {DateFormat.DEFAULT, DateFormat.SHORT, DateFormat.MEDIUM, DateFormat.LONG, DateFormat.FULL};

    private Locale locale;
    private String pattern = "";
    private Format[] formats = new Format[10];
    private int[] offsets = new int[10];
    private int[] argumentNumbers = new int[10];
    private int maxOffset = -1;

    public MessageFormat(String pattern) {
        this.locale = Locale.getDefault();
        applyPattern(pattern);
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        StringBuilder[] segments = new StringBuilder[4];
        segments[SEG_RAW] = new StringBuilder();
        int part = SEG_RAW;
        int formatNumber = 0;
        boolean inQuote = false;
        int braceStack = 0;
        maxOffset = -1;
        for (int i = 0; i < pattern.length(); ++i) {
            char ch = pattern.charAt(i);
            if (part == SEG_RAW) {
                if (ch == '\'') {
                    if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                        segments[part].append(ch);
                        ++i;
                    } else {
                        inQuote = !inQuote;
                    }
                } else if (ch == '{' && !inQuote) {
                    part = SEG_INDEX;
                    if (segments[SEG_INDEX] == null) {
                        segments[SEG_INDEX] = new StringBuilder();
                    }
                } else {
                    segments[part].append(ch);
                }
            } else {
                if (inQuote) {
                    segments[part].append(ch);
                    if (ch == '\'') {
                        inQuote = false;
                    }
                } else {
                    switch (ch) {
                        case ',':
                            if (part < SEG_MODIFIER) {
                                if (segments[++part] == null) {
                                    segments[part] = new StringBuilder();
                                }
                            } else {
                                segments[part].append(ch);
                            }
                            break;
                        case '{':
                            ++braceStack;
                            segments[part].append(ch);
                            break;
                        case '}':
                            if (braceStack == 0) {
                                part = SEG_RAW;
                                makeFormat(formatNumber, segments);
                                formatNumber++;
                                segments[SEG_INDEX] = null;
                                segments[SEG_TYPE] = null;
                                segments[SEG_MODIFIER] = null;
                            } else {
                                --braceStack;
                                segments[part].append(ch);
                            }
                            break;
                        case ' ':
                            if (part != SEG_TYPE || segments[SEG_TYPE].length() > 0) {
                                segments[part].append(ch);
                            }
                            break;
                        case '\'':
                            inQuote = true;
                            segments[part].append(ch);
                            break;
                        default:
                            segments[part].append(ch);
                            break;
                    }
                }
            }
        }
        if (braceStack == 0 && part != 0) {
            maxOffset = -1;
            throw new IllegalArgumentException("Unmatched braces in the pattern.");
        }
        this.pattern = segments[0].toString();
    }

    private static int findKeyword(String s, String[] list) {
        for (int i = 0; i < list.length; ++i) {
            if (s.equals(list[i])) {
                return i;
            }
        }
        String ls = s.trim().toLowerCase(Locale.ROOT);
        if (!ls.equals(s)) {
            for (int i = 0; i < list.length; ++i) {
                if (ls.equals(list[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    private void makeFormat(int offsetNumber, StringBuilder[] textSegments) {
        String[] segments = new String[textSegments.length];
        for (int i = 0; i < textSegments.length; i++) {
            StringBuilder oneseg = textSegments[i];
            segments[i] = (oneseg != null) ? oneseg.toString() : "";
        }
        int argumentNumber;
        try {
            argumentNumber = Integer.parseInt(segments[SEG_INDEX]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("can't parse argument number: " + segments[SEG_INDEX], e);
        }
        if (argumentNumber < 0) {
            throw new IllegalArgumentException("negative argument number: " + argumentNumber);
        }
        if (offsetNumber >= formats.length) {
            int newLength = formats.length * 2;
            formats = Arrays.copyOf(formats, newLength);
            offsets = Arrays.copyOf(offsets, newLength);
            argumentNumbers = Arrays.copyOf(argumentNumbers, newLength);
        }
        int oldMaxOffset = maxOffset;
        maxOffset = offsetNumber;
        offsets[offsetNumber] = segments[SEG_RAW].length();
        argumentNumbers[offsetNumber] = argumentNumber;
        Format newFormat = null;
        if (!segments[SEG_TYPE].isEmpty()) {
            int type = findKeyword(segments[SEG_TYPE], TYPE_KEYWORDS);
            switch (type) {
                case 0:
                    break;
                case 1:
                    switch (findKeyword(segments[SEG_MODIFIER], NUMBER_MODIFIER_KEYWORDS)) {
                        case 0:
                            newFormat = NumberFormat.getInstance(locale);
                            break;
                        case 1:
                            newFormat = NumberFormat.getCurrencyInstance(locale);
                            break;
                        case 2:
                            newFormat = NumberFormat.getPercentInstance(locale);
                            break;
                        case 3:
                            newFormat = NumberFormat.getIntegerInstance(locale);
                            break;
                        default:
                            try {
                                newFormat = new DecimalFormat(segments[SEG_MODIFIER], DecimalFormatSymbols.getInstance(locale));
                            } catch (IllegalArgumentException e) {
                                maxOffset = oldMaxOffset;
                                throw e;
                            }
                            break;
                    }
                    break;
                case 2:
                case 3:
                    int mod = findKeyword(segments[SEG_MODIFIER], DATE_TIME_MODIFIER_KEYWORDS);
                    if (mod >= 0 && mod < DATE_TIME_MODIFIER_KEYWORDS.length) {
                        if (type == 2) {
                            newFormat = DateFormat.getDateInstance(DATE_TIME_MODIFIERS[mod], locale);
                        } else {
                            newFormat = DateFormat.getTimeInstance(DATE_TIME_MODIFIERS[mod], locale);
                        }
                    } else {
                        try {
                            newFormat = new SimpleDateFormat(segments[SEG_MODIFIER], locale);
                        } catch (IllegalArgumentException e) {
                            maxOffset = oldMaxOffset;
                            throw e;
                        }
                    }
                    break;
                case 4:
                    try {
                        newFormat = new ChoiceFormat(segments[SEG_MODIFIER]);
                    } catch (Exception e) {
                        maxOffset = oldMaxOffset;
                        throw new IllegalArgumentException("Choice Pattern incorrect: " + segments[SEG_MODIFIER], e);
                    }
                    break;
                default:
                    maxOffset = oldMaxOffset;
                    throw new IllegalArgumentException("unknown format type: " + segments[SEG_TYPE]);
            }
        }
        formats[offsetNumber] = newFormat;
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        if (formatElementIndex > maxOffset) {
            throw new ArrayIndexOutOfBoundsException(formatElementIndex);
        }
        formats[formatElementIndex] = newFormat;
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (int j = 0; j <= maxOffset; j++) {
            if (argumentNumbers[j] == argumentIndex) {
                formats[j] = newFormat;
            }
        }
    }

    public Format[] getFormats() {
        return Arrays.copyOf(formats, maxOffset + 1);
    }

    public static String format(String pattern, Object... arguments) {
        MessageFormat temp = new MessageFormat(pattern);
        return temp.format(arguments);
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        return subformat(arguments, result);
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return subformat((Object[]) arguments, result);
    }

    private StringBuffer subformat(Object[] arguments, StringBuffer result) {
        int lastOffset = 0;
        for (int i = 0; i <= maxOffset; ++i) {
            result.append(pattern, lastOffset, offsets[i]);
            lastOffset = offsets[i];
            int argumentNumber = argumentNumbers[i];
            if (arguments == null || argumentNumber >= arguments.length) {
                result.append('{').append(argumentNumber).append('}');
                continue;
            }
            Object obj = arguments[argumentNumber];
            String arg = null;
            Format subFormatter = null;
            if (obj == null) {
                arg = "null";
            } else if (formats[i] != null) {
                subFormatter = formats[i];
                if (subFormatter instanceof ChoiceFormat) {
                    arg = formats[i].format(obj);
                    if (arg.indexOf('{') >= 0) {
                        subFormatter = new MessageFormat(arg, locale);
                        obj = arguments;
                        arg = null;
                    }
                }
            } else if (obj instanceof Number) {
                subFormatter = NumberFormat.getInstance(locale);
            } else if (obj instanceof Date) {
                subFormatter = DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale);
            } else if (obj instanceof String) {
                arg = (String) obj;
            } else {
                arg = obj.toString();
                if (arg == null) {
                    arg = "null";
                }
            }
            if (subFormatter != null) {
                arg = subFormatter.format(obj);
            }
            result.append(arg);
        }
        result.append(pattern, lastOffset, pattern.length());
        return result;
    }

    public Object[] parse(String source, ParsePosition pos) {
        throw new UnsupportedOperationException("MessageFormat.parse is not implemented in this VM");
    }

    public Object[] parse(String source) throws ParseException {
        throw new UnsupportedOperationException("MessageFormat.parse is not implemented in this VM");
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        MessageFormat other = (MessageFormat) obj;
        return maxOffset == other.maxOffset && pattern.equals(other.pattern) && java.util.Objects.equals(locale, other.locale)
                && Arrays.equals(Arrays.copyOf(offsets, maxOffset + 1), Arrays.copyOf(other.offsets, maxOffset + 1))
                && Arrays.equals(Arrays.copyOf(argumentNumbers, maxOffset + 1), Arrays.copyOf(other.argumentNumbers, maxOffset + 1))
                && Arrays.equals(Arrays.copyOf(formats, maxOffset + 1), Arrays.copyOf(other.formats, maxOffset + 1));
    }

    public int hashCode() {
        return pattern.hashCode();
    }
}
