package java.util.concurrent;

/** Time units with the JDK's conversions (saturating at Long.MIN_VALUE/MAX_VALUE). */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000000L),
    SECONDS(1000000000L),
    MINUTES(60000000000L),
    HOURS(3600000000000L),
    DAYS(86400000000000L);

    private final long nanos;

    TimeUnit(long nanos) {
        this.nanos = nanos;
    }

    private static long scale(long d, long from, long to) {
        if (from == to) {
            return d;
        }
        if (from < to) {
            return d / (to / from);
        }
        long r = from / to, max = Long.MAX_VALUE / r;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * r;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return scale(sourceDuration, sourceUnit.nanos, nanos);
    }

    public long toNanos(long d) {
        return scale(d, nanos, 1L);
    }

    public long toMicros(long d) {
        return scale(d, nanos, 1000L);
    }

    public long toMillis(long d) {
        return scale(d, nanos, 1000000L);
    }

    public long toSeconds(long d) {
        return scale(d, nanos, 1000000000L);
    }

    public long toMinutes(long d) {
        return scale(d, nanos, 60000000000L);
    }

    public long toHours(long d) {
        return scale(d, nanos, 3600000000000L);
    }

    public long toDays(long d) {
        return scale(d, nanos, 86400000000000L);
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ns = toNanos(timeout);
            Thread.sleep(ns / 1000000L, (int) (ns % 1000000L));
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            thread.join(ms == 0 ? 1 : ms);
        }
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ns = toNanos(timeout);
            obj.wait(ns / 1000000L, (int) (ns % 1000000L));
        }
    }
}
