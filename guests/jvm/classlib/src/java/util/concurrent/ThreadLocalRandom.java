package java.util.concurrent;

/**
 * A random number generator per thread (JDK 7+). As in the JDK, {@link #current()} returns
 * one shared instance and the state lives with the thread: each thread's 64-bit state is
 * seeded on its first use and advanced by the golden gamma, mixed with the MurmurHash3
 * finaliser as the JDK's is. Unlike the JDK, whose first seed comes from
 * the clock and the host, the seeds here come from a fixed sequence in the order threads
 * first ask, so a run gives the same numbers every time (the simulator's promise of
 * determinism); programs must not expect the JDK's values, which differ per JDK run anyway.
 */
public class ThreadLocalRandom extends java.util.Random {
    private static final long GAMMA = 0x9e3779b97f4a7c15L;
    private static long seeder = 0x2545f4914f6cdd1dL;

    /** Each thread's state, one long in an array. */
    private static final ThreadLocal<long[]> STATE = new ThreadLocal<long[]>() {
        @Override
        protected long[] initialValue() {
            return new long[] {nextSeed()};
        }
    };

    private static final ThreadLocalRandom INSTANCE = new ThreadLocalRandom();

    private final boolean initialized;

    private ThreadLocalRandom() {
        super(0L);
        initialized = true;
    }

    private static synchronized long nextSeed() {
        seeder += GAMMA << 1;
        return mix64(seeder);
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    /** The calling thread's generator. */
    public static ThreadLocalRandom current() {
        return INSTANCE;
    }

    /** Throws UnsupportedOperationException, as the JDK's: the seed cannot be set. */
    @Override
    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    @Override
    protected int next(int bits) {
        return (int) (nextLong() >>> (64 - bits));
    }

    @Override
    public long nextLong() {
        long[] s = STATE.get();
        s[0] += GAMMA;
        return mix64(s[0]);
    }

    @Override
    public int nextInt() {
        return (int) (nextLong() >>> 32);
    }
}
