package java.util;

/**
 * The red-black balancing of TreeMap (CLR's algorithms, as the JDK's TreeMap): colours,
 * rotations and the fix-ups after insertion and deletion, on a map's root.
 */
final class TreeMapBalance {
    private static final boolean RED = false;
    private static final boolean BLACK = true;

    private TreeMapBalance() {
    }

    static <K, V> boolean colorOf(TreeMap.Entry<K, V> p) {
        return (p == null ? BLACK : p.color);
    }

    static <K, V> TreeMap.Entry<K, V> parentOf(TreeMap.Entry<K, V> p) {
        return (p == null ? null : p.parent);
    }

    static <K, V> void setColor(TreeMap.Entry<K, V> p, boolean c) {
        if (p != null) {
            p.color = c;
        }
    }

    static <K, V> TreeMap.Entry<K, V> leftOf(TreeMap.Entry<K, V> p) {
        return (p == null) ? null : p.left;
    }

    static <K, V> TreeMap.Entry<K, V> rightOf(TreeMap.Entry<K, V> p) {
        return (p == null) ? null : p.right;
    }

    static <K, V> void rotateLeft(TreeMap<K, V> m, TreeMap.Entry<K, V> p) {
        if (p != null) {
            TreeMap.Entry<K, V> r = p.right;
            p.right = r.left;
            if (r.left != null) {
                r.left.parent = p;
            }
            r.parent = p.parent;
            if (p.parent == null) {
                m.root = r;
            } else if (p.parent.left == p) {
                p.parent.left = r;
            } else {
                p.parent.right = r;
            }
            r.left = p;
            p.parent = r;
        }
    }

    static <K, V> void rotateRight(TreeMap<K, V> m, TreeMap.Entry<K, V> p) {
        if (p != null) {
            TreeMap.Entry<K, V> l = p.left;
            p.left = l.right;
            if (l.right != null) {
                l.right.parent = p;
            }
            l.parent = p.parent;
            if (p.parent == null) {
                m.root = l;
            } else if (p.parent.right == p) {
                p.parent.right = l;
            } else {
                p.parent.left = l;
            }
            l.right = p;
            p.parent = l;
        }
    }

    static <K, V> void fixAfterInsertion(TreeMap<K, V> m, TreeMap.Entry<K, V> x) {
        x.color = RED;
        while (x != null && x != m.root && x.parent.color == RED) {
            if (parentOf(x) == leftOf(parentOf(parentOf(x)))) {
                TreeMap.Entry<K, V> y = rightOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == rightOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateLeft(m, x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateRight(m, parentOf(parentOf(x)));
                }
            } else {
                TreeMap.Entry<K, V> y = leftOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == leftOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateRight(m, x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateLeft(m, parentOf(parentOf(x)));
                }
            }
        }
        m.root.color = BLACK;
    }

    static <K, V> void fixAfterDeletion(TreeMap<K, V> m, TreeMap.Entry<K, V> x) {
        while (x != m.root && colorOf(x) == BLACK) {
            if (x == leftOf(parentOf(x))) {
                TreeMap.Entry<K, V> sib = rightOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateLeft(m, parentOf(x));
                    sib = rightOf(parentOf(x));
                }
                if (colorOf(leftOf(sib)) == BLACK && colorOf(rightOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(rightOf(sib)) == BLACK) {
                        setColor(leftOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateRight(m, sib);
                        sib = rightOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(rightOf(sib), BLACK);
                    rotateLeft(m, parentOf(x));
                    x = m.root;
                }
            } else {
                TreeMap.Entry<K, V> sib = leftOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateRight(m, parentOf(x));
                    sib = leftOf(parentOf(x));
                }
                if (colorOf(rightOf(sib)) == BLACK && colorOf(leftOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(leftOf(sib)) == BLACK) {
                        setColor(rightOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateLeft(m, sib);
                        sib = leftOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(leftOf(sib), BLACK);
                    rotateRight(m, parentOf(x));
                    x = m.root;
                }
            }
        }
        setColor(x, BLACK);
    }
}
