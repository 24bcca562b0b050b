// EXPECTED-ONLY: the output is the JDK's (java -Xmx32m SoftPressure, JDK 17); run.sh does not
// run it on the host because reaching OutOfMemoryError there needs the host's whole default heap.
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/* Soft references survive collections while there is room (System.gc() keeps them), and are
   all cleared, and enqueued, before the VM throws OutOfMemoryError (java.lang.ref.SoftReference:
   "All soft references to softly-reachable objects are guaranteed to have been cleared before
   the virtual machine throws an OutOfMemoryError"). A strongly held referent is never cleared. */
public class SoftPressure {
    public static void main(String[] args) throws InterruptedException {
        ReferenceQueue<byte[]> q = new ReferenceQueue<byte[]>();
        List<SoftReference<byte[]>> softs = new ArrayList<SoftReference<byte[]>>();
        for (int i = 0; i < 16; i++) {
            softs.add(new SoftReference<byte[]>(new byte[8192], i % 2 == 0 ? q : null));
        }
        byte[] held = new byte[8192];
        SoftReference<byte[]> strongSoft = new SoftReference<byte[]>(held, q);
        WeakReference<byte[]> weak = new WeakReference<byte[]>(new byte[100]);
        System.gc();
        System.out.println("after System.gc(): soft kept " + count(softs) + " of " + softs.size() + ", weak " + weak.get());
        List<byte[]> hog = new ArrayList<byte[]>();
        boolean oom = false;
        try {
            for (;;) {
                hog.add(new byte[4096]);
            }
        } catch (OutOfMemoryError e) {
            hog = null;
            oom = true;
        }
        System.out.println("OutOfMemoryError " + oom + ": soft kept " + count(softs) + ", strongly held kept " + (strongSoft.get() == held));
        int n = 0;
        while (n < 8 && q.remove(5000) != null) {
            n++;
        }
        System.out.println("enqueued " + n + ", then " + q.poll());
        System.out.println("allocating again: " + new byte[8192].length);
    }

    static int count(List<SoftReference<byte[]>> l) {
        int n = 0;
        for (Reference<byte[]> r : l) {
            if (r.get() != null) {
                n++;
            }
        }
        return n;
    }
}
