import java.util.*;

public class Prog2Queens {
    static List<int[]> all = new ArrayList<>();

    static void place(int n, int row, int[] cols, boolean[] used, boolean[] d1, boolean[] d2) {
        if (row == n) { all.add(cols.clone()); return; }
        for (int c = 0; c < n; c++) {
            if (used[c] || d1[row + c] || d2[row - c + n - 1]) continue;
            used[c] = d1[row + c] = d2[row - c + n - 1] = true;
            cols[row] = c;
            place(n, row + 1, cols, used, d1, d2);
            used[c] = d1[row + c] = d2[row - c + n - 1] = false;
        }
    }

    static int countBits(int n) {
        return bits(n, 0, 0, 0, 0);
    }

    static int bits(int n, int row, int cols, int ld, int rd) {
        if (row == n) return 1;
        int count = 0;
        int avail = ~(cols | ld | rd) & ((1 << n) - 1);
        while (avail != 0) {
            int bit = avail & -avail;
            avail -= bit;
            count += bits(n, row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
        return count;
    }

    static String canonical(int[] s) {
        int n = s.length;
        List<String> forms = new ArrayList<>();
        int[] cur = s.clone();
        for (int rot = 0; rot < 4; rot++) {
            int[] r = new int[n];
            for (int i = 0; i < n; i++) r[cur[i]] = n - 1 - i;
            cur = r;
            forms.add(Arrays.toString(cur));
            int[] m = new int[n];
            for (int i = 0; i < n; i++) m[i] = n - 1 - cur[i];
            forms.add(Arrays.toString(m));
        }
        Collections.sort(forms);
        return forms.get(0);
    }

    public static void main(String[] args) {
        int n = 8;
        place(n, 0, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n]);
        System.out.println(all.size() + " solutions for " + n + " queens");
        for (int k = 0; k < 3; k++) {
            int[] s = all.get(k);
            System.out.println("Solution " + (k + 1) + ": " + Arrays.toString(s));
            for (int r = 0; r < n; r++) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[s[r]] = 'Q';
                System.out.println("  " + new String(line));
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int[] s : all.subList(all.size() - 5, all.size())) {
            for (int c : s) sb.append((char) ('a' + c));
            sb.append(' ');
        }
        System.out.println("last five: " + sb.toString().trim());
        Set<String> unique = new TreeSet<>();
        for (int[] s : all) unique.add(canonical(s));
        System.out.println("fundamental solutions: " + unique.size());
        for (int size = 1; size <= 10; size++) System.out.print(countBits(size) + (size < 10 ? " " : "\n"));
    }
}
