package java.util.regex;

/**
 * The longest text a compiled sub-pattern can match, or -1 when it has no bound (or is too
 * intricate to bound cheaply), so that a lookbehind tries only the start positions that can
 * reach its end (the JDK requires such a bound; this library also takes unbounded ones,
 * trying every start position).
 */
final class LengthBound {
    private static final int UNBOUNDED = -1;
    /** Node visits before giving up (alternatives followed by long tails multiply). */
    private int budget = 10000;

    private LengthBound() {
    }

    static int max(Node head) {
        return new LengthBound().walk(head, null);
    }

    private static int add(int a, int b) {
        if (a < 0 || b < 0) {
            return UNBOUNDED;
        }
        long s = (long) a + b;
        return s > Integer.MAX_VALUE / 4 ? UNBOUNDED : (int) s;
    }

    /** The longest match from n to the end of its sequence, or to the end of the body of loop stop. */
    private int walk(Node n, Node.Loop stop) {
        if (--budget < 0) {
            return UNBOUNDED;
        }
        if (n == null || n instanceof Node.BehindEnd || n instanceof Node.Last || n.getClass() == Node.class) {
            return 0;
        }
        if (n instanceof Node.Char) {
            return add(1, walk(n.next, stop));
        }
        if (n instanceof Node.Slice) {
            return add(((Node.Slice) n).s.length(), walk(n.next, stop));
        }
        if (n instanceof Node.CharCurly) {
            Node.CharCurly c = (Node.CharCurly) n;
            return c.max == Integer.MAX_VALUE ? UNBOUNDED : add(c.max, walk(n.next, stop));
        }
        if (n instanceof Node.Branch) {
            int best = 0;
            for (Node a : ((Node.Branch) n).alts) {
                int l = walk(a, stop); // each alternative runs on through the join to the end
                if (l < 0) {
                    return UNBOUNDED;
                }
                best = Math.max(best, l);
            }
            return best;
        }
        if (n instanceof Node.Loop) {
            Node.Loop loop = (Node.Loop) n;
            if (loop.max == Integer.MAX_VALUE) {
                return UNBOUNDED;
            }
            int body = walk(loop.body, loop);
            if (body < 0) {
                return UNBOUNDED;
            }
            long total = (long) body * loop.max;
            return total > Integer.MAX_VALUE / 4 ? UNBOUNDED : add((int) total, walk(n.next, stop));
        }
        if (n instanceof Node.Atomic) {
            return add(walk(((Node.Atomic) n).body, null), walk(n.next, stop));
        }
        if (n instanceof Node.LoopTail) {
            return ((Node.LoopTail) n).loop == stop ? 0 : UNBOUNDED;
        }
        if (n instanceof Node.BackRef) {
            return UNBOUNDED;
        }
        // zero-width: Join, GroupHead, GroupTail, Anchor, Ahead, Behind
        return walk(n.next, stop);
    }
}
