import java.util.*;

public class Prog2Rosetta {
    static String toRoman(int n) {
        int[] v = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] s = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < v.length; i++) {
            while (n >= v[i]) { sb.append(s[i]); n -= v[i]; }
        }
        return sb.toString();
    }

    static int fromRoman(String r) {
        Map<Character, Integer> m = new HashMap<>();
        m.put('I', 1); m.put('V', 5); m.put('X', 10); m.put('L', 50);
        m.put('C', 100); m.put('D', 500); m.put('M', 1000);
        int total = 0;
        for (int i = 0; i < r.length(); i++) {
            int cur = m.get(r.charAt(i));
            if (i + 1 < r.length() && cur < m.get(r.charAt(i + 1))) total -= cur; else total += cur;
        }
        return total;
    }

    static boolean luhn(String number) {
        int sum = 0;
        boolean alt = false;
        for (int i = number.length() - 1; i >= 0; i--) {
            int d = Character.getNumericValue(number.charAt(i));
            if (alt) { d *= 2; if (d > 9) d -= 9; }
            sum += d;
            alt = !alt;
        }
        return sum % 10 == 0;
    }

    static String caesar(String s, int k) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) sb.append((char) ('A' + Math.floorMod(c - 'A' + k, 26)));
            else if (Character.isLowerCase(c)) sb.append((char) ('a' + Math.floorMod(c - 'a' + k, 26)));
            else sb.append(c);
        }
        return sb.toString();
    }

    static String vigenere(String text, String key, boolean enc) {
        StringBuilder sb = new StringBuilder();
        int j = 0;
        for (char c : text.toUpperCase().toCharArray()) {
            if (c < 'A' || c > 'Z') continue;
            int k = key.charAt(j++ % key.length()) - 'A';
            sb.append((char) ((c - 'A' + (enc ? k : 26 - k)) % 26 + 'A'));
        }
        return sb.toString();
    }

    static long ackermann(long m, long n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    public static void main(String[] args) {
        // 100 doors
        boolean[] doors = new boolean[101];
        for (int pass = 1; pass <= 100; pass++)
            for (int d = pass; d <= 100; d += pass) doors[d] = !doors[d];
        StringBuilder open = new StringBuilder("Open doors:");
        for (int d = 1; d <= 100; d++) if (doors[d]) open.append(' ').append(d);
        System.out.println(open);

        // FizzBuzz variants
        for (int i = 1; i <= 15; i++) {
            String s = (i % 3 == 0 ? "Fizz" : "") + (i % 5 == 0 ? "Buzz" : "");
            System.out.print(s.isEmpty() ? String.valueOf(i) : s);
            System.out.print(i < 15 ? "," : "\n");
        }
        int[] factors = {3, 5, 7};
        String[] words = {"Fizz", "Buzz", "Baxx"};
        for (int i = 100; i <= 110; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < factors.length; k++) if (i % factors[k] == 0) sb.append(words[k]);
            System.out.print(sb.length() == 0 ? Integer.toString(i) : sb.toString());
            System.out.print(' ');
        }
        System.out.println();

        // Roman numerals both ways
        int[] years = {1990, 2008, 1666, 3999, 4, 944, 2024};
        for (int y : years) {
            String r = toRoman(y);
            System.out.printf("%4d -> %-12s -> %d%n", y, r, fromRoman(r));
        }

        // Luhn
        for (String n : new String[]{"49927398716", "49927398717", "1234567812345678", "1234567812345670"})
            System.out.println(n + " " + (luhn(n) ? "valid" : "invalid"));

        // Caesar and Vigenere
        String msg = "The quick brown fox Jumped over the lazy Dog";
        String enc = caesar(msg, 11);
        System.out.println(enc);
        System.out.println(caesar(enc, -11));
        String v = vigenere("Beware the Jabberwock, my son!", "VIGENERECIPHER", true);
        System.out.println(v + " / " + vigenere(v, "VIGENERECIPHER", false));

        // Collatz: longest chain under 3000
        int best = 0, bestLen = 0;
        for (int i = 1; i < 3000; i++) {
            long n = i;
            int len = 1;
            while (n != 1) { n = (n & 1) == 0 ? n / 2 : 3 * n + 1; len++; }
            if (len > bestLen) { bestLen = len; best = i; }
        }
        System.out.println("Collatz longest under 3000: " + best + " (" + bestLen + " terms)");
        List<Long> seq = new ArrayList<>();
        for (long n = 27; ; n = (n % 2 == 0) ? n / 2 : 3 * n + 1) { seq.add(n); if (n == 1) break; }
        System.out.println("27: " + seq.size() + " terms, first " + seq.subList(0, 8) + ", max " + Collections.max(seq));

        // Perfect, abundant, deficient
        List<Integer> perfect = new ArrayList<>();
        int abundant = 0, deficient = 0;
        for (int n = 1; n <= 9000; n++) {
            int s = n == 1 ? 0 : 1;
            for (int d = 2; d * d <= n; d++) if (n % d == 0) { s += d; if (d != n / d) s += n / d; }
            if (s == n) perfect.add(n); else if (s > n) abundant++; else deficient++;
        }
        System.out.println("perfect " + perfect + " abundant " + abundant + " deficient " + deficient);

        // Ackermann
        for (int m = 0; m <= 3; m++) {
            StringBuilder sb = new StringBuilder("A(" + m + ",n):");
            for (int n = 0; n <= 4; n++) sb.append(' ').append(ackermann(m, n));
            System.out.println(sb);
        }

        // Pascal's triangle formatted
        int rows = 10;
        long[] row = {1};
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < (rows - r - 1) * 2; i++) sb.append(' ');
            for (long x : row) sb.append(String.format("%4d", x));
            System.out.println(sb);
            long[] next = new long[row.length + 1];
            next[0] = 1; next[row.length] = 1;
            for (int i = 1; i < row.length; i++) next[i] = row[i - 1] + row[i];
            row = next;
        }
    }
}
