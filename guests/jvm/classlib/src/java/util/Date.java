package java.util;

/**
 * An instant in milliseconds since 1970-01-01T00:00:00Z. The VM's only time zone is UTC
 * (the simulated clock's), so toString prints e.g. "Thu Jan 01 00:00:00 UTC 1970" as the
 * JDK does under TZ=UTC; the deprecated field getters read UTC fields of the proleptic
 * Gregorian calendar (the JDK switches to the Julian calendar before 1582-10-15: such
 * dates print differently). String parsing (Date(String), Date.parse) is not provided.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private long fastTime;

    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    /** @deprecated year - 1900, month 0-11, UTC. */
    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        long y = 1900L + year + Math.floorDiv(month, 12);
        int m = Math.floorMod(month, 12) + 1;
        long days = daysFromCivil(y, m, 1) + date - 1;
        fastTime = ((days * 24 + hrs) * 60 + min) * 60000L + sec * 1000L;
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.fastTime);
    }

    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    public Object clone() {
        return new Date(fastTime);
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm). */
    static long daysFromCivil(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    /** {year, month 1-12, day, hour, minute, second, weekday 0=Sunday} in UTC. */
    private long[] fields() {
        long days = Math.floorDiv(fastTime, 86400000L);
        long ms = Math.floorMod(fastTime, 86400000L);
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) {
            y++;
        }
        long wd = Math.floorMod(days + 4, 7);
        return new long[] {y, m, d, ms / 3600000, ms / 60000 % 60, ms / 1000 % 60, wd};
    }

    @Deprecated
    public int getYear() {
        return (int) fields()[0] - 1900;
    }

    @Deprecated
    public int getMonth() {
        return (int) fields()[1] - 1;
    }

    @Deprecated
    public int getDate() {
        return (int) fields()[2];
    }

    @Deprecated
    public int getDay() {
        return (int) fields()[6];
    }

    @Deprecated
    public int getHours() {
        return (int) fields()[3];
    }

    @Deprecated
    public int getMinutes() {
        return (int) fields()[4];
    }

    @Deprecated
    public int getSeconds() {
        return (int) fields()[5];
    }

    @Deprecated
    public int getTimezoneOffset() {
        return 0;
    }

    private static void two(StringBuilder sb, long v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    /** "EEE MMM dd HH:mm:ss zzz yyyy" in UTC. */
    public String toString() {
        long[] f = fields();
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[(int) f[6]]).append(' ').append(MONTHS[(int) f[1] - 1]).append(' ');
        two(sb, f[2]);
        sb.append(' ');
        two(sb, f[3]);
        sb.append(':');
        two(sb, f[4]);
        sb.append(':');
        two(sb, f[5]);
        return sb.append(" UTC ").append(f[0]).toString();
    }

    /** "d MMM yyyy HH:mm:ss GMT". */
    @Deprecated
    public String toGMTString() {
        long[] f = fields();
        StringBuilder sb = new StringBuilder();
        sb.append(f[2]).append(' ').append(MONTHS[(int) f[1] - 1]).append(' ').append(f[0]).append(' ');
        two(sb, f[3]);
        sb.append(':');
        two(sb, f[4]);
        sb.append(':');
        two(sb, f[5]);
        return sb.append(" GMT").toString();
    }

    public static Date from(java.time.Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(getTime());
    }
}
