import java.util.*;

public class Prog2Dynamic {
    static int knapsack(int[] w, int[] v, int cap, List<Integer> chosen) {
        int n = w.length;
        int[][] dp = new int[n + 1][cap + 1];
        for (int i = 1; i <= n; i++)
            for (int c = 0; c <= cap; c++) {
                dp[i][c] = dp[i - 1][c];
                if (w[i - 1] <= c) dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - w[i - 1]] + v[i - 1]);
            }
        for (int i = n, c = cap; i > 0; i--)
            if (dp[i][c] != dp[i - 1][c]) { chosen.add(i - 1); c -= w[i - 1]; }
        Collections.reverse(chosen);
        return dp[n][cap];
    }

    static long coinWays(int[] coins, int amount) {
        long[] ways = new long[amount + 1];
        ways[0] = 1;
        for (int c : coins) for (int a = c; a <= amount; a++) ways[a] += ways[a - c];
        return ways[amount];
    }

    static int minCoins(int[] coins, int amount) {
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, Integer.MAX_VALUE);
        dp[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int c : coins)
                if (c <= a && dp[a - c] != Integer.MAX_VALUE) dp[a] = Math.min(dp[a], dp[a - c] + 1);
        return dp[amount] == Integer.MAX_VALUE ? -1 : dp[amount];
    }

    static List<Integer> lis(int[] a) {
        int n = a.length;
        int[] len = new int[n], prev = new int[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            len[i] = 1; prev[i] = -1;
            for (int j = 0; j < i; j++) if (a[j] < a[i] && len[j] + 1 > len[i]) { len[i] = len[j] + 1; prev[i] = j; }
            if (len[i] > len[best]) best = i;
        }
        LinkedList<Integer> out = new LinkedList<>();
        for (int i = best; i >= 0; i = prev[i]) out.addFirst(a[i]);
        return out;
    }

    static long matrixChain(int[] dims) {
        int n = dims.length - 1;
        long[][] m = new long[n][n];
        for (int len = 2; len <= n; len++)
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                m[i][j] = Long.MAX_VALUE;
                for (int k = i; k < j; k++)
                    m[i][j] = Math.min(m[i][j], m[i][k] + m[k + 1][j] + (long) dims[i] * dims[k + 1] * dims[j + 1]);
            }
        return m[0][n - 1];
    }

    static Map<Integer, Long> memo = new HashMap<>();

    static long partitions(int n) {
        if (n < 0) return 0;
        if (n == 0) return 1;
        Long cached = memo.get(n);
        if (cached != null) return cached;
        long sum = 0;
        for (int k = 1; ; k++) {
            int g1 = k * (3 * k - 1) / 2, g2 = k * (3 * k + 1) / 2;
            if (g1 > n) break;
            long sign = (k % 2 == 1) ? 1 : -1;
            sum += sign * (partitions(n - g1) + partitions(n - g2));
        }
        memo.put(n, sum);
        return sum;
    }

    public static void main(String[] args) {
        String[] names = {"map", "compass", "water", "sandwich", "glucose", "tin", "banana", "apple", "cheese", "beer", "suntan cream", "camera"};
        int[] w = {9, 13, 153, 50, 15, 68, 27, 39, 23, 52, 11, 32};
        int[] v = {150, 35, 200, 160, 60, 45, 60, 40, 30, 10, 70, 30};
        List<Integer> chosen = new ArrayList<>();
        int best = knapsack(w, v, 400, chosen);
        int weight = 0;
        for (int i : chosen) { System.out.printf("  %-14s %3d %4d%n", names[i], w[i], v[i]); weight += w[i]; }
        System.out.println("value " + best + " weight " + weight);

        int[] us = {1, 5, 10, 25, 50, 100};
        System.out.println("ways(100) = " + coinWays(us, 100) + ", ways(1000) = " + coinWays(us, 1000) + ", ways(100000) = " + coinWays(us, 100000));
        System.out.println("minCoins(63) = " + minCoins(new int[]{1, 5, 10, 21, 25}, 63) + ", minCoins(7 with 2,4) = " + minCoins(new int[]{2, 4}, 7));
        System.out.println("lis = " + lis(new int[]{3, 2, 6, 4, 5, 1}) + " " + lis(new int[]{0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15}));
        System.out.println("matrix chain = " + matrixChain(new int[]{40, 20, 30, 10, 30}) + " " + matrixChain(new int[]{1, 5, 25, 30, 100, 70, 2, 1, 100, 250, 1, 1000, 2}));
        System.out.println("p(100) = " + partitions(100) + ", p(400) = " + partitions(400));

        // Fibonacci via memo, overflow detection with Math.addExact
        long a = 0, b = 1;
        int n = 1;
        try {
            while (true) { long c = Math.addExact(a, b); a = b; b = c; n++; }
        } catch (ArithmeticException e) {
            System.out.println("fib overflow after F(" + n + ") = " + b + ": " + e.getMessage());
        }
        System.out.println(Long.MAX_VALUE + 1 + " " + (Long.MAX_VALUE + 1) + " " + Math.floorMod(-7, 3) + " " + (-7 % 3) + " " + Math.floorDiv(-7, 3));

        // Triangle max path
        int[][] tri = {{75}, {95, 64}, {17, 47, 82}, {18, 35, 87, 10}, {20, 4, 82, 47, 65}, {19, 1, 23, 75, 3, 34}};
        int[] dp = tri[tri.length - 1].clone();
        for (int r = tri.length - 2; r >= 0; r--)
            for (int i = 0; i <= r; i++) dp[i] = tri[r][i] + Math.max(dp[i], dp[i + 1]);
        System.out.println("triangle max path " + dp[0]);
    }
}
