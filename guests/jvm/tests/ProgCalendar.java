// RELEASE 17
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

/** Prints months like the Unix cal program, a year in three columns, and some holidays. */
public class ProgCalendar {
    static String[] month(YearMonth ym) {
        String[] lines = new String[8];
        String title = ym.getMonth().getDisplayName(TextStyle.FULL, Locale.US) + " " + ym.getYear();
        int pad = (20 - title.length()) / 2;
        lines[0] = String.format("%-20s", " ".repeat(pad) + title);
        lines[1] = "Su Mo Tu We Th Fr Sa";
        int row = 2;
        StringBuilder sb = new StringBuilder();
        LocalDate first = ym.atDay(1);
        int offset = first.getDayOfWeek().getValue() % 7;
        sb.append("   ".repeat(offset));
        for (int day = 1; day <= ym.lengthOfMonth(); day++) {
            sb.append(String.format("%2d", day));
            if ((offset + day) % 7 == 0) {
                lines[row++] = sb.toString();
                sb.setLength(0);
            } else if (day < ym.lengthOfMonth()) {
                sb.append(' ');
            }
        }
        if (sb.length() > 0) {
            lines[row++] = sb.toString();
        }
        while (row < 8) {
            lines[row++] = "";
        }
        for (int i = 0; i < 8; i++) {
            lines[i] = String.format("%-20s", lines[i]);
        }
        return lines;
    }

    static LocalDate easter(int year) {
        int a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4;
        int f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30;
        int i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7;
        int m = (a + 11 * h + 22 * l) / 451;
        int month = (h + l - 7 * m + 114) / 31, day = ((h + l - 7 * m + 114) % 31) + 1;
        return LocalDate.of(year, month, day);
    }

    public static void main(String[] args) {
        for (String line : month(YearMonth.of(2024, 2))) {
            System.out.println(line.stripTrailing());
        }
        System.out.println();
        int year = 2025;
        System.out.println(" ".repeat(29) + year);
        for (int q = 0; q < 4; q++) {
            String[][] cols = new String[3][];
            for (int c = 0; c < 3; c++) {
                cols[c] = month(YearMonth.of(year, q * 3 + c + 1));
            }
            for (int r = 0; r < 8; r++) {
                System.out.println((cols[0][r] + "  " + cols[1][r] + "  " + cols[2][r]).stripTrailing());
            }
        }
        System.out.println("US holidays and friends, 2023-2026:");
        for (int y = 2023; y <= 2026; y++) {
            LocalDate thanksgiving = LocalDate.of(y, Month.NOVEMBER, 1).with(TemporalAdjusters.dayOfWeekInMonth(4, DayOfWeek.THURSDAY));
            LocalDate labor = LocalDate.of(y, 9, 1).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY));
            LocalDate memorial = LocalDate.of(y, 5, 1).with(TemporalAdjusters.lastInMonth(DayOfWeek.MONDAY));
            LocalDate mothers = YearMonth.of(y, 5).atDay(1).with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.SUNDAY));
            LocalDate easter = easter(y);
            LocalDate xmas = LocalDate.of(y, 12, 25);
            System.out.printf("%d: Easter %s, Mother's Day %s, Memorial %s, Labor %s, Thanksgiving %s, Christmas on a %s (day %d, week %d)%n", y, easter, mothers, memorial, labor, thanksgiving,
                    xmas.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US), xmas.getDayOfYear(), xmas.get(ChronoField.ALIGNED_WEEK_OF_YEAR));
        }
        int fridays13 = 0;
        StringBuilder list = new StringBuilder();
        for (LocalDate d = LocalDate.of(2000, 1, 13); d.getYear() < 2030; d = d.plusMonths(1)) {
            if (d.getDayOfWeek() == DayOfWeek.FRIDAY) {
                fridays13++;
                if (d.getYear() >= 2024) {
                    list.append(' ').append(d);
                }
            }
        }
        System.out.println("Friday the 13th 2000-2029: " + fridays13 + ";" + list);
        int[] weekdayCounts = new int[7];
        for (LocalDate d = LocalDate.of(1901, 1, 1); d.getYear() <= 2000; d = d.plusMonths(1)) {
            weekdayCounts[d.getDayOfWeek().ordinal()]++;
        }
        System.out.print("Firsts of the month 1901-2000 by weekday:");
        for (DayOfWeek w : DayOfWeek.values()) {
            System.out.print(" " + w.getDisplayName(TextStyle.SHORT, Locale.US) + "=" + weekdayCounts[w.ordinal()]);
        }
        System.out.println();
    }
}
