import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** ThreadLocal: each thread sees its own value; withInitial; remove; InheritableThreadLocal. */
public class ThreadsLocal {
    static final ThreadLocal<Integer> counter = ThreadLocal.withInitial(() -> 100);
    static final ThreadLocal<String> plain = new ThreadLocal<>();
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<String>() {
        protected String childValue(String parent) {
            return parent + "+child";
        }
    };

    public static void main(String[] args) throws Exception {
        final List<String> results = Collections.synchronizedList(new ArrayList<String>());
        counter.set(1);
        plain.set("main value");
        inherited.set("from main");
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 1000 * (me + 1); k++) {
                    counter.set(counter.get() + 1);
                }
                results.add(me + ": " + counter.get() + " " + plain.get() + " " + inherited.get());
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        Collections.sort(results);
        for (String r : results) {
            System.out.println(r);
        }
        System.out.println("main: " + counter.get() + " " + plain.get() + " " + inherited.get());
        counter.remove();
        System.out.println("after remove: " + counter.get());
    }
}
