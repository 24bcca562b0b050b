package java.text;

/**
 * Reads a DecimalFormat pattern as the JDK's applyPattern does: a positive subpattern
 * (prefix, digits '#' '0' ',' '.', optional exponent "E0..", suffix) and an optional
 * negative one after ';' of which only the affixes count. Quotes make literal text; '%'
 * and '‰' set the multiplier; '¤' is the currency symbol; an unquoted '-' the minus sign.
 */
final class PatternParser {
    private final DecimalFormat df;
    private final String pattern;

    PatternParser(DecimalFormat df, String pattern) {
        this.df = df;
        this.pattern = pattern;
    }

    private IllegalArgumentException bad(String what) {
        return new IllegalArgumentException(what + " in pattern \"" + pattern + '"');
    }

    void apply() {
        String pp = "";
        String ps = "";
        String np = null;
        String ns = null;
        int mult = 1;
        int minInt = 1;
        int maxInt = Integer.MAX_VALUE;
        int minFrac = 0;
        int maxFrac = 3;
        int grouping = 3;
        boolean shown = false;
        boolean exp = false;
        int minExp = 0;
        int start = 0;
        for (int j = 1; j >= 0 && start < pattern.length(); --j) {
            boolean inQuote = false;
            StringBuilder prefix = new StringBuilder();
            StringBuilder suffix = new StringBuilder();
            int decimalPos = -1;
            int multiplier = 1;
            int digitLeftCount = 0;
            int zeroDigitCount = 0;
            int digitRightCount = 0;
            int groupingCount = -1;
            int phase = 0;
            boolean expHere = false;
            int minExpHere = 0;
            StringBuilder affix = prefix;
            for (int pos = start; pos < pattern.length(); ++pos) {
                char ch = pattern.charAt(pos);
                if (phase == 0 || phase == 2) {
                    if (inQuote) {
                        if (ch == '\'') {
                            if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                                ++pos;
                                affix.append('\'');
                            } else {
                                inQuote = false;
                            }
                            continue;
                        }
                    } else {
                        if (ch == '#' || ch == '0' || ch == ',' || ch == '.') {
                            if (phase == 0) {
                                phase = 1;
                                --pos;
                                continue;
                            }
                        } else if (ch == '\u00a4') {
                            boolean doubled = pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\u00a4';
                            if (doubled) {
                                ++pos;
                                affix.append("XXX");
                            } else {
                                affix.append(df.currencySymbol());
                            }
                            continue;
                        } else if (ch == '\'') {
                            if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                                ++pos;
                                affix.append('\'');
                            } else {
                                inQuote = true;
                            }
                            continue;
                        } else if (ch == ';') {
                            if (phase == 0 || j == 0) {
                                throw new IllegalArgumentException("Unquoted special character '" + ch + "' in pattern \"" + pattern + '"');
                            }
                            start = pos + 1;
                            pos = pattern.length();
                            continue;
                        } else if (ch == '%' || ch == '\u2030') {
                            if (multiplier != 1) {
                                throw new IllegalArgumentException("Too many percent/per mille characters in pattern \"" + pattern + '"');
                            }
                            multiplier = ch == '%' ? 100 : 1000;
                            affix.append(ch);
                            continue;
                        }
                    }
                    affix.append(ch);
                    continue;
                }
                // phase 1: the number part
                if (j == 0) {
                    while (pos < pattern.length()) {
                        char c = pattern.charAt(pos);
                        if (c == '#' || c == '0' || c == ',' || c == '.') {
                            ++pos;
                        } else if (pattern.startsWith("E", pos)) {
                            pos++;
                        } else {
                            --pos;
                            phase = 2;
                            affix = suffix;
                            break;
                        }
                    }
                    continue;
                }
                if (ch == '#') {
                    if (zeroDigitCount > 0) {
                        ++digitRightCount;
                    } else {
                        ++digitLeftCount;
                    }
                    if (groupingCount >= 0 && decimalPos < 0) {
                        ++groupingCount;
                    }
                } else if (ch == '0') {
                    if (digitRightCount > 0) {
                        throw bad("Unexpected '0'");
                    }
                    ++zeroDigitCount;
                    if (groupingCount >= 0 && decimalPos < 0) {
                        ++groupingCount;
                    }
                } else if (ch == ',') {
                    groupingCount = 0;
                } else if (ch == '.') {
                    if (decimalPos >= 0) {
                        throw bad("Multiple decimal separators");
                    }
                    decimalPos = digitLeftCount + zeroDigitCount + digitRightCount;
                } else if (ch == 'E') {
                    if (expHere) {
                        throw bad("Multiple exponential symbols");
                    }
                    expHere = true;
                    minExpHere = 0;
                    pos++;
                    while (pos < pattern.length() && pattern.charAt(pos) == '0') {
                        ++minExpHere;
                        ++pos;
                    }
                    if (digitLeftCount + zeroDigitCount < 1 || minExpHere < 1) {
                        throw new IllegalArgumentException("Malformed exponential pattern \"" + pattern + '"');
                    }
                    phase = 2;
                    affix = suffix;
                    --pos;
                } else {
                    phase = 2;
                    affix = suffix;
                    --pos;
                }
            }
            if (zeroDigitCount == 0 && digitLeftCount > 0 && decimalPos >= 0) {
                int n = decimalPos;
                if (n == 0) {
                    ++n;
                }
                digitRightCount = digitLeftCount - n;
                digitLeftCount = n - 1;
                zeroDigitCount = 1;
            }
            if ((decimalPos < 0 && digitRightCount > 0) || (decimalPos >= 0 && (decimalPos < digitLeftCount || decimalPos > digitLeftCount + zeroDigitCount))
                || groupingCount == 0 || inQuote) {
                throw new IllegalArgumentException("Malformed pattern \"" + pattern + '"');
            }
            if (j == 1) {
                pp = prefix.toString();
                ps = suffix.toString();
                int total = digitLeftCount + zeroDigitCount + digitRightCount;
                int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : total;
                minInt = effectiveDecimalPos - digitLeftCount;
                maxInt = expHere ? digitLeftCount + minInt : Integer.MAX_VALUE;
                maxFrac = decimalPos >= 0 ? total - decimalPos : 0;
                minFrac = decimalPos >= 0 ? digitLeftCount + zeroDigitCount - decimalPos : 0;
                grouping = groupingCount > 0 ? groupingCount : 0;
                mult = multiplier;
                shown = decimalPos == 0 || decimalPos == total;
                exp = expHere;
                minExp = minExpHere;
            } else {
                np = prefix.toString();
                ns = suffix.toString();
            }
        }
        if (pattern.isEmpty()) {
            minInt = 0;
            maxInt = Integer.MAX_VALUE;
            minFrac = 0;
            maxFrac = 340;
        }
        if (np == null || (np.equals(pp) && ns.equals(ps))) {
            ns = ps;
            np = "-" + pp;
        }
        df.setPattern(pp, ps, np, ns, mult, minInt, maxInt, minFrac, maxFrac, grouping, shown, exp, minExp);
    }
}
