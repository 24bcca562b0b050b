// RELEASE 11
import java.util.*;
import java.util.stream.*;

public class Prog2Text {
    static int levenshtein(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }

    static String lcs(String a, String b) {
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = a.length() - 1; i >= 0; i--)
            for (int j = b.length() - 1; j >= 0; j--)
                dp[i][j] = a.charAt(i) == b.charAt(j) ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
        StringBuilder sb = new StringBuilder();
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            if (a.charAt(i) == b.charAt(j)) { sb.append(a.charAt(i)); i++; j++; }
            else if (dp[i + 1][j] >= dp[i][j + 1]) i++; else j++;
        }
        return sb.toString();
    }

    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            sb.append(j - i).append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }

    static String unrle(String s) {
        StringBuilder sb = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)(\\D)").matcher(s);
        while (m.find()) sb.append(m.group(2).repeat(Integer.parseInt(m.group(1))));
        return sb.toString();
    }

    static List<Integer> lzwCompress(String s) {
        Map<String, Integer> dict = new HashMap<>();
        for (int i = 0; i < 256; i++) dict.put(String.valueOf((char) i), i);
        String w = "";
        List<Integer> out = new ArrayList<>();
        for (char c : s.toCharArray()) {
            String wc = w + c;
            if (dict.containsKey(wc)) w = wc;
            else { out.add(dict.get(w)); dict.put(wc, dict.size()); w = String.valueOf(c); }
        }
        if (!w.isEmpty()) out.add(dict.get(w));
        return out;
    }

    static String lzwDecompress(List<Integer> codes) {
        Map<Integer, String> dict = new HashMap<>();
        for (int i = 0; i < 256; i++) dict.put(i, String.valueOf((char) i));
        String w = String.valueOf((char) (int) codes.get(0));
        StringBuilder sb = new StringBuilder(w);
        for (int k : codes.subList(1, codes.size())) {
            String entry = dict.containsKey(k) ? dict.get(k) : w + w.charAt(0);
            sb.append(entry);
            dict.put(dict.size(), w + entry.charAt(0));
            w = entry;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] words = {"listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "odg", "bird", "inlets"};
        Map<String, List<String>> groups = new TreeMap<>();
        for (String w : words) {
            char[] cs = w.toCharArray();
            Arrays.sort(cs);
            groups.computeIfAbsent(new String(cs), k -> new ArrayList<>()).add(w);
        }
        groups.forEach((k, v) -> System.out.println(k + " -> " + v));
        int maxSize = groups.values().stream().mapToInt(List::size).max().getAsInt();
        System.out.println("largest: " + groups.values().stream().filter(g -> g.size() == maxSize).collect(Collectors.toList()));

        String[][] pairs = {{"kitten", "sitting"}, {"rosettacode", "raisethysword"}, {"", "abc"}, {"saturday", "sunday"}};
        for (String[] p : pairs)
            System.out.printf("lev(%s, %s) = %d, lcs = \"%s\"%n", p[0], p[1], levenshtein(p[0], p[1]), lcs(p[0], p[1]));

        String data = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW";
        String enc = rle(data);
        System.out.println(enc + " " + unrle(enc).equals(data));

        String text = "TOBEORNOTTOBEORTOBEORNOT";
        List<Integer> codes = lzwCompress(text);
        System.out.println(codes + " -> " + lzwDecompress(codes));

        StringBuilder sb = new StringBuilder("Hello World");
        sb.insert(5, ",").reverse();
        System.out.println(sb);
        sb.reverse().deleteCharAt(5).setCharAt(0, 'J');
        sb.replace(6, 11, "Java").append('!').append(3.5f).append(true);
        System.out.println(sb + " len=" + sb.length() + " idx=" + sb.indexOf("Java") + " last=" + sb.lastIndexOf("a"));

        String mixed = "  Abc-123_xyZ é 9!  ";
        long letters = mixed.chars().filter(Character::isLetter).count();
        long digits = mixed.chars().filter(Character::isDigit).count();
        long lod = mixed.chars().filter(Character::isLetterOrDigit).count();
        System.out.println("letters=" + letters + " digits=" + digits + " letterOrDigit=" + lod);
        System.out.println("[" + mixed.strip() + "][" + mixed.trim() + "][" + mixed.stripLeading() + "][" + mixed.stripTrailing() + "]");
        System.out.println("   ".isBlank() + " " + "".isEmpty() + " " + "ab".repeat(3) + " " + "a\nb\nc".lines().count());
        System.out.println(Character.getNumericValue('7') + " " + Character.getNumericValue('z') + " " + Character.toUpperCase('q')
                + " " + (int) Character.forDigit(11, 16) + " " + Character.digit('f', 16) + " " + Character.isWhitespace('\t'));
        System.out.println(String.join("|", List.of("a", "b", "c")) + " " + String.valueOf(new char[]{'x', 'y'})
                + " " + String.valueOf(new char[]{'a', 'b', 'c', 'd'}, 1, 2) + " " + String.format("%s=%d", "k", 42));
        String sentence = "the rain in spain falls mainly on the plain";
        System.out.println(Arrays.stream(sentence.split(" ")).map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1)).collect(Collectors.joining(" ")));
        TreeMap<Character, Long> vowels = sentence.chars().mapToObj(c -> (char) c).filter(c -> "aeiou".indexOf(c) >= 0)
                .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println(vowels);
        System.out.println("palindromes: " + Stream.of("racecar", "level", "java", "A man a plan a canal Panama", "noon")
                .filter(s -> { String t = s.replaceAll("\\s", "").toLowerCase(); return new StringBuilder(t).reverse().toString().equals(t); })
                .collect(Collectors.toList()));
        System.out.println("ΟΔΥΣΣΕΥΣ ΣΟΦΟΣ, ΑΝΘΡΩΠΟΣ. Σ ΑΣ1".toLowerCase() + " " + "İstanbul".toLowerCase().length() + " " + "ﬁne ﬂow ﬀ straße ŉ".toUpperCase()
                + " " + "Ünïcödé ÇA VA".toLowerCase() + " " + "groß".equalsIgnoreCase("GROSS") + " " + "ΣΑΣ".toLowerCase().toUpperCase());
        System.out.println("compare: " + "apple".compareTo("banana") + " " + "Apple".compareToIgnoreCase("apple") + " "
                + "abc".equalsIgnoreCase("ABC") + " " + "hello".contains("ell") + " " + "a,b,,c,".split(",").length
                + " " + Arrays.toString("a,b,,c,".split(",", -1)) + " " + "Mississippi".replace("ss", "SS") + " " + "x".compareTo("xyz"));
    }
}
