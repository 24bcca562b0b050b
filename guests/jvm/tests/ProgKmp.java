public class ProgKmp {
    private final int[][] dfa;
    private final String pat;

    public ProgKmp(String pat) {
        this.pat = pat;
        int m = pat.length(), r = 256;
        dfa = new int[r][m];
        dfa[pat.charAt(0)][0] = 1;
        for (int x = 0, j = 1; j < m; j++) {
            for (int c = 0; c < r; c++) dfa[c][j] = dfa[c][x];
            dfa[pat.charAt(j)][j] = j + 1;
            x = dfa[pat.charAt(j)][x];
        }
    }

    public int search(String txt) {
        int m = pat.length(), n = txt.length(), i, j;
        for (i = 0, j = 0; i < n && j < m; i++) j = dfa[txt.charAt(i)][j];
        return j == m ? i - m : n;
    }

    static int[] prefix(String p) {
        int[] pi = new int[p.length()];
        for (int q = 1, k = 0; q < p.length(); q++) {
            while (k > 0 && p.charAt(k) != p.charAt(q)) k = pi[k - 1];
            if (p.charAt(k) == p.charAt(q)) k++;
            pi[q] = k;
        }
        return pi;
    }

    static java.util.List<Integer> findAll(String t, String p) {
        java.util.List<Integer> res = new java.util.ArrayList<Integer>();
        int[] pi = prefix(p);
        for (int i = 0, q = 0; i < t.length(); i++) {
            while (q > 0 && p.charAt(q) != t.charAt(i)) q = pi[q - 1];
            if (p.charAt(q) == t.charAt(i)) q++;
            if (q == p.length()) { res.add(i - p.length() + 1); q = pi[q - 1]; }
        }
        return res;
    }

    public static void main(String[] args) {
        String txt = "abacadabrabracabracadabrabrabracad";
        for (String pat : new String[] {"abracadabra", "rab", "bcara", "rabrabracad", "abacad"}) {
            int off = new ProgKmp(pat).search(txt);
            System.out.println("text:    " + txt);
            StringBuilder sb = new StringBuilder("pattern: ");
            for (int i = 0; i < off; i++) sb.append(' ');
            System.out.println(sb.append(pat));
            System.out.println("offset " + off + " indexOf " + txt.indexOf(pat) + " all " + findAll(txt, pat));
        }
        System.out.println(java.util.Arrays.toString(prefix("ababaca")));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.append(i % 7 == 0 ? "ab" : "a");
        System.out.println(findAll(big.toString(), "aab").size() + " " + new ProgKmp("abaaaaaaab").search(big.toString()));
    }
}
