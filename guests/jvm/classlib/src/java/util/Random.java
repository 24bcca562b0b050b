package java.util;

/**
 * The linear congruential generator specified for java.util.Random (48-bit seed,
 * multiplier 0x5DEECE66D, addend 0xB), giving the same sequences as the JDK.
 */
public class Random implements java.io.Serializable {
    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian;

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static long seedUniquifier = 8682522807148012L;

    public Random() {
        this(nextUniquifier() ^ System.nanoTime());
    }

    private static long nextUniquifier() {
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, 4); n-- > 0; rnd >>= 8) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
                // rejected: retry with the next value
            }
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    // ---- streams (JDK 17: RandomSupport's bounded algorithms, which differ from nextInt(bound))

    // ---- JDK 17's RandomGenerator defaults (RandomSupport's bounded algorithms) ----

    public int nextInt(int origin, int bound) {
        checkBound(origin < bound);
        return boundedNextInt(origin, bound);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        final long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        checkBound(origin < bound);
        return boundedNextLong(origin, bound);
    }

    public double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        double r = nextDouble() * bound;
        return r < bound ? r : Math.nextDown(bound);
    }

    public double nextDouble(double origin, double bound) {
        checkBound(origin < bound && bound - origin < Double.POSITIVE_INFINITY);
        return boundedNextDouble(origin, bound);
    }

    public float nextFloat(float bound) {
        if (!(0.0f < bound && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        float r = nextFloat() * bound;
        return r < bound ? r : nextDownF(bound);
    }

    public float nextFloat(float origin, float bound) {
        checkBound(origin < bound && bound - origin < Float.POSITIVE_INFINITY);
        float r = nextFloat();
        r = r * (bound - origin) + origin;
        return r < bound ? r : nextDownF(bound);
    }

    /** Math.nextDown(float) for a finite bound. */
    private static float nextDownF(float f) {
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + (f > 0.0f ? -1 : 1));
    }

    public java.util.stream.IntStream ints() {
        return ints(Long.MAX_VALUE);
    }

    public java.util.stream.IntStream ints(long streamSize) {
        checkSize(streamSize);
        return ints(streamSize, 1, 0);
    }

    public java.util.stream.IntStream ints(int origin, int bound) {
        checkBound(origin < bound);
        return ints(Long.MAX_VALUE, origin, bound);
    }

    public java.util.stream.IntStream ints(long streamSize, final int origin, final int bound) {
        checkSize(streamSize);
        return java.util.stream.IntStream.generate(new java.util.function.IntSupplier() {
            public int getAsInt() {
                return boundedNextInt(origin, bound);
            }
        }).limit(streamSize);
    }

    public java.util.stream.LongStream longs() {
        return longs(Long.MAX_VALUE);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        checkSize(streamSize);
        return longs(streamSize, 1L, 0L);
    }

    public java.util.stream.LongStream longs(long origin, long bound) {
        checkBound(origin < bound);
        return longs(Long.MAX_VALUE, origin, bound);
    }

    public java.util.stream.LongStream longs(long streamSize, final long origin, final long bound) {
        checkSize(streamSize);
        return java.util.stream.LongStream.generate(new java.util.function.LongSupplier() {
            public long getAsLong() {
                return boundedNextLong(origin, bound);
            }
        }).limit(streamSize);
    }

    public java.util.stream.DoubleStream doubles() {
        return doubles(Long.MAX_VALUE);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        checkSize(streamSize);
        return doubles(streamSize, 1.0, 0.0);
    }

    public java.util.stream.DoubleStream doubles(double origin, double bound) {
        checkBound(origin < bound && bound - origin < Double.POSITIVE_INFINITY);
        return doubles(Long.MAX_VALUE, origin, bound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, final double origin, final double bound) {
        checkSize(streamSize);
        return java.util.stream.DoubleStream.generate(new java.util.function.DoubleSupplier() {
            public double getAsDouble() {
                return boundedNextDouble(origin, bound);
            }
        }).limit(streamSize);
    }

    private static void checkSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    private static void checkBound(boolean ok) {
        if (!ok) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    /** RandomSupport.boundedNextInt (origin >= bound: unbounded nextInt()). */
    int boundedNextInt(int origin, int bound) {
        int r = nextInt();
        if (origin < bound) {
            final int n = bound - origin;
            final int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = nextInt();
                }
            }
        }
        return r;
    }

    long boundedNextLong(long origin, long bound) {
        long r = nextLong();
        if (origin < bound) {
            final long n = bound - origin;
            final long m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = nextLong();
                }
            }
        }
        return r;
    }

    double boundedNextDouble(double origin, double bound) {
        double r = nextDouble();
        if (origin < bound) {
            if (bound - origin < Double.POSITIVE_INFINITY) {
                r = r * (bound - origin) + origin;
            } else {
                double halfOrigin = 0.5 * origin;
                r = (r * (0.5 * bound - halfOrigin) + halfOrigin) * 2.0;
            }
            if (r >= bound) {
                r = Math.nextDown(bound);
            }
        }
        return r;
    }
}
