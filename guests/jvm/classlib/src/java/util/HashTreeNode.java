package java.util;

/**
 * A node of a HashMap bucket that OpenJDK would hold as a red-black tree ("tree bin").
 * Lookups here still walk the bucket's next-list; the tree is kept only because it decides
 * the bucket's iteration order: OpenJDK moves the tree's root to the front of the list and
 * links a new node right after its tree parent. Keys are ordered by hash, then by
 * compareTo for String, the boxes and other Comparable keys of one class, then by class
 * name and identity hash (the last is arbitrary in OpenJDK too).
 */
final class HashTreeNode<K, V> extends HashMap.Node<K, V> {
    static final int UNTREEIFY_THRESHOLD = 6;

    HashTreeNode<K, V> parent;
    HashTreeNode<K, V> left;
    HashTreeNode<K, V> right;
    HashTreeNode<K, V> prev;
    boolean red;

    HashTreeNode(int hash, K key, V val, HashMap.Node<K, V> next) {
        super(hash, key, val, next);
    }

    HashTreeNode<K, V> root() {
        for (HashTreeNode<K, V> r = this, p;;) {
            if ((p = r.parent) == null) {
                return r;
            }
            r = p;
        }
    }

    static <K, V> void moveRootToFront(HashMap.Node<K, V>[] tab, HashTreeNode<K, V> root) {
        int n;
        if (root != null && tab != null && (n = tab.length) > 0) {
            int index = (n - 1) & root.hash;
            HashTreeNode<K, V> first = (HashTreeNode<K, V>) tab[index];
            if (root != first) {
                HashMap.Node<K, V> rn;
                tab[index] = root;
                HashTreeNode<K, V> rp = root.prev;
                if ((rn = root.next) != null) {
                    ((HashTreeNode<K, V>) rn).prev = rp;
                }
                if (rp != null) {
                    rp.next = rn;
                }
                if (first != null) {
                    first.prev = root;
                }
                root.next = first;
                root.prev = null;
            }
        }
    }

    /** The class used for compareTo ordering of k, or null (see the class comment). */
    static Class<?> comparableClassFor(Object x) {
        if (x instanceof Comparable) {
            return x.getClass();
        }
        return null;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc ? 0 : ((Comparable) k).compareTo(x));
    }

    static int tieBreakOrder(Object a, Object b) {
        int d;
        if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
        }
        return d;
    }

    private static int direction(int h, Object k, HashTreeNode<?, ?> p) {
        int ph = p.hash;
        if (ph > h) {
            return -1;
        } else if (ph < h) {
            return 1;
        }
        Class<?> kc = comparableClassFor(k);
        int dir;
        if (kc == null || (dir = compareComparables(kc, k, p.key)) == 0) {
            dir = tieBreakOrder(k, p.key);
        }
        return dir;
    }

    /** Builds the tree from this list (this is the first node) and moves its root to the front. */
    void treeify(HashMap.Node<K, V>[] tab) {
        HashTreeNode<K, V> root = null;
        for (HashTreeNode<K, V> x = this, next; x != null; x = next) {
            next = (HashTreeNode<K, V>) x.next;
            x.left = x.right = null;
            if (root == null) {
                x.parent = null;
                x.red = false;
                root = x;
            } else {
                for (HashTreeNode<K, V> p = root;;) {
                    int dir = direction(x.hash, x.key, p);
                    HashTreeNode<K, V> xp = p;
                    if ((p = (dir <= 0) ? p.left : p.right) == null) {
                        x.parent = xp;
                        if (dir <= 0) {
                            xp.left = x;
                        } else {
                            xp.right = x;
                        }
                        root = balanceInsertion(root, x);
                        break;
                    }
                }
            }
        }
        moveRootToFront(tab, root);
    }

    /** A plain list with the same order. */
    HashMap.Node<K, V> untreeify() {
        HashMap.Node<K, V> hd = null;
        HashMap.Node<K, V> tl = null;
        for (HashMap.Node<K, V> q = this; q != null; q = q.next) {
            HashMap.Node<K, V> p = new HashMap.Node<K, V>(q.hash, q.key, q.value, null);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    /** Inserts a new key (not present in the bin) and returns its node. */
    HashTreeNode<K, V> putTreeVal(HashMap.Node<K, V>[] tab, int h, K k, V v) {
        HashTreeNode<K, V> root = (parent != null) ? root() : this;
        for (HashTreeNode<K, V> p = root;;) {
            int dir = direction(h, k, p);
            HashTreeNode<K, V> xp = p;
            if ((p = (dir <= 0) ? p.left : p.right) == null) {
                HashMap.Node<K, V> xpn = xp.next;
                HashTreeNode<K, V> x = new HashTreeNode<K, V>(h, k, v, xpn);
                if (dir <= 0) {
                    xp.left = x;
                } else {
                    xp.right = x;
                }
                xp.next = x;
                x.parent = x.prev = xp;
                if (xpn != null) {
                    ((HashTreeNode<K, V>) xpn).prev = x;
                }
                moveRootToFront(tab, balanceInsertion(root, x));
                return x;
            }
        }
    }

    /** Removes this node from its bin; movable = false for iterator removals. */
    void removeTreeNode(HashMap.Node<K, V>[] tab, boolean movable) {
        int n;
        if (tab == null || (n = tab.length) == 0) {
            return;
        }
        int index = (n - 1) & hash;
        HashTreeNode<K, V> first = (HashTreeNode<K, V>) tab[index];
        HashTreeNode<K, V> root = first;
        HashTreeNode<K, V> rl;
        HashTreeNode<K, V> succ = (HashTreeNode<K, V>) next;
        HashTreeNode<K, V> pred = prev;
        if (pred == null) {
            tab[index] = first = succ;
        } else {
            pred.next = succ;
        }
        if (succ != null) {
            succ.prev = pred;
        }
        if (first == null) {
            return;
        }
        if (root.parent != null) {
            root = root.root();
        }
        if (root == null || (movable && (root.right == null || (rl = root.left) == null || rl.left == null))) {
            tab[index] = first.untreeify();
            return;
        }
        HashTreeNode<K, V> p = this;
        HashTreeNode<K, V> pl = left;
        HashTreeNode<K, V> pr = right;
        HashTreeNode<K, V> replacement;
        if (pl != null && pr != null) {
            HashTreeNode<K, V> s = pr;
            HashTreeNode<K, V> sl;
            while ((sl = s.left) != null) {
                s = sl;
            }
            boolean c = s.red;
            s.red = p.red;
            p.red = c;
            HashTreeNode<K, V> sr = s.right;
            HashTreeNode<K, V> pp = p.parent;
            if (s == pr) {
                p.parent = s;
                s.right = p;
            } else {
                HashTreeNode<K, V> sp = s.parent;
                if ((p.parent = sp) != null) {
                    if (s == sp.left) {
                        sp.left = p;
                    } else {
                        sp.right = p;
                    }
                }
                if ((s.right = pr) != null) {
                    pr.parent = s;
                }
            }
            p.left = null;
            if ((p.right = sr) != null) {
                sr.parent = p;
            }
            if ((s.left = pl) != null) {
                pl.parent = s;
            }
            if ((s.parent = pp) == null) {
                root = s;
            } else if (p == pp.left) {
                pp.left = s;
            } else {
                pp.right = s;
            }
            replacement = (sr != null) ? sr : p;
        } else if (pl != null) {
            replacement = pl;
        } else if (pr != null) {
            replacement = pr;
        } else {
            replacement = p;
        }
        if (replacement != p) {
            HashTreeNode<K, V> pp = replacement.parent = p.parent;
            if (pp == null) {
                (root = replacement).red = false;
            } else if (p == pp.left) {
                pp.left = replacement;
            } else {
                pp.right = replacement;
            }
            p.left = p.right = p.parent = null;
        }
        HashTreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
        if (replacement == p) {
            HashTreeNode<K, V> pp = p.parent;
            p.parent = null;
            if (pp != null) {
                if (p == pp.left) {
                    pp.left = null;
                } else if (p == pp.right) {
                    pp.right = null;
                }
            }
        }
        if (movable) {
            moveRootToFront(tab, r);
        }
    }

    /** Splits this tree bin on resize into the lo (index) and hi (index + bit) bins, keeping order. */
    void split(HashMap.Node<K, V>[] tab, int index, int bit) {
        HashTreeNode<K, V> loHead = null;
        HashTreeNode<K, V> loTail = null;
        HashTreeNode<K, V> hiHead = null;
        HashTreeNode<K, V> hiTail = null;
        int lc = 0;
        int hc = 0;
        for (HashTreeNode<K, V> e = this, next; e != null; e = next) {
            next = (HashTreeNode<K, V>) e.next;
            e.next = null;
            if ((e.hash & bit) == 0) {
                if ((e.prev = loTail) == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
                ++lc;
            } else {
                if ((e.prev = hiTail) == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
                ++hc;
            }
        }
        if (loHead != null) {
            if (lc <= UNTREEIFY_THRESHOLD) {
                tab[index] = loHead.untreeify();
            } else {
                tab[index] = loHead;
                if (hiHead != null) {
                    loHead.treeify(tab);
                }
            }
        }
        if (hiHead != null) {
            if (hc <= UNTREEIFY_THRESHOLD) {
                tab[index + bit] = hiHead.untreeify();
            } else {
                tab[index + bit] = hiHead;
                if (loHead != null) {
                    hiHead.treeify(tab);
                }
            }
        }
    }

    static <K, V> HashTreeNode<K, V> rotateLeft(HashTreeNode<K, V> root, HashTreeNode<K, V> p) {
        HashTreeNode<K, V> r;
        HashTreeNode<K, V> pp;
        HashTreeNode<K, V> rl;
        if (p != null && (r = p.right) != null) {
            if ((rl = p.right = r.left) != null) {
                rl.parent = p;
            }
            if ((pp = r.parent = p.parent) == null) {
                (root = r).red = false;
            } else if (pp.left == p) {
                pp.left = r;
            } else {
                pp.right = r;
            }
            r.left = p;
            p.parent = r;
        }
        return root;
    }

    static <K, V> HashTreeNode<K, V> rotateRight(HashTreeNode<K, V> root, HashTreeNode<K, V> p) {
        HashTreeNode<K, V> l;
        HashTreeNode<K, V> pp;
        HashTreeNode<K, V> lr;
        if (p != null && (l = p.left) != null) {
            if ((lr = p.left = l.right) != null) {
                lr.parent = p;
            }
            if ((pp = l.parent = p.parent) == null) {
                (root = l).red = false;
            } else if (pp.right == p) {
                pp.right = l;
            } else {
                pp.left = l;
            }
            l.right = p;
            p.parent = l;
        }
        return root;
    }

    static <K, V> HashTreeNode<K, V> balanceInsertion(HashTreeNode<K, V> root, HashTreeNode<K, V> x) {
        x.red = true;
        for (HashTreeNode<K, V> xp, xpp, xppl, xppr;;) {
            if ((xp = x.parent) == null) {
                x.red = false;
                return x;
            } else if (!xp.red || (xpp = xp.parent) == null) {
                return root;
            }
            if (xp == (xppl = xpp.left)) {
                if ((xppr = xpp.right) != null && xppr.red) {
                    xppr.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.right) {
                        root = rotateLeft(root, x = xp);
                        xpp = (xp = x.parent) == null ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateRight(root, xpp);
                        }
                    }
                }
            } else {
                if (xppl != null && xppl.red) {
                    xppl.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.left) {
                        root = rotateRight(root, x = xp);
                        xpp = (xp = x.parent) == null ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateLeft(root, xpp);
                        }
                    }
                }
            }
        }
    }

    static <K, V> HashTreeNode<K, V> balanceDeletion(HashTreeNode<K, V> root, HashTreeNode<K, V> x) {
        for (HashTreeNode<K, V> xp, xpl, xpr;;) {
            if (x == null || x == root) {
                return root;
            } else if ((xp = x.parent) == null) {
                x.red = false;
                return x;
            } else if (x.red) {
                x.red = false;
                return root;
            } else if ((xpl = xp.left) == x) {
                if ((xpr = xp.right) != null && xpr.red) {
                    xpr.red = false;
                    xp.red = true;
                    root = rotateLeft(root, xp);
                    xpr = (xp = x.parent) == null ? null : xp.right;
                }
                if (xpr == null) {
                    x = xp;
                } else {
                    HashTreeNode<K, V> sl = xpr.left;
                    HashTreeNode<K, V> sr = xpr.right;
                    if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                        xpr.red = true;
                        x = xp;
                    } else {
                        if (sr == null || !sr.red) {
                            if (sl != null) {
                                sl.red = false;
                            }
                            xpr.red = true;
                            root = rotateRight(root, xpr);
                            xpr = (xp = x.parent) == null ? null : xp.right;
                        }
                        if (xpr != null) {
                            xpr.red = (xp == null) ? false : xp.red;
                            if ((sr = xpr.right) != null) {
                                sr.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateLeft(root, xp);
                        }
                        x = root;
                    }
                }
            } else {
                if (xpl != null && xpl.red) {
                    xpl.red = false;
                    xp.red = true;
                    root = rotateRight(root, xp);
                    xpl = (xp = x.parent) == null ? null : xp.left;
                }
                if (xpl == null) {
                    x = xp;
                } else {
                    HashTreeNode<K, V> sl = xpl.left;
                    HashTreeNode<K, V> sr = xpl.right;
                    if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                        xpl.red = true;
                        x = xp;
                    } else {
                        if (sl == null || !sl.red) {
                            if (sr != null) {
                                sr.red = false;
                            }
                            xpl.red = true;
                            root = rotateLeft(root, xpl);
                            xpl = (xp = x.parent) == null ? null : xp.left;
                        }
                        if (xpl != null) {
                            xpl.red = (xp == null) ? false : xp.red;
                            if ((sl = xpl.left) != null) {
                                sl.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateRight(root, xp);
                        }
                        x = root;
                    }
                }
            }
        }
    }
}
