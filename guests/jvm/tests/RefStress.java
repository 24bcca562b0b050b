import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.WeakHashMap;

/* Many weak and soft references under allocation churn: whenever collections happen, a
   reference either holds its own referent or is cleared, a strongly held referent is never
   cleared, a reference taken from the queue is cleared and was registered with it, and after
   a final System.gc() exactly the references whose referents were dropped are cleared and
   enqueued. Only counts that do not depend on when the collector ran are printed.
   Usage: RefStress [rounds] (default 30). */
public class RefStress {
    static final class Obj {
        final int id;
        final int[] pad;
        Obj(int id, int words) { this.id = id; this.pad = new int[words]; }
    }

    static final class Ref extends WeakReference<Obj> {
        final int id;
        final boolean queued;
        Ref(Obj o, ReferenceQueue<Obj> q) { super(o, q); id = o.id; queued = q != null; last = o; }
    }

    static final class Soft extends SoftReference<Obj> {
        final int id;
        Soft(Obj o) { super(o); id = o.id; }
    }

    static int errors;
    static Obj last; /* the referent of the last Ref made: held strongly until main takes it */

    static void error(String s) {
        if (errors++ < 10) {
            System.out.println("ERROR " + s);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        Random rnd = new Random(42);
        ReferenceQueue<Obj> q = new ReferenceQueue<Obj>();
        List<Ref> refs = new ArrayList<Ref>();
        List<Soft> softs = new ArrayList<Soft>();
        List<Obj> strong = new ArrayList<Obj>();
        boolean[] held = new boolean[rounds * 200 + 1];
        boolean[] dequeued = new boolean[rounds * 200 + 1];
        WeakHashMap<Obj, Integer> whm = new WeakHashMap<Obj, Integer>();
        Object[] churn = new Object[16];
        int nextId = 0, polled = 0;
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < 200; i++) {
                /* the reference is allocated before its referent: a collection in between can
                   promote it, so that an old reference gets a young referent */
                Ref r = new Ref(new Obj(nextId++, rnd.nextInt(24)), i % 3 == 0 ? q : null);
                Obj o = last;
                last = null;
                refs.add(r);
                if (r.get() != o || o.id != r.id) {
                    error("fresh reference lost its referent " + r.id);
                    continue;
                }
                if (rnd.nextInt(4) == 0) {
                    strong.add(o);
                    held[o.id] = true;
                }
                if (i % 5 == 0) {
                    whm.put(o, o.id);
                }
                if (i % 7 == 0) {
                    softs.add(new Soft(new Obj(-1 - i, 8 + rnd.nextInt(32))));
                }
                churn[rnd.nextInt(churn.length)] = new int[rnd.nextInt(64)];
                o = null;
            }
            for (Ref r : refs) {
                Obj g = r.get();
                if (g == null ? held[r.id] : g.id != r.id) {
                    error("round " + round + ": reference " + r.id + " holds " + (g == null ? "null" : "" + g.id));
                }
            }
            for (Soft s : softs) {
                Obj g = s.get();
                if (g != null && g.id != s.id) {
                    error("soft reference " + s.id + " holds " + g.id);
                }
            }
            for (Reference<? extends Obj> x; (x = q.poll()) != null;) {
                Ref r = (Ref) x;
                if (!r.queued || r.get() != null || held[r.id] || dequeued[r.id]) {
                    error("bad reference from the queue: " + r.id);
                }
                dequeued[r.id] = true;
                polled++;
            }
            /* drop some strong referents, and some references without a queue */
            for (int k = strong.size() / 3; k > 0; k--) {
                Obj o = strong.remove(rnd.nextInt(strong.size()));
                held[o.id] = false;
            }
            for (int k = refs.size() / 8; k > 0; k--) {
                int j = rnd.nextInt(refs.size());
                if (!refs.get(j).queued) {
                    refs.remove(j);
                }
            }
            if (softs.size() > 60) {
                softs.subList(0, 30).clear();
            }
        }
        churn = null;
        youngReferents(rnd);
        System.gc();
        int alive = 0, cleared = 0, expectQueued = 0;
        for (Ref r : refs) {
            Obj g = r.get();
            if (held[r.id] != (g != null)) {
                error("after System.gc(): reference " + r.id + " held " + held[r.id] + " get " + g);
            }
            if (g != null) {
                alive++;
            } else {
                cleared++;
                if (r.queued && !dequeued[r.id]) {
                    expectQueued++;
                }
            }
        }
        int got = 0;
        while (got < expectQueued && q.remove(5000) != null) {
            got++;
        }
        int softAlive = 0;
        for (Soft s : softs) {
            if (s.get() != null) {
                softAlive++;
            }
        }
        int size = whm.size();
        for (int i = 0; i < 500 && size > strongKeys(whm, held); i++) {
            Thread.sleep(10); /* the host JDK's Reference Handler enqueues after the collection */
            size = whm.size();
        }
        System.out.println("references " + refs.size() + " alive " + alive + " cleared " + cleared + " strong " + strong.size());
        System.out.println("enqueued after System.gc(): " + (got == expectQueued) + ", then " + q.poll());
        System.out.println("soft references with referents after System.gc(): " + (softAlive == softs.size()));
        System.out.println("WeakHashMap keys " + size + " expected " + strongKeys(whm, held));
        System.out.println("queued in total " + (polled + got) + " errors " + errors);
    }

    /* Each reference is made just before an 8 KB referent whose allocation usually fills
       the nursery (appel) or takes a chunk of its own (olderfirst): the collection promotes the
       reference, which then gets a young referent, or a referent in another chunk. */
    static void youngReferents(Random rnd) throws InterruptedException {
        ReferenceQueue<int[]> q = new ReferenceQueue<int[]>();
        List<WeakReference<int[]>> refs = new ArrayList<WeakReference<int[]>>();
        List<int[]> held = new ArrayList<int[]>();
        for (int i = 0; i < 400; i++) {
            WeakReference<int[]> r = new WeakReference<int[]>(new int[2048], i % 2 == 0 ? q : null);
            int[] a = r.get();
            if (a == null) {
                error("young referent lost at once");
                continue;
            }
            a[0] = i;
            refs.add(r);
            if (rnd.nextInt(3) == 0) {
                held.add(a);
            }
            a = null;
            if (held.size() > 20) {
                held.remove(rnd.nextInt(held.size()))[1] = 1; /* dropped: may be cleared from now on */
            }
        }
        System.gc();
        int alive = 0, expect = 0;
        for (int i = 0; i < refs.size(); i++) {
            int[] a = refs.get(i).get();
            if (a != null && (a[0] != i || a[1] != 0 || !held.contains(a))) {
                error("young referent " + i + " survived System.gc() or holds another array");
            }
            alive += a != null ? 1 : 0;
            expect += a == null && i % 2 == 0 ? 1 : 0;
        }
        int got = 0;
        while (got < expect && q.remove(5000) != null) {
            got++;
        }
        System.out.println("young referents: alive " + alive + " held " + held.size() + " enqueued " + got + " of " + expect
                + ", then " + q.poll());
    }

    static int strongKeys(WeakHashMap<Obj, Integer> m, boolean[] held) {
        int n = 0;
        for (Obj k : m.keySet()) {
            if (held[k.id]) {
                n++;
            }
        }
        return n;
    }
}
