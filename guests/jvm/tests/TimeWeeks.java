import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.temporal.*;
import java.util.Locale;

public class TimeWeeks {
    public static void main(String[] args) {
        WeekFields us = WeekFields.of(Locale.US);
        WeekFields iso = WeekFields.ISO;
        WeekFields odd = WeekFields.of(DayOfWeek.WEDNESDAY, 3);
        System.out.println(us + " " + iso + " " + odd + " " + us.getFirstDayOfWeek() + " " + iso.getMinimalDaysInFirstWeek() + " " + us.weekOfYear() + " " + iso.weekBasedYear() + " " + IsoFields.WEEK_OF_WEEK_BASED_YEAR
                + " " + IsoFields.QUARTER_OF_YEAR + " " + us.equals(WeekFields.SUNDAY_START) + " " + IsoFields.DAY_OF_QUARTER.range() + " " + us.weekOfMonth().range());
        DateTimeFormatter f = DateTimeFormatter.ofPattern("YYYY-'W'ww-e | Y YY w W | Q QQ QQQ QQQQ QQQQQ qqq | yyyy-MM-dd EEE");
        for (int year = 2019; year <= 2028; year++) {
            for (int k = -9; k <= 9; k += 3) {
                LocalDate d = LocalDate.of(year, 1, 1).plusDays(k);
                System.out.println(d + " " + d.getDayOfWeek().toString().substring(0, 3) + " iso " + d.get(IsoFields.WEEK_BASED_YEAR) + "-W" + d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " q" + d.get(IsoFields.QUARTER_OF_YEAR)
                        + " dq" + d.get(IsoFields.DAY_OF_QUARTER) + " " + d.range(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + d.range(IsoFields.DAY_OF_QUARTER) + " | us " + d.get(us.weekBasedYear()) + "/" + d.get(us.weekOfWeekBasedYear())
                        + " woy" + d.get(us.weekOfYear()) + " wom" + d.get(us.weekOfMonth()) + " dow" + d.get(us.dayOfWeek()) + " " + d.range(us.weekOfYear()) + " " + d.range(us.weekOfMonth()) + " | odd "
                        + d.get(odd.weekBasedYear()) + "/" + d.get(odd.weekOfWeekBasedYear()) + " " + d.get(odd.weekOfMonth()) + " | " + f.format(d));
            }
        }
        LocalDate d = LocalDate.of(2024, 5, 15);
        System.out.println(d.with(IsoFields.QUARTER_OF_YEAR, 1) + " " + d.with(IsoFields.DAY_OF_QUARTER, 1) + " " + d.with(us.dayOfWeek(), 1) + " " + d.with(iso.dayOfWeek(), 7) + " " + d.with(us.weekOfYear(), 1)
                + " " + d.with(us.weekOfMonth(), 1) + " " + LocalDateTime.of(2021, 1, 3, 10, 0).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + d.isSupported(IsoFields.QUARTER_OF_YEAR) + " "
                + LocalTime.NOON.isSupported(us.weekOfYear()) + " " + YearMonth.of(2024, 8).get(IsoFields.QUARTER_OF_YEAR));
        try {
            LocalTime.NOON.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        int[] weeksPerYear = new int[60];
        for (int year = 1990; year < 2050; year++) {
            weeksPerYear[year - 1990] = (int) LocalDate.of(year, 6, 1).range(IsoFields.WEEK_OF_WEEK_BASED_YEAR).getMaximum();
        }
        StringBuilder sb = new StringBuilder("53-week ISO years 1990-2049:");
        for (int i = 0; i < 60; i++) {
            if (weeksPerYear[i] == 53) {
                sb.append(' ').append(1990 + i);
            }
        }
        System.out.println(sb);
    }
}
