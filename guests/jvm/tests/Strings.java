import java.util.Arrays;

/** String constants and interning, String/StringBuilder methods, string switch, hash codes. */
public class Strings {
    static final String CONST = "hello";
    static String other = "hel";

    public static void main(String[] args) {
        String a = "hello";
        String b = "hel" + "lo";
        String c = other + "lo";
        String d = new String("hello");
        System.out.println((a == CONST) + " " + (a == b) + " " + (a == c) + " " + (a == c.intern()) + " " + (a == d) + " " + a.equals(d)
            + " " + (d.intern() == a) + " " + (Other.S == a));
        System.out.println(a.hashCode() + " " + "".hashCode() + " " + "The quick brown fox".hashCode() + " " + "\u00e9\u4e2d".hashCode());
        String s = "  Mixed Case, with; punctuation!  ";
        System.out.println("[" + s.trim() + "] " + s.length() + " " + s.toUpperCase() + s.toLowerCase());
        System.out.println(s.indexOf('C') + " " + s.indexOf("with") + " " + s.lastIndexOf(' ') + " " + s.lastIndexOf("i") + " " + s.indexOf('z')
            + " " + s.indexOf("", 3) + " " + s.lastIndexOf("", 100) + " " + s.indexOf("i", 10));
        System.out.println(s.substring(2, 7) + "|" + s.substring(20) + "|" + s.replace(' ', '_') + "|" + s.replace("i", "II") + "|" + s.contains("Case"));
        System.out.println("abc".compareTo("abd") + " " + "abc".compareTo("ab") + " " + "B".compareToIgnoreCase("a") + " " + "x".equalsIgnoreCase("X")
            + " " + "abc".startsWith("ab") + " " + "abc".endsWith("bc") + " " + "abc".startsWith("c", 2) + " " + "".isEmpty());
        System.out.println(Arrays.toString("a,b,,c,,".split(",")) + Arrays.toString("a,b,,c,,".split(",", -1)) + Arrays.toString("a1b22c333".split("\\d+"))
            + Arrays.toString(" x  y z ".split("\\s+")) + Arrays.toString("a.b.c".split("\\.")) + Arrays.toString("abc".split(""))
            + Arrays.toString("k=v;k2=v2".split("[=;]")) + Arrays.toString("a,b,c".split(",", 2)));
        System.out.println("x1y22z".replaceAll("[0-9]+", "#") + " " + "aaa".replaceAll("a*", "-") + " " + "hello".matches("h.*o") + " "
            + "abc123".matches("[a-z]+\\d{3}") + " " + "abc".matches("ab"));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("/", Arrays.asList("x", "y")) + " " + "ab".concat("cd")
            + " " + String.valueOf(new char[] {'h', 'i'}) + " " + String.valueOf(3.0f) + String.valueOf(true) + String.valueOf('c') + String.valueOf(7L));
        char[] chars = "characters".toCharArray();
        Arrays.sort(chars);
        System.out.println(new String(chars) + " " + new String(chars, 2, 3) + " " + "caf\u00e9".getBytes().length + " " + new String(new byte[] {72, 105, -61, -87}));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            sb.append(i).append(',');
        }
        sb.setLength(sb.length() - 1);
        sb.insert(0, "[").append(']').reverse();
        System.out.println(sb + " " + sb.length() + " " + sb.indexOf("91") + " " + sb.charAt(3));
        sb.reverse().delete(1, 10).deleteCharAt(0).replace(0, 2, "XY").setCharAt(2, '!');
        System.out.println(sb);
        StringBuffer sf = new StringBuffer("buf");
        sf.append(1).append('c').append(2.5).append(true).append((Object) null).append(new char[] {'x'}).insert(3, 99L);
        System.out.println(sf + " " + sf.length());
        String n = null;
        System.out.println("null concat " + n + " " + (Object) null + 'c' + 1 + 2L + 3.0f + 4.0 + true);
        for (String key : new String[] {"alpha", "beta", "gamma", "Aa", "BB", "other"}) {
            switch (key) {
                case "alpha":
                    System.out.print("A ");
                    break;
                case "beta":
                case "gamma":
                    System.out.print("BG ");
                    break;
                case "Aa":
                    System.out.print("Aa ");
                    break;
                case "BB":
                    System.out.print("BB ");
                    break;
                default:
                    System.out.print("default ");
            }
        }
        System.out.println();
        System.out.println("\t tab \\ quote\" unicode \u0041\u00df ");
        System.out.println(Character.isDigit('7') + " " + Character.isLetter('x') + " " + Character.isWhitespace('\n') + " " + Character.toUpperCase('q')
            + " " + Character.getNumericValue('z') + " " + Character.digit('f', 16) + " " + Character.forDigit(11, 16) + " " + (int) Character.MAX_VALUE
            + " " + Character.isUpperCase('\u00c9') + " " + Character.toLowerCase('\u00c9') + " " + Character.isLetterOrDigit('_'));
        System.out.println("compareTo sort " + sorted("pear", "Apple", "apple", "banana", "", "pea"));
        System.out.println("abc".contentEquals(new StringBuilder("abc")) + " " + "Hello".regionMatches(true, 1, "XELLX", 1, 3) + " " + "a\u00dfc".toUpperCase());
    }

    static String sorted(String... xs) {
        Arrays.sort(xs);
        return Arrays.toString(xs);
    }

    static class Other {
        static final String S = "hel" + "lo";
    }
}
