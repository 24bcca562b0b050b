// RELEASE 17
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/* java.lang.ref after System.gc(): what the JDK guarantees once a full collection has found
   an object weakly (or phantom) reachable. Queue contents are awaited with remove(timeout),
   since the JDK's Reference Handler thread enqueues after the collection; whatever the order
   of enqueueing, the output is sorted. */
public class Refs {
    static final class Node {
        final int id;
        Object link;
        Node(int id) { this.id = id; }
        public String toString() { return "Node" + id; }
    }

    static final class Tagged<T> extends WeakReference<T> {
        final String tag;
        Tagged(T referent, ReferenceQueue<? super T> q, String tag) { super(referent, q); this.tag = tag; }
    }

    static final class SelfRef extends WeakReference<Object> {
        SelfRef(ReferenceQueue<Object> q) { super(null, q); }
    }

    static Object keep;

    public static void main(String[] args) throws Exception {
        basics();
        weakAndSoft();
        phantom();
        queueTimeout();
        containers();
        selfAndCycles();
        reachableAgain();
        explicitEnqueue();
        System.out.println("done");
    }

    static void basics() {
        Node n = new Node(1);
        WeakReference<Node> w = new WeakReference<Node>(n);
        System.out.println("get " + w.get() + " refersTo " + w.refersTo(n) + " refersTo(null) " + w.refersTo(null));
        w.clear();
        System.out.println("after clear " + w.get() + " refersTo(null) " + w.refersTo(null));
        PhantomReference<Node> p = new PhantomReference<Node>(n, new ReferenceQueue<Node>());
        System.out.println("phantom get " + p.get() + " refersTo " + p.refersTo(n));
        WeakReference<Object> nul = new WeakReference<Object>(null);
        System.out.println("null referent " + nul.get() + " enqueue " + nul.enqueue());
        try {
            Object c = new Cloner(n).cloneIt();
            System.out.println("cloned " + c);
        } catch (CloneNotSupportedException e) {
            System.out.println("clone: " + e.getClass().getName());
        }
    }

    static final class Cloner extends WeakReference<Object> implements Cloneable {
        Cloner(Object o) { super(o); }
        Object cloneIt() throws CloneNotSupportedException { return clone(); }
    }

    static void weakAndSoft() throws InterruptedException {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();
        Node a = new Node(10);
        Node b = new Node(11);
        Node s = new Node(12);
        WeakReference<Node> wa = new Tagged<Node>(a, q, "wa");
        WeakReference<Node> wb = new Tagged<Node>(b, q, "wb");
        SoftReference<Node> sr = new SoftReference<Node>(s, q);
        WeakReference<Node> ws = new Tagged<Node>(s, q, "ws");
        System.gc();
        System.out.println("strong: " + wa.get() + " " + wb.get() + " " + sr.get() + " poll " + q.poll());
        a = null;
        s = null;
        System.gc();
        Reference<?> r = q.remove(5000);
        System.out.println("enqueued " + ((Tagged<?>) r).tag + " cleared " + (r.get() == null));
        System.out.println("wa " + wa.get() + " wb " + wb.get() + " soft " + sr.get() + " ws " + ws.get());
        System.out.println("more " + q.poll() + " isEnqueued(wa) " + wa.isEnqueued() + " wb " + wb.isEnqueued());
        keep = b;
    }

    static void phantom() throws InterruptedException {
        ReferenceQueue<Node> q = new ReferenceQueue<Node>();
        Node n = new Node(20);
        PhantomReference<Node> p = new PhantomReference<Node>(n, q);
        WeakReference<Node> w = new WeakReference<Node>(n, q);
        System.gc();
        System.out.println("phantom before " + p.refersTo(n) + " poll " + q.poll());
        n = null;
        System.gc();
        List<String> got = new ArrayList<String>();
        for (int i = 0; i < 2; i++) {
            Reference<? extends Node> r = q.remove(5000);
            got.add(r == p ? "phantom" : r == w ? "weak" : String.valueOf(r));
        }
        java.util.Collections.sort(got);
        System.out.println("enqueued " + got + " phantom cleared " + p.refersTo(null) + " weak " + w.get());
    }

    static void queueTimeout() throws InterruptedException {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();
        long t0 = System.nanoTime();
        Reference<?> r = q.remove(3);
        long waited = System.nanoTime() - t0;
        System.out.println("remove(3) on an empty queue " + r + " waited>=3ms " + (waited >= 3000000L));
        System.out.println("poll " + q.poll());
        try {
            q.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("remove(-1): " + e.getMessage());
        }
    }

    static void containers() throws InterruptedException {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();
        List<Node> strong = new ArrayList<Node>();
        @SuppressWarnings("unchecked")
        WeakReference<Node>[] arr = new WeakReference[8];
        Map<String, WeakReference<Node>> map = new HashMap<String, WeakReference<Node>>();
        for (int i = 0; i < arr.length; i++) {
            Node n = new Node(100 + i);
            arr[i] = new WeakReference<Node>(n, q);
            map.put("k" + i, arr[i]);
            if (i % 2 == 0) {
                strong.add(n);
            }
        }
        System.gc();
        int enq = 0;
        while (enq < 4 && q.remove(5000) != null) {
            enq++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < arr.length; i++) {
            sb.append(' ').append(map.get("k" + i).get());
        }
        System.out.println("array/map:" + sb + " enqueued " + enq + " then " + q.poll());
        List<WeakReference<Node>> list = new ArrayList<WeakReference<Node>>();
        for (Node n : strong) {
            list.add(new WeakReference<Node>(n));
        }
        strong.clear();
        System.gc();
        int alive = 0;
        for (WeakReference<Node> w : list) {
            if (w.get() != null) {
                alive++;
            }
        }
        System.out.println("list after dropping strong refs: alive " + alive);
    }

    static void selfAndCycles() throws InterruptedException {
        ReferenceQueue<Object> q = new ReferenceQueue<Object>();
        /* a weak reference to itself: the reference is its own only path to itself */
        WeakReference<Object>[] holder = newHolder();
        Node n = new Node(30);
        WeakReference<Object> self = new WeakReference<Object>(n, q);
        n.link = self;               /* referent -> reference -> referent */
        holder[0] = self;
        System.gc();
        System.out.println("cycle through the referent kept: " + (self.get() == n));
        n = null;
        System.gc();
        Reference<?> r = q.remove(5000);
        System.out.println("cycle cleared " + (r == self) + " " + self.get());
        Node m = new Node(31);
        Tagged<Object> loop = new Tagged<Object>(m, q, "loop");
        m.link = new Tagged<Object>(loop, q, "to-ref");  /* a weak reference to a weak reference */
        keep = m;
        loop = null;
        System.gc();
        System.out.println("weak ref to a ref: " + (((Tagged<?>) m.link).get() == null ? "cleared" : "kept") + " poll "
                + tagOf(q.remove(5000)));
        keep = null;
    }

    @SuppressWarnings("unchecked")
    static WeakReference<Object>[] newHolder() { return new WeakReference[1]; }

    static String tagOf(Reference<?> r) { return r instanceof Tagged ? ((Tagged<?>) r).tag : String.valueOf(r); }

    static void reachableAgain() {
        Node a = new Node(40);
        Node holder = new Node(41);
        WeakReference<Node> w = new WeakReference<Node>(a);
        holder.link = a;   /* another strong path */
        a = null;
        System.gc();
        System.out.println("reachable through another path: " + w.get());
        Node back = (Node) holder.link;
        holder.link = null;
        System.gc();
        System.out.println("still strong in a local: " + w.get() + " " + back);
        back = null;
        System.gc();
        System.out.println("now cleared: " + w.get());
        holder = null;
    }

    static void explicitEnqueue() throws InterruptedException {
        ReferenceQueue<Node> q = new ReferenceQueue<Node>();
        Node n = new Node(50);
        WeakReference<Node> w = new WeakReference<Node>(n, q);
        System.out.println("enqueue " + w.enqueue() + " again " + w.enqueue() + " get " + w.get() + " isEnqueued " + w.isEnqueued());
        System.out.println("removed " + (q.remove(5000) == w) + " isEnqueued " + w.isEnqueued() + " enqueue " + w.enqueue());
        WeakReference<Node> noq = new WeakReference<Node>(n);
        System.out.println("no queue: enqueue " + noq.enqueue() + " isEnqueued " + noq.isEnqueued() + " get " + noq.get());
        System.out.println(n);
    }
}
