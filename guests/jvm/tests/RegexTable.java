import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * java.util.regex over a table of patterns: for each pattern, flags and input, matches(),
 * lookingAt(), every find() with its groups, replaceAll/replaceFirst and split with limits;
 * then named groups, replacement syntax, String.matches/replaceAll/split, and syntax errors.
 */
public class RegexTable {
    static final String[][] TABLE = {
        // pattern, flags (i m s x u d), input, replacement
        {"abc", "", "xabcyabc", "<$0>"},
        {"a.c", "", "abc a\nc aXc", "[$0]"},
        {"a.c", "s", "abc a\nc aXc", "[$0]"},
        {"(a)(b)?(c)", "", "ac abc", "$3$2$1"},
        {"(\\d+)-(\\d+)", "", "10-20, 3-4, x-5", "$2-$1"},
        {"[a-z&&[^aeiou]]+", "", "hello world rhythm", "#"},
        {"[^abc]", "", "abcdefa", "."},
        {"[\\w&&\\D]+", "", "ab12cd_3", "_"},
        {"[a-c[x-z]]+", "", "abxyzdef", "!"},
        {"[\\p{Upper}\\p{Digit}]+", "", "ABc12dEF", "~"},
        {"\\p{Punct}+", "", "a,b;;c!?d", " "},
        {"\\p{Alpha}\\p{Alnum}*", "", "x1 _y2 3z", "<$0>"},
        {"\\P{Lower}+", "", "abCDef12g", "-"},
        {"\\p{javaLowerCase}+", "", "abCDef", "-"},
        {"\\p{L}+", "", "caf\u00e9 na\u00efve 42", "W"},
        {"\\s+", "", " a \t b\n\nc ", "_"},
        {"\\S+", "", " a \t bc\n\nd ", "($0)"},
        {"\\h+|\\v+", "", "a \tb\n\u000bc", "|"},
        {"\\bcat\\b", "", "cat concat cat's bobcat cat", "dog"},
        {"\\Bcat", "", "cat concat bobcat", "dog"},
        {"a*", "", "baaac", "-"},
        {"a*?", "", "baaac", "-"},
        {"a+?", "", "baaac", "-"},
        {"a{2,3}", "", "aaaaaaa", "X"},
        {"a{2,3}?", "", "aaaaaaa", "X"},
        {"a{2,}+a", "", "aaaa", "X"},
        {"a*+b", "", "aaab ab b", "X"},
        {"(ab)*+a", "", "ababa", "X"},
        {"(?>a|ab)c", "", "abc ac", "X"},
        {"<.+>", "", "<a><b>", "X"},
        {"<.+?>", "", "<a><b>", "X"},
        {"<[^>]*+>", "", "<a><b>", "X"},
        {"(a|ab)(c|bcd)(d*)", "", "abcd", "$1/$2/$3"},
        {"(a+)+b", "", "aaab", "$1"},
        {"((a)|b)+", "", "abab", "$1,$2"},
        {"(?:(a)|b)+", "", "ab", "[$1]"},
        {"(x)?y", "", "y xy", "[$1]"},
        {"^abc$", "", "abc", "X"},
        {"^abc$", "", "abc\n", "X"},
        {"^\\w+$", "m", "one\ntwo\r\nthree", "<$0>"},
        {"^", "m", "a\nb\n", "^"},
        {"$", "m", "a\nb\n", "\\$"},
        {"$", "", "a\nb\n", "\\$"},
        {"\\Aa|b\\z", "", "aab", "X"},
        {"x\\Z", "", "x\n", "Y"},
        {"\\Gab", "", "ababxab", "X"},
        {"(\\w)\\1", "", "hello aabbc", "<$1>"},
        {"(?i)(\\w)\\1", "", "Aa bB cd", "<$0>"},
        {"(?<q>['\"]).*?\\k<q>", "", "say 'hi' and \"yo\" ok", "${q}"},
        {"(?<year>\\d{4})-(?<mon>\\d\\d)", "", "2024-05 1999-12", "${mon}/${year}"},
        {"foo(?=bar)", "", "foobar foobaz", "X"},
        {"foo(?!bar)", "", "foobar foobaz", "X"},
        {"(?<=\\$)\\d+", "", "cost $42 or 17", "N"},
        {"(?<!\\$)\\b\\d+", "", "cost $42 or 17", "N"},
        {"(?<=a|bc)x", "", "ax bcx cx", "Y"},
        {"(?<=ab{1,3}|x)c", "", "abc abbbc abbbbc xc c", "C"},
        {"(?<!(?:ab){2})z", "", "ababz abz z", "Z"},
        {"(?<=(\\d{2}))x", "", "12x 3x", "<$1>"},
        {"(?<=^|,)\\w+", "", "a,bb,,ccc", "[$0]"},
        {"hello", "i", "HeLLo hello HELLO", "hi"},
        {"[a-f]+", "i", "BEEF cafe 0xZZ", "#"},
        {"\u00e9", "i", "\u00c9\u00e9", "e"},
        {"\u00e9", "iu", "\u00c9\u00e9", "e"},
        {"a(?i)b(?-i)c", "", "abc aBc aBC", "X"},
        {"a(?i:b)c", "", "abc aBc aBC", "X"},
        {"(a(?i)b)c", "", "aBc aBC", "X"},
        {" a b # comment\n c", "x", "abc a b c", "X"},
        {"[a b]+", "x", "ab ba", "X"},
        {"\\Q.*\\E+", "", "a.*.*b", "X"},
        {"a\\.b|a\\*b", "", "a.b a*b axb", "X"},
        {"\\x41\\u0042\\0103\\t", "", "ABC\tABC", "X"},
        {"\\cA", "", "a\u0001b", "^A"},
        {"[\\x00-\\x1f]", "", "a\tb\u0001", "?"},
        {"\\R", "", "a\r\nb\nc\rd", "|"},
        {"(a)|(b)|(c)", "", "cab", "[$1|$2|$3]"},
        {"", "", "abc", "-"},
        {"x*", "", "", "-"},
        {"(?s).*", "", "a\nb", "[$0]"},
        {".*", "", "a\nb", "[$0]"},
        {".", "d", "a\rb", "-"},
        {"\\d{3}-\\d{4}", "", "call 555-1234 or 555-98765", "XXX-XXXX"},
        {"([a-z]+)@([a-z]+)\\.com", "", "me@home.com, you@work.com", "$2 at $1"},
        {"(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)", "", "12345678901", "$11-$10-$1"},
        {"a|b|", "", "abc", "X"},
        {"(a*)*", "", "aab", "[$1]"},
        {"(a*)+", "", "b", "[$1]"},
        {"(a|b)*?c", "", "ababc", "<$1>"},
        {"[-a]+|[a-]+|[]a]", "", "a-b]a", "X"},
        {"[&&a]|[a&&]|[a&b]", "", "&ab", "X"},
        {"(?:ab){2}", "", "abababab", "X"},
        {"(?:a|b|[cd])+|(x)|(?:y)+", "", "abcdxyyz", "<$1>"},
        {"(?:ab){2,}?", "", "abababab", "X"},
        {"\\$\\\\", "", "a$\\b", "\\$"},
    };

    static int flags(String f) {
        int r = 0;
        for (char c : f.toCharArray()) {
            r |= c == 'i' ? Pattern.CASE_INSENSITIVE : c == 'm' ? Pattern.MULTILINE : c == 's' ? Pattern.DOTALL : c == 'x' ? Pattern.COMMENTS
                : c == 'u' ? Pattern.UNICODE_CASE : c == 'd' ? Pattern.UNIX_LINES : 0;
        }
        return r;
    }

    static String show(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c < 32 || c > 126) {
                sb.append("\\u").append(Integer.toHexString(c + 0x10000).substring(1));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static String groups(MatchResult m) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g <= m.groupCount(); g++) {
            sb.append(' ').append(g).append('=').append(show(m.group(g))).append('@').append(m.start(g)).append(',').append(m.end(g));
        }
        return sb.toString();
    }

    static String arr(String[] a) {
        StringBuilder sb = new StringBuilder().append(a.length).append('[');
        for (int k = 0; k < a.length; k++) {
            sb.append(k == 0 ? "" : ",").append(show(a[k]));
        }
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        for (String[] row : TABLE) {
            Pattern p = Pattern.compile(row[0], flags(row[1]));
            Matcher m = p.matcher(row[2]);
            System.out.println("pattern " + show(row[0]) + " flags " + row[1] + " input " + show(row[2]) + " groups " + m.groupCount());
            System.out.println("  matches " + m.matches() + (m.matches() ? groups(m) : ""));
            System.out.println("  lookingAt " + m.lookingAt() + (m.lookingAt() ? groups(m) : ""));
            m.reset();
            int n = 0;
            while (m.find() && n++ < 20) {
                System.out.println("  find" + groups(m));
            }
            System.out.println("  replaceAll " + show(m.replaceAll(row[3])) + " replaceFirst " + show(m.replaceFirst(row[3])));
            for (int limit = -1; limit <= 2; limit++) {
                System.out.println("  split " + limit + " " + arr(p.split(row[2], limit)));
            }
        }
        StringBuilder big = new StringBuilder();
        for (int k = 0; k < 500; k++) {
            big.append((char) ('a' + k % 26)).append(k % 10);
        }
        String bs = big.toString();
        System.out.println("long " + Pattern.matches("(?:[a-z]|\\d)+", bs) + " " + bs.replaceAll("(?:x|y|z)", "").length() + " "
            + bs.split("(?<=z)\\d").length + " " + bs.replaceAll("([a-c])(\\d)", "$2$1").hashCode());
        String[][] strs = {{"a,b,,c,,", ","}, {"boo:and:foo", "o"}, {"boo:and:foo", ":"}, {"abc", ""}, {" x  y ", "\\s+"}, {"", ","}, {"1 2 3", " "},
            {"a1b22c333", "\\d+"}, {"a.b.c", "\\."}, {"a|b|c", "\\|"}, {"a.b..", "."}, {"a$b$", "\\$"},
            {"a\\b\\\\c", "\\\\"}, {"x", "x"}, {"::", ":"}, {"a\u00e9b", "\u00e9"}, {"q-w-", "\\-"}};
        for (String[] s : strs) {
            System.out.println("split " + show(s[0]) + " by " + show(s[1]) + " " + arr(s[0].split(s[1])) + " " + arr(s[0].split(s[1], 2)) + " "
                + arr(s[0].split(s[1], -1)));
        }
        System.out.println("abc123".matches("[a-z]+\\d+") + " " + "abc".matches("ab") + " " + "Hello World".replaceAll("o", "0") + " "
            + "a-b-c".replaceFirst("-", "+") + " " + "x1y22z".replaceAll("(\\d+)", "<$1>") + " " + "tab\there".replaceAll("\\s", "\\\\t"));
        Matcher m = Pattern.compile("(?<word>\\w+)@(?<n>\\d)").matcher("ab@1 cd@2");
        StringBuffer sb = new StringBuffer();
        while (m.find()) {
            m.appendReplacement(sb, "${n}:${word}:" + Matcher.quoteReplacement("$\\") + m.start("word") + m.end("n") + m.group("n"));
        }
        m.appendTail(sb);
        System.out.println(sb);
        m = Pattern.compile("o").matcher("foo boo zoo");
        m.region(4, 8);
        StringBuilder found = new StringBuilder();
        while (m.find()) {
            found.append(m.start()).append(' ');
        }
        System.out.println("region finds " + found + m.regionStart() + " " + m.regionEnd() + " " + m.find(0) + " " + m.start());
        System.out.println(Pattern.quote("a.b\\Ec") + " " + Pattern.matches(Pattern.quote("a.b\\Ec"), "a.b\\Ec") + " " + Pattern.compile("x+", Pattern.CASE_INSENSITIVE).flags()
            + " " + Pattern.compile("a.c", Pattern.LITERAL).matcher("xa.cy").find() + " " + Pattern.compile("ab").pattern());
        Matcher rm = Pattern.compile("(b)(x)?").matcher("abc");
        rm.find();
        MatchResult r = rm.toMatchResult();
        rm.find();
        System.out.println(r.group() + " " + r.start(1) + " " + r.group(2) + " " + r.end());
        m = Pattern.compile("a").matcher("b");
        m.find();
        try {
            m.group();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        try {
            m.start();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        for (String[] bad : new String[][] {{"(a)", "$2"}, {"(a)", "${x}"}, {"(a)", "\\"}, {"(a)", "$"}, {"(a)", "$x"}}) {
            try {
                System.out.println("a".replaceAll(bad[0], bad[1]));
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        String[] errs = {"(abc", "abc)", "[abc", "*a", "a{2,1}", "\\k<x>", "(?<n>a)(?<n>b)", "\\y", "[z-a]", "a**", "(?<1a>x)",
            "?", "+", "a||b)"};
        for (String e : errs) {
            try {
                Pattern.compile(e);
                System.out.println("compiled " + show(e));
            } catch (PatternSyntaxException x) {
                System.out.println("PSE " + show(x.getDescription()) + " at " + x.getIndex() + " in " + show(x.getPattern()));
                System.out.println(x.getMessage());
            }
        }
    }
}
