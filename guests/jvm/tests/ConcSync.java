import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Exchanger;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Phaser;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** CyclicBarrier, Exchanger, Phaser, CompletableFuture and fork/join; interleaving-independent output. */
public class ConcSync {
    public static void main(String[] args) throws Exception {
        barrier();
        exchanger();
        phaser();
        completable();
        forkJoin();
        System.out.println("done");
    }

    static void barrier() throws Exception {
        final AtomicInteger trips = new AtomicInteger();
        final int[] sums = new int[3];
        final int[] cells = new int[4];
        final CyclicBarrier b = new CyclicBarrier(4, () -> {
            int s = 0;
            for (int c : cells) {
                s += c;
            }
            sums[trips.getAndIncrement()] = s;
        });
        List<Thread> ts = new ArrayList<Thread>();
        final AtomicInteger zeroIndex = new AtomicInteger();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            Thread th = new Thread(() -> {
                try {
                    for (int round = 0; round < 3; round++) {
                        cells[id] = (id + 1) * (round + 1);
                        if (b.await() == 0) {
                            zeroIndex.incrementAndGet();
                        }
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    System.out.println("unexpected " + e);
                }
            });
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) {
            th.join();
        }
        System.out.println("barrier trips " + trips.get() + " sums " + Arrays.toString(sums) + " index0 "
                + zeroIndex.get() + " parties " + b.getParties() + " broken " + b.isBroken());
        final CyclicBarrier two = new CyclicBarrier(2);
        try {
            two.await(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("barrier timeout, broken " + two.isBroken());
        }
        try {
            two.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken -> BrokenBarrierException");
        }
        two.reset();
        System.out.println("after reset broken " + two.isBroken() + " waiting " + two.getNumberWaiting());
    }

    static void exchanger() throws Exception {
        final Exchanger<String> ex = new Exchanger<String>();
        final String[] got = new String[1];
        Thread t = new Thread(() -> {
            try {
                got[0] = ex.exchange("from thread");
            } catch (InterruptedException e) {
                got[0] = "interrupted";
            }
        });
        t.start();
        String mine = ex.exchange("from main");
        t.join();
        System.out.println("exchanged: main got '" + mine + "', thread got '" + got[0] + "'");
        try {
            ex.exchange("alone", 5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timeout");
        }
    }

    static void phaser() throws Exception {
        final Phaser ph = new Phaser(1) {
            protected boolean onAdvance(int phase, int parties) {
                return phase >= 2 || parties == 0;
            }
        };
        final AtomicInteger[] perPhase = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        List<Thread> ts = new ArrayList<Thread>();
        for (int t = 0; t < 3; t++) {
            ph.register();
            Thread th = new Thread(() -> {
                while (!ph.isTerminated()) {
                    int p = ph.getPhase();
                    if (p >= 0 && p < 3) {
                        perPhase[p].incrementAndGet();
                    }
                    ph.arriveAndAwaitAdvance();
                }
            });
            ts.add(th);
            th.start();
        }
        System.out.println("phaser registered " + ph.getRegisteredParties() + " phase " + ph.getPhase());
        for (int i = 0; i < 3; i++) {
            int p = ph.arriveAndAwaitAdvance();
            System.out.println("main advanced to " + (p & Integer.MAX_VALUE));
        }
        for (Thread th : ts) {
            th.join();
        }
        System.out.println("per phase " + perPhase[0] + "," + perPhase[1] + "," + perPhase[2] + " terminated "
                + ph.isTerminated() + " phase<0 " + (ph.getPhase() < 0));
        Phaser solo = new Phaser();
        int p0 = solo.register();
        int a = solo.arrive();
        System.out.println("solo " + p0 + " " + a + " now " + solo.getPhase() + " deregister "
                + solo.arriveAndDeregister() + " terminated " + solo.isTerminated());
    }

    static void completable() throws Exception {
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7);
        System.out.println("combine " + a.thenCombine(b, (x, y) -> x * y).join());
        System.out.println("apply/compose " + a.thenApply(x -> x + 1)
                .thenCompose(x -> CompletableFuture.supplyAsync(() -> "v" + x)).get());
        StringBuilder sb = new StringBuilder();
        CompletableFuture<Void> acc = a.thenAccept(x -> sb.append("accepted ").append(x));
        acc.join();
        System.out.println(sb);
        CompletableFuture<Integer> bad = CompletableFuture.supplyAsync(() -> {
            throw new IllegalStateException("bad");
        });
        try {
            bad.join();
        } catch (CompletionException e) {
            System.out.println("join -> CompletionException cause " + e.getCause());
        }
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("get -> ExecutionException cause " + e.getCause());
        }
        System.out.println("exceptionally " + bad.exceptionally(t -> {
            System.out.println("  exceptionally saw " + t.getClass().getSimpleName() + " / " + t.getCause());
            return -1;
        }).join());
        System.out.println("handle " + bad.handle((v, t) -> v == null ? "failed: " + t.getCause().getMessage() : "ok").join()
                + " | " + a.handle((v, t) -> t == null ? "value " + v : "?").join());
        System.out.println("dependent of failed: " + bad.thenApply(x -> x + 1).isCompletedExceptionally());
        final StringBuilder wc = new StringBuilder();
        CompletableFuture<Integer> w = a.whenComplete((v, t) -> wc.append("whenComplete v=" + v + " t=" + t));
        System.out.println(wc + " -> " + w.join());
        CompletableFuture<String> direct = new CompletableFuture<String>();
        direct.completeExceptionally(new ArithmeticException("direct"));
        System.out.println("direct exceptionally sees " + direct.exceptionally(t -> t.getClass().getSimpleName()).join()
                + ", dependent sees " + direct.thenApply(s -> s).exceptionally(t -> t.getClass().getSimpleName()).join());
        List<CompletableFuture<Integer>> many = new ArrayList<CompletableFuture<Integer>>();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        for (int i = 0; i < 10; i++) {
            final int n = i;
            many.add(CompletableFuture.supplyAsync(() -> {
                long s = 0;
                for (int k = 0; k < n * 500; k++) {
                    s += k % 7;
                }
                return (int) s;
            }, pool));
        }
        CompletableFuture.allOf(many.toArray(new CompletableFuture<?>[0])).join();
        int total = 0;
        for (CompletableFuture<Integer> f : many) {
            total += f.join();
        }
        System.out.println("allOf total " + total);
        CompletableFuture<String> never = new CompletableFuture<String>();
        CompletableFuture<String> done = CompletableFuture.completedFuture("first");
        System.out.println("anyOf " + CompletableFuture.anyOf(never, done).join());
        System.out.println("allOf with failure: " + CompletableFuture.allOf(done, bad).handle((v, t) -> t.getCause().getMessage()).join());
        CompletableFuture<String> manual = new CompletableFuture<String>();
        CompletableFuture<Void> runAsync = CompletableFuture.runAsync(() -> manual.complete("completed by runAsync"), pool);
        runAsync.join();
        System.out.println(manual.get(1, TimeUnit.SECONDS) + " again=" + manual.complete("x") + " getNow "
                + never.getNow("absent"));
        try {
            never.get(5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get timeout");
        }
        System.out.println("cancel " + never.cancel(true) + " isCancelled " + never.isCancelled()
                + " thenApplyAsync " + a.thenApplyAsync(x -> x * 10, pool).join()
                + " either " + new CompletableFuture<String>().applyToEither(done, s -> s + "!").join());
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(1, TimeUnit.SECONDS));
    }

    static class Fib extends RecursiveTask<Long> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        protected Long compute() {
            if (n <= 10) {
                long a = 0;
                long b = 1;
                for (int i = 0; i < n; i++) {
                    long t = a + b;
                    a = b;
                    b = t;
                }
                return a;
            }
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }
    }

    static class Fill extends RecursiveAction {
        final int[] a;
        final int lo;
        final int hi;

        Fill(int[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo <= 64) {
                for (int i = lo; i < hi; i++) {
                    a[i] = i * i % 1000;
                }
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Fill(a, lo, mid), new Fill(a, mid, hi));
        }
    }

    static void forkJoin() throws Exception {
        System.out.println("fib(22) common pool " + ForkJoinPool.commonPool().invoke(new Fib(22)));
        ForkJoinPool own = new ForkJoinPool(2);
        System.out.println("fib(20) own pool " + own.invoke(new Fib(20)) + " submit " + own.submit(() -> 5).get());
        int[] arr = new int[1000];
        own.invoke(new Fill(arr, 0, arr.length));
        long s = 0;
        for (int v : arr) {
            s += v;
        }
        System.out.println("fill sum " + s + " fork outside " + new Fib(15).fork().join());
        own.shutdown();
        System.out.println("own terminated " + own.awaitTermination(1, TimeUnit.SECONDS));
    }
}
