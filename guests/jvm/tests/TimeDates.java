// RELEASE 17
import java.time.*;
import java.time.temporal.*;
import java.util.*;

public class TimeDates {
    static void tryIt(String label, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 3, 15);
        System.out.println(d + " " + d.getDayOfWeek() + " doy=" + d.getDayOfYear() + " len=" + d.lengthOfMonth() + "/" + d.lengthOfYear() + " leap=" + d.isLeapYear());
        System.out.println(d.plusDays(30) + " " + d.plusWeeks(3) + " " + d.plusMonths(11) + " " + d.plusYears(-5) + " " + d.minusDays(75) + " " + d.minusMonths(1));
        System.out.println(LocalDate.of(2024, 1, 31).plusMonths(1) + " " + LocalDate.of(2023, 1, 31).plusMonths(1) + " " + LocalDate.of(2024, 2, 29).plusYears(1) + " " + LocalDate.of(2024, 2, 29).minusYears(4));
        System.out.println(d.withDayOfMonth(1) + " " + d.withMonth(2).withDayOfMonth(29) + " " + d.withYear(2023) + " " + d.withDayOfYear(366));
        System.out.println(d.with(TemporalAdjusters.firstDayOfMonth()) + " " + d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY))
                + " " + d.with(TemporalAdjusters.previous(DayOfWeek.FRIDAY)) + " " + d.with(TemporalAdjusters.nextOrSame(DayOfWeek.FRIDAY)) + " " + d.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY)));
        System.out.println(d.with(TemporalAdjusters.firstInMonth(DayOfWeek.TUESDAY)) + " " + d.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY)) + " " + d.with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.WEDNESDAY))
                + " " + d.with(TemporalAdjusters.dayOfWeekInMonth(-2, DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.firstDayOfNextMonth()) + " " + d.with(TemporalAdjusters.firstDayOfYear()) + " "
                + d.with(TemporalAdjusters.lastDayOfYear()) + " " + d.with(TemporalAdjusters.firstDayOfNextYear()));
        System.out.println(d.with(ChronoField.DAY_OF_WEEK, 1) + " " + d.with(ChronoField.MONTH_OF_YEAR, 12) + " " + d.with(ChronoField.YEAR, 1999) + " " + d.with(ChronoField.EPOCH_DAY, 0) + " " + d.with(Month.JULY));
        System.out.println(d.get(ChronoField.DAY_OF_WEEK) + " " + d.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " " + d.getLong(ChronoField.EPOCH_DAY) + " " + d.getLong(ChronoField.PROLEPTIC_MONTH) + " " + d.range(ChronoField.DAY_OF_MONTH)
                + " " + LocalDate.of(2023, 2, 1).range(ChronoField.DAY_OF_MONTH) + " " + ChronoField.DAY_OF_MONTH.range() + " " + d.get(ChronoField.YEAR_OF_ERA) + " " + d.get(ChronoField.ERA));
        LocalDate e = LocalDate.of(2025, 1, 10);
        System.out.println(ChronoUnit.DAYS.between(d, e) + " " + ChronoUnit.WEEKS.between(d, e) + " " + ChronoUnit.MONTHS.between(d, e) + " " + ChronoUnit.YEARS.between(d, e) + " " + ChronoUnit.DAYS.between(e, d) + " "
                + d.until(e, ChronoUnit.MONTHS) + " " + d.until(e) + " " + Period.between(e, d) + " " + Period.between(LocalDate.of(2020, 1, 31), LocalDate.of(2020, 3, 1)));
        System.out.println(d.isBefore(e) + " " + d.isAfter(e) + " " + d.isEqual(LocalDate.parse("2024-03-15")) + " " + d.equals(LocalDate.of(2024, Month.MARCH, 15)) + " " + d.compareTo(e) + " " + e.compareTo(d) + " "
                + d.compareTo(LocalDate.of(2024, 1, 15)) + " " + d.compareTo(LocalDate.of(2024, 3, 10)) + " " + d.hashCode() + " " + e.hashCode());
        System.out.println(d.toEpochDay() + " " + LocalDate.ofEpochDay(0) + " " + LocalDate.ofEpochDay(-1) + " " + LocalDate.ofEpochDay(100000) + " " + LocalDate.ofEpochDay(-719528) + " " + LocalDate.ofYearDay(2024, 60) + " " + LocalDate.ofYearDay(2023, 365));
        System.out.println(LocalDate.of(999, 1, 1) + " " + LocalDate.of(-1, 12, 31) + " " + LocalDate.of(0, 6, 6) + " " + LocalDate.of(12345, 1, 2) + " " + LocalDate.MIN + " " + LocalDate.MAX + " " + LocalDate.EPOCH);
        System.out.println(d.atStartOfDay() + " " + d.atTime(9, 30) + " " + d.atTime(23, 59, 59) + " " + d.atTime(LocalTime.NOON) + " " + d.atTime(1, 2, 3, 4000));
        List<LocalDate> days = new ArrayList<>();
        d.datesUntil(LocalDate.of(2024, 3, 20)).forEach(days::add);
        System.out.println(days + " " + d.datesUntil(LocalDate.of(2024, 6, 1), Period.ofWeeks(2)).count() + " " + LocalDate.of(2024, 1, 31).datesUntil(LocalDate.of(2024, 7, 1), Period.ofMonths(1)).collect(java.util.stream.Collectors.toList()));
        tryIt("Feb 29 2023", () -> LocalDate.of(2023, 2, 29));
        tryIt("Apr 31", () -> LocalDate.of(2023, 4, 31));
        tryIt("month 13", () -> LocalDate.of(2023, 13, 1));
        tryIt("day 0", () -> LocalDate.of(2023, 1, 0));
        tryIt("doy 366", () -> LocalDate.ofYearDay(2023, 366));
        tryIt("parse", () -> LocalDate.parse("2023-02-30"));
        tryIt("parse2", () -> LocalDate.parse("2023/02/03"));
        tryIt("parse3", () -> LocalDate.parse("2023-02-033"));
        tryIt("hour", () -> d.plus(1, ChronoUnit.HOURS));
        tryIt("getHour", () -> d.get(ChronoField.HOUR_OF_DAY));
        tryIt("epochget", () -> d.get(ChronoField.EPOCH_DAY));
        tryIt("Month.of", () -> Month.of(0));
        tryIt("DayOfWeek.of", () -> DayOfWeek.of(8));
        tryIt("from", () -> LocalDate.from(LocalTime.NOON));
        tryIt("time", () -> LocalTime.of(24, 0));
        tryIt("minute", () -> LocalTime.of(10, 60));
        tryIt("MonthDay", () -> MonthDay.of(2, 30));
        tryIt("offset", () -> ZoneOffset.ofHours(19));
        tryIt("offset2", () -> ZoneOffset.of("+5:00"));
        tryIt("zone", () -> ZoneId.of("Mars/Olympus"));

        for (Month m : Month.values()) {
            System.out.print(m + ":" + m.getValue() + ":" + m.length(false) + ":" + m.firstDayOfYear(true) + ":" + m.firstMonthOfQuarter() + ":" + m.plus(5) + ":" + m.minus(14) + ":"
                    + m.getDisplayName(java.time.format.TextStyle.SHORT, Locale.US) + ":" + m.getDisplayName(java.time.format.TextStyle.FULL, Locale.US) + " ");
        }
        System.out.println();
        for (DayOfWeek w : DayOfWeek.values()) {
            System.out.print(w + ":" + w.getValue() + ":" + w.plus(3) + ":" + w.minus(10) + ":" + w.getDisplayName(java.time.format.TextStyle.SHORT, Locale.US) + ":"
                    + w.getDisplayName(java.time.format.TextStyle.NARROW, Locale.US) + " ");
        }
        System.out.println();

        LocalTime t = LocalTime.of(14, 5);
        System.out.println(t + " " + t.plusMinutes(70) + " " + t.minusHours(15) + " " + t.plusSeconds(3601) + " " + t.plusNanos(1500) + " " + t.withSecond(9).withNano(120000000) + " " + LocalTime.of(1, 2, 3, 456789000) + " "
                + LocalTime.ofSecondOfDay(86399) + " " + LocalTime.ofNanoOfDay(1) + " " + LocalTime.MIDNIGHT + " " + LocalTime.MAX + " " + LocalTime.parse("07:08:09.5") + " " + LocalTime.parse("23:59"));
        System.out.println(t.getHour() + " " + t.get(ChronoField.CLOCK_HOUR_OF_AMPM) + " " + t.get(ChronoField.AMPM_OF_DAY) + " " + t.toSecondOfDay() + " " + t.toNanoOfDay() + " " + t.isAfter(LocalTime.NOON) + " "
                + t.compareTo(LocalTime.NOON) + " " + t.hashCode() + " " + ChronoUnit.MINUTES.between(LocalTime.of(9, 15), t) + " " + LocalTime.of(10, 20, 30, 400).truncatedTo(ChronoUnit.MINUTES) + " "
                + t.with(ChronoField.HOUR_OF_AMPM, 3) + " " + t.until(LocalTime.of(1, 0), ChronoUnit.HOURS));

        LocalDateTime ldt = LocalDateTime.of(2024, 12, 31, 23, 30, 15);
        System.out.println(ldt + " " + ldt.plusMinutes(45) + " " + ldt.plusHours(-24) + " " + ldt.plusSeconds(3600 * 48 + 5) + " " + ldt.minusNanos(1) + " " + ldt.plusMonths(2) + " " + ldt.toLocalDate() + " " + ldt.toLocalTime()
                + " " + ldt.getDayOfWeek() + " " + ldt.truncatedTo(ChronoUnit.HOURS) + " " + ldt.withHour(0) + " " + LocalDateTime.parse("2020-02-29T12:00").plusYears(1));
        LocalDateTime ldt2 = LocalDateTime.of(2025, 1, 1, 8, 0);
        System.out.println(ChronoUnit.HOURS.between(ldt, ldt2) + " " + ChronoUnit.MINUTES.between(ldt, ldt2) + " " + ChronoUnit.DAYS.between(ldt, ldt2) + " " + ChronoUnit.DAYS.between(ldt2, ldt.minusDays(3)) + " "
                + ChronoUnit.SECONDS.between(ldt2, ldt) + " " + ChronoUnit.HALF_DAYS.between(ldt, ldt2) + " " + ldt.isBefore(ldt2) + " " + ldt.compareTo(ldt2) + " " + ldt.hashCode() + " " + ldt.toEpochSecond(ZoneOffset.UTC) + " "
                + ldt.toInstant(ZoneOffset.ofHours(2)) + " " + LocalDateTime.ofEpochSecond(1700000000L, 5, ZoneOffset.UTC));

        Instant i = Instant.ofEpochMilli(1700000000123L);
        System.out.println(i + " " + i.getEpochSecond() + " " + i.getNano() + " " + i.toEpochMilli() + " " + i.plusSeconds(86400) + " " + i.minusMillis(123) + " " + Instant.EPOCH + " " + Instant.ofEpochSecond(-1, 5) + " "
                + Instant.ofEpochMilli(-1).toEpochMilli() + " " + Instant.parse("2024-03-15T10:15:30.5Z").toEpochMilli() + " " + Instant.parse("2024-03-15T10:15:30Z") + " " + i.truncatedTo(ChronoUnit.HOURS) + " "
                + Instant.ofEpochSecond(0, 1000) + " " + i.atZone(ZoneOffset.UTC) + " " + i.atOffset(ZoneOffset.ofHoursMinutes(5, 30)) + " " + ChronoUnit.MILLIS.between(Instant.EPOCH, i) + " " + i.hashCode());
        Date date = Date.from(i);
        System.out.println(date.getTime() + " " + date.toInstant() + " " + new Date(0).toInstant());

        ZonedDateTime z = ZonedDateTime.of(ldt, ZoneId.of("UTC"));
        System.out.println(z + " " + z.withZoneSameInstant(ZoneOffset.ofHours(-5)) + " " + z.plusDays(1) + " " + z.toInstant() + " " + z.toEpochSecond() + " " + z.getZone() + " " + z.getOffset() + " "
                + ZonedDateTime.of(ldt, ZoneId.of("GMT+2")) + " " + ZonedDateTime.of(ldt, ZoneId.of("Z")) + " " + ZonedDateTime.of(ldt, ZoneId.of("Etc/GMT+3")) + " " + ZoneId.of("UTC+05:30") + " " + ZoneId.of("UT") + " "
                + ZonedDateTime.parse("2024-03-15T10:15:30+01:00[UTC+01:00]") + " " + ZonedDateTime.parse("2024-03-15T10:15:30Z"));
        OffsetDateTime o = OffsetDateTime.of(ldt, ZoneOffset.ofHours(3));
        System.out.println(o + " " + o.toInstant() + " " + o.withOffsetSameInstant(ZoneOffset.UTC) + " " + o.toLocalDate() + " " + OffsetDateTime.parse("2024-03-15T10:15:30-08:00").toEpochSecond() + " "
                + o.isBefore(o.plusHours(1)) + " " + z.isAfter(o.toZonedDateTime()) + " " + ZoneOffset.of("-0830") + " " + ZoneOffset.ofTotalSeconds(3661) + " " + ZoneOffset.UTC.getTotalSeconds());

        Year y = Year.of(2024);
        YearMonth ym = YearMonth.of(2024, 2);
        MonthDay md = MonthDay.of(2, 29);
        System.out.println(y + " " + y.isLeap() + " " + y.length() + " " + y.atDay(100) + " " + y.atMonth(7) + " " + y.plusYears(1).isLeap() + " " + Year.isLeap(1900) + " " + Year.isLeap(2000) + " " + ym + " "
                + ym.lengthOfMonth() + " " + ym.atEndOfMonth() + " " + ym.plusMonths(11) + " " + ym.minusYears(1).lengthOfMonth() + " " + YearMonth.parse("2023-11").atDay(5) + " " + md + " " + md.isValidYear(2023) + " "
                + md.atYear(2023) + " " + MonthDay.parse("--12-25") + " " + YearMonth.of(5, 1) + " " + ChronoUnit.MONTHS.between(ym, YearMonth.of(2026, 1)) + " " + ym.compareTo(YearMonth.of(2023, 12)));

        Clock fixed = Clock.fixed(Instant.parse("2021-06-01T12:34:56Z"), ZoneId.of("UTC"));
        System.out.println(LocalDate.now(fixed) + " " + LocalTime.now(fixed) + " " + LocalDateTime.now(fixed) + " " + Instant.now(fixed) + " " + ZonedDateTime.now(fixed) + " " + Year.now(fixed) + " " + fixed.millis());
        Clock off = Clock.offset(fixed, Duration.ofHours(36));
        System.out.println(LocalDateTime.now(off) + " " + fixed.getZone());
        long before = System.currentTimeMillis();
        Instant now = Instant.now();
        long after = System.currentTimeMillis();
        LocalDate today = LocalDate.now();
        System.out.println((now.toEpochMilli() >= before && now.toEpochMilli() <= after) + " " + (today.getYear() >= 1970) + " " + LocalDate.now(ZoneOffset.UTC).equals(LocalDate.now(Clock.systemUTC()))
                + " " + ZoneId.systemDefault().normalized() + " " + (LocalDateTime.now().getYear() > 1969) + " " + (Duration.between(now, Instant.now()).toMillis() >= 0));

        Map<LocalDate, String> map = new HashMap<>();
        for (int k = 0; k < 12; k++) {
            map.put(LocalDate.of(2024, 1, 1).plusDays(k * 37), "v" + k);
        }
        System.out.println(map);
        Set<LocalTime> times = new HashSet<>();
        for (int k = 0; k < 8; k++) {
            times.add(LocalTime.of(k * 3, k * 7));
        }
        System.out.println(times);
        TreeMap<LocalDateTime, Integer> tm = new TreeMap<>();
        tm.put(ldt, 1);
        tm.put(ldt2, 2);
        tm.put(ldt.minusYears(1), 3);
        System.out.println(tm + " " + tm.firstKey());
            LocalDate dd = LocalDate.of(2024, 3, 1);
        System.out.println(dd.getEra() + " " + LocalDate.of(-5, 1, 1).getEra() + " " + dd.getChronology() + " " + dd.getChronology().getCalendarType() + " " + java.time.chrono.IsoChronology.INSTANCE.isLeapYear(2100)
                + " " + dd.query(TemporalQueries.chronology()) + " " + LocalTime.NOON.query(TemporalQueries.chronology()) + " " + YearMonth.of(2024, 1).query(TemporalQueries.chronology()) + " "
                + java.time.chrono.IsoEra.CE.getDisplayName(java.time.format.TextStyle.FULL, Locale.US) + " " + java.time.chrono.IsoEra.of(0) + " " + dd.getEra().getValue() + " "
                + java.time.chrono.IsoChronology.INSTANCE.date(2020, 2, 29) + " " + java.time.format.DateTimeFormatter.ISO_LOCAL_DATE.parse("2024-01-01").query(TemporalQueries.chronology()) + " "
                + java.time.chrono.IsoChronology.INSTANCE.eras() + " " + Month.MAY.query(TemporalQueries.chronology()) + " " + DayOfWeek.MONDAY.query(TemporalQueries.chronology()) + " "
                + MonthDay.of(1, 1).query(TemporalQueries.chronology()) + " " + Instant.EPOCH.query(TemporalQueries.chronology()) + " " + Instant.EPOCH.query(TemporalQueries.zoneId()) + " "
                + dd.with(ChronoField.ERA, 0) + " " + dd.atStartOfDay().query(TemporalQueries.chronology()) + " " + java.time.chrono.IsoEra.BCE.adjustInto(dd));
    }
}
