// RELEASE 17
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.*;
import java.util.concurrent.*;

public class VarHandles17 {
    volatile int count;
    long total;
    volatile String name = "a";
    static int shared;
    static final VarHandle COUNT, TOTAL, NAME, SHARED, INTS;
    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            COUNT = l.findVarHandle(VarHandles17.class, "count", int.class);
            TOTAL = l.findVarHandle(VarHandles17.class, "total", long.class);
            NAME = l.findVarHandle(VarHandles17.class, "name", String.class);
            SHARED = l.findStaticVarHandle(VarHandles17.class, "shared", int.class);
            INTS = MethodHandles.arrayElementVarHandle(int[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        VarHandles17 v = new VarHandles17();
        COUNT.set(v, 5);
        System.out.println("get " + (int) COUNT.get(v));
        System.out.println("getAndAdd " + (int) COUNT.getAndAdd(v, 3) + " -> " + v.count);
        System.out.println("cas " + COUNT.compareAndSet(v, 8, 10) + " " + COUNT.compareAndSet(v, 8, 11) + " " + v.count);
        TOTAL.setVolatile(v, 1L << 40);
        System.out.println("long " + (long) TOTAL.getAndAdd(v, 7L) + " " + v.total);
        System.out.println("ref " + (String) NAME.getAndSet(v, "b") + " " + v.name);
        System.out.println("ref cas " + NAME.compareAndSet(v, "b", "c") + " " + v.name);
        SHARED.setRelease(41);
        System.out.println("static " + (int) SHARED.getAndAdd(1) + " " + shared);
        int[] a = new int[4];
        INTS.setVolatile(a, 2, 9);
        System.out.println("array " + (int) INTS.getAndBitwiseOr(a, 2, 6) + " " + a[2]);
        try {
            INTS.get(a, 7);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getMessage());
        }
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong(3);
        AtomicReference<String> ar = new AtomicReference<>("x");
        for (int i = 0; i < 100; i++) { ai.incrementAndGet(); al.addAndGet(i); }
        ar.updateAndGet(s -> s + "y");
        System.out.println("atomics " + ai.get() + " " + al.get() + " " + ar.get());
        AtomicIntegerFieldUpdater<VarHandles17> up = AtomicIntegerFieldUpdater.newUpdater(VarHandles17.class, "count");
        System.out.println("updater " + up.incrementAndGet(v));
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < 5; i++) q.add(i);
        System.out.println("clq " + q.poll() + " " + q.size());
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        for (int i = 0; i < 50; i++) m.merge("k" + (i % 7), 1, Integer::sum);
        System.out.println("chm " + m.get("k3") + " " + m.size());
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 6 * 7);
        System.out.println("cf " + f.get());
        ExecutorService ex = Executors.newFixedThreadPool(2);
        Future<String> r = ex.submit(() -> "pool");
        System.out.println("pool " + r.get());
        ex.shutdown();
        System.out.println("done");
    }
}
