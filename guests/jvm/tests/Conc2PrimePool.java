// RELEASE 17
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Counting primes in ranges on a fixed thread pool: invokeAll and a sum over the futures,
 * then an ExecutorCompletionService taking results as they complete (collected and sorted),
 * Executors.callable for a Runnable, and the pool's thread names.
 */
public class Conc2PrimePool {
    static boolean isPrime(int n) {
        if (n < 2) return false;
        if (n % 2 == 0) return n == 2;
        for (int d = 3; d * d <= n; d += 2) if (n % d == 0) return false;
        return true;
    }

    record Range(int lo, int hi) {
        int countPrimes() {
            int c = 0;
            for (int i = lo; i < hi; i++) if (isPrime(i)) c++;
            return c;
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        var names = new TreeSet<String>();
        var tasks = new ArrayList<Callable<Integer>>();
        for (int lo = 0; lo < 20000; lo += 2000) {
            var r = new Range(lo, lo + 2000);
            tasks.add(() -> {
                synchronized (names) {
                    names.add(Thread.currentThread().getName());
                }
                return r.countPrimes();
            });
        }
        List<Future<Integer>> futures = pool.invokeAll(tasks);
        int total = 0;
        var sb = new StringBuilder();
        for (Future<Integer> f : futures) {
            total += f.get();
            sb.append(f.get()).append(' ');
            if (!f.isDone()) throw new AssertionError("not done after invokeAll");
        }
        System.out.println("per range: " + sb.toString().trim());
        System.out.println("primes below 20000: " + total);
        System.out.println("pool threads: " + names);

        CompletionService<String> ecs = new ExecutorCompletionService<>(pool);
        int[] ns = {97, 1000, 7919, 104729, 65536, 3};
        for (int n : ns) ecs.submit(() -> n + (isPrime(n) ? " is prime" : " is composite"));
        var done = new TreeSet<String>();
        for (int i = 0; i < ns.length; i++) done.add(ecs.take().get());
        System.out.println("completion service: " + done);
        System.out.println("poll after all taken: " + ecs.poll());
        System.out.println("timed poll: " + ecs.poll(10, TimeUnit.MILLISECONDS));

        int[] counter = {0};
        Callable<String> c = Executors.callable(() -> counter[0]++, "ran");
        System.out.println("callable: " + pool.submit(c).get() + " " + counter[0]);
        Runnable bump = () -> counter[0]++;
        Callable<Object> c2 = Executors.callable(bump);
        System.out.println("callable(null): " + pool.submit(c2).get() + " " + counter[0]);

        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isTerminated());
    }
}
