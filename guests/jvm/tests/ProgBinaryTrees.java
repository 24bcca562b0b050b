// RELEASE 11
public class ProgBinaryTrees {
    private static final int MIN_DEPTH = 4;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int maxDepth = Math.max(MIN_DEPTH + 2, n);
        int stretchDepth = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretchDepth + "\t check: " + bottomUp(stretchDepth).itemCheck());
        TreeNode longLived = bottomUp(maxDepth);
        String[] results = new String[(maxDepth - MIN_DEPTH) / 2 + 1];
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + MIN_DEPTH);
            int check = 0;
            for (int i = 1; i <= iterations; ++i) {
                check += bottomUp(d).itemCheck();
            }
            results[(d - MIN_DEPTH) / 2] = iterations + "\t trees of depth " + d + "\t check: " + check;
        }
        for (String r : results) System.out.println(r);
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.itemCheck());
    }

    private static TreeNode bottomUp(int depth) {
        if (depth > 0) return new TreeNode(bottomUp(depth - 1), bottomUp(depth - 1));
        return new TreeNode(null, null);
    }

    private static final class TreeNode {
        private final TreeNode left, right;
        TreeNode(TreeNode left, TreeNode right) { this.left = left; this.right = right; }
        int itemCheck() {
            if (left == null) return 1;
            return 1 + left.itemCheck() + right.itemCheck();
        }
    }
}
