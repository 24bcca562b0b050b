package java.time;

import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.util.Objects;

/**
 * A time-zone id. This VM has no time-zone database: it knows UTC and its aliases (UTC, GMT,
 * UT, Etc/UTC, ...), fixed offsets (Z, +02:00, UTC+2, GMT-05:30, Etc/GMT+5) and nothing
 * else; any other region id (e.g. Europe/Paris) throws a DateTimeException naming the id.
 * The system default zone is UTC, the simulated clock's.
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        return ZoneRegion.UTC_REGION;
    }

    public static ZoneId of(String zoneId) {
        Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2);
        }
        return ZoneRegion.ofId(zoneId);
    }

    public static ZoneId of(String zoneId, java.util.Map<String, String> aliasMap) {
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ofOffset(prefix, ZoneOffset.UTC);
        }
        if (zoneId.charAt(prefixLength) != '+' && zoneId.charAt(prefixLength) != '-') {
            return ZoneRegion.ofId(zoneId);
        }
        try {
            return ofOffset(prefix, ZoneOffset.of(zoneId.substring(prefixLength)));
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(offset, "offset");
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        if (offset.getTotalSeconds() != 0) {
            prefix = prefix.concat(offset.getId());
        }
        return new ZoneRegion(prefix, offset);
    }

    public static ZoneId from(TemporalAccessor temporal) {
        ZoneId obj = temporal.query(TemporalQueries.zone());
        if (obj == null) {
            throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: " + temporal + " of type " + temporal.getClass().getName());
        }
        return obj;
    }

    public abstract String getId();

    /** The zone's one offset: every zone this VM knows has a fixed offset. */
    abstract ZoneOffset fixedOffset();

    public ZoneId normalized() {
        return fixedOffset();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneId) {
            ZoneId other = (ZoneId) obj;
            return getId().equals(other.getId());
        }
        return false;
    }

    public int hashCode() {
        return getId().hashCode();
    }

    public String toString() {
        return getId();
    }
}
