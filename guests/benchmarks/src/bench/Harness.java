package bench;

/**
 * Common driver of the benchmarks: parses the size argument, prints the checksum and
 * checks it against the expected value for that size (exit status 1 on a mismatch).
 *
 * Sizes: {@code -s0} (a reduced size for tests), {@code -s1} (about 10^8 guest
 * instructions, the default), {@code -s10} (about 10^9), {@code -s100} (about 10^10).
 * {@code -nocheck} prints the checksum without checking it (for calibration).
 *
 * Under the guest VM the measured region, from {@link #start} to {@link #finish}, is marked
 * with TRACE_ON/TRACE_OFF events, preceded by a MARKER "benchmark NAME sN"; benchmarks call
 * {@link #iteration} at the start of each round (docs/events.md).
 */
public final class Harness {
    /** Index into the expected-checksum arrays: s0, s1, s10, s100. */
    public final int sizeIndex;
    /** The size as a number: 0 (reduced), 1, 10 or 100. */
    public final int size;
    private final boolean check;
    private final String name;
    /** False once sim.Events turned out to be missing (on a JVM other than the guest VM). */
    private static boolean onGuestVm = true;

    private Harness(String name, int sizeIndex, boolean check) {
        this.name = name;
        this.sizeIndex = sizeIndex;
        this.size = sizeIndex == 0 ? 0 : sizeIndex == 1 ? 1 : sizeIndex == 2 ? 10 : 100;
        this.check = check;
    }

    /** Parses the command line; prints a usage line and exits 2 on a bad argument. */
    public static Harness start(String name, String[] args) {
        int idx = 1;
        boolean check = true;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("-s0")) {
                idx = 0;
            } else if (a.equals("-s1")) {
                idx = 1;
            } else if (a.equals("-s10")) {
                idx = 2;
            } else if (a.equals("-s100")) {
                idx = 3;
            } else if (a.equals("-nocheck")) {
                check = false;
            } else {
                System.err.println(name + ": unknown argument " + a
                        + " (usage: " + name + " [-s0|-s1|-s10|-s100] [-nocheck])");
                System.exit(2);
            }
        }
        Harness h = new Harness(name, idx, check);
        marker("benchmark " + name + " s" + h.size);
        traceOn(true);
        return h;
    }

    /** Marks the start of round/iteration/pass {@code i} of the measured work (a MARKER event). */
    public void iteration(int i) {
        marker("iteration " + i);
    }

    /**
     * Sends a MARKER event through the guest VM's {@code sim.Events}; on another JVM that
     * class does not exist, and the harness stops trying.
     */
    public static void marker(String s) {
        if (!onGuestVm) {
            return;
        }
        try {
            sim.Events.marker(s);
        } catch (LinkageError e) {
            onGuestVm = false;
        }
    }

    /** TRACE_ON/TRACE_OFF around the measured region (from start() to finish()). */
    private static void traceOn(boolean on) {
        if (!onGuestVm) {
            return;
        }
        try {
            if (on) {
                sim.Events.traceOn();
            } else {
                sim.Events.traceOff();
            }
        } catch (LinkageError e) {
            onGuestVm = false;
        }
    }

    /** Picks the parameter for this run's size from {s0, s1, s10, s100}. */
    public int pick(int[] perSize) {
        return perSize[sizeIndex];
    }

    /** Prints the checksum and compares it with expected[sizeIndex]; exits 1 on a mismatch. */
    public void finish(int checksum, int[] expected) {
        traceOn(false);
        System.out.println(name + " s" + size + " checksum " + hex(checksum));
        if (!check) {
            return;
        }
        if (checksum != expected[sizeIndex]) {
            System.out.println(name + ": WRONG checksum, expected " + hex(expected[sizeIndex]));
            System.exit(1);
        }
        System.out.println("OK");
    }

    /** Eight lower-case hex digits. */
    public static String hex(int v) {
        String s = Integer.toHexString(v);
        while (s.length() < 8) {
            s = "0" + s;
        }
        return s;
    }

    /** One step of a 32-bit FNV-1a-style mix of an int into a running hash. */
    public static int mix(int h, int v) {
        h ^= v;
        h *= 0x01000193;
        h ^= h >>> 15;
        return h;
    }
}
