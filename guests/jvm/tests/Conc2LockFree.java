import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicMarkableReference;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicStampedReference;

/**
 * Lock-free data structures from a course on multiprocessor programming: the ABA problem
 * shown with AtomicReference and prevented with AtomicStampedReference, a sorted lock-free
 * list set whose nodes are logically deleted by marking their next reference
 * (AtomicMarkableReference) before they are unlinked, and a Michael-Scott queue.
 */
public class Conc2LockFree {
    static final class Node {
        final int key;
        final AtomicMarkableReference<Node> next;

        Node(int key, Node next) {
            this.key = key;
            this.next = new AtomicMarkableReference<Node>(next, false);
        }
    }

    static final class LockFreeSet {
        final Node head = new Node(Integer.MIN_VALUE, new Node(Integer.MAX_VALUE, null));

        /* the window (pred, curr) with pred.key < key <= curr.key, unlinking marked nodes */
        Node[] find(int key) {
            retry:
            while (true) {
                Node pred = head, curr = pred.next.getReference();
                boolean[] marked = {false};
                while (true) {
                    Node succ = curr.next.get(marked);
                    while (marked[0]) {
                        if (!pred.next.compareAndSet(curr, succ, false, false)) continue retry;
                        curr = succ;
                        succ = curr.next.get(marked);
                    }
                    if (curr.key >= key) return new Node[] {pred, curr};
                    pred = curr;
                    curr = succ;
                }
            }
        }

        boolean add(int key) {
            while (true) {
                Node[] w = find(key);
                if (w[1].key == key) return false;
                Node node = new Node(key, w[1]);
                if (w[0].next.compareAndSet(w[1], node, false, false)) return true;
            }
        }

        boolean remove(int key) {
            while (true) {
                Node[] w = find(key);
                if (w[1].key != key) return false;
                Node succ = w[1].next.getReference();
                if (!w[1].next.attemptMark(succ, true)) continue;
                w[0].next.compareAndSet(w[1], succ, false, false);
                return true;
            }
        }

        boolean contains(int key) {
            boolean[] marked = {false};
            Node curr = head;
            while (curr.key < key) {
                curr = curr.next.getReference();
                curr.next.get(marked);
            }
            return curr.key == key && !marked[0];
        }

        List<Integer> keys() {
            List<Integer> out = new ArrayList<Integer>();
            for (Node n = head.next.getReference(); n.key != Integer.MAX_VALUE; n = n.next.getReference())
                if (!n.next.isMarked()) out.add(n.key);
            return out;
        }
    }

    static final class MsQueue<T> {
        static final class QNode<T> {
            final T value;
            final AtomicReference<QNode<T>> next = new AtomicReference<QNode<T>>();

            QNode(T value) {
                this.value = value;
            }
        }

        final AtomicReference<QNode<T>> head, tail;

        MsQueue() {
            QNode<T> sentinel = new QNode<T>(null);
            head = new AtomicReference<QNode<T>>(sentinel);
            tail = new AtomicReference<QNode<T>>(sentinel);
        }

        void enq(T v) {
            QNode<T> node = new QNode<T>(v);
            while (true) {
                QNode<T> last = tail.get(), next = last.next.get();
                if (last != tail.get()) continue;
                if (next == null) {
                    if (last.next.compareAndSet(null, node)) {
                        tail.compareAndSet(last, node);
                        return;
                    }
                } else {
                    tail.compareAndSet(last, next);
                }
            }
        }

        T deq() {
            while (true) {
                QNode<T> first = head.get(), last = tail.get(), next = first.next.get();
                if (first != head.get()) continue;
                if (first == last) {
                    if (next == null) return null;
                    tail.compareAndSet(last, next);
                } else if (head.compareAndSet(first, next)) {
                    return next.value;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        String a = "A", b = "B";
        AtomicReference<String> plain = new AtomicReference<String>(a);
        String seen = plain.get();
        plain.set(b);
        plain.set(a);
        System.out.println("ABA with AtomicReference: CAS succeeds " + plain.compareAndSet(seen, "C"));
        AtomicStampedReference<String> stamped = new AtomicStampedReference<String>(a, 0);
        int[] stampHolder = new int[1];
        String seenRef = stamped.get(stampHolder);
        int seenStamp = stampHolder[0];
        stamped.compareAndSet(a, b, 0, 1);
        stamped.compareAndSet(b, a, 1, 2);
        System.out.println("ABA with AtomicStampedReference: CAS succeeds " + stamped.compareAndSet(seenRef, "C", seenStamp, seenStamp + 1)
                + ", reference " + stamped.getReference() + " stamp " + stamped.getStamp());
        System.out.println("attemptStamp " + stamped.attemptStamp(a, 10) + " stamp " + stamped.getStamp()
                + ", same values CAS " + stamped.compareAndSet(a, a, 10, 10));
        stamped.set("D", 11);
        System.out.println("set " + stamped.getReference() + "/" + stamped.getStamp());
        AtomicMarkableReference<String> mr = new AtomicMarkableReference<String>("x", false);
        boolean[] mh = new boolean[1];
        System.out.println("markable " + mr.get(mh) + " " + mh[0] + " attemptMark " + mr.attemptMark("x", true)
                + " isMarked " + mr.isMarked() + " wrong ref " + mr.attemptMark("y", false)
                + " weakCAS " + mr.weakCompareAndSet("x", "z", true, false) + " " + mr.getReference() + " " + mr.isMarked());

        final LockFreeSet set = new LockFreeSet();
        final CountDownLatch go = new CountDownLatch(1);
        final AtomicInteger added = new AtomicInteger(), removed = new AtomicInteger();
        Thread[] ts = new Thread[4];
        final CyclicBarrier phase = new CyclicBarrier(ts.length);
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int k = id; k < 200; k += 4) if (set.add(k)) added.incrementAndGet();
                for (int k = 0; k < 200; k++) if (k % 3 == 0 && k % 4 == id && set.remove(k)) removed.incrementAndGet();
                try {
                    phase.await(); // every removal done before anyone re-adds
                } catch (Exception e) {
                    return;
                }
                for (int k = id; k < 200; k += 4) if (set.add(k % 50)) added.incrementAndGet();
            });
            ts[t].start();
        }
        go.countDown();
        for (Thread t : ts) t.join();
        List<Integer> keys = set.keys();
        System.out.println("set: added " + added + " removed " + removed + " size " + keys.size() + " first " + keys.subList(0, 12)
                + " contains 3 " + set.contains(3) + " 51 " + set.contains(51) + " 52 " + set.contains(52));
        boolean sorted = true;
        for (int i = 1; i < keys.size(); i++) sorted &= keys.get(i - 1) < keys.get(i);
        System.out.println("set sorted without duplicates " + sorted);

        final MsQueue<Integer> q = new MsQueue<Integer>();
        final long[] sums = new long[2];
        Thread[] producers = new Thread[3];
        for (int p = 0; p < producers.length; p++) {
            final int base = p * 1000;
            producers[p] = new Thread(() -> {
                for (int i = 1; i <= 150; i++) q.enq(base + i);
            });
            producers[p].start();
        }
        for (Thread p : producers) p.join();
        Thread[] consumers = new Thread[2];
        for (int c = 0; c < consumers.length; c++) {
            final int me = c;
            consumers[c] = new Thread(() -> {
                for (Integer v = q.deq(); v != null; v = q.deq()) sums[me] += v;
            });
            consumers[c].start();
        }
        for (Thread c : consumers) c.join();
        System.out.println("Michael-Scott queue: total " + (sums[0] + sums[1]) + ", empty " + (q.deq() == null));
    }
}
