package java.time;

import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

/** Arithmetic and English names shared by the java.time classes (proleptic ISO calendar). */
final class TimeMath {
    private TimeMath() {
    }

    static final long SECONDS_PER_DAY = 86400L;
    static final long NANOS_PER_SECOND = 1000_000_000L;
    static final long NANOS_PER_DAY = SECONDS_PER_DAY * NANOS_PER_SECOND;
    static final long DAYS_0000_TO_1970 = (146097 * 5L) - (30L * 365L + 7L);

    static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"};
    static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    static boolean isLeap(long year) {
        return ((year & 3) == 0) && ((year % 100) != 0 || (year % 400) == 0);
    }

    static int monthLength(int month, boolean leap) {
        switch (month) {
            case 2:
                return leap ? 29 : 28;
            case 4:
            case 6:
            case 9:
            case 11:
                return 30;
            default:
                return 31;
        }
    }

    /** An English name of a month or day ("January", "Jan", "J") in a text style. */
    static String name(String full, TextStyle style) {
        switch (style) {
            case FULL:
            case FULL_STANDALONE:
                return full;
            case SHORT:
            case SHORT_STANDALONE:
                return full.substring(0, 3);
            default:
                return full.substring(0, 1);
        }
    }

    static UnsupportedTemporalTypeException unsupported(TemporalField field) {
        return new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }

    static UnsupportedTemporalTypeException unsupportedUnit(Object unit) {
        return new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    /** The epoch day of a valid ISO date (the JDK's algorithm). */
    static long epochDay(long y, int m, int d) {
        long total = 0;
        total += 365 * y;
        if (y >= 0) {
            total += (y + 3) / 4 - (y + 99) / 100 + (y + 399) / 400;
        } else {
            total -= y / -4 - y / -100 + y / -400;
        }
        total += ((367 * m - 362) / 12);
        total += d - 1;
        if (m > 2) {
            total--;
            if (!isLeap(y)) {
                total--;
            }
        }
        return total - DAYS_0000_TO_1970;
    }

    /** Year, month and day of an epoch day, packed as year * 512 + month * 32 + day. */
    static long civil(long epochDay) {
        ChronoField.EPOCH_DAY.checkValidValue(epochDay);
        long zeroDay = epochDay + DAYS_0000_TO_1970;
        zeroDay -= 60;
        long adjust = 0;
        if (zeroDay < 0) {
            long adjustCycles = (zeroDay + 1) / 146097 - 1;
            adjust = adjustCycles * 400;
            zeroDay += -adjustCycles * 146097;
        }
        long yearEst = (400 * zeroDay + 591) / 146097;
        long doyEst = zeroDay - (365 * yearEst + yearEst / 4 - yearEst / 100 + yearEst / 400);
        if (doyEst < 0) {
            yearEst--;
            doyEst = zeroDay - (365 * yearEst + yearEst / 4 - yearEst / 100 + yearEst / 400);
        }
        yearEst += adjust;
        int marchDoy0 = (int) doyEst;
        int marchMonth0 = (marchDoy0 * 5 + 2) / 153;
        int month = marchMonth0 + 3;
        if (month > 12) {
            month -= 12;
        }
        int dom = marchDoy0 - (marchMonth0 * 306 + 5) / 10 + 1;
        if (marchDoy0 >= 306) {
            yearEst++;
        }
        return yearEst * 512 + month * 32 + dom;
    }

    static void pad(StringBuilder buf, long value, int width) {
        String s = Long.toString(value);
        for (int i = s.length(); i < width; i++) {
            buf.append('0');
        }
        buf.append(s);
    }
}
