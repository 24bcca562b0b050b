import java.util.Random;

public class ProgUnionFind {
    private final int[] parent;
    private final int[] size;
    private int count;

    public ProgUnionFind(int n) {
        count = n;
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) { parent[i] = i; size[i] = 1; }
    }

    public int count() { return count; }

    public int find(int p) {
        validate(p);
        while (p != parent[p]) {
            parent[p] = parent[parent[p]];
            p = parent[p];
        }
        return p;
    }

    private void validate(int p) {
        if (p < 0 || p >= parent.length)
            throw new IllegalArgumentException("index " + p + " is not between 0 and " + (parent.length - 1));
    }

    public boolean connected(int p, int q) { return find(p) == find(q); }

    public void union(int p, int q) {
        int rp = find(p), rq = find(q);
        if (rp == rq) return;
        if (size[rp] < size[rq]) { parent[rp] = rq; size[rq] += size[rp]; }
        else { parent[rq] = rp; size[rp] += size[rq]; }
        count--;
    }

    public static void main(String[] args) {
        ProgUnionFind uf = new ProgUnionFind(10);
        int[][] pairs = {{4, 3}, {3, 8}, {6, 5}, {9, 4}, {2, 1}, {8, 9}, {5, 0}, {7, 2}, {6, 1}, {1, 0}, {6, 7}};
        for (int[] pr : pairs) {
            if (uf.connected(pr[0], pr[1])) continue;
            uf.union(pr[0], pr[1]);
            System.out.println(pr[0] + " " + pr[1]);
        }
        System.out.println(uf.count() + " components");
        // random percolation-style experiment with a seeded generator
        Random rnd = new Random(20261126L);
        int n = 2000;
        ProgUnionFind big = new ProgUnionFind(n);
        int unions = 0;
        while (big.count() > 1) {
            int p = rnd.nextInt(n), q = rnd.nextInt(n);
            big.union(p, q);
            unions++;
        }
        System.out.println("random unions to connect " + n + ": " + unions);
        try {
            big.find(n);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage());
        }
    }
}
