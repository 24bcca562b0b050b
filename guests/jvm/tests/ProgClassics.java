import java.util.*;

public class ProgClassics {
    static int solutions;
    static int[] firstSolution;

    static void queens(int[] cols, int row, int n) {
        if (row == n) {
            if (solutions++ == 0) firstSolution = cols.clone();
            return;
        }
        outer:
        for (int c = 0; c < n; c++) {
            for (int r = 0; r < row; r++) {
                if (cols[r] == c || Math.abs(cols[r] - c) == row - r) continue outer;
            }
            cols[row] = c;
            queens(cols, row + 1, n);
        }
    }

    static int hanoiMoves;

    static void hanoi(int n, char from, char to, char via, StringBuilder log) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, log);
        hanoiMoves++;
        if (log != null) log.append("Move disk ").append(n).append(" from ").append(from).append(" to ").append(to).append('\n');
        hanoi(n - 1, via, to, from, log);
    }

    static long[][] multiply(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                long s = 0;
                for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
                c[i][j] = s;
            }
        return c;
    }

    static boolean isPalindrome(String s) {
        String t = s.replaceAll("[^A-Za-z]", "").toLowerCase();
        return new StringBuilder(t).reverse().toString().equals(t);
    }

    static String caesar(String s, int k) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) sb.append((char) ('A' + (c - 'A' + k + 26) % 26));
            else if (Character.isLowerCase(c)) sb.append((char) ('a' + (c - 'a' + k + 26) % 26));
            else sb.append(c);
        }
        return sb.toString();
    }

    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    public static void main(String[] args) {
        for (int n = 4; n <= 8; n++) {
            solutions = 0;
            queens(new int[n], 0, n);
            System.out.println(n + "-queens: " + solutions + " solutions, first " + Arrays.toString(firstSolution));
        }
        for (int r = 0; r < 8; r++) {
            char[] line = new char[8];
            Arrays.fill(line, '.');
            line[firstSolution[r]] = 'Q';
            System.out.println(new String(line));
        }

        StringBuilder log = new StringBuilder();
        hanoi(3, 'A', 'C', 'B', log);
        System.out.print(log);
        hanoiMoves = 0;
        hanoi(16, 'A', 'C', 'B', null);
        System.out.println("16 disks: " + hanoiMoves + " moves");

        int limit = 10000;
        boolean[] composite = new boolean[limit + 1];
        List<Integer> primes = new ArrayList<Integer>();
        for (int i = 2; i <= limit; i++) {
            if (composite[i]) continue;
            primes.add(i);
            for (long j = (long) i * i; j <= limit; j += i) composite[(int) j] = true;
        }
        System.out.println(primes.size() + " primes below " + limit + ", last " + primes.get(primes.size() - 1) + ", first " + primes.subList(0, 15));

        long[][] fib = {{1, 1}, {1, 0}};
        long[][] r = {{1, 0}, {0, 1}};
        for (int i = 0; i < 90; i++) r = multiply(r, fib);
        System.out.println("F(90) = " + r[0][1] + ", F(91) = " + r[0][0]);
        long[][] m = new long[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 4 + j - 7;
        System.out.println(Arrays.deepToString(multiply(m, m)));

        String[] tests = {"A man, a plan, a canal: Panama", "Hello, World", "Was it a car or a cat I saw?"};
        for (String t : tests) System.out.println("\"" + t + "\" palindrome? " + isPalindrome(t));
        String secret = caesar("The Quick Brown Fox Jumps Over The Lazy Dog!", 13);
        System.out.println(secret + " | " + caesar(secret, -13));
        StringBuilder sb = new StringBuilder("abcdefghij");
        sb.insert(3, "XYZ").delete(0, 2).replace(4, 6, "--").setCharAt(0, 'C');
        sb.append(3.5f).append(true).append('!').append(42L).deleteCharAt(sb.length() - 1);
        System.out.println(sb + " len " + sb.length() + " idx " + sb.indexOf("--") + " rev " + new StringBuilder("racecar!").reverse());
        String csv = "name, age ,city,,";
        System.out.println(Arrays.toString(csv.split(",")) + " " + Arrays.toString(csv.split(",", -1)) + " " + csv.trim().toUpperCase().chars().filter(Character::isLetter).count());
        System.out.println(String.valueOf(new char[] {'h', 'i'}) + " " + "Mississippi".lastIndexOf("ss") + " " + "Mississippi".replace("ss", "SS") + " " + "  pad ".trim().concat("|") + " " + "a-b-c".indexOf('-', 2));
        System.out.println("gcd(1071, 462) = " + gcd(1071, 462) + ", lcm = " + 1071L * 462 / gcd(1071, 462));
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toHexString(-1) + " " + Long.toString(255, 16) + " " + Integer.parseInt("-7f", 16) + " " + Integer.bitCount(255) + " " + Character.getNumericValue('z'));
    }
}
