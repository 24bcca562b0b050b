import java.util.*;

/** Calendar, GregorianCalendar and TimeZone basics (issue 16) in UTC: fields of fixed instants, set and its resolution, add, roll, leniency, week numbers, display names. */
public class Calendars {
    static int row;

    static void show(String what, Object result) {
        System.out.println((++row) + " " + what + " = " + result);
    }

    static String fields(Calendar c) {
        return c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND) + "." + c.get(Calendar.MILLISECOND)
            + " dow=" + c.get(Calendar.DAY_OF_WEEK) + " doy=" + c.get(Calendar.DAY_OF_YEAR) + " woy=" + c.get(Calendar.WEEK_OF_YEAR) + " wom=" + c.get(Calendar.WEEK_OF_MONTH) + " dowim=" + c.get(Calendar.DAY_OF_WEEK_IN_MONTH)
            + " ampm=" + c.get(Calendar.AM_PM) + " hour=" + c.get(Calendar.HOUR) + " era=" + c.get(Calendar.ERA);
    }

    public static void main(String[] args) {
        TimeZone utc = TimeZone.getTimeZone("UTC");
        TimeZone.setDefault(utc);
        Calendar c = Calendar.getInstance(utc);
        long[] instants = {0L, 1700000000000L, -1L, 951782400000L, 946684799999L, 1230768000000L, 1609459199000L, 4102444800000L, -2208988800000L, 1104537600000L, 1262304000000L, 1293753600000L};
        for (long t : instants) {
            c.setTimeInMillis(t);
            show("fields " + t, fields(c));
        }
        c.setTimeInMillis(1700000000000L);
        show("toString", c);
        show("getTime", c.getTime() + " " + c.getTimeInMillis());

        GregorianCalendar g = new GregorianCalendar(2024, Calendar.FEBRUARY, 29);
        show("constructed", fields(g) + " " + g.getTime());
        show("leap years", g.isLeapYear(2024) + " " + g.isLeapYear(1900) + " " + g.isLeapYear(2000) + " " + g.isLeapYear(2023) + " " + g.isLeapYear(1500));
        show("actual maxima", g.getActualMaximum(Calendar.DAY_OF_MONTH) + " " + g.getActualMaximum(Calendar.DAY_OF_YEAR) + " " + g.getActualMaximum(Calendar.WEEK_OF_MONTH) + " " + g.getActualMaximum(Calendar.DAY_OF_WEEK_IN_MONTH) + " " + g.getActualMaximum(Calendar.WEEK_OF_YEAR));
        show("maxima", g.getMaximum(Calendar.DAY_OF_MONTH) + " " + g.getLeastMaximum(Calendar.DAY_OF_MONTH) + " " + g.getMinimum(Calendar.DAY_OF_WEEK) + " " + g.getGreatestMinimum(Calendar.DAY_OF_MONTH));
        g.add(Calendar.YEAR, 1);
        show("add year pins day", fields(g));
        g.add(Calendar.MONTH, -13);
        show("add -13 months", fields(g));
        g.add(Calendar.DAY_OF_MONTH, 400);
        show("add 400 days", fields(g));
        g.add(Calendar.HOUR_OF_DAY, 30);
        g.add(Calendar.MINUTE, -61);
        g.add(Calendar.SECOND, 3599);
        g.add(Calendar.MILLISECOND, 1234);
        show("add time", fields(g));
        g.add(Calendar.WEEK_OF_YEAR, 3);
        show("add weeks", fields(g));
        g.set(2023, Calendar.JANUARY, 31);
        g.add(Calendar.MONTH, 1);
        show("jan 31 + 1 month", fields(g));

        Calendar s = new GregorianCalendar(2021, Calendar.MARCH, 15, 10, 30, 45);
        show("6-arg constructor", fields(s));
        s.set(Calendar.MONTH, 13);
        show("lenient month 13", fields(s));
        s.set(Calendar.DAY_OF_MONTH, 0);
        show("day 0", fields(s));
        s.set(Calendar.DAY_OF_MONTH, -1);
        show("day -1", fields(s));
        s.set(Calendar.HOUR_OF_DAY, 25);
        show("hour 25", fields(s));
        s.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        show("set DAY_OF_WEEK", fields(s));
        s.set(Calendar.DAY_OF_WEEK, Calendar.SATURDAY);
        show("set DAY_OF_WEEK sat", fields(s));
        s.set(Calendar.DAY_OF_YEAR, 100);
        show("set DAY_OF_YEAR", fields(s));
        s.set(Calendar.WEEK_OF_YEAR, 10);
        show("set WEEK_OF_YEAR", fields(s));
        s.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        s.set(Calendar.DAY_OF_WEEK, Calendar.FRIDAY);
        show("last friday", fields(s));
        s.set(Calendar.HOUR, 3);
        s.set(Calendar.AM_PM, Calendar.PM);
        show("hour + pm", fields(s));
        s.set(Calendar.HOUR_OF_DAY, 4);
        show("hour of day again", fields(s));

        Calendar cl = Calendar.getInstance();
        cl.clear();
        show("cleared", fields(cl) + " " + cl.getTimeInMillis());
        cl.clear();
        cl.set(Calendar.YEAR, 2030);
        show("only year", fields(cl));
        cl.clear();
        cl.set(Calendar.MONTH, Calendar.JULY);
        cl.set(Calendar.DAY_OF_MONTH, 4);
        show("no year", fields(cl));
        cl.clear();
        show("isSet", cl.isSet(Calendar.YEAR) + " " + cl.get(Calendar.YEAR) + " " + cl.isSet(Calendar.YEAR));

        Calendar r = new GregorianCalendar(2020, Calendar.JANUARY, 31, 23, 59, 59);
        r.roll(Calendar.DAY_OF_MONTH, 1);
        show("roll day", fields(r));
        r.roll(Calendar.MONTH, -2);
        show("roll month", fields(r));
        r.roll(Calendar.HOUR_OF_DAY, true);
        show("roll hour", fields(r));
        r.roll(Calendar.MINUTE, 75);
        show("roll minute", fields(r));
        r.roll(Calendar.YEAR, 3);
        show("roll year", fields(r));

        Calendar strict = new GregorianCalendar(2023, Calendar.FEBRUARY, 1);
        strict.setLenient(false);
        strict.set(Calendar.DAY_OF_MONTH, 30);
        try {
            strict.getTime();
        } catch (IllegalArgumentException e) {
            show("non-lenient", e.getMessage());
        }
        strict.set(Calendar.DAY_OF_MONTH, 3);
        strict.set(Calendar.MONTH, 12);
        try {
            strict.getTime();
        } catch (IllegalArgumentException e) {
            show("non-lenient month", e.getMessage());
        }

        Calendar a = new GregorianCalendar(2022, Calendar.MAY, 5);
        Calendar b = new GregorianCalendar(2022, Calendar.MAY, 6);
        show("compare", a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + a.equals(a.clone()) + " " + a.equals(b));
        long days = (b.getTimeInMillis() - a.getTimeInMillis()) / 86400000L;
        show("days between", days);
        show("display names", a.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " " + a.getDisplayName(Calendar.MONTH, Calendar.SHORT, Locale.US) + " " + a.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.LONG, Locale.US) + " " + a.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US) + " " + a.getDisplayName(Calendar.AM_PM, Calendar.SHORT, Locale.US));
        show("week rules", a.getFirstDayOfWeek() + " " + a.getMinimalDaysInFirstWeek() + " " + a.getCalendarType());
        Calendar iso = new GregorianCalendar(2021, Calendar.JANUARY, 3);
        iso.setFirstDayOfWeek(Calendar.MONDAY);
        iso.setMinimalDaysInFirstWeek(4);
        show("ISO week", iso.get(Calendar.WEEK_OF_YEAR) + " " + iso.get(Calendar.WEEK_OF_MONTH));
        Date d = new GregorianCalendar(1999, Calendar.DECEMBER, 31, 23, 59, 59).getTime();
        Calendar fromDate = Calendar.getInstance();
        fromDate.setTime(d);
        show("setTime", fields(fromDate) + " " + d);

        StringBuilder month = new StringBuilder();
        Calendar m = new GregorianCalendar(2026, Calendar.NOVEMBER, 1);
        int first = m.get(Calendar.DAY_OF_WEEK);
        int len = m.getActualMaximum(Calendar.DAY_OF_MONTH);
        month.append("Su Mo Tu We Th Fr Sa\n");
        for (int i = 1; i < first; i++) {
            month.append("   ");
        }
        for (int day = 1; day <= len; day++) {
            month.append(String.format("%2d", day)).append((day + first - 1) % 7 == 0 ? "\n" : " ");
        }
        System.out.println(month.toString().trim());

        TimeZone plus2 = TimeZone.getTimeZone("GMT+2");
        show("zones", utc.getID() + " " + utc.getRawOffset() + " " + plus2.getID() + " " + plus2.getRawOffset() + " " + TimeZone.getTimeZone("GMT-0530").getID() + " " + utc.useDaylightTime() + " " + utc.inDaylightTime(new Date(0)));
        show("zone toString", utc + " " + plus2);
        Calendar z = Calendar.getInstance(plus2);
        z.setTimeInMillis(0);
        show("fields in GMT+2", fields(z) + " offset " + z.get(Calendar.ZONE_OFFSET));
        z.set(Calendar.HOUR_OF_DAY, 0);
        show("midnight GMT+2", z.getTimeInMillis());
    }
}
