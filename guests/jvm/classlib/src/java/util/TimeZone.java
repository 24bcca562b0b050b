package java.util;

/**
 * Time zones with a fixed offset only: UTC/GMT (and their aliases) and custom "GMT+hh:mm"
 * zones; no daylight saving. The VM has no zone database, so any other ID (a region such as
 * "Europe/Paris") is an UnsupportedOperationException naming it. The default zone is UTC
 * (the simulated machine's).
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    public static final int SHORT = 0;
    public static final int LONG = 1;

    private String id;
    private static TimeZone defaultZone;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public int getOffset(long date) {
        return getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return id;
    }

    public void setID(String id) {
        this.id = Objects.requireNonNull(id);
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG);
    }

    public String getDisplayName(boolean daylight, int style) {
        int off = getRawOffset();
        if (off == 0) {
            return style == LONG ? "Coordinated Universal Time" : "UTC";
        }
        return customId(off);
    }

    public int getDSTSavings() {
        return 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime();
    }

    public abstract boolean inDaylightTime(Date date);

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    public static synchronized TimeZone getTimeZone(String id) {
        Objects.requireNonNull(id);
        switch (id) {
            case "UTC":
            case "GMT":
            case "UCT":
            case "Zulu":
            case "Universal":
            case "Greenwich":
            case "Etc/UTC":
            case "Etc/GMT":
            case "Etc/UCT":
            case "Etc/Zulu":
            case "Etc/Universal":
            case "Etc/Greenwich":
            case "GMT0":
            case "Etc/GMT0":
            case "Etc/GMT+0":
            case "Etc/GMT-0":
                return new Fixed(id, 0);
            default:
                break;
        }
        int off = parseCustom(id);
        if (off == Integer.MIN_VALUE) {
            throw new UnsupportedOperationException("TimeZone " + id + ": this VM has no time zone database (UTC, GMT and fixed GMT+hh:mm offsets only)");
        }
        return new Fixed(off == 0 ? "GMT" : customId(off), off);
    }

    /** The offset of "GMT+h", "GMT+hh", "GMT+hhmm", "GMT+h:mm", "GMT+hh:mm" (or -), else MIN_VALUE. */
    private static int parseCustom(String id) {
        if (!id.startsWith("GMT") || id.length() < 5) {
            return Integer.MIN_VALUE;
        }
        char sign = id.charAt(3);
        if (sign != '+' && sign != '-') {
            return Integer.MIN_VALUE;
        }
        String rest = id.substring(4);
        int h;
        int m = 0;
        int colon = rest.indexOf(':');
        try {
            if (colon >= 0) {
                if (colon < 1 || colon > 2 || rest.length() != colon + 3) {
                    return Integer.MIN_VALUE;
                }
                h = Integer.parseInt(rest.substring(0, colon));
                m = Integer.parseInt(rest.substring(colon + 1));
            } else if (rest.length() <= 2) {
                h = Integer.parseInt(rest);
            } else if (rest.length() == 4) {
                h = Integer.parseInt(rest.substring(0, 2));
                m = Integer.parseInt(rest.substring(2));
            } else {
                return Integer.MIN_VALUE;
            }
        } catch (NumberFormatException e) {
            return Integer.MIN_VALUE;
        }
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c != ':' && (c < '0' || c > '9')) {
                return Integer.MIN_VALUE;
            }
        }
        if (h > 23 || m > 59) {
            return Integer.MIN_VALUE;
        }
        int off = (h * 60 + m) * 60000;
        return sign == '-' ? -off : off;
    }

    private static String customId(int off) {
        int minutes = Math.abs(off) / 60000;
        StringBuilder sb = new StringBuilder("GMT").append(off < 0 ? '-' : '+');
        int h = minutes / 60;
        int m = minutes % 60;
        sb.append((char) ('0' + h / 10)).append((char) ('0' + h % 10)).append(':');
        return sb.append((char) ('0' + m / 10)).append((char) ('0' + m % 10)).toString();
    }

    public static synchronized TimeZone getDefault() {
        if (defaultZone == null) {
            defaultZone = new Fixed("UTC", 0);
        }
        return (TimeZone) defaultZone.clone();
    }

    public static synchronized void setDefault(TimeZone zone) {
        defaultZone = zone == null ? null : (TimeZone) zone.clone();
    }

    public static synchronized String[] getAvailableIDs() {
        return new String[] {"Etc/GMT", "Etc/UTC", "GMT", "UTC"};
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** A zone at a fixed offset from UTC (printed as the JDK prints its ZoneInfo). */
    static final class Fixed extends TimeZone {
        private int offset;

        Fixed(String id, int offset) {
            setID(id);
            this.offset = offset;
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            return offset;
        }

        public void setRawOffset(int offsetMillis) {
            offset = offsetMillis;
        }

        public int getRawOffset() {
            return offset;
        }

        public boolean useDaylightTime() {
            return false;
        }

        public boolean inDaylightTime(Date date) {
            return false;
        }

        public boolean equals(Object o) {
            return o instanceof Fixed && ((Fixed) o).offset == offset && ((Fixed) o).getID().equals(getID());
        }

        public int hashCode() {
            return getID().hashCode() ^ offset;
        }

        public String toString() {
            return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + offset + ",dstSavings=0,useDaylight=false,transitions=0,lastRule=null]";
        }
    }
}
