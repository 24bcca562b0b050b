// Bench.java - a small CPU benchmark for the interpreter figures (tools/bench.sh):
// a sieve, a long arithmetic loop, recursive calls, field access and a little allocation.
// Usage: Bench N
public class Bench {
    int count;

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    void bump(int v) {
        count += v & 1;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        boolean[] comp = new boolean[n + 1];
        int primes = 0;
        for (int i = 2; i <= n; i++) {
            if (!comp[i]) {
                primes++;
                for (int j = 2 * i; j <= n; j += i) {
                    comp[j] = true;
                }
            }
        }
        long acc = 0;
        for (int i = 0; i < 3 * n; i++) {
            acc = acc * 31 + (i ^ (i >>> 3));
        }
        Bench b = new Bench();
        for (int i = 0; i < n; i++) {
            b.bump(i);
        }
        int depth = 10;
        while ((1 << depth) < n / 4) {
            depth++;
        }
        int[][] rows = new int[n / 100 + 1][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new int[16];
        }
        System.out.println(primes + " " + acc + " " + fib(depth) + " " + b.count + " " + rows.length);
    }
}
