import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Runs an application driver's main and reports, on stderr, its wall time and the bytes the
 * JVM allocated meanwhile in all threads, live or ended (com.sun.management's
 * getTotalThreadAllocatedBytes: TLAB and outside-TLAB allocation). Host-only (it needs
 * java.management): expected.sh runs it under -Xint, where no escape analysis removes
 * allocations, so the figure is what an interpreter like the guest VM's allocates.
 * Usage: java -cp classes:jars/...:TOOLDIR Measure apps.h2.Main -s1
 */
public final class Measure {
    public static void main(String[] args) throws Throwable {
        com.sun.management.ThreadMXBean mx =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        java.lang.reflect.Method main = Class.forName(args[0]).getMethod("main", String[].class);
        long bytes0 = mx.getTotalThreadAllocatedBytes(), t0 = System.nanoTime();
        main.invoke(null, (Object) rest);
        long t1 = System.nanoTime(), bytes1 = mx.getTotalThreadAllocatedBytes();
        System.err.printf("measure %s %s seconds %.2f allocated %d%n", args[0], String.join(" ", rest),
            (t1 - t0) / 1e9, bytes1 - bytes0);
    }
}
