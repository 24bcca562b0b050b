package java.util;

/**
 * The Gregorian calendar (java.util.GregorianCalendar) in a fixed-offset zone: fields from an
 * instant and back, resolving set() fields by the JDK's rules (the most recently set of
 * DAY_OF_MONTH, WEEK_OF_MONTH + DAY_OF_WEEK, DAY_OF_WEEK_IN_MONTH + DAY_OF_WEEK, DAY_OF_YEAR,
 * WEEK_OF_YEAR + DAY_OF_WEEK; HOUR_OF_DAY or HOUR + AM_PM), add and roll. Dates are proleptic
 * Gregorian: the JDK's switch to the Julian calendar before 1582-10-15 is not modelled
 * (isLeapYear follows the JDK's rule).
 */
public class GregorianCalendar extends Calendar {
    public static final int BC = 0;
    public static final int AD = 1;

    private static final int[] MIN_VALUES = {0, 1, 0, 1, 0, 1, 1, SUNDAY, 1, AM, 0, 0, 0, 0, 0, -13 * 3600000, 0};
    private static final int[] LEAST_MAX_VALUES = {1, 292269054, 11, 52, 4, 28, 365, SATURDAY, 4, PM, 11, 23, 59, 59, 999, 14 * 3600000, 20 * 60000};
    private static final int[] MAX_VALUES = {1, 292278994, 11, 53, 6, 31, 366, SATURDAY, 6, PM, 11, 23, 59, 59, 999, 14 * 3600000, 2 * 3600000};

    /** Fixed date (days since 0001-01-01 proleptic, which is 1; 0 is a Sunday) of 1970-01-01. */
    private static final long EPOCH_FIXED = 719163;
    private static final long DAY = 86400000L;

    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second, int millis) {
        super(TimeZone.getDefault(), Locale.getDefault());
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        if (hourOfDay >= 12 && hourOfDay <= 23) {
            internalSet(AM_PM, PM);
            internalSet(HOUR, hourOfDay - 12);
        } else {
            internalSet(HOUR, hourOfDay);
        }
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        internalSet(MILLISECOND, millis);
    }

    /** As the JDK's rule: Julian (every fourth year) before 1582, Gregorian after. */
    public boolean isLeapYear(int year) {
        if ((year & 3) != 0) {
            return false;
        }
        if (year > 1582) {
            return (year % 100 != 0) || (year % 400 == 0);
        }
        return year < 1582;
    }

    static boolean gregorianLeap(long y) {
        return (y & 3) == 0 && (y % 100 != 0 || y % 400 == 0);
    }

    static int monthLength(long year, int month) {
        switch (month) {
            case 1:
                return gregorianLeap(year) ? 29 : 28;
            case 3:
            case 5:
            case 8:
            case 10:
                return 30;
            default:
                return 31;
        }
    }

    /** Fixed date of year-month(0-based, normalised here)-day. */
    static long fixedDate(long year, long month, long day) {
        year += Math.floorDiv(month, 12);
        int m = (int) Math.floorMod(month, 12);
        return Date.daysFromCivil(year, m + 1, 1) + EPOCH_FIXED + day - 1;
    }

    /** The date on or before fixed whose day of week is dayOfWeek (1 = Sunday). */
    static long dayOfWeekOnOrBefore(long fixed, int dayOfWeek) {
        long fd = fixed - (dayOfWeek - 1);
        return fixed - Math.floorMod(fd, 7);
    }

    private int zoneOffset() {
        return getTimeZone().getRawOffset();
    }

    /** The JDK's week number of fixed in the period starting at day1. */
    private int weekNumber(long day1, long fixed) {
        long first = dayOfWeekOnOrBefore(day1 + 6, getFirstDayOfWeek());
        if ((int) (first - day1) >= getMinimalDaysInFirstWeek()) {
            first -= 7;
        }
        return (int) Math.floorDiv(fixed - first, 7) + 1;
    }

    protected void computeFields() {
        long local = time + zoneOffset();
        long days = Math.floorDiv(local, DAY);
        int ms = (int) Math.floorMod(local, DAY);
        long fixed = days + EPOCH_FIXED;
        // civil date from the epoch day
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doyM = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doyM + 2) / 153;
        int d = (int) (doyM - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        if (m <= 2) {
            y++;
        }
        long jan1 = fixedDate(y, 0, 1);
        int doy = (int) (fixed - jan1) + 1;
        int dow = (int) Math.floorMod(fixed, 7) + SUNDAY;
        internalSet(ERA, y > 0 ? AD : BC);
        internalSet(YEAR, (int) (y > 0 ? y : 1 - y));
        internalSet(MONTH, m - 1);
        internalSet(DAY_OF_MONTH, d);
        internalSet(DAY_OF_YEAR, doy);
        internalSet(DAY_OF_WEEK, dow);
        internalSet(DAY_OF_WEEK_IN_MONTH, (d - 1) / 7 + 1);
        int woy = weekNumber(jan1, fixed);
        if (woy == 0) {
            woy = weekNumber(fixedDate(y - 1, 0, 1), fixed);
        } else if (woy >= 52) {
            long nextJan1 = jan1 + (gregorianLeap(y) ? 366 : 365);
            long nextFirst = dayOfWeekOnOrBefore(nextJan1 + 6, getFirstDayOfWeek());
            if ((int) (nextFirst - nextJan1) >= getMinimalDaysInFirstWeek()) {
                nextFirst -= 7;
            }
            if (fixed >= nextFirst) {
                woy = 1;
            }
        }
        internalSet(WEEK_OF_YEAR, woy);
        internalSet(WEEK_OF_MONTH, weekNumber(fixed - d + 1, fixed));
        int hour = ms / 3600000;
        internalSet(HOUR_OF_DAY, hour);
        internalSet(AM_PM, hour / 12);
        internalSet(HOUR, hour % 12);
        internalSet(MINUTE, ms / 60000 % 60);
        internalSet(SECOND, ms / 1000 % 60);
        internalSet(MILLISECOND, ms % 1000);
        internalSet(ZONE_OFFSET, zoneOffset());
        internalSet(DST_OFFSET, 0);
    }

    private static int aggregate(int a, int b) {
        return a == UNSET || b == UNSET ? UNSET : Math.max(a, b);
    }

    private int value(int field, int unsetValue) {
        return stamp[field] == UNSET ? unsetValue : internalGet(field);
    }

    protected void computeTime() {
        if (!isLenient()) {
            for (int f = 0; f < FIELD_COUNT; f++) {
                if (stamp[f] >= MINIMUM_USER_STAMP && (internalGet(f) < getMinimum(f) || internalGet(f) > getMaximum(f))) {
                    throw new IllegalArgumentException(FIELD_NAMES[f]);
                }
            }
        }
        int[] original = isLenient() ? null : fields.clone();
        long year = value(YEAR, 1970);
        if (value(ERA, AD) == BC) {
            year = 1 - year;
        }
        long fixed = resolveDate(year);
        long timeOfDay;
        int hourOfDayStamp = stamp[HOUR_OF_DAY];
        int hourStamp = aggregate(stamp[HOUR], stamp[AM_PM]);
        if (hourStamp > hourOfDayStamp || (hourOfDayStamp == UNSET && stamp[HOUR] != UNSET)) {
            timeOfDay = (long) value(HOUR, 0) + 12L * value(AM_PM, AM);
        } else {
            timeOfDay = value(HOUR_OF_DAY, 0);
        }
        timeOfDay = ((timeOfDay * 60 + value(MINUTE, 0)) * 60 + value(SECOND, 0)) * 1000 + value(MILLISECOND, 0);
        fixed += Math.floorDiv(timeOfDay, DAY);
        timeOfDay = Math.floorMod(timeOfDay, DAY);
        int offset = stamp[ZONE_OFFSET] >= MINIMUM_USER_STAMP ? internalGet(ZONE_OFFSET) : zoneOffset();
        if (stamp[DST_OFFSET] >= MINIMUM_USER_STAMP) {
            offset += internalGet(DST_OFFSET);
        }
        time = (fixed - EPOCH_FIXED) * DAY + timeOfDay - offset;
        if (original != null) {
            computeFields();
            for (int f = 0; f < FIELD_COUNT; f++) {
                if (stamp[f] >= MINIMUM_USER_STAMP && original[f] != internalGet(f)) {
                    String s = original[f] + " -> " + internalGet(f);
                    System.arraycopy(original, 0, fields, 0, FIELD_COUNT);
                    throw new IllegalArgumentException(FIELD_NAMES[f] + ": " + s);
                }
            }
            setComputed();
        }
    }

    /** The fixed date the date fields give, by the JDK's choice among them. */
    private long resolveDate(long year) {
        int dowStamp = stamp[DAY_OF_WEEK];
        int domStamp = stamp[DAY_OF_MONTH];
        int womStamp = aggregate(stamp[WEEK_OF_MONTH], dowStamp);
        int dowimStamp = aggregate(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
        int doyStamp = stamp[DAY_OF_YEAR];
        int woyStamp = aggregate(stamp[WEEK_OF_YEAR], dowStamp);
        int best = Math.max(Math.max(Math.max(domStamp, womStamp), Math.max(dowimStamp, doyStamp)), woyStamp);
        if (best == UNSET) {
            womStamp = stamp[WEEK_OF_MONTH];
            dowimStamp = Math.max(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
            woyStamp = stamp[WEEK_OF_YEAR];
            best = Math.max(Math.max(domStamp, womStamp), Math.max(Math.max(dowimStamp, doyStamp), woyStamp));
            if (best == UNSET) {
                best = domStamp = stamp[MONTH];
            }
        }
        int month = value(MONTH, JANUARY);
        int dow = value(DAY_OF_WEEK, getFirstDayOfWeek());
        if (best == domStamp || (best == womStamp && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR]) || (best == dowimStamp && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR])) {
            long first = fixedDate(year, month, 1);
            if (best == domStamp) {
                return first + value(DAY_OF_MONTH, 1) - 1;
            }
            boolean useWom = best == womStamp && (womStamp != dowimStamp || stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH]);
            if (useWom) {
                long firstOfWeek = dayOfWeekOnOrBefore(first + 6, getFirstDayOfWeek());
                if (firstOfWeek - first >= getMinimalDaysInFirstWeek()) {
                    firstOfWeek -= 7;
                }
                if (dowStamp != UNSET) {
                    firstOfWeek = dayOfWeekOnOrBefore(firstOfWeek + 6, dow);
                }
                return firstOfWeek + 7L * (value(WEEK_OF_MONTH, 1) - 1);
            }
            int dowim = value(DAY_OF_WEEK_IN_MONTH, 1);
            if (dowim >= 0) {
                return dayOfWeekOnOrBefore(first + 7L * dowim - 1, dow);
            }
            long nextFirst = fixedDate(year, month + 1, 1);
            return dayOfWeekOnOrBefore(nextFirst - 1 + 7L * (dowim + 1), dow);
        }
        long jan1 = fixedDate(year, 0, 1);
        if (best == doyStamp) {
            return jan1 + value(DAY_OF_YEAR, 1) - 1;
        }
        long firstOfWeek = dayOfWeekOnOrBefore(jan1 + 6, getFirstDayOfWeek());
        if (firstOfWeek - jan1 >= getMinimalDaysInFirstWeek()) {
            firstOfWeek -= 7;
        }
        if (dowStamp != UNSET) {
            firstOfWeek = dayOfWeekOnOrBefore(firstOfWeek + 6, dow);
        }
        return firstOfWeek + 7L * (value(WEEK_OF_YEAR, 1) - 1);
    }

    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        checkField(field);
        complete();
        long delta;
        switch (field) {
            case ERA:
            case ZONE_OFFSET:
            case DST_OFFSET:
                throw new IllegalArgumentException();
            case YEAR:
            case MONTH: {
                long y = internalGet(ERA) == BC ? 1 - internalGet(YEAR) : internalGet(YEAR);
                long months = y * 12 + internalGet(MONTH) + (field == YEAR ? 12L * amount : amount);
                setYearMonthPinned(Math.floorDiv(months, 12), (int) Math.floorMod(months, 12));
                return;
            }
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                delta = 7 * DAY * (long) amount;
                break;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                delta = DAY * (long) amount;
                break;
            case AM_PM:
                delta = 12 * 3600000L * amount;
                break;
            case HOUR:
            case HOUR_OF_DAY:
                delta = 3600000L * amount;
                break;
            case MINUTE:
                delta = 60000L * amount;
                break;
            case SECOND:
                delta = 1000L * amount;
                break;
            default:
                delta = amount;
                break;
        }
        setTimeInMillis(time + delta);
    }

    /** Moves to year/month keeping the time of day, the day pinned to the month's length. */
    private void setYearMonthPinned(long year, int month) {
        int dom = Math.min(internalGet(DAY_OF_MONTH), monthLength(year, month));
        long ofDay = Math.floorMod(time + zoneOffset(), DAY);
        setTimeInMillis((fixedDate(year, month, dom) - EPOCH_FIXED) * DAY + ofDay - zoneOffset());
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        checkField(field);
        complete();
        int min = getActualMinimum(field);
        int max = getActualMaximum(field);
        switch (field) {
            case YEAR:
                add(YEAR, amount);
                return;
            case MONTH: {
                int m = (int) Math.floorMod(internalGet(MONTH) + (long) amount, 12);
                long y = internalGet(ERA) == BC ? 1 - internalGet(YEAR) : internalGet(YEAR);
                setYearMonthPinned(y, m);
                return;
            }
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case HOUR_OF_DAY:
            case HOUR:
            case MINUTE:
            case SECOND:
            case MILLISECOND:
            case AM_PM: {
                int v = internalGet(field);
                int nv = (int) (Math.floorMod(v - min + (long) amount, max - min + 1) + min);
                long unit = field == DAY_OF_MONTH || field == DAY_OF_YEAR ? DAY
                    : field == AM_PM ? 12 * 3600000L
                    : field == HOUR_OF_DAY || field == HOUR ? 3600000L
                    : field == MINUTE ? 60000L : field == SECOND ? 1000L : 1L;
                setTimeInMillis(time + (nv - v) * unit);
                return;
            }
            default:
                throw new UnsupportedOperationException("GregorianCalendar.roll(" + FIELD_NAMES[field] + ")");
        }
    }

    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    public int getActualMaximum(int field) {
        complete();
        long y = internalGet(ERA) == BC ? 1 - internalGet(YEAR) : internalGet(YEAR);
        switch (field) {
            case DAY_OF_MONTH:
                return monthLength(y, internalGet(MONTH));
            case DAY_OF_YEAR:
                return gregorianLeap(y) ? 366 : 365;
            case WEEK_OF_MONTH: {
                long first = fixedDate(y, internalGet(MONTH), 1);
                int len = monthLength(y, internalGet(MONTH));
                return weekNumber(first, first + len - 1);
            }
            case DAY_OF_WEEK_IN_MONTH:
                return (monthLength(y, internalGet(MONTH)) - 1) / 7 + 1;
            case WEEK_OF_YEAR: {
                GregorianCalendar c = (GregorianCalendar) clone();
                c.setLenient(true);
                long dec31 = fixedDate(y, 11, 31);
                for (long d = dec31; ; d--) {
                    c.setTimeInMillis((d - EPOCH_FIXED) * DAY - zoneOffset());
                    int w = c.internalGet(WEEK_OF_YEAR);
                    if (w != 1) {
                        return w;
                    }
                }
            }
            default:
                return getMaximum(field);
        }
    }

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int hashCode() {
        return super.hashCode() ^ 0;
    }

    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }
}
