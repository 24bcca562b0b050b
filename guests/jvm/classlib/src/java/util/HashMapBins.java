package java.util;

/**
 * The bin operations behind HashMap's resize and treeifyBin, as the JDK's: splitting a
 * chain between its old index and index + oldCap (keeping order), and turning a chain
 * into a tree bin.
 */
final class HashMapBins {
    private HashMapBins() {
    }

    /** Distributes the chain starting at e (at old index j) over newTab[j] and newTab[j + oldCap]. */
    static <K, V> void splitChain(HashMap.Node<K, V> e, HashMap.Node<K, V>[] newTab, int j, int oldCap) {
        HashMap.Node<K, V> loHead = null;
        HashMap.Node<K, V> loTail = null;
        HashMap.Node<K, V> hiHead = null;
        HashMap.Node<K, V> hiTail = null;
        HashMap.Node<K, V> next;
        do {
            next = e.next;
            if ((e.hash & oldCap) == 0) {
                if (loTail == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
            } else {
                if (hiTail == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
            }
            e = next;
        } while (e != null);
        if (loTail != null) {
            loTail.next = null;
            newTab[j] = loHead;
        }
        if (hiTail != null) {
            hiTail.next = null;
            newTab[j + oldCap] = hiHead;
        }
    }

    /** Replaces the chain e at tab[index] by a tree bin of the same entries in the same order. */
    static <K, V> void treeifyChain(HashMap.Node<K, V>[] tab, int index, HashMap.Node<K, V> e) {
        HashTreeNode<K, V> hd = null;
        HashTreeNode<K, V> tl = null;
        do {
            HashTreeNode<K, V> p = new HashTreeNode<K, V>(e.hash, e.key, e.value, null);
            if (tl == null) {
                hd = p;
            } else {
                p.prev = tl;
                tl.next = p;
            }
            tl = p;
        } while ((e = e.next) != null);
        tab[index] = hd;
        hd.treeify(tab);
    }
}
