/**
 * Binary-trees style GC stress: a long-lived tree, a long-lived table of strings and arrays,
 * and many short-lived trees, with checksums. Meant to run with a small heap (-X:h=4) and
 * -X:verify so that hundreds of collections happen.
 */
public class GcStress {
    static final class Node {
        Node left;
        Node right;
        int value;

        Node(Node l, Node r, int v) {
            left = l;
            right = r;
            value = v;
        }

        int check() {
            return value + (left == null ? 0 : left.check() - right.check());
        }
    }

    static Node bottomUp(int depth, int v) {
        if (depth == 0) {
            return new Node(null, null, v);
        }
        return new Node(bottomUp(depth - 1, 2 * v - 1), bottomUp(depth - 1, 2 * v), v);
    }

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 14;
        Node longLived = bottomUp(maxDepth, 0);
        Object[] table = new Object[1000];
        long checksum = 0;
        for (int depth = 4; depth <= maxDepth; depth += 2) {
            int iterations = 1 << (maxDepth - depth + 4);
            int check = 0;
            for (int i = 1; i <= iterations; i++) {
                check += bottomUp(depth, i).check();
                check += bottomUp(depth, -i).check();
                int slot = (i * 31 + depth) % table.length;
                if (i % 3 == 0) {
                    table[slot] = "s" + i + ":" + depth;
                } else if (i % 3 == 1) {
                    int[] arr = new int[i % 50];
                    for (int k = 0; k < arr.length; k++) {
                        arr[k] = k * i;
                    }
                    table[slot] = arr;
                } else {
                    table[slot] = new long[] {i, depth, (long) i * depth};
                }
            }
            System.out.println((iterations * 2) + " trees of depth " + depth + " check: " + check);
            checksum = checksum * 31 + check;
        }
        long tableSum = 0;
        for (Object o : table) {
            if (o instanceof String) {
                tableSum += o.hashCode();
            } else if (o instanceof int[]) {
                for (int v : (int[]) o) {
                    tableSum += v;
                }
            } else if (o instanceof long[]) {
                for (long v : (long[]) o) {
                    tableSum += v;
                }
            }
        }
        // a linked list that survives many collections, rebuilt piecewise
        Node chain = null;
        for (int i = 0; i < 20000; i++) {
            chain = new Node(chain, null, i);
            if (i % 1000 == 999) {
                Node p = chain;
                for (int k = 0; k < 500 && p != null; k++) {
                    p = p.left;
                }
                if (p != null) {
                    p.left = null;
                }
            }
        }
        int chainLen = 0;
        long chainSum = 0;
        for (Node p = chain; p != null; p = p.left) {
            chainLen++;
            chainSum += p.value;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20000; i++) {
            sb.append((char) ('a' + i % 26));
            if (sb.length() > 500) {
                sb = new StringBuilder(sb.substring(250));
            }
        }
        System.out.println("long lived tree of depth " + maxDepth + " check: " + longLived.check());
        System.out.println("checksum " + checksum + " table " + tableSum + " chain " + chainLen + " " + chainSum + " sb " + sb.length() + " " + sb.toString().hashCode());
    }
}
