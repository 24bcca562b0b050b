package java.time;

import java.util.Objects;

/** A clock: the system one reads the VM's simulated clock (System.currentTimeMillis). */
public abstract class Clock {
    protected Clock() {
    }

    public static Clock systemUTC() {
        return new SystemClock(ZoneOffset.UTC);
    }

    public static Clock systemDefaultZone() {
        return new SystemClock(ZoneId.systemDefault());
    }

    public static Clock system(ZoneId zone) {
        Objects.requireNonNull(zone, "zone");
        return new SystemClock(zone);
    }

    public static Clock fixed(Instant fixedInstant, ZoneId zone) {
        Objects.requireNonNull(fixedInstant, "fixedInstant");
        Objects.requireNonNull(zone, "zone");
        return new FixedClock(fixedInstant, zone);
    }

    public static Clock offset(Clock baseClock, Duration offsetDuration) {
        if (offsetDuration.equals(Duration.ZERO)) {
            return baseClock;
        }
        return new OffsetClock(baseClock, offsetDuration);
    }

    public abstract ZoneId getZone();

    public abstract Clock withZone(ZoneId zone);

    public long millis() {
        return instant().toEpochMilli();
    }

    public abstract Instant instant();

    static final class SystemClock extends Clock {
        private final ZoneId zone;

        SystemClock(ZoneId zone) {
            this.zone = zone;
        }

        public ZoneId getZone() {
            return zone;
        }

        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new SystemClock(zone);
        }

        public long millis() {
            return System.currentTimeMillis();
        }

        public Instant instant() {
            return Instant.ofEpochMilli(millis());
        }

        public boolean equals(Object obj) {
            return obj instanceof SystemClock && zone.equals(((SystemClock) obj).zone);
        }

        public int hashCode() {
            return zone.hashCode() + 1;
        }

        public String toString() {
            return "SystemClock[" + zone + "]";
        }
    }

    static final class FixedClock extends Clock {
        private final Instant instant;
        private final ZoneId zone;

        FixedClock(Instant fixedInstant, ZoneId zone) {
            this.instant = fixedInstant;
            this.zone = zone;
        }

        public ZoneId getZone() {
            return zone;
        }

        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new FixedClock(instant, zone);
        }

        public Instant instant() {
            return instant;
        }

        public boolean equals(Object obj) {
            return obj instanceof FixedClock && instant.equals(((FixedClock) obj).instant) && zone.equals(((FixedClock) obj).zone);
        }

        public int hashCode() {
            return instant.hashCode() ^ zone.hashCode();
        }

        public String toString() {
            return "FixedClock[" + instant + "," + zone + "]";
        }
    }

    static final class OffsetClock extends Clock {
        private final Clock baseClock;
        private final Duration offset;

        OffsetClock(Clock baseClock, Duration offset) {
            this.baseClock = baseClock;
            this.offset = offset;
        }

        public ZoneId getZone() {
            return baseClock.getZone();
        }

        public Clock withZone(ZoneId zone) {
            return new OffsetClock(baseClock.withZone(zone), offset);
        }

        public Instant instant() {
            return baseClock.instant().plus(offset);
        }

        public String toString() {
            return "OffsetClock[" + baseClock + "," + offset + "]";
        }
    }
}
