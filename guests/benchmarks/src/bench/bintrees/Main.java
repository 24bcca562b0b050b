package bench.bintrees;

import bench.Harness;

/**
 * bintrees: binary-tree allocation in the style of Boehm's GCBench. A long-lived tree and
 * a long-lived array of doubles stay reachable for the whole run while trees of depths
 * 4, 6, ... are built top-down (allocate the parent, then fill in children: old-to-young
 * pointer stores) and bottom-up (children first), walked and dropped. Each pass builds
 * the same number of nodes at every depth.
 */
public final class Main {
    /** Passes per size: s0, s1, s10, s100. */
    private static final int[] PASSES = {1, 1, 10, 100};
    private static final int[] EXPECTED = {0xd6da2929, 0x2275b129, 0xd23d89e5, 0x02aeee5d};
    private static final int MIN_DEPTH = 4;

    static final class Node {
        Node left;
        Node right;
        int i;
        int j;

        Node(Node l, Node r) {
            left = l;
            right = r;
        }

        Node() {
        }
    }

    private Main() {
    }

    static int treeSize(int depth) {
        return (1 << (depth + 1)) - 1;
    }

    static void populate(int depth, Node n) {
        if (depth <= 0) {
            return;
        }
        depth--;
        n.left = new Node();
        n.right = new Node();
        n.i = depth;
        populate(depth, n.left);
        populate(depth, n.right);
    }

    static Node makeTree(int depth) {
        if (depth <= 0) {
            return new Node();
        }
        Node n = new Node(makeTree(depth - 1), makeTree(depth - 1));
        n.j = depth;
        return n;
    }

    /** Counts the nodes. */
    static int walk(Node n) {
        int c = 0;
        while (n != null) {
            c += 1 + walk(n.right);
            n = n.left;
        }
        return c;
    }

    public static void main(String[] args) {
        Harness h = Harness.start("bintrees", args);
        int passes = h.pick(PASSES);
        int maxDepth = h.size == 0 ? 8 : 12;
        int longDepth = h.size == 0 ? 10 : 15;
        int arraySize = h.size == 0 ? 5000 : 100000;

        Node longLived = new Node();
        populate(longDepth, longLived);
        double[] array = new double[arraySize];
        for (int i = 0; i < arraySize / 2; i++) {
            array[i] = 1.0 / (i + 1);
        }
        int sum = 0;
        for (int p = 0; p < passes; p++) {
            h.iteration(p);
            for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
                int iters = 2 * treeSize(maxDepth) / treeSize(d);
                int nodes = 0;
                for (int k = 0; k < iters; k++) {
                    Node t = new Node();
                    populate(d, t);
                    nodes += walk(t) + t.i;
                    t = makeTree(d);
                    nodes += walk(t) + t.j;
                }
                sum = Harness.mix(sum, nodes);
                }
            // Rebuild one subtree of the long-lived tree: old objects pointing at new ones.
            Node n = longLived;
            for (int k = 0; k < 3 + p % 5; k++) {
                n = (p >> k & 1) == 0 ? n.left : n.right;
            }
            populate(longDepth - 8, n);
        }
        int longCount = walk(longLived);
        if (array[1000] != 1.0 / 1001) {
            throw new IllegalStateException("long-lived array damaged");
        }
        sum = Harness.mix(sum, longCount);
        System.out.println("long-lived tree nodes " + longCount);
        h.finish(sum, EXPECTED);
    }
}
